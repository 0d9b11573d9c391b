import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Eyes and vision. */
export const EYE_FINDINGS: FindingDef[] = [
  // — Eyes
  yesNo(
    'eye_discharge',
    'Is there sticky discharge or pus from the eye, or are the eyelids stuck together in the morning?',
    'purulent eye discharge',
    ['(?:sticky|gunky|crusty|goopy|mucky) (?:eyes?|eyelids?|lashes)|(?:discharge|pus|gunk|goop|muck|crust|yellow stuff|green stuff) (?:from|in|coming out of|around) (?:my |his |her |the )?eyes?|eyes? (?:are |is )?(?:stuck|glued) (?:together|shut)|eye discharge'],
    0.02,
  ),
  yesNo(
    'gritty_eye',
    'Does your eye feel gritty, or as if there is something in it?',
    'foreign-body sensation',
    ['(?:gritty|sandy|scratchy) (?:eyes?|feeling in (?:my |the )?eyes?)|(?:something|sand|grit|dirt|dust|an eyelash|a speck) (?:in|stuck in) (?:my |his |her |the )?eyes?|eyes? (?:feels? )?(?:gritty|sandy|scratchy)|foreign (?:body|object) in (?:my )?eye'],
    0.02,
  ),
  yesNo(
    'blurred_vision',
    'Is your vision blurred?',
    'blurred vision',
    ['blurr(?:ed|y)(?: vision)?|(?:vision|eyesight|sight) (?:is |has been |has gone |went |got )?(?:blurr(?:ed|y)|fuzzy|hazy|cloudy|foggy|worse)|(?:can not|could not) see (?:clearly|properly|well)'],
    0.03,
  ),
  yesNo(
    'sudden_vision_loss',
    'Have you suddenly lost some or all of the vision in one or both eyes?',
    'sudden loss of vision',
    ['(?:sudden(?:ly)?|all of a sudden) (?:lost|loss of|went blind|can not see|blind)|(?:lost|lose|losing) (?:the |my |all )?(?:vision|sight) in (?:my |one |the )?(?:left |right |one )?eye|(?:curtain|shadow|veil) (?:coming )?(?:over|across|down over) (?:my )?(?:vision|eye)|went blind'],
    0.002,
    { redFlag: { reason: 'sudden loss of vision', urgency: 'emergency' } },
  ),
  yesNo(
    'flashes_floaters',
    'Have you suddenly noticed new floaters or flashes of light in one eye?',
    'new flashes or floaters',
    ['(?:new |lots of |sudden |shower of )?floaters|(?:flashes|flashing lights?) (?:in|out of the corner of) (?:my |one |the )?eye|cobwebs? in (?:my )?vision'],
    0.005,
    { redFlag: { reason: 'new flashes or floaters', urgency: 'urgent' } },
  ),
  yesNo(
    'eye_injury',
    'Has anything hit, scratched, or got into the eye (metal, chemicals, a high-speed particle)?',
    'eye injury or chemical exposure',
    ['(?:hit|poked|scratched|punched|splashed|sprayed|struck) (?:in|on) (?:the |my |his |her )?eye|(?:chemical|bleach|acid|cleaning product|metal|grinding|welding) (?:in|into|splashed in) (?:my |his |her |the )?eyes?|eye injury|(?:grinding|hammering|welding) (?:and|without)'],
    0.005,
    { kind: 'history', redFlag: { reason: 'eye injury or chemical in the eye', urgency: 'urgent' } },
  ),
  yesNo(
    'contact_lenses',
    'Do you wear contact lenses?',
    'contact lens wearer',
    ['contact lens(?:es)?|contacts? in|(?:wear|wearing|sleep in) (?:my )?(?:contacts|lenses)'],
    0.1,
    { kind: 'risk' },
  ),
  yesNo(
    'eyelid_lump',
    'Is there a lump or swelling on the eyelid?',
    'eyelid lump or swelling',
    ['(?:lump|bump|swelling|pimple|boil|stye|sty|cyst) (?:on|in) (?:my |his |her |the )?(?:eye ?lid|lid|eye)|(?:eye ?lid|lid) (?:is |has gone )?(?:swollen|puffy|red and swollen|lumpy)|styes?|chalazion'],
    0.01,
  ),
  yesNo(
    'halos',
    'Do you see rainbow-coloured rings (halos) around lights?',
    'haloes around lights',
    ['halos?|haloes|rainbow (?:rings?|circles?) around lights'],
    0.003,
  ),
];
