import { describe, expect, it } from 'vitest';
import { createInterview, loadKnowledgeBase, understand } from './index.js';
import { interviewed } from './test-support.js';
import { tablesOf } from './knowledge-base.js';
import { dispositionFor } from './triage.js';
import { interviewVignette } from './bench/vignette-patient.js';
import { CLINICAL_VIGNETTES } from './vignettes/clinical/index.js';

const kb = loadKnowledgeBase();
const order = ['self-care', 'days', 'urgent', 'emergency'];

describe('disposition and triage', () => {
  it('never leaves the textbook patient of an emergency condition below urgent', () => {
    for (const p of kb.pathologies.filter((x) => x.urgency === 'emergency')) {
      expect(order.indexOf(interviewed(kb, p.id).disposition()), p.id).toBeGreaterThanOrEqual(order.indexOf('urgent'));
    }
  });

  it('calls typical textbook emergencies an emergency', () => {
    for (const id of ['anaphylaxis', 'acute_coronary_syndrome', 'acute_pulmonary_oedema']) {
      expect(interviewed(kb, id).triage(), id).toBe('emergency');
    }
  });

  it('keeps typical mild cases out of the emergency department', () => {
    for (const id of ['urti', 'allergic_rhinitis', 'viral_pharyngitis', 'cystitis']) {
      expect(['self-care', 'days'], id).toContain(interviewed(kb, id).disposition());
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

  it('does not play down an emergency danger sign that nothing it knows explains', () => {
    const tables = tablesOf(kb);
    const posterior = new Float64Array(tables.nPathologies + 1);
    posterior[tables.unexplained] = 0.8;
    posterior[kb.pathologies.findIndex((p) => p.id === 'urti')] = 0.2;
    expect(dispositionFor(tables, posterior, ['emergency'])).toBe('emergency');
    expect(dispositionFor(tables, posterior, ['urgent'])).toBe('urgent');
    expect(dispositionFor(tables, posterior, [])).toBe('days');
  });

  it('sees an unwell patient today when nothing it knows explains the illness', () => {
    const tables = tablesOf(kb);
    const posterior = new Float64Array(tables.nPathologies + 1);
    posterior[tables.unexplained] = 0.8;
    posterior[kb.pathologies.findIndex((p) => p.id === 'urti')] = 0.2;
    expect(dispositionFor(tables, posterior, [], false, true)).toBe('urgent');
    // A well-explained cold with the same signs is not made urgent by them.
    posterior[tables.unexplained] = 0.01;
    posterior[kb.pathologies.findIndex((p) => p.id === 'urti')] = 0.99;
    expect(dispositionFor(tables, posterior, [], false, true)).not.toBe('urgent');
  });

  it('reads fever with a racing heart, in an illness it cannot name, as a same-day matter', () => {
    const interview = createInterview(kb, { age: 34, sex: 'F' });
    for (const code of ['E_91', 'E_155', 'E_50', 'E_193']) interview.observe(code, true);
    expect(interview.unexplained()).toBeGreaterThan(0.3);
    expect(interview.disposition()).toBe('urgent');
  });

  it('sends a fever with pain under the right ribs and vomiting to 000 when it cannot name the cause', () => {
    // Cholecystitis with pain like it before: torn between colic and cholecystitis, mostly "not explained"; the fever
    // with the right upper pain and vomiting is the inflamed gallbladder's all the same (Tokyo Guidelines 2018).
    const v = CLINICAL_VIGNETTES.find((x) => x.id === 'clinical-gut-acute-cholecystitis-1')!;
    const outcome = interviewVignette(kb, v);
    expect(outcome.disposition).toBe('emergency');
    // The same without the fever is no same-day matter on that ground.
    const afebrile = {
      ...v,
      says: v.says.replace(' and fever', '').replace('T 38.4 °C, ', ''),
      facts: v.facts.filter((f) => !/fever/.test(f)),
    };
    expect(interviewVignette(kb, afebrile).disposition).toBe('days');
  });

  it('hears a tearing pain as a danger sign in the chest, not in a sore throat', () => {
    const throat = createInterview(kb, { age: 34, sex: 'F' });
    for (const o of understand(kb, 'I have had a sore throat and a mild fever for three days'))
      throat.observe(o.evidence, o.value);
    throat.observe('tearing_pain_to_back', true);
    expect(throat.complaint()).toBe('sore-throat');
    expect(throat.disposition()).not.toBe('emergency');
    const chest = createInterview(kb, { age: 64, sex: 'M' });
    for (const o of understand(kb, 'I have a sudden severe pain in my chest')) chest.observe(o.evidence, o.value);
    chest.observe('tearing_pain_to_back', true);
    expect(chest.disposition()).toBe('emergency');
  });

  it('calls coughing blood with breathlessness an emergency when it is new, not in a months-long illness', () => {
    const interview = (words: string) => {
      const it = createInterview(kb, { age: 60, sex: 'M' });
      for (const o of understand(kb, words)) it.observe(o.evidence, o.value);
      return it.disposition();
    };
    expect(interview('Sudden shortness of breath and coughing up blood since this morning')).toBe('emergency');
    expect(
      interview(
        'I have bronchiectasis, for months I have been coughing up blood streaked phlegm and I am short of breath',
      ),
    ).not.toBe('emergency');
  });
});
