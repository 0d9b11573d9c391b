import { describe, expect, it } from 'vitest';
import { keepLineBreaks } from './keep-line-breaks';

describe('keepLineBreaks', () => {
  it('turns single line breaks into hard breaks', () => {
    expect(keepLineBreaks('Patient: Sam\nPositives: sore throat')).toBe('Patient: Sam  \nPositives: sore throat');
  });

  it('keeps paragraphs, and does not add breaks before a blank line or at the end', () => {
    expect(keepLineBreaks('one\n\ntwo\n')).toBe('one\n\ntwo\n');
  });

  it('normalises CRLF and leaves fenced code alone', () => {
    expect(keepLineBreaks('a\r\nb')).toBe('a  \nb');
    expect(keepLineBreaks('```\nx\ny\n```')).toBe('```\nx\ny\n```');
  });
});
