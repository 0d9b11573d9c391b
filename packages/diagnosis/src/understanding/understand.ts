import { bloodPressureAnswer } from './blood-pressure.js';
import { caseNoteSymbols, caseNoteWords } from './case-notes.js';
import { clinicalVignetteWords, withoutBedsideAngles } from './clinical-vignette-words.js';
import { layTerms } from './clinical-terms.js';
import { clinicalNotation2 } from './clinical-notation-2.js';
import { vitalSigns } from './vital-signs.js';
import { fitsPatient } from '../fits-patient.js';
import type { EvidenceValue, KnowledgeBase, Observation, Patient, Question } from '../types.js';

/** The question in context may carry only its evidence and type; its options are looked up. */
export type QuestionRef = Pick<Question, 'evidence' | 'type'>;
import { findLocations } from './body-locations.js';
import { tablesOf } from '../knowledge-base.js';
import { durationIn } from './durations.js';
import { restatedAnswer } from './restated.js';
import { suicidePlanAnswer } from './suicide-plan-answer.js';
import { LEXICON, type LexiconEntry } from './lexicon.js';
import { neededText, PhrasingFilter } from './needed-text.js';
import { TRIAGE_PHRASINGS } from './triage-phrasings.js';
import { SAFETY_PHRASINGS } from './safety-phrasings.js';
import { OWN_WORDS_HALLMARKS } from './own-words-hallmarks.js';
import { OWN_WORDS_HALLMARKS_2 } from './own-words-hallmarks-2.js';
import { OWN_WORDS_ADULTS } from './own-words-adults.js';
import { OWN_WORDS_HALLMARKS_3 } from './own-words-hallmarks-3.js';
import { OWN_WORDS_HALLMARKS_4 } from './own-words-hallmarks-4.js';
import { OWN_WORDS_HALLMARKS_5 } from './own-words-hallmarks-5.js';
import { SEVENTH_BATCH_READINGS } from './seventh-batch-readings.js';
import { EIGHTH_BATCH_READINGS } from './eighth-batch-readings.js';
import { NINTH_BATCH_READINGS } from './ninth-batch-readings.js';
import { CASE_STORY_WORDS } from './case-story-words.js';
import { OWN_WORDS_HALLMARKS_6 } from './own-words-hallmarks-6.js';
import { WOUND_DEPTH_WORDS } from './wound-depth-words.js';
import { MINIMISED_EMERGENCY_PHRASINGS } from './minimised-emergency-phrasings.js';
import { PLAYED_DOWN_DANGERS } from './played-down-dangers.js';
import { MILD_WORDS_FOR_DANGERS } from './mild-words-for-dangers.js';
import { DANGERS_TOLD_BY_OTHERS } from './dangers-told-by-others.js';
import { REASSURANCES } from './reassurances.js';
import { PLAIN_STATEMENTS } from './plain-statements.js';
import { BARE_DENIALS } from './bare-denials.js';
import { describedWithin } from './described-within.js';
import { denialStart, frontDenials, polarityAt } from './negation.js';
import { normalize, sentences } from './normalize.js';
import { ownMedicineNotIngestion } from './own-medicine.js';
import { degreeValue, rating, yesNo } from './replies.js';
import { PAIN_CHARACTERS, PERSISTENT_PAIN, RASH_COLOURS, TRAVEL_REGIONS, codesIn } from './vocabulary.js';

type CompiledEntry = LexiconEntry & { regex: RegExp };

const compile = (entry: LexiconEntry): CompiledEntry => ({
  ...entry,
  regex: new RegExp(`\\s(?:${entry.pattern})(?=\\s)`, 'g'),
});
const DDXPLUS_LEXICON = LEXICON.map(compile);
const TRIAGE_LEXICON = [
  ...TRIAGE_PHRASINGS,
  ...SAFETY_PHRASINGS,
  ...OWN_WORDS_HALLMARKS,
  ...OWN_WORDS_HALLMARKS_2,
  ...OWN_WORDS_ADULTS,
  ...OWN_WORDS_HALLMARKS_3,
  ...OWN_WORDS_HALLMARKS_4,
  ...OWN_WORDS_HALLMARKS_5,
  ...SEVENTH_BATCH_READINGS,
  ...EIGHTH_BATCH_READINGS,
  ...NINTH_BATCH_READINGS,
  ...CASE_STORY_WORDS,
  ...OWN_WORDS_HALLMARKS_6,
  ...WOUND_DEPTH_WORDS,
  ...MINIMISED_EMERGENCY_PHRASINGS,
  ...PLAYED_DOWN_DANGERS,
  ...MILD_WORDS_FOR_DANGERS,
  ...DANGERS_TOLD_BY_OTHERS,
  ...REASSURANCES,
  ...PLAIN_STATEMENTS,
  ...BARE_DENIALS,
].map(compile);
/** A vocabulary's phrasings, with what tells which of them can match a message. */
interface Lexicon {
  entries: CompiledEntry[];
  filter: PhrasingFilter;
}
const lexicons = new WeakMap<KnowledgeBase, Lexicon>();

/**
 * The lay phrasings of the whole vocabulary: the authored findings' own (specific phrases such as
 * "burns when I wee") first, then those the triage discriminators need, then those of the DDXPlus evidences.
 */
