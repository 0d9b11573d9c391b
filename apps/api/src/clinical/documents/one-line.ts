/** How long any one piece of text on a document may be; longer text is cut with an ellipsis. */
export const TEXT_LIMITS = { line: 200, paragraph: 4000 } as const;

/**
 * One line of visible text, at most `max` characters: control and format characters, line and
 * paragraph separators become spaces. Whatever a person typed, a field prints as one literal line
 * and cannot add lines to a signed document.
 */
export function oneLine(text: string, max: number): string {
  const flat = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...flat];
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}\u2026`;
}
