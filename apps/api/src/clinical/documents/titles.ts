import type { CertificatePurpose } from '../knowledge/index.js';
import { oneLine } from './one-line.js';

/**
 * What a patient reads as a document's name in the chat and the Documents list ("Medical
 * certificate — work"); the downloaded file keeps a safe slug. A certificate's title keeps the word
 * 'certificate' and a pathology request's 'pathology': the spec's type labels are derived from them.
 */
const TITLE_LENGTH = 80;
/** A test's name in a title: long enough to tell it apart, short enough to fit a phone's list. */
const NAME_LENGTH = 48;

const CERTIFICATE_FOR: Record<CertificatePurpose, string> = {
  work: 'work',
  school: 'school',
  university: 'study',
  carer: "carer's leave",
};

const titled = (kind: string, what: string) => oneLine(`${kind} \u2014 ${what}`, TITLE_LENGTH);

/** The first test's name, then how many more: a title stays one short line. */
function named(names: string[]): string {
  const first = oneLine(names[0] ?? '', NAME_LENGTH);
  return names.length > 1 ? `${first} and ${names.length - 1} more` : first;
}

export const certificateTitle = (purpose: CertificatePurpose) =>
  titled('Medical certificate', CERTIFICATE_FOR[purpose]);

export const testRequestTitle = (kind: 'pathology' | 'imaging', tests: string[]) =>
  titled(kind === 'pathology' ? 'Pathology request' : 'Imaging request', named(tests));

export const referralTitle = (to: string) => titled('Referral letter', to);
