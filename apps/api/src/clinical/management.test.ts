import { describe, expect, it } from 'vitest';
import { createInterview, loadKnowledgeBase } from '@telehealth/diagnosis';
import type { ConversationRow } from '../db/tables.js';
import { certificateRequestOf, clinicalFactsOf } from './clinical-facts.js';
import { addDays, ageOn, clinicToday, daysInclusive, formatLongDate } from '../domain/dates.js';
import { MANAGEMENT } from './knowledge/index.js';
import { managementMarkdown, MANAGEMENT_SECTIONS } from './markdown.js';
import { buildManagementPlan } from './plan.js';

// 10:00 on 12 May 2025 in Sydney.
const NOW = new Date('2025-05-12T00:00:00Z');

function row(overrides: Partial<ConversationRow> = {}): ConversationRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000002',
    status: 'ongoing',
    timestamp: NOW,
    lastMessage: null,
    diagnosisName: 'Viral pharyngitis',
    diagnosisCode: 'J02.9',
    createdAt: NOW,
    fullName: 'Alex Citizen',
    dateOfBirth: '14/03/1990',
    country: 'Australia',
    mobileNumber: '0400111222',
    medicareNumber: '2123456701',
    medicareReferenceNumber: '1',
    preferredDoctor: null,
    doctorConnectStatus: 'assigned',
    requestedAt: null,
    summaryText:
      'Sore throat for 3 days with fever and painful swallowing.\n\nDifferential: Viral pharyngitis 62%, Influenza 18%, Pneumonia 12%.',
    summaryPreview: null,
    summaryGeneratedAt: null,
    clinicalManagementText: null,
    clinicalManagementGeneratedAt: null,
    assignedDoctorId: null,
    urgent: false,
    triage: 'routine',
    certificateRequest: null,
    consultationState: null,
    version: 0,
    imageBytes: 0,
    closedByPatientAt: null,
    ...overrides,
  };
}

