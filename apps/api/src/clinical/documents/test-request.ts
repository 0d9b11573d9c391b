import type { DiagnosisLine } from '../clinical-facts.js';
import type { Investigation } from '../knowledge/index.js';
import { contentFrom, medicareText, patientFields, type DocumentParties } from './parties.js';
import type { DocumentContent } from './pdf-writer.js';

export interface TestRequest {
  kind: 'pathology' | 'imaging';
  tests: { investigation: Investigation; condition: string }[];
  working: DiagnosisLine | null;
  urgent: boolean;
}

const TITLES = { pathology: 'Pathology Request', imaging: 'Imaging Request' } as const;

/** The clinical notes a laboratory or radiology practice reads: why each test, and what is suspected. */
export function clinicalNotes(request: TestRequest): string {
  const diagnosis = request.working
    ? `Provisional diagnosis: ${request.working.name}${request.working.icd10 ? ` (${request.working.icd10})` : ''}.`
    : 'No provisional diagnosis recorded.';
  const reasons = request.tests.map(({ investigation, condition }) => {
    const about = request.working && condition !== request.working.name ? `, for possible ${condition}` : '';
    return `${investigation.name}${about}: ${investigation.when}.`;
  });
  return [diagnosis, ...reasons, 'Assessed by telehealth; the patient was not examined in person.'].join(' ');
}

/** A request form listing every ticked test of one kind (pathology or imaging) on one page. */
export function testRequest(parties: DocumentParties, request: TestRequest): DocumentContent {
  const p = parties.patient;
  return contentFrom(parties, TITLES[request.kind], [
    patientFields(p, true),
    { kind: 'heading', text: request.kind === 'pathology' ? 'Tests requested' : 'Examinations requested' },
    { kind: 'list', items: request.tests.map((t) => t.investigation.name) },
    { kind: 'heading', text: 'Clinical notes' },
    { kind: 'paragraph', text: clinicalNotes(request) },
    {
      kind: 'fields',
      rows: [
        ['Urgency', request.urgent ? 'Urgent' : 'Routine'],
        [
          'Billing',
          p.medicareNumber
            ? `Bulk billed to Medicare ${medicareText(p)}`
            : 'No Medicare details provided: private billing',
        ],
        [
          'Copy of results to',
          `Dr ${parties.doctor.fullName.replace(/^dr\.?\s+/i, '')} (Provider No. ${parties.doctor.providerNumber})`,
        ],
      ],
    },
  ]);
}
