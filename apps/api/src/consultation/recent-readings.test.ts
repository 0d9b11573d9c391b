import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '@telehealth/diagnosis';
import type { Observation } from '@telehealth/diagnosis';
import { RecentReadings, SHARED_READINGS, SHARED_UP_TO } from './recent-readings.js';
import { understandWords } from './understanding.js';

const kb = loadKnowledgeBase();
const question = (evidence: string) => {
  const q = kb.question(evidence);
  if (!q) throw new Error(`no question for ${evidence}`);
  return q;
};

describe('readings kept of the patient’s words', () => {
  it('answer what reading the words afresh answers, whatever was read before', () => {
    const fever = question('E_91');
    const pain = question('E_56');
    const cases: [string, Parameters<typeof understandWords>[2], Parameters<typeof understandWords>[3]][] = [
      ['No', fever, { age: 34, sex: 'F' }],
      ['No', null, { age: 34, sex: 'F' }],
      ['No', fever, undefined],
      ['About a 3', pain, { age: 34, sex: 'F' }],
      ['About a 3', null, {}],
      ["I'm breastfeeding", null, { age: 34, sex: 'F' }],
      ["I'm breastfeeding", null, { age: 70, sex: 'M' }],
      ['My temperature was 39.5 this morning and my throat is really sore', null, { age: 4 }],
      ['My temperature was 39.5 this morning and my throat is really sore', null, { age: 40 }],
      ['I want to kill myself', null, {}],
    ];
    // Twice over, in an order that puts every context of the same words next to each other.
    for (const [text, q, patient] of [...cases, ...cases.reverse()]) {
      const fresh = understand(kb, text, {
        ...(q ? { question: { evidence: q.evidence, type: q.type } } : {}),
        ...(patient ? { patient } : {}),
      });
      expect(understandWords(kb, text, q, patient), `${text} ${q?.evidence ?? ''} ${JSON.stringify(patient)}`).toEqual(
        fresh,
      );
    }
  });

  it('read the same words in the same context once, and tell the contexts apart', () => {
    const recent = new RecentReadings();
    let reads = 0;
    const reader = (value: boolean) => () => {
      reads++;
      return [{ evidence: 'E_91', value }];
    };
    expect(recent.read('No', { patient: { age: 34, sex: 'F' } }, reader(false))).toEqual([
      { evidence: 'E_91', value: false },
    ]);
    expect(recent.read('No', { patient: { age: 34, sex: 'F' } }, reader(true))[0]!.value).toBe(false);
    expect(reads).toBe(1);
    // Another question, another patient, no patient at all, other words: each read anew.
    recent.read('No', { question: { evidence: 'E_91', type: 'B' }, patient: { age: 34, sex: 'F' } }, reader(true));
    recent.read('No', { patient: { age: 35, sex: 'F' } }, reader(true));
    recent.read('No', { patient: { age: 34, sex: 'M' } }, reader(true));
    recent.read('No', {}, reader(true));
    recent.read('No', { patient: {} }, reader(true));
    recent.read('no', { patient: { age: 34, sex: 'F' } }, reader(true));
    expect(reads).toBe(7);
  });

  it('hand out copies: a caller that changes its answers changes no later reading', () => {
    const recent = new RecentReadings();
    const where = (): Observation[] => [{ evidence: 'E_55', value: ['V_148'] }];
    const first = recent.read('my throat', {}, where);
    (first[0]!.value as string[]).push('V_89');
    first.push({ evidence: 'E_91', value: true });
    expect(recent.read('my throat', {}, where)).toEqual([{ evidence: 'E_55', value: ['V_148'] }]);
  });

  it('keep a bounded number of short replies, and only the last of the longer words', () => {
    const recent = new RecentReadings();
    let reads = 0;
    const reader = () => {
      reads++;
      return [];
    };
    for (let i = 0; i < SHARED_READINGS + 50; i++) recent.read(`reply ${i}`, {}, reader);
    expect(recent.sharedCount).toBe(SHARED_READINGS);
    // The oldest went first; the newest is still kept.
    recent.read('reply 0', {}, reader);
    recent.read(`reply ${SHARED_READINGS + 49}`, {}, reader);
    expect(reads).toBe(SHARED_READINGS + 51);

    const long = (n: number) => `${'a sore throat and a runny nose '.repeat(2)}${n}`;
    expect(long(1).length).toBeGreaterThan(SHARED_UP_TO);
    reads = 0;
    recent.read(long(1), {}, reader);
    recent.read(long(1), {}, reader);
    recent.read(long(2), {}, reader);
    recent.read(long(1), {}, reader);
    expect(reads).toBe(3);
    expect(recent.sharedCount).toBe(SHARED_READINGS);
  });
});
