import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { CreateDoctorBody } from './doctor.js';
import {
  isPersonName,
  OptionalDigits,
  OptionalPhoneNumber,
  PersonName,
  PhoneNumber,
  PrintableLine,
  RegistrationNumber,
} from './printed-text.js';

const INJECTED_NAME = 'Al) Tj ET BT /Fx Tf (INJECTED\nFIT FOR ALL DUTIES';

describe('text printed on documents', () => {
  it('takes names in any script, with the punctuation names have', () => {
    for (const name of [
      'Alex Citizen',
      "Siobhán O'Brien",
      'Jean-Luc Picard',
      'Dr. J. R. Smith',
      'Nguyễn Thị Minh',
      '李雷',
      'Smith, John',
      '  Alex  ',
    ]) {
      expect(Compile(PersonName).Check(name), name).toBe(true);
      expect(isPersonName(name.trim()), name).toBe(true);
    }
  });

  it('refuses names that carry line breaks, brackets, control characters or anything a PDF could read as an operator', () => {
    for (const name of [
      INJECTED_NAME,
      'Alex\nCitizen',
      'Alex\rCitizen',
      'Alex\u2028Citizen',
      'Alex\u0007',
      'Al) Tj',
      'Alex (Sam)',
      'Alex\\',
      '',
      '   ',
      'x'.repeat(121),
      '\u202eAlex',
    ]) {
      expect(Compile(PersonName).Check(name), JSON.stringify(name)).toBe(false);
      expect(isPersonName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('bounds phone and registration numbers to their characters', () => {
    expect(Compile(PhoneNumber).Check('+61 (4) 0011-1222')).toBe(true);
    expect(Compile(PhoneNumber).Check('0400 111 222\nFIT')).toBe(false);
    expect(Compile(PhoneNumber).Check('0'.repeat(21))).toBe(false);
    expect(Compile(OptionalPhoneNumber).Check('')).toBe(true);
    expect(Compile(OptionalPhoneNumber).Check('call me')).toBe(false);
    expect(Compile(OptionalDigits(10)).Check('2123456701')).toBe(true);
    expect(Compile(OptionalDigits(10)).Check('')).toBe(true);
    expect(Compile(OptionalDigits(10)).Check('21\nFIT')).toBe(false);
    expect(Compile(RegistrationNumber).Check('2345678A')).toBe(true);
    expect(Compile(RegistrationNumber).Check('2345678A) Tj')).toBe(false);
    expect(Compile(PrintableLine(80)).Check('Côte d’Ivoire')).toBe(true);
    expect(Compile(PrintableLine(80)).Check('Australia\tFIT')).toBe(false);
  });

  it('refuses every control or format character in a printable line, a single one included', () => {
    const line = Compile(PrintableLine(80));
    for (const hidden of ['\u202e', '\u2066', '\u200b', '\u00ad', '\ufeff', '\u0007', '\u001b', '\u0085', '\ue000']) {
      expect(line.Check(`Aus${hidden}tralia`)).toBe(false);
      expect(line.Check(hidden)).toBe(false);
    }
    expect(line.Check('New Zealand')).toBe(true);
    expect(line.Check('   ')).toBe(false);
  });

  it('applies to a doctor sign-up', () => {
    const body = {
      deviceId: '0b9f5a0e-8f8e-4a4e-9d7c-2d7c1f0f9a11',
      fullName: 'Jane Smith',
      prescriberNumber: '1234567',
      providerNumber: '2345678A',
      gender: 'Female',
      mobileNumber: '0400111222',
    };
    expect(Compile(CreateDoctorBody).Check(body)).toBe(true);
    expect(Compile(CreateDoctorBody).Check({ ...body, fullName: INJECTED_NAME })).toBe(false);
  });
});
