/**
 * People's words (names, complaints, answers) quoted inside markdown the AI writes. They are data:
 * every ASCII punctuation mark is backslash-escaped (CommonMark shows an escaped mark as itself,
 * so no link, image, emphasis, HTML tag or entity can form), and line breaks become spaces so the
 * quote cannot start a heading, list, quote or code block of its own.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n\t\f\v\u2028\u2029]+/g, ' ')
    .replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/** The reverse, for text that leaves markdown for plain text (a PDF): `\[` becomes `[`. */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
