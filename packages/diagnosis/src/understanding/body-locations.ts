/**
 * Lay names of body parts → DDXPlus location codes (shared by pain, pain radiation, rash and swelling).
 * Sided parts list [right, left] codes; the side comes from "left"/"right" nearby, else both.
 */
interface BodyPart {
  pattern: string;
  /** Codes for a part without sides. */
  codes?: string[];
  /** [right codes, left codes] for a part with sides. */
  sided?: [string[], string[]];
  /** Codes added when no side is named ("lower tummy" is also the pubic area). */
  middle?: string[];
}

const BODY_PARTS: BodyPart[] = [
  // Most specific first: a matched span is not matched again.
  { pattern: 'side of (?:my |the |your )?chest|chest wall', sided: [['V_55'], ['V_56']] },
  // "Chest pain on the right side", "a pain in my chest, on the left side": the side of the chest.
  {
    pattern:
      '(?<=(?:chest|ribs?|rib cage)(?: \\w+){0,3} (?:on|in|down) (?:the |my |his |her )?(?:right |left )?(?:hand )?)sides?',
    sided: [['V_55'], ['V_56']],
  },
  // "It hurts in my side when I breathe in": a side that hurts on breathing is the side of the chest.
  {
    pattern:
      '(?<!(?:both|one|either|each|other|opposite|same|two|all|far|this|that) )sides?(?= (?:(?:hurts|hurt|is sore|aches|ache|is painful|catches|stabs|pains|is killing me) )?(?:when|whenever|if|as|every time) (?:i |he |she )?(?:breathe|breathes|take a (?:deep |big )?breath|takes a (?:deep |big )?breath|inhale|inhales|cough|coughs|sneeze|sneezes))',
    sided: [['V_55'], ['V_56']],
  },
  {
    pattern: 'back of (?:my |the )?chest|upper back|between (?:my |the )?shoulder ?blades',
    sided: [['V_170'], ['V_171']],
  },
  { pattern: 'upper chest|top of (?:my |the )?chest|collar ?bones?', codes: ['V_101'] },
  { pattern: 'lower chest|bottom of (?:my |the )?chest', codes: ['V_29'] },
  { pattern: 'breast ?bone|sternum|(?:centre|center|middle) of (?:my |the )?chest', codes: ['V_101', 'V_29'] },
  {
    pattern:
      'under (?:my |the )?(?:right |left )?ribs|upper (?:right |left )?(?:belly|stomach|tummy|abdomen) under (?:my |the )?ribs|(?:right|left) upper (?:side of (?:my |the )?)?(?:belly|stomach|tummy|abdomen)|upper (?:right|left) (?:(?:side |part |corner )?of (?:my |the |his |her )?)?(?:belly|stomach|tummy|abdomen)|(?:top|upper) (?:right|left)(?: hand)? side of (?:my |the |his |her )?(?:belly|stomach|tummy|abdomen)|(?:right|left) upper quadrant|hypochondri(?:um|ac)',
    sided: [['V_103'], ['V_104']],
  },
  {
    pattern:
      'upper (?:stomach|belly|tummy|abdomen|abdominal)|(?:top|upper part|upper half|top part) of (?:my |the |his |her )?(?:stomach|belly|tummy|abdomen)|pit of (?:my |the )?stomach|epigastri(?:c|um)|(?:below|under|just under|just below) (?:my |the )?breast ?bone',
    codes: ['V_197'],
  },
  {
    pattern:
      '(?:right|left) lower (?:side of (?:my |the )?)?(?:belly|stomach|tummy|abdomen|abdominal)|lower (?:right|left) (?:side of (?:my |the )?)?(?:belly|stomach|tummy|abdomen)|(?:right|left) (?:iliac fossa|lower quadrant)|(?:bottom|lower) (?:right|left)(?: hand)? side(?! of (?:my |the |his |her )?(?:back|chest|neck|head|face|jaw|mouth|leg|arm|foot|ribs))|(?:bottom|lower|low) (?:right|left)(?: hand)?(?: side| part| corner)? of (?:my |the |his |her )?(?:belly|stomach|tummy|abdomen)|(?:bottom|lower) (?:right|left)(?=\\s(?:\\.|,|and|but|since|for|$))|(?:right|left)(?: hand)? side (?:down low|low down|lower down|down the bottom)|(?:down )?low (?:down )?on (?:the|my|his|her) (?:right|left)(?: (?:hand )?side)?(?: of (?:my |the |his |her )?(?:belly|stomach|tummy|abdomen))?|(?:right|left)(?: hand)? side of (?:my |the |his |her )?(?:lower|low) (?:belly|stomach|tummy|abdomen)',
    sided: [['V_87'], ['V_88']],
  },
  // "on the right side, low down (in my tummy)", "low down on the left side of my tummy"
  {
    pattern:
      '(?:right|left) (?:hand )?side (?:of (?:my |the |his |her )?(?:belly|stomach|tummy|abdomen) )?(?:quite |very )?low(?:er)? (?:down )?(?:in|on|of) (?:my |the |his |her )?(?:belly|stomach|tummy|abdomen)|(?:right|left) (?:hand )?side (?:of (?:my |the |his |her )?(?:belly|stomach|tummy|abdomen) )?(?:quite |very )?low(?:er)? down(?! (?:(?:of|in|on) )?(?:my |the |his |her )?(?:back|chest|neck|head|leg|arm|side|ribs))|low(?:er)? down on (?:my |the |his |her )?(?:right|left)(?: (?:hand )?side)?(?: of (?:my |the |his |her )?(?:belly|stomach|tummy|abdomen))?(?! (?:(?:hand )?side )?(?:(?:of|in|on) )?(?:my |the |his |her )?(?:back|chest|neck|head|leg|arm|ribs))',
    sided: [['V_87'], ['V_88']],
  },
  {
    pattern:
      '(?:front|middle|centre|center) of (?:my |the |her )?pelvi(?:s|c)(?: bone)?|pelvic bone at the front|symphysis(?: pubis)?',
    codes: ['V_153'],
  },
  // The back of the pelvis is the sacroiliac joints, low in the back, not the lower belly (NICE CKS pelvic girdle pain).
  {
    pattern: '(?:back|rear) of (?:my |the |her |his )?pelvi(?:s|c)|sacro ?iliac(?: joints?)?|si joints?',
    codes: ['V_40'],
  },
  {
    pattern:
      '(?:lower|low) (?:stomach|belly|tummy|abdomen|abdominal)|pelvi(?:s|c)|(?:bottom|low) of (?:my |the )?(?:belly|stomach|tummy|abdomen)|low(?: down)? (?:in|on) (?:my |the |his |her )?(?:belly|stomach|tummy|abdomen)',
    sided: [['V_87'], ['V_88']],
    middle: ['V_153'],
  },
  { pattern: '(?:one |either |the )?sides? of (?:my |the |his |her )?head', sided: [['V_166'], ['V_167']] },
  { pattern: '(?:belly ?button|navel|umbilicus|around (?:my |the )?middle)', codes: ['V_187'] },
  { pattern: 'shoulder ?blades?|scapulae?', sided: [['V_127'], ['V_128']] },
  { pattern: 'top of (?:my |the )?shoulders?|trapezius', sided: [['V_175'], ['V_176']] },
  { pattern: 'back of (?:my |the )?head', codes: ['V_25'] },
  { pattern: 'base of (?:my |the )?skull|occiput', codes: ['V_124'] },
  { pattern: 'top of (?:my |the )?head|crown', codes: ['V_62'] },
  { pattern: 'back of (?:my |the )?neck|nape', codes: ['V_26'] },
  { pattern: 'side of (?:my |the )?neck', sided: [['V_53'], ['V_54']] },
  { pattern: 'front of (?:my |the )?neck|adam apple|adams apple|voice box|larynx', codes: ['V_33'] },
  // The perineum and the genitals in lay words have no one place for both sexes: they are known
  // places with no code (so that "between my legs" is not read as the legs), and the site is asked.
  { pattern: 'between (?:my |the |his |her |your )?legs|perine(?:um|al)', codes: [] },
  { pattern: 'private parts|privates|genitals|genital area|down below(?! (?:my|the|his|her|your) )', codes: [] },
  { pattern: 'back of (?:my |the )?knees?|behind (?:my |the )?knees?', sided: [['V_47'], ['V_48']] },
  // The creases of the knees are their backs, named with the elbows too: "in the creases of his elbows and knees".
  {
    pattern:
      '(?<=\\b(?:creases?|folds?|bends?) (?:of|in|behind) (?:my |his |her |the |their |both )?(?:elbows? and (?:the |his |her |my |their )?)?)knees?|knee (?:creases?|folds?)',
    sided: [['V_47'], ['V_48']],
  },
  { pattern: 'back of (?:my |the )?(?:thighs?|legs?)|hamstrings?', sided: [['V_105'], ['V_106']] },
  { pattern: 'back of (?:my |the )?hands?', sided: [['V_76'], ['V_77']] },
  { pattern: 'back of (?:my |the )?(?:ankles?|heels?)|achilles', sided: [['V_23'], ['V_24']] },
  { pattern: 'tops? of (?:my |the )?feet|tops? of (?:my |the )?foot', sided: [['V_72'], ['V_73']] },
  { pattern: 'soles?(?: of (?:my |the )?(?:feet|foot))?', sided: [['V_149'], ['V_150']] },
  { pattern: 'under (?:my |the )?tongue', codes: ['V_162'] },
  { pattern: 'under (?:my |the )?jaw|under (?:my |the )?chin', codes: ['V_163'] },
  { pattern: 'roof of (?:my |the )?mouth|palate', codes: ['V_137'] },
  { pattern: 'inside (?:of )?(?:my |the )?cheeks?', sided: [['V_110'], ['V_111']] },
  { pattern: 'corners? of (?:my |the )?mouth', sided: [['V_41'], ['V_42']] },
  { pattern: 'lower back|low back|lumbar|back ?ache|backache', codes: ['V_40'] },
  { pattern: 'mid(?:dle)? back|thoracic spine', codes: ['V_39'] },
  {
    pattern:
      'tail ?bone|coccyx|(?:top of |crease of )?(?:my |the |his |her )?(?:bum|butt|buttock) (?:crack|crease|cleft)|natal cleft',
    codes: ['V_37'],
  },
  { pattern: 'bum ?hole|arse ?hole|butt ?hole', codes: ['V_22'] },
  { pattern: 'kidneys?|loins?', sided: [['V_113'], ['V_114']] },
  { pattern: 'upper teeth|top teeth', sided: [['V_59'], ['V_60']] },
  { pattern: 'lower teeth|bottom teeth', sided: [['V_57'], ['V_58']] },
  {
    pattern: 'teeth|tooth|tooth ?ache',
    sided: [
      ['V_59', 'V_57'],
      ['V_60', 'V_58'],
    ],
  },
  { pattern: 'gums?', codes: ['V_90', 'V_91'] },
  { pattern: 'big toes?', sided: [['V_97'], ['V_98']] },
  { pattern: 'little toes?|pinky toes?', sided: [['V_144'], ['V_145']] },
  { pattern: 'index fingers?', sided: [['V_67'], ['V_68']] },
  { pattern: 'middle fingers?', sided: [['V_69'], ['V_70']] },
  { pattern: 'ring fingers?', sided: [['V_63'], ['V_64']] },
  { pattern: 'little fingers?|pinky|pinkie', sided: [['V_65'], ['V_66']] },
  { pattern: 'forearms?', sided: [['V_27'], ['V_28']] },
  { pattern: 'upper arms?|biceps?|arms?', sided: [['V_30'], ['V_31']] },
  { pattern: 'triceps?', sided: [['V_177'], ['V_178']] },
  // Single words
  { pattern: 'chest|heart|ribs?|rib cage', codes: ['V_101', 'V_29'] },
  // Not the head that is moved ("it hurts to turn my head", "lifting my arm above my head"), nor the head of a
  // pimple or boil ("it has a yellow head", "it came to a head").
  {
    pattern:
      'head ?aches?|headache|(?<!(?:turn|turns|turning|turned|move|moves|moving|moved|tilt|tilts|tilting|tilted|twist|twisting|twisted|nod|nodding|shake|shaking|lift|lifting|raise|raising|hold|holding|rotate|rotating|above|over) (?:my |his |her |their |the )?)(?<!\\b(?:yellow|white|pus|pussy|creamy|green|come to a|came to a|coming to a|comes to a) )head|migraines?',
    codes: ['V_89', 'V_62'],
  },
  { pattern: 'forehead|sinus(?:es)?', codes: ['V_89'] },
  { pattern: 'temples?', sided: [['V_166'], ['V_167']] },
  { pattern: 'scalp', codes: ['V_62', 'V_25'] },
  { pattern: 'eyes?|eye ?balls?|eye ?lids?|behind (?:my |the )?eyes?', sided: [['V_125'], ['V_126']] },
  { pattern: 'ear ?aches?|ears?', sided: [['V_129'], ['V_130']] },
  { pattern: 'cheeks?|face', sided: [['V_108'], ['V_109']] },
  { pattern: 'nose|nostrils?', codes: ['V_122'] },
  { pattern: 'jaw', codes: ['V_121'] },
  { pattern: 'chin', codes: ['V_118'] },
  { pattern: 'tongue', codes: ['V_61'] },
  { pattern: 'lips?', codes: ['V_117', 'V_116'] },
  { pattern: 'mouth', codes: ['V_32'] },
  { pattern: 'tonsils?', sided: [['V_20'], ['V_21']] },
  { pattern: 'uvula', codes: ['V_115'] },
  { pattern: 'wind ?pipe|trachea', codes: ['V_174'] },
  { pattern: 'throat|pharynx', codes: ['V_148'] },
  { pattern: 'neck', codes: ['V_26'] },
  { pattern: 'shoulders?', sided: [['V_194'], ['V_195']] },
  { pattern: 'arm ?pits?|underarms?|axillae?', sided: [['V_18'], ['V_19']] },
  { pattern: 'elbows?', sided: [['V_45'], ['V_46']] },
  { pattern: 'wrists?', sided: [['V_74'], ['V_75']] },
  { pattern: 'palms?', sided: [['V_142'], ['V_143']] },
  { pattern: 'hands?', sided: [['V_76'], ['V_77']] },
  { pattern: 'thumbs?', sided: [['V_151'], ['V_152']] },
  { pattern: 'fingers?', sided: [['V_67'], ['V_68']] },
  { pattern: 'breasts?|nipples?|boobs?', sided: [['V_159'], ['V_160']] },
  {
    // Not "when I open my bowels": that is passing a motion, not a place.
    pattern:
      'stomach ?aches?|tummy ?aches?|belly ?aches?|stomach|tummy|belly|abdomen|abdominal|gut|(?<!\\b(?:open|opening|opened|move|moving|moved|empty|emptying) (?:my |his |her |their |the )?)bowels?',
    codes: ['V_187'],
  },
  // Not "on both sides", "on one side of my vaginal opening": those say which side, not the flank; nor the way
  // something turns ("my neck is twisting to the side", "rolled over to one side").
  {
    pattern:
      'flanks?|(?<!(?:both|one|either|each|other|opposite|same|two|all|far|this|that) )(?<!\\b(?:twist\\w*|turn\\w*|tilt\\w*|pull\\w*|lean\\w*|roll\\w*|jerk\\w*|drift\\w*|veer\\w*) (?:over )?(?:to|towards) (?:the |one )?)sides?(?! of (?:my |the |his |her |their )?(?:big |little |left |right )?(?:toe|toes|toenail|nail|nails|finger|fingers|thumb|foot|feet|hand|hands|head|face|neck|mouth|tongue|nose|knee|knees|ankle|ankles|eye|eyes|lip|lips|wrist|elbow))',
    sided: [['V_84'], ['V_85']],
  },
  { pattern: 'groin', sided: [['V_16'], ['V_17']] },
  { pattern: 'hips?', sided: [['V_99'], ['V_100']] },
  { pattern: 'buttocks?|bum|butt', sided: [['V_82'], ['V_83']] },
  {
    pattern: 'pubic(?: area| bone)?|pubis|supra ?pubic|(?:above|over) (?:my |the )?(?:pubic bone|bladder)|bladder',
    codes: ['V_153'],
  },
  { pattern: 'anus|back passage|rectum|rectal|bum ?hole|arse ?hole', codes: ['V_22'] },
  {
    pattern:
      'testicles?|testes|testis|balls|(?<=(?:my|his|left|right|both) )nuts?(?! (?:allergy|allergies|butter|oil|milk|bars?))' +
      // One testicle in slang, "my left ball", but not a ball that was thrown or kicked.
      '|(?<=\\b(?:left|right|one) )ball\\b(?! (?:of|game|games|sports?)\\b)|(?<=\\b(?:my|his) )ball(?= (?:is|has|hurts|feels|went|looks|sack)\\b)',
    sided: [['V_168'], ['V_169']],
  },
  { pattern: 'scrotum|scrotal', codes: ['V_158'] },
  { pattern: 'penis', codes: ['V_155'] },
  { pattern: 'vagina|vaginal', codes: ['V_186'] },
  { pattern: 'vulva', codes: ['V_190'] },
  { pattern: 'thighs?', sided: [['V_51'], ['V_52']] },
  { pattern: 'knees?|knee ?caps?', sided: [['V_92'], ['V_93']] },
  { pattern: 'calf|calves|legs?', sided: [['V_119'], ['V_120']] },
  { pattern: 'shins?', sided: [['V_172'], ['V_173']] },
  { pattern: 'ankles?', sided: [['V_34'], ['V_35']] },
  { pattern: 'heels?', sided: [['V_164'], ['V_165']] },
  // Not the toes that are moved to test the limb ("it hurts when the nurse moves my toes"): the pain is the limb's.
  {
    pattern:
      '(?<!\\b(?:moves?|moving|moved|wiggles?|wiggling|wiggled|stretch(?:es|ing|ed)?) (?:my |his |her |their |the )?)toes?',
    sided: [['V_97'], ['V_98']],
  },
  // Not "on my feet" as standing: "by the end of the day on her feet", "on my feet all day", "back on my feet".
  {
    pattern:
      '(?<!\\b(?:day|days|hours?|shifts?|long|standing|being|be|been|stay|staying|get|getting|got|back|dead|quick|light|up) on (?:my |his |her |their |our |your ))(?:feet|foot)(?! all (?:day|night|shift)| for (?:hours|long|the whole)| most of the day| at work)',
    sided: [['V_72'], ['V_73']],
  },
  // "done my back in", "put my back out", "hurt my back on Saturday": the back, though "back in", "back out" and "back on" are not always a place.
  {
    pattern:
      '(?<=(?:done|did|doing|does|put|putting|puts|threw|thrown|throw|throwing) (?:my|his|her|their) )back(?= (?:in|out)\\b)|(?<=(?:hurt|hurting|injured|injuring|strained|straining|pulled|tweaked|ricked|wrecked|jarred|twisted) (?:my|his|her|their) )back',
    codes: ['V_40'],
  },
  // Not the "back" of "it will not go back", "pull it back", "came back", "reach behind my back", nor "the back of my heel".
  {
    pattern:
      'spine|(?<!(?:go|goes|going|went|gone|come|comes|coming|came|get|got|getting|pull|pulled|pulling|push|pushed|pushing|put|bring|brought|turn|turned|move|moved|slide|slid|roll|rolled|pop|popped|call|called|ring|rang|write|wrote|bounce|bounced|fight|fought|hold|held|step|stepped|lean|leaned|leant|sit|sat|lie|lay|lying|pay|paid|give|gave|take|took|keep|kept|look|looked|think|thought|way|straight|it|him|them) )(?<!behind (?:my|his|her|their|your) )back(?! (?:from|home|to|in|at|again|up|then|on|of))',
    codes: ['V_40'],
  },
];

