import { describe, expect, it } from 'vitest';
import { escapeMarkdown, escapeModelMarkdown, markdownToPlainText, unescapeMarkdown } from './markdown-text.js';

describe('escapeMarkdown', () => {
  it('turns link and image syntax into escaped marks', () => {
    const name = 'Dr V [Pay here](https://evil.example/pay) ![p](/api/users/device/x)';
    expect(escapeMarkdown(name)).toBe(
      'Dr V \\[Pay here\\]\\(https://evil.example/pay\\) \\!\\[p\\]\\(/api/users/device/x\\)',
    );
  });

  it('escapes HTML tags and entities, autolinks and emphasis', () => {
    expect(escapeMarkdown('<img src=x onerror=alert(1)>')).toBe('\\<img src=x onerror=alert\\(1\\)\\>');
    expect(escapeMarkdown('&lt;b&gt;')).toBe('\\&lt;b\\&gt;');
    expect(escapeMarkdown('<https://evil.example>')).toBe('\\<https://evil.example\\>');
    expect(escapeMarkdown('**bold** _it_ `code` ~~x~~')).toBe('\\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\~\\~x\\~\\~');
  });

  it('keeps a quote on one line, so it cannot open a block', () => {
    expect(escapeMarkdown('Alex\n# Heading\r\n- item\n\n    code')).toBe('Alex \\# Heading - item     code');
    expect(escapeMarkdown('1. first')).toBe('1\\. first');
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('> quote')).toBe('\\> quote');
  });

  it('leaves everyday punctuation, letters and non-ASCII words as they are', () => {
    expect(escapeMarkdown("Zoë O'Brien-Smith, 42, DOB 04/07/1988: it's sore.")).toBe(
      "Zoë O'Brien-Smith, 42, DOB 04/07/1988: it's sore.",
    );
  });

  it('is undone by unescapeMarkdown', () => {
    const said = '1. Al) Tj ET [x](y) \\ back*slash';
    expect(unescapeMarkdown(escapeMarkdown(said))).toBe(said);
  });
});

describe('markdownToPlainText', () => {
  it('drops the marks and keeps the words, block by block on one line', () => {
    expect(markdownToPlainText('**Most likely:** Acute laryngitis\n\n- Rest your voice\n- Drink fluids')).toBe(
      'Most likely: Acute laryngitis Rest your voice Drink fluids',
    );
    expect(markdownToPlainText('## Next step\nSee a [GP](https://example.org) _today_.')).toBe(
      'Next step See a GP today.',
    );
  });

  it('shows escaped people’s words as typed, and leaves raw HTML out', () => {
    expect(markdownToPlainText(`You said: ${escapeMarkdown('2*3*4 <b>hi</b> [x](y)')}`)).toBe(
      'You said: 2*3*4 <b>hi</b> [x](y)',
    );
    expect(markdownToPlainText('Hello <img src=x onerror=alert(1)> there')).toBe('Hello there');
  });

  it('leaves plain sentences alone, apostrophes and slashes included', () => {
    expect(markdownToPlainText("It's been sore since 04/07/2026.")).toBe("It's been sore since 04/07/2026.");
  });
});

describe('escapeModelMarkdown', () => {
  it('keeps the line labels the model was asked for and escapes everything it quoted', () => {
    const written = [
      '**Presenting complaint:** "sore throat [Pay here](https://evil.example/pay)", 30-year-old female.',
      '**Positives**: fever ![p](/api/users/device/x) <img src=x onerror=alert(1)>',
      '# Heading',
      '- list item',
    ].join('\n');
    expect(escapeModelMarkdown(written)).toBe(
      [
        '**Presenting complaint:** "sore throat \\[Pay here\\]\\(https://evil.example/pay\\)", 30-year-old female.',
        '**Positives:** fever \\!\\[p\\]\\(/api/users/device/x\\) \\<img src=x onerror=alert\\(1\\)\\>',
        '\\# Heading',
        '\\- list item',
      ].join('\n'),
    );
  });

  it('escapes a label that is itself markup', () => {
    expect(escapeModelMarkdown('**[x](https://evil.example):** y')).toBe('**\\[x\\]\\(https://evil.example\\):** y');
  });
});
