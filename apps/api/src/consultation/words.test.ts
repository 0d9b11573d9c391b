import { describe, expect, it } from 'vitest';
import { localDate } from '../domain/dates.js';
import { asksForDoctor, firstNumber, isGreeting, scaleValue, yesOrNo } from './words.js';

describe('reading a patient’s words', () => {
  it.each([
    ['yes', true],
    ['Yep!', true],
    ['yeah I do', true],
    ['a little', true],
    ['Yes please', true],
    ['no', false],
    ['Nope.', false],
    ['not really', false],
    ["I haven't", false],
    ['No, thanks', false],
    ['not sure', null],
    ['maybe', null],
    ['purple', null],
    ['', null],
  ])('%j is %j', (text, expected) => {
    expect(yesOrNo(text)).toBe(expected);
  });

  it('reads ratings out of ten in digits and words', () => {
    expect(scaleValue('about a 7')).toBe(7);
    expect(scaleValue('7/10')).toBe(7);
    expect(scaleValue('seven out of ten')).toBe(7);
    expect(scaleValue('0')).toBe(0);
    expect(scaleValue('11')).toBeNull();
    expect(scaleValue('bad')).toBeNull();
    expect(firstNumber('thirty four')).toBe(34);
  });

  it('hears a request for a human doctor, and not a mention of one', () => {
    for (const text of ['Can I talk to a doctor?', 'I want a real doctor', 'doctor please', 'can I speak to a GP'])
      expect(asksForDoctor(text)).toBe(true);
    for (const text of [
      'I have a cough',
      "I don't need a doctor",
      'yes',
      'my doctor said it was asthma',
      "I need a doctor's certificate for work",
    ])
      expect(asksForDoctor(text)).toBe(false);
  });

  it('knows a bare greeting', () => {
    expect(isGreeting('Hello!')).toBe(true);
    expect(isGreeting('hi doctor')).toBe(true);
    expect(isGreeting('hello, I have a cough')).toBe(false);
  });

  it('counts days in Australian time', () => {
    // 20:00 UTC on 21 November is already 22 November in Sydney.
    const now = new Date('2026-11-21T20:00:00Z');
    expect(localDate(now)).toBe('2026-11-22');
    expect(localDate(now, 1)).toBe('2026-11-23');
  });
});
