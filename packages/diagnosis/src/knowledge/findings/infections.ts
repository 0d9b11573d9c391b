import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Exposures and findings of infections (bites, water, food, vaccination are in general.ts). */
export const INFECTION_FINDINGS: FindingDef[] = [
  // — The course and pattern of a fever
  yesNo(
    'prolonged_fever',
    'Has the fever lasted 5 days or more?',
    'fever for 5 days or more',
    [
      '(?:fevers?|temperatures?|temps?|febrile) (?:on and off )?(?:for|of|over|lasting) (?:the (?:last|past) )?(?:more than |over |about |nearly |almost )?(?:5|five|6|six|7|seven|8|eight|9|nine|10|ten|\\d\\d) (?:days|nights)|(?:fevers?|temperatures?|temps?) (?:on and off )?(?:for|of|over|lasting) (?:more than |over |about |nearly |almost )?(?:a|one|1|a whole|two|2) weeks?|(?:5|five|6|six|7|seven|8|eight|9|nine|10|ten) days of (?:fevers?|temperatures?|high temperatures?)|(?:fever|temperature) (?:that )?(?:will not|does not|has not|did not) (?:go away|settle|break|come down) (?:for|after|in) (?:a week|(?:5|five|6|six|7|seven) days)',
    ],
    0.03,
    { parent: 'fever', implies: ['fever'] },
  ),
  yesNo(
    'mottled_skin',
    'Is the skin pale, blotchy, mottled or bluish, with cold hands and feet even though there is a fever?',
    'mottled skin or cold hands and feet (poor circulation)',
    [
      '(?:hands|feet|hands and feet|feet and hands|fingers|toes|legs|arms) (?:are |feel |look |have gone |went )?(?:very |really |so )?(?:cold|icy|freezing) and (?:blotchy|mottled|pale|blue|bluish|grey|gray|purple)|(?:hands|feet|hands and feet|legs|skin) (?:are |is |look |looks )?(?:blotchy|mottled) and (?:cold|icy|freezing|blue|pale)',
      'mottled|mottling|(?:blotchy|patchy) (?:and )?(?:pale|blue|bluish|purple|grey|gray) skin|skin (?:is |looks |has gone |went |has become |gone |is gone )?(?:all )?(?:blotchy|blotched)(?! (?:and )?(?:red|pink|rash|itchy|spots))|skin (?:is |looks |has gone |went )?(?:blotchy|patchy) (?:and )?(?:blue|bluish|purple|grey|gray)|(?:cold|icy|freezing) (?:hands and feet|feet and hands) (?:with|and|but|despite|even though) (?:a |the |my |his |her )?(?:fever|temperature|body is hot|hot (?:head|body|tummy))',
      // "her hands and feet are freezing but she has a fever"
      '(?:hands and feet|feet and hands) (?:are|feel|have been|are really|are so|feel really|feel so|have gone|went) (?:really |so |very |ice |stone )?(?:cold|icy|freezing|like ice)(?: ,)? (?:but|and|even though|although|though|despite|yet|while) (?:he |she |they |i |the baby |the rest of (?:him|her|them|me) )?(?:has |have |is |are |feels |feel |is running |has got )?(?:a |the |got a |running a )?(?:high )?(?:fever|temperature|temp|burning up|hot|boiling)',
    ],
    0.003,
    {
      kind: 'sign',
      redFlag: {
        reason: 'mottled skin or cold hands and feet with fever (poor circulation, possible sepsis)',
        urgency: 'emergency',
      },
    },
  ),
  yesNo(
    'retro_orbital_pain',
    'Is there pain behind the eyes, worse when you move them?',
    'retro-orbital pain',
    [
      '(?:pain|ache|aching|hurts?|hurting|sore) (?:right )?behind (?:my |the |his |her )?eyes?|(?:eyes|eye ?balls?) (?:hurt|ache|are sore|are painful) (?:when|if) (?:i )?(?:move|moving) (?:them|my eyes)|retro ?orbital',
    ],
    0.02,
  ),
  yesNo(
    'several_joints_painful',
    'Are several of your joints painful, stiff or swollen (for example wrists, fingers, ankles or knees)?',
    'pain in several joints (polyarthralgia)',
    [
      '(?:all|many|several|multiple|lots of|most of) (?:my |his |her |the |of my |of his |of her )?joints (?:are |have been |feel |all )?(?:sore|painful|aching|achy|swollen|stiff|hurt(?:ing)?|killing me|ache|hurt)|(?:aching|achy|sore|painful|swollen|stiff) joints|joints (?:are |have been )?(?:all )?(?:sore|painful|aching|achy|swollen|stiff)|joint (?:pains|aches)|(?:wrists|fingers|hands) and (?:ankles|knees|feet|toes) (?:are |have been )?(?:all )?(?:sore|painful|aching|swollen|stiff)|polyarth\\w*',
    ],
    0.03,
  ),

  // — Where the infection could have come from
  yesNo(
    'tropical_north_australia',
    'Have you been in tropical northern Australia (north Queensland, the Northern Territory or the Kimberley) in the last month?',
    'recent stay in tropical northern Australia',
    [
      '(?:north|northern|far north|tropical) (?:queensland|qld|australia|wa)|(?:cairns|townsville|darwin|katherine|kimberley|broome|kununurra|cape york|torres strait|thursday island|arnhem land|tiwi islands|mount isa|mt isa|port douglas|mackay|mossman|innisfail|the top end|northern territory)',
    ],
    0.04,
    { kind: 'exposure' },
  ),
  yesNo(
    'livestock_contact',
    'In the last month, have you worked with or been around cattle, sheep, goats or kangaroos, or their birthing products (for example on a farm, at an abattoir or a saleyard)?',
    'contact with livestock or animal birthing products',
    [
      'abattoirs?|meat ?works|meat processing|saleyards?|slaughter ?houses?|shearing|shearer|lambing|calving|kidding season|birthing products|(?:work(?:ing|ed|s)?|help(?:ing|ed)?) (?:with|on|around) (?:the )?(?:cattle|sheep|goats|livestock|cows|calves|lambs|kangaroos)|(?:cattle|sheep|goat|dairy|livestock) (?:farm(?:er|ing|s)?|stations?|property|work(?:er|ers)?|yards?)|(?:roo|kangaroo) (?:shooter|shooting|hunting|meat)|(?:hunting|butchering|skinning) (?:kangaroos|goats|feral pigs|pigs|deer)',
    ],
    0.02,
    { kind: 'exposure' },
  ),
  yesNo(
    'floodwater_exposure',
    'In the last month, have you waded or worked in floodwater, mud or wet soil, or had contact with animal urine (for example farming, flood clean-up, canyoning)?',
    'contact with floodwater, mud, wet soil or animal urine',
    [
      'flood ?waters?|(?:in|through|after|since|during) (?:the )?(?:floods?|flooding)|(?:had|the|big|recent) floods|clean(?:ing|ed)? up (?:after )?(?:the )?(?:floods?|mud)|flood (?:clean ?up|cleanup|recovery)|(?:wading|waded|walked|walking|swimming|swam|working|worked|playing|played|fell) (?:in|through) (?:the )?(?:mud|muddy water|flood|creeks?|swamps?|puddles|dams?|a dam|rivers?|wet soil)|(?:rat|rodent|animal|cattle|cow|pig|dog) (?:urine|wee|pee)|(?:banana|sugar ?cane|cane|dairy|piggery|rice) (?:farm(?:ing|s)?|work(?:er)?|plantation|fields?|cutting)|canyoning|mud run',
    ],
    0.02,
    { kind: 'exposure' },
  ),
  yesNo(
    'tick_bite',
    'Have you found a tick on you, or been bitten by a tick, in the last 2 weeks?',
    'tick bite',
    [
      '(?:found|pulled|removed|took out|got|had|noticed) (?:a |an |some |two |several )?(?:paralysis )?ticks?|paralysis ticks?|ticks? (?:was |were )?(?:attached|embedded|stuck|burrowed)|ticks? bites?|(?:bitten|bit) by (?:a |the )?ticks?|ticks? (?:on|in) (?:my|his|her|their|the) \\w+',
    ],
    0.01,
    { kind: 'exposure', implies: ['insect_bite'] },
  ),
  yesNo(
    'eschar',
    'Is there a small black scab, like a cigarette burn, where you were bitten?',
    'eschar at the bite site',
    [
      'eschar|(?:black|dark) (?:scab|crust|spot|sore|mark) (?:where|at|on|over) (?:the |i was |he was |she was )?(?:bite|bitten|tick was)|(?:bite|bite mark|tick bite) (?:has |with |now has )?(?:a )?(?:black|dark) (?:scab|centre|center|crust|spot)|(?:looks|look|looked) like a cigarette burn',
    ],
    0.001,
    { kind: 'sign' },
  ),
  yesNo(
    'bat_or_overseas_bite',
    'Have you been bitten or scratched by a bat (anywhere, including in Australia), or by a dog, monkey or other mammal while overseas?',
    'bat bite or scratch, or mammal bite overseas (possible lyssavirus exposure)',
    [
      // "a bat ... it bit my finger": the animal named, then its bite or scratch a few words on.
      '\\b(?:flying fox|fruit bat|microbat|bat)\\b(?:[\\w ]{0,60}) (?:it|that|the bat|the flying fox) (?:bit|bitten|scratched|nipped)\\b',
      '(?:flying fox|fruit bat|microbat|bat) (?:bite|bit|bitten|scratch(?:ed)?)|(?:bitten|scratched) (?:(?:on|in) (?:the |my |his |her |their )?\\w+ )?by (?:a |the )?(?:flying fox|fruit bat|microbat|bat)|(?:handled|handling|picked up|touched|rescued|caught|holding|held) (?:a |the |an injured |a sick )?(?:bat|flying fox|fruit bat)|(?:monkey|macaque) (?:bite|bit|bitten|scratch(?:ed)?)|(?:bitten|scratched) by (?:a |the )?(?:monkey|macaque|stray dog|street dog|stray cat)|(?:stray|street|wild) (?:dog|cat) (?:bite|bit|bitten|scratch(?:ed)?)',
      // Where it bit told before who bit: "scratched on the wrist by a flying fox", "bitten on my hand by a baby bat".
      '(?:bitten|scratched|bit) (?:on|in) (?:the |my |his |her |their )?(?:\\w+ ){1,2}?by (?:a |the |an? (?:\\w+ )?)?(?:flying fox|fruit bat|microbat|bat|monkey|macaque)\\b',
    ],
    0.002,
    { kind: 'exposure', implies: ['animal_bite'] },
  ),
  yesNo(
    'dirty_wound',
    'Is the wound deep (a puncture), or was it dirty with soil, manure, rust or garden material?',
    'tetanus-prone wound (deep, dirty or puncture)',
    [
      '(?:rusty|dirty|old) (?:nail|wire|barbed wire|metal|fence|knife|blade|tin|garden fork|pitchfork)|(?:stood|stepped|trod|trodden) on (?:a |an )?(?:rusty|dirty|old) (?:nail|piece of metal|wire)|(?:puncture|deep|dirty|contaminated) (?:wound|cut|graze|injury)|(?:soil|dirt|manure|mud|compost|potting mix|gravel) (?:was |is |got )?(?:in|into|ground into) (?:the |my |his |her )?(?:cut|wound|graze)|(?:cut|wound|graze) (?:is |was )?(?:dirty|full of dirt|covered in (?:dirt|mud|soil))|(?:garden|gardening|farm) (?:injury|accident|wound)',
      // Puncture wounds and contamination said in other words: "the wound is small but deep", "the nail went into my foot".
      '(?:wound|cut|puncture|hole) (?:is |was |looks )?(?:small|tiny|narrow) but deep|(?:puncture|wound) (?:is |was |looks )?(?:quite |very |really |pretty )?deep|(?:nail|wire|stick|thorn|spike|skewer|pitchfork|garden fork|fork|tine|splinter|stake|star picket) (?:went|has gone|had gone|gone|was stuck|got stuck|stuck|pierced|went straight|went right) (?:straight |right )?(?:into|through|in) (?:my|his|her|their|the)|(?:dirt|soil|manure|mud|compost|dung|animal poo) (?:and (?:dirt|soil|manure|mud|compost|dung) )?(?:was |were |got )?(?:all )?(?:around|everywhere|in (?:it|the wound|the cut)|on (?:it|the nail|the wire|the fork))',
    ],
    0.01,
    { kind: 'history', implies: ['skin_wound'] },
  ),
  yesNo(
    'tetanus_overdue',
    'Has it been more than 5 years since your last tetanus injection, or are you not sure when you last had one?',
    'tetanus vaccination not recent or unknown',
    [
      // A booster is due 10 years after the last dose, 5 after it for a tetanus-prone wound (Australian Immunisation
      // Handbook, tetanus): a shot 3 years ago is not overdue.
      // "No tetanus shot for over ten years", "not had a tetanus jab in 8 years": the years since, said as a lack.
      '(?:no|had no|not had (?:a|any)|have not had (?:a|any)|has not had (?:a|any)|without (?:a|any)) tetanus (?:shot|injection|jab|booster|vaccine|vaccination)s? (?:for|in) (?:over |more than |about |around |nearly |at least |the last |the past )?(?:[5-9]|\\d\\d|five|six|seven|eight|nine|ten|fifteen|twenty|many|several) years',
      '(?:(?:never|have not|has not|had not|not) had (?:a|my|his|her|their|any)|had no|overdue for a|due for a|need a|needs a) tetanus (?:shot|injection|jab|booster|vaccine|vaccination)|tetanus (?:shot|injection|jab|booster|vaccine|vaccination) (?:is )?(?:overdue|out of date|(?:many |(?:[5-9]|\\d\\d) |five |six |seven |eight |nine |ten )?years ago|ages ago|a long time ago)|(?:do not|can not) (?:remember|recall) (?:when )?(?:i |he |she )?(?:last )?(?:had )?(?:my |his |her |a |the )?(?:last )?tetanus',
    ],
    0.25,
    { kind: 'risk' },
  ),
  yesNo(
    'tampon_use',
    'Are you using tampons or a menstrual cup, or have you used one in the last few days?',
    'tampon or menstrual cup use',
    ['tampons?|menstrual cups?|(?:left|forgot|forgotten|stuck) (?:a |my |the )?(?:tampon|menstrual cup)'],
    0.1,
    { kind: 'exposure', askIf: { sex: 'F', minAge: 10, maxAge: 55 } },
  ),

  // — Bites and stings
  yesNo(
    'funnel_web_spider',
    'Could it have been a funnel-web spider (a large, shiny black spider, in eastern New South Wales or south-east Queensland)?',
    'possible funnel-web spider bite',
    [
      'funnel ?webs?|(?:big|large|huge) (?:shiny |glossy )?black spiders?',
      // "bitten on the hand by a large shiny black spider": the whole bite, else it is read as any spider's
      '(?:bitten|bit) (?:on (?:the |my |his |her |their )?\\w+ )?by (?:a |the |some )?(?:big|large|huge) (?:shiny |glossy )?black spiders?',
    ],
    0.0005,
    {
      kind: 'exposure',
      implies: ['spider_bite', 'insect_bite'],
      redFlag: { reason: 'possible funnel-web spider bite', urgency: 'emergency' },
    },
  ),
  yesNo(
    'spider_bite',
    'Have you been bitten by a spider (for example a redback)?',
    'spider bite',
    [
      '(?:red ?back|white ?tail|huntsman|wolf|mouse|trapdoor) (?:spider )?(?:bite|bit|bitten)|(?:bitten|bit) by (?:a |the )?(?:red ?back|white ?tail|huntsman|wolf spider|mouse spider)|red ?back spiders?|redbacks?|(?:bitten|bit) (?:on (?:the |my |his |her |their )?\\w+ )?by (?:a |the |some )?(?:\\w+ ){0,3}spider|spider (?:bit|bite|bites|bitten)',
    ],
    0.005,
    { kind: 'exposure', implies: ['insect_bite'] },
  ),

  // — Rashes and signs of particular infections
  yesNo(
    'rash_started_face',
    'Did the rash start on the face or behind the ears and then spread down the body?',
    'rash starting on the face and spreading downwards',
    [
      '(?:rash|spots) (?:started|began|first appeared|came out|started out) (?:on|behind|at) (?:the |his |her |my |their )?(?:face|ears|hairline|forehead|head)(?: and| then| before)*(?: it)? ?(?:spread|went|moved|spreading)?|(?:started|began) (?:on|behind) (?:the |his |her |my )?(?:face|ears|hairline) and (?:then )?(?:spread|went|moved) (?:down|to)',
    ],
    0.005,
    { parent: 'rash', implies: ['rash'] },
  ),
  yesNo(
    'sandpaper_rash',
    'Is the rash made of tiny red spots that feel rough like sandpaper, starting on the neck and chest?',
    'fine sandpaper-like rash',
    [
      'sand ?paper(?:y)? (?:rash|skin|feel(?:ing)?|texture|spots)|(?:rash|skin|spots) (?:that |which )?(?:feels?|felt|is|are|was) (?:rough )?(?:like sand ?paper|sand ?papery)|(?:has|have|got|with|caught|come down with) (?:scarlet fever|scarlatina)',
    ],
    0.003,
    { kind: 'sign', parent: 'rash', implies: ['rash'] },
  ),
  yesNo(
    'strawberry_tongue',
    'Is the tongue bright red and bumpy like a strawberry, or are the lips very red and cracked?',
    'strawberry tongue or red cracked lips',
    [
      'tongue (?:looks|is|looked|was) like a strawberry|strawberry (?:like )?tongue',
      'strawberry (?:tongue|like tongue)|tongue (?:is |looks |has gone )?(?:bright |very )?red (?:and bumpy|and spotty|like a strawberry)|(?:very |bright )?red,? (?:dry |swollen )?(?:cracked|peeling|bleeding) lips|lips (?:are |have been |look )?(?:very |bright )?(?:red and (?:cracked|peeling|dry)|cracked and (?:red|bleeding|peeling))',
      // The cracked word first: "cracked red lips", "cracked and bleeding lips", "peeling, very red lips".
      '(?:cracked|peeling|split)(?: ,)? (?:and )?(?:very |bright )?(?:red|bleeding) lips',
    ],
    0.003,
    { kind: 'sign' },
  ),
];