function lexiconOf(kb: KnowledgeBase): Lexicon {
  let compiled = lexicons.get(kb);
  if (!compiled) {
    const tables = tablesOf(kb);
    const authored = tables.evidences.flatMap(({ entry }) =>
      (entry.def?.lay ?? []).flatMap((pattern) => {
        try {
          return [
            compile({
              evidence: entry.code,
              pattern,
              also: (entry.def?.implies ?? []).map((implied) => {
                const name = implied.replace(/^!/, '');
                return { evidence: tables.byName.get(name)?.code ?? name, value: !implied.startsWith('!') };
              }),
            }),
          ];
        } catch {
          return []; // a phrasing that is not a valid expression reads nothing (the knowledge tests refuse it)
        }
      }),
    );
    const entries = [...authored, ...TRIAGE_LEXICON, ...DDXPLUS_LEXICON];
    compiled = { entries, filter: new PhrasingFilter(entries.map((entry) => neededText(entry.pattern))) };
    lexicons.set(kb, compiled);
  }
  return compiled;
}

/** Words of pain, nouns included: "a sharp stab in my chest", "a twinge in my side" (not a stab wound, nor "a stab at fixing it"). */
const PAIN_CUE =
  /\s(?:pain(?:s|ful)?|hurt(?:s|ing)?|ach(?:e|es|ing|y)|sore(?:ness)?|tender(?:ness)?|head ?aches?|stomach ?aches?|tummy ?aches?|belly ?aches?|ear ?aches?|tooth ?aches?|back ?aches?|migraines?|agonising|agonizing|excruciating|cramp(?:s|ing)?|discomfort|agony|(?<!\s(?:fever|allergies|allergy|cough|coughing|itch|itching|itchiness|rash|nose|sneezing|anxiety|stress|boss|kids|job|work|insomnia|tiredness) (?:is|are) )killing me|kills(?= (?:when|if|whenever|every|to|after|on))|stabbing|throbbing|stabs?(?!\s(?:wounds?|injur(?:y|ies)|vests?|at (?:it|this|that|\w+ing)\b))|twinges?)(?=\s)/g;
/** Pain that travels: a verb of movement and a direction ("goes down my arm"), not "pick up the washing". */
const RADIATION =
  /\s(?:spread(?:s|ing)?|radiat(?:es|ing|e)|go(?:es|ing)?|went|mov(?:es|ing|e)|travel(?:s|ling|ing)?|shoot(?:s|ing)?|extend(?:s|ing)?|run(?:s|ning)?|bor(?:es|ing)) (?:(?:right |all the way |straight )?(?:down|up) (?:into |to )?|(?:straight |right )?(?:into |to |towards |through (?:to |into )?|across |along ))(?:my|the|his|her|their)\s/;
const RASH_CUE =
  /\s(?:rash(?:es)?|(?<!\s(?:seeing|see|saw|sees|floating|flashing|blind|dark|black))spots(?!\s(?:in|before|in front of)\s(?:my|his|her|the|their)\s(?:eyes?|vision))|hives|welts|blotch(?:es|y)|red (?:patches|marks|blotches|bumps|skin|lumps)|skin (?:problems?|lesions?|irritation|condition|issues?)|blisters?|pimples|bumps|lesions?|sores on (?:my )?skin|itchy skin|(?:very|really|so|extremely|incredibly|super|terribly|intensely|unbearably) itchy|itchy all over|bites|breakout|breaking out|urticaria|peeling skin|skin (?:is )?peeling)(?=\s)/g;
/** The places of a testicle (left, right) and the scrotum (src/understanding/body-locations.ts). */
const SCROTAL_PLACES = new Set(['V_168', 'V_169', 'V_158']);
const SWELLING_CUE = /\s(?:swell(?:ing|s|ed)?|swollen|puff(?:y|iness|ed up)|o?edema|fluid retention)(?=\s)/g;
const TRAVEL_CUE =
  /\s(?:travel(?:l)?(?:ed|ing)?|trip|holiday|vacation|went (?:to|overseas)|been (?:to|overseas|abroad)|back from|returned from|came back from|visit(?:ed|ing)|flew (?:in )?from|overseas|abroad|beach(?:es)? in|(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th)?) (?:day|night|week)s? in|staying in|while in|(?:i am|we are) (?:now |currently )?in)(?=\s)/g;
const SUDDEN =
  /\s(?:sudden(?:ly)?|all of a sudden|out of (?:nowhere|the blue)|all at once|instantly|came on (?:fast|quickly)|abrupt(?:ly)?|in seconds|like a thunderclap)\s/;
const GRADUAL =
  /\s(?:gradual(?:ly)?|slowly|over (?:days|weeks|time|a few days|several days)|bit by bit|crept up|creeping|little by little|built up|building up)\s/;
const PINPOINT =
  /\s(?:one (?:spot|point|place)|a (?:spot|point)|pin ?point(?:ed)?|point to it|exact(?:ly)?|precise(?:ly)?|right here|specific spot|one finger)\s/;
const DIFFUSE =
  /\s(?:all over|everywhere|spread out|vague|diffuse|hard to (?:say|tell|pinpoint|pin down|locate)|general(?:ly)?|whole area|can not pinpoint|widespread)\s/;
