import type { DiagnosisLine } from '../clinical-facts.js';
import type { ConsultationNotes } from '../consultation-notes.js';
import { formatLongDate } from '../../domain/dates.js';
import type { Medication, Referral } from '../knowledge/index.js';
import { PRODUCT_NAME } from '../product.js';
import { contentFrom, medicareText, type DocumentParties } from './parties.js';
import type { Block, DocumentContent } from './pdf-writer.js';
import { referralReasonOf } from './referral-reason.js';

export interface ReferralFacts {
  referral: Referral;
  working: DiagnosisLine | null;
  others: DiagnosisLine[];
  /** What the AI consultation recorded; null when the conversation kept no notes. */
  consultation: ConsultationNotes | null;
  triage: 'emergency' | 'urgent' | 'routine' | null;
  /** Medicines issued with this letter, so the receiving doctor knows what was started. */
  medications: Medication[];
}

const URGENCY = { immediate: 'Immediate: please see today', urgent: 'Urgent', routine: 'Routine' } as const;
const URGENCY_SENTENCE = {
  immediate: 'I would be grateful if you could see them today, as an emergency.',
  urgent: 'I have marked this referral urgent and would be grateful if you could see them soon.',
  routine: 'This is a routine referral.',
} as const;
const TRIAGE_WORDS = { emergency: 'emergency', urgent: 'urgent (a doctor today)', routine: 'routine' } as const;

/** How many danger signs and negatives a letter lists; the summary on file has the rest. */
const LISTED = 10;

const doctorTitle = (name: string) => `Dr ${name.replace(/^dr\.?\s+/i, '')}`;

/** "a, b and c". */
function inWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function salutation(to: string): string {
  return /emergency/i.test(to) ? 'Dear Emergency Department team,' : 'Dear Colleague,';
}

/** "a 34-year-old woman"; "an 8-year-old boy"; "a 6-month-old girl"; null when the age is unknown. */
function personOf(age: number | null, sex: 'M' | 'F' | null): string | null {
  if (age === null) return null;
  const child = age < 18;
  const noun =
    sex === 'F' ? (child ? 'girl' : 'woman') : sex === 'M' ? (child ? 'boy' : 'man') : child ? 'child' : 'adult';
  const years = age < 2 ? `${Math.round(age * 12)}-month-old` : `${Math.floor(age)}-year-old`;
  return `${/^(8|11|18)\b/.test(years) ? 'an' : 'a'} ${years} ${noun}`;
}

/** The history of the presenting complaint, as sentences from what the patient said and answered. */
function historyProse(name: string, notes: ConsultationNotes | null): string {
  if (!notes) return 'No structured history was recorded in the consultation.';
  const they = notes.sex === 'F' ? 'She' : notes.sex === 'M' ? 'He' : 'They';
  const f = notes.findings;
  const sentences = [
    notes.complaint ? `${name} described the problem as "${notes.complaint.replace(/\s+/g, ' ').trim()}".` : null,
    f.positives.length
      ? `${they} reported ${inWords(f.positives)}.`
      : `${they} reported no further symptoms when asked.`,
    f.history.length ? `Relevant background: ${f.history.join('; ')}.` : null,
    f.historyDenied.length ? `${they} denied ${inWords(f.historyDenied.slice(0, LISTED))}.` : null,
    f.unsure.length ? `${they} could not say about ${inWords(f.unsure.slice(0, LISTED))}.` : null,
  ];
  return sentences.filter(Boolean).join(' ');
}

/** Relevant findings: the danger signs asked and answered, the pertinent negatives, what was not possible remotely. */
function findingItems(notes: ConsultationNotes | null): string[] {
  const items: string[] = [];
  if (notes) {
    const flags = notes.findings.redFlags;
    const present = flags.filter((r) => r.answer === 'yes').map((r) => r.sign);
    const absent = flags.filter((r) => r.answer === 'no').map((r) => r.sign);
    const unsure = flags.filter((r) => r.answer === 'not sure').map((r) => r.sign);
    if (present.length) items.push(`Danger signs reported: ${present.join('; ')}.`);
    if (absent.length) items.push(`Danger signs asked about and denied: ${absent.slice(0, LISTED).join('; ')}.`);
    if (unsure.length) items.push(`Danger signs the patient was unsure of: ${unsure.join('; ')}.`);
    if (flags.length === 0) items.push('No danger signs were specifically asked about.');
    if (notes.findings.negatives.length)
      items.push(`Pertinent negatives: no ${notes.findings.negatives.slice(0, LISTED).join('; no ')}.`);
    if (notes.images > 0)
      items.push(
        `${notes.images} photo${notes.images === 1 ? ' was' : 's were'} shared in the consultation (not attached).`,
      );
  }
  items.push('Not examined in person: the findings above are as reported by the patient.');
  return items;
}

