import { assessmentOf, type DifferentialEntry, type Disposition, type KnowledgeBase } from '@telehealth/diagnosis';
import { patientAdviceOf } from '../clinical/knowledge/index.js';
import { answeredInterview, currentTriage } from './interview-state.js';
import { worseTriage } from './state.js';
import { clinicalFacts, decisionLines, summaryWithoutAssessment, writePreview, writeSummary } from './summary.js';
import { markUrgent, type Turn } from './turn.js';

export const NOT_A_DIAGNOSIS =
  "_This is not a diagnosis. It's a guide based on what you've told me, and a doctor should confirm it._";

/** What the conversation records as its working diagnosis when the AI could not name one. */
export const NOT_EXPLAINED = { name: 'Symptoms not explained by the AI assessment', icd10: 'R69' } as const;

/** How much of the differential the state keeps: the rest is noise at well under 1%. */
const DIFFERENTIAL_KEPT = 10;

/** Below this the leading condition is only "possibly" the cause: honest about how sure the answers make it. */
const MOST_LIKELY_FROM = 0.6;

/** An alternative is named to a patient only when it is at least this likely: no far-fetched names. */
const ALTERNATIVE_FROM = 0.05;

/** Up to three alternatives, each a real possibility. */
function alternatives(differential: DifferentialEntry[]): DifferentialEntry[] {
  return differential.slice(1, 4).filter((d) => d.probability >= ALTERNATIVE_FROM);
}

const plain = (kb: KnowledgeBase, name: string) => kb.pathology(name)?.plainName ?? name;

function listOf(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

const HOW_SOON: Record<Disposition, string | null> = {
  emergency: '**Please call 000 or go to the nearest emergency department now.**',
  urgent: '**Please see a doctor today.** This should not wait for a routine appointment.',
  days: '**Please see a doctor in the next few days**, sooner if you get worse.',
  'self-care': null,
};

/**
 * Works out the assessment from the answers so far and writes it on the conversation: the
 * diagnosis (name and ICD-10), the clinician's summary and its preview, the triage. When no known
 * condition explains the answers well, the AI says it is not sure and names none. Returns the words
 * for the patient. The interview's questions are over unless told otherwise (crisis support asking its
 * one question): an emergency still waiting on a settling question is then triaged as one.
 */
export async function assess(turn: Turn, { questionsOver = true }: { questionsOver?: boolean } = {}): Promise<string> {
  const { kb, state } = turn;
  if (!state.observations.length) return handoverWithoutSymptoms(turn);
  const assessment = assessmentOf(kb, answeredInterview(kb, state));
  const { differential } = assessment;
  const triage = worseTriage(state.triage, currentTriage(kb, state, questionsOver)) ?? 'routine';
  const disposition: Disposition = triage === 'routine' ? assessment.disposition : triage;
  state.triage = triage;
  state.differential = differential
    .slice(0, DIFFERENTIAL_KEPT)
    .map((d) => ({ ...d, probability: Math.round(d.probability * 10_000) / 10_000 }));
  const top = differential[0]!;
  // Not sure and nothing urgent: the patient is told to see a doctor in the next few days.
  const told: Disposition = disposition === 'self-care' && !assessment.sure ? 'days' : disposition;
  const facts = clinicalFacts(kb, state, differential, triage, told, assessment.sure ? null : assessment.unexplained);
  const narrative = turn.llm ? await turn.llm.summarise(facts) : null;
  Object.assign(turn.update, {
    diagnosisName: assessment.sure ? top.pathology : NOT_EXPLAINED.name,
    diagnosisCode: assessment.sure ? top.icd10 : NOT_EXPLAINED.icd10,
    summaryText: narrative ? `${narrative.trim()}\n${decisionLines(facts, kb)}` : writeSummary(facts, kb),
    summaryPreview: writePreview(facts, kb),
    summaryGeneratedAt: turn.now,
    triage,
  });
  if (triage !== 'routine') markUrgent(turn);

  const advice = patientAdviceOf(assessment.sure ? kb.pathology(top.pathology)?.id : undefined);
  const lines = assessment.sure
    ? [
        "Thank you, that's all my questions. Here is what I think, based on your answers:",
        `**${top.probability >= MOST_LIKELY_FROM ? 'Most likely' : 'Possibly'}:** ${plain(kb, top.pathology)}`,
        ((others) => (others.length ? `**Other possibilities:** ${listOf(others)}` : null))(
          alternatives(differential).map((d) => plain(kb, d.pathology)),
        ),
      ]
    : assessment.possibilities.length
      ? [
          "Thank you, that's all my questions. **I'm not sure what is causing this.** Your answers don't clearly point to one condition, so I won't name one: it's best that a doctor looks at this with you.",
          `**Possibilities a doctor may consider:** ${listOf(assessment.possibilities.map((d) => plain(kb, d.pathology)))}`,
        ]
      : [
          "Thank you, that's all my questions. **I'm not sure what is causing this.** Your answers don't clearly fit a condition I know well, so I won't guess: it's best that a doctor looks at this with you.",
        ];
  lines.push(
    HOW_SOON[disposition] ??
      (assessment.sure ? null : '**Please see a doctor in the next few days**, sooner if you get worse.'),
    `**What you can do now:** ${advice.care}`,
    `**See a doctor in person, or call 000 in an emergency, if** ${advice.seekHelp}.`,
    NOT_A_DIAGNOSIS,
  );
  return lines.filter(Boolean).join('\n\n');
}

/** No symptom was told (or none could be read): no diagnosis to guess, only what was said. */
function handoverWithoutSymptoms(turn: Turn): string {
  const said = turn.state.complaint ?? turn.text;
  Object.assign(turn.update, {
    summaryText: summaryWithoutAssessment(said),
    summaryPreview: 'No symptoms recorded in the chat',
    summaryGeneratedAt: turn.now,
  });
  const advice = patientAdviceOf(undefined);
  return [
    "Thank you. **I'm not sure what is causing this.** I couldn't work out what's going on from our chat, so it would be best for one of our doctors to look at this with you.",
    '**Please see a doctor in the next few days**, sooner if you get worse.',
    `**What you can do now:** ${advice.care}`,
    `**See a doctor in person, or call 000 in an emergency, if** ${advice.seekHelp}.`,
    NOT_A_DIAGNOSIS,
  ].join('\n\n');
}
