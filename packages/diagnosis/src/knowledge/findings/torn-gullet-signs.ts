import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

const VOMITED = '(?:vomit\\w*|spew\\w*|retch\\w*|throwing up|threw up|thrown up|being sick|heaving)';

/**
 * Boerhaave syndrome: a full-thickness tear of the oesophagus from forceful vomiting, often after a binge, felt as
 * sudden severe pain behind the breastbone or in the upper abdomen, going through to the back, that follows the
 * vomiting, with pain on swallowing and breathing (Mackler's triad: vomiting, chest pain, surgical emphysema). A
 * pain that came with or after the vomits is read, and what tore in the vomiting; chest pain with vomiting in either
 * order is not this (a heart attack makes people vomit) (Rosen: oesophageal perforation; OHCM: Boerhaave syndrome).
 */
export const TORN_GULLET_FINDINGS: FindingDef[] = [
  yesNo(
    'chest_pain_after_vomiting',
    'Did the pain start suddenly during or straight after hard vomiting or retching?',
    'chest pain following forceful vomiting (Boerhaave)',
    [
      // "the last big vomit something tore", "was retching all night and felt something rip in my chest"
      `${VOMITED}\\b[^.?!]{0,60}?\\bsomething (?:tore|torn|ripped|rip|tear|popped|pop|burst|gave way|snapped|went)\\b`,
      // "after violent vomiting I've got terrible pain behind my breastbone"
      `(?:after|since|from|with) (?:\\w+ ){0,3}(?:violent|forceful|hard|heavy|big|lots of|repeated|non ?stop|heaps of) ${VOMITED}\\b[^.?!]{0,50}?\\b(?:pain|agony|tearing|ripping)\\b[^.?!]{0,25}?\\b(?:chest|breastbone|sternum)`,
    ],
    0.001,
    {
      kind: 'symptom',
      redFlag: { reason: 'sudden chest pain after forceful vomiting (oesophageal tear)', urgency: 'emergency' },
    },
  ),
];
