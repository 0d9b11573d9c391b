import type { Question } from '@telehealth/diagnosis';
import type { QuickReplies } from '@telehealth/schema';

const single = (labels: string[]): QuickReplies => ({ multiple: false, choices: labels.map((label) => ({ label, value: label })) });

export const YES = 'Yes';
export const NO = 'No';
export const NOT_SURE = 'Not sure';
export const SKIP = 'Skip';

export const yesNo = (): QuickReplies => single([YES, NO]);
export const choices = (labels: string[]): QuickReplies => single(labels);

/**
 * Body-location questions list about 160 places; the chips show the common ones and the patient
 * can type any other place in words (every label is still understood).
 */
const COMMON_PLACES: Readonly<Record<string, readonly string[]>> = {
  pain: [
    'forehead', 'top of the head', 'back of the head', 'right temple', 'left temple', 'right ear', 'left ear',
    'back of the throat', 'upper chest', 'lower chest', 'right side of the chest', 'left side of the chest',
    'upper belly, just below the breastbone', 'belly (tummy)', 'right lower belly', 'left lower belly',
    'lower back (spine)', 'back of the neck', 'right shoulder', 'left shoulder',
  ],
  skin: ['forehead', 'right cheek', 'left cheek', 'back of the neck', 'upper chest', 'belly (tummy)', 'right forearm', 'left forearm', 'right thigh', 'left thigh'],
  swelling: ['right ankle', 'left ankle', 'right calf', 'left calf', 'right cheek', 'left cheek', 'nose', 'top of the tongue', 'right thigh', 'left thigh'],
};
const PLACES_OF: Readonly<Record<string, keyof typeof COMMON_PLACES>> = { E_55: 'pain', E_57: 'pain', E_133: 'skin', E_152: 'swelling' };

/** The quick replies for an interview question: yes/no (or not sure), a 0–10 scale, or its choices. */
export function questionReplies(question: Question): QuickReplies {
  if (question.type === 'B' || !question.options?.length) return single([YES, NO, NOT_SURE]);
  const options = question.options;
  if (question.type === 'C') return { multiple: false, choices: options.map((o) => ({ label: o.label, value: String(o.value) })) };
  const places = PLACES_OF[question.evidence];
  const shown = places ? options.filter((o) => COMMON_PLACES[places]!.includes(o.label) || o.label.startsWith('nowhere')) : options;
  return { multiple: true, choices: (shown.length ? shown : options).map((o) => ({ label: o.label, value: String(o.value) })) };
}
