import { AGE_BAND_STARTS } from './knowledge/types.js';
import { fitsPatient } from './fits-patient.js';
import { ageBand } from './model-tables.js';
import { addLogLikelihood, canonicalValue, isPositive, softmaxInPlace } from './evidence-values.js';
import { tablesOf } from './knowledge-base.js';
import type { EvidenceTable, ModelTables } from './model/compose.js';
import { activeComplaint, nextScriptedQuestion } from './history.js';
import { chooseQuestion } from './question-choice.js';
import { adjustForDifferential } from './differential.js';
import { placeFit, presentingMisfits } from './presenting-complaint.js';
import { dispositionFor, triageOf } from './triage.js';
import {
  completingFinding,
  discriminatorIn,
  EMERGENCY_DISCRIMINATORS,
  UNWELL_IF_UNEXPLAINED,
  URGENT_DISCRIMINATORS,
  type Discriminator,
  type TriageFacts,
} from './triage-discriminators.js';
import { EMERGENCY_SETTLERS, settlerApplies } from './triage-settlers.js';
import { EXPLAINED_FLAGS } from './triage-explained-flags.js';
import type {
  DifferentialEntry,
  Disposition,
  EvidenceValue,
  Interview,
  InterviewOptions,
  InterviewState,
  KnowledgeBase,
  Patient,
  Question,
  QuestionOption,
  Triage,
} from './types.js';

/** Complaints about the mind or substance use: not knowing what it is there is a reason to see someone. */
const MIND_COMPLAINTS: ReadonlySet<string> = new Set(['mental-health', 'alcohol-drugs']);

/** Pregnancy (possible, or past 20 weeks) and the weeks after a birth. */
const PREGNANT_OR_AFTER_A_BIRTH = ['E_167', 'pregnancy_over_20_weeks', 'recent_birth'] as const;

export const DEFAULT_MAX_QUESTIONS = 20;

/** Questions about places, whose long lists are cut to the places that fit the conditions in question. */
const PLACE_QUESTIONS = new Set(['E_55', 'E_57', 'E_133', 'E_152']);
const MAX_PLACES = 8;
/** A place offered must be this likely among the conditions in question (about 1 in 50). */
const MIN_PLACE_PROBABILITY = 0.02;

/** An exposure this uncommon (a marine sting, a dive), reported and not explained, leaves the AI unsure. */
const RARE_EXPOSURE = 0.01;

/** A condition explains a finding when it makes it at least this many times likelier than its background. */
const EXPLAINS = 3;

export function ageBandIndex(age: number): number {
  let band = 0;
  AGE_BAND_STARTS.forEach((start, b) => {
    if (age >= start) band = b;
  });
  return band;
}

const IMPLIED = new WeakMap<ModelTables, Map<string, string[]>>();

/** The yes/no findings a yes to this one implies by its definition. */
function impliedCodes(tables: ModelTables, table: EvidenceTable): string[] {
  let byTable = IMPLIED.get(tables);
  if (!byTable) {
    const codeOf = new Map(
      [...tables.byCode.values()].flatMap((t) => [[t.code, t.code] as const, [t.entry.name, t.code] as const]),
    );
    byTable = new Map();
    for (const t of tables.byCode.values()) {
      const names = (t.entry.def?.implies ?? []).filter((x) => !x.startsWith('!'));
      const codes = names
        .map((name) => (name ? codeOf.get(name) : undefined))
        .filter(
          (code): code is string => code !== undefined && code !== t.code && tables.byCode.get(code)?.type === 'B',
        );
      byTable.set(t.code, [...new Set(codes)]);
    }
    IMPLIED.set(tables, byTable);
  }
  return byTable.get(table.code) ?? [];
}

const EXPLAINED = new WeakMap<EvidenceTable, Uint8Array[]>();

/**
 * For one of a finding's values, 1 for each condition that makes it at least a few times likelier
 * than its background, worked out once per value: a turn asks it of every condition for each
 * finding reported, several times over.
 */
function explainedValue(table: EvidenceTable, i: number): Uint8Array {
  let rows = EXPLAINED.get(table);
  if (!rows) EXPLAINED.set(table, (rows = []));
  let row = rows[i];
  if (!row) {
    const prob = table.prob[i]!;
    const bar = (table.type === 'B' || table.type === 'M' ? EXPLAINS : 1.5) * (table.entry.background[i] as number);
    row = new Uint8Array(prob.length);
    for (let d = 0; d < prob.length; d++) row[d] = (prob[d] as number) >= bar ? 1 : 0;
    rows[i] = row;
  }
  return row;
}

/** The conditions that make a finding's answer at least a few times likelier than its background (1 each). */
export function explainedBy(table: EvidenceTable, value: EvidenceValue): Uint8Array {
  // A yes/no finding is explained by its yes, whatever the answer.
  if (table.type === 'B') return explainedValue(table, 0);
  if (table.type !== 'M') return explainedValue(table, table.valueIndex.get(value as string | number)!);
  const values = value as string[];
  if (values.length === 1) return explainedValue(table, table.valueIndex.get(values[0]!)!);
  // Several places chosen: a condition explains the answer when it explains any of them.
  const any = new Uint8Array(table.prob[0]!.length);
  for (const v of values) {
    const row = explainedValue(table, table.valueIndex.get(v)!);
    for (let d = 0; d < any.length; d++) any[d]! |= row[d]!;
  }
  return any;
}

