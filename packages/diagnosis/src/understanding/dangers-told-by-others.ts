import type { LexiconEntry } from './lexicon.js';

/** A person spoken of by someone else, or by themselves, after "'s" is dropped ("Dad's gone" is "dad gone"). */
const PERSON =
  '(?:he|she|i|dad|mum|mom|father|mother|husband|wife|partner|nan|nana|nanna|grandma|grandpa|grandad|pop|son|daughter|brother|sister|friend|flatmate|neighbour)';

/**
 * Dangers told in everyday words, often by someone else: "getting more puffed", a tongue "gone all fat", something
 * drunk "from the bottle under the sink", Dad "gone a bit strange" in a hot spell, a husband "very sleepy" on a new
 * pain patch, a mouth "raw and peeling" with a rash. Read like the triage phrasings (normalised text, whole words).
 */
export const DANGERS_TOLD_BY_OTHERS: LexiconEntry[] = [
  // "Puffed" is Australian for short of breath ("a bit puffed walking to the kitchen", "getting more puffed"); "puffed
  // up" is a swelling, not the breath (Murtagh: dyspnoea in lay words).
  {
    evidence: 'E_66',
    pattern:
      '(?:get|gets|getting|got|gotten|feel|feels|feeling|felt|am|is|was|so|more|really|very|bit|quite|easily) puffed(?! up\\b)(?: out)?|puffed out',
  },
  // A tongue or lips "gone all fat", "really big", "thick": a swelling of the mouth (ASCIA: swelling of the tongue is
  // a sign of a threatened airway).
  {
    evidence: 'swollen_face_lips',
    pattern:
      'tongue (?:has |is |s )?(?:gone|going|getting|got|become|became|went|feels?|looks?|is) (?:all |really |very |so |a bit |super |massive |huge )*(?:fat|big|huge|massive|thick|puffy|swollen|enormous|too big for (?:my|his|her) mouth)',
    also: [
      { evidence: 'E_151', value: true },
      { evidence: 'E_152', value: ['V_61'] },
    ],
  },
  {
    evidence: 'swollen_face_lips',
    pattern:
      'lips (?:have |are |has |is )?(?:gone|going|getting|got|become|became|went|feel|look|are) (?:all |really |very |so |a bit |super |massive |huge )*(?:fat|big|huge|massive|thick|puffy|enormous)',
    also: [
      { evidence: 'E_151', value: true },
      { evidence: 'E_152', value: ['V_117', 'V_116'] },
    ],
  },
  // Something drunk or eaten from under the sink, the laundry or the cleaning cupboard: a household chemical swallowed
  // (Poisons Information Centre; RCH poisoning), told before its name is known.
  {
    evidence: 'swallowed_poison',
    pattern:
      '(?:drank|drunk|swallowed|sipped|ate|eaten|had|got into|drinking)(?: \\w+){0,3} (?:from|out of|under) (?:a |the |one of the )?(?:\\w+ )?(?:bottles? |containers? |jars? |tubs? |stuff )?(?:(?:under|below|beneath|from|in|out of) )?the (?:kitchen |laundry |bathroom )?(?:sink|laundry cupboard|cleaning cupboard|chemical cupboard|cupboard under the sink)',
  },
  // A hot spell told as the weather ("it's been so hot", "a really hot week"): heat exposure, for an older person
  // without cooling the setting of heat stroke (Healthdirect heat-related illness; Rosen's heat illness).
  {
    evidence: 'heat_exposure',
    pattern:
      '(?<=\\b(?:it is|it|it has|has|been|week|weather) )(?:been )?(?:so|really|very|incredibly|extremely|super|stinking|boiling) hot(?= (?:and|lately|this week|these last|the last|for days|today|outside|out|all week|,))(?! and (?:red|swollen|tender|sore|painful|itchy|sweaty|shivery|cold|clammy|flushed|feverish))|(?:sitting|lying|found|working|gardening|asleep|fell asleep|collapsed)(?: \\w+){0,4} (?:in|out in) the (?:hot )?sun(?: all day| for hours)?|(?:no|without|has not got|hasn t got|doesn t have|does not have) (?:any )?(?:air ?con|air conditioning|aircon|cooling)',
  },
  // Someone "gone a bit strange", "gone all vague": a change in the person's mind told by another, new confusion
  // (NICE CKS delirium: a relative's report of a change is the key sign). Said of a person, not of a rash or a taste.
  {
    evidence: 'E_39',
    pattern: `(?<=\\b${PERSON} (?:has |is |s |just |suddenly )*)(?:gone|going|acting|become|became) (?:a bit |all |really |very |quite |a little |kind of |sort of )*(?:strange|weird|odd|funny|vague|muddled|loopy|not right)(?! (?:colou?r|taste|smell|shape|looking|rash))`,
  },
  // "Husband very sleepy", "Dad really dozy": unusually drowsy, told of a person (the 's dropped in normalising).
  {
    evidence: 'drowsy',
    pattern: `(?<=\\b${PERSON} )(?:very|really|so|unusually|extremely|abnormally) (?:sleepy|dozy|drowsy)(?! (?:in the (?:afternoons?|evenings?)|after (?:lunch|dinner|tea)))`,
  },
  // A mouth or lips "raw", "peeling" or covered in blisters: the mucosa of Stevens-Johnson syndrome when a rash comes
  // with it (DermNet SJS/TEN), read as mouth sores.
  {
    evidence: 'E_206',
    pattern:
      '(?:mouth|lips|gums)(?: (?:is|are|has|have|gone|all|really|very|so|and|the|inside|of|my|his|her|their|been))* (?:raw|peeling|blistered|blistering|covered in (?:sores|blisters|ulcers))',
  },
  // A punch to the mouth told first and the knuckle's cut after, a comma between ("punched a guy in the mouth last
  // night, got a little cut on my knuckle"): a clenched-fist injury (eTG bite wounds).
  {
    evidence: 'knuckle_cut_on_teeth',
    pattern:
      '(?:punched|hit|smacked|struck|king hit) (?:[a-z]+ ){0,4}(?:in the |on the )?(?:mouth|teeth|tooth|jaw|face)(?: (?:[a-z]+|,)){0,10} (?:cut|split|gash|graze|nick|scrape|wound)s? (?:on|over|across|to) (?:my |his |her |the )?(?:\\w+ )?(?:knuckle|knuckles)',
  },
  // The foreskin pulled back and now "stuck" or "can't get it forward", the words between: a paraphimosis (RCH
  // paraphimosis; Murtagh).
  {
    evidence: 'foreskin_stuck_back',
    pattern:
      '(?:pulled|pushed|rolled|put|went) (?:my |his |the )?foreskin back\\b(?: (?:[a-z]+|,)){0,12} (?:stuck|(?:can not|can t|could not|won t|will not) (?:get|pull|push|roll|move) it (?:back |forward|over|down))',
  },
  // An injection or tablet "for the vomiting", "anti-sickness", "anti-nausea": a new medicine, most often a dopamine
  // blocker (metoclopramide, prochlorperazine) behind an acute dystonia (AMH metoclopramide). An antipsychotic named is
  // read as one (E_15) elsewhere.
  {
    evidence: 'new_medicine',
    pattern:
      '(?:anti ?sickness|anti ?nausea|anti ?vomiting|travel sickness) (?:injection|jab|shot|tablets?|pills?|medicine|drug)s?|(?:injection|jab|shot|tablets?|pills?|medicine|something) (?:for|to stop) (?:the |my |his |her )?(?:vomiting|nausea|sickness|being sick)|maxalon|metoclopramide|stemetil|prochlorperazine',
  },
  // A fit "that won't stop": still going, status epilepticus until a clock says otherwise (RCH febrile seizure and
  // afebrile seizures: call an ambulance at 5 minutes).
  {
    evidence: 'prolonged_seizure',
    pattern:
      '(?:fit|seizure|convulsion|fitting|seizing|convulsing)(?: \\w+){0,3} (?:and )?(?:it |he |she )?(?:won t|will not|doesn t|does not|isn t|is not|can t|hasn t|has not|not) (?:stop|stopping|stopped|ending|ended)',
  },
  // A pregnant belly "gone hard and it hurts all the time": the constant pain of an abruption, not a tightening that
  // comes and goes (RANZCOG antepartum haemorrhage).
  {
    evidence: 'hard_tender_bump',
    pattern:
      '(?:bump|belly|tummy|stomach|uterus|womb) (?:is |feels |has gone |went |has been |gone |has got |got )?(?:really |very |so |rock |all )?hard (?:and|,) (?:it )?(?:hurts|is (?:tender|painful|sore)|aches|is hurting) (?:all the time|constantly|non ?stop|the whole time|without (?:a )?(?:break|letting up))',
  },
  // "Not making sense", "can't follow what I'm asking": new confusion told by the person beside them (NICE CKS
  // delirium).
  {
    evidence: 'E_39',
    pattern:
      'not making (?:any )?sense(?! of)|(?:can not|can t|could not|couldn t|doesn t|does not|unable to) (?:follow|understand) (?:what|anything) (?:i m|i am|we re|we are|i|we) (?:asking|saying|telling)',
  },
  // A mouthful of a common food allergen before the symptoms ("a bite of his friend's peanut butter sandwich and now
  // he's coughing"): the likely allergen that with a breathing sign is anaphylaxis (ASCIA anaphylaxis: common food
  // triggers are peanut, tree nuts, egg, cow's milk, shellfish, fish, sesame).
  {
    evidence: 'E_42',
    pattern:
      '(?:ate|eaten|eating|had|tried|licked|tasted|bit into|swallowed)(?: (?:a|an|some|his|her|my|the|their|friend|sister|brother|mate|cousin|bite|mouthful|taste|lick|piece|bit|spoonful|of|little|small|tiny))* (?:peanuts?|peanut butter|satay|cashews?|almonds?|walnuts?|pistachios?|hazelnuts?|pecans?|nuts?|nutella|prawns?|shellfish|crab|lobster|mussels|oysters|sesame|tahini)(?: \\w+){0,3}(?= (?:and (?:now|then|straight away|within)|then|,? (?:now|straight after|soon after)))',
  },
  // "It hurts a lot when I press on the bone": a tender spot on the bone after an injury, a fracture until an X-ray
  // says otherwise (Ottawa rules; RCH fractures).
  {
    evidence: 'bone_tenderness',
    pattern:
      '(?:hurts|sore|painful|tender|screams|cries|winces)(?: \\w+){0,3} (?:when|if) (?:i|you|we|the doctor|mum|dad) (?:press|presses|pressed|push|pushes|pushed|touch|touches|touched) (?:on |over )?(?:the|his|her|my|their) (?:\\w+ )?bone|tender (?:on|over) (?:the|his|her|my) (?:\\w+ )?bone',
  },
  // "I don't think the baby has moved as much today" (a doubt, not a denial), "hardly kicked tonight": fewer movements, for the maternity unit
  // the same day after 28 weeks (RANZCOG; Safer Baby Bundle).
  {
    evidence: 'reduced_fetal_movements',
    pattern:
      '(?:do not|don t|dont) think (?:the |my |our )?(?:baby|bub|he|she)(?: \\w+){0,2} (?:has|is|s|s been|has been) (?:moved|moving|kicked|kicking) (?:as much|nearly as much|as often|much)|(?:baby|bub|he|she)(?: \\w+){0,2} (?:has not|hasn t|did not|didn t|has|is not|isn t) (?:moved|been moving|moving|kicked|been kicking|kicking) (?:as much|nearly as much|as often|much|less|very much)(?! as (?:a |an )?(?:newborn|baby))|(?:hardly|barely) (?:moved|kicked|any (?:kicks|movements))(?: at all)?(?= (?:today|tonight|this (?:morning|afternoon|evening)|since))',
  },
  // "After starting a gout tablet", "since I started it", a medicine told by its use: a new medicine (AMH: the drugs
  // most often behind a severe rash are allopurinol, anticonvulsants, sulfonamides).
  {
    evidence: 'new_medicine',
    pattern:
      '(?:after|since) (?:starting|i started|he started|she started|going on|being put on) (?:a |an |the |my |his |her |some )?(?:new )?(?:(?!(?:iron|vitamin|vitamins|fish|magnesium|zinc|calcium|multivitamin|b12)\\b)\\w+ ){0,2}(?:tablets?|pills?|medicines?|medications?|drugs?|capsules?)|(?:allopurinol|zyloprim|lamotrigine|lamictal|carbamazepine|tegretol|phenytoin|dilantin|sulfasalazine|salazopyrin|bactrim|trimethoprim|co-trimoxazole|cotrimoxazole|nevirapine)(?: \\w+){0,3} (?:i |he |she )?(?:started|began|was started|got started)',
  },
  // "The sore on my foot": an ulcer of the foot, told as a noun; in a person with diabetes its redness or swelling is an
  // infection (Diabetes Feet Australia 2021).
  {
    evidence: 'leg_ulcer',
    pattern:
      '(?<=\\b(?:the|a|an|this|that) )(?:open |little |small |old )?sore (?:on|under) (?:my |his |her |the )?(?:foot|toe|big toe|heel|sole|ankle|shin|lower leg)(?= (?:has|is|s|looks|gone|went|got|keeps|won t|will not|that|which))',
  },
  // A branch, stick or fingernail flicked or poked into the eye: an eye injury, often a corneal abrasion, which a
  // plant can infect (RANZCO; Healthdirect eye injuries).
  {
    evidence: 'eye_injury',
    pattern:
      '(?:branch|stick|twig|leaf|frond|plant|finger|fingernail|nail|toy|elastic|bungee|cord|rose|bush|tree)(?: \\w+){0,2} (?:flicked|poked|scratched|hit|whipped|caught|jabbed|flew|sprang|snapped) (?:back )?(?:me |him |her |them )?(?:back )?(?:in|into|across) (?:the |my |his |her |their )?eyes?',
  },
  // "My sugar's been over 20 for three days": readings over 15 told with "been" alone once the 's is dropped.
  {
    evidence: 'known_diabetes_high_sugar',
    pattern:
      '(?:sugars?|glucose|bgls?|bsls?|readings?|levels?) (?:been|s been|have been running|has been running|been running|been sitting) (?:over|above|higher than|at least|up over|up around|around) (?:1[5-9]|[2-3][0-9])',
  },
];
