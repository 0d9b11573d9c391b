import { describe, expect, it } from 'vitest';
import { createInterview, loadKnowledgeBase } from './index.js';
import { answerFor, typicalPatient } from './test-support.js';

const kb = loadKnowledgeBase();

function interviewed(name: string) {
  const patient = typicalPatient(kb, name);
  const interview = createInterview(kb, { age: patient.age, sex: patient.sex });
  interview.observe(patient.initial, true);
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) interview.observe(q.evidence, answerFor(kb, patient, q));
  return interview;
}

describe('triage', () => {
  it('never leaves a typical severe (severity 1–2) case routine', () => {
    for (const p of kb.pathologies.filter((x) => x.severity <= 2)) {
      expect(interviewed(p.name).triage(), p.name).not.toBe('routine');
    }
  });

  it('calls the most severe (severity 1) cases an emergency', () => {
    for (const name of ['Anaphylaxis', 'Possible NSTEMI / STEMI', 'Acute pulmonary edema']) {
      expect(interviewed(name).triage(), name).toBe('emergency');
    }
  });

  it('keeps typical mild cases routine', () => {
    for (const name of ['URTI', 'Chronic rhinosinusitis', 'Allergic sinusitis', 'Acute otitis media', 'Viral pharyngitis']) {
      expect(interviewed(name).triage(), name).toBe('routine');
    }
  });

  it('makes any danger sign at least urgent', () => {
    const interview = createInterview(kb, { age: 30, sex: 'F' });
    interview.observe('E_181', true);
    interview.observe('E_97', true);
    const before = interview.triage();
    interview.observe('E_45', true); // coughing up blood
    expect(before).toBe('routine');
    expect(interview.triage()).not.toBe('routine');
  });

  it('escalates chest pain at rest in an older man to an emergency', () => {
    const interview = createInterview(kb, { age: 65, sex: 'M' });
    interview.observe('E_53', true);
    interview.observe('E_14', true);
    interview.observe('E_55', ['V_101', 'V_29']);
    interview.observe('E_54', ['V_183']);
    expect(interview.triage()).toBe('emergency');
  });
});
