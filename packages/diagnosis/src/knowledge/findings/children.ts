import type { FindingDef } from '../types.js';
import { yesNo, UNDER_FIVE } from './define.js';

/** Babies and children (general findings such as poor feeding and wet nappies are in general.ts). */
export const CHILD_FINDINGS: FindingDef[] = [
  // — Children
  yesNo(
    'febrile_child_lethargic',
    'Is the child unusually floppy, limp, or not interested in anything even when the fever comes down?',
    'lethargic or floppy child',
    ['(?:floppy|lethargic|listless|not (?:himself|herself|themselves)|not interested in anything|just lying there|very quiet|not playing)'],
    0.01,
    { askIf: UNDER_FIVE, redFlag: { reason: 'floppy or lethargic child', urgency: 'urgent' } },
  ),
  yesNo(
    'limping_child',
    'Is the child limping or refusing to walk?',
    'limp in a child',
    ['limp(?:s|ing|ed)?|(?:will not|refuses to|refusing to|does not want to|stopped) walk(?:ing)?|favou?ring (?:one|his|her|the (?:left|right)) leg'],
    0.01,
    { askIf: { maxAge: 15 } },
  ),
  yesNo(
    'teething',
    'Is the baby teething (new teeth coming through, drooling and chewing things)?',
    'teething',
    ['teething|(?:new )?teeth (?:are )?coming through|cutting (?:a )?(?:tooth|teeth)'],
    0.05,
    { askIf: { maxAge: 3 } },
  ),
];
