import { ALL_COMPLAINTS, ALL_CONDITIONS } from '../knowledge/index.js';
import type { ConditionDef, Intensity, PainCharacter, TravelRegion } from '../knowledge/types.js';
import { AGE_BANDS, URGENCIES } from '../knowledge/types.js';
import type { FitParameters, ModelFile } from '../model-file.js';
import { buildFittedTables, type FittedEvidenceTable } from '../model-tables.js';
import { RED_FLAGS } from '../red-flags.js';
import type { EvidenceType } from '../types.js';
import { compileComplaints, type CompiledComplaint } from './complaints.js';
import { MODEL_PARAMETERS, type ModelParameters } from './parameters.js';
import { resolveSite } from './sites.js';
import { buildVocabulary, type VocabularyEntry } from './vocabulary.js';

/** Likelihood tables for one finding: one entry per condition (and the "not explained" class, last). */
export interface EvidenceTable {
  index: number;
  code: string;
  type: EvidenceType;
  parent: string | null;
  values: (string | number)[];
  valueIndex: Map<string | number, number>;
  /** The "nothing to report" value; -1 for a C finding that has none. */
  defaultIndex: number;
  /** Whether the condition says something about the finding (fitted on DDXPlus or authored). */
  linked: Uint8Array;
  /** B: [P(yes), P(no)]; C: P(value); M: P(value chosen), per value index. */
  prob: Float64Array[];
  logProb: Float64Array[];
  tempered: Float64Array[];
  logNotChosen: Float64Array[];
  logNoneChosen: Float64Array;
  choosable: number[];
  numeric: boolean;
  entry: VocabularyEntry;
}

/** A rare or travel-acquired condition cannot lead until one of these is reported. */
export interface Gate {
  any: { code: string; value?: string }[];
}

