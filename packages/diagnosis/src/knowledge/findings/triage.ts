import type { FindingDef } from '../types.js';
import { CHILD_BEARING, yesNo } from './define.js';

/** Findings the triage discriminators read that no condition needs (src/triage-discriminators.ts). */
export const TRIAGE_FINDINGS: FindingDef[] = [
  // Taken from the water (RCH drowning): only symptoms after it make it an emergency, so it is not asked.
  yesNo(
    'submersion',
    'Was anyone under the water, or pulled out of the water, before this started?',
    'submersion (drowning incident)',
    [
      '(?:pulled|dragged|fished|got|lifted) (?:him|her|them|my \\w+|the \\w+|\\w+) (?:\\w+ ){0,2}out of (?:the )?(?:pool|water|bath|dam|river|sea|surf|ocean|lake|creek|spa)|(?:nearly|almost) drown\\w*|drown(?:ed|ing)|(?:went|gone|slipped|was|been|fell|got) under (?:the )?water|(?:went|gone|slipped|go|goes) under (?:at|in|for|while)\\b|under (?:the )?water for|face ?down in (?:the )?(?:pool|bath|water)',
      // Told of the child or oneself: "he was pulled out of the pool", "after being under the water", "I breathed in sea water".
      '(?:was|were|got|been|being) (?:pulled|dragged|rescued|fished|lifted) (?:\\w+ )?out of (?:the )?(?:pool|water|bath|dam|river|sea|surf|ocean|lake|creek|spa)|being under (?:the )?water|(?:breathed|breathing|inhaled|inhaling) in (?:a lot of |lots of |some )?(?:sea |pool |salt |the )?water',
    ],
    0.0005,
    { kind: 'exposure' },
  ),
  // A cord felt or seen at the vagina once the waters have gone (RANZCOG cord prolapse: call 000, knees to chest).
  yesNo(
    'cord_prolapse',
    'Can you see or feel the cord, or anything else, coming down into or out of the vagina?',
    'possible cord prolapse',
    [
      '(?:feel|felt|feeling|see|seen|saw|seeing) (?:something|a loop|a loop of (?:the )?cord|the cord|a cord|the umbilical cord)(?: \\w+){0,4} (?:in|at|inside|coming out of|hanging out of|coming down|out of|from) (?:my |the |her )?(?:vagina|entrance|down there|down below)|(?:cord|umbilical cord) (?:is )?(?:coming|hanging|sticking) (?:out|down)|loop of (?:the )?(?:umbilical )?cord',
      // Told as absent: "nothing is hanging down or coming out of my vagina".
      '(?:hanging|coming) (?:down|out)(?: or (?:hanging|coming) (?:down|out))?(?: of| from)? (?:my |the |her )?vagina',
    ],
    0.0005,
    { parent: 'waters_broken', askIf: CHILD_BEARING },
  ),
  // ASCIA anaphylaxis action plan: after adrenaline, always call an ambulance, however much better they feel.
  yesNo(
    'adrenaline_given',
    'Has adrenaline been given for this, with an EpiPen, Anapen or another adrenaline injector?',
    'adrenaline autoinjector used',
    [
      'epi ?pen|ana ?pen|adrenaline (?:auto ?injector|pen|shot|injection|jab)|(?:used|gave|given|give|giving|injected|jabbed|had) (?:my |his |her |their |the |an |some )?(?:adrenaline|epinephrine)',
    ],
    0.0005,
    { kind: 'history' },
  ),
  // Mania or psychosis acted on in a way that risks life (walking into traffic "because nothing can hurt me"):
  // RANZCP, Mental Health Act emergency criteria (risk to self).
  yesNo(
    'endangers_self',
    'Has anything they have done because of these beliefs or this energy put their life in danger, such as walking into traffic?',
    'behaviour endangering their own life',
    [
      '(?:walk|walked|walks|walking|ran|run|runs|running|jumped|jumping|stepped|stepping|wandered|wandering) (?:out )?(?:into|onto|in front of) (?:the |a |oncoming )?(?:traffic|road|highway|freeway|cars?|bus|train|truck)|(?:thinks|believes|said|says|saying) (?:he|she|they) (?:can|could) fly|(?:climbed|climbing) (?:onto|on|up on) (?:the |a )?roof',
    ],
    0.0005,
    { kind: 'history' },
  ),
  // Lithium: a narrow margin that dehydration, a new anti-inflammatory or a diuretic closes; unsteadiness, confusion
  // or slurring on it are toxicity (AMH lithium; Murray's Toxicology Handbook: lithium). Read before the
  // serotonergic medicines and bipolar disorder it also tells of.
  yesNo(
    'takes_lithium',
    'Do you take lithium (Lithicarb or Quilonum)?',
    'takes lithium',
    [
      '(?<!\\b(?:stopped|stopped taking|came off|come off|coming off|ran out of|run out of|quit|no longer on|not on|used to take|used to be on) (?:my |his |her |the )?)(?:lithium|lithicarb|quilonum)(?! batter)',
      // (also what lithium toxicity is told with: on lithium with vomiting, a new diuretic, ACE inhibitor or NSAID,
      // then a coarse tremor, unsteadiness, slurring, twitching, drowsiness and confusion: eTG; AMH)
    ],
    0.003,
    { kind: 'history', implies: ['serotonergic_medicine', 'known_bipolar'] },
  ),
  // Iron tablets turn the stool black or dark green, which is not a bleed when it is formed and the person well
  // (Healthdirect iron supplements; AMH oral iron: dark stools).
  yesNo(
    'takes_iron',
    'Are you taking iron tablets or an iron supplement?',
    'takes oral iron',
    [
      '(?:started|starting|taking|take|takes|took|on|been on|been taking|began) (?:some |my |the |an |a course of )?iron (?:tablets?|pills?|supplements?|syrup|liquid|capsules?|drops)|(?:started|taking|on|been on|been taking) iron\\b(?! (?:deficiency|levels?|infusion))|ferro ?grad(?:umet)?|fefol|ferro ?liquid|maltofer|ferrous (?:sulfate|sulphate|fumarate)',
    ],
    0.01,
    { kind: 'history' },
  ),
  // A boy's or young man's testicle pain, told when asked: a torsion is often told first as a tummy ache and vomiting
  // (RCH acute scrotum; Murtagh: the acute scrotum). Only the pain word is claimed, the testicle is left for its place.
  yesNo(
    'testicular_pain',
    'Is there any pain in a testicle (a ball) or the scrotum?',
    'testicular pain',
    [
      '(?<=\\b(?:testicles?|testis|testes|balls?|nuts?|scrotum)\\b (?:that |which |is |are |s |has been |have been |feels |feel )?(?:really |very |so |quite |a bit |a little )?)(?:hurts?|hurting|sore|painful|tender|aches?|aching|killing him|killing me)',
      '(?:pain|ache|aching|soreness) (?:in|of) (?:my |his |one |the |a )?(?:left |right )?(?=(?:testicles?|testis|ball|nut|scrotum)\\b)',
    ],
    0.002,
    { kind: 'symptom', askIf: { sex: 'M' }, implies: ['pain'] },
  ),
  // Serotonin toxicity (eTG; Hunter criteria): a medicine that raises serotonin, often two together (an
  // antidepressant with tramadol), then tremor, jerking, sweating, fever and a racing heart.
  yesNo(
    'serotonergic_medicine',
    'Do you take an antidepressant, or another medicine that raises serotonin, such as tramadol, lithium, St John’s wort or MDMA?',
    'takes a serotonergic medicine',
    [
      'sertraline|zoloft|fluoxetine|prozac|lovan|citalopram|cipramil|escitalopram|lexapro|paroxetine|aropax|fluvoxamine|luvox|venlafaxine|efexor|desvenlafaxine|pristiq|duloxetine|cymbalta|moclobemide|phenelzine|tranylcypromine|clomipramine|imipramine|amitriptyline|vortioxetine|brintellix|tramadol|tramal|tapentadol|palexia|lithium|st john s wort|mdma|ecstasy|linezolid',
      '(?:take|takes|taking|took|on|started|start) (?:an |my |his |her )?(?:antidepressants?|ssris?|snris?)',
    ],
    0.03,
    { kind: 'history' },
  ),
  // A burn over a large area: more than about ten of the person's palms (RCH burns: over 10% of a child's body,
  // 15% of an adult's, needs fluids and a burns unit).
  yesNo(
    'extensive_burn',
    'Does the burn cover a large area, more than several times the size of the person’s palm (such as most of an arm, the chest or the back)?',
    'extensive burn (a large part of the body)',
    [
      '(?:huge|massive|extensive) (?:burns?|scalds?)',
      // "Large areas of his chest and both arms are blistered" (the blisters left to be read), "both my arms are
      // burned", "burns to her chest and arms".
      '(?:large|big|huge|wide|most) (?:areas?|parts?|patches|sections|of) (?:of )?(?:my |his |her |their |the )?(?:\\w+ ){0,2}(?:chest|back|body|tummy|belly|trunk|legs?|arms?)(?: and (?:both )?(?:my |his |her |their )?(?:\\w+ ){0,2}(?:arms|legs|chest|back))?(?= (?:are|is|were|was|got|have been|has been) (?:badly |all |very )?(?:burn(?:ed|t)|scald(?:ed)?|blistered))',
      'both (?:my |his |her |their )?(?:arms|legs) (?:are|were|got|have been) (?:badly |all )?(?:burn(?:ed|t)|scalded)',
      '(?:burn(?:ed|t|s)?|scald(?:ed|s)?) (?:to|on|over|across) (?:my |his |her |their )?(?:chest|back|tummy|belly|trunk) and (?:both )?(?:my |his |her |their )?(?:arms|legs)',
      // the spill's reach told as places: the chest or back and a whole limb is over 10% of a child (RCH burns)
      '(?:it|the (?:tea|coffee|water|soup|oil|kettle|noodles)) (?:went|spilled|spilt|poured|splashed|ran|tipped) (?:all )?(?:over|across|down) (?:his|her|my|their) (?:chest|back|tummy|belly|front|trunk) and (?:down|over|across|along) (?:his|her|my|their) (?:left |right )?(?:arm|leg)',
    ],
    0.001,
    // A large burn is a burn, and one bigger than a palm (the serious burn's question).
    { parent: 'burn_injury', implies: ['burn_injury', 'serious_burn'] },
  ),
  // Before 34 weeks, waters breaking is a race for steroids, magnesium and a neonatal unit (RANZCOG and Queensland
  // Clinical Guidelines preterm prelabour rupture of membranes): asked only of a preterm pregnancy.
  yesNo(
    'very_preterm_gestation',
    'Are you less than 34 weeks pregnant?',
    'pregnant, under 34 weeks',
    [
      '(?<=\\b(?:i am|i m|im|she is|she s|i am now|i m now)\\s)(?:2[0-9]|3[0-3]) (?:and a half )?weeks\\b(?! (?:ago|old|late|overdue|since|now since))',
      '(?:2[0-9]|3[0-3]|twenty(?: (?:one|two|three|four|five|six|seven|eight|nine))?|thirty(?: (?:one|two|three))?) (?:and a half )?weeks? (?:pregnant|along|gestation|into (?:my |the )?pregnancy)|(?:five|six|7|5|6) (?:and a half )?months pregnant',
    ],
    0.1,
    { kind: 'history', parent: 'preterm_gestation', askIf: CHILD_BEARING },
  ),
  // Clozapine can wipe out the white cells (agranulocytosis) at any time on it: a fever, sore throat or mouth ulcers
  // on it need a full blood count the same day (AMH clozapine; eTG psychotropic: clozapine neutropenia).
  yesNo(
    'takes_clozapine',
    'Do you take clozapine (Clozaril or Clopine)?',
    'takes clozapine',
    [
      '(?<!\\b(?:stopped|stopped taking|came off|come off|coming off|quit|no longer on|not on|used to take|used to be on) (?:my |his |her |the )?)(?:clozapine|clozaril|clopine)',
    ],
    0.0005,
    { kind: 'history' },
  ),
  // A nail, tack or other sharp thing trodden on, or through a shoe into the foot: a deep puncture of the sole, which
  // carries in Pseudomonas from the shoe (osteomyelitis) and tetanus (eTG puncture wounds of the foot; Healthdirect
  // puncture wounds: see a doctor the same day).
  yesNo(
    'foot_puncture',
    'Did something sharp (a nail, tack or glass) go deep into the sole of your foot?',
    'puncture wound of the sole of the foot',
    [
      '(?:stood|stepped|trod|trodden|standing|stepping|treading) on (?:a |an |some |the )?(?:rusty |old |garden |roofing )?(?:nail|tack|drawing pin|thumbtack|screw|needle|syringe|nails)\\b',
      '(?:went|gone|goes|came|come|pierced|poked) (?:right |straight )?through (?:my |his |her |the |their )?(?:shoe|sneaker|runner|boot|thong|sandal|sole)s?\\b(?: \\w+){0,2} (?:into |in )?(?:my |his |her |the |their )?(?:foot|heel|sole|toe)',
    ],
    0.001,
    { kind: 'exposure' },
  ),
  // An animal's bite of the face, hand, foot or genitals: prophylactic antibiotics and, on the face, a closure by a
  // surgeon; a child's face bite is reviewed the same day (eTG bite wounds: high-risk sites; RCH dog bites).
  yesNo(
    'bite_face_or_hand',
    'Is the bite on the face, a hand, a foot or the genitals?',
    'bite on the face, hand, foot or genitals',
    [
      '\\b(?<!\\b(?:mozzie|mossie|mosquito|insect|bug|ant|flea|spider|tick|sandfly|midge|bee|wasp|jellyfish) )bit(?:ten)? (?:me |him |her |them |my \\w+ |our \\w+ )?(?:on|in) (?:the |my |his |her |their )?(?:face|cheek|lip|lips|nose|ear|eyelid|forehead|chin|hand|finger|thumb|palm|foot|toe)s?\\b',
      // the place told after: "the bite is on the back of my right hand"
      '\\b(?<!\\b(?:mozzie|mossie|mosquito|insect|bug|ant|flea|spider|tick|sandfly|midge|bee|wasp|jellyfish) )(?:bite|bites|bite marks?) (?:is |are |was |were )?(?:on|to) (?:the (?:back|palm|side|sole) of )?(?:the |my |his |her |their )?(?:left |right )?(?:face|cheek|lip|nose|ear|eyelid|forehead|chin|hand|finger|thumb|palm|knuckle|foot|toe)',
    ],
    0.003,
    // an insect's bite is not an animal's: "a mozzie bite on his forehead"
    { kind: 'exposure', parent: 'animal_bite', implies: ['animal_bite'] },
  ),
  // A strong painkiller (an opioid) taken or worn: drowsiness on one is the overdose's first sign, before the breathing
  // slows (AMH opioid analgesics; ANZCOR naloxone; Healthdirect opioid overdose: call 000). Asked of nobody: told with
  // the medicine.
  yesNo(
    'takes_opioid',
    'Are you taking or wearing a strong painkiller, such as a fentanyl or buprenorphine patch, oxycodone, morphine, tramadol or methadone?',
    'takes an opioid painkiller',
    [
      // The verb only looked back on, not taken: "was given tramadol" is also a new medicine (general.ts).
      '(?<=\\b(?:on|started (?:\\w+ )?on|put (?:\\w+ )?on|taking|takes|took|using|uses|wearing|wears|given|prescribed|had|stuck on|new) (?:a |an |the |his |her |my |their |some |new |strong )*)(?:pain (?:relief )?patch(?:es)?|(?:fentanyl|durogesic|buprenorphine|norspan|butrans|morphine|opioid) patch(?:es)?|fentanyl|oxycodone|endone|oxycontin|targin|oxynorm|tapentadol|palexia|methadone|hydromorphone|jurnista|morphine|ms contin|tramadol|tramal|codeine|panadeine forte|suboxone)',
    ],
    0.01,
    { kind: 'history' },
  ),
  // A tooth knocked clean out: an adult tooth lives only if it is put back within the hour (IADT dental trauma
  // guidelines: avulsion of permanent teeth; Healthdirect knocked-out tooth); a baby tooth is never put back.
  yesNo(
    'tooth_knocked_out',
    'Has a tooth been knocked right out of its socket?',
    'tooth knocked out (avulsed)',
    [
      '(?:knocked|knock|punched|smashed|bashed) (?:\\w+ ){0,6}(?:tooth|teeth) (?:clean |right |straight |completely )?out|(?:tooth|teeth) (?:has |have |was |were |got |just )?(?:came|come|been knocked|got knocked|knocked|fell|fallen|popped|flew) (?:right |clean |straight |completely )?out(?! of (?:place|line))|knocked out (?:a |his |her |my |their |one of (?:his|her|my|their) |two of (?:his|her|my|their) )?(?:\\w+ ){0,3}(?:tooth|teeth)',
    ],
    0.001,
    // a tooth knocked out is a tooth injury too (the dental injury's own questions and conditions follow)
    { kind: 'history', implies: ['tooth_injury'] },
  ),
  // The neck twisting or pulled to one side by itself: an acute dystonic reaction (the eyes rolling up are read as the
  // eyes' direction lost, E_180), most often hours to days after a dopamine blocker (metoclopramide, prochlorperazine, haloperidol),
  // treated the same day with benztropine (AMH metoclopramide; eTG drug-induced movement disorders).
  yesNo(
    'dystonic_spasm',
    'Is the neck twisting or pulling to one side by itself?',
    'acute dystonic spasm of the neck',
    [
      '(?:neck|head) (?:keeps |has |is |started |starts )?(?:twisting|twisted|pulling|pulled|pulls|twists|turning|turned|jerking|cranking) (?:round |over |itself )?(?:to|towards) (?:the |one )?(?:left |right )?side(?: on its own| by itself)?|(?:neck|head) (?:keeps |has |is )?(?:twisting|twisted) (?:round|around|by itself|on its own)|(?:neck|head) (?:keeps|kept|keep) (?:twisting|pulling|jerking|turning|cranking)(?: (?:round|around|sideways|to one side|by itself|on its own))?',
    ],
    0.0005,
    // the neck pulled to one side by itself is a wry neck (torticollis) too, whatever its cause
    { kind: 'symptom', implies: ['wry_neck'] },
  ),
  // Someone around the patient with chickenpox (or shingles): for a pregnant woman not known to be immune, zoster
  // immunoglobulin works best within 96 hours, up to 10 days (RANZCOG varicella in pregnancy; Australian Immunisation
  // Handbook varicella).
  yesNo(
    'chickenpox_contact',
    'Have you been near someone with chickenpox or shingles in the last 10 days?',
    'contact with chickenpox or shingles',
    [
      '(?:niece|nephew|son|daughter|child|children|kid|kids|friend|cousin|grandchild|grandson|granddaughter|neighbour|brother|sister|boy|girl|toddler|baby|someone|student|classmate|colleague|workmate)(?: [\\w,]+){0,10} (?:has|had|got|with|come out in|came out in|come up in|came up in|broke out in|come down with|came down with|down with|caught|developed) (?:the )?(?:chicken ?pox|varicella|shingles)|(?:exposed|exposure|been around|was around|been near|was near|contact) (?:to |with )?(?:\\w+ ){0,3}(?:chicken ?pox|varicella|shingles)',
    ],
    0.003,
    { kind: 'exposure' },
  ),
  // Methotrexate, weekly for arthritis or psoriasis: a daily dose by mistake, an infection or dehydration lets it poison
  // the marrow and the mouth, so ulcers, a sore throat, a fever or bruising on it need a blood count the same day (AMH
  // methotrexate: toxicity). Asked of nobody: told with the medicine.
  yesNo(
    'takes_methotrexate',
    'Do you take methotrexate?',
    'takes methotrexate',
    ['methotrexate|methoblastin|metoject|otrexup|trexject'],
    0.005,
    { kind: 'history' },
  ),
  // Myasthenia gravis already diagnosed: an infection or a new medicine can tip it into a crisis in which the swallow
  // and the breathing muscles fail, for a ventilator within hours (OHCM: myasthenic crisis; Murtagh: myasthenia gravis).
  // Asked of nobody: told with the illness.
  yesNo(
    'has_myasthenia',
    'Have you been diagnosed with myasthenia gravis?',
    'known myasthenia gravis',
    ['(?<!family (?:\\w+ ){0,4})(?:myasthenia(?: gravis)?|myasthenic)'],
    0.0005,
    { kind: 'history' },
  ),
];
