import { describe, expect, it } from 'vitest';
import { formatDateOfBirth } from './format-date-of-birth';

/** Types the text one key at a time, as a person would. */
function typeInto(text: string, start = ''): string {
  let value = start;
  for (const char of text) value = formatDateOfBirth(value + char, value);
  return value;
}

describe('formatDateOfBirth', () => {
  it('adds the slashes after the day and the month', () => {
    expect(typeInto('0')).toBe('0');
    expect(typeInto('01')).toBe('01/');
    expect(typeInto('0102')).toBe('01/02/');
    expect(typeInto('01021990')).toBe('01/02/1990');
  });

  it('does not double a slash the person types themselves', () => {
    expect(typeInto('01/02/1990')).toBe('01/02/1990');
  });

  it('keeps only digits and slashes, at most 10 characters', () => {
    expect(typeInto('0a1-0.2x1990')).toBe('01/02/1990');
    expect(typeInto('0102199012345')).toBe('01/02/1990');
  });

  it('formats pasted digits', () => {
    expect(formatDateOfBirth('01021990')).toBe('01/02/1990');
  });

  it('lets backspace remove a slash', () => {
    expect(formatDateOfBirth('01', '01/')).toBe('01');
    expect(formatDateOfBirth('01/02', '01/02/')).toBe('01/02');
  });
});
