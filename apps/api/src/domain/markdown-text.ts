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

/** A line the model opened with a bold label, as asked: "**Label:** text" (or "**Label**: text"). */
const LABELLED_LINE = /^\s*\*\*([^*\n]{1,60}?)(?::\*\*|\*\*:)[ \t]*(.*)$/;

/**
 * Markdown an outside model wrote (the clinical summary's narrative). It quotes people's words, so
 * none of its markup is trusted: each line's bold label is kept as the product's own "**Label:**",
 * and everything else is escaped as people's words are, so no link, image, HTML, heading or list
 * the model echoed can form. Line breaks between lines stay.
 */
export function escapeModelMarkdown(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const labelled = LABELLED_LINE.exec(line);
      if (!labelled) return escapeMarkdown(line);
      const rest = escapeMarkdown(labelled[2]!.trim());
      return `**${escapeMarkdown(labelled[1]!.trim())}:**${rest ? ` ${rest}` : ''}`;
    })
    .join('\n');
}
