import { describe, expect, it } from 'vitest';
import { durationIn } from './durations.js';
import { normalize } from './normalize.js';

const read = (text: string) => durationIn(normalize(text));

describe('durationIn', () => {
  it.each([
    ['diarrhoea and vomiting since last night', 'hours'],
    ['it started this morning', 'hours'],
    ['for a few hours', 'hours'],
    ['since yesterday', 'days'],
    ['sore throat for 3 days', 'days'],
    ['coughing for about a week', 'weeks'],
    ['for the last two weeks', 'weeks'],
    ['since last week', 'weeks'],
    ['on and off for a month', 'months'],
    ['a 3-year history of headaches', 'months'],
    ['for years', 'months'],
    ['for 10 days now', 'weeks'],
    ['less than a day', 'hours'],
    ['more than a month', 'months'],
    ['I fainted and came round within a minute', 'hours'],
  ])('%s → %s', (text, expected) => expect(read(text)).toBe(expected));

  it.each([
    "I'm 35 years old and have a cough",
    'I am 12 weeks pregnant',
    'I had surgery 3 weeks ago',
    'I take it 3 times a day',
    'I sleep 8 hours a night',
    'just back from Bali 2 weeks ago',
    'sudden breathlessness 10 days after a hip replacement',
    'I always come within a minute of starting sex',
    'I have a cough',
  ])('reads no illness duration in "%s"', (text) => expect(read(text)).toBeNull());
});

describe('durationIn, a vaccination told beside the complaint', () => {
  it.each([
    "I cut my finger on a knife, it's not deep, tetanus 3 years ago",
    'stood on a nail this morning, my last tetanus booster was 2 years ago',
    'a dog bit my hand, had my tetanus jab 4 years ago',
    'I had my flu shot 3 weeks ago',
  ])('reads no months or weeks in "%s"', (text) => expect(['hours', 'days', null]).toContain(read(text)));

  it.each([
    ['pins and needles in my hand for 3 weeks', 'weeks'],
    ['cut my foot on a shell 2 days ago, tetanus is up to date', 'days'],
    ['my arm has been sore for 2 days since the jab', 'days'],
  ])('%s → %s', (text, expected) => expect(read(text)).toBe(expected));
});
