import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../domain/markdown-text.js';
import { plainText } from './parties.js';

describe('plainText', () => {
  it('gives back people’s escaped words exactly as they typed them, markup around them removed', () => {
    const complaint = 'sore *throat* [see](https://x.example) _2_ days';
    const summary = `**Presenting complaint:** "${escapeMarkdown(complaint)}"\n- Positives: fever`;
    expect(plainText(summary)).toBe(`Presenting complaint: "${complaint}"\n- Positives: fever`);
  });
});