function assessmentProse(facts: ReferralFacts): string {
  const w = facts.working;
  const sentences = [
    w
      ? `My working diagnosis is ${w.name}${w.icd10 ? ` (${w.icd10})` : ''}.`
      : 'A working diagnosis has not been established.',
    facts.others.length ? `Other conditions considered: ${facts.others.map((o) => o.name).join('; ')}.` : null,
    facts.triage ? `The consultation was triaged as ${TRIAGE_WORDS[facts.triage]}.` : null,
    URGENCY_SENTENCE[facts.referral.urgency],
  ];
  return sentences.filter(Boolean).join(' ');
}

/**
 * A referral written as a clinical letter: to, from, about whom; the reason; the history in prose;
 * the relevant findings including pertinent negatives; the assessment and urgency; the sign-off.
 * Every fact comes from the consultation's record, never a pasted summary, and a referral meant
 * for a condition ("if not improving") says so rather than stating the condition as fact.
 */
export function referralLetter(parties: DocumentParties, facts: ReferralFacts): DocumentContent {
  const p = parties.patient;
  const notes = facts.consultation;
  const { request, appliesIf } = referralReasonOf(facts.referral.reason);
  const person = personOf(p.ageYears ?? notes?.age ?? null, notes?.sex ?? null);
  const blocks: Block[] = [
    {
      kind: 'fields',
      rows: [
        ['To', facts.referral.to],
        ['From', `${doctorTitle(parties.doctor.fullName)}, ${PRODUCT_NAME} telehealth service`],
        ['Re', `${p.fullName}${p.dateOfBirth ? `, born ${p.dateOfBirth}` : ''}`],
        ['Medicare number', medicareText(p)],
        ['Mobile', p.mobileNumber ?? 'Not provided'],
        ['Urgency', URGENCY[facts.referral.urgency]],
      ],
    },
    { kind: 'space', height: 6 },
    { kind: 'paragraph', text: salutation(facts.referral.to) },
    { kind: 'heading', text: 'Reason for referral' },
    {
      kind: 'paragraph',
      text: `Thank you for seeing ${p.fullName}${person ? `, ${person},` : ''} whom I assessed by telehealth consultation on ${formatLongDate(parties.issuedOn)}.`,
    },
    {
      // The knowledge's reason may be the circumstances in which to refer: it is quoted as the plan's, not as the patient's state.
      kind: 'paragraph',
      text: `Our care plan for ${facts.working ? facts.working.name : 'this presentation'} advises referral to ${facts.referral.to.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase())} for: ${request}.`,
    },
  ];
  if (appliesIf) {
    blocks.push({
      kind: 'paragraph',
      text: `This referral is for use only ${appliesIf}; I have advised ${p.fullName} to present with this letter in that case.`,
    });
  }
  blocks.push(
    { kind: 'heading', text: 'History' },
    { kind: 'paragraph', text: historyProse(p.fullName, notes) },
    { kind: 'heading', text: 'Relevant findings' },
    { kind: 'list', items: findingItems(notes) },
    { kind: 'heading', text: 'Assessment' },
    { kind: 'paragraph', text: assessmentProse(facts) },
  );
  if (facts.medications.length > 0) {
    blocks.push(
      { kind: 'heading', text: 'Medicines prescribed today' },
      {
        kind: 'list',
        items: facts.medications.map((m) => `${m.name} ${m.dose} ${m.route}, ${m.frequency}; ${m.duration}`),
      },
    );
  }
  blocks.push(
    {
      kind: 'paragraph',
      text: `I would be grateful for your assessment and management. Thank you for your help with ${p.fullName}'s care.`,
    },
    { kind: 'paragraph', text: 'Yours sincerely,' },
  );
  // A letter may accompany a prescription: the prescriber number is relevant here.
  return contentFrom(parties, 'Referral Letter', blocks, true);
}