const DURATION =
  /\s(?:since|for (?:a |an |the |\d+|a few|several|two|three) (?:days?|weeks?|hours?|months?|while)|started|began|yesterday|last (?:night|week)|this morning|every (?:day|night|morning))\s/;

interface Finding {
  at: number;
  evidence: string;
  value: EvidenceValue;
}

type Span = [number, number];
const overlaps = (spans: Span[], start: number, end: number): boolean => spans.some(([s, e]) => start < e && end > s);

interface Cue {
  start: number;
  end: number;
}

/** Phrases of the lexicon that also say there is pain, a rash or a swelling: their details are read as for the plain words. */
interface Implied {
  pain: Cue[];
  rash: Cue[];
  swelling: Cue[];
}

const IMPLIED_BY: Readonly<Record<string, keyof Implied>> = { E_53: 'pain', E_129: 'rash', E_151: 'swelling' };

/** Exposures where a possible one is acted on as one: a hedge ("might have had one") reads as yes. */
const POSSIBLE_IS_ENOUGH: ReadonlySet<string> = new Set([
  'swallowed_poison',
  'one_pill_can_kill',
  'swallowed_object',
  'snake_bite',
  'took_overdose',
]);

/**
 * Answers found by the lexicon, with the spans of text they used; `implied` collects phrases that say
 * there is pain, a rash or a swelling. Every phrasing is tried; where two overlap, the longer one is
 * the patient's meaning ("leak when I sneeze" is incontinence, not sneezing), and between two of the
 * same length the earlier entry wins.
 */
function lexiconFindings(
  lexicon: CompiledEntry[],
  norm: string,
  taken: Span[],
  implied: Implied,
  age?: number,
): Finding[] {
  const matches: { entry: CompiledEntry; order: number; start: number; end: number }[] = [];
  lexicon.forEach((entry, order) => {
    entry.regex.lastIndex = 0;
    for (let m = entry.regex.exec(norm); m; m = entry.regex.exec(norm)) {
      // "I take tramadol": the speaker's own medicine leaves its words to the finding of one taken.
      if (!ownMedicineNotIngestion(entry.evidence, norm, m.index + 1, age))
        matches.push({ entry, order, start: m.index + 1, end: m.index + m[0].length });
      if (m[0].length === 0) entry.regex.lastIndex++;
    }
  });
  matches.sort((a, b) => b.end - b.start - (a.end - a.start) || a.order - b.order || a.start - b.start);
  const chosen = matches.filter(({ start, end }) => {
    if (overlaps(taken, start, end)) return false;
    taken.push([start, end]);
    return true;
  });
  // A phrase that carries its own negation ("no motivation") denies nothing listed after it.
  const affirmed = chosen
    .filter(({ start, end }) => polarityAt(norm, start, end) === 'affirmed')
    .map(({ start, end }): Span => [start, end]);
  const found: Finding[] = [];
  for (const { entry, start, end } of chosen) {
    let polarity = polarityAt(norm, start, end, affirmed);
    // "He might have swallowed one": a possible poisoning, swallow or bite is treated as one (RCH, Poisons).
    if (polarity === 'uncertain' && POSSIBLE_IS_ENOUGH.has(entry.evidence)) polarity = 'affirmed';
    if (polarity === 'uncertain') continue;
    if (polarity === 'affirmed' && entry.denialOnly) continue;
    if (polarity === 'affirmed') {
      found.push({ at: start, evidence: entry.evidence, value: entry.value ?? true });
      const said = (entry.also ?? []).map((extra) => extra.evidence);
      const also = [
        ...(entry.also ?? []),
        ...describedWithin(norm.slice(start, end)).filter(
          (d) => d.evidence !== entry.evidence && !said.includes(d.evidence),
        ),
      ];
      for (const extra of also) found.push({ at: start, evidence: extra.evidence, value: extra.value });
      for (const extra of also) {
        const kind = IMPLIED_BY[extra.evidence];
        if (kind && extra.value === true) implied[kind].push({ start, end });
      }
    } else if (entry.negated !== undefined || entry.value === undefined) {
      found.push({ at: start, evidence: entry.evidence, value: entry.negated ?? false });
    }
  }
  return found;
}

/** The pain's characters told in `norm`; a pain that won't go away is nagging when nothing else is said of it. */
function painCharactersIn(norm: string): string[] {
  const characters = codesIn(norm, PAIN_CHARACTERS);
  return characters.length || !PERSISTENT_PAIN.test(norm) ? characters : ['V_154'];
}

function cueMatches(norm: string, cue: RegExp, taken: Span[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const m of norm.matchAll(cue)) {
    const start = m.index + 1;
    const end = m.index + m[0].length;
    if (!overlaps(taken, start, end)) out.push({ start, end });
  }
  return out;
}

/** Body locations in a stretch of text, leaving out words that belong to another phrase ("runny nose"). */
function locationCodes(norm: string, from?: number, to?: number, taken: Span[] = []): string[] {
  const free = findLocations(norm, from, to).filter((l) => !overlaps(taken, l.start, l.end));
  return [...new Set(free.flatMap((l) => l.codes))];
}