const COMPILED = BODY_PARTS.map((part) => ({ ...part, regex: new RegExp(`\\s(?:${part.pattern})(?=\\s)`, 'g') }));

export interface LocationMatch {
  start: number;
  end: number;
  codes: string[];
}

/** Which side a body part is on, from its own words ("right upper tummy") or the words around it. */
function sideNear(text: string, start: number, end: number): 'right' | 'left' | 'both' {
  const own = /\b(right|left)\b/.exec(text.slice(start, end))?.[1];
  if (own === 'right' || own === 'left') return own;
  const before = text.slice(Math.max(0, start - 28), start);
  const after = text.slice(end, end + 24);
  const near =
    /\b(right|left|both)\b(?:\s\w+){0,2}\s*$/.exec(before)?.[1] ??
    /^\s*(?:on|in)?\s*(?:the|my)?\s*(right|left|both)\b/.exec(after)?.[1];
  return near === 'right' || near === 'left' ? near : 'both';
}

/** Body locations named in a stretch of normalized text, in order of appearance. */
/**
 * A place named as what was treated or tested ("antibiotics for a chest infection", "sent for a knee
 * x-ray"): it names that illness or test, not where the pain told in the same sentence is.
 */
const TREATED_BEFORE = /\sfor (?:a|an|my|his|her|their|the)\s*$/;
const TREATED_AFTER = /^\s(?:infection|infections|x[- ]?rays?|scan|ultrasound|mri|ct)\b/;
function treatedElsewhere(text: string, start: number, end: number): boolean {
  return (
    TREATED_BEFORE.test(text.slice(Math.max(0, start - 14), start)) && TREATED_AFTER.test(text.slice(end, end + 16))
  );
}

export function findLocations(text: string, from = 0, to = text.length): LocationMatch[] {
  const slice = text.slice(0, to);
  const taken: [number, number][] = [];
  const found: LocationMatch[] = [];
  for (const part of COMPILED) {
    part.regex.lastIndex = from;
    for (let m = part.regex.exec(slice); m; m = part.regex.exec(slice)) {
      const start = m.index + 1;
      const end = m.index + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      taken.push([start, end]);
      if (treatedElsewhere(text, start, end)) continue;
      let codes = part.codes ?? [];
      if (part.sided) {
        const side = sideNear(text, start, end);
        codes =
          side === 'right'
            ? part.sided[0]
            : side === 'left'
              ? part.sided[1]
              : [...part.sided[0], ...part.sided[1], ...(part.middle ?? [])];
      }
      found.push({ start, end, codes });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
