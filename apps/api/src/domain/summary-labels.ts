/**
 * The headings of the clinician's summary, one labelled line each ("**Positives:** …"). The
 * consultation writes them; clinical management reads them back, to show the differential in its
 * own section and not to repeat what its header already says.
 */
export const SUMMARY_LABELS = {
  complaint: 'Presenting complaint',
  history: 'History',
  positives: 'Positives',
  negatives: 'Pertinent negatives',
  redFlags: 'Red flags screened',
  unsure: 'Unsure or not answered',
  photos: 'Photos',
  certificate: 'Medical certificate requested',
  disposition: 'Disposition',
  notSure: 'AI assessment',
  differential: 'Differential (AI estimate)',
} as const;

/** A summary line's label, bold or plain ("**Disposition:** …", "Triage: ROUTINE"), or null. */
export function labelOfLine(line: string): string | null {
  const m = /^\s*(?:\*\*([^*:\n]+):\*\*|([A-Z][A-Za-z ()-]{1,40}):)/.exec(line);
  return (m?.[1] ?? m?.[2])?.trim() ?? null;
}