function sentenceAround(norm: string, at: number): { start: number; end: number; text: string } {
  const s = sentences(norm).find((x) => at >= x.start && at < x.end) ?? { start: 0, end: norm.length };
  return { ...s, text: ` ${norm.slice(s.start, s.end)} ` };
}

/** The plain cue words, then the lexicon's phrases that implied one (already affirmed), in text order. */
function cuesOf(norm: string, cue: RegExp, taken: Span[], implied: Cue[]): (Cue & { said: boolean })[] {
  return [
    ...cueMatches(norm, cue, taken).map((c) => ({ ...c, said: false })),
    ...implied.map((c) => ({ ...c, said: true })),
  ].sort((a, b) => a.start - b.start);
}

/** The spans other phrases used, so that places inside an implying phrase ("puffy face") still count for it. */
const takenBesides = (taken: Span[], cue: Cue): Span[] => taken.filter(([s, e]) => s !== cue.start || e !== cue.end);

/** A pain word that describes rather than names a pain ("painful", "sore"), not "pain" or "headache". */
const PAIN_DESCRIBED = /^\s?(?:painful|sore|tender|hurting|aching|achy)$/;
/** Only "and" or a comma (and a degree word) between two descriptions of one thing. */
const JOINED_DESCRIPTIONS = /^\s*(?:,\s*)?(?:and\s+)?(?:(?:very|really|quite|so|a bit|more|extremely)\s+)*$/;

/**
 * "My testicle is getting more swollen and painful", "a painful and swollen knee": a pain described in
 * the same breath as another finding of one place is in that place, although the other finding's words
 * hold the place. Only when nothing after the pain word names a place of its own ("a rash on my arm and
 * painful joints" keeps the arm to the rash).
 */
function spansSharingPlace(norm: string, spans: Span[], cue: Cue): Span[] {
  if (!PAIN_DESCRIBED.test(norm.slice(cue.start, cue.end))) return [];
  const clauseEnd = norm.slice(cue.end).search(/\s(?:,|\.|and|but|or|because)\s/);
  const after = clauseEnd < 0 ? norm.length : cue.end + clauseEnd;
  if (findLocations(norm, cue.end, after).length) return [];
  return spans.filter(
    ([s, e]) =>
      (e <= cue.start && cue.start - e < 24 && JOINED_DESCRIPTIONS.test(norm.slice(e, cue.start))) ||
      (s >= cue.end && s - cue.end < 24 && JOINED_DESCRIPTIONS.test(norm.slice(cue.end, s))),
  );
}

/**
 * The words about a rash: its sentence, less any pain or swelling told in a clause of its own before or
 * after it ("my ankles are painful and swollen and I had a rash" says nothing of the rash's feel).
 */
function rashWords(
  norm: string,
  sentence: { start: number; end: number },
  at: number,
): { start: number; end: number; text: string } {
  let start = sentence.start;
  let end = sentence.end;
  const joined = /\s(?:and|but|also|plus|then)\s/;
  for (const cue of [PAIN_CUE, SWELLING_CUE]) {
    for (const m of norm.matchAll(new RegExp(cue.source, 'g'))) {
      const cueEnd = m.index + m[0].length;
      if (m.index < sentence.start || cueEnd > sentence.end) continue;
      if (cueEnd <= at && cueEnd > start && joined.test(norm.slice(cueEnd - 1, at + 1))) start = cueEnd;
      if (m.index > at && m.index < end) {
        const links = [...norm.slice(at, m.index + 1).matchAll(new RegExp(joined.source, 'g'))];
        const link = links.at(-1); // the clause break nearest the pain or swelling
        if (link) end = Math.min(end, at + link.index + 1);
      }
    }
  }
  return { start, end, text: ` ${norm.slice(start, end)} ` };
}

/**
 * Where a pain's spread is told in a sentence ("goes down my arm"), and whether it is denied ("it doesn't
 * go down my leg": the places after a denied spread are where the pain is not).
 */
function spreadIn(norm: string, s: { start: number; end: number }): { at: number; denied: boolean } | null {
  const radiation = RADIATION.exec(norm.slice(s.start, s.end));
  if (!radiation) return null;
  const at = s.start + radiation.index + 1;
  return { at, denied: polarityAt(norm, at, at + radiation[0].length - 1) === 'negated' };
}

/** Where the comma-separated clause holding `at` begins and ends, within the sentence. */
function commaClause(norm: string, s: { start: number; end: number }, at: number): { start: number; end: number } {
  const before = norm.lastIndexOf(' , ', at);
  const after = norm.indexOf(' , ', at);
  return {
    start: Math.max(s.start, before < 0 ? s.start : before + 2),
    end: after < 0 || after > s.end ? s.end : after + 1,
  };
}

/**
 * "A headache that won't shift, and my face and hands have puffed up": when a sentence tells a pain and a
 * swelling (or a rash) in clauses of their own, each keeps the places of its own clause, if that clause
 * names any. Otherwise ("my knee, it is swollen") the places of the whole sentence.
 */
