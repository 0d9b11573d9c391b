import type { LexiconEntry } from './lexicon.js';

/** Someone's tablets by whose they are: "mum's" is normalised to "mum". */
const WHOSE =
  '(?:my |his |her |their |the |(?:mum|mom|dad|nan|nanna|grandma|grandpa|pop|partner|husband|wife|flatmate) )';
/** Distress told as the reason tablets were taken. */
const UPSET =
  '(?:because|cos|coz|when|as) (?:i|he|she|they) (?:was|were|felt|got|am|is) (?:so |really |very |just )?(?:upset|angry|sad|down|low|stressed|hurt|hopeless|overwhelmed|wanted it to stop)';

/**
 * Dangers told in words the other phrasings did not read: tablets taken "because I was upset", insulin injected "on
 * purpose", a way to die looked up online, a button battery missing where a toddler played, a pressure "behind the
 * breastbone", a baby "limp when I pick him up", and bleeding told with the weeks of a pregnancy but not the word.
 * Read like the triage phrasings (normalised text, whole words).
 */
export const PLAYED_DOWN_DANGERS: LexiconEntry[] = [
  // Someone else's tablets, or a handful of any, taken in distress: deliberate self-poisoning, however few (eTG
  // toxicology: every deliberate ingestion is assessed; a calcium channel blocker's shock comes hours later).
  {
    evidence: 'took_overdose',
    pattern: `(?:took|taken|swallowed|had) (?:some|a few|a lot|heaps|a bunch|a handful|a load|lots) of ${WHOSE}(?:\\w+ ){0,3}(?:pills|tablets|capsules|meds|medication|medicine)(?: \\w+| ,){0,4} ${UPSET}`,
  },
  // Insulin injected in excess on purpose: an overdose of hours of falling sugar (eTG toxicology: insulin).
  {
    evidence: 'took_overdose',
    pattern:
      '(?:extra|big|huge|massive|whole|too much|lots of|heaps of|a lot of|double)(?: \\w+){0,3} (?:of )?(?:my |his |her )?insulin(?: \\w+| ,){0,4} (?:on purpose|deliberately|to (?:kill|end|hurt|harm))|(?:on purpose|deliberately) (?:gave|injected|took|had)(?: \\w+){0,4} insulin',
  },
  // Looking up how much of a medicine kills, or how to die: a method researched is a suicide plan (RANZCP deliberate
  // self-harm 2016; Lifeline warning signs: searching for ways to die), told by the person or a parent.
  {
    evidence: 'suicide_plan',
    pattern:
      '(?:googl\\w*|search\\w*|look(?:ing|ed)? up|research\\w*|reading up on|read up on) (?:online )?(?:about |on )?how (?:many|much) (?:\\w+ ){0,3}(?:it takes|it would take|would it take|(?:you|i|he|she) (?:would )?need|to take) to (?:die|kill|end)|(?:googl\\w*|search\\w*|look(?:ing|ed)? up|research\\w*) (?:online )?(?:about |on )?(?:how|ways) to (?:kill (?:my|him|her|them) ?self|die|end (?:my|his|her|their) life|commit suicide|suicide)',
    also: [{ evidence: 'suicidal_thoughts', value: true }],
  },
  // A button battery missing where a small child was playing may have been swallowed: suspected is enough to go now
  // (RCH button battery ingestion; Poisons Information Centre).
  {
    evidence: 'button_battery',
    pattern:
      '(?:button |hearing aid |watch |remote |coin |lithium |little |small |tiny |round |flat )+batter(?:y|ies) (?:is |are |has |have |was |were )?(?:gone |been )?missing|(?:can not|could not|can t) find (?:the |one of the |a |his |her |my |grandpa |grandma )?(?:little |small |tiny |round |flat |button |hearing aid |watch |coin )*batter(?:y|ies)|one of the (?:little |small |tiny |round |flat |button |coin |hearing aid )*batteries (?:is |has )?(?:gone|missing)',
    also: [{ evidence: 'swallowed_object', value: true }],
  },
  // "A heavy pressure behind my breastbone": chest pain in the words of many with angina or a heart attack (Heart
  // Foundation warning signs); the place is read from the breastbone.
  {
    evidence: 'E_53',
    pattern:
      '(?:tightness|pressure|heaviness|tight feeling|heavy feeling|squeezing|(?:a |an )?(?:heavy )?weight) (?:behind|under|on|in|across) (?:my |the |his |her )?(?:breast ?bone|sternum)',
    value: true,
    also: [{ evidence: 'E_55', value: ['V_101', 'V_29'] }],
  },
  // "Limp when I pick him up": a baby without tone, floppy, a NICE NG143 red feature; not a limp in walking.
  {
    evidence: 'drowsy',
    pattern:
      '(?:(?:sort of|kind of|all|really|very|so|just) )?limp (?:and floppy )?(?:when|whenever|if) (?:i|we|you|daddy|mummy) (?:pick|picked|lift|lifted|hold|held|carry|carried|cuddle)',
    also: [{ evidence: 'febrile_child_lethargic', value: true }],
  },
  // Bleeding told with the weeks of a pregnancy but without the word ("31 weeks and I've had some bright red
  // bleeding"): bleeding in pregnancy, after 20 weeks a hospital matter now (RANZCOG antepartum haemorrhage).
  {
    evidence: 'bleeding_in_pregnancy',
    pattern:
      '(?<=\\s(?:(?:i am|i m|im|she is|she s) )?(?:[5-9]|[1-3][0-9]|4[0-2]) (?:weeks?|wks?)(?: pregnant)? (?:and|with|,)(?: (?:[a-z0-9]+|,)){0,12} )(?:(?:some|a bit of|a little|light|bright red|dark red|brown|fresh|heavy|vaginal|a lot of) )*(?:bleeding|spotting|bled)(?! (?:\\w+ ){0,2}(?:nose|gums|bottom|bum|back passage|wee|pee|urine|poo|stools?|mouth)\\b)',
    also: [{ evidence: 'E_167', value: true }],
  },
  // An octopus handled in a rock pool, told by its blue spots or rings rather than its name: a blue-ringed octopus,
  // whose bite is often painless and whose venom paralyses (ANZCOR envenomation; Healthdirect marine bites).
  {
    evidence: 'octopus_bite',
    also: [{ evidence: 'marine_sting', value: true }],
    pattern:
      '(?:little |small |tiny |baby )?octopus(?:es)?(?: \\w+){0,3} (?:with |had |has |covered in )?(?:pretty |bright |little |tiny |electric )?(?:blue|purple) (?:spots|rings|circles|dots|markings)|blue ?ring(?:ed)? octopus(?:es)?|(?:picked up|held|touched|handled|played with|bitten by|bit by) (?:\\w+ ){0,3}octopus',
  },
  // Spraying an orchard or crops, or a named pesticide: a poison taken in through the skin and lungs, whose drooling,
  // sweating and blurred sight are organophosphate poisoning (eTG toxicology; Poisons Information Centre).
  {
    evidence: 'swallowed_poison',
    pattern:
      '(?:spraying|sprayed|spray|mixing|mixed|handling|handled)(?: \\w+){0,3} (?:the )?(?:orchard|orchards|crops?|paddocks?|vines|vineyard|fruit trees|cotton|sheep|organophosphates?|pesticides?|insecticides?|chlorpyrifos|diazinon|malathion|dimethoate)|(?:organophosphates?|pesticides?|insecticides?|chlorpyrifos|diazinon|malathion|dimethoate|sheep dip)(?: \\w+){0,3} (?:spray|spraying|sprayed|on my skin|all over me|splashed)',
  },
  // An endurance race is the hard exercise the heat question asks of: a runner confused after a marathon has heat
  // stroke or exercise-associated hyponatraemia, both 000 (Rosen's: exercise-associated hyponatraemia; Healthdirect).
  {
    evidence: 'heat_exposure',
    pattern:
      '(?:ran|run|running|did|doing|done|finished|completed|racing|raced) (?:a |an |my |the |in the )?(?:first |second |local )?(?:half |full )?(?:marathon|ultra ?marathon|ultra|triathlon|iron ?man|city to surf)',
  },
  // "A sudden massive headache": the thunderclap in the words people use for its size (NICE CG150; Rosen's).
  {
    evidence: 'thunderclap',
    pattern:
      'sudden (?:massive|huge|enormous|terrible|horrendous|horrific|excruciating|agonising|almighty|monster|killer|splitting|violent) headache',
    also: [{ evidence: 'E_53', value: true }],
  },
  // "I can't really feel the paper when I wipe": numbness of the saddle, cauda equina (NICE CKS sciatica).
  {
    evidence: 'saddle_numbness',
    pattern:
      '(?:can not|could not|can hardly|can barely) (?:really |properly |quite )?feel (?:myself|anything|it|the (?:toilet |loo )?paper|down there)(?: properly| much| at all)? when (?:i )?wip(?:e|ing)',
  },
  // "Her lips go a bit dusky when she feeds": blueness told in the present of a habit (RCH cyanosis in the newborn).
  {
    evidence: 'blue_lips',
    pattern:
      '(?:lips?|face|mouth) (?:go|goes|get|gets|turn) (?:a bit |all |really |very |slightly |quite |kind of |sort of )?(?:blue|bluish|grey|gray|purple|dusky)',
  },
  // "Did a few lines of coke": a stimulant taken (eTG toxicology: psychostimulants).
  {
    evidence: 'stimulant_taken',
    pattern:
      '(?:did|done|had|snorted|took|taken|doing) (?:a few |a couple of |some |two |three |a |[0-9]+ )?lines? of (?:coke|cocaine|speed|ice|meth|gear|charlie|molly)',
  },
  // A pad soaked within the last half hour or hour: heavy bleeding (RANZCOG; Healthdirect: a pad an hour or faster).
  {
    evidence: 'pregnancy_heavy_bleeding',
    pattern:
      'soak(?:ing|ed|s)? (?:through )?(?:a |my |one )?(?:thick |whole |big )?pads? in (?:the )?(?:last|past) (?:half (?:an )?hour|hour|(?:10|15|20|30|ten|fifteen|twenty|thirty) (?:minutes|mins))',
  },
];