export interface ModelTables {
  model: ModelFile;
  fit: FitParameters;
  params: ModelParameters;
  /** Conditions plus the "not explained" class. */
  nPathologies: number;
  nConditions: number;
  /** Index of the "not explained" class. */
  unexplained: number;
  conditions: readonly ConditionDef[];
  logPrevalence: Float64Array;
  /** Per age band (AGE_BANDS), per condition. */
  logAge: Float64Array[];
  logSex: { M: Float64Array; F: Float64Array };
  evidences: EvidenceTable[];
  byCode: Map<string, EvidenceTable>;
  byName: Map<string, EvidenceTable>;
  /** DDXPlus severity 1 (most severe) to 5, derived from the urgency for authored conditions. */
  severity: Uint8Array;
  /** Index into URGENCIES: 0 self-care, 1 days, 2 urgent, 3 emergency. */
  urgency: Uint8Array;
  differentialShare: Float64Array[];
  gates: (Gate | null)[];
  complaints: CompiledComplaint[];
  /** The DDXPlus population's prior over its own conditions (the first of `conditions`), as fitted. */
  ddxplusPrior: {
    logPrior: Float64Array;
    logAge: Float64Array[];
    logSex: { M: Float64Array; F: Float64Array };
    ageBands: number[];
  };
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

const CHARACTER_CODES: Record<PainCharacter, string> = {
  tearing: 'V_71',
  shooting: 'V_112',
  nagging: 'V_154',
  tender: 'V_161',
  stabbing: 'V_179',
  pulling: 'V_180',
  burning: 'V_181',
  cramping: 'V_182',
  heavy: 'V_183',
  throbbing: 'V_184',
  violent: 'V_191',
  sharp: 'V_192',
  sickening: 'V_193',
  scary: 'V_196',
  exhausting: 'V_198',
};
const TRAVEL_CODES: Record<TravelRegion, string> = {
  none: 'V_10',
  'North Africa': 'V_0',
  'West Africa': 'V_1',
  'Southern Africa': 'V_2',
  'Central America': 'V_3',
  'North America': 'V_4',
  'South America': 'V_5',
  Asia: 'V_6',
  'South-East Asia': 'V_7',
  Caribbean: 'V_8',
  Europe: 'V_9',
  Oceania: 'V_13',
};
const RASH_COLOUR_CODES = { red: 'V_157', pink: 'V_156', dark: 'V_86', yellow: 'V_107', pale: 'V_138' } as const;
const INTENSITY_CENTRE: Record<Intensity | 'none', number> = {
  none: 0.5,
  mild: 3,
  moderate: 5.5,
  severe: 7.5,
  'very severe': 9,
};
const URGENCY_SEVERITY = [5, 4, 3, 2] as const;

/** A 0–10 scale peaked at `centre`, with a floor so that no rating is impossible. */
function scale(centre: number, spread = 1.6): Float64Array {
  const out = new Float64Array(11);
  for (let v = 0; v <= 10; v++) out[v] = Math.exp(-((v - centre) ** 2) / (2 * spread ** 2)) + 0.02;
  const sum = out.reduce((s, x) => s + x, 0);
  return out.map((x) => x / sum);
}

/** A partial distribution over a C finding's values, the rest shared in proportion to the background. */
function partial(entry: VocabularyEntry, given: Record<string, number>): Float64Array {
  const out = new Float64Array(entry.values.length);
  let specified = 0;
  let restBackground = 0;
  entry.values.forEach((v, i) => {
    const p = given[String(v)];
    if (p !== undefined) {
      out[i] = p;
      specified += p;
    } else restBackground += entry.background[i] as number;
  });
  const rest = Math.max(0.02, 1 - specified);
  entry.values.forEach((v, i) => {
    if (given[String(v)] === undefined)
      out[i] = Math.max(0.005, (rest * (entry.background[i] as number)) / Math.max(restBackground, 1e-9));
  });
  const sum = out.reduce((s, x) => s + x, 0);
  return out.map((x) => x / sum);
}

type SideOf = (code: string) => 'R' | 'L' | null;

/** P(each place chosen) from places in lay words; places not named are chosen at the stray rate. */
function places(entry: VocabularyEntry, sites: Record<string, number>, sideOf: SideOf, stray: number): Float64Array {
  const out = new Float64Array(entry.values.length).fill(stray);
  const index = new Map(entry.values.map((v, i) => [String(v), i]));
  for (const [phrase, p] of Object.entries(sites)) {
    const site = resolveSite(phrase, sideOf);
    // A part with two sides named without one: one side is usual, both less so.
    const each = site.eitherSide ? p * 0.6 : p;
    for (const code of site.codes) {
      const i = index.get(code);
      if (i !== undefined) out[i] = Math.max(out[i] as number, each);
    }
  }
  if (entry.defaultIndex >= 0) out[entry.defaultIndex] = 0;
  return out;
}

/**
 * What an authored condition says about one finding: P(yes) for B, the distribution for C, P(chosen)
 * per value for M; null when it says nothing.
 */
function authored(def: ConditionDef, entry: VocabularyEntry, sideOf: SideOf, p: ModelParameters): Float64Array | null {
  const yes = (x: number | undefined): Float64Array | null => (x === undefined ? null : Float64Array.of(x));
  const { pain, rash, swelling } = def;
  switch (entry.code) {
    case 'E_53':
      return yes(pain?.p ?? def.findings.pain ?? def.against?.pain);
    case 'E_55':
      return pain ? places(entry, pain.sites, sideOf, p.straySiteRate) : null;
    case 'E_57':
      return pain?.radiation ? places(entry, pain.radiation, sideOf, p.straySiteRate) : null;
    case 'E_54': {
      if (!pain?.character) return null;
      const out = Float64Array.from(entry.background);
      for (const [name, q] of Object.entries(pain.character)) {
        const i = entry.values.indexOf(CHARACTER_CODES[name as PainCharacter]);
        if (i >= 0) out[i] = q as number;
      }
      return out;
    }
    case 'E_56':
      return pain?.intensity ? scale(INTENSITY_CENTRE[pain.intensity]) : null;
    case 'E_59':
      return pain?.onset ? (pain.onset === 'sudden' ? scale(9, 1.5) : scale(2.5, 2)) : null;
    case 'E_58':
      return pain?.pinpoint === undefined ? null : scale(pain.pinpoint ? 8 : 3, 2);
    case 'E_129':
      return yes(rash?.p ?? def.findings.rash ?? def.against?.rash);
    case 'E_133':
      return rash ? places(entry, rash.sites, sideOf, p.straySiteRate) : null;
    case 'E_130':
      return rash?.colour
        ? partial(
            entry,
            Object.fromEntries(
              Object.entries(rash.colour).map(([k, v]) => [RASH_COLOUR_CODES[k as keyof typeof RASH_COLOUR_CODES], v]),
            ),
          )
        : null;
    case 'E_136':
      return rash?.itch ? scale(INTENSITY_CENTRE[rash.itch], 1.8) : null;
    case 'E_134':
      return rash?.pain ? scale(INTENSITY_CENTRE[rash.pain], 1.8) : null;
    case 'E_132':
      return rash?.swollen ? scale(INTENSITY_CENTRE[rash.swollen], 1.8) : null;
    case 'E_131':
      return rash?.peeling === undefined ? null : partial(entry, { V_12: rash.peeling, V_10: 1 - rash.peeling });
    case 'E_135':
      return rash?.large === undefined ? null : partial(entry, { V_12: rash.large, V_10: 1 - rash.large });
    case 'E_151':
      return yes(swelling?.p ?? def.findings.swelling ?? def.against?.swelling);
    case 'E_152':
      return swelling ? places(entry, swelling.sites, sideOf, p.straySiteRate) : null;
    case 'E_204':
      return def.travel
        ? partial(
            entry,
            Object.fromEntries(Object.entries(def.travel).map(([k, v]) => [TRAVEL_CODES[k as TravelRegion], v])),
          )
        : null;
    case 'duration':
      return def.duration ? partial(entry, def.duration) : null;
  }
  if (entry.type !== 'B') return null;
  return yes(def.findings[entry.name] ?? def.against?.[entry.name]);
}

/** How an unknown condition presents: any symptom at a moderate rate, risk factors as in everyone. */
function unexplainedRow(entry: VocabularyEntry, p: ModelParameters): Float64Array {
  if (entry.type === 'C') return Float64Array.from(entry.background);
  if (entry.type === 'M') {
    const site = entry.code !== 'E_54';
    return entry.background.map((x, i) =>
      i === entry.defaultIndex ? 0 : site ? Math.max(x, p.unexplainedSiteRate) : x,
    );
  }
  if (entry.code === 'E_53') return Float64Array.of(p.unexplainedPainRate);
  const bg = entry.background[0] as number;
  return Float64Array.of(
    entry.kind === 'symptom' || entry.kind === 'sign'
      ? Math.max(bg, Math.min(p.unexplainedSymptomRate, p.unexplainedSymptomFactor * bg))
      : bg,
  );
}

function finishTable(
  index: number,
  entry: VocabularyEntry,
  rows: Float64Array[],
  linked: Uint8Array,
  temper: number,
  unchosenWeight: number,
): EvidenceTable {
  const n = linked.length;
  const values = entry.values;
  const valueIndex = new Map<string | number, number>(values.map((v, i) => [v, i]));
  let prob: Float64Array[];
  const logNotChosen: Float64Array[] = [];
  const logNoneChosen = new Float64Array(n);
  const choosable: number[] = [];
  if (entry.type === 'B') {
    const yes = Float64Array.from({ length: n }, (_, d) => clamp((rows[d] as Float64Array)[0] as number, 0.001, 0.999));
    prob = [yes, yes.map((y) => 1 - y)];
  } else {
    prob = values.map((_, v) => Float64Array.from({ length: n }, (_, d) => (rows[d] as Float64Array)[v] as number));
    if (entry.type === 'C') {
      for (let d = 0; d < n; d++) {
        let sum = 0;
        for (let v = 0; v < values.length; v++)
          sum += (prob[v] as Float64Array)[d] = Math.max((prob[v] as Float64Array)[d] as number, 1e-4);
        for (let v = 0; v < values.length; v++)
          (prob[v] as Float64Array)[d] = ((prob[v] as Float64Array)[d] as number) / sum;
      }
    } else {
      for (let v = 0; v < values.length; v++) {
        const row = prob[v] as Float64Array;
        const lnc = new Float64Array(n);
        if (v !== entry.defaultIndex) {
          choosable.push(v);
          for (let d = 0; d < n; d++) {
            row[d] = clamp(row[d] as number, 0.0002, 0.995);
            // A place not named is weak evidence: DDXPlus's patients name many places, real ones one.
            lnc[d] = unchosenWeight * Math.log(1 - (row[d] as number));
            logNoneChosen[d] = (logNoneChosen[d] as number) + (lnc[d] as number);
          }
        }
        logNotChosen.push(lnc);
      }
    }
  }
  const logProb = prob.map((row) => row.map((x) => Math.log(Math.max(x, 1e-12))));
  return {
    index,
    code: entry.code,
    type: entry.type,
    parent: entry.parent,
    values,
    valueIndex,
    defaultIndex: entry.type === 'B' ? 1 : entry.defaultIndex,
    linked,
    prob,
    logProb,
    tempered: entry.type === 'M' ? [] : logProb.map((lp) => lp.map((x) => Math.exp(temper * x))),
    logNotChosen,
    logNoneChosen,
    choosable,
    numeric: entry.type === 'C' && entry.values.length === 11 && entry.values.every((v, i) => v === i),
    entry,
  };
}

/**
 * The fitted DDXPlus row of one condition, for a linked evidence. A yes/no rate is kept below a ceiling:
 * every synthetic patient of a condition may have a finding that a real one sometimes lacks (a cold
 * without any pain), and a "no" must not rule the condition out.
 */
function fittedRow(table: FittedEvidenceTable, d: number, ceiling: number): Float64Array {
  if (table.type === 'B') return Float64Array.of(Math.min(ceiling, (table.prob[0] as Float64Array)[d] as number));
  return Float64Array.from(table.prob, (row) => row[d] as number);
}

/**
 * The whole-practice model: the DDXPlus conditions with their fitted likelihoods for the DDXPlus
 * evidences, the authored conditions with theirs, and, for every pair neither describes, the finding's
 * background rate. Every likelihood is P(the same finding | the condition), whatever its source, so the
 * posterior is one naive-Bayes product over one vocabulary.
 */
export interface ComposeOptions {
  parameters?: ModelParameters;
  /**
   * While knowledge is being written: report each problem and leave out what it concerns, instead of
   * refusing to build. The bundled knowledge base is always built strictly.
   */
  onProblem?: (problem: string) => void;
  /** Keep DDXPlus's fitted descriptions where conditions override them: for its own synthetic population. */
  keepFitted?: boolean;
}

export function composeTables(model: ModelFile, options: ComposeOptions = {}): ModelTables {
  const parameters = options.parameters ?? MODEL_PARAMETERS;
  const fitted = buildFittedTables(model);
  const vocabulary = buildVocabulary(model, RED_FLAGS, options.onProblem);
  const labels = new Map<string, string>();
  for (const ev of model.evidences) for (const [code, label] of Object.entries(ev.labels)) labels.set(code, label);
  const sideOf: SideOf = (code) => {
    const label = labels.get(code) ?? '';
    return label.endsWith('(R)') ? 'R' : label.endsWith('(L)') ? 'L' : null;
  };
  const problems = knowledgeProblems(ALL_CONDITIONS, vocabulary, sideOf);
  const rejected = new Set(problems.map((p) => p.condition));
  if (problems.length && !options.onProblem) {
    throw new TypeError(
      `The knowledge base has ${problems.length} problem(s):\n${problems.map((p) => `  ${p.condition}: ${p.problem}`).join('\n')}`,
    );
  }
  for (const p of problems) options.onProblem?.(`${p.condition}: ${p.problem} (left out)`);
  const usable = ALL_CONDITIONS.filter((c) => !rejected.has(c.id));
  const ddxplusOrder = model.pathologies.map((p) => {
    const def = usable.find((c) => c.ddxplus && c.name === p.name);
    if (!def) throw new TypeError(`No condition profile for the DDXPlus condition ${p.name}`);
    return def;
  });
  const conditions = [...ddxplusOrder, ...usable.filter((c) => !c.ddxplus)];
  const nC = conditions.length;
  const n = nC + 1;
  const nFitted = model.pathologies.length;

  const raw = vocabulary.map((entry) => {
    const fit = entry.ddxplus ? fitted.byCode.get(entry.code) : undefined;
    const linked = new Uint8Array(n);
    const rows: Float64Array[] = conditions.map((def, d) => {
      if (fit && d < nFitted && fit.linked[d] && (options.keepFitted || !def.override?.includes(entry.name))) {
        linked[d] = 1;
        const ceiling =
          entry.code === 'E_53'
            ? parameters.fittedPainCeiling
            : entry.kind === 'symptom' || entry.kind === 'sign'
              ? parameters.fittedCeiling
              : parameters.fittedRiskCeiling;
        return fittedRow(fit, d, ceiling);
      }
      const own = authored(def, entry, sideOf, parameters);
      if (own) {
        linked[d] = 1;
        return own;
      }
      return Float64Array.from(entry.background);
    });
    rows.push(unexplainedRow(entry, parameters));
    return { rows, linked };
  });
  impliedParents(vocabulary, raw, nC);
  feverHeight(vocabulary, raw, nC, parameters.highFeverShare);
  const evidences = vocabulary.map((entry, index) => {
    const { rows, linked } = raw[index] as { rows: Float64Array[]; linked: Uint8Array };
    return finishTable(index, entry, rows, linked, fitted.fit.temper, parameters.unchosenPlaceWeight);
  });

  const logPrevalence = Float64Array.from(conditions, (c) => Math.log(parameters.prevalence[c.prevalence]));
  const logAge = AGE_BANDS.map((band) =>
    Float64Array.from({ length: n }, (_, d) => Math.log(Math.max(conditions[d]?.ages?.[band] ?? 1, 1e-9))),
  );
  const logSex = {
    M: Float64Array.from({ length: n }, (_, d) => Math.log(Math.max(conditions[d]?.sex?.M ?? 1, 1e-9))),
    F: Float64Array.from({ length: n }, (_, d) => Math.log(Math.max(conditions[d]?.sex?.F ?? 1, 1e-9))),
  };
  const byCode = new Map(evidences.map((e) => [e.code, e]));
  const byName = new Map(evidences.map((e) => [e.entry.name, e]));
  const codeOf = (name: string): string => {
    const table = byName.get(name);
    if (!table) throw new TypeError(`Unknown finding ${name}`);
    return table.code;
  };
  const gates = conditions.map((c): Gate | null =>
    c.requires?.length
      ? {
          any: c.requires.map((r) =>
            r.startsWith('travel:')
              ? {
                  code: 'E_204',
                  value: TRAVEL_CODES[r.slice(7) as TravelRegion] ?? fail(`${c.id}: unknown travel region ${r}`),
                }
              : { code: codeOf(r) },
          ),
        }
      : null,
  );
  gates.push(null);
  const urgency = Uint8Array.from({ length: n }, (_, d) =>
    d < nC ? URGENCIES.indexOf((conditions[d] as ConditionDef).urgency) : 1,
  );
  const severity = Uint8Array.from({ length: n }, (_, d) =>
    d < nFitted ? (fitted.severity[d] as number) : (URGENCY_SEVERITY[urgency[d] as number] ?? 4),
  );
  const differentialShare = Array.from({ length: n }, (_, d) => {
    const out = new Float64Array(n);
    const row = fitted.differentialShare[d];
    if (row) out.set(row);
    return out;
  });

  return {
    model,
    fit: fitted.fit,
    params: parameters,
    nPathologies: n,
    nConditions: nC,
    unexplained: nC,
    conditions,
    logPrevalence: Float64Array.from({ length: n }, (_, d) => logPrevalence[d] ?? 0),
    logAge,
    logSex,
    evidences,
    byCode,
    byName,
    severity,
    urgency,
    differentialShare,
    gates,
    complaints: compileComplaints(ALL_COMPLAINTS, byName, sideOf, options.onProblem),
    ddxplusPrior: { logPrior: fitted.logPrior, logAge: fitted.logAge, logSex: fitted.logSex, ageBands: model.ageBands },
  };
}

/**
 * A yes to a finding is a yes to its parent and to what it implies (a barking cough is a cough), so a condition that gives the child
 * a probability gives the parent at least as much, where it says nothing of the parent itself: otherwise
 * "no cough" would leave croup untouched while it counts against every condition that names a cough.
 */
function impliedParents(
  vocabulary: readonly VocabularyEntry[],
  raw: { rows: Float64Array[]; linked: Uint8Array }[],
  nConditions: number,
): void {
  const indexOf = new Map(vocabulary.flatMap((e, i) => [[e.code, i] as const, [e.name, i] as const]));
  for (const [i, child] of vocabulary.entries()) {
    if (child.type !== 'B') continue;
    const implied = [child.parent, ...(child.def?.implies ?? []).filter((x) => !x.startsWith('!'))];
    for (const name of implied) {
      const parentIndex = name ? indexOf.get(name) : undefined;
      if (parentIndex === undefined || vocabulary[parentIndex]?.type !== 'B') continue;
      const c = raw[i] as { rows: Float64Array[]; linked: Uint8Array };
      const parent = raw[parentIndex] as { rows: Float64Array[]; linked: Uint8Array };
      for (let d = 0; d < nConditions; d++) {
        if (!c.linked[d] || parent.linked[d]) continue;
        const childYes = (c.rows[d] as Float64Array)[0] as number;
        const row = parent.rows[d] as Float64Array;
        if (childYes > (row[0] as number)) row[0] = childYes;
        parent.linked[d] = 1;
      }
    }
  }
}

/**
 * A condition that names a fever without saying how high gives a share of its fevers 39 °C or more,
 * instead of the rate in someone without a fever: a high reading must not count against it.
 */
function feverHeight(
  vocabulary: readonly VocabularyEntry[],
  raw: { rows: Float64Array[]; linked: Uint8Array }[],
  nConditions: number,
  share: number,
): void {
  const high = vocabulary.findIndex((e) => e.name === 'high_fever');
  const fever = vocabulary.findIndex((e) => e.name === 'fever');
  if (high < 0 || fever < 0) return;
  const h = raw[high] as { rows: Float64Array[]; linked: Uint8Array };
  const f = raw[fever] as { rows: Float64Array[]; linked: Uint8Array };
  for (let d = 0; d < nConditions; d++) {
    if (h.linked[d] || !f.linked[d]) continue;
    const row = h.rows[d] as Float64Array;
    const yes = share * ((f.rows[d] as Float64Array)[0] as number);
    if (yes <= (row[0] as number)) continue;
    row[0] = yes;
    row[1] = 1 - yes;
    h.linked[d] = 1;
  }
}

const ICD10 = /^[A-Z]\d\d(?:\.\d{1,2})?$/;
const ID = /^[a-z][a-z0-9_]*$/;

/** Everything wrong with the authored conditions: unknown findings and places, bad codes, duplicates. */
export function knowledgeProblems(
  conditions: readonly ConditionDef[],
  vocabulary: readonly VocabularyEntry[],
  sideOf: SideOf,
): { condition: string; problem: string }[] {
  const out: { condition: string; problem: string }[] = [];
  const byName = new Map(vocabulary.map((e) => [e.name, e]));
  const ids = new Set<string>();
  const names = new Set<string>();
  const probability = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1;
  for (const c of conditions) {
    const problem = (text: string) => out.push({ condition: c.id, problem: text });
    if (!ID.test(c.id)) problem(`id "${c.id}" is not snake_case`);
    if (ids.has(c.id)) problem(`id "${c.id}" is used twice`);
    if (names.has(c.name)) problem(`name "${c.name}" is used twice`);
    ids.add(c.id);
    names.add(c.name);
    if (!ICD10.test(c.icd10)) problem(`ICD-10 code "${c.icd10}" is not of the form A00 or A00.0`);
    if (!c.sources.length) problem('no sources');
    for (const [name, p] of [...Object.entries(c.findings), ...Object.entries(c.against ?? {})]) {
      const entry = byName.get(name);
      if (!entry) problem(`unknown finding "${name}"`);
      else if (entry.type !== 'B')
        problem(`finding "${name}" is not yes/no: describe it with pain, rash, swelling, duration or travel`);
      if (!probability(p)) problem(`P(${name}) = ${String(p)} is not a probability`);
    }
    for (const name of c.requires ?? []) {
      if (name.startsWith('travel:') ? !(name.slice(7) in TRAVEL_CODES) : !byName.has(name))
        problem(`unknown requirement "${name}"`);
    }
    const siteGroups: [string, Record<string, number> | undefined][] = [
      ['pain site', c.pain?.sites],
      ['pain radiation', c.pain?.radiation],
      ['rash site', c.rash?.sites],
      ['swelling site', c.swelling?.sites],
    ];
    for (const [what, sites] of siteGroups) {
      for (const [phrase, p] of Object.entries(sites ?? {})) {
        try {
          resolveSite(phrase, sideOf);
        } catch {
          problem(`${what} "${phrase}" names no body place the reader knows`);
        }
        if (!probability(p)) problem(`${what} "${phrase}" = ${String(p)} is not a probability`);
      }
    }
    for (const key of Object.keys(c.pain?.character ?? {}))
      if (!(key in CHARACTER_CODES)) problem(`unknown pain character "${key}"`);
    for (const key of Object.keys(c.travel ?? {}))
      if (!(key in TRAVEL_CODES)) problem(`unknown travel region "${key}"`);
    for (const key of Object.keys(c.duration ?? {}))
      if (!['hours', 'days', 'weeks', 'months'].includes(key)) problem(`unknown duration "${key}"`);
    for (const flag of c.redFlags ?? []) if (!byName.has(flag)) problem(`unknown red flag "${flag}"`);
  }
  return out;
}

function fail(message: string): never {
  throw new TypeError(message);
}
