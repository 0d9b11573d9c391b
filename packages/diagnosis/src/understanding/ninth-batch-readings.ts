import type { LexiconEntry } from './lexicon.js';

const CANNOT = '(?:can not|can t|cant|cannot|could not|couldnt|couldn t|unable to|was unable to)';
const PERSON = '(?:my |his |her |their |the )';

/**
 * Hallmarks in the words of a ninth batch of case vignettes, a third texted by patients, a third clinicians' notes
 * and a third told by carers, that the findings' phrasings missed. Each maps to a finding the knowledge base
 * already has, so the sources are those of the finding: a testicle that "has a hard lump on it" (NICE CKS: scrotal
 * pain and swelling); waking "and can't move my body at all" (sleep paralysis: Oxford Handbook of General Practice);
 * a baby who strains before poos that "come out soft" (infant dyschezia: RCH constipation); a heart rate of 38 in a
 * note (bradycardia: Oxford Handbook of Clinical Medicine); a fleshy triangle growing on the white of the eye
 * (pterygium: RANZCO); a growing, crusted lump on sun-damaged skin (squamous cell carcinoma: DermNet); a "zap" off a
 * power point (electrical injury: Oxford Handbook of Emergency Medicine); discharge "from just his left nostril"
 * and a bead pushed "up there" (RCH: nasal foreign body); crashing for days after a small effort (NICE: ME/CFS);
 * weakness turning the palm up and bruising in the elbow crease (distal biceps rupture: musculoskeletal
 * guidelines); a swollen joint weeks "after a bout of bloody diarrhoea" (reactive arthritis: Oxford Handbook of
 * Clinical Medicine).
 */
