import { fromMarkdown } from 'mdast-util-from-markdown';

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

/** Where one block ends and the next begins; in plain text they are separated by a space. */
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listItem', 'blockquote', 'code', 'tableCell', 'break']);

interface MarkdownNode {
  type: string;
  value?: string;
  alt?: string | null;
  children?: MarkdownNode[];
}

function collectText(node: MarkdownNode, out: string[]): void {
  // Raw HTML is markup, not words: it is left out rather than shown as tags.
  if (typeof node.value === 'string' && node.type !== 'html') out.push(node.value);
  if (node.type === 'image' && node.alt) out.push(node.alt);
  for (const child of node.children ?? []) collectText(child, out);
  if (BLOCK_TYPES.has(node.type)) out.push(' ');
}

/**
 * What markdown says, as one line of plain text (a conversation's preview): parsed as CommonMark,
 * so marks go (`**Most likely:**` reads "Most likely:"), escaped marks show as themselves, and
 * words inside emphasis or links are kept whole.
 */
export function markdownToPlainText(markdown: string): string {
  const out: string[] = [];
  collectText(fromMarkdown(markdown) as MarkdownNode, out);
  return out.join('').replace(/\s+/g, ' ').trim();
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
