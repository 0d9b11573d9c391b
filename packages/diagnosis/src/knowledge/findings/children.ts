import type { FindingDef } from '../types.js';
import { yesNo, UNDER_FIVE } from './define.js';

/** Babies and children (general findings such as poor feeding and wet nappies are in general.ts). */
export const CHILD_FINDINGS: FindingDef[] = [
  // — Children
  yesNo(
    'febrile_child_lethargic',
    'Is the child unusually floppy, limp, or not interested in anything even when the fever comes down?',
    'lethargic or floppy child',
    [
      '(?:lethargic|listless|not (?:himself|herself|themselves)|not interested in anything|just lying there|very quiet|not playing(?! up\\b))',
      // "he's been really flat today", "she's all flat and won't play"
      '(?<=\\b(?:he|she|they|baby|bub|son|daughter|toddler) (?:is |has been |is been |seems |seemed |was |looks |has gone |went |just )?(?:really |very |so |quite |a bit |pretty |all )?)(?:flat|listless|droopy|not with it)(?= (?:\\.|,)| (?:and|today|tonight|all day|since|this|but|not|too|as well|lately|now)\\b| $)|(?:will not|would not|does not want to|not wanting to|too tired to|has no energy to) (?:play|get off the couch|get off the lounge|do anything)(?! (?:the|a|any|my|his|her|their|nicely|fair|with)\\b)',
    ],
    0.01,
    { askIf: UNDER_FIVE, redFlag: { reason: 'floppy or lethargic child', urgency: 'urgent' } },
  ),
  yesNo(
    'limping_child',
    'Is the child limping or refusing to walk?',
    'limp in a child',
    [
      // A limp in walking, not a body gone limp ("sort of limp when I pick him up" is a floppy baby's).
      'limp(?:s|ing|ed)|(?<!\\b(?:is|gone|went|was|all|very|really|body|sort of|kind of|bit|little|so|and|floppy) )limp(?! (?:and floppy|when (?:i|we|you) (?:pick|picked|lift|lifted|hold|held|carry|carried)))|(?:will not|refuses to|refusing to|does not want to|stopped) walk(?:ing)?|favou?ring (?:one|my|his|her|the|their)(?: (?:left|right|good|bad|sore|other))? (?:leg|foot|side)|walk(?:s|ing)? (?:funny|strangely|oddly|awkwardly|with a hobble)|hobbl(?:e|es|ing)',
    ],
    0.01,
    { askIf: { maxAge: 15 } },
  ),
  yesNo(
    'leg_turns_out',
    'When the child walks, does the foot on the sore side turn outwards, or does the leg roll out?',
    'out-turned foot or leg on the painful side (external rotation)',
    [
      '(?:foot|feet|leg|toes|knee) (?:turns?|turning|turned|points?|pointing|pointed|rolls?|rolling|rolled|sticks?|sticking|flicks?|flicking) out(?:wards?)?(?: to the side)?|out ?toeing|(?:walks?|walking|runs?|running) with (?:a |my |his |her |their |the )?(?:left |right )?(?:foot|feet|toes|leg) (?:turned |pointing |rolled )?out(?:wards?)?',
    ],
    0.02,
    { kind: 'sign', askIf: { minAge: 8, maxAge: 17 } },
  ),
  yesNo(
    'teething',
    'Is the baby teething (new teeth coming through, drooling and chewing things)?',
    'teething',
    [
      'teething|(?:new )?teeth (?:are )?coming through|cutting (?:a )?(?:tooth|teeth)|(?:chewing|chews|gnawing|biting) (?:on )?(?:everything|anything|my hands|his hands|her hands|fingers|toys)|(?:red|swollen|sore) gums(?= [^.]*\\b(?:drool\\w*|chew\\w*|grizzly|teeth)\\b)|(?<=\\b(?:drool\\w*|chew\\w*|grizzly)\\b[^.]*)gums (?:are )?(?:red|swollen|sore)',
    ],
    0.05,
    { askIf: { maxAge: 3 } },
  ),

  // — Babies
  yesNo(
    'fever_in_young_infant',
    'Is the baby younger than 3 months and has had a temperature of 38 °C or more?',
    'fever of 38 °C or more in a baby under 3 months',
    [
      '(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:week|wk)s? old (?:baby |son |daughter |boy |girl |bub )?(?:has|had|with|is running|has got|has had|got|is) (?:a )?(?:fever|temperature|temp|high temperature|hot)|new ?born (?:baby |son |daughter )?(?:has|had|with|has got|has had|got) (?:a )?(?:fever|temperature|temp|high temperature)',
      '(?:1|2|one|two|a|an) (?:month|mth)s? old (?:baby |son |daughter |boy |girl |bub )?(?:has|had|with|is running|has got|has had|got|is) (?:a )?(?:fever|temperature|temp|high temperature|hot)',
    ],
    0.05,
    {
      askIf: { maxAge: 0.9 },
      implies: ['young_infant', 'fever'],
      redFlag: { reason: 'fever in a baby under 3 months', urgency: 'urgent' },
    },
  ),
  yesNo(
    'young_infant',
    'Is the baby younger than 3 months old?',
    'baby under 3 months old',
    [
      '(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:week|wk)s? old|\\d+ days? old|(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:weeks?|wks?) (?:old )?(?:baby|newborn|bub|son|daughter|boy|girl)|new ?born|neonate|(?:1|one|2|two)(?: and a half)? months? old',
    ],
    0.3,
    { kind: 'history', askIf: { maxAge: 0.9 } },
  ),
  yesNo(
    'projectile_vomiting',
    'Does the vomit shoot out forcefully (projectile), soon after feeds, with the baby hungry again straight afterwards?',
    'projectile vomiting',
    [
      '(?:vomits?|vomiting|sick|spews?|spewing)(?: \\w+){0,4} (?:forcefully|violently|with (?:great )?force)|(?<=\\b(?:vomit\\w*|sick|spew\\w*|feed)\\b[^.]{0,40})it (?:shoots|shot|flies|flew|sprays|sprayed) (?:out|across|everywhere)',
      'projectile (?:vomit\\w*|spew\\w*|sick)|(?:vomit|spew|sick|milk|it) (?:shoots|shot|flies|flew|sprays|sprayed|comes|came|goes|went) (?:out )?(?:right |all the way |clear |straight )?(?:across the room|across the floor|everywhere|metres?|a metre|feet|out of (?:my|his|her|their) mouth)|(?<=\\b(?:vomit|vomits|vomiting|sick|milk|spew|spews|spewing|feed|feeds|formula|it)\\b[^.]{0,20})(?:shoots|shooting|shot|flies|flying|flew) (?:out )?(?:right |all the way |clear |straight )?across the (?:room|floor)|(?:vomits|vomiting|spews|spewing) with (?:great )?force|forceful (?:vomit\\w*|spew\\w*)',
    ],
    0.003,
    { askIf: { maxAge: 1 }, implies: ['vomiting'] },
  ),
  yesNo(
    'evening_crying',
    'Does the baby have long bouts of crying (3 hours or more a day), mostly in the late afternoon or evening, while feeding and growing well?',
    'long bouts of evening crying in a thriving baby',
    [
      '(?:cries|crying|screams|screaming|unsettled|fussy|grizzly)(?: (?:for|on and off for) (?:hours|\\d+ hours|hours on end|ages))? (?:every (?:evening|night|afternoon)|(?:in|every) the (?:evening|late afternoon|afternoon)|at the same time every (?:day|evening|night))|witching hour|colic(?:ky)? (?:baby|crying)|baby colic|(?:has|have|with) colic',
    ],
    0.02,
    { askIf: { maxAge: 1 } },
  ),
  yesNo(
    'spills_after_feeds',
    'Does the baby bring up milk during or after most feeds (spilling or possetting), but otherwise seem well?',
    'regurgitation of feeds (possetting)',
    [
      'possett?(?:ing|s)?|spill(?:s|ing)? (?:up )?(?:milk|after (?:every |each |most )?feeds?|a lot)|(?:spews?|spewing|chucks?|chucking|brings?|bringing) (?:up|back) (?:milk|(?:after|during|with) (?:every |each |most )?(?:feeds?|bottles?)|(?:my|his|her|their) (?:milk|feeds?))|(?:spews?|spewing|spits? up|spitting up|spat up|brings? up milk|vomits? a little) (?:after|during|with) (?:every |each |most |all |nearly every |almost every )?(?:feeds?|bottles?|feeding)|(?:reflux|refluxy|spewy) baby',
      // "brings up a bit of milk after most feeds", "spits up some milk after feeds"
      '(?:brings?|bringing|brought|spits?|spitting|spat|spews?|spewing|throws?) (?:up|back) (?:a (?:bit|little|little bit|small amount) of |some |small amounts of |a mouthful of )?(?:milk|formula|feed)(?: \\w+){0,2} (?:after|during|with) (?:every |each |most |all |nearly every |almost every |my |her |his )?(?:feeds?|bottles?|feeding)',
    ],
    0.1,
    { askIf: { maxAge: 1 } },
  ),
  yesNo(
    'pain_attacks_pale_between',
    'Does the child have attacks of severe pain or screaming, every 10 to 20 minutes, going pale, quiet or floppy in between?',
    'episodic severe pain with pallor or lethargy between attacks',
    [
      // "pale and floppy in between": the last word only, so that the pallor is read too.
      '(?:pale|white|grey|gray|floppy|quiet|sleepy|limp|lethargic) (?:in )?between(?: (?:the )?(?:attacks|episodes|bouts|screams|screaming|spasms|them))?|(?:screams|screaming) (?:in pain )?(?:every|each) (?:\\d+|few|ten|fifteen|twenty) (?:minutes|mins)',
      // Paroxysms of screaming with the legs drawn up, coming back every few minutes (RCH CPG, intussusception).
      '(?:(?:screaming|crying|pain|painful|colicky) (?:attacks|episodes|fits|bouts|spells|spasms)|(?:attacks|episodes|fits|bouts|spells) of (?:screaming|crying|pain))(?= (?:[a-z,]+ ){0,8}(?:pulls?|pulling|draws?|drawing|brings?|bringing) (?:my|his|her|their|the|both) (?:legs|knees) up)|(?:attacks|episodes|bouts|spasms|screaming fits|it) (?:come|comes|happen|happens|occur|occurs|coming|happening) (?:back )?(?:every|each) (?:\\d+|few|five|ten|fifteen|twenty)(?: (?:to|or|and) (?:\\d+|ten|fifteen|twenty|thirty))? (?:minutes|mins)|(?:screams|screaming|cries|crying) (?:out )?in (?:pain|agony)(?: and)? (?:then )?(?:goes|went|is|seems) (?:pale|quiet|floppy|sleepy|limp|white|fine) (?:in between|between|afterwards|after)',
    ],
    0.003,
    // Intussusception is a surgical emergency: an ambulance to the emergency department (RCH CPG).
    {
      askIf: { maxAge: 6 },
      redFlag: {
        reason: 'attacks of severe pain with pallor in between (possible intussusception)',
        urgency: 'emergency',
      },
    },
  ),
  yesNo(
    'bulging_fontanelle',
    'Is the soft spot on top of the baby’s head bulging or tense, even when the baby is calm and upright?',
    'bulging fontanelle',
    [
      '(?:bulging|bulgy|tense|swollen|raised|full|puffed up) (?:soft spot|fontanelle?s?)|(?:soft spot|fontanelle?)(?: on (?:the )?(?:top of )?(?:my |his |her |their |the )?head)? (?:is |looks |seems |feels |has been |was )?(?:bulging|bulgy|tense|tight|swollen|raised|puffed up|puffy|sticking up|pushing out|full)',
    ],
    0.002,
    {
      kind: 'sign',
      askIf: { maxAge: 1.5 },
      redFlag: {
        reason: 'bulging fontanelle (raised pressure: meningitis until proven otherwise)',
        urgency: 'emergency',
      },
    },
  ),
  yesNo(
    'nappy_area_rash',
    'Is the rash in the nappy area?',
    'rash in the nappy area',
    [
      '(?:nappy|diaper) rash|(?:rash|redness|red skin|red spots|sores?) (?:in|on|around|over|all over|across|covering|under) (?:the |my |his |her |their )?(?:whole )?(?:nappy|diaper)(?: (?:area|region))?|(?:nappy|diaper) (?:area|region) (?:is |looks )?(?:red|raw|sore|inflamed)',
      // "a really red sore bum in the nappy area"
      '(?:red|raw|sore|red and sore|red n sore|red sore|raw red) (?:bum|bottom|botty|butt)(?: (?:in|around|all over) (?:the |my |his |her |their )?(?:nappy|diaper) (?:area|region))?',
    ],
    0.01,
    { parent: 'rash', kind: 'sign', askIf: { maxAge: 4 }, implies: ['rash'] },
  ),
  yesNo(
    'milk_reaction',
    "Do the symptoms start or get worse with cow's milk formula or dairy (or when a breastfeeding mother eats dairy)?",
    "symptoms with cow's milk",
    [
      '(?:since|after) (?:starting|switching to|changing to|going onto|going on to|moving to|we started|starting on) (?:formula|cow s milk|cows milk|dairy|milk|bottle feeds?)',
      '(?:reacts?|reaction|reacting|allergic|allergy|intoleran\\w+|sensitive|sensitivity) (?:to )?(?:cow |cows )?(?:milk|formula|dairy)|(?:cow |cows )?(?:milk|dairy) (?:protein )?(?:allergy|intolerance)|cmpa|(?:worse|started|sick|vomiting|rash) (?:after|since) (?:starting |changing to |switching to |we started )?(?:cow |cows )?(?:milk|formula|dairy)',
    ],
    0.02,
    { askIf: { maxAge: 3 } },
  ),

  // — Fever and rashes of childhood
  yesNo(
    'rash_after_fever',
    'Did the rash appear just as the fever went away, after a few days of high fever?',
    'rash appearing as the fever settled',
    [
      '(?:now )?(?:that )?the (?:fever|temperature|temp) (?:s |is |has |has now )?(?:gone|settled|broken|down|gone away)(?: \\w+){0,5} (?:rash|spots)',
      // "a high fever for 3 days and now it's gone she's got a pink rash"
      '(?<=\\b(?:fever|temperature|temp)(?: \\w+| ,){0,7} )(?:and |but )?(?:now |then )?(?:that )?(?:it is|it has|it s|it) (?:now )?(?:gone|settled|broken|down|gone away|come down|went away|went|dropped)(?: \\w+){0,7} (?:rash|spots)',
      '(?:rash|spots) (?:came out|appeared|started|came|broke out|showed up) (?:when|after|as|once|just as|right after) (?:the )?(?:fever|temperature|temp) (?:went|had gone|was gone|broke|settled|dropped|came down|stopped)|(?:fever|temperature|temp) (?:went away|has gone|had gone|broke|settled|came down|dropped|stopped)(?:,)? (?:and )?(?:then |now )?(?:a |the |he has a |she has a |there is a )?(?:\\w+ )?(?:rash|spots) (?:has |have |had )?(?:came out|come out|appeared|started|showed up|broke out)',
    ],
    0.003,
    { parent: 'rash', implies: ['rash'] },
  ),
  yesNo(
    'spots_hands_feet_mouth',
    'Are there small spots or blisters on the hands and feet, or ulcers in the mouth?',
    'spots or blisters on the hands, feet and mouth',
    [
      'hand,? foot,? and mouth|(?:spots|blisters|sores|ulcers|bumps) (?:on|in) (?:the |his |her |their |my )?(?:hands?|palms|fingers),? (?:and |feet |soles |mouth |and feet |and mouth )+|(?:spots|blisters) on (?:the |his |her |their |my )?(?:palms|soles|hands and feet|feet and hands)',
    ],
    0.003,
    { kind: 'sign', implies: ['rash'] },
  ),
  yesNo(
    'spots_blisters_scabs',
    'Are there itchy spots that turn into blisters and then scabs, with new crops appearing over a few days?',
    'crops of itchy spots, blisters and scabs (chickenpox pattern)',
    [
      '(?:has|have|got|with|caught|come down with) (?:the )?chicken ?pox|varicella|(?:spots|bumps|pimples) (?:that |which )?(?:have |had )?(?:turn|turned|turning|became|become|becoming)(?: into)?(?= (?:little |small |water |fluid )?(?:blisters|scabs|crusts))|(?:new )?crops of (?:spots|blisters)|(?:blisters|spots) (?:that )?(?:crust|scab) over',
    ],
    0.003,
    { kind: 'sign', implies: ['rash'] },
  ),
  yesNo(
    'slapped_cheeks',
    'Are both cheeks bright red, as if slapped, perhaps with a lacy rash on the arms or legs?',
    'slapped-cheek appearance',
    [
      'slapped (?:cheeks?|face)|(?:cheeks|face) (?:look |looks )?like (?:he|she|they) (?:has|have) been slapped|(?:like|as if|as though) (?:he|she|they|someone|somebody|you) (?:has |have |had |is |was |were |got )?(?:been )?slapped|cheeks (?:are |look |have gone |went |have turned |turned |gone |got )?(?:bright|fiery|very) red|(?:bright red|very red|fiery red) cheeks|lacy (?:rash|pattern)|lace like rash|fifth disease|parvo ?virus',
    ],
    0.005,
    { kind: 'sign', implies: ['rash'] },
  ),
  yesNo(
    'swollen_hands_feet',
    'Are the hands and feet red and swollen, or is skin peeling from the fingertips or toes?',
    'red swollen hands and feet, or peeling fingertips',
    [
      '(?:red|swollen|puffy|o?edematous) (?:and (?:red|swollen|puffy) )?hands|swelling of (?:the |my |his |her |their )?hands|(?:hands and feet|feet and hands|palms and soles) (?:are |have been |look )?(?:red|swollen|puffy)|(?:red|swollen|puffy) (?:hands and feet|feet and hands|palms and soles)|(?:skin )?peeling (?:from|on|off|around) (?:the |his |her |their |my )?(?:fingers?|finger ?tips|toes|palms|soles|nails)|(?:finger ?tips|fingers|toes) (?:are )?peeling|skin (?:on|of|around) (?:the |his |her |their |my )?(?:finger ?tips|fingers|toes|palms|soles|hands and feet|feet and hands|nails) (?:is |are |has been |have been |has started |started )?(?:peeling|coming off|flaking off)',
      // "peeling fingertips", "his hands are swollen", "her hands and feet have gone red and puffy"; not the feet alone, a nephrotic child's (RCH Kawasaki disease:
      // red, swollen hands and feet, then peeling from the fingertips in the second or third week).
      'peeling (?:finger ?tips|fingers|toes|palms|soles)|(?:his |her |their |the |my )(?:hands|hands and feet|feet and hands) (?:are|were|have been|look|looked|got|have gone|went) (?:really |very |all )?(?:(?:red|swollen|puffy) and )?(?:swollen|puffy)(?: and red)?\\b',
    ],
    0.005,
    // Kawasaki disease, the one condition with this finding, is a disease of children: asked and read in them only,
    // where swollen hands alone ("cracked lips, rash and swollen hands") are this finding.
    { kind: 'sign', askIf: { maxAge: 15 } },
  ),

  // — Toddlers and school children
  yesNo(
    'stool_withholding',
    'Does the child hold on, hide or avoid doing a poo (for example crossing their legs, going stiff or being scared of the toilet)?',
    'stool withholding',
    [
      '(?:holds?|holding|held) (?:on to |on |in |onto )?(?:my |his |her |their |the )?(?:poo|poos|stools?|bowels)|(?:holds?|holding) (?:it|on) in|(?:scared|afraid|frightened|terrified) (?:of|to) (?:doing a |do a |go to the |going to the )?(?:poo|poos|toilet)|(?:he|she|they|he is|she is|they are|toddler is|son is|daughter is) (?:really |so |very |too |just )?(?:scared|afraid|frightened|terrified) (?:of|to) (?:doing a |do a |go to the |going to the |go for a |going for a |do |have a )?(?:poo|poos|toilet|loo|poo on the toilet)|(?:hides|hiding|goes and hides|crosses (?:my|his|her|their) legs|goes stiff|goes red in the face) (?:to|when (?:he|she|they) (?:needs?|has) to) (?:do a )?poo|hides? (?:to|when (?:he|she|they)) (?:do a )?poos?',
      // Hiding "when she needs to go", told after the bowels or the stools.
      '(?<=\\b(?:poo\\w*|bowels?|stools?)\\b[^.]{0,80})(?:hides|hiding|goes and hides|runs off and hides) when (?:he|she|they|i) (?:needs?|has|have) to go\\b',
    ],
    0.02,
    { askIf: { maxAge: 14 } },
  ),
  yesNo(
    'object_in_nose',
    'Could something have been pushed up the nose (a bead, toy, food or battery)?',
    'possible object in the nose',
    [
      '(?:pushed|stuck|shoved|poked|inserted|put) (?:a |an |some |the |my |his |her |their )?(?:small )?(?:bead|toy|pea|peanut|button|battery|stone|rock|pebble|sultana|raisin|lego|crayon|tissue|paper|foam|eraser|seed|bean|nut|corn|rice|piece of \\w+|bit of \\w+) (?:up|in|into) (?:his |her |their |my |the )?(?:nose|nostril)|(?:pushed|stuck|shoved|poked) something (?:up|in|into) (?:his |her |their |my |the )?(?:nose|nostril)|(?:something|a bead|a toy|a pea|a peanut|a button|a battery|a stone|a rock|a sultana|a raisin|a lego|a crayon|a bit of \\w+) (?:is )?(?:stuck )?(?:up|in) (?:his |her |their |my |the )?(?:nose|nostril)',
    ],
    0.002,
  ),
  yesNo(
    'one_sided_smelly_nasal_discharge',
    'Is there a smelly or blood-stained discharge from one nostril only?',
    'foul one-sided nasal discharge',
    [
      '(?:smelly|foul|stinky|bad smelling|offensive|bloody|blood stained) (?:(?:green|yellow|brown|greenish|yellowish|thick) )?(?:discharge|snot|mucus|gunk|green snot|nasal discharge) (?:coming )?(?:from|out of|in) (?:only )?one (?:nostril|side)|(?:only )?one nostril (?:is )?(?:running|smelly|discharging|leaking)|(?:nose|snot) (?:smells|stinks)',
    ],
    0.003,
  ),
  yesNo(
    'object_in_ear',
    'Could something have been pushed into the ear (a bead, toy, food or battery), or could an insect be in it?',
    'possible object or insect in the ear',
    [
      '(?:pushed|stuck|shoved|poked|inserted|put) (?:a |an |some |the |my |his |her |their )?(?:small )?(?:bead|toy|pea|button|battery|stone|rock|pebble|lego|crayon|tissue|paper|foam|eraser|seed|bean|nut|corn|rice|piece of \\w+|bit of \\w+) (?:in|into) (?:his |her |their |my |the )?ear|(?:pushed|stuck|shoved|poked) something (?:in|into) (?:his |her |their |my |the )?ear|(?:something|a bead|a toy|a pea|a button|a battery|a stone|a rock|a lego|a crayon|a bug|an insect|a cockroach|a moth|a bit of \\w+) (?:is )?(?:stuck )?(?:in|inside) (?:his |her |their |my |the )?ear|(?:bug|insect|cockroach|moth|ant) (?:crawled|flew|went|got) (?:in|into) (?:his |her |their |my |the )?ear',
    ],
    0.002,
  ),
  yesNo(
    'button_battery',
    'Could a button battery or magnets be involved (swallowed, or put in the nose or ear)?',
    'possible button battery or magnets',
    // (a possibility is the finding: "she might have swallowed a button battery" is not a hedge to drop)
    [
      // Swallowed batteries and magnets are read in understanding/triage-phrasings.ts, as a swallowed object too.
      '(?:might|may|could|must) have (?:put|had) (?:a |the |one of the |her |his |my )?(?:little |small |tiny |round |flat |coin |watch |remote |key )*(?:batter(?:y|ies)|magnets?)',
      '(?:round |flat |little |small |coin )+batter(?:y|ies) (?:is |are )?(?:missing|gone)',
      '(?:(?:might|may|could|must) (?:well )?have |possibly |probably )?(?:put|pushed|stuck) (?:a |an |some |the |two |2 |several )?(?:button|coin|lithium|disc|disk|watch|hearing aid) (?:cell )?batter(?:y|ies)(?: (?:up|in|into) (?:my |his |her |their |the )?(?:nose|ear))?|button batter(?:y|ies)',
    ],
    0.0005,
    {
      kind: 'history',
      redFlag: { reason: 'button battery or magnets (swallowed or in the nose or ear)', urgency: 'emergency' },
    },
  ),
  yesNo(
    'swallowed_object',
    'Has the child swallowed an object, such as a coin, button battery, magnet or part of a toy?',
    'swallowed foreign body',
    [
      'swallowed (?:a |an |some |the |two |2 |several )?(?:(?:\\d+|ten|twenty|fifty|five|one|two) (?:cent|dollar) )?(?:coins?|marbles?|toy|lego|beads?|earrings?|pins?|safety pin|keys?|screws?|nails?|piece of (?:a )?\\w+|part of (?:a )?\\w+|small (?:toy|object|thing)|something)|(?:coins?|toy|lego) (?:was |were |has been |got )?swallowed|(?:put|putting|popped|stuck) (?:it|a \\w+|the \\w+|something) in (?:my|his|her|their) mouth and (?:then )?(?:he|she|they) (?:said (?:he|she|they) )?swallowed it',
    ],
    0.001,
    { kind: 'history', redFlag: { reason: 'swallowed object', urgency: 'urgent' } },
  ),
  yesNo(
    'swallowed_poison',
    'Could the child have swallowed or got into a medicine, chemical, cleaning product, plant, mushroom or other poison?',
    'possible poisoning (accidental ingestion)',
    [
      '(?:drank|drunk|swallowed|ate|eaten|had a (?:drink|sip|mouthful) of) (?:some |a bit of |a mouthful of |a cup of |a glass of )?(?:antifreeze|bleach|drain cleaner|oven cleaner|weed ?killer|paraquat|petrol|kerosene|turps|methylated spirits|metho|methanol|rat poison|pesticide|insecticide|caustic soda|dishwasher (?:tablets?|powder|liquid)|laundry (?:pods?|capsules?|liquid)|eucalyptus oil)|(?:got into|ate|eaten|swallowed|bit into|chewed) (?:the |a |some |one of the )?(?:dishwasher|laundry) (?:tablets?|pods?|capsules?|powder)',
      '(?:swallowed|drank|drunk|got into|chewed|ate|eaten|sucked on|licked) (?:some |a |an |the |my |his |her |their |a few |some of (?:my |the |his |her |their |our )?)?(?:\\w+ )?(?:cleaning products?|bleach|dishwasher (?:tablets?|powder|detergent|pods?)|detergent|washing (?:pods?|capsules?|liquid|powder)|laundry (?:pods?|capsules?|liquid)|eucalyptus oil|essential oils?|tea tree oil|chemicals?|poison|rat bait|rat poison|snail bait|weed killer|pesticide|insecticide|petrol|kerosene|turps|lamp oil|oven cleaner|drain cleaner|caustic soda|wild mushrooms?|toadstools?|(?:wild|poisonous|garden) berries|poisonous plants?|cigarettes?|cigarette butts?|nicotine|vape (?:liquid|juice)|e ?liquid)|(?:he|she|they|toddler|baby|child|kid|son|daughter|old|boy|girl|grandson|granddaughter) (?:has |may have |might have |must have |could have )?(?:swallowed|got into|ate|eaten|drank|chewed) (?:some |a |an |the |my |his |her |their |our |a few |(?:some|one|two|a few|several|a couple) of (?:my |the |his |her |their |our |grandma |grandpa |nana )?)?(?:\\w+ ){0,3}(?:tablets|pills|medicines?|medication|vitamins|gummies)|accidental(?:ly)? (?:poison\\w*|ingestion|ingested|overdose|swallowed)|got into the (?:medicine|cleaning|chemical) (?:cabinet|cupboard)',
      // A medicine patch chewed or sucked: an opioid (fentanyl, buprenorphine), clonidine or nicotine patch still holds
      // enough to kill a toddler after it is worn (RCH poisoning; Poisons Information Centre): "was chewing on one of my
      // pain patches", "sucked on grandad's patch".
      '(?:chew|chews|chewed|chewing|suck|sucks|sucked|sucking|swallowed|ate|eaten|mouthing)(?: on)? (?:one of |some of |a |an |the |one )?(?:(?:my|his|her|their|our|(?:nana|nanna|nan|grandma|granny|gran|grandad|grandpa|pop|mum|dad)(?: s)?) )?(?:old |used |spare )?(?:medicine |medicated |pain |pain relief |fentanyl |opioid |buprenorphine |norspan |clonidine |nicotine |hormone |skin )?patch(?:es)?',
      // A box or packet found open, or pills that may have gone: "found him with nana's pill box open", "might have had one or two of her tablets".
      '(?:found|caught|saw) (?:him|her|them|my (?:son|daughter|toddler|baby|boy|girl)|(?:my|the|our) (?:\\w+ )?(?:yo|year old|kid|child)) (?:with|in|into|eating|chewing|playing with) (?:(?:my|his|her|the|their|our|(?:\\w+ )?(?:nana|nanna|nan|grandma|granny|gran|grandad|grandpa|pop|mum|mom|dad|auntie|aunty|uncle)) )*(?:pill ?box|pill (?:packet|bottle|organi[sz]er)|blister pack|webster pack|dosette|tablets|pills|medicines?|medication|meds)|(?:pill ?box|pill bottle|blister pack|webster pack|dosette|tablet bottle|medicine (?:cabinet|bottle)) (?:was |is )?(?:open|opened|left open|chewed|empty)|(?:might|may|could) have (?:had|swallowed|taken|eaten|chewed|got) (?:one|two|a couple|a few|some|one or two|1 or 2|any)(?: or (?:two|three|more))?(?: of)? (?:(?:the|her|his|my|them|those|these) )?(?:tablets|pills|capsules|meds)|(?:tablets|pills|capsules) (?:might|may|could) be missing|(?:some|a few|one or two) (?:of the )?(?:\\w+ )?(?:tablets|pills) (?:might be|may be|are|seem to be) missing',
    ],
    0.001,
    {
      kind: 'history',
      redFlag: { reason: 'possible poisoning: call the Poisons Information Centre (13 11 26)', urgency: 'urgent' },
    },
  ),
  // "One pill can kill" (RCH poisoning; NSW Poisons Information Centre): in a toddler a single tablet of a
  // calcium channel or beta blocker, clonidine, an opioid, a sulfonylurea, a tricyclic or flecainide can
  // cause collapse hours later, so any possible ingestion goes to hospital now, however well the child looks.
  yesNo(
    'one_pill_can_kill',
    'Might it have been a heart or blood pressure tablet, a strong painkiller (such as oxycodone, methadone or tramadol), a diabetes tablet or an antidepressant?',
    'possible ingestion of a medicine dangerous in a single dose',
    [
      '(?:heart|blood pressure|bp|diabetes|diabetic|sugar|strong pain ?killer|pain ?killer|sleeping|nerve pain) (?:tablets?|pills?|medicines?|medication|meds|capsules?|patch(?:es)?)',
      // The pain patches are opioids (fentanyl, buprenorphine): one chewed patch can stop a toddler's breathing.
      '(?:pain|pain relief|opioid|morphine) patch(?:es)?',
      'verapamil|diltiazem|amlodipine|nifedipine|felodipine|lercanidipine|metoprolol|propranolol|atenolol|bisoprolol|carvedilol|sotalol|clonidine|catapres|flecainide|digoxin|amitriptyline|nortriptyline|dothiepin|dosulepin|doxepin|imipramine|clomipramine|oxycodone|endone|oxycontin|targin|methadone|buprenorphine|suboxone|tapentadol|palexia|tramadol|morphine|fentanyl|hydromorphone|codeine|gliclazide|glibenclamide|glipizide|glimepiride|diamicron|quinine|hydroxychloroquine|chloroquine|lamotrigine|carbamazepine|olanzapine|quetiapine|camphor|eucalyptus oil|iron tablets',
    ],
    0.0005,
    { kind: 'history', parent: 'swallowed_poison', askIf: { maxAge: 12 } },
  ),
  yesNo(
    'night_leg_pains',
    'Does the child get aching in both legs in the evening or at night, but is fine and running around the next morning?',
    'evening aches in both legs, well by morning',
    [
      'growing pains|(?:legs|shins|calves|thighs|knees) (?:ache|aching|hurt|hurting|are sore) (?:at|in the|every) (?:night|evening)|(?:wakes|woke|waking) (?:up )?(?:at night )?(?:with|crying with|crying about) (?:sore|aching|achy) legs|(?:sore|aching|achy) legs (?:at|every) night',
    ],
    0.01,
    { askIf: { maxAge: 14 } },
  ),
  yesNo(
    'wets_bed',
    'Does the child wet the bed at night?',
    'night-time wetting',
    [
      'wets (?:the|my|his|her|their) bed|wet (?:my|his|her|their) bed|(?:night ?time|night) (?:wetting|accidents)|(?:still )?(?:in|wearing|wears) (?:night ?)?(?:nappies|pull ?ups) (?:at night|to bed)|enuresis|bed ?wetter|(?:wet|soaked) (?:sheets|pyjamas|pajamas) (?:every|most|in the) (?:night|morning)',
    ],
    0.03,
    { askIf: { minAge: 3, maxAge: 17 }, implies: ['incontinence'] },
  ),
  yesNo(
    'night_terrors',
    'Does the child wake screaming or thrashing in the first few hours of sleep, seeming awake but not recognising you, and not remember it in the morning?',
    'night terrors',
    [
      'night terrors?|sleep terrors?|(?:wakes|woke|waking) (?:up )?(?:screaming|terrified|thrashing)(?: and)? (?:but )?(?:does not|did not|can not) (?:recognise|recognize|know) (?:me|us)|(?:screams|screaming|thrashing) in (?:my|his|her|their) sleep',
    ],
    0.01,
    { askIf: { maxAge: 12 } },
  ),
  yesNo(
    'breath_holding',
    'When upset or hurt, does the child cry, then stop breathing and go blue or pale, perhaps going limp for a few seconds, and then recover quickly?',
    'breath-holding spells',
    [
      '(?:holds?|holding|held) (?:my|his|her|their) breath (?:until|and|till) (?:he |she |they )?(?:goes|went|turns?|turned|go|passes|passed) (?:blue|pale|purple|limp|floppy|out)|breath ?holding (?:spells?|attacks?|episodes?)|(?:cries|crying|tantrum) (?:and|then) (?:stops breathing|goes blue|turns blue)',
      // Told the other way round: "went blue and passed out when he was crying", "cried hard, then went quiet and blue".
      '(?:went|turned|goes|turns|go|turn|going) (?:all )?(?:blue|purple|pale|limp|floppy)(?: \\w+){0,5} (?:when|while|after) (?:he|she|they) (?:was |were |is |are )?(?:crying|upset|having a tantrum|hurt|told off|screaming)|(?:cried|cries|crying|screamed|screaming) (?:really |so )?(?:hard|a lot)?(?: ,)? (?:and |then |, then )+(?:\\w+ ){0,3}(?:went|turned|goes|turns) (?:quiet|silent|blue|purple|pale|limp|floppy)',
    ],
    0.005,
    { askIf: { maxAge: 6 } },
  ),
  // Milia: tiny pearly-white cysts of trapped keratin on a newborn's nose, cheeks and chin, no redness, no crust;
  // they go by themselves within weeks (RCH Melbourne: newborn skin; DermNet: milia).
  yesNo(
    'milia_spots',
    'Are there tiny white or yellowish pinpoint spots, like grains of sand, on the nose, cheeks or chin, with no redness around them?',
    'milia',
    [
      'milia|milk spots|(?:tiny|small|little|pinpoint|pin ?head|pin ?prick)(?: \\w+)? (?:white|whitish|pearly|pearl|yellow|yellowish|creamy) (?:spots|dots|bumps|pimples|heads|lumps)(?= (?:all )?(?:over |on |across |around )(?:(?:his|her|the|my|their) )?(?:nose|cheeks?|chin|face|forehead))',
    ],
    0.003,
    { askIf: { maxAge: 1 }, implies: ['rash'] },
  ),
];
