import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Ears, nose, throat and mouth. */
export const ENT_FINDINGS: FindingDef[] = [
  // — Ears
  yesNo(
    'ear_discharge',
    'Is there any discharge or fluid coming out of the ear?',
    'otorrhoea',
    ['(?:discharge|pus|fluid|gunk|goo|liquid|wax and pus|stuff) (?:coming )?(?:from|out of|leaking from|in) (?:my |his |her |the )?ears?|ears? (?:is |are )?(?:leaking|weeping|discharging|oozing|running)|(?:runny|weeping|leaking) ears?|otorrho?ea'],
    0.01,
  ),
  yesNo(
    'hearing_loss',
    'Has your hearing got worse?',
    'hearing loss',
    ['(?:can not|could not|can hardly|hard to|trouble|difficulty) hear(?:ing)?|(?:lost|losing|loss of|reduced|muffled|poor|decreased) (?:my )?hearing|hearing (?:is |has )?(?:muffled|worse|gone|reduced)|(?:deaf|deafness)|sounds? (?:muffled|far away)'],
    0.02,
  ),
  yesNo(
    'tinnitus',
    'Do you hear ringing, buzzing or hissing in your ears?',
    'tinnitus',
    ['(?:ringing|buzzing|hissing|whooshing|humming) (?:in|of) (?:my |the )?ears?|ears? (?:are |is )?(?:ringing|buzzing)|tinnitus'],
    0.03,
  ),
  yesNo(
    'ear_fullness',
    'Does your ear feel blocked or full?',
    'aural fullness',
    ['(?:blocked|full|clogged|plugged|stuffed|popping) ears?|ears? (?:is |are |feels? )?(?:blocked|full|clogged|plugged|under ?water|popping)|(?:feels?|like) (?:i am )?under ?water'],
    0.03,
  ),
  yesNo(
    'ear_itch',
    'Is your ear canal itchy?',
    'itchy ear',
    ['itch(?:y|ing)? (?:ears?|ear canal|inside (?:my )?ear)|ears? (?:is |are )?(?:itchy|itching)'],
    0.02,
  ),
  yesNo(
    'swimming',
    'Have you been swimming, or got water in your ears, recently?',
    'recent swimming or water in the ear',
    ['swimm(?:ing|er)|(?:water|shower water) (?:got |stuck |trapped )?in (?:my |his |her )?ears?|(?:surfing|diving|snorkell?ing|at the (?:beach|pool))'],
    0.08,
    { kind: 'exposure' },
  ),
  yesNo(
    'pulling_ear',
    'Has the child been pulling or rubbing at an ear?',
    'pulling at the ear',
    ['(?:pulling|tugging|rubbing|grabbing|holding) (?:at )?(?:his |her |their |the )?ears?'],
    0.02,
    { askIf: { maxAge: 6 } },
  ),

  // — Nose, throat, mouth
  yesNo(
    'sneezing',
    'Have you been sneezing a lot?',
    'sneezing',
    ['sneez(?:e|es|ing|y)|sneezing fits|(?:lots of|heaps of|constant) sneezing'],
    0.05,
  ),
  yesNo(
    'nosebleed',
    'Have you had a nosebleed?',
    'epistaxis',
    ['nose ?bleeds?|(?:bleeding|bloody|blood (?:from|out of)) (?:from )?(?:my |his |her |the )?nose|nose (?:is |keeps |has been |started )?bleeding|epistaxis'],
    0.02,
  ),
  yesNo(
    'tonsil_exudate',
    'Are there white spots or pus on your tonsils?',
    'tonsillar exudate',
    ['(?:white|yellow) (?:spots|patches|stuff|pus|dots) (?:on|at the back of) (?:my |his |her |the )?(?:tonsils?|throat)|pus (?:on|in) (?:my |his |her |the )?(?:tonsils?|throat)|(?:swollen|big|enlarged|huge) tonsils?|tonsils? (?:are |is )?(?:swollen|big|enlarged|huge|covered)'],
    0.01,
  ),
  yesNo(
    'muffled_voice',
    'Is your voice muffled (like a hot potato in the mouth), or is it hard to open your mouth?',
    'muffled "hot potato" voice',
    ['(?:hot potato|muffled) voice|voice (?:is |sounds )?(?:muffled|like i have a hot potato)|hot potato'],
    0.003,
    { redFlag: { reason: 'muffled voice (possible deep throat infection)', urgency: 'urgent' } },
  ),
  yesNo(
    'cold_sores',
    'Do you have tingling blisters on or around your lips (cold sores)?',
    'herpes labialis',
    ['cold sores?|fever blisters?|blisters? (?:on|around) (?:my |his |her |the )?lips?'],
    0.02,
  ),
  yesNo(
    'white_patches_mouth',
    'Are there white patches in your mouth or on your tongue that wipe off?',
    'oral candidiasis',
    ['white (?:patches|coating|spots|stuff|film) (?:in|on|inside) (?:my |his |her |the )?(?:mouth|tongue|cheeks)|(?:mouth|tongue) (?:is |has )?(?:white|coated)|oral thrush'],
    0.01,
  ),
  yesNo(
    'loss_of_taste',
    'Have you lost your sense of taste?',
    'loss of taste',
    ['(?:lost|loss of|no|losing) (?:my |the )?(?:sense of )?taste|can not taste(?: anything)?|(?:food|everything) (?:tastes|has no taste|is tasteless)|(?:taste and smell|smell and taste)'],
    0.01,
  ),
  yesNo(
    'dental_swelling',
    'Is there swelling of the gum or face near a sore tooth?',
    'dental or facial swelling near a tooth',
    ['(?:swollen|swelling|lump|abscess) (?:on|in|of) (?:my |the )?(?:gums?|jaw|face) (?:near|by|around|over) (?:a |the |my )?(?:tooth|teeth|molar)|(?:gum|tooth|dental) (?:abscess|boil|swelling)|(?:face|cheek|jaw) (?:is )?swollen (?:from|because of|near) (?:a |my |the )?(?:tooth|teeth)'],
    0.01,
  ),
];
