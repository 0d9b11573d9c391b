import { describe, expect, it } from 'vitest';
import { findSection, splitSections } from './split-sections';

const management = `# Clinical Management Plan
Generated for review.

## Clinical Summary
32-year-old with **sore throat** for 3 days.

## Differential Diagnoses
1. Viral pharyngitis
2. Streptococcal tonsillitis

### Less likely
- Infectious mononucleosis

## Investigations
- Throat swab

## Pharmacological Management
- Paracetamol 1 g every 6 hours
`;

describe('splitSections', () => {
  it('splits on second-level headings, keeping each body without its heading', () => {
    const sections = splitSections(management);
    expect(sections.map((s) => s.title)).toEqual([
      'Clinical Summary',
      'Differential Diagnoses',
      'Investigations',
      'Pharmacological Management',
    ]);
    expect(sections[0]?.body).toBe('32-year-old with **sore throat** for 3 days.');
  });

  it('keeps deeper headings inside their section', () => {
    const body = findSection(splitSections(management), 'Differential Diagnoses');
    expect(body).toContain('### Less likely');
    expect(body).toContain('Infectious mononucleosis');
  });

  it('drops text before the first section and handles CRLF line ends', () => {
    const sections = splitSections('intro\r\n## Clinical Summary\r\nline one\r\nline two\r\n');
    expect(sections).toEqual([{ title: 'Clinical Summary', body: 'line one\nline two' }]);
  });

  it('finds sections case-insensitively and treats empty ones as absent', () => {
    const sections = splitSections('## clinical summary\nok\n## Differential Diagnoses\n\n');
    expect(findSection(sections, 'Clinical Summary')).toBe('ok');
    expect(findSection(sections, 'Differential Diagnoses')).toBeNull();
    expect(findSection(sections, 'Referrals')).toBeNull();
  });

  it('returns no sections for empty text', () => {
    expect(splitSections('')).toEqual([]);
  });
});
