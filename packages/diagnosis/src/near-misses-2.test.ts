import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from './index.js';
import { consultFromWords, readingOf } from './test-support.js';

/**
 * More near misses, each from a textbook picture in a patient's words, driven through the interview with "no" to
 * whatever the words do not say: a hot joint that is infected or crystal, the fish that flushes, and a crushing chest
 * pain whose every other answer is "no".
 */
const kb = loadKnowledgeBase();

const consult = (words: string, age: number, sex: 'F' | 'M', more: string[] = []) =>
  consultFromWords(kb, words, age, sex, more);
const read = (words: string) => readingOf(kb, words);
const scaleReply = (reply: string, evidence: string) =>
  understand(kb, reply, { question: { evidence, type: 'C' } }).find((o) => o.evidence === evidence)?.value;

describe('a hot, swollen knee: infected or crystal', () => {
  it('an artificial knee gone hot with a fever is a joint infection, to the emergency department (eTG; NICE CKS)', () => {
    const { top, disposition } = consult(
      'my right knee is hot, swollen and very painful and I can not bend it, I have had a fever since yesterday',
      68,
      'M',
      ['I have a knee replacement'],
    );
    expect(top[0]).toBe('septic_arthritis');
    expect(disposition).toBe('emergency');
  });

  it('pseudogout before, in an older woman without a fever, stays pseudogout and is not sent to 000', () => {
    const { top, disposition } = consult(
      'my knee has swollen up, it is hot and red and really painful, I had pseudogout in it before',
      74,
      'F',
      ['no fever'],
    );
    expect(top[0]).toBe('pseudogout');
    expect(disposition).not.toBe('emergency');
  });

  it('a knee replacement is an artificial joint, recent surgery only when told as recent', () => {
    expect(read('I have a knee replacement').get('replaced_joint')).toBe(true);
    expect(read('I have a knee replacement').get('E_196')).toBeUndefined();
    expect(read('I had my hip replaced years ago').get('replaced_joint')).toBe(true);
    expect(read('my hip was replaced years ago').get('replaced_joint')).toBe(true);
    expect(read('I had a knee replacement two weeks ago').get('E_196')).toBe(true);
    expect(read('I have had pseudogout before').get('pseudogout_history')).toBe(true);
    expect(read('I can not bend my knee').get('E_216')).toBe(true);
    expect(read('I can not move my arm').get('E_216')).toBeUndefined();
  });
});

describe('scombroid: flushing after fish', () => {
  it('eating tuna is the fish, not a pain that meals bring on', () => {
    const said = read('about 20 minutes after eating tuna my face went red');
    expect(said.get('E_187')).toBe(true);
    expect(said.get('E_215')).toBeUndefined();
    expect(read('I get heartburn after eating').get('E_215')).toBe(true);
    expect(read('my face and neck went bright red').get('E_92')).toBe(true);
  });

  it('flushing, a throbbing headache and a peppery taste after tuna is scombroid (Rosen)', () => {
    const { top, disposition } = consult(
      'about 20 minutes after eating tuna my face went red and flushed, I have a throbbing headache and the fish tasted peppery',
      35,
      'M',
    );
    expect(top[0]).toBe('scombroid');
    expect(disposition).not.toBe('emergency');
  });
});

describe('a crushing chest pain answered "no" to everything else', () => {
  it('a bare "no" to how bad, how sudden or how precise a pain is gives no rating', () => {
    expect(scaleReply('no', 'E_56')).toBeUndefined();
    expect(scaleReply('nope', 'E_59')).toBeUndefined();
    expect(scaleReply('no pain at all', 'E_56')).toBe(0);
    expect(scaleReply('none', 'E_56')).toBe(0);
    expect(scaleReply('no', 'E_136')).toBe(0); // "how itchy": no is not itchy
  });

  it('stays heart pain and 000, not shingles, a chest infection or fluid on the lungs', () => {
    const { top, disposition } = consult('I have crushing chest pain', 55, 'M');
    expect(['stable_angina', 'unstable_angina', 'acute_coronary_syndrome']).toContain(top[0]);
    expect(top).not.toContain('shingles');
    expect(top).not.toContain('acute_pulmonary_oedema');
    expect(disposition).toBe('emergency');
  });
});

describe('a patient correcting themselves: the later statement wins', () => {
  it('a duration restated', () => {
    expect(read('I have had a cough for 3 days, sorry I meant 3 weeks not 3 days').get('duration')).toBe('weeks');
    expect(read('it started 2 days ago, no wait, 2 weeks ago').get('duration')).toBe('weeks');
  });

  it('a side restated, and a yes taken back', () => {
    const side = read("pain in my right side, actually no, it's my left side");
    expect(side.get('E_53')).toBe(true);
    expect(side.get('E_55')).toEqual(read('pain in my left side').get('E_55'));
    expect(read('I have had a fever, actually no I have not had a fever').get('E_91')).toBe(false);
  });

  it('"I mean" alone only insists, and takes nothing back', () => {
    expect(read('I mean it really hurts in my chest').get('E_53')).toBe(true);
    expect(read('I have a fever, I mean a really high one').get('E_91')).toBe(true);
  });
});

describe('milia: white pinpoint spots on a well newborn nose', () => {
  it('are milk spots, not impetigo, and need nothing but time (RCH Melbourne; DermNet)', () => {
    const { top, disposition } = consult(
      'my 1 week old baby has tiny white spots on her nose, she is feeding well and happy',
      0,
      'F',
    );
    expect(top[0]).toBe('milia');
    expect(disposition).toBe('self-care');
  });

  it('honey-coloured crusts stay impetigo', () => {
    const { top } = consult('my daughter has crusty honey coloured sores around her nose', 3, 'F');
    expect(top[0]).toBe('impetigo');
  });
});
