import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index.js';
import { consultFromWords, readingOf } from './test-support.js';

/**
 * Near misses of emergencies told in a patient's words, driven through the interview with "no" to whatever the words
 * do not say: a thyroid storm, a rising paralysis, a squared-off shoulder, a large burn and a limb tight in plaster.
 */
const kb = loadKnowledgeBase();

const consult = (words: string, age: number, sex: 'F' | 'M', more: string[] = []) =>
  consultFromWords(kb, words, age, sex, more);
const read = (words: string) => readingOf(kb, words);

describe('emergencies that ended urgent', () => {
  it('known Graves disease with a high fever, a racing heart, vomiting and agitation is a thyroid storm, for 000 (OHCM)', () => {
    const { top, disposition } = consult(
      'I have Graves disease and ran out of my tablets. Now I have a high fever, my heart is racing, I keep vomiting and I am really agitated',
      41,
      'F',
    );
    expect(top[0]).toBe('thyroid_storm');
    expect(disposition).toBe('emergency');
  });

  it('tingly feet and legs going weak over days after gastro, stairs now hard, is Guillain-Barré, for 000 (OHCM)', () => {
    const { top, disposition } = consult(
      'I had gastro two weeks ago. For three days my feet have been tingly and my legs are weak, and now I struggle to climb stairs',
      29,
      'M',
    );
    expect(top[0]).toBe('guillain_barre');
    expect(disposition).toBe('emergency');
  });

  it('a shoulder that looks squared off after a fall is a dislocation even with no pain word (Rosen)', () => {
    const { top, disposition } = consult('I came off my bike and now my shoulder looks squared off', 19, 'M');
    expect(top[0]).toBe('shoulder_dislocation');
    expect(disposition).toBe('emergency');
  });

  it('large areas of the chest and both arms burned is a major burn, for 000 (ANZBA EMSB)', () => {
    const { top, disposition } = consult(
      'I got burned when the barbecue flared up, large areas of my chest and both arms are blistered',
      45,
      'M',
    );
    expect(top[0]).toBe('major_burn');
    expect(disposition).toBe('emergency');
  });

  it('pain getting worse despite strong painkillers in a fresh plaster is compartment syndrome, named first (OHCM)', () => {
    const { top, disposition } = consult(
      'My broken forearm was put in plaster this morning. Now the pain is getting worse despite strong painkillers and my fingers are tingling',
      30,
      'F',
    );
    expect(top[0]).toBe('compartment_syndrome');
    expect(disposition).toBe('emergency');
  });

  it('reads the words of these emergencies', () => {
    expect(read('my shoulder looks squared off').get('E_53')).toBe(true);
    expect(read('large areas of his chest and both arms are blistered and white').get('extensive_burn')).toBe(true);
    expect(read('large areas of his chest and both arms are blistered and white').get('serious_burn')).toBe(true);
    expect(read('both my arms are burned').get('extensive_burn')).toBe(true);
    expect(read('a small burn on my finger').get('extensive_burn')).toBeUndefined();
    // A particular is its general: numb feet are numbness, weak legs a weak limb.
    expect(read('my feet are tingly').get('E_177')).toBe(true);
    expect(read('my legs are weak').get('E_176')).toBe(true);
    // An earlier illness or stopped tablets dated with "ago" are not how long the complaint has lasted.
    expect(read('I had gastro two weeks ago and my legs are weak').get('duration')).toBeUndefined();
    expect(read('I stopped my thyroid tablets a month ago').get('duration')).toBeUndefined();
    expect(read('I have had a cough for two weeks').get('duration')).toBe('weeks');
  });
});

describe('wrong leaders', () => {
  it('a swollen, tight calf after a long drive, no injury, is a DVT, seen today and not sent to 000 (Wells; NICE CKS)', () => {
    const { top, disposition } = consult(
      'right calf swollen and tight since a 9 hr drive to sydney on the weekend, hurts to walk, thought i strained a muscle but i did nothing to it',
      52,
      'F',
    );
    expect(top[0]).toBe('dvt');
    expect(disposition).toBe('urgent');
  });

  it('chest tightness walking up a hill that goes in minutes at rest, for weeks, is stable angina, not 000 (Heart Foundation)', () => {
    const { top, disposition } = consult(
      'I get a heavy feeling in my chest walking up the stairs at the station, it goes away in a few minutes when I stop, been going on for a few weeks',
      63,
      'M',
    );
    expect(top[0]).toBe('stable_angina');
    expect(disposition).toBe('urgent');
  });

  it('reads the words that set them apart', () => {
    expect(read('thought i pulled a muscle but did nothing to it').get('recent_injury')).toBeUndefined();
    expect(read('I pulled a muscle at the gym').get('recent_injury')).toBe(true);
    expect(read('left calf swollen and tight').get('calf_tender_swollen')).toBe(true);
    expect(read('left calf swollen and tight').get('E_151')).toBe(true);
    expect(read('after a 10 hr drive').get('long_journey')).toBe(true);
    expect(read('after a 10 hr drive').get('duration')).toBeUndefined();
    // A swollen, tight calf alone is not a compartment syndrome's tense limb; after a crush it is.
    expect(read('my calf is swollen and tight').get('tight_limb_severe_pain')).toBeUndefined();
    expect(read('my leg got crushed and it is swollen and tight').get('tight_limb_severe_pain')).toBe(true);
    // How long an attack lasts is not how long the complaint has gone on.
    expect(read('it goes away in a couple of mins when i stop').get('duration')).toBeUndefined();
    expect(read('a tight feeling across my chest walking up the hill').get('chest_pain_exertion')).toBe(true);
  });
});

describe('the reader', () => {
  it('a pain denied in one place is not a denial of all pain', () => {
    expect(read('no headache').get('E_53')).toBeUndefined();
    expect(read('no chest pain').get('E_53')).toBeUndefined();
    expect(read('no tummy ache').get('E_53')).toBeUndefined();
    expect(read('my neck is sore, no headache').get('E_53')).toBe(true);
    expect(read('no pain').get('E_53')).toBe(false);
    expect(read('it does not hurt').get('E_53')).toBe(false);
  });

  it('no tetanus shot for years is an overdue tetanus, not a complaint of years', () => {
    expect(read('no tetanus shot for over ten years').get('tetanus_overdue')).toBe(true);
    expect(read('no tetanus shot for over ten years').get('duration')).toBeUndefined();
    expect(read('I have not had a tetanus jab in 8 years').get('tetanus_overdue')).toBe(true);
    expect(read('my tetanus shot was 2 years ago').get('tetanus_overdue')).toBeUndefined();
    expect(read('I have had a cough for ten years').get('duration')).toBe('months');
  });
});
