import { describe, expect, it } from 'vitest';
import { demographicsIn } from './demographics.js';
import { describedSex } from './described-sex.js';
import { normalise } from '../words.js';

const sexIn = (words: string) => describedSex(normalise(words));

describe('the sex a description of someone gives', () => {
  it('reads the person a case is, with words describing them between', () => {
    expect(sexIn('A 72-year-old diabetic woman has felt suddenly breathless')).toBe('F');
    expect(sexIn('A 46-year-old overweight man gets burning behind his breastbone')).toBe('M');
    expect(sexIn('A woman 35 weeks pregnant with her first baby has a bad headache')).toBe('F');
    expect(sexIn('An elderly gentleman fell at home')).toBe('M');
    expect(demographicsIn('A 57-year-old diabetic man has a red swollen thigh')).toEqual({ age: 57, sex: 'M' });
  });

  it('reads the pronouns of a case told about someone', () => {
    expect(sexIn('A tall thin 19-year-old had a sudden sharp pain in the right side of his chest')).toBe('M');
    expect(sexIn('A 2-year-old at childcare has small blisters on her hands and feet')).toBe('F');
    expect(sexIn('A 30-year-old, 20 weeks pregnant, has a headache')).toBe('F');
    // Both, or neither: not said.
    expect(sexIn('A 40-year-old says his wife noticed a rash on her arm')).toBeNull();
    expect(sexIn('A 43-year-old non-smoker has had a chesty cough for 10 days')).toBeNull();
  });

  it('reads pregnancy told of oneself', () => {
    expect(sexIn("I'm 30 weeks pregnant and my ankles are swollen")).toBe('F');
    expect(sexIn('I am pregnant and have a headache')).toBe('F');
    expect(sexIn('My wife is pregnant and I have a cough')).toBeNull();
  });

  it('reads a birth, breastfeeding or a period told of oneself', () => {
    expect(sexIn('I had my baby three days ago and both my breasts are hugely full, tight and throbbing')).toBe('F');
    expect(sexIn('I gave birth 2 weeks ago and I have a fever')).toBe('F');
    expect(sexIn("I'm breastfeeding and my nipple is cracked")).toBe('F');
    expect(sexIn('My period is 10 days late')).toBe('F');
    // Another's birth or period is not the speaker's.
    expect(sexIn('My wife had our baby last week and I have a cold')).toBeNull();
    expect(sexIn("My daughter's period is very heavy")).toBeNull();
  });

  it('leaves alone the words of one speaking of themselves, and people only mentioned', () => {
    expect(sexIn('A man at my work has covid and I have a sore throat')).toBeNull();
    expect(sexIn('My daughter has a cough')).toBeNull();
    expect(sexIn('Sore throat and fever since yesterday')).toBeNull();
    expect(sexIn('I have a cough, and a woman with a cough sat beside me on the bus')).toBeNull();
    expect(sexIn('A cough for 3 days, had a cold before it')).toBeNull();
  });
});
