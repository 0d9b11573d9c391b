import { assessmentOf, type SureGrounds, sureGroundsOf } from '../assessment.js';
import { createInterview } from '../interview.js';
import { tablesOf } from '../knowledge-base.js';
import type { Disposition, EvidenceValue, KnowledgeBase, Observation, Question } from '../types.js';
import { ownReplyAnswer } from '../understanding/suicide-plan-answer.js';
import { understand } from '../understanding/understand.js';
import { factsOf } from '../vignettes/simulated-patient.js';
import type { Vignette } from '../vignettes/types.js';

export interface VignetteOutcome {
  vignette: Vignette;
  /** Condition ids, most likely first. */
  ranked: string[];
  /** The assessment named a condition (it was sure). */
  sure: boolean;
  /** What the certainty rested on at the end (assessment.ts). */
  grounds: SureGrounds;
  /** Not sure: the conditions it named as possibilities a doctor may consider (ids). */
  possibilities: string[];
  unexplained: number;
  disposition: Disposition;
  asked: number;
  /** The findings asked about, in order (codes). */
  questions: string[];
  /** The presenting complaint the interview ended on (its id), if any. */
  complaint: string | null;
  /** Questions answered when the disposition first became an emergency (0: from the opening words); null if never. */
  emergencyAt: number | null;
  turns: number;
  ms: number;
  /** Condition ids, most likely first, from the opening words alone (before any question). */
  openingRanked: string[];
  /** How many findings the reader took from the opening words. */
  openingRead: number;
  /** Facts that the reader understood nothing in. */
  unread: string[];
  /** Facts read two ways (yes in one, no in another). */
  conflicts: string[];
}

/** Runs one vignette through the interview the consultation uses: opening words, then every question. */
export function interviewVignette(
  kb: KnowledgeBase,
  vignette: Vignette,
  maxQuestions?: number,
  trace?: (line: string) => void,
): VignetteOutcome {
  const tables = tablesOf(kb);
  const { truth, unread, conflicts } = factsOf(kb, vignette);
  const start = performance.now();
  const interview = createInterview(kb, { age: vignette.age, sex: vignette.sex }, maxQuestions ? { maxQuestions } : {});
  const opening: Observation[] = understand(kb, vignette.says, { patient: { age: vignette.age, sex: vignette.sex } });
  for (const o of opening) interview.observe(o.evidence, o.value);
  const openingRanked = assessmentOf(kb, interview).differential.map(
    (d) => kb.pathology(d.pathology)?.id ?? d.pathology,
  );
  const leading = () => {
    const a = assessmentOf(kb, interview);
    const top = a.differential
      .slice(0, 3)
      .map((d) => `${kb.pathology(d.pathology)?.id} ${(100 * d.probability).toFixed(0)}%`);
    return `${top.join(', ')}; not explained ${(100 * a.unexplained).toFixed(0)}%; ${a.disposition}`;
  };
  trace?.(
    `says: ${vignette.says}\n  read: ${JSON.stringify(opening)}\n  complaint: ${interview.complaint()} → ${leading()}`,
  );
  let turns = 1;
  let emergencyAt: number | null = interview.disposition() === 'emergency' ? 0 : null;
  const questions: string[] = [];
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
    turns++;
    questions.push(q.evidence);
    const known = truth.get(q.evidence);
    const table = tables.byCode.get(q.evidence)!;
    let answer: EvidenceValue | undefined;
    if (known !== undefined) answer = known;
    // A fact may answer the question asked only when read as the reply to it ("I've thought about when I'd do it",
    // "I've got my old rifle", to the plan question): the chat reads each reply with its question.
    else if (q.type === 'B' && answersYes([vignette.says, ...vignette.facts], q)) answer = true;
    else if (q.evidence === 'E_53' && truth.has('E_55')) answer = true;
    else if (q.type === 'B') answer = false;
    else if (q.type === 'M') answer = [];
    else if (table.defaultIndex >= 0 && !table.numeric) answer = table.values[table.defaultIndex] as string;
    if (answer === undefined) interview.decline(q.evidence);
    else interview.observe(q.evidence, answer);
    if (emergencyAt === null && interview.disposition() === 'emergency') emergencyAt = interview.asked;
    trace?.(
      `Q${turns - 1} [${q.evidence}] ${q.text} → ${answer === undefined ? 'not sure' : JSON.stringify(answer)}${known === undefined ? ' (not in the facts read)' : ''}\n     ${leading()}`,
    );
  }
  const assessment = assessmentOf(kb, interview);
  const ms = performance.now() - start;
  trace?.(
    `facts read as: ${JSON.stringify([...truth])}\nfacts not read: ${JSON.stringify(unread)}\nexpected ${vignette.expected} (${vignette.urgency}); sure: ${assessment.sure}`,
  );
  return {
    vignette,
    ranked: assessment.differential.map((d) => kb.pathology(d.pathology)?.id ?? d.pathology),
    sure: assessment.sure,
    grounds: sureGroundsOf(kb, interview, assessment.differential),
    possibilities: assessment.possibilities.map((d) => kb.pathology(d.pathology)?.id ?? d.pathology),
    unexplained: assessment.unexplained,
    disposition: assessment.disposition,
    asked: interview.asked,
    questions,
    complaint: interview.complaint(),
    emergencyAt,
    openingRanked,
    openingRead: opening.length,
    turns,
    ms,
    unread,
    conflicts,
  };
}

/** One vignette, question by question, for a knowledge author (development half only, by the caller). */
export function traceVignette(kb: KnowledgeBase, vignette: Vignette, print: (line: string) => void): void {
  interviewVignette(kb, vignette, undefined, print);
}

/** Whether a fact is a yes when read, by its question's own reader, as the reply to this question. */
function answersYes(facts: readonly string[], q: Question): boolean {
  return facts.some((fact) => ownReplyAnswer(q.evidence, fact) === true);
}
