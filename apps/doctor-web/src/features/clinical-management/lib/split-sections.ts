export interface ManagementSection {
  title: string;
  body: string;
}

const HEADING = /^##\s+(.+?)\s*#*\s*$/;

/**
 * Splits the generated clinical management markdown on its second-level headings (spec §2). Text
 * before the first heading has no section to belong to and is dropped; deeper headings (###) stay
 * inside their section.
 */
export function splitSections(markdown: string): ManagementSection[] {
  const sections: ManagementSection[] = [];
  let current: { title: string; lines: string[] } | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading?.[1]) {
      if (current) sections.push({ title: current.title, body: current.lines.join('\n').trim() });
      current = { title: heading[1], lines: [] };
    } else {
      current?.lines.push(line);
    }
  }
  if (current) sections.push({ title: current.title, body: current.lines.join('\n').trim() });
  return sections;
}

/** The body of the section with this title (case-insensitive), or null when the text has none. */
export function findSection(sections: ManagementSection[], title: string): string | null {
  const wanted = title.toLowerCase();
  const section = sections.find((s) => s.title.toLowerCase() === wanted);
  return section && section.body ? section.body : null;
}