function ownClausePlaces(
  norm: string,
  s: { start: number; end: number },
  cue: Cue,
  to: number,
  taken: Span[],
  findingsAt: readonly number[],
): string[] | null {
  const clause = commaClause(norm, s, cue.start);
  const otherFinding = findingsAt.some(
    (at) => at >= s.start && at < s.end && (at < clause.start - 1 || at >= clause.end),
  );
  if (!otherFinding) return null;
  const places = locationCodes(norm, clause.start, Math.min(clause.end, to), taken);
  return places.length ? places : null;
}

/** Pain, rash and swelling described in the patient's own words, with where, how and how much. */
function describedFindings(norm: string, taken: Span[], implied: Implied): Finding[] {
  const found: Finding[] = [];
  let painSaid = false;
  const painCues = cuesOf(norm, PAIN_CUE, taken, implied.pain);
  const findingsAt = [
    ...painCues,
    ...cuesOf(norm, RASH_CUE, taken, implied.rash),
    ...cuesOf(norm, SWELLING_CUE, taken, implied.swelling),
  ].map((c) => c.start);
  // "Low back pain, no leg pain": the places of a denied pain are not where the pain is.
  const deniedPain: Span[] = painCues.flatMap((c): Span[] => {
    if (c.said || polarityAt(norm, c.start, c.end) !== 'negated') return [];
    const from = denialStart(norm, c.start) ?? c.start;
    const to = norm.slice(c.end).search(/\s(?:,|\.|and|but|or)\s/);
    return [[from, to < 0 ? norm.length : c.end + to]];
  });
  for (const cue of painCues) {
    const polarity = cue.said ? 'affirmed' : polarityAt(norm, cue.start, cue.end);
    if (polarity === 'uncertain') continue;
    if (polarity === 'negated') {
      // "No headache", "no chest pain": a pain denied in one place, not pain anywhere.
      const from = denialStart(norm, cue.start) ?? cue.start;
      const placed =
        /^\s?(?:head|stomach|tummy|belly|ear|tooth|back) ?ache/.test(norm.slice(cue.start, cue.end)) ||
        (from < cue.start && locationCodes(norm, from, cue.start).length > 0);
      if (!painSaid && !placed) found.push({ at: cue.start, evidence: 'E_53', value: false });
      continue;
    }
    painSaid = true;
    found.push({ at: cue.start, evidence: 'E_53', value: true });
    const s = sentenceAround(norm, cue.start);
    const spread = spreadIn(norm, s);
    const split = spread?.at ?? s.end;
    const besides = takenBesides(taken, cue);
    const sharing = spansSharingPlace(norm, besides, cue);
    const others = [...besides.filter((span) => !sharing.includes(span)), ...deniedPain];
    const here =
      ownClausePlaces(norm, s, cue, split, others, findingsAt) ?? locationCodes(norm, s.start, split, others);
    const there = spread && !spread.denied ? locationCodes(norm, split, s.end, others) : [];
    if (here.length) found.push({ at: cue.start, evidence: 'E_55', value: here });
    if (there.length) found.push({ at: cue.start, evidence: 'E_57', value: there });
    const characters = painCharactersIn(s.text);
    if (characters.length) found.push({ at: cue.start, evidence: 'E_54', value: characters });
    const intensity = rating(s.text, { inSentence: true }) ?? degreeValue(s.text);
    if (intensity !== null) found.push({ at: cue.start, evidence: 'E_56', value: intensity });
    if (SUDDEN.test(s.text)) found.push({ at: cue.start, evidence: 'E_59', value: 9 });
    else if (GRADUAL.test(s.text)) found.push({ at: cue.start, evidence: 'E_59', value: 2 });
    if (DIFFUSE.test(s.text)) found.push({ at: cue.start, evidence: 'E_58', value: 2 });
    else if (PINPOINT.test(s.text)) found.push({ at: cue.start, evidence: 'E_58', value: 9 });
  }
  // "It goes down my left arm", "the tightness goes into his left arm": a spread told in its own sentence, about the
  // pain already described (a chest's tightness, pressure or heaviness named again as the pain).
  for (const s of sentences(norm)) {
    const text = ` ${norm.slice(s.start, s.end).trim()} `;
    if (
      found.some((f) => f.evidence === 'E_57' && f.at >= s.start && f.at < s.end) ||
      !/^\s(?:it|the pain|this|the ache|the (?:tightness|pressure|heaviness|discomfort))\s/.test(text)
    )
      continue;
    const spread = spreadIn(norm, s);
    if (!spread || spread.denied) continue;
    const there = locationCodes(norm, spread.at, s.end, taken);
    if (there.length) found.push({ at: spread.at, evidence: 'E_57', value: there });
  }
  // "It's about 7 out of 10", told on its own: a score out of ten about nothing else named is the pain's score.
  if (!found.some((f) => f.evidence === 'E_56')) {
    for (const s of sentences(norm)) {
      const text = ` ${norm.slice(s.start, s.end).trim()} `;
      if (!SCORE_ALONE.test(text)) continue;
      const score = rating(text);
      if (score !== null) found.push({ at: s.start, evidence: 'E_56', value: score });
    }
  }
  for (const cue of cuesOf(norm, RASH_CUE, taken, implied.rash)) {
    const polarity = cue.said ? 'affirmed' : polarityAt(norm, cue.start, cue.end);
    if (polarity === 'uncertain') continue;
    if (polarity === 'negated') {
      found.push({ at: cue.start, evidence: 'E_129', value: false });
      continue;
    }
    found.push({ at: cue.start, evidence: 'E_129', value: true });
    const s = rashWords(norm, sentenceAround(norm, cue.start), cue.start);
    const where = locationCodes(norm, s.start, s.end, takenBesides(taken, cue));
    if (where.length) found.push({ at: cue.start, evidence: 'E_133', value: where });
    const colour = codesIn(s.text, RASH_COLOURS, true)[0];
    if (colour) found.push({ at: cue.start, evidence: 'E_130', value: colour });
    if (/\s(?:itch(?:y|es|ing)?)\s/.test(s.text))
      found.push({
        at: cue.start,
        evidence: 'E_136',
        value: NOT_ITCHY.test(s.text) ? 0 : (degreeValue(s.text) ?? 6),
      });
    if (/\s(?:peel(?:s|ing)?|flak(?:y|ing|es)|scal(?:y|ing))\s/.test(s.text))
      found.push({ at: cue.start, evidence: 'E_131', value: 'V_12' });
    if (/\s(?:raised|swollen|puffy|lumpy)\s/.test(s.text)) found.push({ at: cue.start, evidence: 'E_132', value: 5 });
    if (/\s(?:painful|hurts|sore|stings)\s/.test(s.text)) found.push({ at: cue.start, evidence: 'E_134', value: 5 });
    if (/\s(?:big|large|huge|bigger than|larger than)\s/.test(s.text))
      found.push({ at: cue.start, evidence: 'E_135', value: 'V_12' });
    else if (/\s(?:small|tiny|little|pin ?prick)\s/.test(s.text))
      found.push({ at: cue.start, evidence: 'E_135', value: 'V_10' });
  }
  for (const cue of cuesOf(norm, SWELLING_CUE, taken, implied.swelling)) {
    const polarity = cue.said ? 'affirmed' : polarityAt(norm, cue.start, cue.end);
    if (polarity === 'uncertain') continue;
    if (polarity === 'negated') {
      found.push({ at: cue.start, evidence: 'E_151', value: false });
      continue;
    }
    found.push({ at: cue.start, evidence: 'E_151', value: true });
    const s = sentenceAround(norm, cue.start);
    const besides = takenBesides(taken, cue);
    const where =
      ownClausePlaces(norm, s, cue, s.end, besides, findingsAt) ?? locationCodes(norm, s.start, s.end, besides);
    if (where.length) found.push({ at: cue.start, evidence: 'E_152', value: where });
    // A swelling placed on a testicle or the scrotum is the testicular swelling asked about ("aching and swollen").
    if (where.some((code) => SCROTAL_PLACES.has(code)))
      found.push({ at: cue.start, evidence: 'testicular_swelling', value: true });
  }
  for (const m of norm.matchAll(TRAVEL_CUE)) {
    const start = m.index + 1;
    if (overlaps(taken, start, start + m[0].length - 1)) continue;
    const s = sentenceAround(norm, start);
    if (polarityAt(norm, start, start + m[0].length - 1) === 'negated') {
      found.push({ at: start, evidence: 'E_204', value: 'V_10' });
      continue;
    }
    const region = codesIn(s.text, TRAVEL_REGIONS, true)[0];
    if (region) found.push({ at: start, evidence: 'E_204', value: region });
  }
  return found;
}