/** Whether a condition makes a finding at least a few times likelier than its background. */
function explains(table: EvidenceTable, value: EvidenceValue, d: number): boolean {
  return explainedBy(table, value)[d] === 1;
}

const GATES_BY_CODE = new WeakMap<ModelTables, Map<string, { d: number; value: string | undefined }[]>>();

/** The gated conditions each finding may open (with the value that opens it, if one does), by finding. */
function gatesByCode(tables: ModelTables): Map<string, { d: number; value: string | undefined }[]> {
  let byCode = GATES_BY_CODE.get(tables);
  if (!byCode) {
    byCode = new Map();
    tables.gates.forEach((gate, d) => {
      for (const { code, value } of gate?.any ?? []) {
        let opens = byCode!.get(code);
        if (!opens) byCode!.set(code, (opens = []));
        opens.push({ d, value });
      }
    });
    GATES_BY_CODE.set(tables, byCode);
  }
  return byCode;
}

const NAME_ORDER = new WeakMap<KnowledgeBase, Int32Array>();

/**
 * Each condition's place in the alphabetical order of their names (localeCompare, ties in knowledge-base
 * order): equally likely conditions are listed by name, and comparing places is far cheaper than names.
 */
function nameOrder(kb: KnowledgeBase): Int32Array {
  let rank = NAME_ORDER.get(kb);
  if (!rank) {
    const byName = kb.pathologies.map((p, d) => ({ name: p.name, d })).sort((a, b) => a.name.localeCompare(b.name));
    rank = new Int32Array(kb.pathologies.length);
    byName.forEach(({ d }, i) => (rank![d] = i));
    NAME_ORDER.set(kb, rank);
  }
  return rank;
}

const BASE_SCORES = new WeakMap<ModelTables, Map<string, Float64Array>>();

/**
 * The prior scores of a population's patients of one age band and sex, worked out once: every interview
 * restored for a chat turn (several a turn) would otherwise sum and normalise them over every condition.
 */
function baseScoresOf(tables: ModelTables, key: string, work: () => Float64Array): Float64Array {
  let byPatient = BASE_SCORES.get(tables);
  if (!byPatient) BASE_SCORES.set(tables, (byPatient = new Map()));
  let scores = byPatient.get(key);
  if (!scores) byPatient.set(key, (scores = work()));
  // A copy: the interview adds each answer's likelihood to its own.
  return Float64Array.from(scores);
}

/** What the triage made of an interview's answers (see `#reading`): its facts, and what they decided. */
interface TriageReading {
  facts: TriageFacts;
  emergency?: { met: Discriminator | undefined };
  /** Without, then with, the settling questions' answers taken into account. */
  dispositions: [Disposition | undefined, Disposition | undefined];
}

class DiagnosticInterview implements Interview {
  readonly #kb: KnowledgeBase;
  readonly #tables: ModelTables;
  readonly #patient: Patient;
  readonly #options: Required<InterviewOptions>;
  /** Canonical answers in the order they were given. */
  readonly #observations = new Map<string, EvidenceValue>();
  readonly #declined = new Set<string>();
  #implied: Set<string> | null = null;
  /** Log prior plus tempered log likelihood of every answer (gates not applied). */
  #scores: Float64Array;
  #asked = 0;
  #pending: string | null = null;
  /** The posterior for the answers as they stand; one question's choice reads it several times. */
  #posterior: Float64Array | null = null;
  /**
   * The triage's reading of the answers, questions asked and declined as they stand, dropped when any
   * changes: choosing one question and giving the triage read the same discriminators several times.
   */
  #reading: TriageReading | null = null;
  /** Which gated conditions the answers as they stand have opened (1 each), dropped when an answer changes. */
  #open: Uint8Array | null = null;

