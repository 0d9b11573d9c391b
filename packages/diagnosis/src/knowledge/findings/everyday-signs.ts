import type { FindingDef } from '../types.js';
import { UNDER_FIVE, yesNo } from './define.js';

const MY = '(?:my |his |her |their |the |our )?';

/**
 * Hallmarks of everyday conditions a patient can tell in their own words: hiccups that will not stop, heat
 * rash, a red patch on the white of the eye, lichen planus in the skin and mouth, a map-like tongue, the
 * tendon pains of jumpers and runners, a biceps that has bunched up, a shooting pain at the back of the
 * head, and the signs of a broken cheekbone (Murtagh; DermNet; Rosen's; ICHD-3).
 */
export const EVERYDAY_SIGN_FINDINGS: FindingDef[] = [
  yesNo(
    'hiccups',
    'Do you have hiccups that keep coming back or will not stop?',
    'hiccups (singultus)',
    ['hiccups?|hiccoughs?|hiccuping|hiccupping|hiccoughing|singultus'],
    0.003,
  ),
  // Miliaria: sweat trapped in blocked ducts, tiny prickling spots where sweat cannot evaporate (DermNet).
  yesNo(
    'prickly_heat_spots',
    'Are they tiny prickling or stinging spots that came out when you were hot and sweaty?',
    'tiny prickly spots with heat or sweating (miliaria)',
    [
      'prickly heat|heat rash|sweat rash|miliaria',
      'prickl(?:y|ing) (?:(?:itchy|red|tiny|little|small|heat) )*(?:rash|spots?|bumps?|dots?|pimples?)',
      '(?<=\\b(?:rash|spots?|bumps?)\\b[^.]{0,40})(?:stings? and prickles?|prickles?|prickling|prickly)\\b',
      '(?:stings?|itches|burns) and prickles?',
    ],
    0.003,
    { implies: ['rash'] },
  ),
  // Episcleritis: a sectoral (wedge or patch) redness of the white of the eye, mildly sore (Murtagh; NICE CKS).
  yesNo(
    'red_patch_white_of_eye',
    'Is the redness a patch or wedge on one part of the white of the eye, rather than the whole eye?',
    'sectoral redness of the white of the eye',
    [
      '(?:red|pink|inflamed) (?:patch|spot|area|wedge|triangle|section|segment)(?: of (?:redness|red))? (?:on|in) (?:the |one )?(?:white|side|corner)s? of ' +
        MY +
        '(?:(?:left|right) )?eye',
      '(?:patch|wedge|triangle|section|segment|area) of (?:redness|red) (?:has )?(?:come up |appeared |come )?(?:on|in) (?:the |one )?(?:white|side|corner)s? of ' +
        MY +
        '(?:(?:left|right) )?eye',
      '(?:wedge|patch) of redness',
    ],
    0.003,
    { kind: 'sign', implies: ['red_eye'] },
  ),
  // Lichen planus: flat-topped, shiny, violaceous itchy papules with white lines; lacy white streaks inside the cheeks (DermNet).
  yesNo(
    'flat_purple_itchy_bumps',
    'Are they flat-topped, shiny, purple or violet bumps, perhaps with fine white lines on them?',
    'flat-topped violaceous papules (lichen planus)',
    [
      'lichen planus',
      'flat (?:(?:shiny|itchy|topped|and|,) )*(?:purple|purplish|violet|mauve|lilac)(?: (?:itchy|shiny))* (?:bumps?|spots?|papules?|lumps?)',
      // "itchy purple spots on my wrists": itch and purple together, flat or not said
      'itchy (?:(?:shiny|raised|and|,) )*(?:purple|purplish|violet|mauve|lilac) (?:bumps?|spots?|papules?|lumps?)',
      '(?:shiny|flat topped) (?:(?:flat|itchy|and|,) )*(?:purple|purplish|violet|mauve|lilac)(?: (?:itchy|shiny))* (?:bumps?|spots?|papules?|lumps?)',
      '(?:purple|purplish|violet) (?:bumps?|spots?|papules?) (?:that )?(?:are )?(?:flat|shiny)',
      '(?<=\\b(?:bumps?|spots?|papules?|they|them|it)\\b[^.]{0,40})(?:fine |thin |little )?white (?:lines|streaks|lacy lines)(?= (?:on|across|over) (?:them|it|the bumps|the spots))',
    ],
    0.002,
    { kind: 'sign', implies: ['rash'] },
  ),
  yesNo(
    'lacy_white_mouth_patches',
    'Are there white lacy lines or patches inside the cheeks or on the gums that do not wipe off?',
    'reticular white oral lesions (oral lichen planus)',
    [
      '(?:white |lacy |web like |net like |lace like )+(?:lines|streaks|patches|pattern|network|webbing)(?= [^.]{0,20}(?:inside|in|on) (?:the )?(?:inside of )?' +
        MY +
        '(?:cheeks?|mouth|gums?))',
      '(?:inside of |insides of )' +
        MY +
        '(?:cheeks?|mouth) (?:has|have|is|are|has got|have got) (?:a |some )?(?:white )?(?:lacy|web like|net like|lace like)',
      'oral lichen planus',
    ],
    0.003,
    { kind: 'sign' },
  ),
  // Geographic tongue: smooth red patches with raised white borders that move over days (DermNet).
  yesNo(
    'map_like_tongue',
    'Are there smooth red patches on the tongue with white edges that change shape or move from day to day?',
    'migratory smooth red tongue patches (geographic tongue)',
    [
      'geographic(?:al)? tongue|map like tongue|tongue (?:looks |look )?like a map',
      '(?:patches|spots|marks|bits) on ' + MY + 'tongue[^.]{0,40}(?:move|moving|change|changing|come and go)',
      '(?<=\\btongue\\b[^.]{0,60})(?:look|looks) like a map|(?<=\\btongue\\b[^.]{0,60})(?:move|moving|moves) around',
      '(?:smooth )?red (?:patches|bits|spots) (?:on ' + MY + 'tongue )?with (?:a )?white (?:edges?|borders?|rims?)',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // Patellar tendinopathy (jumper's knee): pain at the lower pole of the kneecap, with jumping and landing.
  yesNo(
    'pain_below_kneecap_jumping',
    'Is the pain just below the kneecap, and worse with jumping, landing or squatting?',
    'inferior pole patellar pain with loading (patellar tendinopathy)',
    [
      'jumper ?s? knee|patellar tendin\\w+|patella tendin\\w+',
      '(?:just |right )?below ' + MY + 'knee ?caps?',
      '(?<=\\bknee\\w*\\b[^.]{0,60})(?:hurts?|pain\\w*|sore|aches?)(?: \\w+){0,2} (?:when|if|as) (?:i |he |she )?(?:jump|land|jumping|landing)',
    ],
    0.005,
  ),
  // Iliotibial band syndrome: outer knee pain coming on at a set distance of a run or a ride (Murtagh).
  yesNo(
    'outer_knee_pain_running',
    'Is the pain on the outer side of the knee, coming on during a run or a ride and easing when you stop?',
    'lateral knee pain with running or cycling (iliotibial band)',
    [
      '(?:outside|outer side|outer part|outer edge|lateral side) of ' + MY + '(?:(?:left|right) )?knees?',
      'iliotibial|it band|itb',
    ],
    0.005,
  ),
  // Distal biceps rupture: a pop at the front of the elbow lifting, and the muscle bunched up in the upper arm (Rosen's).
  yesNo(
    'biceps_bunched_up',
    'Has the biceps muscle bunched up or moved higher up the arm, like a ball?',
    'retracted biceps (reverse Popeye sign)',
    [
      '(?:biceps?|bicep muscle|biceps muscle) (?:has |have |is |looks )?(?:bunched|balled|moved|rolled|shot|pulled|gone) up',
      '(?:biceps?|bicep muscle|biceps muscle) (?:looks?|look) (?:funny|different|odd|weird|strange|lumpy|wrong)',
      'popeye',
      'torn (?:my )?biceps?|biceps? (?:tendon )?(?:tear|rupture|torn|snapped|ruptured)',
    ],
    0.002,
    { kind: 'sign', implies: ['recent_injury'] },
  ),
  // Occipital neuralgia: paroxysms of shooting or stabbing pain from the base of the skull over the back of the scalp (ICHD-3 13.4).
  yesNo(
    'shooting_pain_back_of_head',
    'Do you get brief shooting, stabbing or electric pains from the base of the skull up over the back of the head?',
    'paroxysmal occipital shooting pain (occipital neuralgia)',
    [
      'occipital neuralgia',
      '(?:shooting|electric|electrical|stabbing|zapping|sharp jabbing|jabbing)(?: \\w+){0,2} (?:pains?|zaps?|jolts?|shocks?|jabs?)?[^.]{0,40}(?:back of ' +
        MY +
        '(?:head|skull|scalp)|base of ' +
        MY +
        'skull)',
      '(?:zaps?|jolts?|shocks?|jabs?) of pain[^.]{0,30}(?:back of ' +
        MY +
        '(?:head|skull|scalp)|base of ' +
        MY +
        'skull)',
    ],
    0.003,
  ),
  // A broken cheekbone: the infraorbital nerve numbs the cheek, upper lip and side of the nose; the cheek flattens
  // once the swelling settles; the bite may not meet (Rosen's facial fractures).
  yesNo(
    'cheek_numb',
    'Is your cheek, upper lip or the side of your nose numb since the injury?',
    'infraorbital numbness (cheek, upper lip, side of nose)',
    [
      '(?:cheek|upper lip|side of ' +
        MY +
        'nose)(?: and (?:' +
        MY +
        ')?(?:cheek|upper lip|side of ' +
        MY +
        'nose))* (?:is |are |feels? |has gone |went )?numb',
      'numb (?:cheek|upper lip)',
    ],
    0.003,
    { kind: 'sign' },
  ),
  yesNo(
    'cheek_flattened',
    'Does the cheekbone look flatter or pushed in compared with the other side?',
    'flattened malar eminence',
    [
      '(?:cheek|cheekbone|cheek bone) (?:looks |is |seems )?(?:flat|flatter|flattened|pushed in|sunken|caved in|dented)',
      '(?:flat|flattened|sunken|dented) (?:cheek|cheekbone)',
    ],
    0.001,
    { kind: 'sign', implies: ['recent_injury'] },
  ),
  yesNo(
    'bite_not_meeting',
    'Do your teeth meet as they normally do when you bite together?',
    'malocclusion after facial injury',
    [
      '(?:teeth|bite) (?:do not|does not|will not|won t|no longer|not) (?:bite|meet|fit|line up|come) together|(?:teeth|bite) (?:do not|does not|will not|won t|no longer|not) (?:meet|fit|line up)',
      '(?:can not|could not) (?:bite|close) ' + MY + '(?:teeth|mouth) (?:together|properly)',
      '(?:bite|teeth) (?:feels?|is|are) (?:off|wrong|different|out of line)',
    ],
    0.003,
    { kind: 'sign' },
  ),
  // A brief resolved unexplained event: the baby is well again when seen (AAP 2016; RCH).
  yesNo(
    'back_to_normal_after_episode',
    'Is the baby back to their normal self now: pink, alert, feeding and breathing normally?',
    'returned to baseline after the episode',
    [
      '(?:back to (?:normal|(?:my|his|her|their) (?:normal|usual) self)|(?:now )?seems? (?:fine|okay|ok|normal|well)|(?:then|and then|now) (?:was |is |seems |seemed )?(?:fine|okay|ok|normal))(?= |$)',
      '(?:is |are )?(?:pink|alert) and (?:alert|pink|feeding)(?: now)?',
    ],
    0.05,
    { kind: 'sign', askIf: UNDER_FIVE },
  ),
];