/** A sentence that is only a score out of ten, or "it" or "the pain" and its score ("it is about a 7 out of 10"). */
const SCORE_ALONE =
  /^\s(?:(?:it|that|this|the pain|pain)\s(?:is|s|was|feels|has been|is now|s now)\s|its\s|now\s)?(?:about\s|around\s|like\s|maybe\s|roughly\s|probably\s|at\s|a\s|an\s)*\d+(?:\.\d+)?\s?(?:\/|out of|outta)\s?10\s(?:(?:right\s)?now\s|at the moment\s|today\s)?(?:\.\s)?$/;

/** "A rash that does not itch", "not itchy", "no itch to it": a rash told as not itchy. */
const NOT_ITCHY = /\s(?:not|no|never|without|non)\s(?:\w+\s)?itch(?:y|es|ing)?\s/;

const NOWHERE =
  /\s(?:nowhere|no where|none|nothing|not anywhere|does not (?:spread|radiate|go|move)|it stays|stays (?:there|put|in one place)|just there|only there|no\b)/;

/** The scales of a pain already told: how bad, how quickly it came, how precisely it is placed. */
const MANNER_SCALES = new Set(['E_56', 'E_58', 'E_59']);
const BARE_NO = /^\s*(?:no|nope|nah|no no|no thanks|no sorry)\s*$/;