  constructor(kb: KnowledgeBase, patient: Patient, options: InterviewOptions = {}) {
    if (!Number.isFinite(patient.age) || patient.age < 0) throw new TypeError(`Invalid age ${String(patient.age)}`);
    if (patient.sex !== 'M' && patient.sex !== 'F') throw new TypeError(`Invalid sex ${String(patient.sex)}`);
    this.#kb = kb;
    this.#tables = tablesOf(kb, options.population ?? 'primary-care');
    this.#patient = { age: patient.age, sex: patient.sex };
    this.#options = {
      maxQuestions: options.maxQuestions ?? DEFAULT_MAX_QUESTIONS,
      confidence: options.confidence ?? this.#tables.params.confidence,
      minQuestions: options.minQuestions ?? 0,
      population: options.population ?? 'primary-care',
    };
    this.#scores = this.#baseScores();
  }

  get asked(): number {
    return this.#asked;
  }

  /** The prior for this patient: prevalence by age band and sex; "not explained" a fixed share of it. */
  #baseScores(): Float64Array {
    const t = this.#tables;
    const { age, sex } = this.#patient;
    if (this.#options.population === 'ddxplus')
      return baseScoresOf(t, `ddxplus|${ageBand(t.ddxplusPrior.ageBands, age)}|${sex}`, () => this.#ddxplusScores());
    return baseScoresOf(t, `${ageBandIndex(age)}|${sex}`, () => this.#primaryCareScores());
  }

  #primaryCareScores(): Float64Array {
    const t = this.#tables;
    const scores = new Float64Array(t.nPathologies);
    const age = t.logAge[ageBandIndex(this.#patient.age)] as Float64Array;
    const sex = t.logSex[this.#patient.sex];
    let max = -Infinity;
    for (let d = 0; d < t.nConditions; d++) {
      scores[d] = (t.logPrevalence[d] as number) + (age[d] as number) + (sex[d] as number);
      if ((scores[d] as number) > max) max = scores[d] as number;
    }
    let total = 0;
    for (let d = 0; d < t.nConditions; d++) total += Math.exp((scores[d] as number) - max);
    const share = t.params.unexplainedShare;
    scores[t.unexplained] = max + Math.log(total) + Math.log(share / (1 - share));
    return scores;
  }

  /** DDXPlus's own population: its 49 conditions at the frequencies, ages and sexes of its patients. */
  #ddxplusScores(): Float64Array {
    const t = this.#tables;
    const p = t.ddxplusPrior;
    const scores = new Float64Array(t.nPathologies).fill(-1e9);
    const age = p.logAge[ageBand(p.ageBands, this.#patient.age)] as Float64Array;
    const sex = p.logSex[this.#patient.sex];
    for (let d = 0; d < p.logPrior.length; d++) {
      scores[d] = (p.logPrior[d] as number) + t.fit.temper * ((age[d] as number) + (sex[d] as number));
    }
    return scores;
  }

  #table(evidence: string): EvidenceTable {
    const table = this.#tables.byCode.get(evidence);
    if (!table) throw new RangeError(`Unknown evidence ${evidence}`);
    return table;
  }

  observe(evidence: string, value: EvidenceValue): void {
    const table = this.#table(evidence);
    const canonical = canonicalValue(table, value);
    this.#posterior = null;
    this.#reading = null;
    this.#open = null;
    const replacing = this.#observations.has(evidence);
    this.#observations.set(evidence, canonical);
    this.#declined.delete(evidence);
    this.#implied = null;
    // A detail such as where the pain is implies the parent answer (there is pain).
    if (table.parent && isPositive(table, canonical) && this.#observations.get(table.parent) !== true) {
      const had = this.#observations.has(table.parent);
      this.#observations.set(table.parent, true);
      if (had) this.#rescore();
      else if (this.#applies(this.#table(table.parent)))
        addLogLikelihood(this.#table(table.parent), true, this.#tables.fit.temper, this.#scores);
    }
    if (replacing) this.#rescore();
    else if (this.#applies(table)) addLogLikelihood(table, canonical, this.#tables.fit.temper, this.#scores);
    this.#answered(evidence);
  }

  decline(evidence: string): void {
    this.#table(evidence);
    if (this.#observations.has(evidence)) return;
    this.#posterior = null;
    this.#reading = null;
    this.#declined.add(evidence);
    this.#answered(evidence);
  }

  #answered(evidence: string): void {
    if (this.#pending === evidence) {
      this.#reading = null;
      this.#asked++;
      this.#pending = null;
    }
  }

  #rescore(): void {
    this.#scores = this.#baseScores();
    for (const [code, value] of this.#observations) {
      const table = this.#table(code);
      if (this.#applies(table)) addLogLikelihood(table, value, this.#tables.fit.temper, this.#scores);
    }
  }

  /**
   * Whether a finding applies to this patient: a baby's feeds say nothing about an adult's illness, so
   * such words are kept but not weighed (the patient's age may be known only later).
   */
  #applies(table: EvidenceTable): boolean {
    return fitsPatient(table.entry.askIf, this.#patient);
  }

  /** Whether a rare or travel-acquired condition's exposure or hallmark has been reported. */
  #gateOpen(d: number): boolean {
    const gate = this.#tables.gates[d];
    // In DDXPlus's synthetic world Chagas is caught at home: its gates are real-world rules.
    if (!gate || this.#options.population === 'ddxplus') return true;
    return this.#openGates()[d] === 1;
  }

  /**
   * The gates the answers open, read from the answers (a handful) rather than from every gated
   * condition's findings (hundreds, each looked up among the answers) each time a posterior is worked out.
   */
  #openGates(): Uint8Array {
    if (this.#open) return this.#open;
    const open = new Uint8Array(this.#tables.gates.length);
    const byCode = gatesByCode(this.#tables);
    for (const [code, seen] of this.#observations) {
      const opens = byCode.get(code);
      if (!opens) continue;
      let positive: boolean | undefined;
      for (const { d, value } of opens) {
        if (open[d]) continue;
        const opened =
          value !== undefined
            ? Array.isArray(seen)
              ? seen.includes(value)
              : seen === value
            : (positive ??= isPositive(this.#table(code), seen));
        if (opened) open[d] = 1;
      }
    }
    this.#open = open;
    return open;
  }

  /** The posterior, with gated conditions held down until their gate opens; "not explained" last. */
  posterior(): Float64Array {
    // A copy: callers may change what they are given.
    return Float64Array.from(this.#current());
  }

  /** The posterior itself, for this interview's own reading: never changed, so never copied. */
  #current(): Float64Array {
    if (!this.#posterior) {
      const scores = this.#consulting();
      const penalty = Math.log(this.#tables.params.gatePenalty);
      const gates = this.#tables.gates;
      for (let d = 0; d < gates.length; d++)
        if (gates[d] && !this.#gateOpen(d)) scores[d] = (scores[d] as number) + penalty;
      this.#posterior = softmaxInPlace(scores);
    }
    return this.#posterior;
  }

  /** The posterior before gates: what might it be if the exposure were there? */
  #ungated(): Float64Array {
    return softmaxInPlace(this.#consulting());
  }

  /**
   * The scores of the conditions as the reason for this consultation: one that does not explain the
   * presenting complaint (the first symptom reported) is rarely why the patient came, however common.
   */
  #consulting(): Float64Array {
    const scores = Float64Array.from(this.#scores);
    const chief = this.#chiefComplaint();
    if (!chief) return scores;
    const penalty = Math.log(this.#tables.params.chiefComplaintPenalty);
    const explained = explainedBy(chief[0], chief[1]);
    for (let d = 0; d < this.#tables.nConditions; d++) {
      if (explained[d] !== 1) scores[d] = (scores[d] as number) + penalty;
    }
    return scores;
  }

  /** The first symptom or sign the patient reported, with its value. */
  #chiefComplaint(): [EvidenceTable, EvidenceValue] | null {
    for (const [code, value] of this.#observations) {
      const table = this.#table(code);
      if (code === 'E_53') continue; // "pain" says little until its place is known
      if ((table.entry.kind === 'symptom' || table.entry.kind === 'sign') && isPositive(table, value))
        return [table, value];
    }
    return null;
  }

  /** The findings that the yes answers so far imply, by their definitions. */
  #impliedByAnswers(): Set<string> {
    if (this.#implied) return this.#implied;
    const implied = new Set<string>();
    for (const [code, value] of this.#observations) {
      const table = this.#table(code);
      if (isPositive(table, value)) for (const other of impliedCodes(this.#tables, table)) implied.add(other);
    }
    this.#implied = implied;
    return implied;
  }

  /** Whether a finding may be asked now: not answered or declined, its parent yes, and fit for this patient. */
  #askable = (table: EvidenceTable): boolean => {
    if (this.#observations.has(table.code) || this.#declined.has(table.code)) return false;
    // An examination sign is a clinician's to find: a patient cannot say whether the chest is dull to percussion.
    if (table.entry.def?.clinicianOnly) return false;
    // What a yes already implies is not asked (20 weeks pregnant: the pregnancy test was positive).
    if (this.#impliedByAnswers().has(table.code)) return false;
    if (table.parent !== null && this.#observations.get(table.parent) !== true) return false;
    return this.#applies(table);
  };

  /**
   * The posterior over the conditions that explain most of what the patient reports (each finding at
   * least a few times likelier with the condition than without), renormalised: a very common condition
   * that explains none of the symptoms is not worth questions about itself.
   */
  #focus(posterior: Float64Array): Float64Array {
    const t = this.#tables;
    const positives: Uint8Array[] = [];
    for (const [code, value] of this.#observations) {
      const table = this.#table(code);
      const kind = table.entry.kind;
      if ((kind === 'symptom' || kind === 'sign') && isPositive(table, value))
        positives.push(explainedBy(table, value));
    }
    if (!positives.length) return posterior;
    const focus = new Float64Array(posterior.length);
    let total = 0;
    for (let d = 0; d < t.nConditions; d++) {
      let n = 0;
      for (const explained of positives) n += explained[d] as number;
      if (n > 0 && 2 * n >= positives.length) {
        focus[d] = posterior[d] as number;
        total += focus[d] as number;
      }
    }
    if (total <= 0) return posterior;
    // "Something else" stays in the running, as one rival no stronger than the candidates together:
    // the questions must tell the candidates from it, and from each other.
    focus[t.unexplained] = Math.min(posterior[t.unexplained] as number, total);
    total += focus[t.unexplained] as number;
    for (let d = 0; d < focus.length; d++) focus[d] = (focus[d] as number) / total;
    return focus;
  }

  /** A condition's place in the knowledge base (and its tables), by name; -1 for none. */
  #indexOf(name: string): number {
    return this.#kb.pathologies.findIndex((p) => p.name === name);
  }

  /** The presenting complaint's findings (those that open it) that a condition makes unlikely (codes). */
  presentingMisfits(name: string): string[] {
    const d = this.#indexOf(name);
    return d < 0 ? [] : presentingMisfits(this.#tables, this.#observations, (t) => this.#applies(t), d);
  }

  placeFit(name: string): 'fits' | 'elsewhere' | 'silent' {
    const d = this.#indexOf(name);
    return d < 0 ? 'silent' : placeFit(this.#tables, this.#observations, (t) => this.#applies(t), d);
  }

  /** Whether a condition leads without the exposure or hallmark it requires (a burn without a burn). */
  lacksHallmark(name: string): boolean {
    const d = this.#indexOf(name);
    return d >= 0 && !this.#gateOpen(d);
  }

  /** The symptoms and signs reported that a condition does not explain (codes), for saying "not sure". */
  notExplainedBy(name: string): string[] {
    const d = this.#indexOf(name);
    if (d < 0) return [];
    const out: string[] = [];
    for (const [code, value] of this.#observations) {
      const table = this.#table(code);
      const kind = table.entry.kind;
      // Yes/no symptoms of their own (not the details of a pain or rash) that are telling (not "getting worse").
      if (table.type !== 'B' || table.parent !== null || code === 'E_53' || !(kind === 'symptom' || kind === 'sign'))
        continue;
      if ((table.entry.background[0] as number) >= 0.1 || !this.#applies(table) || !isPositive(table, value)) continue;
      if (table.entry.def?.nonSpecific) continue;
      if (!explains(table, value, d)) out.push(code);
    }
    return out;
  }

  /**
   * The rare exposures reported (a marine sting, a dive) that a condition does not explain: an illness
   * that follows one the condition does not account for is likely one the knowledge base does not know.
   */
  unexplainedExposures(name: string): string[] {
    const d = this.#indexOf(name);
    if (d < 0) return [];
    const out: string[] = [];
    for (const [code, value] of this.#observations) {
      const table = this.#table(code);
      if (table.type !== 'B' || table.entry.kind !== 'exposure' || !isPositive(table, value)) continue;
      if ((table.entry.background[0] as number) < RARE_EXPOSURE && !explains(table, value, d)) out.push(code);
    }
    return out;
  }

  complaint(): string | null {
    return activeComplaint(this.#tables, this.#observations, (t) => this.#applies(t))?.id ?? null;
  }

  nextQuestion(): Question | null {
    if (this.#asked >= this.#options.maxQuestions) return null;
    const t = this.#tables;
    const posterior = this.#current();
    const ungated = this.#ungated();
    let top = 0;
    for (const p of posterior) if (p > top) top = p;
    const confident = top >= this.#options.confidence && this.#asked >= this.#options.minQuestions;
    // An emergency one answer away is asked before anything else, however sure the differential is.
    const danger = this.#emergencyQuestion();
    if (danger) return this.#ask(danger);
    // Then what would undo an emergency the differential alone would call, before calling it.
    const settling = this.#settlingQuestion();
    if (settling && !settling.waits) return this.#ask(settling.question);
    // And the one answer that would make it a doctor today, while it is not yet (tender in the snuffbox after a fall).
    const today = this.#urgentQuestion();
    if (today) return this.#ask(today);
    // Questions are chosen among the conditions that explain what the patient has (as if every gate
    // were open: the hallmark that would make a rare one likely, or rule it out, is worth asking).
    const focus = this.#focus(ungated);
    const complaint = activeComplaint(t, this.#observations, (table) => this.#applies(table));
    const scripted = nextScriptedQuestion(t, complaint, focus, this.#askable, confident);
    if (scripted) return this.#ask(scripted, complaint?.siteOptions, focus);
    if (settling) return this.#ask(settling.question);
    // The exposure or hallmark that would make a rare condition plausible is asked before it can lead.
    for (let d = 0; d < t.nConditions; d++) {
      const gate = t.gates[d];
      if (!gate || (ungated[d] as number) < t.params.gateAskAbove || this.#gateOpen(d)) continue;
      const ask = gate.any.map((g) => t.byCode.get(g.code)).find((table) => table && this.#askable(table));
      if (ask) return this.#ask(ask.code);
    }
    // A pain whose place is not known yet: where it is comes before deciding nothing more is worth asking.
    const painPlace = t.byCode.get('E_55');
    if (this.#observations.get('E_53') === true && painPlace && this.#askable(painPlace))
      return this.#ask('E_55', complaint?.siteOptions, focus);
    if (confident) return null;
    const choice = chooseQuestion({
      tables: t,
      posterior: focus,
      askable: this.#askable,
      seed: this.#observations.size * 31 + this.#asked,
    });
    if (!choice || choice.gain < t.params.minGain) return null;
    return this.#ask(choice.table.code, complaint?.siteOptions, focus);
  }

  #ask(code: string, siteOptions?: string[], focus?: Float64Array): Question | null {
    this.#pending = code;
    const question = this.#kb.question(code) ?? null;
    // Where the pain is: the places that fit the complaint first, the others can still be typed.
    if (question && code === 'E_55' && siteOptions?.length && question.options) {
      const offered = siteOptions
        .map((v) => question.options?.find((o) => o.value === v))
        .filter((o) => o !== undefined);
      if (offered.length) {
        question.options = offered;
        return question;
      }
    }
    if (question?.options && focus && PLACE_QUESTIONS.has(code))
      question.options = this.#likelyOptions(code, question.options, focus, true);
    // The words for a pain, likeliest first: a sore throat is not first offered as "tearing".
    if (question?.options && focus && code === 'E_54')
      question.options = this.#likelyOptions(code, question.options, focus, false);
    return question;
  }

  /**
   * The options the conditions in question make likeliest first, "nowhere" or "none" before them; for places
   * (of a pain's spread, a rash, a swelling) only the likely ones: a sore throat's pain is not offered as
   * spreading to an ankle. Anything else can still be typed.
   */
  #likelyOptions(code: string, options: QuestionOption[], focus: Float64Array, onlyLikely: boolean): QuestionOption[] {
    const table = this.#table(code);
    const score = (value: string | number) => {
      const row = table.prob[table.valueIndex.get(value) ?? -1];
      if (!row) return 0;
      let sum = 0;
      for (let d = 0; d < this.#tables.nConditions; d++) sum += (focus[d] as number) * (row[d] as number);
      return sum;
    };
    const none = options.filter((o) => table.valueIndex.get(o.value) === table.defaultIndex);
    const places = options
      .filter((o) => table.valueIndex.get(o.value) !== table.defaultIndex)
      .map((o) => ({ o, p: score(o.value) }))
      .filter(({ p }) => !onlyLikely || p >= MIN_PLACE_PROBABILITY)
      .sort((a, b) => b.p - a.p)
      .slice(0, onlyLikely ? MAX_PLACES : undefined)
      .map(({ o }) => o);
    return places.length ? [...none, ...places] : options;
  }

  /** The differential's first probability, without sorting and listing every condition. */
  leadingProbability(): number {
    const probabilities = adjustForDifferential(this.#tables, this.#current());
    // The differential lists the knowledge base's conditions, not "not explained" after them.
    let top = 0;
    for (let d = 0; d < this.#kb.pathologies.length; d++) top = Math.max(top, probabilities[d] as number);
    return top;
  }

  differential(): DifferentialEntry[] {
    return this.#entries(adjustForDifferential(this.#tables, this.#current()));
  }

  /** The calibrated posterior as a sorted list, without the floor for pathologies to rule out. */
  calibrated(): DifferentialEntry[] {
    return this.#entries(this.#current());
  }

  unexplained(): number {
    return this.#current()[this.#tables.unexplained] as number;
  }

  #entries(probabilities: Float64Array): DifferentialEntry[] {
    const rank = nameOrder(this.#kb);
    const pathologies = this.#kb.pathologies;
    return Array.from(pathologies, (_, d) => d)
      .sort(
        (a, b) =>
          (probabilities[b] as number) - (probabilities[a] as number) || (rank[a] as number) - (rank[b] as number),
      )
      .map((d) => ({
        pathology: pathologies[d]!.name,
        icd10: pathologies[d]!.icd10,
        probability: probabilities[d] as number,
      }));
  }

  /** The danger signs reported; a sign limited to some complaints counts only with one of them; a settled one is urgent. */
  #flags(facts: TriageFacts, settled: ReadonlySet<string> = new Set()): ('emergency' | 'urgent')[] {
    const out: ('emergency' | 'urgent')[] = [];
    const complaint = () => facts.complaint;
    for (const [code, value] of this.#observations) {
      const table = this.#table(code);
      const flag = table.entry.redFlag;
      if (!flag || !isPositive(table, value)) continue;
      if (EXPLAINED_FLAGS.some((e) => e.flag === code && e.explains(facts))) continue;
      if (flag.complaints) {
        const id = complaint();
        if (id !== null && !flag.complaints.includes(id)) continue;
      }
      out.push(settled.has(code) ? 'urgent' : flag.urgency);
    }
    return out;
  }

  /**
   * The emergencies a triage question settles (src/triage-settlers.ts): those its answers rule out, and those
   * whose question is still to be asked (urgent until it is: it comes next); and that next question, if the
   * emergency would otherwise be called on them.
   */
  #settlement(facts: TriageFacts): {
    conditions: Set<number>;
    flags: Set<string>;
    discriminators: Set<string>;
    question: string | null;
    /** Every settler's next question still to ask, in the settlers' order. */
    pending: string[];
    mimic: boolean;
  } {
    const conditions = new Set<number>();
    const flags = new Set<string>();
    const discriminators = new Set<string>();
    const waiting: string[] = [];
    let question: string | null = null;
    let mimic = false;
    const canAsk = this.#asked < this.#options.maxQuestions;
    for (const settler of EMERGENCY_SETTLERS) {
      if (!settlerApplies(settler, facts)) continue;
      let pending: string | null = null;
      if (!settler.settles(facts)) {
        if (!canAsk) continue;
        for (const finding of settler.asks) {
          if (facts.has(finding) || facts.denied(finding)) continue;
          const table = this.#tables.byCode.get(finding) ?? this.#tables.byName.get(finding);
          if (table && this.#askable(table)) {
            pending = table.code;
            break;
          }
        }
        if (!pending) continue;
      }
      for (const id of settler.conditions) {
        const d = this.#kb.pathologies.findIndex((p) => p.id === id);
        if (d < 0) throw new Error(`a triage settler names an unknown condition: ${id}`);
        conditions.add(d);
      }
      for (const name of settler.flags ?? []) {
        const table = this.#tables.byCode.get(name) ?? this.#tables.byName.get(name);
        if (!table) throw new Error(`a triage settler names an unknown finding: ${name}`);
        flags.add(table.code);
      }
      for (const reason of settler.discriminators ?? []) discriminators.add(reason);
      if (pending !== null && !waiting.includes(pending)) waiting.push(pending);
      if (question === null && pending !== null) {
        question = pending;
        mimic = settler.mimic === true;
      }
    }
    return { conditions, flags, discriminators, question, pending: waiting, mimic };
  }

  /** The questions whose answers would settle an emergency, while they can still be asked (codes). */
  settlingQuestions(): string[] {
    return this.#settlement(this.#triageFacts()).pending;
  }

  /** The emergency discriminator the patient's answers meet, if any (for a clinician's summary). */
  emergencyDiscriminator(): string | null {
    const facts = this.#triageFacts();
    return this.#emergencyMet(facts, this.#settlement(facts).discriminators)?.reason ?? null;
  }

  /**
   * The emergency discriminator met, read once per reading; those a settling answer undid (one vomit after a knock)
   * left out, and then read afresh.
   */
  #emergencyMet(facts: TriageFacts, settled?: ReadonlySet<string>): Discriminator | undefined {
    if (settled?.size)
      return discriminatorIn(
        EMERGENCY_DISCRIMINATORS.filter((d) => !settled.has(d.reason)),
        facts,
      );
    const reading = this.#reading?.facts === facts ? this.#reading : null;
    if (reading?.emergency) return reading.emergency.met;
    const met = discriminatorIn(EMERGENCY_DISCRIMINATORS, facts);
    if (reading) reading.emergency = { met };
    return met;
  }

  disposition(): Disposition {
    return this.#disposition(this.#triageFacts(), true);
  }

  #disposition(facts: TriageFacts, settling: boolean): Disposition {
    const reading = this.#reading?.facts === facts ? this.#reading : null;
    const known = reading?.dispositions[settling ? 1 : 0];
    if (known) return known;
    const disposition = this.#dispositionOf(facts, settling);
    if (reading) reading.dispositions[settling ? 1 : 0] = disposition;
    return disposition;
  }

  #dispositionOf(facts: TriageFacts, settling: boolean): Disposition {
    const settled = settling ? this.#settlement(facts) : undefined;
    const together = this.#emergencyMet(facts, settled?.discriminators) !== undefined;
    const unwell = discriminatorIn(UNWELL_IF_UNEXPLAINED, facts) !== undefined;
    const flags = this.#flags(facts, settled?.flags);
    // A reason to see a doctor today counts as a danger sign: urgent at the least.
    if (discriminatorIn(URGENT_DISCRIMINATORS, facts)) flags.push('urgent');
    return dispositionFor(
      this.#tables,
      this.#current(),
      flags,
      together,
      unwell,
      settled?.conditions,
      this.#mildComplaint(facts),
    );
  }

  /**
   * A complaint mild enough for self-care when nothing needing a doctor is likely (triage.ts): what the patient
   * came with was understood and a symptom or sign of it reported, it began within the week (asked, not assumed),
   * and it is not a concern about the mind or about alcohol and drugs, where not knowing is itself a reason to
   * see someone.
   */
  #mildComplaint(facts: TriageFacts): boolean {
    const lasting = this.#observations.get('duration');
    if (lasting !== 'hours' && lasting !== 'days') return false;
    // Not knowing is itself a reason to be seen for a baby, an older adult, and in pregnancy or after a birth,
    // where a minor-seeming illness is less often minor (NICE CKS; RANZCOG postnatal warning signs).
    const { age } = this.#patient;
    if (age < 1 || age >= 65) return false;
    if (PREGNANT_OR_AFTER_A_BIRTH.some((code) => facts.has(code))) return false;
    const complaint = facts.complaint;
    if (complaint === null || MIND_COMPLAINTS.has(complaint)) return false;
    for (const [code, value] of this.#observations) {
      const table = this.#table(code);
      if ((table.entry.kind === 'symptom' || table.entry.kind === 'sign') && isPositive(table, value)) return true;
    }
    return false;
  }

  /** The question that settles a likely emergency (Bell's palsy, not a stroke), when only it stands before a 000 call. */
  #settlingQuestion(): { question: string; waits: boolean } | null {
    const facts = this.#triageFacts();
    const { question, mimic } = this.#settlement(facts);
    if (!question || this.#disposition(facts, false) !== 'emergency') return null;
    // A mimic's questions (hives of a chest pain) wait while 000 stands whatever they answer.
    return { question, waits: mimic && this.#disposition(facts, true) === 'emergency' };
  }

  /** The finding that alone would complete an emergency discriminator, when it can be asked now. */
  #emergencyQuestion(): string | null {
    return this.#completing(EMERGENCY_DISCRIMINATORS, this.#triageFacts());
  }

  /** The finding that alone would complete a reason to see a doctor today, while the disposition is routine. */
  #urgentQuestion(): string | null {
    const facts = this.#triageFacts();
    const routine = this.#disposition(facts, true);
    if (routine !== 'days' && routine !== 'self-care') return null;
    return this.#completing(URGENT_DISCRIMINATORS, facts);
  }

  #completing(list: readonly Discriminator[], facts: TriageFacts): string | null {
    const unanswered = (finding: string) => {
      const table = this.#tables.byCode.get(finding) ?? this.#tables.byName.get(finding);
      return table !== undefined && this.#askable(table);
    };
    const next = completingFinding(list, facts, unanswered);
    if (!next) return null;
    return (this.#tables.byCode.get(next.finding) ?? this.#tables.byName.get(next.finding))?.code ?? null;
  }

  /** What the triage discriminators read: findings answered yes, the places chosen, age, complaint. */
  #triageFacts(): TriageFacts {
    if (this.#reading) return this.#reading.facts;
    const facts = this.#readFacts();
    this.#reading = { facts, dispositions: [undefined, undefined] };
    return facts;
  }

  #readFacts(): TriageFacts {
    const answerOf = (finding: string) => {
      const table = this.#tables.byCode.get(finding) ?? this.#tables.byName.get(finding);
      if (!table) throw new Error(`triage names an unknown finding: ${finding}`);
      return { table, value: this.#observations.get(table.code) };
    };
    const lasting = this.#observations.get('duration');
    // The complaint is worked out once, and only if a discriminator asks for it.
    let complaint: { id: string | null } | undefined;
    const complaintOnce = () => (complaint ??= { id: this.complaint() }).id;
    return {
      has: (finding) => {
        const { table, value } = answerOf(finding);
        return value !== undefined && isPositive(table, value);
      },
      denied: (finding) => {
        const { table, value } = answerOf(finding);
        return value !== undefined && !isPositive(table, value);
      },
      scale: (finding) => {
        const { value } = answerOf(finding);
        return typeof value === 'number' ? value : undefined;
      },
      places: (finding) => {
        const { table, value } = answerOf(finding);
        if (!Array.isArray(value)) return [];
        const options = table.entry.question.options ?? [];
        return value.map((v) => options.find((o) => o.value === v)?.label ?? v);
      },
      age: this.#patient.age,
      sex: this.#patient.sex,
      get complaint() {
        return complaintOnce();
      },
      isNew: lasting !== 'weeks' && lasting !== 'months',
      today: lasting === undefined || lasting === 'hours',
    };
  }

  triage(): Triage {
    return triageOf(this.disposition());
  }

  toJSON(): InterviewState {
    return {
      version: 1,
      patient: { ...this.#patient },
      observations: [...this.#observations].map(([evidence, value]) => ({
        evidence,
        value: Array.isArray(value) ? [...value] : value,
      })),
      declined: [...this.#declined],
      asked: this.#asked,
      pending: this.#pending,
      options: { ...this.#options },
    };
  }

  /** Puts back a saved state: answers, count of questions asked and the question awaiting an answer. */
  restore(state: InterviewState): void {
    for (const { evidence, value } of state.observations) this.observe(evidence, value);
    for (const code of state.declined ?? []) if (this.#tables.byCode.has(code)) this.decline(code);
    this.#asked = state.asked;
    this.#pending = state.pending;
    this.#reading = null;
  }
}

export function createInterview(kb: KnowledgeBase, patient: Patient, options?: InterviewOptions): Interview {
  return new DiagnosticInterview(kb, patient, options);
}

export function restoreInterview(kb: KnowledgeBase, state: InterviewState): Interview {
  if (state?.version !== 1) throw new TypeError('Unsupported interview state');
  const interview = new DiagnosticInterview(kb, state.patient, state.options);
  interview.restore(state);
  return interview;
}

function own(interview: Interview): DiagnosticInterview {
  if (!(interview instanceof DiagnosticInterview)) throw new TypeError('Not an interview from this package');
  return interview;
}

/** The symptoms and signs an interview's patient reported that a condition (by name) does not explain. */
export function notExplainedBy(interview: Interview, name: string): string[] {
  return own(interview).notExplainedBy(name);
}

/** The emergency discriminator an interview's answers meet ("sudden chest pain with breathlessness"), if any. */
export function emergencyDiscriminatorOf(interview: Interview): string | null {
  return own(interview).emergencyDiscriminator();
}

/**
 * The questions triage settlers wait on (src/triage-settlers.ts), codes: until one is answered its emergency counts
 * as urgent because it comes next. Once no more questions will be asked (maxQuestions reached) it counts in full.
 */
export function settlingQuestionsOf(interview: Interview): string[] {
  return own(interview).settlingQuestions();
}

/** The rare exposures reported that a condition does not explain (codes). */
export function unexplainedExposures(interview: Interview, name: string): string[] {
  return own(interview).unexplainedExposures(name);
}

/** The presenting complaint's findings (those that open it) that a condition makes unlikely (codes). */
export function presentingMisfitsOf(interview: Interview, name: string): string[] {
  return own(interview).presentingMisfits(name);
}

/** How a condition fits where the rash or swelling reported is (see presenting-complaint.ts). */
export function placeFitOf(interview: Interview, name: string): 'fits' | 'elsewhere' | 'silent' {
  return own(interview).placeFit(name);
}

/** Whether the condition leads without the exposure or hallmark it requires. */
export function lacksHallmark(interview: Interview, name: string): boolean {
  return own(interview).lacksHallmark(name);
}

/** How likely the differential's first condition is: `differential()[0].probability`, worked out far more cheaply. */
export function leadingProbabilityOf(interview: Interview): number {
  return own(interview).leadingProbability();
}

/** The posterior of an interview in knowledge-base order, "not explained" last, without the differential floor. */
export function posteriorOf(interview: Interview): Float64Array {
  return own(interview).posterior();
}

/**
 * The posterior as a sorted list, before differential() keeps the DDXPlus conditions worth ruling out
 * at 1%. Use it to say how likely the leading condition is.
 */
export function calibratedDifferential(interview: Interview): DifferentialEntry[] {
  return own(interview).calibrated();
}