export const NINTH_BATCH_READINGS: LexiconEntry[] = [
  {
    evidence: 'testicular_hard_lump',
    pattern: `(?:testicles?|testis|ball|nut) (?:has|had|with|has got|has developed) (?:got )?(?:a |an )?(?:small |little |new )?(?:hard|firm|solid|rock hard) (?:\\w+ )?(?:lump|bump|nodule)`,
    also: [{ evidence: 'testicular_swelling', value: true }],
  },
  {
    evidence: 'paralysed_on_waking',
    pattern: `(?:woken|woke|wake|waking|wakes) up (?:\\w+ ){0,2}(?:and|but) (?:i |he |she |they )?(?:am |was |is |were )?${CANNOT} (?:to )?move (?:my |his |her |their )?(?:whole )?(?:body|anything|a muscle|at all)`,
  },
  {
    evidence: 'baby_strains_before_soft_poo',
    pattern:
      '(?:strain|strains|straining|grunt|grunts|grunting)\\b[^.]{0,80}(?:poo|poos|stool|stools) (?:\\w+ ){0,2}(?:come|comes|came|is|are|were|was) (?:out )?(?:soft|runny|normal)',
  },
  {
    evidence: 'slow_pulse',
    // A clinician's "HR 38": under 50, and not a blood pressure, a saturation or a longer number.
    pattern: '\\b(?:hr|heart rate|pulse|pr) (?:of |was |is )?(?:[2-4]\\d)\\b(?! ?(?:\\d|/ ?(?!min)|%|\\.\\d|mmhg|kg))',
  },
  {
    evidence: 'growth_on_eye',
    pattern: `fleshy (?:\\w+ ){0,2}(?:growth|growing|lump|triangle|patch|bump|film|tissue)(?: \\w+){0,4} (?:white of|on) ${PERSON}?(?:left |right )?eye`,
  },
  {
    evidence: 'fast_growing_skin_lump',
    pattern:
      '(?:growing|enlarging|expanding)(?: ,)? (?:(?:crusted|crusty|scaly|tender|keratotic|ulcerated|red|raised|firm)(?: ,)? (?:and )?){1,3}(?:lump|nodule|bump|growth|lesion)',
  },
  {
    evidence: 'electric_shock',
    pattern:
      '(?:zap|zapped|jolt|shock|belt) (?:off|from|by) (?:a |an |the |my )?(?:\\w+ )?(?:power ?point|socket|power outlet|outlet|light switch|appliance|wire|cable|toaster|kettle|heater)',
  },
  {
    evidence: 'one_sided_smelly_nasal_discharge',
    pattern: `(?:discharge|snot|gunk|muck)(?: \\w+){0,3} (?:from|out of|down) (?:just |only )?${PERSON}?(?:left|right) nostril|(?:discharge|snot)(?: \\w+){0,3} (?:from|out of) (?:just |only )?one side of ${PERSON}?nose`,
  },
  {
    evidence: 'object_in_nose',
    // "...from his left nostril. I think he pushed a bead up there": the place said before.
    pattern:
      '(?<=\\b(?:nose|nostril)\\b[\\s\\S]{0,160})(?:pushed|stuck|shoved|poked|put) (?:a |an |some |the )?(?:small |little )?(?:bead|toy|pea|peanut|button|stone|pebble|sultana|raisin|lego|crayon|eraser|seed|bean|nut|piece of \\w+|bit of \\w+|something) (?:up there|in there)',
  },
  {
    evidence: 'crash_after_effort',
    pattern:
      '(?:crash|crashes|crashing|wiped out|flattened|in bed) for (?:days|a day or two|two days|several days) after (?:even )?(?:a |any )?(?:minor|small|little|short|slight|mild|minimal|light|the smallest|the slightest) (?:exertion|effort|activity|walk|exercise)',
  },
  {
    evidence: 'pain_turning_forearm',
    pattern:
      '(?:weak|weakness|no strength|hurts|painful|sore) (?:when |on |with )?(?:turning|rotating|twisting) (?:my |his |her |the )?(?:palm|hand|forearm) (?:up|over|upwards)',
  },
  {
    evidence: 'injury_bruising',
    pattern: `(?:bruised|bruising|a bruise)(?: \\w+){0,2} (?:in|at|over) (?:the |${PERSON})?(?:crease|front|inside) of (?:the |${PERSON})?elbow|(?<=\\belbow\\b[^.]{0,80})(?:bruised|bruising) (?:in|at) the crease`,
  },
  {
    evidence: 'preceding_infection',
    // The whole phrase, so that a past bout of bloody diarrhoea is not read as bleeding now.
    pattern:
      '(?:after|since|following) (?:a |the |an )?(?:nasty |bad |short |brief |severe )?(?:bout|attack|episode|dose) of (?:bloody |watery |bad |severe )?(?:diarrhoea|diarrhea|gastro|gastroenteritis)',
  },
  {
    evidence: 'E_192',
    pattern:
      // Only the waking, so that the neck's pain and stiffness are read as well.
      '(?:woke|waking|woken|wakes) (?:up )?with(?= (?:a |an )?(?:(?:painful|stiff|sore|locked|twisted|cricked|kinked)(?: ,)? (?:and )?){1,2}neck)(?![^.]{0,80}(?:fever|temperature|rash|vomit|headache|light))',
  },
  {
    evidence: 'skin_colour_patches',
    pattern:
      '(?:patches|patch|areas|spots|blotches) of (?:totally |completely |pure |bright |milky |chalky )?white skin|(?:skin|patches|patch) (?:has |have |is |are )?(?:just )?(?:lost|losing) (?:the |its |their |all its )?colou?r',
  },
  {
    evidence: 'red_dome_spots',
    pattern:
      '(?:bright |cherry |ruby |little |tiny |small )*red (?:dome|domed|dome shaped|raised round|round raised) (?:spots|bumps|dots|lumps|moles)',
  },
  {
    evidence: 'ear_discharge',
    pattern:
      '\\bears? (?:has |have |is |keeps )?(?:been )?(?:discharging|leaking|oozing|weeping)\\b|(?:discharging|leaking|oozing|weeping) (?:\\w+ ){0,2}(?:gunk|pus|muck|fluid|discharge|stuff|goo) (?:from|out of) (?:my |his |her |their |the )?(?:left |right )?ear',
  },
  {
    evidence: 'bulky_womb',
    pattern:
      '(?:bulky|enlarged|globular|boggy)(?: ,)? (?:(?:globular|tender|bulky|boggy|enlarged)(?: ,)? (?:and )?){0,2}(?:uterus|womb)',
  },
  {
    evidence: 'molar_pregnancy_signs',
    pattern:
      '(?:uterus|womb|fundus) (?:is |feels |measures |measuring |was )?(?:too )?(?:large|big|bigger|larger) (?:for (?:dates|gestation)|than (?:expected|dates|it should be))',
  },
  {
    evidence: 'anal_lump',
    pattern: `(?:something|a lump|a bulge|it) (?:\\w+ ){0,4}(?:comes|coming|came|pops|sticks|pokes|hangs) (?:out|down) (?:of|from) ${PERSON}?(?:bottom|bum|back passage|anus)`,
  },
  {
    evidence: 'muscle_pain_since_statin',
    pattern:
      '(?:ache|aches|aching|achy|pain|pains|sore|soreness|cramps)\\b[^.]{0,60}(?:since|after) (?:starting|i started|he started|she started|beginning|going on|taking) (?:a |my |his |her |the )?(?:statin|atorvastatin|rosuvastatin|simvastatin|pravastatin|cholesterol (?:tablets?|pills?|medicine))',
    also: [{ evidence: 'statin_use', value: true }],
  },
];
