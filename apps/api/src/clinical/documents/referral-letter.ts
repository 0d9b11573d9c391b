import type { DiagnosisLine } from '../clinical-facts.js';
import { formatLongDate } from '../../domain/dates.js';
import type { Medication, Referral } from '../knowledge/index.js';
import { contentFrom, patientFields, plainText, type DocumentParties } from './parties.js';
import type { Block, DocumentContent } from './pdf-writer.js';

export interface ReferralFacts {
  referral: Referral;
  working: DiagnosisLine | null;
  others: DiagnosisLine[];
  summaryText: string | null;
  /** Medicines issued with this letter, so the receiving doctor knows what was started. */
  medications: Medication[];
}

const URGENCY = { immediate: 'Immediate: please see today', urgent: 'Urgent', routine: 'Routine' } as const;

function salutation(to: string): string {
  return /emergency/i.test(to) ? 'Dear Emergency Department team,' : 'Dear Colleague,';
}

export function referralLetter(parties: DocumentParties, facts: ReferralFacts): DocumentContent {
  const p = parties.patient;
  const age = p.ageYears !== null ? `, aged ${p.ageYears},` : '';
  const blocks: Block[] = [
    { kind: 'fields', rows: [['To', facts.referral.to], ['Urgency', URGENCY[facts.referral.urgency]]] },
    patientFields(p, true),
    { kind: 'space', height: 6 },
    { kind: 'paragraph', text: salutation(facts.referral.to) },
    {
      kind: 'paragraph',
      text: `Thank you for seeing ${p.fullName}${age} whom I assessed by telehealth consultation on ${formatLongDate(parties.issuedOn)}. I am referring for: ${facts.referral.reason}.`,
    },
    { kind: 'heading', text: 'Working diagnosis' },
    {
      kind: 'paragraph',
      text: facts.working ? `${facts.working.name}${facts.working.icd10 ? ` (${facts.working.icd10})` : ''}` : 'Not established.',
    },
  ];
  if (facts.others.length > 0) {
    blocks.push({ kind: 'heading', text: 'Other conditions considered' }, { kind: 'list', items: facts.others.map((o) => o.name) });
  }
  blocks.push({ kind: 'heading', text: 'Clinical summary' }, { kind: 'paragraph', text: facts.summaryText ? plainText(facts.summaryText) : 'No summary recorded.' });
  if (facts.medications.length > 0) {
    blocks.push(
      { kind: 'heading', text: 'Medicines prescribed today' },
      { kind: 'list', items: facts.medications.map((m) => `${m.name} ${m.dose} ${m.route}, ${m.frequency}; ${m.duration}`) },
    );
  }
  blocks.push(
    { kind: 'paragraph', text: 'The patient was assessed remotely and has not been examined in person. I would be grateful for your assessment and management.' },
    { kind: 'paragraph', text: 'Kind regards,' },
  );
  // A letter may accompany a prescription: the prescriber number is relevant here.
  return contentFrom(parties, 'Referral Letter', blocks, true);
}