/** A 0–10 answer: a number, the words for speed or precision, a degree ("mild", "very bad"), or yes/no. */
function scaleAnswer(norm: string, evidence: string, reply: ReturnType<typeof yesNo>): number | undefined {
  if (evidence === 'E_59') {
    if (SUDDEN.test(norm)) return 9;
    if (GRADUAL.test(norm)) return 2;
  }
  if (evidence === 'E_58') {
    if (DIFFUSE.test(norm)) return 2;
    if (PINPOINT.test(norm)) return 9;
  }
  const r = rating(norm); // "maybe 6 or 7" is a rating, however unsure
  if (r !== null) return r;
  if (reply === 'unknown') return undefined; // "not sure" is no rating
  // A bare "no" to "how quickly did it come on", "how precisely can you point to it" or "how bad is the pain" is no
  // rating: 0 there is "slowly", "spread out" or "no pain at all", which a crushing chest pain answered "no" is not.
  // "None", "not at all", "no pain" still rate it 0.
  if (MANNER_SCALES.has(evidence) && BARE_NO.test(norm)) return undefined;
  if (/^\s*(?:not|no|none|nothing|zero|nil)\s/.test(norm) || reply === 'no') return 0;
  const d = degreeValue(norm);
  if (d !== null) return d;
  if (reply === 'yes') return 5;
  return undefined;
}

/** The answer to the question in context, read from a short reply. */
function contextAnswer(kb: KnowledgeBase, norm: string, question: QuestionRef): EvidenceValue | undefined {
  const info = kb.evidence(question.evidence);
  if (!info) return undefined;
  const options = kb.question(question.evidence)?.options ?? [];
  const reply = yesNo(norm);
  if (info.type === 'C' && typeof info.defaultValue === 'number') return scaleAnswer(norm, question.evidence, reply);
  if (reply === 'unknown') return undefined;
  if (info.type === 'B') {
    // Means or a time named in reply to the plan question is a yes, whatever else the reply denies.
    if (question.evidence === 'suicide_plan') {
      const plan = suicidePlanAnswer(norm);
      if (plan !== undefined) return plan;
    }
    if (reply) return reply === 'yes';
    const measured = bloodPressureAnswer(norm, kb.question(question.evidence)?.text ?? '');
    if (measured !== undefined) return measured;
    const restated = restatedAnswer(kb, norm, kb.question(question.evidence)?.text ?? '');
    if (restated !== undefined) return restated;
    if (DURATION.test(norm) || degreeValue(norm) !== null) return true;
    return undefined;
  }
  if (info.type === 'C') {
    if (question.evidence === 'E_204') {
      const region = codesIn(norm, TRAVEL_REGIONS, true)[0];
      if (region) return region;
      return reply === 'no' || /\s(?:nowhere|stayed home|have not travel\w*|not travel\w*|no travel)\s/.test(norm)
        ? 'V_10'
        : undefined;
    }
    if (question.evidence === 'E_130') {
      const colour = codesIn(norm, RASH_COLOURS, true)[0];
      return colour ?? (reply === 'no' ? 'V_11' : undefined);
    }
    if (question.evidence === 'E_135') {
      if (/\s(?:big|bigger|large|larger|huge|over|more than)\s/.test(norm)) return 'V_12';
      if (/\s(?:small|smaller|tiny|little|under|less than)\s/.test(norm)) return 'V_10';
    }
    if (options.some((o) => o.value === 'V_12')) return reply === 'yes' ? 'V_12' : reply === 'no' ? 'V_10' : undefined;
    const byLabel = options.find((o) => norm.includes(` ${o.label.toLowerCase()} `));
    return byLabel ? byLabel.value : undefined;
  }
  // M: body locations or pain characters, by their words.
  const allowed = new Set(options.map((o) => String(o.value)));
  const codes =
    question.evidence === 'E_54' ? painCharactersIn(norm) : locationCodes(norm).filter((c) => allowed.has(c));
  if (codes.length) return [...new Set(codes)];
  // "No" to "does the pain spread?" means it stays put; to "where?" or "what is it like?" it says nothing.
  if (question.evidence === 'E_57' && (reply === 'no' || NOWHERE.test(norm))) return [];
  return undefined;
}

/** Findings where a yes anywhere in one message is not undone by a no elsewhere in it. */
/** Findings that are a case of a broader one: numb or tingling feet (E_93), weakness in both legs or arms (E_84). */
const PARTICULAR_OF: readonly (readonly [string, string])[] = [
  ['E_93', 'E_177'],
  ['E_84', 'E_176'],
];
const ONE_YES_STANDS: ReadonlySet<string> = new Set(['E_53', 'E_91']);

/** Keeps an answer only if the knowledge base has the evidence and the value fits it. */
function fits(kb: KnowledgeBase, evidence: string, value: EvidenceValue): boolean {
  const info = kb.evidence(evidence);
  if (!info) return false;
  if (info.type === 'B') return typeof value === 'boolean';
  if (info.type === 'M') {
    const allowed = new Set([...(info.question.options ?? []).map((o) => String(o.value)), String(info.defaultValue)]);
    return Array.isArray(value) && value.every((v) => allowed.has(v));
  }
  if (typeof info.defaultValue === 'number') return typeof value === 'number' && value >= 0 && value <= 10;
  return typeof value === 'string' && (info.question.options ?? []).some((o) => o.value === value);
}

/**
 * A patient's words → observations. Finds lay phrasings of the evidences (with negation: "no fever",
 * "I haven't been coughing"), pain, rash and swelling with where and how much, and, when the question
 * that was asked is given, the answer to it ("yep", "not really", "7/10", "my left arm").
 */
/**
 * A patient correcting themselves: "sorry I meant 3 weeks", "actually no, it's my left side", "no wait, 2 weeks ago".
 * "I mean" alone is not one: "I mean it really hurts" only insists.
 */
