import type { Question } from '@telehealth/diagnosis';
import type { QuickReplies } from '@telehealth/schema';

const single = (labels: string[]): QuickReplies => ({
  multiple: false,
  choices: labels.map((label) => ({ label, value: label })),
});

export const YES = 'Yes';
export const NO = 'No';
/** Offered with every interview question; the words are understood however they are typed. */
export const NOT_SURE = "I'm not sure";
export const SKIP = 'Skip';

export const yesNo = (): QuickReplies => single([YES, NO]);
export const choices = (labels: string[]): QuickReplies => single(labels);

type Regions = readonly (readonly [region: string, places: readonly string[]])[];

/**
 * Body-location questions list about 160 places; the chips show the common ones, grouped by region
 * from head to toe, and the patient can type any other place in words (every label is understood).
 */
const PAIN_REGIONS: Regions = [
  ['Head', ['forehead', 'top of the head', 'back of the head', 'right temple', 'left temple', 'right ear', 'left ear']],
  ['Throat and neck', ['back of the throat', 'back of the neck']],
  ['Chest', ['upper chest', 'lower chest', 'right side of the chest', 'left side of the chest']],
  [
    'Belly',
    [
      'upper belly, just below the breastbone',
      'right upper belly, under the ribs',
      'belly (tummy)',
      'right lower belly',
      'left lower belly',
      'pubic area',
    ],
  ],
  [
    'Back',
    ['upper or middle back (spine)', 'lower back (spine)', 'right kidney area (loin)', 'left kidney area (loin)'],
  ],
  ['Shoulders', ['right shoulder', 'left shoulder']],
];
const SKIN_REGIONS: Regions = [
  ['Face and neck', ['forehead', 'right cheek', 'left cheek', 'back of the neck']],
  ['Body', ['upper chest', 'belly (tummy)']],
  ['Arms', ['right forearm', 'left forearm']],
  ['Legs', ['right thigh', 'left thigh']],
];
const SWELLING_REGIONS: Regions = [
  ['Face and mouth', ['right cheek', 'left cheek', 'nose', 'top of the tongue']],
  ['Legs', ['right thigh', 'left thigh', 'right calf', 'left calf', 'right ankle', 'left ankle']],
];
const REGIONS_OF: Readonly<Record<string, Regions>> = {
  E_55: PAIN_REGIONS,
  E_57: PAIN_REGIONS,
  E_133: SKIN_REGIONS,
  E_152: SWELLING_REGIONS,
};
const OTHER = 'Other';

/** "I'm not sure" last, unless an option already says it. */
function withNotSure(replies: QuickReplies): QuickReplies {
  if (replies.choices.some((c) => /not sure/i.test(c.label))) return replies;
  const other = replies.choices.some((c) => c.group) ? { group: OTHER } : {};
  const alone = replies.multiple ? { exclusive: true } : {};
  return { ...replies, choices: [...replies.choices, { label: NOT_SURE, value: NOT_SURE, ...other, ...alone }] };
}

function placeChoices(question: Question, regions: Regions): QuickReplies['choices'] {
  const options = question.options ?? [];
  const byLabel = new Map(options.map((o) => [o.label, o]));
  const grouped = regions.flatMap(([region, places]) =>
    places.flatMap((place) => {
      const option = byLabel.get(place);
      return option ? [{ label: option.label, value: String(option.value), group: region }] : [];
    }),
  );
  const nowhere = options
    .filter((o) => o.label.startsWith('nowhere'))
    .map((o) => ({ label: o.label, value: String(o.value), group: OTHER, exclusive: true }));
  return [...grouped, ...nowhere];
}

/** The quick replies for an interview question: yes/no, a 0–10 scale, or its choices; always "I'm not sure". */
export function questionReplies(question: Question): QuickReplies {
  if (question.type === 'B' || !question.options?.length) return single([YES, NO, NOT_SURE]);
  const options = question.options;
  if (question.type === 'C')
    return withNotSure({ multiple: false, choices: options.map((o) => ({ label: o.label, value: String(o.value) })) });
  const regions = REGIONS_OF[question.evidence];
  const places = regions ? placeChoices(question, regions) : [];
  const shown = places.length ? places : options.map((o) => ({ label: o.label, value: String(o.value) }));
  return withNotSure({ multiple: true, choices: shown });
}
