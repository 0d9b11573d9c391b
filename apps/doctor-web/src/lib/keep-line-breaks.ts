/**
 * Summaries arrive as one finding per line. Markdown would run those lines together into one
 * paragraph, so each single line break becomes a hard break; blank lines still separate paragraphs,
 * and lists and headings are untouched. Fenced code is left exactly as written.
 */
export function keepLineBreaks(markdown: string): string {
  let inFence = false;
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  return lines
    .map((line, i) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      const next = lines[i + 1];
      const breaks = !inFence && line.trim() !== '' && next !== undefined && next.trim() !== '';
      return breaks ? `${line.replace(/\s+$/, '')}  ` : line;
    })
    .join('\n');
}