const markdownFor = (r: ConversationRow) => managementMarkdown(buildManagementPlan(clinicalFactsOf(r, NOW)));
const sectionsOf = (md: string) => [...md.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
function section(md: string, name: string): string {
  const start = md.indexOf(`## ${name}\n`);
  const next = md.indexOf('\n## ', start + 3);
  return md.slice(start, next === -1 ? undefined : next);
}

describe('dates', () => {
  it('uses the clinic calendar and counts certificates inclusively', () => {
    expect(clinicToday(new Date('2025-05-11T15:00:00Z'))).toBe('2025-05-12'); // 1 am in Sydney
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(daysInclusive('2025-05-12', '2025-05-12')).toBe(1);
    expect(daysInclusive('2025-05-12', '2025-05-14')).toBe(3);
    expect(formatLongDate('2025-05-02')).toBe('2 May 2025');
    expect(ageOn('14/03/1990', '2025-05-12')).toBe(35);
    expect(ageOn('13/05/1990', '2025-05-12')).toBe(34);
    expect(ageOn('31/02/1990', '2025-05-12')).toBeNull();
    expect(ageOn(null, '2025-05-12')).toBeNull();
  });
});

describe('clinical facts', () => {
  it('reads the differential from the summary, working diagnosis first, with the percentages', () => {
    const facts = clinicalFactsOf(row(), NOW);
    expect(facts.differential.map((d) => [d.name, d.icd10, d.probability])).toEqual([
      ['Viral pharyngitis', 'J02.9', 0.62],
      ['Influenza', 'J11.1', 0.18],
      ['Pneumonia', 'J18.9', 0.12],
    ]);
    expect(facts.patient).toMatchObject({ fullName: 'Alex Citizen', ageYears: 35, medicareNumber: '2123456701' });
  });

  it("reads the consultation summary's own differential lines, not conditions named among the symptoms", () => {
    const summaryText = [
      'Presenting complaint: "sore throat since Friday"',
      'Patient: Alex Citizen, 35 y, female, DOB 14/03/1990',
      'Positives: fever; sore throat',
      'Pertinent negatives: denies GERD; Anemia; chest pain',
      'Triage: ROUTINE',
      'Differential (AI estimate):',
      '1. Viral pharyngitis (J02.9), 58%: Viral sore throat',
      '2. URTI (J06.9), 21%: Common cold (upper respiratory tract infection)',
      '3. Acute laryngitis (J04.0), 1%: Laryngitis (voice box inflammation)',
    ].join('\n');
    const facts = clinicalFactsOf(
      row({
        summaryText,
        consultationState: {
          version: 1,
          stage: 'waiting',
          observations: [{ evidence: 'E_91', value: true }],
          age: 35,
          sex: 'F',
        },
      }),
      NOW,
    );
    expect(facts.differential.map((d) => [d.name, d.probability])).toEqual([
      ['Viral pharyngitis', 0.58],
      ['URTI', 0.21],
    ]);
  });

  it('prefers an interview kept in the consultation state and uses its differential', () => {
    const kb = loadKnowledgeBase();
    const interview = createInterview(kb, { age: 30, sex: 'F' });
    const state = { stage: 'assessment', interview: interview.toJSON() };
    const facts = clinicalFactsOf(
      row({ diagnosisName: null, diagnosisCode: null, summaryText: null, consultationState: state }),
      NOW,
    );
    const expected = interview
      .differential()
      .filter((d) => d.probability >= 0.02)
      .slice(0, 5)
      .map((d) => d.pathology);
    expect(facts.differential.map((d) => d.name)).toEqual(expected);
  });

  it('accepts a plain-English working diagnosis and names the others the same way', () => {
    const facts = clinicalFactsOf(row({ diagnosisName: 'Viral sore throat', diagnosisCode: null }), NOW);
    expect(facts.differential[0]).toMatchObject({ name: 'Viral sore throat', icd10: 'J02.9' });
    expect(facts.differential[1]?.name).toBe('Flu (influenza)');
  });

  it('keeps only a well-formed certificate request', () => {
    const good = { purpose: 'university', fromDate: '2025-05-12', toDate: '2025-05-13', nameCondition: true };
    expect(certificateRequestOf(good)).toEqual(good);
    expect(certificateRequestOf({ ...good, purpose: 'holiday' })).toBeNull();
    expect(certificateRequestOf({ ...good, toDate: '2025-05-11' })).toBeNull();
    expect(certificateRequestOf({ ...good, fromDate: '2025-02-30' })).toBeNull();
    expect(certificateRequestOf('work')).toBeNull();
    expect(certificateRequestOf({ ...good, nameCondition: 'yes' })?.nameCondition).toBe(false);
  });
});

describe('management markdown', () => {
  it('has the seven sections in order, each with content', () => {
    const md = markdownFor(row());
    expect(sectionsOf(md)).toEqual([...MANAGEMENT_SECTIONS]);
    for (const name of MANAGEMENT_SECTIONS)
      expect(
        section(md, name)
          .split('\n')
          .filter((l) => l.trim()).length,
        name,
      ).toBeGreaterThan(1);
  });

  it('summarises the patient and the consultation, and ranks the differential', () => {
    const md = markdownFor(row());
    const summary = section(md, 'Clinical Summary');
    expect(summary).toContain('Alex Citizen, 35 years, DOB 14/03/1990');
    expect(summary).toContain('**Medicare:** 2123456701 (ref 1)');
    expect(summary).toContain('**Working diagnosis:** Viral pharyngitis (J02.9)');
    expect(summary).toContain('Sore throat for 3 days');
    const lines = markdownFor(row({ summaryText: 'Presenting complaint: sore throat\nPositives: fever\n\nNo photos' }));
    expect(lines).toContain('Presenting complaint: sore throat  \nPositives: fever\n\nNo photos');
    expect(section(md, 'Differential Diagnoses')).toMatch(
      /1\. \*\*Viral pharyngitis\*\* \(J02\.9\): working diagnosis, 62%\n2\. Influenza \(J11\.1\): 18%/,
    );
  });

  it('says each thing once: the header has the patient and the triage, the summary the findings, the differential its own section', () => {
    const summaryText = [
      '**Presenting complaint:** "sore throat since Friday" (35-year-old woman)',
      '**History:** nothing relevant reported',
      '**Positives:** fever; sore throat',
      '**Pertinent negatives:** denies cough',
      '**Red flags screened:** stridor: no',
      '**Disposition:** To see a doctor within a few days',
      '**Differential (AI estimate):**',
      '1. Viral pharyngitis (J02.9), 58%: Viral sore throat',
      '2. URTI (J06.9), 21%: Common cold (upper respiratory tract infection)',
    ].join('\n');
    const summary = section(markdownFor(row({ summaryText, urgent: true })), 'Clinical Summary');
    expect(summary.match(/Patient:/g)).toHaveLength(1);
    expect(summary).not.toMatch(/Triage/i);
    expect(summary).toContain('**Flagged urgent** for the doctor');
    expect(summary.match(/Disposition/g)).toHaveLength(1);
    expect(summary).not.toMatch(/Differential|URTI|58%/);
    expect(summary).toContain('**Red flags screened:** stridor: no');

    // An older summary with its own patient and triage lines: not repeated under the header, red flags kept.
    const older = [
      'Presenting complaint: "chest pain"',
      'Patient: Alex Citizen, 35 y, female',
      'Triage: ROUTINE (red flags: chest pain at rest)',
      'Differential (AI estimate):',
      '1. Stable angina (I20.9), 40%',
    ].join('\n');
    const old = section(markdownFor(row({ summaryText: older })), 'Clinical Summary');
    expect(old.match(/Patient:/g)).toHaveLength(1);
    expect(old.match(/Triage:/g)).toHaveLength(1);
    expect(old).toContain('**Triage:** Routine');
    expect(old).toContain('**Red flags:** chest pain at rest');
    expect(old).not.toContain('ROUTINE');
  });

  it('lists tests for when it does not settle, medicines with doses, and a serious differential to exclude', () => {
    const md = markdownFor(row());
    const investigations = section(md, 'Investigations');
    expect(investigations).toContain(
      'Throat swab for microscopy, culture and sensitivity: if not settling after 7 days',
    );
    expect(investigations).toContain('Full blood count (FBC)');
    expect(investigations).toContain('C-reactive protein (CRP)');
    // Influenza (18%) is serious enough to test for; pneumonia's first tests are already listed.
    expect(investigations).toContain(
      'Respiratory viral PCR swab (influenza A/B, SARS-CoV-2, RSV), for possible Influenza: to confirm influenza',
    );
    expect(investigations).toContain('Chest X-ray, for possible Influenza: if short of breath');
    const meds = section(md, 'Pharmacological Management');
    expect(meds).toContain('**Paracetamol**: 1 g oral, every 4 to 6 hours when required (maximum 4 g in 24 hours)');
    expect(meds).toContain('**Phenoxymethylpenicillin** _(alternative)_: 500 mg oral, 12-hourly; 10 days');
    expect(meds).toContain('Needs more information: Only if group A streptococcus is likely');
    expect(section(md, 'Non-Pharmacological Management')).toContain('warm salt-water gargles');
    expect(section(md, 'Referrals')).toContain('General practitioner (in person) (routine)');
  });

  it('proposes no certificate when none was asked for, and keeps the usual one ready for the doctor to add', () => {
    const plan = buildManagementPlan(clinicalFactsOf(row(), NOW));
    expect(plan.items.filter((i) => i.category === 'certificates')).toEqual([]);
    expect(section(managementMarkdown(plan), 'Medical Certificates')).toContain(
      'The patient did not ask for a medical certificate in the chat. If one is needed, add it from Clinical Management.',
    );
    expect(plan.certificate).toMatchObject({
      purpose: 'work',
      fromDate: '2025-05-12',
      toDate: '2025-05-13',
      days: 2,
      requested: false,
    });
  });

  it('proposes none to an emergency patient who was never asked', () => {
    const plan = buildManagementPlan(clinicalFactsOf(row({ triage: 'emergency', urgent: true }), NOW));
    expect(plan.items.some((i) => i.category === 'certificates')).toBe(false);
  });

  it("honours the patient's request: purpose, dates and naming the condition", () => {
    const request = { purpose: 'carer', fromDate: '2025-05-11', toDate: '2025-05-15', nameCondition: true };
    const plan = buildManagementPlan(clinicalFactsOf(row({ certificateRequest: request }), NOW));
    expect(plan.certificate).toMatchObject({
      purpose: 'carer',
      fromDate: '2025-05-11',
      toDate: '2025-05-15',
      days: 5,
      condition: 'Viral pharyngitis',
      requested: true,
    });
    const certificates = section(managementMarkdown(plan), 'Medical Certificates');
    expect(certificates).toContain(
      "**Carer's certificate:** unfit for their usual activities and requires the care of a family or household member from 11 May 2025 to 15 May 2025 inclusive (5 days), naming the condition (Viral pharyngitis).",
    );
    expect(certificates).toContain('5 days is longer than the usual 2');
    expect(certificates).toContain('Starts 1 day(s) before today');
    const item = plan.items.find((i) => i.category === 'certificates');
    expect(item).toMatchObject({ subtype: 'carer' });
    expect(item?.text).toContain('condition named: Viral pharyngitis');
  });

  it('never names the condition unless the patient agreed', () => {
    const request = { purpose: 'school', fromDate: '2025-05-12', toDate: '2025-05-12', nameCondition: false };
    const plan = buildManagementPlan(clinicalFactsOf(row({ certificateRequest: request }), NOW));
    expect(plan.certificate.condition).toBeNull();
    expect(plan.items.find((i) => i.category === 'certificates')?.text).toContain('condition not named');
  });

  it('puts the emergency department first for an emergency condition and says so', () => {
    const md = markdownFor(
      row({
        diagnosisName: 'Pulmonary embolism',
        diagnosisCode: 'I26',
        triage: 'emergency',
        urgent: true,
        summaryText: 'Sudden breathlessness.',
      }),
    );
    expect(section(md, 'Clinical Summary')).toContain('> **Emergency:**');
    expect(section(md, 'Referrals').split('\n')[2]).toContain(
      'Emergency department (now): suspected pulmonary embolism',
    );
    expect(section(md, 'Pharmacological Management')).toContain('No medicine to start by telehealth');
  });

  it('offers the emergency department when triage says emergency, whatever the diagnosis', () => {
    const plan = buildManagementPlan(clinicalFactsOf(row({ triage: 'emergency' }), NOW));
    expect(plan.items.find((i) => i.category === 'referrals')).toMatchObject({ subtype: 'emergency' });
  });

  it('falls back to general care for a diagnosis the knowledge base lacks, and flags ages', () => {
    const md = markdownFor(
      row({ diagnosisName: 'Gastroenteritis', diagnosisCode: 'A09', summaryText: null, dateOfBirth: '01/01/2015' }),
    );
    expect(sectionsOf(md)).toEqual([...MANAGEMENT_SECTIONS]);
    expect(section(md, 'Clinical Summary')).toContain('No condition-specific plan');
    expect(section(md, 'Differential Diagnoses')).toContain('**Gastroenteritis** (A09)');
    expect(section(md, 'Pharmacological Management')).toContain('The patient is 10: doses shown are adult doses');
    const child = buildManagementPlan(
      clinicalFactsOf(row({ diagnosisName: 'Gastroenteritis', dateOfBirth: '01/01/2015' }), NOW),
    );
    expect(child.certificate.purpose).toBe('school');
  });

  it('copes with a conversation that has nothing yet', () => {
    const md = markdownFor(
      row({
        diagnosisName: null,
        diagnosisCode: null,
        summaryText: null,
        fullName: null,
        dateOfBirth: null,
        medicareNumber: null,
        triage: null,
      }),
    );
    expect(sectionsOf(md)).toEqual([...MANAGEMENT_SECTIONS]);
    expect(md).toContain('Name not recorded');
    expect(md).toContain('No differential recorded');
    expect(md).toContain('Age not recorded');
  });

  it('keeps patient-typed text from becoming markup', () => {
    const md = markdownFor(row({ fullName: 'Eve [click](javascript:alert(1)) **Bold**' }));
    expect(md).not.toContain('[click](javascript');
    expect(md).toContain('Eve \\[click\\]\\(javascript:alert\\(1\\)\\) \\*\\*Bold\\*\\*');
  });

  it.each([...MANAGEMENT.keys()])('builds a complete plan and items for %s', (id) => {
    const name = loadKnowledgeBase().pathologies.find((p) => p.id === id)!.name;
    const plan = buildManagementPlan(
      clinicalFactsOf(row({ diagnosisName: name, diagnosisCode: null, summaryText: null }), NOW),
    );
    expect(plan.specific).toBe(true);
    expect(sectionsOf(managementMarkdown(plan))).toEqual([...MANAGEMENT_SECTIONS]);
    const categories = new Set(plan.items.map((i) => i.category));
    for (const c of ['diagnoses', 'referrals', 'advice'] as const) expect(categories.has(c), c).toBe(true);
    expect(categories.has('certificates'), 'certificates only when asked for').toBe(false);
    for (const item of plan.items.filter((i) => i.category === 'medications'))
      expect(item.subtype === null || item.subtype === 'alternative').toBe(true);
    for (const item of plan.items.filter((i) => i.category === 'investigations'))
      expect(['pathology', 'imaging', 'other']).toContain(item.subtype);
  });
});
