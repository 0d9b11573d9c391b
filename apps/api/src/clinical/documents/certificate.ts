import type { CertificatePlan } from '../certificate-plan.js';
import { UNFIT_FOR } from '../certificate-plan.js';
import { formatLongDate } from '../../domain/dates.js';
import { contentFrom, patientFields, type DocumentParties } from './parties.js';
import type { DocumentContent } from './pdf-writer.js';

const PURPOSE_WORDS = { work: 'work', school: 'school', university: 'university', carer: "carer's leave" } as const;

/** The certificate's key sentence (spec: "unfit for ... from ... to ... inclusive"). */
export function certificateStatement(patientName: string, plan: CertificatePlan): string {
  const because = plan.condition ? plan.condition : 'a medical condition';
  return `In my opinion, ${patientName} is ${UNFIT_FOR[plan.purpose]} from ${formatLongDate(plan.fromDate)} to ${formatLongDate(plan.toDate)} inclusive, due to ${because}.`;
}

export function medicalCertificate(parties: DocumentParties, plan: CertificatePlan): DocumentContent {
  return contentFrom(parties, 'Medical Certificate', [
    patientFields(parties.patient, false),
    {
      kind: 'fields',
      rows: [['Purpose', `${PURPOSE_WORDS[plan.purpose][0]!.toUpperCase()}${PURPOSE_WORDS[plan.purpose].slice(1)}`]],
    },
    { kind: 'space', height: 6 },
    {
      kind: 'paragraph',
      text: `I assessed this patient by telehealth consultation on ${formatLongDate(parties.issuedOn)}.`,
    },
    { kind: 'paragraph', text: certificateStatement(parties.patient.fullName, plan), bold: true },
    {
      kind: 'paragraph',
      text: `This certificate is provided for ${PURPOSE_WORDS[plan.purpose]} purposes. It is based on the consultation and the patient's account of their symptoms.`,
    },
  ]);
}
