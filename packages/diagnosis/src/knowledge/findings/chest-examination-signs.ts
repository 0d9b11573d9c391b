import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Where in the chest a clinician hears or percusses a sign: a base, a zone, a lung, a side. */
const CHEST_PLACES =
  '(?:bases?|bibasally|lungs?|chest|zones?|mid zones?|lower zones?|throughout|auscultation|right|left|both sides|r|l)';

/**
 * What a clinician finds on listening to and tapping the chest, as a case note reports it ("O/E coarse creps and
 * bronchial breathing R base", "stony dull to percussion", "reduced air entry L base") or as a patient repeats it
 * after an examination. A patient cannot find these alone, so they are read when told and never asked (the
 * question, asking whether a doctor or nurse has heard them, words the finding for a clinician). Over telehealth most have not been examined: a condition's likelihood of each is its sensitivity on
 * examination (McGee, Evidence-Based Physical Diagnosis; OHCM: respiratory examination) scaled down to those who
 * have been, so that a "no" from someone never examined costs the condition little.
 */
export const CHEST_EXAMINATION_FINDINGS: FindingDef[] = [
  // Crackles (crepitations, rales): coarse and focal over pneumonia, fine at both bases in heart failure, fine
  // "velcro" crackles in lung fibrosis, fine inspiratory crackles in bronchiolitis (McGee; OHCM; RCH CPG
  // bronchiolitis). The skin that crackles when pressed (gas under it) and an ear that crackles on swallowing are
  // other things.
  yesNo(
    'chest_crackles',
    'Has a doctor or nurse listened to your chest and heard crackles in the lungs?',
    'crackles on auscultation',
    [
      '(?:coarse|fine|bibasal|bibasilar|basal|inspiratory|end inspiratory|late inspiratory|widespread|bilateral|scattered|focal|velcro|wet|moist)(?: (?:and |inspiratory |basal |bibasal |velcro |widespread |bilateral ))*(?:crackles|creps|crepitations|rales)',
      '(?<!\\b(?:skin|ear|ears|knee|knees|joint|joints|neck)\\b(?: \\w+){0,3} )(?:creps|crepitations|rales)\\b',
      `crackles(?= (?:\\w+ ){0,3}${CHEST_PLACES}\\b)(?! (?:\\w+ ){0,3}(?:when|if) (?:\\w+ ){0,2}(?:press\\w*|touch\\w*|swallow\\w*))`,
      '(?<=\\b(?:on examination|auscultation|listened to (?:my |his |her |their |the )?chest|stethoscope)\\b(?: \\w+){0,6} )crackl(?:es|ing)',
      // "No crackles", "nil creps": the reader takes the no.
      '(?<=\\b(?:no|nil|without)\\s)crackles',
      '(?:heard|hear|found) (?:some )?crackl(?:es|ing) (?:in|on|at) (?:my |his |her |their |the )?(?:chest|lungs?)',
    ],
    0.004,
    { kind: 'sign', clinicianOnly: true },
  ),
  // Bronchial breathing: breath sounds over consolidated lung, as over the trachea (McGee; OHCM pneumonia).
  yesNo(
    'bronchial_breathing',
    'Has a doctor listened to your chest and said the breathing sounds like there is pneumonia in one part of the lung?',
    'bronchial breathing',
    ['bronchial (?:breathing|breath sounds)'],
    0.001,
    { kind: 'sign', clinicianOnly: true },
  ),
  // Dullness to percussion: fluid (stony dull over an effusion or empyema) or consolidated lung under the finger
  // (McGee; OHCM: pleural effusion).
  yesNo(
    'chest_dull_to_percussion',
    'Has a doctor tapped on your chest and said it sounds dull, as if there is fluid or infection underneath?',
    'dullness to percussion',
    [
      '(?:stony )?dull(?:ness)? (?:to|on) percussion|percussion (?:note )?(?:is |was )?(?:stony )?dull|stony dull(?:ness)?',
      `dull(?:ness)? (?:percussion note )?(?:at|over|in) (?:the )?(?:(?:left|right|both|r|l) )?${CHEST_PLACES}`,
    ],
    0.002,
    { kind: 'sign', clinicianOnly: true },
  ),
  // Reduced air entry or breath sounds: air or fluid between lung and chest wall, or a lung not filling (McGee;
  // OHCM: pneumothorax, pleural effusion). Told as a finding, not a lack: "absent breath sounds" is present.
  yesNo(
    'reduced_air_entry',
    'Has a doctor listened to your chest and said the air is not getting into part of the lung?',
    'reduced air entry',
    [
      '(?:reduced|decreased|diminished|poor|quiet|less) (?:air entry|breath sounds|air movement)',
      '(?:air entry|breath sounds) (?:\\w+ ){0,2}(?:reduced|decreased|diminished|quiet|absent)',
    ],
    0.003,
    { kind: 'sign', clinicianOnly: true },
  ),
];
