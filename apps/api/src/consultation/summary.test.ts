import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, type Observation } from '@telehealth/diagnosis';
import { clinicalFacts, personWords, writeSummary } from './summary.js';
import { welcomedState, type ConsultationState } from './state.js';

const kb = loadKnowledgeBase();

function state(observations: Observation[], overrides: Partial<ConsultationState> = {}): ConsultationState {
  return {
    ...welcomedState(),
    stage: 'waiting',
    complaint: 'Sore throat and a cough',
    age: 34,
    sex: 'F',
    observations,
    ...overrides,
  };
}

const differential = [
  { pathology: 'URTI', icd10: 'J06.9', probability: 0.62 },
  { pathology: 'Bronchitis', icd10: 'J20.9', probability: 0.2 },
];

const answers: Observation[] = [
  { evidence: 'E_97', value: true },
  { evidence: 'E_201', value: true },
  { evidence: 'E_53', value: true },
  { evidence: 'E_55', value: ['V_33'] },
  { evidence: 'E_56', value: 4 },
  { evidence: 'E_41', value: true },
  { evidence: 'E_91', value: false },
  { evidence: 'E_212', value: false },
  { evidence: 'E_66', value: false },
  { evidence: 'E_194', value: false },
  { evidence: 'E_14', value: true },
];

const summaryOf = (s: ConsultationState, disposition: 'emergency' | 'urgent' | 'days' | 'self-care' = 'self-care') =>
  writeSummary(
    clinicalFacts(kb, s, differential, disposition === 'emergency' ? 'emergency' : 'routine', disposition),
    kb,
  );

describe("the clinician's summary", () => {
  it('has one labelled line per heading, in the order a clinician reads them', () => {
    const lines = summaryOf(state(answers)).split('\n');
    expect(lines.map((l) => /^\*\*([^*]+):\*\*/.exec(l)?.[1] ?? l.slice(0, 3))).toEqual([
      'Presenting complaint',
      'History',
      'Positives',
      'Pertinent negatives',
      'Red flags screened',
      'Disposition',
      'Differential (AI estimate)',
      '1. ',
      '2. ',
    ]);
  });

  it('says each finding once: details inside their finding, danger signs only with their answers, history apart', () => {
    const text = summaryOf(state(answers), 'emergency');
    expect(text).toContain('**Presenting complaint:** "Sore throat and a cough" (34-year-old woman)');
    expect(text).toContain('**History:** reports contact with someone with similar symptoms (2 weeks)');
    expect(text).toContain(
      "**Positives:** sore throat; cough; pain (location: Adam's apple (front of the throat); intensity 4/10)",
    );
    expect(text).toContain('**Pertinent negatives:** denies fever; voice change or hoarseness');
    expect(text).toContain(
      '**Red flags screened:** **chest pain at rest: YES**; significant shortness of breath: no; stridor: no',
    );
    expect(text).toContain('**Disposition:** Emergency: call 000 now');
    expect(text).toContain('1. URTI (J06.9), 62%: Common cold');
    // Nothing twice, and no patient identity or triage line to repeat what the conversation shows.
    expect(text.match(/stridor/g)).toHaveLength(1);
    expect(text.match(/location:/g)).toHaveLength(1);
    expect(text.match(/intensity/g)).toHaveLength(1);
    expect(text).not.toMatch(/Patient:|Triage:|ROUTINE|EMERGENCY/);
  });

  it('says a denial covers every history item it lists, so none reads as reported', () => {
    const denied = ['E_69', 'E_123', 'E_48'].map((evidence) => ({ evidence, value: false }));
    const text = summaryOf(state([...answers, ...denied]));
    const line = text.split('\n').find((l) => l.startsWith('**History:**'))!;
    expect(line).toMatch(/denies each of: [^;]+; [^;]+/);
  });

  it("quotes the patient's words on one line, as text and never as markup", () => {
    const text = summaryOf(
      state(answers, { complaint: 'Sore throat\n**Disposition:** self-care ![x](/api/users/device/1) <b>hi</b>' }),
    );
    const first = text.split('\n')[0]!;
    expect(first).toBe(
      '**Presenting complaint:** "Sore throat \\*\\*Disposition:\\*\\* self-care \\!\\[x\\]\\(/api/users/device/1\\) \\<b\\>hi\\</b\\>" (34-year-old woman)',
    );
    expect(text.match(/^\*\*Disposition:\*\*/gm)).toHaveLength(1);
    expect(summaryOf(state(answers, { complaint: 'x'.repeat(1000) })).split('\n')[0]!.length).toBeLessThan(360);
  });

  it('says when nothing was found, asked or described', () => {
    const text = summaryOf(
      state([{ evidence: 'E_97', value: true }], { complaint: null, age: null, sex: null, unknown: ['E_66', 'E_201'] }),
      'days',
    );
    expect(text).toContain('**Presenting complaint:** not described (age and sex not given)');
    expect(text).toContain('**History:** nothing relevant reported');
    expect(text).toContain('**Pertinent negatives:** none recorded');
    expect(text).toContain('**Unsure or not answered:** cough');
    expect(text).toContain('**Red flags screened:** significant shortness of breath: not sure');
    expect(text).toContain('**Disposition:** To see a doctor within a few days');
  });

  it('describes the patient in clinical words', () => {
    expect(personWords(34, 'F')).toBe('34-year-old woman');
    expect(personWords(8, 'M')).toBe('8-year-old boy');
    expect(personWords(1.5, 'F')).toBe('18-month-old girl');
    expect(personWords(40, null)).toBe('40-year-old patient, sex not given');
    expect(personWords(null, 'M')).toBe('man, age not given');
  });
});
