import { describe, expect, it } from 'vitest';
import type { ProfileRow } from '../../db/tables.js';
import { ageOn, profileLabel } from './for-whom.js';
import { readMedicare, readName, readPhone } from './patient-details.js';
import { parseAge, parseSex, demographicsIn, someoneElseIn } from './demographics.js';

const profile = (relationship: string, fullName: string) => ({ relationship, fullName }) as ProfileRow;

describe('patient details in words', () => {
  it('labels saved profiles as the product shows them', () => {
    expect(profileLabel(profile('self', 'Alex Citizen'))).toBe('Me — Alex Citizen');
    expect(profileLabel(profile('daughter', 'Mia Citizen'))).toBe('My daughter — Mia Citizen');
    expect(profileLabel(profile('other', 'Sam Friend'))).toBe('Sam Friend');
  });

  it('works out an age from a DD/MM/YYYY date of birth', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(ageOn('03/05/2016', now)).toBe(10);
    expect(ageOn('23/11/2016', now)).toBe(9); // the birthday is tomorrow
    expect(ageOn(null, now)).toBeNull();
    expect(ageOn('31/02/2016', now)).toBeNull();
  });

  it('reads names, phone numbers and Medicare numbers', () => {
    expect(readName('my name is Chris Walker')).toBe('Chris Walker');
    expect(readName("It's Mia.")).toBe('Mia');
    expect(readName('12345')).toBeNull();
    // A name goes on signed documents: one line of name characters, nothing a PDF could read as operators.
    expect(readName('Al) Tj ET BT /Fx Tf (INJECTED\nFIT FOR ALL DUTIES')).toBeNull();
    expect(readName('Alex\nCitizen')).toBeNull();
    expect(readName("Siobhán O'Brien-Nguyễn")).toBe("Siobhán O'Brien-Nguyễn");
    expect(readPhone('0412 345 678')).toBe('0412345678');
    expect(readPhone('+61 412 345 678')).toBe('+61412345678');
    expect(readPhone('0412')).toBeNull();
    expect(readMedicare('2123 45670 1')).toEqual({ number: '2123456701', reference: null });
    expect(readMedicare('2123 45670 1, reference 2')).toEqual({ number: '2123456701', reference: '2' });
    expect(readMedicare('123')).toBeNull();
    // The check digit (the ninth) must match: a mistyped card is asked for again.
    expect(readMedicare('2123 45671 1')).toBeNull();
    expect(readMedicare('1123 45670 1')).toBeNull();
  });

  it('reads age and sex, also in passing', () => {
    expect(parseAge("I'm 34")).toBe(34);
    expect(parseAge('18 months')).toBe(1.5);
    expect(parseAge('thirty two')).toBe(32);
    expect(parseAge('200')).toBeNull();
    expect(parseSex('Female')).toBe('F');
    expect(parseSex("I'm not sure")).toBeNull();
    expect(parseSex('m')).toBe('M');
    expect(demographicsIn("I'm a 34 year old woman with a cough")).toEqual({ age: 34, sex: 'F' });
    expect(demographicsIn('My daughter has a cough')).toEqual({ age: null, sex: null });
    expect(demographicsIn('A 45-year-old man presents with crushing chest pain')).toEqual({ age: 45, sex: 'M' });
    expect(demographicsIn('3 year old boy with fever for 2 days')).toEqual({ age: 3, sex: 'M' });
    // An age after "my" is someone else's: the child's when the words are about them (someoneElseIn).
    expect(demographicsIn('My 6 week old baby has a fever')).toEqual({ age: null, sex: null });
    expect(demographicsIn("My baby is 8 weeks old and I feel like I'm not coping")).toEqual({ age: null, sex: null });
    // Her baby's age is not hers; breastfeeding says her sex at birth.
    expect(demographicsIn("I'm breastfeeding my 3 week old and my left breast is red and sore")).toEqual({
      age: null,
      sex: 'F',
    });
    expect(demographicsIn('an 18-month-old girl with a rash')).toEqual({ age: 1.5, sex: 'F' });
    expect(demographicsIn('28F, burning when I wee')).toEqual({ age: 28, sex: 'F' });
    expect(demographicsIn('I have had a 3-year history of headaches')).toEqual({ age: null, sex: null });
    expect(demographicsIn('I ran 5 m and got breathless')).toEqual({ age: null, sex: null });
  });

  it('reads someone else told about in the first words, with their sex and an age told beside them', () => {
    expect(someoneElseIn('My husband is 67 and his speech went slurred')).toEqual({ age: 67, sex: 'M' });
    expect(someoneElseIn('My 3 year old son has had a fever for 2 days')).toEqual({ age: 3, sex: 'M' });
    expect(someoneElseIn('My 6 week old baby has a fever')).toEqual({ age: 0.1, sex: null });
    expect(someoneElseIn('my 18 month old has a rash')).toEqual({ age: 1.5, sex: null });
    expect(someoneElseIn("I'm breastfeeding my 3 week old and my left breast is red and sore")).toBeNull();
    expect(someoneElseIn("My baby is 8 weeks old and I feel like I'm not coping, I cry all the time")).toBeNull();
    expect(someoneElseIn('My baby is 8 weeks old and has a fever')).toEqual({ age: 0.2, sex: null });
    expect(someoneElseIn('my son is 18 months old and has a rash')).toEqual({ age: 1.5, sex: 'M' });
    expect(someoneElseIn('my daughter, 5, has a rash')).toEqual({ age: 5, sex: 'F' });
    expect(someoneElseIn("my baby won't feed and is floppy")).toEqual({ age: null, sex: null });
    expect(someoneElseIn('My mum fell over this morning')).toEqual({ age: null, sex: 'F' });
    expect(someoneElseIn('my wife is 30 weeks pregnant and has a headache')).toEqual({ age: null, sex: 'F' });
    // The patient is the one speaking.
    expect(someoneElseIn('My husband says I should see someone about my cough')).toBeNull();
    expect(someoneElseIn('I have a cough and my son has one too')).toBeNull();
    expect(someoneElseIn("Hi, I'm worried, my son has had a fever since last night")).toEqual({ age: null, sex: 'M' });
    expect(someoneElseIn('I have a sore throat')).toBeNull();
  });
});
