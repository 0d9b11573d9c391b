/** The marks that make inline markup: links, images, emphasis, code, HTML, entities, tables. */
const INLINE_MARKS = /[\\`*_{}[\]()#+!|<>~&]/g;
/** What opens a block when it starts a line: a list item ("-", "1."), a heading, a quote, a rule. */
const BLOCK_START = /^(\s*)([-=>]|\d+[.)])/;

/**
 * People's words (names, complaints, answers) quoted inside markdown the AI writes. They are data:
 * the marks that make markup are backslash-escaped (CommonMark shows an escaped mark as itself, so
 * no link, image, emphasis, HTML tag or entity can form), and line breaks become spaces so the
 * quote cannot start a heading, list, quote or code block of its own. Everyday punctuation
 * (apostrophes, commas, slashes in dates) stays as typed.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n\t\f\v\u2028\u2029]+/g, ' ')
    .replace(INLINE_MARKS, '\\$&')
    .replace(BLOCK_START, (_m, space: string, mark: string) => `${space}${mark.slice(0, -1)}\\${mark.slice(-1)}`);
}

/** The reverse, for text that leaves markdown for plain text (a PDF): `\[` becomes `[`. */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