const CORRECTION =
  /\b(?:sorry,?\s+(?:i\s+)?mean[t]?|i\s+meant|actually,?\s+no|no,?\s+wait|no,?\s+sorry|sorry,?\s+no|oops|scratch\s+that|let\s+me\s+correct\s+(?:that|myself))\b/i;
/** What the correction takes back, said beside it: "3 weeks, not 3 days", "the left, not the right". */
const TAKEN_BACK =
  /,?\s+not\s+(?:the\s+|my\s+)?(?:(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of)\s+(?:hours?|days?|weeks?|months?|years?)|(?:left|right)(?:\s+(?:side|one))?)\b/gi;

/**
 * The words before a correction, overridden by those after it. The later words are read alone (a duration, a yes
 * turned no) and also after the earlier ones, for the context a fragment needs: "pain in my right side, actually no,
 * it's my left side" makes "my left side" a place of the pain, which replaces the right side.
 */
function corrected(
  kb: KnowledgeBase,
  text: string,
  correction: RegExpExecArray,
  context?: { question?: Question | QuestionRef; patient?: Partial<Patient> },
): Observation[] {
  const head = text.slice(0, correction.index);
  const tail = text.slice(correction.index + correction[0].length).replace(TAKEN_BACK, '');
  const before = new Map(understand(kb, head, context).map((o) => [o.evidence, o.value]));
  const alone = new Map(understand(kb, tail, context).map((o) => [o.evidence, o.value]));
  const whole = understand(kb, `${head}, ${tail}`, context);
  const out = whole.map(({ evidence, value }): Observation => {
    const restated = alone.get(evidence);
    if (restated !== undefined) return { evidence, value: restated };
    const was = before.get(evidence);
    if (Array.isArray(was) && Array.isArray(value)) {
      const added = value.filter((v) => !was.includes(v));
      return { evidence, value: added.length ? added : was };
    }
    return { evidence, value: was ?? value };
  });
  const read = new Set(out.map((o) => o.evidence));
  return [...out, ...[...alone].filter(([e]) => !read.has(e)).map(([evidence, value]) => ({ evidence, value }))];
}

export function understand(
  kb: KnowledgeBase,
  text: string,
  context?: { question?: Question | QuestionRef; patient?: Partial<Patient> },
): Observation[] {
  // The later statement wins: what the words after a correction say replaces what was said before about the same
  // finding (a place, a duration, a yes turned no); the rest of the earlier words still stand.
  const correction = CORRECTION.exec(text);
  if (correction && correction.index > 0) return corrected(kb, text, correction, context);
  const patient = context?.patient;
  const norm = layTerms(
    clinicalNotation2(
      clinicalVignetteWords(
        caseNoteWords(vitalSigns(withoutBedsideAngles(frontDenials(normalize(caseNoteSymbols(text)))), patient?.age)),
      ),
    ),
  );
  const taken: Span[] = [];
  const implied: Implied = { pain: [], rash: [], swelling: [] };
  // Only the phrasings whose needed words are in the message can match it; of those, phrasings of
  // findings that do not apply to this patient (a baby's feeds, for a teenager) give way to the others.
  const { entries, filter } = lexiconOf(kb);
  const can = filter.candidates(norm);
  const lexicon = entries.filter(
    (entry, i) => can[i] === 1 && (!patient || fitsPatient(kb.evidence(entry.evidence)?.askIf ?? null, patient)),
  );
  const lexical = lexiconFindings(lexicon, norm, taken, implied, patient?.age);
  const findings = [...lexical, ...describedFindings(norm, taken, implied)].sort((a, b) => a.at - b.at);
  const duration = durationIn(norm);
  if (duration) findings.push({ at: norm.length, evidence: 'duration', value: duration });
  const result = new Map<string, EvidenceValue>();
  for (const f of findings) {
    if (!fits(kb, f.evidence, f.value)) continue;
    const before = result.get(f.evidence);
    if (Array.isArray(before) && Array.isArray(f.value)) result.set(f.evidence, [...new Set([...before, ...f.value])]);
    // A pain or a fever told anywhere in the message stands: "no pain at rest", a normal temperature now.
    else if (before === true && f.value === false && ONE_YES_STANDS.has(f.evidence)) continue;
    else result.set(f.evidence, f.value);
  }
  // A particular is also its general: numb feet are numbness, weak legs are a weak limb (so the broader question is not asked again).
  for (const [particular, general] of PARTICULAR_OF)
    if (result.get(particular) === true && !result.has(general) && kb.evidence(general)) result.set(general, true);
  const question = context?.question;
  if (question?.evidence && !result.has(question.evidence)) {
    const answer = contextAnswer(kb, norm, question);
    if (answer !== undefined && fits(kb, question.evidence, answer)) {
      return [
        { evidence: question.evidence, value: answer },
        ...[...result].map(([evidence, value]) => ({ evidence, value })),
      ];
    }
  }
  const out = [...result].map(([evidence, value]) => ({ evidence, value }));
  if (question?.evidence)
    out.sort((a, b) => Number(b.evidence === question.evidence) - Number(a.evidence === question.evidence));
  return out;
}
