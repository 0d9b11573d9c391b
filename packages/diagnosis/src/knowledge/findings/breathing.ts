import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Breathing (cough, wheeze and breathlessness are DDXPlus findings). */
export const BREATHING_FINDINGS: FindingDef[] = [
  // — Breathing
  yesNo(
    'laboured_breathing',
    'Is the breathing fast or hard work, with the skin sucking in between or under the ribs?',
    'increased work of breathing',
    [
      '(?:skin|ribs?|chest|neck|throat|tummy)\\b[^.]{0,50}(?:sucks?|sucking|pulls?|pulling|goes|going) in (?:when|as|with each|every time) (?:he |she |i |they )?breath(?:e|es|ing|s)?|taking (?:big |deep |huge |long )+(?:deep )?breaths',
      'breathing (?:a bit |a little |really |very |quite |so )(?:fast|quickly|hard|heavily|quick)',
      '(?:breathing|breathes) (?:a lot |much |a bit |far )?(?:faster|quicker|harder|heavier) than (?:normal|usual)',
      '(?:breathing|breathes?) (?:is |has been |was )?(?:really |very |so )?(?:deep and (?:fast|rapid|heavy)|(?:fast|rapid|heavy) and deep|fast|quickly|hard|heavily|rapidly)|(?:big |deep )?(?:sighing|gasping) breaths|(?:working|works) (?:really |very |so )?hard to breathe|(?:skin|ribs?|tummy) (?:is |are )?(?:sucking|pulling|sucks|suck) in|(?:nostrils|nose) (?:are |is )?flaring|(?:tummy|belly|stomach|chest) (?:is )?(?:going|moving|pumping|heaving) (?:in and out|up and down) (?:really |very |so )?(?:fast|quickly|hard)|grunting|(?:fast|rapid|laboured|labored) breathing',
    ],
    0.01,
    { redFlag: { reason: 'laboured breathing', urgency: 'urgent' } },
  ),
  yesNo(
    'cannot_speak_sentences',
    'Is it so hard to breathe that you cannot finish a sentence?',
    'unable to speak in full sentences',
    // "Can't get my words out" alone is a speech problem (E_63), breathlessness only when the breath is named.
    [
      '(?:can|could) only (?:say|get out|speak|manage) (?:a few|two or three|one or two|2 or 3|1 or 2|two|three|a couple of) words (?:at a time|between breaths|before (?:he|she|i|they) (?:has|have|needs?) to (?:stop|breathe))',
      '(?:can not|could not|unable to|can barely|struggling to) (?:talk|speak|finish (?:a |my )?sentences?)(?: properly)?(?: because| for| from)? ?(?:of )?(?:breathless\\w*|the breathing|lack of breath)?|(?:can not|could not|unable to|can barely|struggling to) get (?:my |his |her |their )?words out(?: properly)? (?:because|for|from) (?:of )?(?:(?:he|she|i|they) (?:is|am|are|was) (?:so |too )?)?(?:breathless\\w*|(?:the|his|her|my|their) breathing|lack of breath|(?:being )?(?:so )?out of breath)',
      // "I can only say a few words before I need a breath", "talking in short phrases", "too puffed to talk"
      // (the breath named, so that a toddler who "can only say a few words" is not read as breathless)
      '(?:can|could|am|is|are|was) (?:only|just) (?:able to )?(?:say|speak|manage|get out|talk in|speak in) (?:a few|a couple of|one or two|two or three|\\d+|single|short|one) (?:words?|phrases?)(?: at a time)? (?:before|without|between) (?:i |he |she |they )?(?:have to |has to |need to |needs to |having to |stopping to |stop to |stops to |stop for |stopping for |need |needs |run out of |runs out of |gasp for |gasps for |have |has )?(?:take |taking |catch |catching |get |getting |another |more )?(?:a |my |his |her |their )?(?:breaths?|air)|(?:speak|speaking|speaks|talk|talking|talks) (?:only )?in (?:single words|short phrases|one word|a few words|broken sentences) (?:because|from|with|for) (?:of )?(?:(?:he|she|i|they) (?:is|am|are|was|gets|get|feels|feel) (?:so |too )?)?(?:breathless\\w*|(?:the|his|her|my|their) breathing|being (?:so )?(?:out of breath|puffed|breathless)|lack of breath|breath)|too (?:breathless|short of breath|puffed|out of breath|winded) to (?:talk|speak|finish (?:a |my |his |her )?sentences?)|(?<=\\b(?:asthma|breath\\w*|breathe|wheez\\w*|puffer|inhaler|ventolin)\\b[^.]{0,80})(?:can|could) only (?:say|speak|manage|get out|talk in) (?:a few|one or two|two or three|single|short|\\d+) (?:words?|phrases?)(?: at a time)?|(?:can not|could not|unable to|not able to) (?:talk|speak) in (?:full|whole|complete) sentences',
    ],
    0.002,
    { implies: ['short_of_breath'], redFlag: { reason: 'too breathless to speak', urgency: 'emergency' } },
  ),
  yesNo(
    'barking_cough',
    'Does the cough sound like a bark or a seal?',
    'barking cough',
    [
      'bark(?:ing|y)? cough|cough(?:ing)? like a (?:seal|dog)|seal (?:like )?cough|croupy cough|croup|cough (?:that |which )?(?:sounds?|sounded|sounding) like (?:a |an )?(?:seal|sea lion|dog|bark)(?: barking)?|(?:sounds?|sounded|sounding) like a (?:seal|sea lion|dog) (?:barking|when (?:he|she|they) coughs?)|(?:cough|coughing) (?:is |sounds )?(?:barky|barking)',
    ],
    0.005,
    { implies: ['cough'] },
  ),
  yesNo(
    'reliever_not_helping',
    'Is your reliever puffer not helping, or needed more than every 3 hours?',
    'reliever not effective',
    [
      '(?:puffer|inhaler|ventolin|reliever|salbutamol|asthmolin|blue puffer) (?:is not|isn t|not|has not been|does not seem to be) (?:helping|working)|(?:need|needing|using|taking) (?:my )?(?:puffer|inhaler|ventolin|reliever) (?:every (?:hour|half hour|few minutes)|all the time|constantly|more and more)|(?:puffer|inhaler|ventolin|reliever|salbutamol|asthmolin|puffs)(?: \\w+){0,5} (?:is not|not|has not|did not|does not) (?:touching it|touched it|doing anything|done anything|making (?:any |a )?difference)|(?:puffer|inhaler|ventolin|reliever|salbutamol) (?:is |was )?(?:doing|does|did) (?:absolutely )?nothing',
      // "12 puffs in the last hour", "used my blue inhaler 10 times in the last hour", "my puffer every couple of hours";
      // every 3 hours too: a reliever needed again within 3 hours is a flare-up for a doctor today (National Asthma
      // Council, Australian Asthma Handbook: managing flare-ups; the written asthma action plan)
      '(?:\\d+|a few|several|lots of|heaps of|ten|twelve|six|eight) (?:puffs|goes|doses|times)(?: \\w+){0,3} (?:in|over|within) the (?:last|past) (?:hour|half hour|couple of hours|2 hours|two hours|few hours)',
      '(?:puffer|inhaler|ventolin|reliever|salbutamol|asthmolin)(?: \\w+){0,2} (?:every|each) (?:hour|half hour|few minutes|couple of hours|2 hours|two hours|3 hours|three hours|hour or two|hour or so|2 to 3 hours|two to three hours)',
      // "my blue puffer is only helping a bit", "the Ventolin barely helps"
      '(?:puffer|inhaler|ventolin|reliever|salbutamol|asthmolin)(?: \\w+){0,2} (?:is |has been |was )?(?:only|barely|hardly) (?:helping|helps|helped|working|works|worked)(?: (?:a bit|a little|slightly|for a (?:bit|while|few minutes)))?',
    ],
    0.005,
    { redFlag: { reason: 'reliever not helping', urgency: 'urgent' } },
  ),

  // — Infections and cough
  yesNo(
    'positive_covid_test',
    'Have you tested positive for COVID-19 (a rapid antigen test or a PCR test) with this illness?',
    'positive COVID-19 test',
    [
      '(?:covid|rapid|rat|pcr)(?: antigen)? test(?: \\w+){0,3} (?:and )?(?:it )?(?:was|is|came back|came up|showed|shows) positive|(?:positive|pos) (?:covid|covid 19|coronavirus|rat|rapid antigen|rapid|pcr)(?: 19)?(?: test)?(?: result)?(?! for (?!covid|coronavirus))|(?:tested|testing|test(?:ed)? came back|rat (?:was|is|came back|showed)|covid test (?:was|is|came back|showed)|pcr (?:was|is|came back)) positive(?: for (?:covid|coronavirus|sars cov 2)(?: 19)?)?(?! for)|(?<!(?:think|suspect|wonder if|wondering if|worried|afraid|scared|might|may|could|probably|possibly|if|whether|not sure)(?: i| we| he| she| they| it| that| this)? )(?:diagnosed with|caught|have got|i have|i got|i have got|got) (?:covid|coronavirus|the rona)(?: 19)?(?! (?:before|last|in 20|back in|a while|\\w+ (?:months|years) ago))',
    ],
    0.005,
    { kind: 'history' },
  ),
  yesNo(
    'after_covid',
    'Did this start with COVID-19 more than 4 weeks ago and has it never fully gone?',
    'symptoms persisting after COVID-19 (4 weeks or more)',
    [
      // Weight put on "since covid" dates it from the pandemic, not from an infection.
      '(?:not|never) (?:been |felt )?(?:right|the same|well|myself)(?: \\w+)? since (?:i had |having |my |getting )?(?:covid|coronavirus)(?: 19)?(?! (?:vaccine|vaccination|jab|shot|booster|test))|long covid|post covid(?: syndrome| condition)?|(?:since|after) (?:i had |having |my )?(?:covid|coronavirus)(?: 19)? (?:\\w+ )?(?:weeks|months) ago|(?:never|not) (?:fully |really )?(?:recovered|got better|bounced back) (?:from|after) (?:covid|coronavirus)|(?<!\\b(?:put on|gained|stacked on|piled on|weight|kilos?|kg|kgs)\\b[^.]{0,25})(?:ever )?since (?:i had |having |my |getting )?(?:covid|coronavirus)(?: 19)?(?! (?:vaccine|vaccination|jab|shot|booster|test))|(?:covid|coronavirus)(?: 19)?(?: \\w+){0,6} (?:and )?(?:i )?(?:have )?(?:never|not|have not) (?:fully |really |properly )?(?:recovered|got better|been the same|bounced back)',
    ],
    0.004,
    { kind: 'symptom' },
  ),
  yesNo(
    'frequent_reliever_use',
    'In the last month, have you needed your reliever puffer more than twice a week, or woken at night with asthma symptoms?',
    'poor asthma control (reliever more than twice a week or night waking)',
    [
      '(?:using|use|need|needing|needed|taking|take) (?:my )?(?:puffer|inhaler|ventolin|reliever|salbutamol|asthmolin|blue puffer) (?:a lot|more|more often|more than (?:usual|before|twice a week)|(?:every|most) (?:day|days|night|nights)|(?:several|a few|\\d+|two|three|four) times a (?:day|week))|(?:asthma|wheeze|cough) (?:keeps )?(?:waking|wakes|woke) me(?: up)?(?: at night)?|asthma (?:is |has been )?(?:not|poorly|badly) controlled|(?:poorly|badly) controlled asthma|asthma (?:is |has been |been )?(?:playing up|worse lately|bad lately)|going through (?:a |an |my )?(?:puffer|inhaler|ventolin|reliever)s?(?: \\w+)? (?:every|a) (?:couple of |few )?(?:weeks?|days?|fortnight|month)',
    ],
    0.01,
    { parent: 'asthma' },
  ),
  yesNo(
    'exercise_wheeze',
    'Do you get wheezy, tight-chested or coughing during or just after exercise or sport?',
    'exercise-induced wheeze or cough',
    [
      '(?:tight(?: chest)?|chesty|cough\\w*)(?: (?:and|in|my|chest|tight|breathless|short of breath)){0,5} (?:when|while|during|after) (?:i |he |she )?(?:run|runs|running|exercise|exercises|exercising|train|training|play sport|play footy|play netball|do sport|do pe|do sport)(?: (?:at|in|playing) \\w+)?',
      '(?:wheez\\w*|tight chest|chest (?:gets |goes )?tight|cough\\w*) (?:when|while|during|after|with) (?:i )?(?:exercise|exercising|running|i run|training|the gym|swimming|(?:(?:play|playing|do|doing) )?(?:sport|sports|footy|football|soccer|netball|basketball|rugby|cricket|tennis|athletics|cross country|pe))|exercise (?:induced )?(?:asthma|wheeze|bronchospasm|bronchoconstriction)',
    ],
    0.03,
    // Brought on by the effort, by its definition: a yes to symptoms with exertion, not asked again.
    { implies: ['worse_on_exertion'] },
  ),
  yesNo(
    'ace_inhibitor_use',
    "Do you take a blood pressure or heart medicine whose name ends in '-pril' (such as perindopril, ramipril or lisinopril)?",
    'taking an ACE inhibitor',
    [
      'perindopril|ramipril|lisinopril|enalapril|captopril|quinapril|trandolapril|fosinopril|cilazapril|coversyl|tritace|ace inhibitors?',
    ],
    0.08,
    { kind: 'risk' },
  ),
  yesNo(
    'cough_when_swallowing',
    'Do you cough or choke when you eat or drink?',
    'coughing or choking when swallowing (aspiration)',
    [
      '(?:cough|coughs|coughing|choke|chokes|choking|splutter\\w*) (?:when|while|after|whenever|every time|each time|as soon as) (?:i |he |she |they )?(?:eat|eats|eating|drink|drinks|drinking|swallow|swallows|swallowing)|(?:chokes|choking|coughs|coughing|splutters|spluttering) on (?:my |his |her |their )?(?:food|drinks?|fluids?|water|milk|feeds?)(?: \\w+)? (?:a lot|all the time|often|every time|regularly|constantly)|(?:food|drinks?|fluids?|water) (?:often |always |keeps? )?(?:goes|go|going) down the wrong way',
    ],
    0.01,
  ),
  yesNo(
    'choking_episode',
    'Did this start suddenly with a choking or gagging fit, for example on food, a nut or a small object?',
    'witnessed choking episode (possible inhaled foreign body)',
    [
      '(?:chok\\w*|gagg\\w*|splutter\\w*) (?:on|after (?:eating|swallowing)) (?:a |some |an |his |her |my |the )?(?:\\w+ )?(?:nuts?|peanuts?|popcorn|grapes?|food|lolly|lollies|toy|bead|coin|button|battery|piece of \\w+|small (?:object|toy|part)|something)',
      '(?:inhaled|breathed in|sucked in) (?:a |some |an |the )?(?:\\w+ )?(?:nuts?|peanuts?|popcorn|toy|bead|coin|button|lolly|lego|(?:piece|bit) of \\w+|small (?:object|toy|part)|something)',
      '(?:something |food |it )?went down the wrong way',
      // The fit told as how the cough began: "the coughing started suddenly with a choke while he was playing".
      '(?:cough\\w*|it|this|wheez\\w*) (?:all )?(?:started|began|came on) (?:suddenly |all of a sudden )?(?:with|after) (?:a |some )?(?:chok\\w*|gag\\w*|splutter\\w*)(?: (?:fit|episode|turn))?',
    ],
    0.003,
    { kind: 'history', redFlag: { reason: 'choking episode: possible inhaled foreign body', urgency: 'urgent' } },
  ),
  yesNo(
    'finger_clubbing',
    'Have the ends of your fingers become rounded and swollen, with curved nails (clubbing)?',
    'finger clubbing',
    [
      '(?:finger|nail) clubbing|clubb(?:ed|ing) (?:of )?(?:my )?(?:fingers?|nails?|fingertips?)|(?:fingers?|fingertips?) (?:are |have )?(?:gone |become )?(?:clubbed|bulbous)|(?:fingertips?|finger ?tips?|finger ends|ends of (?:my |his |her )?fingers) (?:look |looks |are |have |seem )?(?:gone |become |got(?:ten)? )?(?:much |a lot |a bit |all |really )?(?:fatter|rounder|rounded|wider|bulbous|club ?like|like (?:drumsticks|clubs))(?: and (?:fatter|rounder|wider))?|(?:finger ?)?nails (?:are |have )?(?:gone |become |got(?:ten)? )?(?:more )?(?:curved|rounded|curving) (?:over|like a spoon turned over)',
    ],
    0.005,
    { kind: 'sign' },
  ),

  // — Exposures
  yesNo(
    'asbestos_exposure',
    'Have you ever worked with asbestos or breathed in asbestos dust (building, renovating, brake linings, shipyards)?',
    'asbestos exposure',
    ['asbestos|fibro (?:sheets?|house|cement)|asbestosis'],
    0.03,
    { kind: 'exposure', askIf: { minAge: 30 } },
  ),
  yesNo(
    'bird_mould_exposure',
    'Do you keep birds (pigeons, budgies, parrots, chickens), or breathe in mould (mouldy hay, compost, a damp home or workplace)?',
    'bird or mould exposure',
    [
      '(?:keep|breed|race|have|own|look after) (?:\\w+ ){0,2}(?:pigeons|budgies|birds|parrots|cockatoos|cockatiels|chickens|an aviary)|pigeon (?:fancier|racing|racer)|aviary|mouldy (?:hay|grain|house|home|room|walls|bathroom)|mou?ld (?:in|on) (?:my |the )?(?:house|home|walls|bedroom|ceiling|workplace)|(?:damp|black) mou?ld|compost',
    ],
    0.04,
    { kind: 'exposure' },
  ),

  // — Sleep
  yesNo(
    'snoring',
    'Do you (or does your child) snore loudly most nights?',
    'loud habitual snoring',
    [
      '(?<!(?:husband|wife|partner|boyfriend|girlfriend|hubby|flatmate|roommate|housemate) )snor(?:e|es|ing|er|ed)(?: loudly| heavily| every night)?',
    ],
    0.15,
  ),
  yesNo(
    'daytime_sleepiness',
    'Do you often struggle to stay awake during the day, for example nodding off watching TV, in meetings or while driving?',
    'excessive daytime sleepiness',
    [
      '(?:fall|falling|fell|nod|nodding|nodded|dozing|doze|dozed) (?:off )?asleep (?:during the day|at work|at my desk|in meetings|watching tv|while driving|at the wheel|in front of the tv)|(?:nod|nodding|nodded|doze|dozing|dozed) off (?:during the day|at work|at my desk|in meetings|watching tv|while driving|at the wheel|in front of the tv)|(?:sleepy|drowsy) (?:all day|during the day|at work|when driving|while driving)|(?:struggle|struggling|hard) to stay awake|daytime (?:sleepiness|drowsiness)',
    ],
    0.06,
  ),

  // — Airway
  yesNo(
    'throat_tightness_inspiration',
    'During the attacks, is it hard to breathe IN, with tightness in the throat or voice box rather than the chest?',
    'inspiratory throat tightness (laryngeal obstruction)',
    [
      '(?:hard|difficult|struggle|struggling|can not|trouble) (?:to )?(?:breathe|breathing|get air) in(?! (?:my|the|this|that|a|here|there|these|those|bed))|throat (?:closes|closing|closes up|tightens|tightening|feels tight) (?:up )?(?:when|during|while) (?:i )?(?:exercise|run|breathe|attacks?)|tight(?:ness)? in (?:my )?(?:throat|voice box) (?:when|while|and) (?:i )?(?:breathe|breathing)',
    ],
    0.01,
    { implies: ['short_of_breath'] },
  ),
  yesNo(
    'pink_frothy_sputum',
    'Are you coughing up pink, frothy spit?',
    'pink frothy sputum (pulmonary oedema)',
    [
      '(?:pink|pinkish|blood ?tinged) (?:and )?(?:frothy|foamy|bubbly) (?:spit|sputum|phlegm|stuff|mucus|fluid)?|(?:frothy|foamy|bubbly) (?:and )?(?:pink|pinkish) (?:spit|sputum|phlegm|stuff|mucus|fluid)?|pink froth',
    ],
    0.001,
    { kind: 'sign', redFlag: { reason: 'pink frothy sputum (fluid on the lungs)', urgency: 'emergency' } },
  ),
  yesNo(
    'throat_closing',
    'Does your throat feel as if it is swelling shut or closing up?',
    'throat closing (airway swelling)',
    [
      'throat (?:is |feels (?:like it is |like it s )?|has been |keeps |started |starting )?(?:closing|swelling|tightening) (?:up|shut|over|closed)|throat (?:is |feels )?(?:closed|swollen) shut|(?:can not|could not) (?:get air|breathe) (?:through|past) (?:my )?throat',
    ],
    0.001,
    { redFlag: { reason: 'throat closing (airway swelling)', urgency: 'emergency' } },
  ),
  yesNo(
    'tall_thin_build',
    'Are you tall and thin?',
    'tall, thin build',
    [
      '(?:very |quite |really )?tall and (?:very |quite |really )?(?:thin|skinny|slim|slender|lanky)|(?:thin|skinny|slim|slender) and (?:very |quite |really )?tall|lanky',
    ],
    0.05,
    { kind: 'risk' },
  ),
];
