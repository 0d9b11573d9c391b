import type { EvidenceValue } from '../types.js';

/**
 * Lay phrasings of the DDXPlus evidences. Patterns are regular expressions over normalized text
 * (lower case, contractions spelled out, hyphens as spaces); they match whole words. Entries are tried
 * in order and a stretch of text is used once, so specific phrasings come before general ones.
 */
export interface LexiconEntry {
  evidence: string;
  pattern: string;
  /** The value when affirmed (true for B evidences). */
  value?: EvidenceValue;
  /** The value when denied ("no travel"); B evidences default to false, others to nothing. */
  negated?: EvidenceValue;
  /** Read only when denied: the words name the finding only after a denial ("no fits", src/understanding/bare-denials.ts). */
  denialOnly?: boolean;
  /** Other answers the phrase implies when affirmed ("sore throat" is also pain in the throat). */
  also?: { evidence: string; value: EvidenceValue }[];
}

const PAIN = { evidence: 'E_53', value: true };
const RELATIVE =
  '(?:mum|mom|mother|dad|father|parents?|brother|sister|siblings?|sons?|daughters?|grand(?:ma|pa|mother|father)|aunt|uncle|cousin|family|relatives?)';
/**
 * What was said of the eyes just before, in the same sentence: "my right eye went red and watery", "my eyes
 * have felt dry, gritty and tired", "my eyes are not red". A phrasing behind it claims only the word that
 * describes the eye, so that a denial before it ("not") still denies it.
 */
export const EYE_SAID =
  '(?<=\\b(?:eyes?|eye ?lids?) (?:(?:and|,) (?:they|it) )?(?:(?:is|are|was|were|feel|feels|felt|look|looks|looked|have|has|had|been|gone|went|go|goes|get|gets|got|getting|become|became|turned|turn|keep|keeps|also|now|always|still|both|very|really|so|quite|super|pretty|extremely|all|a bit|a little bit|a little|slightly|bright|not|no longer) )*(?:(?:dry|gritty|sore|red|itchy|watery|watering|scratchy|sandy|burning|tired|sticky|puffy|swollen|bloodshot|irritated|stinging|pink|crusty|teary|weepy|painful|blurry) (?:, )?(?:and )?)*(?:not )?)';
/** Followed by more describing words (or none) and then an eye, a side between: "… gritty, watery left eye". */
const BEFORE_EYE =
  '(?= (?:, )?(?:and )?(?:(?:red|bloodshot|pink|sore|itchy|watery|watering|teary|weepy|gritty|sandy|scratchy|sticky|painful|swollen|puffy|dry|burning|irritated|crusty|inflamed) (?:, )?(?:and )?)*(?:left |right |both |one )?eyes?\\b)';
const SMOKE_PEOPLE =
  '(?:partner|husband|wife|parents?|mum|mom|dad|flat ?mates?|house ?mates?|room ?mates?|family|everyone at home)';

export const LEXICON: LexiconEntry[] = [
  // — Family history first, so "my dad has asthma" is not the patient's own asthma.
  {
    evidence: 'E_142',
    pattern: `(?:mum|mom|mother)(?: also)? (?:has|had|have|suffers from|with) (?:bad |severe )?asthma`,
    also: [{ evidence: 'E_87', value: true }],
  },
  // A son or daughter with asthma is most often the patient, told by a parent ("my son has asthma and a fever",
  // "her son with asthma"): not a family history.
  {
    evidence: 'E_87',
    pattern: `(?!(?:sons?|daughters?) )${RELATIVE}(?: also)? (?:has|had|have|suffers? from|with|got) (?:bad |severe )?asthma|asthma (?:runs|is) in (?:my|the) family|family history of asthma`,
  },
  // "My daughter has eczema" is a parent describing the patient, not a family history.
  {
    evidence: 'E_86',
    pattern: `(?!(?:sons?|daughters?) )${RELATIVE}(?: also)? (?:has|had|have|suffers? from|with|got) (?:bad |lots of )?(?:allergies|hay ?fever|eczema)|allergies run in (?:my|the) family|family history of (?:allergies|eczema|hay ?fever)`,
  },
  { evidence: 'E_165', pattern: `${RELATIVE}(?: also)? (?:has|had|have) (?:a )?(?:collapsed lung|pneumothorax)` },
  { evidence: 'E_25', pattern: `${RELATIVE}(?: also)? (?:has|had|have|gets?|suffers? from) cluster headaches?` },
  { evidence: 'E_26', pattern: `${RELATIVE}(?: also)? (?:has|had|have|is|was) (?:an?a?emia|an?a?emic)` },
  { evidence: 'E_28', pattern: `${RELATIVE}(?: also)? (?:has|had|have) myasthenia(?: gravis)?` },
  {
    evidence: 'E_224',
    pattern: `${RELATIVE}(?: also)? (?:has|had|have|died of) lung cancer|lung cancer runs in (?:my|the) family`,
  },
  {
    evidence: 'E_223',
    pattern: `${RELATIVE}(?: also)? (?:has|had|have|died of) pancreatic cancer|pancreatic cancer runs in (?:my|the) family`,
  },
  {
    evidence: 'E_29',
    pattern: `${RELATIVE}(?: also)? (?:has|had|have|with) (?:a )?(?:mental illness|mental health (?:issues|problems)|schizophrenia|bipolar|psychiatric (?:illness|problems))`,
  },
  {
    evidence: 'E_225',
    pattern: `${RELATIVE}(?: also)? (?:had|has|have|died of) (?:a )?(?:heart attack|heart disease|stroke)(?: young| early| in (?:my|his|her|their) (?:30s|40s|thirties|forties))?|heart disease runs in (?:my|the) family|family history of heart disease|${RELATIVE} (?:has |have |had )?died (?:suddenly|unexpectedly|of a heart problem)(?: (?:young|when (?:he|she|they) (?:was|were) young|in (?:my|his|her|their) (?:20s|30s|40s|twenties|thirties|forties)))?|(?:sudden|unexplained) (?:cardiac )?deaths? in (?:my|the|our) family`,
  },
  // "I keep getting migraines" is also the headache the patient consults about.
  {
    evidence: 'E_99',
    pattern: `i (?:get|keep getting|have been getting|am getting|started getting|get really bad|get bad) (?:bad |terrible |really bad |severe |frequent |regular |a lot of |lots of )?migraines?|i (?:have|have got|have a|got|am having|woke up with|have another) (?:a |another |one of my )?(?:bad |terrible |really bad |severe |horrible )?migraines?|i have had (?:a |another )(?:bad |terrible |really bad |severe |horrible )?migraine(?! before| in the past)`,
    also: [PAIN],
  },
  {
    evidence: 'E_99',
    pattern: `(?:${RELATIVE}(?: also)? (?:has|had|have|gets?) migraines?)|(?:i )?(?:get|have had|suffer from|history of|prone to) migraines?|migraine sufferer`,
  },
  {
    evidence: 'E_4',
    pattern: `(?:${RELATIVE}(?: also)? (?:has|had|have) (?:had )?croup)|(?:had|have had|history of) croup`,
  },
  {
    evidence: 'E_40',
    pattern:
      '(?:contact with|exposed to|around|near|been with|caught it from) (?:someone|somebody|a (?:kid|child|person|friend)|my \\w+)? ?(?:who|that|with)? ?(?:has|had)? ?(?:whooping cough|pertussis)',
  },
  {
    evidence: 'E_73',
    pattern:
      '(?:contact with|exposed to|around|looked after|cared for|been with) (?:someone|somebody|a (?:patient|person))? ?(?:who|that|with)? ?(?:has|had)? ?ebola|ebola',
  },
  {
    evidence: 'E_41',
    pattern:
      '(?:lots of |many |a few |some |several |half (?:of )?(?:my|the) )?(?:people|colleagues|workmates|co ?workers|kids|children|classmates|everyone|everybody|the (?:office|class|family|house))(?: at (?:home|work|school|daycare|childcare|kindy|preschool|the office))? (?:have|has|had|have got|has got|got|are (?:down with|getting)) (?:got )?(?:colds|a cold|the flu|flu|coughs|a cough|a virus|a bug|covid|sore throats)',
  },
  // "The whole family has had headaches": the household ill together (gastro, flu, or a heater's carbon monoxide);
  // what they have is left to be read.
  {
    evidence: 'E_41',
    pattern:
      '(?:the |our |my )?(?:whole|entire) (?:family|household|house|lot of us)(?=(?: (?:has|have|had|has had|have had|are|is|were|was|been|has been|have been|all))* (?:\\w+ )?(?:headaches?|sick|unwell|ill|crook|vomiting|diarrhoea|gastro|the same|it|symptoms|dizzy)\\b)',
  },
  // Sores on the skin of the face or limbs are a skin lesion, where they are told (RCH impetigo: "school sores";
  // not a mouth's ulcers, a sore throat or a pressure sore).
  {
    evidence: 'E_129',
    pattern:
      '(?:weeping |crusty |crusted |scabby |oozing |open |red |itchy )*sores(?= (?:\\w+ ){0,4}?(?:around|on|near|over|under) (?:his |her |my |the |both )?(?:nose|mouth|lips?|face|chin|cheeks?|arms?|legs?|hands?|knees?|elbows?)\\b)',
  },
  // Others ill alike told as a comparison: "vomiting since yesterday, like two of his housemates", "same as her sister".
  {
    evidence: 'E_41',
    pattern:
      '(?:like|same as|as have|as has|as did) (?:two |three |both |all |some |a few |several |one )?(?:of )?(?:his |her |my |their |the )(?:housemates?|flatmates?|room ?mates?|family|siblings?|brothers?|sisters?|kids|children|classmates?|colleagues?|workmates?|partner|wife|husband|mum|dad|parents|friends?)\\b',
  },
  {
    evidence: 'E_41',
    pattern:
      '(?:someone|everyone|everybody|people|kids|children|partner|family|wife|husband|son|daughter|co ?workers?|colleagues?|friends?|flatmates?|housemates?|room ?mates?|brothers?|sisters?|siblings?|mum|dad|parents)(?: at (?:home|work|school))? (?:has|have|had|with|got) (?:the same|similar|the same thing|it too|the same symptoms|similar symptoms)|(?:going|been going) around|sick contacts?|caught it from (?:my|a|someone)|(?:a few |some |several |two |three |lots of |many |a couple of |other )?(?:others|other people|people|kids|children|colleagues|workmates|co ?workers|friends|classmates|everyone|everybody|the whole family|(?:my |his |her |our )(?:partner|wife|husband|son|daughter|(?:big |little |older |younger )?brother|(?:big |little |older |younger )?sister|kids|children|family|mum|dad|flatmates?|housemates?))(?: at (?:home|work|school|daycare|childcare|kindy|preschool|the office))? (?:(?:are|were|is|was|got|have been|has been|have also been|has also been) (?:also )?(?:sick|ill|unwell|crook|vomiting|throwing up|down with (?:it|the same))|(?:has|have|had|has got|have got|got) (?:also )?(?:a |the )?(?:cold|colds|flu|gastro|cough|virus|bug|tummy bug|sore throat|the same thing|it))(?: too| as well| with (?:it|the same|the same thing|gastro|a cold|the flu))|(?:kids|children|others|other kids|someone|people|classmates|friends|siblings?|brother|sister|cousins?)(?: at (?:school|daycare|kindy|childcare|preschool)| there| in (?:her|his|my|their) class)? (?:have|has|had|have had|has had|have got|has got|got) (?:had )?(?:threadworms?|pinworms?|worms|nits|head lice|lice|scabies|impetigo|school sores|chicken ?pox|hand foot and mouth|conjunctivitis|pink eye|gastro)',
  },
  {
    evidence: 'E_189',
    pattern:
      '(?:partner|boyfriend|girlfriend|husband|wife|someone i slept with)(?: who)? (?:has|is|with) hiv|hiv positive (?:partner|boyfriend|girlfriend|husband|wife)',
  },
  {
    evidence: 'E_222',
    pattern: `(?:second ?hand|passive) smok(?:e|ing)|${SMOKE_PEOPLE} smokes?(?: around me| inside| at home)?`,
  },

  // — Smoking history before smoking.
  {
    evidence: 'E_191',
    pattern:
      '(?:smoked|used to smoke|was a smoker|have smoked)(?: \\w+){0,6} (?:but|and|then|until) (?:i )?(?:quit|gave up|stopped|gave them up|kicked the habit)|(?:used to|use to) smoke|(?:quit|gave up|stopped|give up) (?:smoking|the smokes|cigarettes)|ex ?smoker|former smoker|(?:no longer|do not) smoke (?:any ?more|now)',
    also: [{ evidence: 'E_79', value: false }],
  },
  {
    evidence: 'E_79',
    pattern:
      '(?:i |he |she |they )?(?:smoked|have smoked|has smoked|used to smoke|smoke|smokes|been smoking|have been smoking) (?:for|since) (?:\\d+|a|an|two|three|four|five|ten|twenty|thirty|forty|fifty|many|most of (?:my|his|her) (?:life|adult life)|years|decades|ages)',
  },
  {
    evidence: 'E_79',
    pattern:
      '(?:i have|have|has|he has|she has) (?:been )?smok(?:ed|ing)(?= (?:all (?:my|his|her) (?:life|adult life)|(?:for|since) |most of (?:my|his|her) life|(?:a|one|two|\\d+) packs?|heavily|every day|my whole life))|smoker|smok(?:e|es|ing)(?: cigarettes| a pack| cigs)?|cigarettes?|ciggies?|cigs|packs? a day|(?:a |one |two )?pack(?:s)? of (?:smokes|cigarettes) a day',
  },

  // — Red flags and specific symptoms (multi-word) before their general words.
  // A floppy baby or child is both hard to rouse and lethargic: a NICE traffic-light red feature (NICE NG143; RCH CPG).
  // "A bit floppy" is the lethargy of an amber feature, not the red one.
  {
    evidence: 'febrile_child_lethargic',
    pattern: '(?:a (?:little )?bit|a little|slightly|bit|little) (?:floppy|limp)',
  },
  {
    evidence: 'drowsy',
    pattern:
      '(?<!\\b(?:a|bit|little|slightly) )(?:(?:very|really|so|quite|unusually|all|gone|is|went) )*floppy(?: and (?:drowsy|sleepy|limp|unresponsive|lethargic))?|(?<!\\b(?:a|bit|little|slightly) )(?:gone|went|is|was|all|very|really|body) limp(?! (?:when|on|with|leg|because|since|after))',
    also: [{ evidence: 'febrile_child_lethargic', value: true }],
  },
  {
    evidence: 'E_14',
    pattern:
      '(?:chest )?(?:pain|pains|tightness|pressure|discomfort) in (?:my |the )?chest (?:even )?(?:at rest|when (?:i am )?resting|while (?:i am )?resting|sitting still|doing nothing)|chest (?:pain|pains|tightness|pressure|hurts|discomfort) (?:even )?(?:at rest|when (?:i am )?resting|while (?:i am )?resting|when i am sitting still|when doing nothing|even when resting)',
    also: [PAIN, { evidence: 'E_55', value: ['V_101', 'V_29'] }],
  },
  // Chest pain that came on at rest ("it started while I was watching TV", "it woke me up"): the pain of an
  // acute coronary syndrome, not of exertion (Heart Foundation; Manchester Triage "cardiac pain").
  {
    evidence: 'E_14',
    pattern:
      '(?:chest (?:pain|pains|tightness|pressure|heaviness|discomfort)|(?:pain|tightness|pressure|heaviness|discomfort) in (?:my |the )?chest)(?: (?:it|that|which|has|just|suddenly|all|of|a|sudden))* (?:came on|started|began|begun|come on|comes on|starts|hit me|woke me(?: up)?|has woken me(?: up)?) (?:while|when|as|whilst) (?:i was |i am |i |he was |she was )?(?:just )?(?:sitting|resting|lying|laying|asleep|sleeping|in bed|watching (?:tv|television|the tv|a movie)|reading|relaxing|doing nothing)|(?:woke|woken|wakes|waking) (?:me |him |her )?(?:up )?(?:with|from|because of) (?:a |bad |severe |crushing |tight )?(?:chest (?:pain|tightness|pressure)|pain in (?:my |his |her )?chest)',
    also: [PAIN, { evidence: 'E_55', value: ['V_101', 'V_29'] }],
  },
  // "It comes on even when I'm sitting still", "the pain in my chest woke me up", "it started while I was watching TV, this crushing pain in my chest".
  {
    evidence: 'E_14',
    pattern:
      '(?:chest (?:pain|pains|tightness|pressure|heaviness|discomfort)|(?:pain|pains|tightness|pressure|heaviness|discomfort) in (?:my |the |his |her )?chest)(?: (?:it|that|which|just|also|sometimes|often|can|even|now))* (?:comes on|came on|starts|started|happens|happened|is there|was there|gets me|hits me|hit me|comes|came) (?:even )?(?:(?:when|while|whilst|as) (?:i am |i was |i |he is |she is |he was |she was )?(?:just )?(?:sitting(?: still| down| around)?|resting|lying(?: down)?|laying(?: down)?|asleep|sleeping|doing nothing|not doing anything|in bed|watching \\w+|relaxing)|at rest)|(?:chest (?:pain|pains|tightness|pressure|heaviness|discomfort)|(?:pain|pains|tightness|pressure|heaviness|discomfort) in (?:my |the |his |her )?chest)(?: (?:it|that|which|just|also|sometimes|often|even|now|keeps))* (?:wakes|woke|has woken|keeps waking|woken|waking) (?:me|him|her|them)(?: up)?|(?:started|began|came on|hit me|it hit) (?:while|when|as|whilst) (?:i was |he was |she was |i )?(?:just )?(?:sitting|resting|lying|laying|watching \\w+(?: \\w+)?|reading|relaxing|doing nothing|asleep|in bed|on the couch)(?: \\w+){0,3}(?: ,)? (?:this |a |the |with |with this |with a )?(?:crushing |heavy |tight |bad |severe |sharp |awful |terrible )?(?:chest pain|pain in (?:my |the )?chest|tightness in (?:my |the )?chest|chest tightness|pressure in (?:my |the )?chest)',
    also: [PAIN, { evidence: 'E_55', value: ['V_101', 'V_29'] }],
  },
  // "Chest tightness", "a weight on my chest", "my chest feels heavy": chest pain in the words of many with angina
  // or a heart attack (pain, with its place and pressing character read from the sentence).
  {
    evidence: 'E_53',
    pattern:
      'chest (?:tightness|pressure|heaviness)|(?:tightness|pressure|heaviness|tight feeling|heavy feeling|(?:a |an )?(?:heavy )?weight|an elephant) (?:in|on|across|around|sitting on) (?:my |the |his |her )?chest|chest (?:feels|is|felt|was|has been|went|feeling) (?:very |really |so |all |a bit |a little |a little bit |quite |kind of |sort of |pretty )?(?:tight|heavy|squeezed|crushed)',
    value: true,
    also: [PAIN],
  },
  // "I think I'm having a heart attack", "is this a heart attack?", "feels like a heart attack": the patient's own
  // name for chest pain, read as chest pain so that its history and red flags are taken (Heart Foundation ACS).
  {
    evidence: 'E_53',
    pattern:
      '(?:(?:think|thought|feel like|feels like|felt like|scared|afraid|worried|sure|convinced) (?:that )?(?:i am |i |he is |she is |they are |it is |this is |i might be |i may be |he might be |she might be )?(?:having|is|was|might be|could be|may be) (?:a )?heart attack|(?:am i|is (?:he|she)|is this|could this be|could it be) (?:having )?(?:a )?heart attack|(?:feels|felt|feel) like (?:a |i am having a )?heart attack)(?! (?:years?|months?|weeks?|last|in (?:19|20)\\d\\d))',
    value: true,
    also: [PAIN, { evidence: 'E_55', value: ['V_101', 'V_29'] }],
  },
  // "a heavy, uncomfortable feeling in the top of my tummy and lower chest"
  {
    evidence: 'E_53',
    pattern:
      '(?:heavy|tight|uncomfortable|squeezing|pressing|crushing|aching)(?: ,| and| or)? (?:uncomfortable |odd |strange |weird |horrible |awful )?(?:feeling|sensation|discomfort) (?:in|across|over|around) (?:the |my |his |her )?(?:[a-z]+ ){0,7}chest',
    value: true,
    also: [PAIN],
  },
  // Swelling of the lips, tongue or face told together ("my lips and tongue are swelling"): the angioedema
  // finding and a swelling, with its places read from the sentence (ASCIA: tongue swelling is anaphylaxis).
  {
    evidence: 'swollen_face_lips',
    pattern:
      '(?:(?:face|eyes?|lips?|tongue|mouth) (?:, )?(?:and )?(?:my |his |her |the |their )?)*(?:lips?|tongue|mouth)(?: (?:, )?(?:and )?(?:my |his |her |the |their )?(?:face|eyes?|lips?|tongue|mouth|throat))* (?:is |are |has |have |feels? |felt |went |got |started |starting |began |been |getting |gone |all |really |very |so |now |suddenly )*(?:swollen|swelling|puffed up|puffy|swelled up|swelled|blown up|swell(?:ing)? up|swell|swells)|(?:swollen|swelling|puffy|puffed up|fat) (?:of |in )?(?:my |his |her |the |their )?(?:lips?|tongue)(?: (?:, )?(?:and )?(?:my |his |her |the |their )?(?:face|eyes?|lips?|tongue|mouth))*|(?:throat|tongue) (?:is |feels |has )?(?:swelling up|swelled up)',
    also: [{ evidence: 'E_151', value: true }],
  },
  {
    evidence: 'E_45',
    pattern:
      '(?:cough|coughing|coughed|coughs) (?:up )?(?:some )?(?:blood|bloody)|blood (?:when|if) i cough|bloody (?:phlegm|sputum|mucus|spit)|blood in (?:my )?(?:phlegm|sputum|mucus|spit)|ha?emoptysis',
    also: [{ evidence: 'E_201', value: true }],
  },
  // "streaks of blood in what I coughed up", "my phlegm has blood in it", "I coughed and there was blood on the tissue"
  {
    evidence: 'E_45',
    pattern:
      '(?:streaks?|specks?|flecks?|spots?|traces?|bits?|threads?) of (?:bright red |red |dark )?blood (?:in|on|through) (?:my |the |his |her )?(?:phlegm|sputum|mucus|spit|what (?:i|he|she) (?:coughed|cough|coughs|brought|bring) up)|blood (?:in|on) what (?:i|he|she) (?:coughed|cough|coughs|brought|bring) up|(?:phlegm|sputum|mucus) (?:has|had|with|has got|is|was|has been|comes up) (?:some |a bit of |bits of |streaks of |specks of |a little |tinged with |streaked with |flecked with )?(?:bright red |red |dark )?(?:blood|bloody|blood stained|pink|rusty)|(?<=\\b(?:cough|coughed|coughing|coughs)\\b(?: \\w+){0,3} (?:and |, )?)(?:there was|there is|there were|i saw|i see|i noticed|i got|it was|it had) (?:some |a bit of |bright red |red |a little )*blood',
    also: [{ evidence: 'E_201', value: true }],
  },
  {
    evidence: 'E_210',
    pattern:
      '(?:vomit|vomiting|vomited|throw(?:ing)? up|threw up|thrown up|spew(?:ing|ed)?|sick) (?:up )?(?:some |a lot of |lots of |loads of |heaps of |a bit of |a little |fresh |bright red )?blood|blood in (?:my |the |his |her )?(?:vomit|sick|spew|chuck)|bloody vomit|coffee grounds?|ha?ematemesis',
    also: [{ evidence: 'E_211', value: true }],
  },
  {
    evidence: 'E_166',
    pattern:
      '(?:vomit|vomited|vomiting|throw up|threw up|throwing up|sick|gag|gagging) after (?:a )?(?:coughing|cough|coughing fits?)|cough(?:ing)? (?:until|till|so hard|so much) (?:that )?i (?:vomit|throw up|threw up|am sick|was sick|gag)',
    also: [{ evidence: 'E_201', value: true }],
  },
  {
    evidence: 'E_202',
    // Not whooping cough had long ago ("badly as a child"): that is a past illness, not the cough of today.
    pattern:
      'whooping cough(?! (?:\\w+ ){0,2}(?:as a (?:child|kid|baby|toddler)|when (?:i|he|she) was (?:a )?(?:child|kid|baby|little|young|small|toddler)|in (?:my|his|her) childhood))|whoop(?:ing)?(?: sound| noise)?',
    also: [{ evidence: 'E_201', value: true }],
  },
  {
    evidence: 'E_203',
    pattern:
      '(?:coughing|cough) (?:fits?|spells?|bouts?|attacks?|episodes?)|cough(?:ing)?(?: (?!(?:and|but)\\s)\\w+){0,4} (?:comes?|coming|came|happens|happening) in (?:\\w+ )?(?:fits|bouts|spells|attacks|paroxysms)|fits? of coughing|can not stop coughing|(?:violent|intense|uncontrollable|hacking) cough(?:ing)?',
    also: [{ evidence: 'E_201', value: true }],
  },
  {
    evidence: 'E_77',
    pattern:
      '(?:cough|coughing|coughed|coughs) (?:up )?(?:lots of |a lot of |some )?(?:phlegm|mucus|sputum|gunk|green|yellow|brown|stuff|muck|goo)|(?:green|yellow|brown|greenish|yellowish|coloured|colored|thick) (?:phlegm|sputum)|productive cough|chesty cough|wet cough|phlegm|sputum',
    also: [{ evidence: 'E_201', value: true }],
  },
  // "bringing up yellow stuff when I cough" (stuff only with the cough said: brought-up stuff may be vomit), "hacking up thick green muck", "my cough is productive"
  {
    evidence: 'E_77',
    pattern:
      '(?:bring|bringing|brought|brings|hack|hacking|hacked|hacks|cough|coughing|coughed) (?:up|out) (?:(?:lots of|a lot of|some|heaps of|bits of|thick|sticky|green|yellow|brown|white|grey|gray|frothy|clear|horrible|disgusting|gross|slimy|chunky) (?:, )?(?:and )?)*(?:phlegm|mucus|sputum|gunk|muck|goo|globs?|gunge|slime)|(?:bring|bringing|brought|brings|hack|hacking|hacked) up (?:(?:lots of|a lot of|some|heaps of|thick|sticky|green|yellow|brown|white|grey|gray|frothy|clear) )*stuff(?=[^.]*\\bcough)|cough (?:is |has been |has become |has gone |is getting |sounds )?(?:very |really |quite |a bit |more )?(?:productive|chesty|wet|rattly|rattling|loose|phlegmy|mucusy|fruity)',
    also: [{ evidence: 'E_201', value: true }],
  },
  {
    evidence: 'E_182',
    pattern:
      '(?:(?:green|yellow|greenish|yellowish|coloured|colored|discoloured|discolored|thick) (?:, )?(?:and )?)+(?:snot|nasal discharge|mucus from (?:my )?nose|discharge from (?:my )?nose|boogers)|(?:snot|nasal discharge) (?:is )?(?:green|yellow|greenish|yellowish|discoloured|discolored)',
    also: [{ evidence: 'E_181', value: true }],
  },
  // "green gunk coming out of his nose", "blowing out yellow stuff", "my snot has gone green"
  {
    evidence: 'E_182',
    pattern:
      '(?:(?:green|yellow|greenish|yellowish|yellowy|thick|coloured|colored|brown|gross) (?:, )?(?:and )?)+(?:gunk|goo|muck|stuff|slime|mucus|discharge|snot|crap|boogers)(?= (?:is |keeps )?(?:coming |pouring |running |dripping |streaming |oozing )?(?:out of|from|down) (?:my |his |her |their |the )?(?:nose|nostrils?))|(?:snot|mucus|boogers) (?:is |are |has |have |has gone |have gone |has turned |turned |went |going |gone )(?:all |really |quite |a bit |very )?(?:green|yellow|greenish|yellowish|yellowy|thick and (?:green|yellow))|(?:blowing|blow|blew|blows) (?:out )?(?:(?:thick|green|yellow|greenish|yellowish) (?:, )?(?:and )?)+(?:snot|stuff|gunk|muck|goo|mucus)',
    also: [{ evidence: 'E_181', value: true }],
  },
  {
    evidence: 'E_67',
    pattern:
      '(?:wake|wakes|woke|waking|woken) (?:me |him |her )?(?:up )?(?:(?:at|in the|during the|in the middle of the) night |(?:at|around|about) (?:\\d+ ?(?:am|o clock)?|midnight)(?: in the morning)? |in the (?:early hours|small hours)(?: of the morning)? )?(?:choking|gasping|short of breath|breathless|struggling to breathe|struggling for (?:air|breath)|fighting for (?:air|breath)|unable to breathe|can not breathe|could not breathe|unable to get (?:her |his |my )?breath|coughing and breathless)(?: for (?:air|breath))?|(?:choking|breathless|short of breath|gasping) (?:that |which )?(?:wakes|woke|wake) (?:me|him|her)(?: up)?',
    also: [{ evidence: 'E_66', value: true }],
  },
  {
    evidence: 'E_64',
    pattern:
      '(?:out of breath|breathless|short of breath|puffed|winded|puffing) (?:with|after|on|doing|from) (?:very )?(?:little|minimal|minimum|the slightest|any|minor|light|hardly any) (?:effort|exertion|activity|exercise|walking)|(?:out of breath|breathless|puffed|winded) (?:walking|climbing|going up) (?:a few steps|across the room|to the (?:bathroom|toilet|kitchen|letterbox)|one flight)',
    // Breathless on the least effort is breathless (the triage discriminators read the breath itself).
    also: [{ evidence: 'E_66', value: true }],
  },
  {
    evidence: 'E_128',
    pattern:
      '(?:brief|short|sudden|few seconds of|moments? of|spells? of|episodes? of) (?:suffocat\\w*|choking)|(?:could not|can not|unable to) (?:breathe or (?:speak|talk)|(?:speak|talk) or breathe)',
  },
  // "a loud harsh noise breathing in"
  {
    evidence: 'E_194',
    pattern:
      '(?:loud |harsh |high |noisy |squeaky )+(?:noise|sound|squeak|whistle) (?:when |while |as )?(?:he |she |i |they )?(?:breath(?:es|ing)? in|breathe in|breathing in)',
  },
  {
    evidence: 'E_194',
    pattern:
      'stridor|(?:(?:high pitched|squeaky|whistling|crowing|squeaking|harsh|rasping|raspy|honking|grating|creaky|noisy|loud|horrible|strange|funny) )+(?:breathing )?(?:sound|noise|noises|breathing) (?:when|as|while|whenever|every time) (?:i |he |she |they )?(?:breathe|breathes|breathing|inhal\\w*|breath) in|(?:high pitched|squeaky|crowing) (?:breathing|noise|sound)',
  },
  {
    evidence: 'E_112',
    pattern:
      '(?:wheez\\w*|whistl\\w*) (?:sound |noise )?(?:when|as|while) (?:i )?(?:breathe|breathing) in|noisy breathing after (?:coughing|cough)|(?:noisy|whooping) (?:breath|breathing) after coughing',
  },
  {
    evidence: 'E_214',
    pattern:
      'wheez(?:e|es|ing|y|ed)|(?:whistl\\w*|wheez\\w*) (?:sound |noise )?(?:when|as|while) (?:i )?(?:breathe|breathing) out|whistling (?:in|from) (?:my )?chest',
  },
  // "a whistling sound in my chest", "she makes a whistling noise when she breathes out", "his chest is whistling"
  {
    evidence: 'E_214',
    pattern:
      '(?:whistl\\w*|wheez\\w*) (?:sound |noise |noises )?(?:in|from|coming from|inside) (?:my |his |her |their |the )?chest|(?:whistl\\w*|wheez\\w*) (?:sound |noise )?(?:when|as|while|whenever|every time) (?:i |he |she |they |you )?(?:breathe|breathes|breathing) out|chest (?:is |was |has been |keeps |sounds |sounded |is all |goes )?(?:whistling|whistly|wheezy|wheezing|squeaky)',
  },
  {
    evidence: 'E_66',
    pattern:
      '(?:short(?:ness)?|shortage) of breath|breathless(?:ness)?|(?:can not|could not|can barely|struggling to|struggle to|hard to|harder to|difficult to|trouble|difficulty|problems?|unable to) (?:catch (?:my )?breath|get (?:my |a )?breath|breathe|breathing|get enough air|take a (?:full |deep )?breath)|out of breath|winded|(?:get|gets|getting|got|am|feel|feeling|become|becoming) puffed(?: out)?|(?:is |am |are |was |seems )?(?:a bit |a little |quite |really |very |so )puffed(?: out)?|puffed out|puffed (?:just |even |right )?(?:walking|climbing|going (?:up|to|upstairs)|getting (?:up|dressed)|doing|with|after|on|when)|gasping(?: for air)?|breathing (?:is |has been )?(?:hard|difficult|laboured|labored|tough|a struggle)|hard of breathing|air hunger|dyspn(?:o)?ea|sob',
  },
  // "huffing and puffing", "struggling for breath", "I haven't been able to catch my breath" (the denial is part of the complaint)
  {
    evidence: 'E_66',
    pattern:
      'huffing and puffing|puffing (?:and panting|all the time|a lot|heaps|like (?:a|an) \\w+)|panting (?:for (?:air|breath)|all the time|a lot|just|after|walking|when)|(?:fighting|struggl\\w*|gasping|battling) for (?:breath|air)|(?:have not|has not|had not|was not|were not|am not|is not|not) (?:been )?able to (?:catch (?:my |his |her |their )?breath|get (?:my |his |her |their |a )?breath|breathe (?:properly|normally|right)|get enough air)|(?:can not|could not|can barely|can hardly) get (?:my |his |her |their )?breath (?:back)?|breathing (?:is |has been |feels |seems )?(?:not right|really hard|so hard|heavy|a real struggle|all wrong)|(?:heavy|hard|difficult|laboured|labored) breathing|need (?:to stop )?(?:for|to catch) (?:my |a )breath',
  },
  {
    evidence: 'E_75',
    pattern:
      'chok(?:e|ed|ing)|suffocat(?:e|ed|ing|ion)|smother(?:ed|ing)|throat (?:is |feels |felt |has been )?(?:closing|closing up|closing over|tightening|tight)|can not get (?:any )?air',
  },
  // Pain out of proportion to the skin (necrotising infection) is pain, with its place read from the sentence.
  {
    evidence: 'pain_out_of_proportion',
    pattern:
      '(?:pain|it|the pain) (?:is |feels |seems )?(?:much |way |far |a lot |so much )?(?:worse|more severe|more painful) than (?:it|the skin|the redness|the wound|the cut|the graze|the scratch) looks|(?:pain|it) (?:is )?(?:way |completely )?out of proportion' +
      // Told after the place: "severe pain in his thigh, far worse than the small red patch looks".
      '|(?<=\\b(?:pain|hurts|painful|sore|agony)\\b[^.]{0,40})(?:much |way |far |a lot |so much )(?:worse|more severe|more painful) than (?:the |that |this |his |her |my )(?:(?:small|little|tiny|mild|faint|red|pink) )*(?:patch|mark|area|spot|redness|skin|rash|wound|cut|graze|scratch|bite|swelling) (?:looks?|appears?|seems?)',
    also: [PAIN],
  },
  // A joint put out ("my shoulder popped out", "her kneecap went out of place") is a deformity and a painful joint,
  // with its place read from the sentence: a dislocation hurts (Rosen), and the part named is where.
  {
    evidence: 'deformity',
    pattern:
      '\\b(?:knee ?caps?|shoulders?|elbows?|fingers?|thumbs?|hips?|jaw) (?:is |was |has |just |completely |totally )?(?:popped out|went out|slipped out|popped out of (?:its |the )?socket|came out of (?:its |the )?socket)(?! of (?:bed|the|my|his|her))',
    value: true,
    also: [PAIN],
  },
  // A dislocated shoulder's lost roundness (Rosen: the squared-off shoulder) is a deformity that hurts, told without
  // a pain word as often as with one; the shoulder is the pain's place.
  {
    evidence: 'deformity',
    pattern:
      '(?<=\\bshoulders? (?:looks?|is|seems|looked|has gone|went|was) (?:a bit |really |all |kind of )?)(?:squared off|square(?: shaped)?|flat|flattened)\\b(?! out)|(?<=\\b(?:shoulder|it) (?:looks |is |has gone |went )?(?:all )?)(?:squared off|square shaped)\\b',
    value: true,
    also: [PAIN],
  },
  // Words for extreme pain that the pain cue lacks ("my leg is agonising"): pain, with its place and severity read from the sentence.
  { evidence: 'E_53', pattern: 'agoni[sz]ing|excruciating(?:ly painful)?', value: true, also: [PAIN] },
  {
    evidence: 'E_220',
    pattern:
      '(?:hurts?|pain(?:ful)?|worse|sharp pain|stabs?|catches) (?:when|if|as|whenever) (?:(?:i|he|she|they|we|you) )?(?:breathes? in|breathing in|takes? a (?:deep |big )?breath|taking a (?:deep |big )?breath|breathes? deeply|inhales?|inhaling|takes? deep breaths|breathes?|breathing)|(?:hurts?|hurting|pain(?:ful|s)?|sore|stabs?|stabbing|catches|catching)(?: (?!(?:and|but|or|wheez\\w*|whistl\\w*|cough\\w*|noisy)\\s)\\w+){1,8} (?:when|if|as|whenever) (?:(?:i|he|she|they|we|you) )?(?:breathes? in|breathing in|takes? a (?:deep |big )?breath|taking a (?:deep |big )?breath|breathes? deeply|inhales?|inhaling|takes? deep breaths|breathes?|breathing)|(?:hurts|painful|sore|pain) to (?:breathe|take a breath|take a deep breath|breathe in)|breathing (?:in )?(?:hurts|is painful|makes it worse)|deep breaths? (?:hurts?|makes? it worse)',
    also: [PAIN],
  },
  {
    evidence: 'E_33',
    pattern:
      '(?:better|eases?|easier|relieved|improves?|less painful|goes away|settles) (?:(?:when|if) (?:i )?)?(?:lean|leaning|sit|sitting) (?:up and )?(?:lean )?forward|(?:leaning|sitting|sitting up and leaning) forward (?:helps|makes it better|eases it|relieves it)',
    also: [PAIN],
  },
  // A raised reading at the pharmacy or at home (140/90 to 179/109): someone consulting about blood pressure,
  // the reading perhaps a clause after it ("had his blood pressure taken at the pharmacy and it was 162/98").
  {
    evidence: 'E_102',
    pattern:
      '(?:blood pressure|bp)(?: \\w+){0,5} (?:was|is|of|reading|read|came up as|at) (?:about |around )?(?:1[4-7]\\d ?(?:/|over) ?(?:[5-9]\\d|10\\d)|1[0-3]\\d ?(?:/|over) ?(?:9\\d|10\\d))|(?:blood pressure|bp)(?: \\w+| ,){0,12} (?:1[4-7]\\d ?(?:/|over) ?(?:[5-9]\\d|10\\d)|1[0-3]\\d ?(?:/|over) ?(?:9\\d|10\\d))',
  },
  {
    evidence: 'E_217',
    pattern:
      '(?:worse|hard to breathe|harder to breathe|breathless|can not breathe|short of breath|struggle to breathe) (?:(?:when|if|on) )?(?:i )?(?:lie|lying|lay|laying) (?:down|flat|back)|worse (?:after|with|when i eat) (?:\\w+ ){0,2}(?:meals?|food|eating|dinner) (?:and|or) (?:when )?(?:i )?(?:lie|lying|lay|laying) (?:down|flat)|(?<=\\b(?:heartburn|burning|reflux|indigestion|pain)\\b[^.]{0,45})(?:and|or|when|on) (?:when )?(?:i )?(?:lie|lying|lay|laying) (?:down|flat)|worse (?:when|if) (?:i )?(?:bend|bending|stoop|stooping)(?: over| down)? or (?:lie|lying|lay|laying) (?:down|flat)|(?:can not|could not|unable to) (?:lie|lay) (?:down|flat)(?: (?:to sleep|in bed|at night|without (?:getting|feeling|being) (?:breathless|short of breath|puffed)))?|(?:has|have|had|needs?|needed) to (?:sit|sleep|be) (?:bolt )?upright|(?:has|have|had|needs?|needed) to sit up to (?:breathe|sleep|get (?:my |her |his )?breath)|(?:sleep|sleeps|sleeping|slept) (?:sitting up|upright|propped up|in (?:a|the|her|his|my) (?:chair|recliner|armchair))|(?:better|easier) (?:when|if) (?:i )?(?:sit|sitting|prop(?:ped)?) up|(?:need|use|sleep on) (?:extra |lots of |3 |three )?pillows to (?:breathe|sleep)',
  },
  {
    evidence: 'E_218',
    value: false,
    negated: true,
    pattern:
      '(?:can|could) (?:still )?(?:exercise|run|walk (?:up hills|for miles|as far as i like)|play sport|do sport|go to the gym|climb stairs)(?: (?:fine|normally|as usual|as normal))? (?:without (?:any )?(?:problems?|trouble|issues|symptoms|difficulty)|with no (?:problems?|trouble|issues|symptoms))|exercise (?:does not|never) (?:bring it on|make it worse|trigger it)',
  },
  {
    evidence: 'E_218',
    pattern:
      '(?:worse|comes on|starts|get it|happens|brought on|bad) (?:with|when|during|on|after) (?:exercise|exertion|effort|walking|climbing|activity|physical activity|stairs|running|exercising)|(?:better|goes away|goes|settles|eases|eases off|stops|disappears) (?:with|when i|after|if i|once i|when i have) (?:rest|resting|a rest|stop|stopping|sit down|stand still|standing still|stood still)|on exertion|(?:worse|(?:comes?|came) on|starts|get it|happens|brought on) (?:when|if|whenever) (?:i )?(?:walk|climb|go|run|hurry)(?: up)? (?:hills?|a hill|stairs|the stairs|steps|inclines?|uphill)',
  },
  {
    evidence: 'E_215',
    // "heartburn every night after dinner", "always after a big meal"
    pattern:
      '(?:worse|bad|comes on|starts|every (?:night|evening|day|time)|always|usually|mostly|especially) after (?:dinner|tea|lunch|breakfast|meals?|a meal|a big meal|eating|food|big meals?)',
  },
  {
    evidence: 'E_215',
    pattern:
      // Not "after eating tuna": a named food is the exposure (E_187, E_42), not a pain that meals bring on.
      '(?:worse|comes on|starts|bad|happens|hurts) (?:after|when|with) (?:i )?(?:eat|eating|meals?|food|big meals)|after (?:eating|meals|i eat)(?! (?:some |a |the )?(?:tuna|mackerel|sardines|bonito|mahi ?mahi|swordfish|anchovies|swiss cheese|fish|peanuts?|nuts|prawns?|shellfish|seafood)\\b)',
  },
  {
    evidence: 'E_219',
    pattern:
      '(?:mostly|mainly|usually|especially|only|worst|worse) (?:when (?:i am |i )?(?:resting |lying |lie )?|while (?:i am )?(?:resting |lying )?)?(?:in bed )(?:at night|in the evening)|(?:mostly|mainly|usually|especially|only) (?:when|while) (?:i am )?(?:lying|resting|trying to sleep|in bed)(?: in bed)?(?: at night)|(?:worse|bad|it is worse|comes on|worst|more|mostly|mainly|especially|usually) (?:at|during the) night|at night (?:it is|it gets) worse|keeps me (?:up|awake) at night|(?:wakes|wake) me (?:up )?at night|nocturnal',
  },
  {
    evidence: 'E_221',
    pattern:
      '(?:worse|hurts?|pain(?:ful)?|sore) (?:more |worse )?(?:when|if|as) (?:i )?(?:cough|sneeze|lift|strain|push|bear down|laugh)|(?<=\\b(?:hurts?|painful|sore|agony) to (?:(?:move|breathe|bend|walk|turn) (?:or|and) )?)(?:cough|sneeze|strain)\\b|(?:when|if) (?:i )?(?:strain|bear down|lift (?:something|things|heavy|anything))|coughing (?:makes it worse|hurts)|(?:straining|lifting) (?:makes it worse|hurts)',
  },
  {
    evidence: 'E_219',
    pattern:
      '(?:in|every|during) the (?:evenings?|night)|(?:every|each) (?:evening|night)|(?:stops|keeps) me (?:from )?(?:falling asleep|getting to sleep|sleeping)',
  },
  {
    evidence: 'E_216',
    pattern:
      '(?:hurts?|it is sore|pain is worse) (?:more )?(?:when|if|whenever) (?:he |she |i |they |you )?(?:walks?|walking|moves?|moving|bends?|bending|twists?|twisting|turns?|turning)',
  },
  // "pain over the front of her pelvis, worse turning over in bed and climbing stairs"
  {
    evidence: 'E_216',
    pattern:
      '(?:worse|hurts?|pain(?:ful)?|sore) (?:more )?(?:on |with |when |while )?(?:turning over|rolling over|getting out of bed|climbing (?:the )?stairs|going up (?:the )?stairs|getting (?:in|into|out of) (?:the |a )?car)',
    also: [PAIN],
  },
  {
    evidence: 'E_216',
    pattern:
      '(?:worse|hurts?|pain(?:ful)?|sore) (?:more |worse )?(?:when|if|as|whenever) (?:i )?(?:move|moving|walk|turn|bend|roll over|get out of (?:bed|a chair|the car)|stand up from)|moving (?:makes it worse|hurts)|(?:any|every) movement (?:hurts|makes it worse)|(?:(?:any|every|the slightest|the least|even (?:a little|the slightest|the smallest)|a little|the smallest) )?(?<!\\b(?:bowel|bowels|eye|eyes|baby|foetal|fetal) )(?:movement|moving (?:it|them|my \\w+|his \\w+|her \\w+)) (?:of (?:it|the \\w+|my \\w+|his \\w+|her \\w+) )?(?:is|was) (?:very |so |really |absolutely |just )?(?:painful|agony|agonising|excruciating|unbearable)|(?:hurts?|painful|sore|agony|agonising|killing me) (?:to|when i try to|if i try to) (?:move|turn|bend|twist|walk)',
    also: [PAIN],
  },
  // Pain told first and the movements that bring it after: "pain over the pubic bone when she walks, climbs stairs or
  // turns in bed", "a sharp pull in her groin when she rolls over in bed" (NICE CKS pelvic girdle pain; RANZCOG).
  {
    evidence: 'E_216',
    pattern:
      '(?<=\\b(?:pain|hurts?|sore|ache|aches|aching|pull|twinge|stab|stitch)\\b[^.]{0,60})(?:when|whenever|if|every time) (?:i|he|she|they) (?:walks?|climbs? (?:the )?stairs|turns? (?:over )?in bed|rolls? over|stands? up(?: quickly)?|gets? (?:up|out of bed))\\b',
    also: [PAIN],
  },
  // A small child who screams or cries when the hip or leg is moved, at a nappy change or being lifted: pain on
  // moving the joint, as a child too young to say so shows it (RCH the limping child; RCH bone and joint infection).
  {
    evidence: 'E_216',
    pattern:
      '(?:screams?|screaming|cries|crying|yells?|howls?) (?:out )?(?:in pain )?(?:when|if|whenever|every time)[^.]{0,40}\\b(?:hip|knee|leg|ankle|arm|elbow|shoulder)s? (?:is |are )?(?:moved|moves|touched|bent)',
    also: [PAIN],
  },
  // "I can not bend my knee": a hot or injured joint held still because moving it hurts (not a weak limb, which
  // is "can not move my arm"; the elbow that will not straighten has a finding of its own).
  {
    evidence: 'E_216',
    pattern:
      '(?:can not|could not|unable to|too (?:painful|sore) to) (?:bend|straighten|flex) (?:it\\b|(?:my |his |her |the )?(?:(?:left|right) )?(?:knee|hip|ankle|wrist))',
    also: [PAIN],
  },
  // A dry cough is one without phlegm.
  {
    evidence: 'E_201',
    pattern:
      '(?:dry|tickly dry|dry tickly|dry hacking|dry irritating|dry irritable|non ?productive|tickly) cough(?:s|ing)?',
    also: [{ evidence: 'E_77', value: false }],
  },
  {
    evidence: 'E_201',
    pattern:
      // "hurts to move or cough" tells a pain that coughing worsens (E_221), not a cough.
      '(?<!when i |if i |whenever i |as i |\\b(?:hurts?|painful|sore|agony) to (?:(?:move|breathe|sneeze|laugh|bend|walk|sit|stand|turn|lift|strain) (?:or|and) )?)cough(?:s|ing|ed|y)?|hack(?:ing)? cough|tickly cough|dry cough|barking cough',
  },
  {
    evidence: 'E_13',
    pattern:
      '(?:getting|got|been getting|gotten) (?:worse|worse and worse|progressively worse) (?:over|in|for) (?:the (?:last|past) )?(?:two|2|couple of|few) weeks|less and less effort|worse and worse (?:over|for) weeks',
  },
  {
    evidence: 'E_125',
    pattern: '(?:diagnosed with|history of|have had|have) (?:gastro ?o?esophageal )?(?:reflux disease|gerd|gord)',
  },
  // "Burning in my chest" is a burning pain in the chest (place and character read from the sentence); not heartburn itself,
  // which cardiac pain can also feel like: the history asks about heartburn and exertion.
  {
    evidence: 'E_53',
    pattern: 'burning (?:feeling |sensation |pain )?(?:in|behind|under) (?:my |the )?(?:chest|breast ?bone|sternum)',
    also: [PAIN],
  },
  // Indigestion someone blames for another pain ("an ache across her chest she puts down to indigestion", "thinks it
  // is indigestion") is a guess at its cause, not heartburn: the Heart Foundation warns that a heart attack is most
  // often put down to indigestion. ("Probably just indigestion" in the patient's own words still tells the feeling.)
  {
    evidence: 'E_173',
    pattern:
      'heart ?burn|acid (?:reflux|coming up|in my throat|taste)|reflux|burning (?:feeling |sensation )?(?:in|from) (?:my )?(?:stomach|chest|gut)(?: going)? (?:up )?(?:to|into) (?:my )?throat|(?:sour|bitter|acid) taste(?: in (?:my )?mouth)?|(?<!\\b(?:(?:puts?|putting) (?:it |this |that )?down to |blames? (?:it |this )?on |(?:thinks?|thought|reckons?|assumes?|assumed|sure) (?:it |this |that )?(?:is |s |was |must be )?(?:just |only |probably )?(?:a bit of |some |bad )?))indigestion|dyspepsia|regurgitat\\w*',
  },
  {
    evidence: 'E_140',
    pattern:
      '(?:black|tarry|tar like|jet black|dark black|sticky black) (?:stools?|poo+s?|poops?|faeces|feces|bowel movements?|motions|shit)|(?:stools?|poo+s?|poops?|faeces|feces) (?:is |are |has been |have been |looks? |look like |has gone |have gone |has turned |have turned |turned |went |is really |are really |look |looked |were |was )?(?:jet |pitch |really |very |all )?(?:black|tarry|like tar)|mela?ena',
  },
  {
    evidence: 'E_179',
    pattern:
      '(?:poo+s?|poops?|stools?|bowel motions?|nappy|nappies) (?:had|has|have|with|has got|had some|have had|has had) (?:some |a bit of |a little |streaks of |specks of |bits of |spots of |bright |fresh )*(?:red )?blood (?:on|in|through) (?:it|them)|blood (?:in|on) (?:my |the )?(?:stools?|poo+s?|poop|faeces|feces|toilet paper|toilet bowl|underwear)|bloody (?:stools?|poo+|poop|diarrh?o?ea)|(?:rectal|back passage) bleeding|bleeding (?:a lot |heavily |badly |quite a lot |a fair bit )?(?:from )?(?:my |his |her |their )?(?:bottom|back passage|rectum|anus|bum)|(?:toilet|toilet bowl|bowl|pan) (?:is |was )?(?:full of|filled with|red with) blood|(?:bright )?red blood when i (?:poo|go to the toilet)|blood (?:in|on) (?:my |his |her |their |the )?(?:stools?|poo+s?|poop|nappy|nappies|diaper)|(?:poo+s?|stools?|nappy) (?:looked|looks|look|was|is) like (?:red |redcurrant |red currant |strawberry |bloody )?jelly|(?:red ?currant|red|bloody|strawberry) jelly (?:poo+s?|stools?)|(?:red ?currant|red|bloody|strawberry) jelly(?: like)? (?:stuff|mucus|goo|blood)(?: \\w+){0,2} (?:in|on) (?:his |her |their |the |my )?(?:nappy|nappies|diaper|poo+s?|stools?)',
  },
  {
    evidence: 'E_188',
    pattern:
      // Loose or bulky pale stools are steatorrhoea (greasy_stools), not the pale stools of a blocked bile duct.
      '(?<!\\b(?:loose|runny|bulky|smelly|greasy|fatty|floating|frothy|soft),? (?:and )?)(?:pale|clay coloured|clay colored|white|light coloured|grey) (?:stools?|poo+s?|poop)|(?:dark|brown|cola coloured|tea coloured) (?:urine|wee|pee)|(?:urine|wee|pee) (?:is|has been|looks|has gone|is getting|is the colour of|looks like) (?:very |really |quite |a lot |much )?(?:dark|darker)(?= (?:\\.|,|and|than|lately|now|since|for|$)| $)|(?:urine|wee|pee) (?:is|has been|looks|has gone|is getting|is the colour of|looks like) (?:very |really |quite )?(?:dark |darker )?(?:brown|tea coloured|cola coloured|the colour of (?:tea|cola|coke)|like (?:tea|cola|coke|coca cola)|tea|cola|coke)|(?:poo+s?|stools?|poop) (?:is|are|has been|have been|look|looks|has gone|have gone) (?:very |really )?(?:pale|white|grey|clay coloured|light coloured)',
  },
  {
    evidence: 'E_150',
    pattern: '(?:pass(?:ing|ed)?|let(?:ting)? off) (?:any )?(?:wind|gas)|fart(?:ing|ed|s)?',
  },
  // A stool passed is the bowel working; none for a day or two is not a bowel unable to pass anything, which needs the
  // wind stopped too (absolute constipation: OHCM, bowel obstruction). So only the yes is read from these words.
  {
    evidence: 'E_150',
    pattern:
      'open(?:ed|ing)? (?:my )?bowels|(?:had|have|having|passed) (?:a )?(?:bowel movements?|poo+|poop|number two)',
    value: true,
  },
  {
    evidence: 'E_51',
    pattern:
      '(?:poos?|poops?|stools?|bowel motions?|bowels|nappies|nappy|motions) (?:is |are |has been |have been |has gone |have gone |keep being |was |were )?(?:really |very |all |just |so |completely |pretty |quite )?(?:runny|watery|loose|liquid|like water|soft and runny|explosive|squirty)|(?:pooing|pooping|passing) (?:pure |just )?(?:water|liquid)|(?:runny|watery|explosive|squirty) (?:nappies|nappy|bum|bottom)|the (?:squirts|trots|shits|scours)|(?:goes|going|go|went|runs) (?:straight|right) through (?:me|him|her)',
  },
  {
    evidence: 'E_51',
    pattern:
      'diarrh?o?ea|diarrhea|the runs|loose (?:stools?|bowels?|poo+s?|motions)|(?:runny|watery) (?:poo+s?|stools?|bowels?)|(?:going to|running to) the (?:toilet|loo|bathroom) (?:a lot|all the time|constantly)|upset (?:stomach|tummy) with (?:loose|runny)',
  },
  // "throwing up all night" is vomiting, not a sleepless night; "sick in the car", "brought up my dinner".
  {
    evidence: 'E_211',
    pattern:
      '(?:vomit(?:ing|ed)?|throw(?:ing|n)? up|threw up|chuck(?:ing|ed)? up|spew(?:ing|ed)?|being sick|been sick|puking|hurling) (?:all|most of the|half the|through the) (?:night|day|morning|evening|afternoon)|chuck(?:ing|ed|s)? up|(?:was|been|being|is|got) sick (?:in|on|all over) (?:the |my |his |her |a )?(?:car|floor|bed|carpet|couch|bucket|bowl|toilet|sink|cot|pram|sheets|school|bus|plane)|(?:bring|bringing|brought|brings) (?:it all |everything )?(?:back )?up (?:my |his |her |all (?:of )?(?:my |his |her )?)?(?:dinner|lunch|breakfast|tea|meals?|everything (?:i|he|she) (?:eat|eats|ate|drink|drinks))',
  },
  {
    evidence: 'E_211',
    pattern:
      'vomit(?:ing|ed|s)?|throw(?:ing|n)? up|threw up|been sick|being sick|was sick (?:several|many|a few|twice|\\d+) times|puk(?:e|ing|ed)|barf(?:ing|ed)?|spew(?:ing|ed)?|retch(?:ing|ed)?|dry heav(?:e|ing)',
  },
  // Reassurance in a gastro history: fluids staying down, still passing urine (answers "no" to the dehydration questions).
  {
    evidence: 'cannot_keep_fluids',
    pattern:
      '(?:can|able to|managing to|manage to|managed to) (?:keep|hold) (?:small |some |little |a few )?(?:sips|fluids?|water|drinks?|food|things|a bit|some|it)(?: of (?:water|fluids?|drinks?))? down|keeping (?:small |some )?(?:sips|fluids|water|drinks|food|things) down|(?:still )?(?:able to|can) (?:drink|keep drinking)|drinking (?:plenty|ok|okay|fine|normally|well)',
    value: false,
  },
  {
    evidence: 'reduced_urine',
    pattern:
      '(?:still|am still) (?:weeing|peeing|passing urine|urinating|going to the toilet for a wee)|(?:weeing|peeing|passing urine|urinating|wees?|pees?) (?:is |are )?(?:normal|normally|fine|okay|ok|as usual|the same as usual)',
    value: false,
  },
  {
    evidence: 'E_148',
    pattern:
      '(?:feel|feeling|felt|feels) (?:like )?(?:i am|i was|he is|she is) (?:going to|gonna|about to) (?:spew|chuck|hurl|throw up|vomit|be sick|puke)|(?:feel|feeling|felt|feels) like (?:throwing up|vomiting|being sick|spewing|puking|chucking|chucking up|hurling)|(?:want|wants|wanting|need|makes? me want) to (?:spew|chuck|hurl)|(?:tummy|stomach) (?:feels|is feeling|felt) (?:a bit |really |so |very )?(?:sick|queasy|off|funny)|(?:churning|unsettled|dodgy) (?:stomach|tummy)|(?:stomach|tummy) (?:is |keeps )?churning',
  },
  {
    evidence: 'E_148',
    pattern:
      'nause(?:a|ous|ated|ating|ous)|queasy|sick to (?:my|the) stomach|(?:feel|feeling|felt) (?:like )?(?:i am going to|i might|i will|i could) (?:throw up|vomit|be sick|puke)|(?:want|wanting|need) to (?:vomit|throw up|be sick|puke)|(?:(?:feel|feeling|felt|feels) )?sick in (?:my|the|his|her) (?:stomach|tummy)|(?:feel|feels|feeling|felt) (?:a bit |a little |really |very |so )?sick|(?<=\\b(?:feel|feels|feeling|felt)\\b[^.]{0,25}(?: ,| and) )sick(?! (?:of|leave|note|days?|certificate|kids?|child|people))',
  },
  {
    evidence: 'E_65',
    pattern:
      '(?:hard|difficult|painful|trouble|difficulty|struggling|a struggle|agony) (?:to )?(?:swallow|swallowing) (?:and|or) (?:to )?(?:breathe|breathing)',
    also: [{ evidence: 'E_66', value: true }],
  },
  {
    evidence: 'E_65',
    pattern:
      '(?:difficulty|trouble|hard|painful|pain when|hurts to|can not|struggling to|problems?|it hurts when i) (?:swallow|swallowing)|(?:hard|difficult|painful|impossible|agony|agonising|agonizing|a struggle) to swallow|(?:food|things|it) (?:gets |get |is |feels )?stuck (?:in my throat|when i swallow|going down)|dysphagia|(?:lump|something stuck) in (?:my )?throat|(?:food|things|it) (?:keeps? |kept )?(?:getting |gets |got )?stuck (?:in my throat|in my chest|when i swallow|going down)|(?:food|it) sticks (?:in my throat|in my chest|when i swallow|on the way down)|(?:food|things|it|meat|bread) (?:has been|have been|has|have|keeps|kept|is) (?:getting |got |been getting )?stuck (?:in my throat|in my chest|when i swallow|going down|on the way down)',
  },
  {
    evidence: 'E_65',
    pattern:
      '(?:food|things|it|meat|bread|tablets|pills|capsules) (?:gets? |is |feels |keeps? getting |keep getting |often gets? )?stuck (?:on the way down|halfway down|in (?:my |the )?(?:throat|gullet|food pipe|chest))|(?:trouble|difficulty|hard|struggling|problems?|a struggle) (?:getting|to get) (?:food|things|tablets|pills|it|anything|solids|meat|bread) down|(?:can not|could not|unable to) swallow (?:properly|food|solids|anything|tablets|pills)',
  },
  {
    evidence: 'E_97',
    pattern:
      'tonsils? (?:are |is |look |looks )?(?:really |so |very )?(?:massive|huge|swollen|enlarged|inflamed|red|sore|infected)',
  },
  {
    evidence: 'E_97',
    pattern:
      'sore throat|throat (?:is |feels |has been |is getting |has got )?(?:(?:a bit|a little|a little bit|really|very|so|quite|extremely|incredibly|pretty) )?(?:sore|hurts|hurting|painful|raw|scratchy|on fire|burning|killing me|agonising|agonizing|excruciating|in agony|unbearable)|(?:painful|scratchy|raw|burning|agonising|agonizing|excruciating|severe) throat|throat (?:pain|ache)|pain in (?:my |the |his |her )?throat|strep(?: throat)?|pharyngitis|tonsillitis',
    also: [PAIN],
  },
  // "my throat feels like razor blades", "it's like swallowing glass", "my throat is red raw"
  {
    evidence: 'E_97',
    pattern:
      '(?:like )?(?:swallowing|swallow|swallowed) (?:razor ?blades|glass|broken glass|sandpaper|knives|nails|barbed wire|glass shards|a cactus)|throat (?:is |feels |felt |has been )?(?:like|as if) (?:i have (?:swallowed |got )?|i swallowed |there are |it is |it has |someone )?(?:razor ?blades|sandpaper|glass|broken glass|knives|on fire|burning|been sandpapered|sandpapered)|throat (?:is |feels |has been |was )?(?:all |really |so |very )?(?:red raw|raw and red|red and raw|scratchy and sore|inflamed)|(?:throat|tonsils) (?:is |are |feels |has been |have been )?(?:really |so |very )?(?:sore and swollen|swollen and sore)',
    also: [PAIN],
  },
  {
    evidence: 'E_169',
    pattern:
      'itchy (?:nose|throat)|(?:nose|throat) (?:is |feels )?itch(?:y|ing)|(?:my )?(?:nose|throat)(?: and (?:the |my )?(?:roof of (?:my |the )?mouth|palate|throat|nose|eyes|ears))+ (?:itch|itches|itching|are itchy|feel itchy|are itching)|(?:nose|throat) (?:itches|itch)|tickl(?:e|y|ing) (?:in )?(?:my )?throat|throat tickle',
  },
  {
    evidence: 'E_170',
    pattern:
      'itchy(?= (?:, )?(?:and )?(?:(?:watery|red|sore|streaming|puffy|swollen|bloodshot|burning|dry|gritty|runny|teary) (?:, )?(?:and )?)*eyes?)|itchy eyes?|eyes? (?:are |is |feel |been )?(?:so |really |very )?itch(?:y|ing)',
  },
  // "my eyes itch like crazy", "I can't stop rubbing my eyes"
  {
    evidence: 'E_170',
    pattern:
      '(?<!\\b(?:skin|rash|lids?|eyelids?|eye ?brows?|face) (?:around|near|under|above) (?:my |his |her |the )?)eyes? (?:keep |keeps |really |constantly |always |still |just |also |both )*itch(?:es)?\\b|(?:can not|could not) stop (?:rubbing|scratching) (?:my |his |her |their )?eyes|(?:keeps?|always|constantly) (?:rubbing|scratching) (?:at )?(?:my |his |her |their )?eyes',
  },
  {
    evidence: 'E_127',
    pattern:
      '(?:watery|watering|teary|streaming|runny|weepy) eyes?|eyes? (?:are |is |keep )?(?:watering|streaming|running|tearing up)|tearing up',
  },
  // "my eyes won't stop running", "her eye's been weeping all day", "tears running down my face"
  {
    evidence: 'E_127',
    pattern:
      'eyes? (?:just )?(?:will not|would not|does not|do not|can not|won t) stop (?:watering|running|streaming|tearing|weeping)|eyes? (?:is |are |has been |have been |been |keeps? |keep on )?(?:constantly |always |still |really )?weeping(?! (?:pus|yellow|green|gunk|goo|stuff|sticky))|(?:tears|water) (?:keep |keeps |are |is |just )?(?:running|streaming|pouring|rolling) (?:down|out of) (?:my |his |her |their )?(?:face|cheeks?|eyes?)(?= [^.]*\\b(?:itch\\w*|sting\\w*|red|sore|allerg\\w*|hay ?fever|wind|onions?|for no reason|all the time|all day|constantly)\\b)',
  },
  {
    evidence: 'E_74',
    pattern:
      '(?:red|bloodshot|pink|inflamed) (?:(?:itchy|sore|watery|sticky|painful|gritty|swollen) )?(?:eyes?|eye ?balls?)|pink ?eye|conjunctivitis|eyes? (?:are |is |look |have gone )?(?:red|bloodshot|pink)',
  },
  { evidence: 'E_170', pattern: `${EYE_SAID}itch(?:y|ing)` },
  {
    evidence: 'E_127',
    pattern: `${EYE_SAID}(?:watery|watering|teary|weepy|streaming)|(?<=(?<!mouth )\\b(?:it|they) (?:is|are|was|were|has been|have been|keeps?|keep on) (?:not |also |still |sometimes |often |really |constantly |always )?)(?:watering|tearing up)`,
  },
  { evidence: 'E_74', pattern: `${EYE_SAID}(?:red|bloodshot|pink)` },
  // "a pink, gritty, watery left eye": describing words in a row before the eye, a side between them and it.
  { evidence: 'E_74', pattern: `(?:red|bloodshot|pink|inflamed)${BEFORE_EYE}` },
  { evidence: 'E_127', pattern: `(?:watery|watering|teary|weepy|streaming)${BEFORE_EYE}` },
  { evidence: 'E_170', pattern: `itchy${BEFORE_EYE}` },
  // "A tingling blister on my lip": a cold sore, a blister and a rash on the lip (the tingle is the cold sore's, not a nerve's).
  {
    evidence: 'cold_sores',
    pattern:
      '(?:(?:tingling|tingly|itchy|burning|stinging|crusty|weeping|painful) (?:, )?(?:and )?)+(?:blisters?|sores?|scabs?|spots?|bumps?) (?:on|around|near|at the (?:edge|corner) of|in the corner of) (?:my |his |her |the )?(?:top |bottom |upper |lower )?lips?|(?:blisters?|blistering) (?:on|around|near|at the (?:edge|corner) of|in the corner of) (?:my |his |her |the )?(?:top |bottom |upper |lower )?lips?',
    also: [
      { evidence: 'blisters', value: true },
      { evidence: 'E_129', value: true },
    ],
  },
  // "My cheeks and nose are red all the time and flush after a glass of wine": persistent redness that also flushes.
  {
    evidence: 'facial_redness_flushing',
    pattern:
      '(?:cheeks|face|nose)(?: and (?:my )?(?:cheeks|face|nose))? (?:is |are |go |goes |get |gets )?(?:\\w+ ){0,5}(?:flush|flushes|flushed|flushing|go bright red|goes bright red|go red|goes red|turn red|turns red) (?:up )?(?:with|after|when i have|when i drink|from) (?:a glass of |a |any |hot |spicy )?(?:alcohol|wine|drinking|drinks?|coffee|tea|food|exercise|the sun|heat|beer)',
    also: [{ evidence: 'E_92', value: true }],
  },
  // "I started amoxicillin 5 days ago": a new medicine, and an antibiotic.
  {
    evidence: 'recent_antibiotics',
    pattern:
      '(?:started|starting|began|begun|been put on|was put on|put on|been given|was given|prescribed|(?:on|taking|having|started) a course of)(?: on| taking)? (?:a |an |some |the )?(?:new )?(?:course of )?(?:antibiotics?|amoxicillin|amoxil|augmentin|penicillin|cefalexin|keflex|doxycycline|trimethoprim|bactrim|cotrimoxazole|co trimoxazole|clarithromycin|erythromycin|roxithromycin|azithromycin|ciprofloxacin|flucloxacillin|dicloxacillin|clindamycin|metronidazole|nitrofurantoin)',
    also: [{ evidence: 'new_medicine', value: true }],
  },
  // "The vision in my right eye suddenly went blurry": a sudden loss of vision (partial), and blurred.
  {
    evidence: 'sudden_vision_loss',
    pattern:
      '(?<=\\b(?:vision|sight|eyesight|eyes?)\\b[^.]*)(?:suddenly|all of a sudden|overnight|out of the blue) (?:went|gone|became|turned|got|has gone|has become) (?:very |really |all |completely )?(?:blurry|blurred|dark|dim|black|grey|gray|cloudy|misty|foggy)',
    also: [{ evidence: 'blurred_vision', value: true }],
  },
  // "A blurry patch in the middle of my vision": a central scotoma, and the vision is blurred.
  {
    evidence: 'distorted_vision',
    pattern:
      '(?:blurry|blurred|fuzzy|hazy|smudged|distorted) (?:spot|patch|area|bit) in (?:the )?(?:middle|centre|center) of (?:my |his |her )?(?:vision|sight|eye)',
    also: [{ evidence: 'blurred_vision', value: true }],
  },
  // Outdoor work is a lifetime of sun: "I was a farmer", "worked as a roofer".
  {
    evidence: 'sun_exposure_history',
    pattern:
      '(?:was|am|worked as|work as|have been|been|retired) (?:a |an )?(?:farmer|grazier|farm hand|station hand|jackaroo)',
    also: [{ evidence: 'E_198', value: true }],
  },
  {
    evidence: 'sun_exposure_history',
    pattern:
      '(?:was|am|worked as|work as|have been|been|retired) (?:a |an )?(?:builder|labourer|laborer|tradie|roofer|bricklayer|concreter|road worker)',
    also: [{ evidence: 'E_199', value: true }],
  },
  {
    evidence: 'sun_exposure_history',
    pattern:
      '(?:was|am|worked as|work as|have been|been|retired) (?:a |an )?(?:gardener|landscaper|fisherman|lifeguard|surf lifesaver|surfer|postie|golf pro|sailor|greenkeeper)',
  },
  // Dry, itchy patches: the eczema pattern, and a skin problem whose place and look are read as for any patch.
  {
    evidence: 'dry_itchy_skin',
    pattern:
      '(?:(?:red|reddish|itchy|rough|scaly|flaky|pink) (?:, )?(?:and )?)*dry (?:(?:, )?(?:and )?(?:red|reddish|itchy|rough|scaly|flaky|pink) )*(?:patches|patch)',
    also: [{ evidence: 'E_129', value: true }],
  },
  // A described patch of skin is a skin problem, its place and look read from the sentence: "red flaky greasy patches around my nose".
  // (not a patch in the eye, the mouth or the vision, said before or after it in the sentence)
  {
    evidence: 'E_129',
    value: true,
    pattern:
      '(?<!\\b(?:eyes?|eyeballs?|vision|sight|mouth|tongue|throat|tonsils|gums)\\b[^.]*)(?:(?:red|reddish|flaky|scaly|greasy|dry|itchy|rough|raised|pink|pinkish|brown|brownish|dark|pale|purple|crusty|weepy|bumpy|blotchy|angry|inflamed|silvery|yellowish|discoloured|discolored) (?:, )?(?:and )?)+(?:patches|patch|blotches)(?![^.]*\\b(?:eyes?|eyeballs?|vision|sight|mouth|tongue|throat|tonsils|gums)\\b)',
    also: [{ evidence: 'E_129', value: true }],
  },
  // "Cut my finger chopping onions": a wound, and the injury that made it.
  {
    evidence: 'skin_wound',
    pattern:
      '(?:cut|sliced|gashed|slashed|nicked) (?:my |his |her |their )?(?:fingers?|thumbs?|hands?|palms?|knuckles?|arms?|forearms?|legs?|shins?|knees?|feet|foot|toes?|head|scalp|face|lips?|chin)\\b',
    also: [{ evidence: 'recent_injury', value: true }],
  },
  // The anti-nausea medicines that block dopamine, given in the last days, are the usual cause of an acute
  // dystonic reaction (AMH: metoclopramide, prochlorperazine): a new medicine.
  {
    evidence: 'new_medicine',
    pattern:
      '(?:given|started|starting|took|taken|taking|had|prescribed|got|on)(?: \\w+){0,3}? (?:maxalon|metoclopramide|pramin|stemetil|prochlorperazine|buccastem)\\b',
  },
  // The medicines that most often cause a serious drug rash (SJS/TEN, DRESS), named: a new medicine.
  {
    evidence: 'new_medicine',
    pattern:
      '(?:started|starting|began|begun|been put on|was put on|put on|been given|was given|prescribed|(?:since|after) (?:starting|taking|going on))(?: on| taking)? (?:a |some |the )?(?:new )?(?:allopurinol|zyloprim|lamotrigine|lamictal|carbamazepine|tegretol|phenytoin|dilantin|oxcarbazepine|trileptal|phenobarbitone|phenobarbital|sodium valproate|valproate|epilim|sulfasalazine|salazopyrin|nevirapine|modafinil|febuxostat|abacavir|dapsone|terbinafine|lamisil)',
  },
  // "My nose is red and flaky": a skin problem of a named part (not a red eye, a red throat or a sore knee).
  {
    evidence: 'E_129',
    value: true,
    pattern:
      '(?<=\\b(?:nose|face|cheeks?|forehead|scalp|eyebrows|ears?|hands?|arms?|legs?|feet|chest|back|neck|elbows?|knees?|shins?|tummy|belly|bum|bottom|skin) (?:is|are|has been|have been|gets|get|looks|look|has gone|have gone|went|goes) (?:all |very |really |so |quite |a bit )?)(?:red and (?:flaky|scaly|peeling|blotchy|bumpy|spotty|crusty|weepy)|(?:flaky|scaly|peeling|blotchy|spotty|crusty|weepy|bumpy) and (?:red|itchy|sore|flaky|scaly)|(?:all )?(?:spotty|flaky|scaly|crusty|bumpy))\\b',
    also: [{ evidence: 'E_129', value: true }],
  },
  // "My knee has blown up like a balloon": a swelling of the part named.
  {
    evidence: 'E_151',
    value: true,
    pattern:
      '(?<=\\b(?:knees?|ankles?|feet|foot|legs?|hands?|fingers?|wrists?|elbows?|face|lips?|eyes?|eye ?lids?|toes?|arms?|calf|calves|jaw|cheeks?|neck|thumb|big toe|testicles?|balls?|scrotum) (?:has |have |is |are |has gone |have gone |went |got |has got |all |just |are all |is all )?)(?:blown up|ballooned(?: up)?|swelled up|swollen up|doubled in size|come up like a balloon|gone (?:all )?fat|gone up like a balloon|puffed (?:right |all |right )?up|(?:like|as big as) (?:balloons?|balloon)|(?:all )?puffy)\\b',
    also: [{ evidence: 'E_151', value: true }],
  },
  // "I've been exhausted by work": the work's stress and the exhaustion both (burnout's two halves, WHO ICD-11 QD85).
  {
    evidence: 'work_stress',
    value: true,
    pattern:
      '(?:feel|feeling|felt|been|am|is|are|so|really|totally|completely|absolutely|utterly) (?:so |really |totally |completely |absolutely |utterly )?(?:exhausted|worn out|drained|wrecked|knackered) (?:by|from|with) (?:work|my job|the job|uni|study|caring)\\b',
    also: [{ evidence: 'E_89', value: true }],
  },
  // "A lump on the back of my wrist": a lump by a joint of the hand or foot is a lump under the skin and a
  // swelling there (a ganglion's presentation, Murtagh). The knee and elbow are left to the swelling words.
  {
    evidence: 'skin_lump',
    value: true,
    negated: false,
    pattern:
      '(?:lump|bump|cyst|nodule|knob)(?: (?:that is|which is))? (?:on|over|at|by) (?:the )?(?:(?:back|top|front|side|inside|outside|palm side|thumb side) of )?(?:my |his |her |the |their )?(?:(?:left|right) )?(?:wrists?|hands?|fingers?|thumbs?|feet|foot|ankles?)\\b',
    also: [{ evidence: 'E_151', value: true }],
  },
  // "The skin on my lower legs is itchy, red and scaly": a skin problem there (not dry skin alone).
  {
    evidence: 'E_129',
    value: true,
    pattern:
      '(?<=\\bskin\\b(?: (?:on|of|around|under|between|behind) (?:my |his |her |the |both )?(?:\\w+ ){0,2}\\w+)? (?:is|are|has been|have been|feels|looks|has gone|went|got|gets|keeps|has become|became) (?:very |really |so |quite |a bit |all |getting )?(?:(?:dry|cracked|rough|sore|hot|itchy|red|scaly|flaky) (?:, )?(?:and )?){0,3})(?:red|itchy|scaly|flaky|peeling|raw|weeping|crusty|blistered|bumpy|blotchy|inflamed)',
    also: [{ evidence: 'E_129', value: true }],
  },
  // "I can't feel much in my feet": numb feet, said as what cannot be felt.
  {
    evidence: 'E_93',
    pattern:
      '(?:can not|could not|do not|does not|cannot) feel (?:much |anything |very much |a lot |a thing )?(?:in |with |on )?(?:my |his |her |the )?(?:feet|foot|toes|soles)',
  },
  // "Other kids at kinder have had sores": a contact with the same illness.
  {
    evidence: 'E_41',
    pattern:
      '(?:other )?(?:kids|children|classmates|friends|babies)(?: at (?:kinder|kindy|kindergarten|daycare|day care|childcare|child care|school|preschool|creche|playgroup))? (?:have|has|had|have had|have got|got|are getting) (?:had )?(?:sores|school sores|a rash|rashes|spots|the same|it|conjunctivitis|pink eye|sticky eyes|nits|lice|hand foot and mouth|chickenpox|chicken pox|gastro|a tummy bug)',
  },
  // What the eyes are not, said plainly: the vision is normal, light does not bother them.
  {
    evidence: 'blurred_vision',
    value: false,
    pattern:
      '(?:vision|eyesight|sight) (?:is|seems|has been|is still) (?:completely |perfectly |totally )?(?:normal|fine|ok|okay|good|perfect|unaffected|clear|unchanged)|(?:can|could) (?:still )?see (?:normally|fine|ok|okay|clearly|perfectly|properly|well)(?: out of it)?',
  },
  {
    evidence: 'photophobia',
    pattern:
      '(?<=\\blights? (?:does not|do not|did not|never|does not seem to|do not seem to) )(?:bother|bothers|hurt|hurts|affect|affects)',
  },
  {
    evidence: 'E_127',
    pattern:
      '(?<=\\b(?:they|it|eyes?|my eyes|his eyes|her eyes) (?:sometimes |often |also |still |constantly |can )?)(?:water|waters)(?= (?:a lot|all the time|constantly|heaps|too much|like crazy|so much|loads)\\b)',
  },
  // "I've got something in my eye": something got into it (an injury to ask about) and it feels like it.
  {
    evidence: 'eye_injury',
    pattern:
      '(?:got|get|have got|has got|have|has) (?:something|sand|grit|dirt|dust|a speck(?: of \\w+)?|a bit of \\w+|a piece of \\w+|an eyelash|a splinter|a fly|an insect|a bug) (?:stuck )?(?:in|into|under) (?:my |his |her |the )?(?:left |right )?(?:eyes?|eye ?lids?)',
    also: [{ evidence: 'gritty_eye', value: true }],
  },
  {
    evidence: 'E_103',
    pattern:
      '(?:lost|loss of|no|lose|losing) (?:my |the |all )?(?:sense of )?smell|can not smell(?: anything)?|anosmia|(?:lost|loss of) (?:taste and smell|smell and taste)',
  },
  // "my sense of smell has gone", "I can't smell or taste a thing" (a smell that is only changed is not lost)
  {
    evidence: 'E_103',
    pattern:
      '(?:my |his |her |the )?sense of smell (?:has |is |has completely |is completely |has totally |has just |seems to have )?(?:gone|disappeared|vanished|not working|not there|shot|stuffed|dulled|reduced|dull|nearly gone|almost gone)|(?:my|his|her) smell (?:has |is )?(?:completely |totally |just )?(?:gone|disappeared|vanished)|(?:can not|could not|can barely|can hardly) smell (?:or taste )?(?:a thing|much|anything|food|my food|coffee|my coffee|things)|(?:everything|food|things) (?:smells|smell) (?:of |like )?nothing',
  },
  {
    evidence: 'E_181',
    pattern:
      '(?:runny|running|blocked|stuffy|stuffed|congested|drippy|snotty|bunged up) nose|nose (?:runs|drips|streams)(?: like a tap)?|(?:clear|watery|clear watery) (?:snot|mucus|discharge from (?:my |the )?nose)|nose (?:is |keeps |has been )?(?:running|blocked|stuffy|congested|stuffed up|dripping|streaming)|stuffed up|(?:i am|i feel|feel|feeling) (?:all |really |so |totally )?(?:blocked|bunged) up|nasal congestion|(?<!\\bchest\\b[^.]{0,20})congest(?:ed|ion)(?! (?:in|on) (?:my |the |his |her )?chest)|sniffl(?:es|y|ing)|snott?y|post ?nasal drip|head cold|blocked sinuses|clear (?:snot|mucus)',
  },
  // "my nose is completely blocked", "I can't breathe through my nose", "my nose won't stop running", "snot pouring out of her nose", "blowing my nose nonstop"
  {
    evidence: 'E_181',
    pattern:
      '(?:nose|nostrils?) (?:is |are |feels |feel |has been |have been |keeps |keep |gets |get |got |was |were )?(?:all |really |so |totally |completely |fully |constantly |always |a bit |still |even |much |far |more |worse |more and more )*(?:blocked|stuffed|bunged|congested|clogged|running|runny|dripping|drippy|streaming|snotty)(?: up)?(?! (?:with|by) blood)|(?:sinuses|head) (?:is |are |feels |feel |has been |have been |keeps |keep |gets |get |got |was |were )?(?:all |really |so |totally |completely |fully |constantly |always |a bit |still )*(?:blocked|stuffed|bunged|congested|clogged)(?: up)?|(?:can not|could not|can hardly|can barely|hard to|difficult to|trouble|struggl\\w*(?: to)?|unable to) (?:breathe|breathing) (?:through|out of|thru) (?:my |his |her |their |the |one side of (?:my |his |her |the )?)?nose|nose (?:will not|would not|does not|can not|won t) stop (?:running|dripping|streaming)|(?:snot|mucus) (?:is |keeps |has been )?(?:pouring|streaming|running|dripping|coming|pouring|bubbling) (?:out of|from|down) (?:my |his |her |their |the )?nose|(?:blowing|blow|blew|blows) (?:my |his |her |their )?nose (?:non ?stop|all the time|constantly|all day|every (?:few|five|couple of) minutes|a lot|heaps|so much|like crazy)|(?:snot|mucus) everywhere',
  },
  // Chronic rhinosinusitis in lay words (EPOS 2020: blockage, discharge down the back of the nose, facial
  // pressure or fullness): "post-nasal gunk", "stuff dripping down the back of my throat", "nose blocked for months".
  {
    evidence: 'E_181',
    pattern:
      '(?:post ?nasal|postnasal) (?:gunk|goo|mucus|snot|stuff|muck|drainage|phlegm|slime)|(?:gunk|goo|mucus|snot|stuff|muck|phlegm|slime)(?: \\w+){0,2} (?:dripping|draining|running|trickling|sliding|drips|drains|runs|trickles|dribbles|dribbling) down (?:the )?back of (?:my |his |her |their |the )?(?:throat|nose)|(?<=\\b(?:nose|nasal|nostrils?|sinus\\w*|snot\\w*)\\b[^.]{0,80})(?:blocked|stuffed|bunged|congested)(?: up)? (?:for|over) (?:the (?:past|last) )?(?:months|weeks|ages|years|(?:a|\\d+|two|three|four|five|six|several|a few|a couple of) (?:months?|weeks|years?))',
  },
  // "my face feels full", "pressure in my cheeks", "sinus pressure": the fullness of the face in sinusitis is
  // pain-like discomfort over the cheeks and forehead (EPOS 2020; NICE CKS sinusitis).
  {
    evidence: 'E_53',
    pattern:
      '(?:face|cheeks|sinuses|forehead) (?:feels?|felt|feeling|is|are|has been|have been) (?:so |really |very |all |a bit |kind of )?(?:full|heavy|pressured|under pressure|like it is going to burst|blocked and (?:full|heavy))|facial (?:pressure|fullness|heaviness)|(?:pressure|fullness|heaviness) (?:in|behind|across|around|over) (?:my |his |her |their |the )?(?:face|cheeks?|cheekbones|forehead|sinuses|eyes and cheeks)|sinus (?:pressure|fullness)',
    also: [{ evidence: 'E_55', value: ['V_108', 'V_109', 'V_89'] }],
  },
  {
    evidence: 'E_212',
    pattern:
      'hoarse(?:ness)?|(?:lost|losing|lose) my voice|croaky|husky|raspy|gravelly|voice (?:is |has |has been |sounds )?(?:gone|going|different|deeper|changed|hoarse|weak|softer|croaky|funny)|laryngitis',
  },
  // "I sound like a frog", "my voice keeps cracking and cutting out", "I can only whisper" (a breaking voice at puberty is left out)
  {
    evidence: 'E_212',
    pattern:
      '(?:sound|sounds|sounding|sounded) like (?:a )?(?:frog|toad|chain smoker|darth vader)(?! \\w+ing)|frog in (?:my |his |her )?throat|voice (?:keeps |is |has been |was |kept )?(?:cracking|cutting out|going in and out|giving out|croaking|disappearing|coming and going|rough|husky|crackly|scratchy|strained|raspy)|(?:lost|losing|lose|lost all of) (?:my |his |her |their )voice|(?:can|could) only whisper|(?:can not|could not|can barely|can hardly) (?:talk|speak)(?: any louder than| above| more than)? (?:a|in a) whisper|(?:no|hardly any|barely any|not much) voice (?:left|at all)|voice (?:has )?(?:completely )?(?:gone|disappeared|vanished)',
  },
  // Stroke signs in the words people use (Stroke Foundation FAST): "sudden weakness down my right side", "I can't get my words out".
  {
    evidence: 'sudden_weakness_one_side',
    pattern:
      '(?:sudden(?:ly)?|all of a sudden) (?:i have |i got |got |had |have |developed |lost )?(?:weakness|numbness|paralysis|weak|numb|heaviness|no strength|the use of)(?: \\w+){0,2} (?:down|on|in|of) (?:my |his |her |the |their )?(?:left|right|one) (?:side|arm|leg|hand)(?: of (?:my |his |her |the )?body)?',
    also: [
      { evidence: 'arm_or_leg_weakness_one_side', value: true },
      { evidence: 'limb_face_weakness', value: true },
    ],
  },
  {
    evidence: 'E_63',
    pattern:
      '(?:speech|talking|words|voice) (?:went|has gone|goes|suddenly went|was|is) (?:all )?(?:funny|weird|strange|wrong|odd|muddled|slurry)',
  },
  // "trouble finding words", "couldn't find the right words": words that will not come.
  {
    evidence: 'E_63',
    pattern:
      '(?:trouble|difficulty|problems?|struggl(?:ed|ing|es)) (?:finding|getting out|to find) (?:my |his |her |their |the )?(?:right )?words|(?:could not|can not|unable to) (?:find|get out) (?:my |his |her |their |the )?(?:right )?words',
  },
  // "he's talking a bit funny, slurring his words", "she is slurring"
  {
    evidence: 'E_63',
    pattern:
      '(?:talking|speaking|sounds|sounding) (?:a bit |a little |really |very |all |kind of |sort of )?(?:funny|weird|strange|odd|muddled|slurred|drunk|garbled)|slurr(?:ing|ed|s) (?:his |her |my |their |the )?(?:words|speech)|(?:is|are|was|am|s|started|keeps|been) slurring',
  },
  {
    evidence: 'E_84',
    pattern:
      '(?:can not|could not|unable to|can t) (?:move|feel|lift|stand on) (?:my |his |her |their |both (?:my |his |her )?)?(?:legs|arms and legs|legs and arms)',
  },
  // "not making much sense"
  { evidence: 'E_39', pattern: '(?:not|is not|isn t|wasn t|was not) making (?:much|a lot of|any real) sense' },
  {
    evidence: 'E_39',
    pattern:
      // "partner says I am not making sense" is confusion told by another; told with its verb it outweighs the
      // same words read as a change in personality.
      '(?:(?:is|am|are|was|were|s) (?:just |really |totally )?)?(?:not|isn t|wasn t|aren t|stopped) making (?:any )?sense|talking (?:rubbish|nonsense)|making no sense',
  },
  {
    evidence: 'E_66',
    pattern:
      '(?:can not|could not|can t) breathe (?:properly )?(?:through|with) (?:my )?(?:nose|mouth) (?:or|and) (?:my )?(?:mouth|nose)',
  },
  {
    evidence: 'E_164',
    pattern: 'heart (?:problems?|condition|issues?|disease) (?:and|with|including) (?:af|afib|a fib)',
  },
  {
    evidence: 'E_179',
    pattern:
      'blood and (?:mucus|mucous|slime) (?:in|on) (?:his |her |their |the |my )?(?:nappy|nappies|poo+s?|stools?)|(?:nappy|nappies|poo+s?|stools?)(?: \\w+){0,3} like (?:red ?currant |red |strawberry )?jelly|(?:nappy|nappies|poo+s?|stools?)(?: \\w+){0,3} (?:red ?currant |red |strawberry )jelly',
  },
  {
    evidence: 'E_150',
    value: false,
    pattern:
      '(?:no|not|have not|haven t|has not|hasn t|had no|can not|could not) (?:passed |had |done |been able to pass |any )*(?:a )?(?:poo+s?|poo+e?d|pooped|bowel motions?|stools?|bowel movements?) or (?:passed )?(?:any )?(?:wind|gas|farts?)|(?:no|not passing|have not passed|haven t passed|can not pass) (?:any )?(?:wind|gas) or (?:a )?(?:poo+s?|bowel motions?|stools?)',
  },
  {
    evidence: 'E_63',
    pattern:
      '(?:can not|could not|unable to|struggling to|struggle to) get (?:my |his |her |the |any )?words out|(?:words|speech|talking) (?:is |are |was |were |came out |come out |coming out )?(?:all )?(?:jumbled|muddled|garbled|gibberish|mixed up|nonsense)|talking (?:gibberish|nonsense)',
  },
  {
    evidence: 'E_63',
    pattern:
      '(?:slurred|slurring|slurry) (?:speech|words|my words)|(?:trouble|difficulty|hard|struggling|problems?) (?:speaking|talking|getting (?:my )?words out|saying words|finding words)|can not (?:speak|talk|get my words out) (?:properly|clearly|right)|speech (?:is )?(?:slurred|strange|funny)|(?:the )?wrong words (?:come|came|coming|keep coming) out|(?:can not|could not) find (?:the|my) words|(?:words|speech) (?:come|came|coming) out (?:wrong|jumbled|muddled|all mixed up|as gibberish)|(?:words|speech) (?:are |is |were |was )?(?:jumbled|muddled|all mixed up)',
  },
  // Needing a dark, quiet room in a headache is both light and noise sensitivity.
  {
    evidence: 'photophobia',
    pattern:
      '(?:lie|lay|lying|laying|be|sit|stay|go|hide) (?:down )?in (?:a |the )?(?:dark(?:ened)? (?:and )?quiet|quiet (?:and )?dark(?:ened)?) (?:room|bedroom|place)',
    also: [{ evidence: 'noise_sensitivity', value: true }],
  },
  {
    evidence: 'E_206',
    pattern:
      '(?:small |painful |white |little |tiny |round |yellow )*ulcers? (?:\\w+ )?(?:inside|in|on) (?:my |his |her |the )?(?:lips?|cheeks?|inner cheeks?|gums?|tongue|mouth)(?: and (?:my |his |her )?(?:lips?|cheeks?|gums?|tongue))?',
  },
  {
    evidence: 'E_206',
    pattern:
      '(?:mouth|tongue) (?:ulcers?|sores?)|ulcers? (?:in|on) (?:my )?(?:mouth|tongue|gums)|canker sores?|sores? (?:in|on) (?:my )?(?:mouth|tongue|gums|lips)|(?:mouth|tongue|gums) (?:is |are |has been |s )?(?:full of|covered in|covered with) (?:painful |sore |little |small |big |white |tiny )*(?:ulcers|sores|blisters)|(?:ulcers?|sores?) (?:all )?(?:over|in|inside) (?:my |his |her |the )?(?:mouth|tongue|gums)|aphthous',
  },
  { evidence: 'E_52', pattern: 'double vision|seeing double|see(?:ing)? (?:two|2) of everything|see double' },
  {
    evidence: 'E_172',
    pattern:
      '(?:droopy|drooping|heavy) (?:eyelids?|eye ?lids?|eyes?)|(?:eyelids?|eye ?lids?) (?:are |is )?(?:drooping|droopy|heavy)|can not (?:open|lift|keep open) (?:my )?(?:eyes|eyelids)|ptosis',
  },
  {
    evidence: 'E_156',
    pattern:
      '(?:my |his |her |their )(?:face|mouth) droops|(?:drooping|droopy|weak|numb|paralysed|paralyzed|slack|fallen) (?:on )?(?:one side|half) of (?:my |the )?face|(?:one side|half) of (?:my |the )?face (?:is |has |went |has gone )?(?:drooping|droopy|weak|numb|paralysed|paralyzed|slack|dropped|fallen)|face (?:is )?drooping|facial (?:droop|palsy|weakness on one side)|bell palsy|bells palsy',
  },
  // "His face has dropped on one side": a face that has changed, the stroke sign of FAST (Stroke Foundation).
  {
    evidence: 'E_156',
    pattern:
      '(?:face|mouth|smile) (?:has |had |suddenly |all of a sudden |just )*(?:dropped|drooped|fallen|slipped) (?:on|down) (?:one|the (?:left|right)|the one|(?:his|her|my|their) (?:left|right)) side',
    also: [
      { evidence: 'sudden_weakness_one_side', value: true },
      { evidence: 'E_176', value: true },
    ],
  },
  // "One side of his mouth is drooping", "her smile is lopsided", "the left side of my face is numb".
  {
    evidence: 'E_156',
    pattern:
      '(?:(?:the )?(?:left|right) side of |one side of |half of )?(?:my |his |her |their |the )?(?:face|mouth|smile) (?:looks |is |went |has gone |seems |goes |gets )?(?:lopsided|crooked|uneven|wonky)',
  },
  {
    evidence: 'E_156',
    pattern:
      '(?:one side|half|(?:the )?(?:left|right) side|corner) of (?:my |his |her |their |the )?(?:face|mouth|smile|lip) (?:is |has |went |has gone |had |keeps |started |seems |looks )?(?:drooping|droopy|drooped|dropped|sagging|saggy|sagged|weak|numb|paralysed|paralyzed|slack|fallen|hanging down)|(?:face|mouth|smile) (?:is |has |went |has gone |looks )?(?:drooping|droopy|crooked|lopsided|uneven|sagging) (?:on|down) (?:one|the (?:left|right)|the one) side|(?:crooked|lopsided|wonky) (?:smile|mouth|face)|(?:smile|mouth) (?:is |looks |has gone |went )?(?:crooked|lopsided|wonky)',
  },
  {
    evidence: 'E_83',
    pattern:
      '(?:weak(?:ness)?|tired) (?:in )?(?:my |his |her |their |the )?(?:face|facial muscles|eye muscles|muscles (?:of|around) (?:my )?(?:face|eyes))|(?:face|facial muscles) (?:feel |feels |are |is )?weak',
  },
  // Weak legs are also a weak leg: the question of foot drop and leg weakness is answered with them (Guillain-Barré, cauda equina).
  {
    evidence: 'E_84',
    pattern:
      '(?:weak(?:ness)?|no strength) (?:in )?(?:both |my |his |her )(?:legs|legs and arms|arms and legs)|(?:both )?legs (?:feel |are |have been |went |have gone |are getting |getting )?(?:a bit |a little |really |very |quite |so )?(?:weak|weaker|like jelly|wobbly)|legs (?:giving|gave|keep giving) (?:way|out)',
    also: [{ evidence: 'leg_weakness', value: true }],
  },
  // Weak and tingling or numb legs are both findings (Guillain-Barré: the tingling is half its discriminator).
  {
    evidence: 'E_84',
    pattern:
      '(?:both (?:my |his |her )?)?legs (?:are |feel |have gone |went |are going |have been )?(?:numb|tingly|tingling) and (?:weak|wobbly|like jelly)|(?:both (?:my |his |her )?)?legs (?:are |feel |have gone |went )?(?:a bit |a little |really |very |quite |so )?(?:weak|wobbly) and (?:numb|tingly|tingling)',
    also: [{ evidence: 'E_177', value: true }],
  },
  {
    evidence: 'E_84',
    pattern:
      '(?:both (?:my |his |her )?)?legs (?:are |feel |have gone |went |are going |have been )?(?:heavy|dead) and (?:weak|wobbly|like jelly)|(?:both (?:my |his |her )?)?legs (?:are |feel |have gone |went )?(?:a bit |a little |really |very |quite |so )?(?:weak|wobbly) and heavy',
  },
  {
    evidence: 'E_84',
    pattern:
      '(?:weak(?:ness)?|heavy|jelly|no strength) (?:in )?(?:both|my) (?:arms|legs|arms and legs|legs and arms)|(?:arms|legs|arms and legs) (?:feel |are |have been |went )?(?:weak|like jelly|heavy|wobbly)|legs (?:giving|gave|keep giving) (?:way|out)|can not (?:walk|stand) (?:properly|up)(?! straight)',
  },
  // ("Can't stand up straight" is bent over with pain, not weak legs.)
  // A limb that cannot be moved for the pain of an injury ("my shoulder popped out and I can't move my arm") is not paralysed.
  {
    evidence: 'E_216',
    pattern:
      '(?<=\\b(?:hurts?|hurting|pain|painful|sore|agony|popped out|dislocated|broke|broken|fractured|tackled|sprained|twisted)\\b[^.]{0,60})(?:can not|could not|unable to|can hardly|can barely) move (?:my |his |her |the )?(?:arm|leg|shoulder|hand|foot|wrist|knee|ankle|elbow|fingers?|thumb)\\b(?! (?:at all )?(?:since|after) (?:the |a |my )?(?:stroke|waking))',
    also: [PAIN],
  },
  // "I can't move my arm because my shoulder hurts so much": pain on moving, not paralysis.
  {
    evidence: 'E_216',
    pattern:
      '(?:can not|could not|unable to|can hardly|can barely) move (?:my |his |her |the )?(?:(?:left|right) )?(?:arm|leg|shoulder|hand|foot|wrist|knee|ankle|elbow|fingers?|thumb|neck|head)(?=(?: \\w+){0,4} (?:because|cos|coz|due to|for|with) (?:of )?(?:the |my |how )?(?:pain|hurts|hurting|agony|\\w+ (?:hurts|is (?:so |too )?(?:sore|painful))))',
    also: [PAIN],
  },
  {
    evidence: 'E_176',
    pattern:
      'paralys(?:is|ed)|paralyz(?:ed)?|(?:can not|could not|unable to) move (?:my )?(?:(?:left|right) )?(?:arm|leg|hand|foot)(?!(?: \\w+){0,4} (?:because|cos|coz|due to|for|with) (?:of )?(?:the |my |how )?(?:pain|hurts|hurting|agony|\\w+ (?:hurts|is (?:so |too )?(?:sore|painful))))|weak(?:ness)? in (?:one|my|his|her|their|either) (?:arm|leg|hand)|(?:arm|leg|hand) (?:went|is|feels|has gone|has been|feels a bit|is a bit|feels quite|is quite|feels really|feels very) (?:weak|dead|limp)',
  },
  {
    evidence: 'E_90',
    pattern:
      '(?:weak(?:ness)?|muscles?) (?:gets? |is |are )?worse (?:when|with|if) (?:i am )?(?:tired|stressed|stress|fatigued|fatigue|exhausted)|(?:weaker|weakness) (?:as the day goes on|by the end of the day|towards evening)',
  },
  {
    evidence: 'E_157',
    pattern:
      '(?:numb(?:ness)?|tingl(?:ing|y)|pins and needles) (?:around|in|on) (?:my )?(?:mouth|lips)|(?:mouth|lips) (?:is |are |feel |feels )?(?:numb|tingling|tingly)',
  },
  {
    evidence: 'E_93',
    pattern:
      '(?:numb(?:ness)?|tingl(?:ing|y)|pins and needles|no feeling|burning) (?:in )?(?:my )?(?:feet|foot|toes|soles)|(?:feet|foot|toes) (?:are |is |feel |feels )?(?:numb|tingling|tingly|dead)',
  },
  // "My feet feel like they're wrapped in cotton wool", "like walking on cotton wool".
  {
    evidence: 'E_93',
    pattern:
      '(?:feet|foot|toes|soles) (?:feel|feels|felt) like (?:they are |it is |i am )?(?:wrapped in|made of|walking on|stuffed with) (?:cotton wool|wool|pins|marbles|sand)|(?:like )?walking on (?:cotton wool|pins and needles|marbles|sponge)',
  },
  // "I can't feel my fingertips", "I've lost the feeling in my hand".
  // The place that tingles is the numbness's, not the pain's: "my ankle hurts and my toes tingle".
  {
    evidence: 'E_177',
    pattern:
      '(?:my |his |her |their )?(?:fingers|hands|hand|fingertips|finger tips)(?: and (?:my |his |her )?(?:fingers|hands))? (?:are |is |feel |feels |go |goes |went |have gone |has gone |keep |keeps )?(?:a bit |a little |slightly |really |very )?(?:tingl(?:e|es|ed|ing|y)|numb|dead|like pins and needles)',
  },
  {
    evidence: 'E_93',
    pattern:
      '(?:my |his |her |their )?(?:toes|feet|foot)(?: and (?:my |his |her )?(?:toes|feet))? (?:are |is |feel |feels |go |goes |went |have gone |has gone |keep |keeps )?(?:a bit |a little |slightly |really |very )?(?:tingl(?:e|es|ing|y)|numb|dead|like pins and needles)',
  },
  {
    evidence: 'E_177',
    pattern:
      '(?:can not|could not|can hardly|can barely) feel (?:my |his |her |their )?(?:(?:left|right) )?(?:finger ?tips|fingers|thumbs?|hands?|arms?|legs?|face|cheek|lips|tongue|chin|thighs?|skin)|(?:lost|losing|no) (?:the )?(?:feeling|sensation) (?:in|of) (?:my |his |her |their )?(?:(?:left|right) )?(?:finger ?tips|fingers|thumbs?|hands?|arms?|legs?|face|cheek|lips|thighs?)',
  },
  {
    evidence: 'E_177',
    pattern: 'numb(?:ness)?|tingl(?:e|es|ing|y)|pins and needles|(?:loss of|lost|no) (?:feeling|sensation)',
  },
  // — Plain denials and reassurance that the authored findings' own phrasings do not cover.
  {
    evidence: 'drowsy',
    value: false,
    pattern:
      '(?:is |are |was |seems |seemed |been )?(?:fully |wide |completely |quite )?(?:alert|awake and alert|alert and (?:playing|chatty|talking|interactive|responsive))|(?:running around|playing) (?:and |as )?(?:playing|normally|as usual|happily)|(?:running|runs) around (?:and )?playing|(?:playing|plays) and (?:running|runs) around',
  },
  {
    evidence: 'new_medicine',
    pattern:
      '(?<=(?:not|never|no longer|nor) (?:on|taking|take|takes|using) )(?:any )?(?:regular |heart |blood pressure |other |new |prescription )?(?:medicines|medications|meds|tablets|pills)',
  },
  {
    evidence: 'new_medicine',
    value: false,
    pattern:
      '(?:on|taking|take|takes) no (?:regular |heart |blood pressure |other |new |prescription )?(?:medicines|medications|meds|tablets|pills)',
  },
  // "Can't hear much out of it" is an ear, not a mind, that is out of it.
  {
    evidence: 'E_39',
    pattern:
      '(?<=(?:he|she|i|they|who) (?:is|was|am|are|seems|seemed|feel|feels|felt|has been|have been|been|still|is still|was still|seems a bit|seemed a bit) )(?:still )?(?:a bit |quite |very |really |a little )?vague|not with it|(?<!(?:coming|comes|came|come|leaking|leaks|oozing|oozes|bleeding|bleeds|dripping|drips|draining|drains|running|runs|pouring|pours|getting|get|got|gets|sticking|sticks|poking|pokes|growing|grows|falling|fell|fall|pulled|pull|squeezed|squeeze|pus|blood|fluid|stuff) )(?<!(?:hear|see|hearing|seeing)(?: much| anything| a thing| well| properly| at all)? )out of it|confus(?:ed|ion)(?! (?:about|over|by|with|as to) (?:which|how|whether|why|what (?:to|the|you|i should)|the (?:instructions|directions|dose|dosage|doses|results?|bill|forms?|paperwork|appointment|medications?|medicines?|tablets|pills|rules)|my (?:medications?|medicines?|tablets|pills|results?|bill)))|disorient(?:ed|ated|ation)|not (?:thinking )?(?:straight|clearly)|muddled|do not know where i am|(?:foggy|fuzzy) (?:head|brain)|brain fog|delirious',
  },
  // "He doesn't know where he is", "she didn't know what day it was", "grandpa didn't recognise me".
  {
    evidence: 'E_39',
    pattern:
      '(?:do not|does not|did not|can not|could not|no longer) (?:know|remember|tell) (?:where (?:i|he|she|they|we) (?:am|is|are|was|were)|what (?:day|year|month|time) it (?:is|was)|(?:the|what the) (?:day|date|year)|who (?:i|he|she|they|we) (?:am|is|are)|who (?:i am|we are)|(?:his|her|their|my) own (?:name|address))|(?:did not|does not|do not|can not|could not) recogni[sz]e (?:me|us|(?:my|his|her|their) (?:own )?(?:wife|husband|partner|kids|children|family|daughter|son|own home|house)|(?:the|my|his|her|their) (?:family|house|home))',
  },
  {
    evidence: 'E_43',
    pattern:
      '(?:found|saw|find) (?:me|him|her|them) (?:\\w+ ){0,4}(?:shaking|jerking|fitting|convulsing|stiff)(?: all over)?|(?:on the floor|collapsed)(?: \\w+){0,3} (?:shaking|jerking)(?: all over)?',
  },
  // "a one-minute fit with stiffening and jerking of his whole body"
  {
    evidence: 'E_43',
    pattern:
      '(?:had|having|have) (?:a |an )?(?:\\d+|one|two|three|five|brief|short)?(?: ?minutes?| ?min| ?seconds?)?(?: long)? (?:fit|convulsion|seizure)s?|(?:stiffening|stiffened|went stiff) (?:and|then) (?:jerking|jerked|shaking|twitching)|(?:jerking|twitching) of (?:my |the )?(?:whole body|arms and legs|limbs|body)',
  },
  {
    evidence: 'E_43',
    pattern:
      '(?<=(?:no|any|not|without|nor) )(?:jerking|twitching|shaking and jerking|jerking movements|jerks)|(?:arms and legs|whole body|body|limbs) (?:were |was |started |kept )?(?:jerking|twitching)|seizures?|convuls(?:ion|ions|ing|ed)|epileptic|(?:had|having|have) (?:a |some )?fits?|fitting|absence (?:episodes?|seizures?|spells?)|(?:blank(?:ing)? out|zone out|zoning out) (?:episodes|spells)',
  },
  // A fit told by a witness: "shaking all over and wasn't responding" (not shivers), "jerking and his eyes rolled back".
  {
    evidence: 'E_43',
    pattern:
      '(?:shaking|shook|jerking|jerked|twitching|stiff(?:ened)?|went stiff)(?: all over| violently| uncontrollably| everywhere)?(?: ,)? (?:and|with|while|but) (?:was not|were not|not|would not|did not|could not|was|went) (?:responding|responsive|respond|unresponsive|answer(?:ing)?|wake|waking|breathing properly)|(?:shaking|jerking|twitching|stiff|went stiff)(?: all over| violently)?(?: ,)? (?:and|with) (?:his |her |my |their )?eyes (?:rolled|rolling|went|were rolling)(?: back| up)?|(?:went|goes|go) stiff (?:and|then) (?:started )?(?:shaking|jerking|twitching)',
  },
  {
    evidence: 'E_76',
    pattern:
      '(?:slightly|a bit|a little|little bit|mildly|somewhat|bit|kind of|kinda) (?:dizzy|light ?headed|woozy|giddy|off balance)',
  },
  {
    evidence: 'E_82',
    pattern:
      '(?:feel|feeling|felt|feels) (?:very |really |so |a bit |quite |a little |extremely )?(?:faint|like (?:i am going to|i might|i will|i could) (?:faint|pass out|black out|collapse))|(?:nearly|almost) (?:fainted|passed out|blacked out)|dizz(?:y|iness)|light ?headed(?:ness)?|woozy|giddy|faintness|faint feeling',
  },
  // "My head feels swimmy", "I feel all floaty".
  {
    evidence: 'E_82',
    pattern:
      'swimmy|(?:head|i) (?:feels?|felt|am|is|was|feeling|keeps) (?:a bit |all |really |so |kind of )?(?:swimming|floaty)|head (?:is |feels |keeps )?swimming',
  },
  {
    evidence: 'E_159',
    pattern:
      '(?:lose|losing|loses) consciousness|(?:was|were|been) (?:out cold|knocked out|unconscious|out) for (?:only |just |about |a )?(?:a few|a couple of|\\d+|few|several|ten|twenty|thirty) seconds|(?:came|come|comes) (?:a)?round (?:quickly|straight away|within (?:a few |a couple of )?seconds|after (?:a few |a couple of |\\d+ )?seconds)|(?:passed|pass|passing) out|faint(?:ed|ing)|black(?:ed)? out|blackouts?|lost consciousness|(?:loss|lost) of consciousness|knocked out|collapsed|keeled over|(?:came|come) to on the floor',
  },
  // "I did not faint" (a plain "faint" is feeling faint, so only after a denial or "nearly").
  { evidence: 'E_159', pattern: '(?<=\\b(?:did not|do not|does not|never|not|no) )faint' },
  // "Next thing I knew I was on the floor", "he went down like a sack of potatoes", "I woke up on the bathroom floor".
  {
    evidence: 'E_159',
    pattern:
      '(?:the )?next (?:thing|minute) (?:i|he|she|they) (?:knew|know|remember|remembered|remembers)(?: ,)? (?:i|he|she|they) (?:was|were|am|is) (?:lying )?(?:on|flat on) (?:the|my|his|her) (?:floor|ground|back)|(?:came to|come to|comes to|woke up|woken up|came round|came around) (?:lying )?on the (?:\\w+ )?(?:floor|ground)|(?:went|goes|go) down like a (?:sack of potatoes|tonne of bricks|ton of bricks|bag of spuds|sack of spuds|stone)|dropped like a (?:stone|rock|sack of potatoes)|(?:went|goes|go) (?:all )?floppy and (?:fell|dropped|collapsed)|(?:lost|lose|losing) consciousness',
  },
  {
    evidence: 'E_155',
    // The words between are not a denial: "my heart is not racing" is the next phrasing's, a no. A feeling told
    // as a likeness first: "my heart feels like it is fluttering".
    pattern:
      '(?:my |his |her |the )?heart (?:feels?|felt|is feeling) (?:like|as if|as though) it (?:is |s |was |has been )?(?:racing|pounding|fluttering|thumping|hammering|going (?:really |very |so )?fast)|(?:my |his |her |the )?heart (?:(?!(?:not|never|no|isn|wasn|hasn)\\b)\\w+ ){0,3}(?:racing|pounding|fluttering|thumping|hammering|going (?:really |very |so )?fast|beating (?:really |very |so )?(?:fast|hard|quickly))',
  },
  {
    evidence: 'E_155',
    pattern:
      '(?:my |his |her |the )?heart (?:is |was |has |had |s )?(?:not|never|n t) (?:been )?(?:racing|pounding|fluttering|thumping|hammering|going fast|beating fast)',
    value: false,
  },
  {
    evidence: 'E_155',
    pattern:
      'palpitations?|(?:heart|pulse|heart ?beat) (?:races|pounds|flutters|thumps|thuds|speeds up|goes (?:really |very |so )?fast)|(?:heart|pulse) (?:is |keeps |has been |was )?(?:racing|pounding|fluttering|skipping|beating (?:really |very |so )?fast|thumping|jumping|flip ?flopping|going (?:really |very |so )?fast|going crazy|beating hard|missing beats)|(?:racing|pounding|fluttering|fast|rapid) (?:heart(?: ?beat| rate)?|pulse)|skipp(?:ed|ing) (?:a )?beats?|flutter(?:s|ing)? in (?:my )?chest|tachycardia',
  },
  // "My heart's going a million miles an hour", "beating out of my chest", "my ticker's going nuts", "I can feel my heart thumping".
  {
    evidence: 'E_155',
    pattern:
      '(?:heart|ticker|pulse|heart ?beat|heart ?rate)(?: is| was| has been| keeps| been| just| kept)? (?:going|beating|racing|running|pumping|pounding|thumping|banging|hammering)(?: away)? (?:at )?(?:a million miles an hour|a hundred miles an hour|nineteen to the dozen|like (?:crazy|mad|the clappers|a drum|a train|a jackhammer|a hammer|a rabbit|anything)|nuts|crazy|mental|berserk|haywire|wild|bananas|flat out|out of control)|(?:heart|ticker) (?:is |was |keeps |felt like it was |feels like it is )?(?:beating|pounding|thumping|jumping|banging|hammering|coming|going to (?:jump|beat|burst)) out of (?:my|his|her|their) chest|(?:feel|felt|feeling|can feel|could feel|hear|can hear) (?:my |his |her )?(?:heart ?beat|heart|pulse|ticker) (?:pounding|thumping|racing|banging|hammering|fluttering|flip ?flopping|going (?:really |so )?(?:fast|hard)|beating (?:really |so |very )?(?:fast|hard|quickly|strongly)|in my (?:throat|neck|chest))|(?:heart|ticker) (?:is |keeps |was )?(?:going|racing|beating)? ?(?:nuts|berserk|haywire|bananas)(?! about)',
  },
  {
    evidence: 'E_164',
    pattern:
      '(?:have|had|got|with|diagnosed with|history of|in|went into|go into|goes into|going into|episodes? of|bouts? of|paroxysmal) (?:a |an )?(?:af|afib|a fib|atrial fibrillation|atrial flutter)(?: episodes?)?',
  },
  // Since starting antibiotics: a new medicine, and antibiotics in the last 2 months.
  {
    evidence: 'recent_antibiotics',
    pattern:
      '(?:since|after) (?:starting|i started|she started|he started|beginning|taking|going on|being put on|finishing|i finished) (?:a course of |a |the |her |his |my |some )?(?:new )?antibiotics?',
    also: [{ evidence: 'new_medicine', value: true }],
  },
  // A heart that races irregularly is both: the patient feels it (palpitations) and it has no rhythm.
  {
    evidence: 'E_164',
    pattern:
      '(?:heart ?beat|heart|pulse) (?:is |feels |was |has been |keeps )?(?:beating |going )?(?:really |very |so )?(?:fast|quick|racing|rapid|fluttery|fluttering|pounding|thumping|jumping) and (?:(?:feels|feel|is|seems|goes|going|beats|beating) )?(?:completely |totally |very |really |so |all )?(?:irregular(?:ly)?|all over the place|out of rhythm|erratic(?:ally)?|uneven|chaotic)|(?:racing|fluttering|thumping|pounding|jumping|beating fast) (?:all over the place|irregularly|erratically|out of rhythm|with no (?:steady )?rhythm)|(?:fast|rapid|racing) (?:and )?irregular (?:heart ?beat|pulse|heart)',
    also: [{ evidence: 'E_155', value: true }],
  },
  {
    evidence: 'E_164',
    pattern:
      '(?:irregular|uneven|erratic|all over the place|chaotic) (?:heart ?beat|pulse|heart rhythm|rhythm|heart)|(?:heart ?beat|heart|pulse|heart rhythm|rhythm) (?:is |feels |was |has been |seems |keeps )?(?:beating |going |racing |fluttering |thumping |jumping )?(?:(?:fast|quick|racing|rapid|fluttery|pounding) and )?(?:completely |totally |very |really |so |all )?(?:irregular(?:ly)?|all over the place|out of rhythm|erratic(?:ally)?|uneven|chaotic)|(?:racing|fluttering|beating|thumping|pounding|going|jumping) (?:all over the place|irregularly|erratically|out of rhythm|with no (?:steady )?rhythm)|(?:pulse|heart ?rate)(?: on (?:my |the |her |his )?(?:watch|phone|fitbit|monitor|machine|blood pressure machine|oximeter))? (?:keeps |is |was |has been )?(?:jumping|jumps|swinging|bouncing|all over the place)(?: around| up and down| between)?|no (?:steady|regular) rhythm|irregularly irregular|atrial fibrillation|afib|a fib',
  },
  {
    evidence: 'E_50',
    pattern: 'sweat(?:ing|y|s|ed)?|perspir(?:ing|ation)|night sweats|clammy|drenched|soaked (?:in sweat)?|diaphoresis',
  },
  {
    evidence: 'E_94',
    pattern:
      'chills?|chilly|shiver(?:s|ing|y|ed)?|shaking (?:with cold|all over)|rigou?rs|(?:cold|freezing) (?:one minute|and shaking)|shakes|teeth (?:are )?chattering',
  },
  {
    evidence: 'E_91',
    pattern:
      // A glandular fever had months ago is history, not a fever now.
      '(?<!\\b(?:had|since|after|following|from) (?:a bout of |my |bad )?glandular )fever(?:s|ish|y)?|(?<!(?:room|water|bath|outside|air|weather|food|fridge|oven) )temperature(?! (?:outside|changes?|drops?|in the (?:room|house|office|car)|of the (?:room|water|bath|house)))|high temp|(?:a |running a |got a )?temps?|hot and cold|burning up|(?<!\\b(?:before|just before|as) (?:i|he|she|they) (?:fainted|passed out|blacked out|collapsed)\\b[^.]*)(?:feel|feels|feeling|felt|am|i am|he is|she is|they are|baby is) (?:really |very |so |burning )?hot(?! (?:flush\\w*|water|drink|weather|day|outside|in here|tub|shower|bath|spots?|and cold|(?:, )?(?:and )?(?:sweaty|clammy|sick|nauseous|dizzy|faint|light ?headed)\\b[^.]{0,60}\\b(?:before|then (?:i |he |she )?(?:fainted|passed out|blacked out|collapsed)|(?:vision|sight) went (?:grey|gray|black|dark)|came round|came to)))|pyrexi(?:a|al)|febrile|(?<!\\b(?:it|skin|area|joint|leg|arm|knee|ankle|toe|lump|bites?|wound|rash|breast|calf|foot|hand|patch|spot|swelling|redness|sore)(?: is| was| feels| felt| are| looks)?(?: (?:red|swollen|sore|very|really|a bit|all|and))* )(?:hot|burning) to (?:the )?touch|hot flushes and chills',
  },
  // A fever told as a reading or as its feel: "the thermometer said 38.2", "he was 38.5 under the arm", "hot and shivery".
  {
    evidence: 'E_91',
    pattern:
      '(?:thermometer|thermometre|temp|reading|it) (?:said|says|read|reads|showed|shows|was|is|got to|hit|reached|went up to|came up at) (?:about |around |over |nearly |almost |just over )?(?:3[89]|4[01])(?:\\.\\d+)?(?! (?:outside|today|yesterday|in the shade|degrees (?:outside|today|yesterday)))|(?:3[89]|4[01])\\.\\d (?:degrees |c )?(?:under (?:the|his|her|my) arm(?:pit)?|in (?:the|his|her|my) ear|on the thermometer|orally|in (?:the|his|her|my) mouth)|(?:hot|boiling|burning) (?:and|then) (?:shivery|shivering|freezing)',
  },
  {
    evidence: 'E_94',
    pattern:
      '(?:cold|freezing|chilled) and (?:shaky|shivery|shivering|shaking)(?! hands)|(?:cold|icy) shivers|goose ?bumps (?:and|with) (?:a )?(?:fever|temp\\w*|chills)',
  },
  {
    evidence: 'E_88',
    pattern:
      '(?:been|stayed|staying|spent|spending|stuck) (?:in bed|on the couch) (?:all|for|the whole|most of the) (?:day|week|weekend|days|\\w+ days|the time|of the \\w+)|(?:can not|could not) (?:even )?(?:get|drag) (?:my ?self )?(?:up )?out of bed',
  },
  {
    evidence: 'E_88',
    pattern:
      '(?:stuck|staying|stayed|lying|laid up|confined) in bed(?: all day)?|bed ?ridden|too (?:tired|weak|exhausted|sick) to (?:do anything|get up|get out of bed|work|go to work|function|move)|can not (?:get out of bed|do (?:my )?(?:usual|normal) (?:things|activities))',
  },
  // Australian for worn out, said of oneself ("I'm absolutely knackered"; not "my knee is buggered").
  {
    evidence: 'E_89',
    pattern:
      '(?:i am|i feel|i have been|feeling|feel|felt|always|constantly|just|am|been) (?:so |absolutely |completely |totally |really |just |always |utterly |bloody |dead |pretty )*(?:knackered|buggered|shattered|zonked|pooped|wiped(?: out)?|cactus|spent|running on empty|dead on my feet)',
  },
  {
    evidence: 'E_89',
    pattern:
      'tired(?:ness)?(?! of\\b)|fatigue(?:d)?|exhaust(?:ed|ion)|worn out|(?:no|low|zero|little) energy|wiped out|(?<!\\b(?:abscess|abscesses|boil|boils|cyst|lump|pus|wound|blister|collection|fluid|haematoma|hematoma)\\b[^.]{0,40})drained|letharg(?:y|ic)|(?:sleep(?:ing)?|slept) (?:badly|poorly|terribly)|unrefresh(?:ed|ing) sleep|wake up (?:tired|exhausted)|run down|(?<=\\b(?:feel|feels|feeling|felt|i am|am|been|getting|get)(?: \\w+)? )washed out',
  },
  // "I feel well", "she is well in herself": not generally unwell ("I don't feel well" is). "I feel fine now"
  // after an event says it has passed, not that the illness is mild.
  {
    evidence: 'E_175',
    value: false,
    negated: true,
    pattern:
      '(?<=\\b(?:i|he|she|they|we) (?:(?:still|otherwise|generally|mostly|really) )?)(?:feel|feels|feeling|felt|am|is|are|seem|seems) (?:(?:quite|pretty|perfectly|really) )?(?:well|fine|ok|okay|alright|all right)(?: (?:in (?:my|him|her|them)sel(?:f|ves)|otherwise|apart from (?:this|that)|in general))?(?! (?:now|when|if|until|at|after|before|with))|well in (?:my|him|her|them)sel(?:f|ves)',
  },
  {
    evidence: 'E_175',
    pattern:
      '(?:feel|feeling|felt) (?:generally )?(?:unwell|crook|off|rough|awful|terrible|rotten|lousy|poorly|under the weather|like death|like rubbish|like crap|blah)|(?:generally )?unwell|malaise|not (?:feel(?:ing)? )?(?:myself|well|great|good)',
  },
  {
    evidence: 'E_144',
    pattern:
      '(?:aching|achy|sore|painful) (?:all over|muscles|body)|muscles? (?:aches?|pains?|soreness|hurt|ache|are sore)|body ?aches?|my (?:whole )?body (?:aches|hurts|is sore)|myalgia|everything (?:aches|hurts)|aches and pains|ache all over|hurt(?:ing)? all over',
  },
  {
    evidence: 'E_174',
    pattern: '(?:losing|lost|lose) (?:my )?(?:weight and (?:my )?appetite|appetite and (?:some |a lot of )?weight)',
  },
  // Appetite loss answers both "has your appetite gone down?" (E_32) and "have you lost your appetite?" (E_161).
  {
    evidence: 'E_32',
    pattern:
      '(?:not|barely|hardly) (?:been )?(?:sleeping or eating|eating or sleeping)(?: (?:properly|well|much|right))?',
    also: [
      { evidence: 'E_161', value: true },
      { evidence: 'insomnia', value: true },
    ],
  },
  {
    evidence: 'E_32',
    pattern: '(?:not|barely|hardly) (?:been )?eating (?:properly|well|much|enough|anything|or drinking)',
    also: [{ evidence: 'E_161', value: true }],
  },
  // A child who "won't eat" or "is not eating" has lost their appetite; not a child who won't eat vegetables.
  {
    evidence: 'E_32',
    pattern:
      '(?:will not|would not|refuses to|refused to|refusing to) eat(?= ?(?:\\.|,|$)| (?:and|but|at all|since|today|now|anything|a thing|much|properly|or drink)\\b)|(?:is not|are not|was not|has not been|have not been) eating(?= ?(?:\\.|,|$)| (?:and|but|at all|since|today|now|a thing|or drinking)\\b)|refus(?:es|ing|ed) (?:(?:my|his|her|their|all) )?(?:food|meals)',
    also: [{ evidence: 'E_161', value: true }],
  },
  {
    evidence: 'E_32',
    pattern:
      '(?:decreased|reduced|less|smaller|lower|poorer|poor|diminished) appetite|appetite (?:is |has )?(?:down|gone down|decreased|reduced|not great|poor|not what it was|gone(?! (?:up|through the roof|crazy|mad|nuts|wild|huge)))|eating (?:a lot )?less(?: than usual)?|(?:lost|loss of|lack of|no|little|off) (?:my |his |her |any |all )?appetite|(?:have not|had not|has not|do not|does not|did not|not) (?:really |much )?(?:felt|feel|feeling|felt much) like eating(?: anything| much)?|(?:do not|does not|did not|not) (?:really )?want(?:ed|ing)? to eat(?: anything| much)?|(?:not|no longer) (?:hungry|interested in food)|off (?:my |his |her |their )?food|can not face (?:food|eating)|(?:have not|has not|had not) (?:eaten|been eating) (?:anything|much)',
    also: [{ evidence: 'E_161', value: true }],
  },
  {
    evidence: 'E_161',
    pattern:
      '(?:lost|loss of|no|poor|reduced|decreased|lower|lack of|little|off my) (?:my )?appetite|not (?:hungry|eating (?:much|well|properly))|(?:feel|get|getting) full (?:really |very |so )?(?:quickly|quicker|fast|sooner|very quickly|after a few bites)|off (?:my )?food|can not (?:eat|face food)|(?:do not|no) feel like eating|full (?:up )?(?:after|on) (?:only |just )?(?:a few|a couple of|a little|very little|hardly anything|a small amount|a few small|two or three) ?(?:mouthfuls|bites|spoonfuls|food|of food)?',
  },
  {
    evidence: 'E_162',
    pattern:
      '(?:lost|losing|lose|dropped|dropping) (?:a lot of |some |any |heaps of |much |\\d+ ?(?:kg|kilos|kilograms|pounds|lbs|stone) of )?weight|(?:lost|dropped) (?:about |around |over |nearly |almost |roughly |like |more than |at least )?(?:\\d+|a few|a couple of|several|two|three|four|five|six|seven|eight|nine|ten) ?(?:kg|kgs|kilos?|kilograms|pounds|lbs|stone)|weight loss|(?:getting|got|gotten) (?:thinner|skinny)|clothes (?:are )?(?:loose|baggy)',
  },
  // "My clothes are hanging off me", "my jeans are falling down", "I've gone down two dress sizes".
  {
    evidence: 'E_162',
    pattern:
      '(?:clothes|pants|jeans|trousers|shorts|dresses|shirts|belt|rings?|watch) (?:are |is |have been |keep |have gotten |have got )?(?:all )?(?:hanging off|falling off|falling down|slipping off|swimming on|too big|loose on|baggy on|a lot looser|much looser|looser)(?: (?:me|him|her|them))?|(?:gone|dropped|down) (?:a |one |two |three |\\d+ )?(?:dress|pant|jean|clothes|belt) sizes?|(?:extra|more) (?:notches|holes) (?:in|on) (?:my|his|her) belt|(?:wasting|fading|withering) away|skin and bone',
  },
  // "I've stacked on weight", "I've ballooned", "none of my clothes fit".
  {
    evidence: 'E_96',
    pattern:
      '(?:stacked|stacking|stacks|packed|packing|piling|piled) on (?:the )?(?:weight|kilos|kgs|pounds)|(?:stacked|packed|piled|put) on (?:\\d+|a few|heaps of|a lot of|lots of|so many|ten|five) (?:kilos|kgs|kg|pounds)|(?:have|has|i have) ballooned|(?:clothes|pants|jeans) (?:are|have gotten|have got|are getting) (?:too )?tight(?:er)? (?:on me|around (?:my|the) (?:waist|middle|tummy))|(?:gone|went) up (?:a |one |two |three |\\d+ )?(?:dress|pant|jean|clothes) sizes?',
  },
  {
    evidence: 'E_96',
    pattern:
      '(?:gained|put on|putting on|gaining|piled on) (?:a lot of |some |heaps of |\\d+ ?(?:kg|kilos|pounds) of )?weight|weight gain|(?:gained|put on) \\d+ ?(?:kg|kilos|kilograms|pounds|lbs)',
  },
  // "I swing between the runs and being blocked up": the alternating bowel habit of IBS (Rome IV), which is
  // constipation at times too.
  {
    evidence: 'bowel_habit_change',
    pattern:
      '(?:alternat\\w*|switch\\w*|swing|swings|swinging|flip\\w*|go|goes|going|went|bounce|bouncing|see ?saw\\w*) (?:back and forth )?(?:between|from) (?:the )?(?:diarrh?o?ea|runs|loose (?:stools|poos)|constipation|being constipated|being blocked up|blocked up|hard poos)(?: \\w+){0,2} (?:and|to) (?:then )?(?:the )?(?:diarrh?o?ea|runs|loose (?:stools|poos)|constipation|being constipated|being blocked up|blocked up|hard poos|not being able to go)',
    also: [
      { evidence: 'constipation', value: true },
      { evidence: 'E_51', value: true },
    ],
  },
  {
    evidence: 'E_30',
    pattern:
      'bloat(?:ed|ing|s)?|distended|(?:swollen|puffed up|tight|hard) (?:belly|stomach|tummy|abdomen)|(?:belly|stomach|tummy|abdomen) (?:is |feels |has |has got |gets |looks )?(?:all |really |so |very )?(?:swollen|bloated|distended|tight|puffed up|blown up|swollen up|like a balloon|full of (?:gas|wind|air))',
  },
  {
    evidence: 'exercise_wheeze',
    pattern:
      '(?:wheez\\w*)(?: (?:and|in|my|chest|tight|wheezy|breathless|short of breath|of breath)){0,5} (?:when|while|during|after) (?:i |he |she )?(?:run|runs|running|exercise|exercises|exercising|train|training|play sport|play footy|play netball|do sport|do pe)(?: (?:at|in|playing) \\w+)?',
    also: [
      { evidence: 'E_214', value: true },
      { evidence: 'worse_on_exertion', value: true },
    ],
  },
  {
    evidence: 'E_66',
    value: false,
    pattern:
      '(?:my |his |her |the )?breathing (?:is |has been |seems |sounds )?(?:fine|normal|okay|ok|good|alright|all right|not a problem|no problem|unaffected)',
  },
  {
    evidence: 'E_65',
    value: false,
    pattern:
      '(?:i|he|she|they) (?:can|is able to|are able to) swallow(?: (?:fine|okay|ok|normally|food and drinks?|drinks?|everything|food))?(?! (?:but|although))',
  },
  {
    evidence: 'E_178',
    pattern:
      'bruis(?:e|es|ing) (?:\\w+ ){0,4}(?:from|with|after) (?:the )?(?:slightest|smallest|tiniest|least|lightest|a light|a tiny|any little) (?:knock|bump|touch|pressure|thing)|bruises? (?:very |really |so )?easily',
  },
  {
    evidence: 'E_9',
    pattern:
      '(?:glands|lymph nodes|nodes) (?:in (?:my |his |her )?neck )?(?:are |feel |look |have gone |have been )?(?:huge|massive|enormous|really big|so big|big|like golf balls|like marbles|lumpy)|(?:neck|throat) glands (?:are |feel |look )?(?:huge|massive|enormous|really big|so big|big|swollen|up)',
  },
  {
    evidence: 'E_9',
    pattern:
      '(?:swollen|sore|painful|tender|enlarged|up) (?:glands|lymph nodes|nodes|lymph glands)|(?:glands|lymph nodes|lymph glands|nodes) (?:are |in my (?:neck|groin|armpits?) are |have been )?(?:swollen|up|sore|painful|tender|enlarged|up and sore)|lumps? (?:in|under|on) (?:my |his |her |their |the |both sides of (?:my |his |her |the )?)?(?:left |right )?(?:side of (?:my |his |her |their |the )?)?(?:neck|armpits?|groin|jaw)',
  },
  // "Washed out" is pale when seen ("she looks washed out") and tired when felt ("feeling pretty washed out").
  {
    evidence: 'E_154',
    pattern:
      '(?:look|looking|looks|gone|went|turned|am|very|really|so) pale|pale(?: skin)?(?! stools?| poo)|pallor|(?:lost|no) (?:my )?colou?r|white as a (?:sheet|ghost)|(?<!\\b(?:feel|feels|feeling|felt|i am|am|been|getting|get)(?: \\w+)? )washed out|ashen',
  },
  {
    evidence: 'E_92',
    pattern:
      '(?:red|flushed|flushing|rosy|burning) (?:cheeks|face)|(?:cheeks|face)(?: and (?:my |his |her )?(?:neck|chest|ears))? (?:went|turned|is|are|go|going|gone) (?:all )?(?:red|bright red|beetroot red|flushed|pink)|flush(?:ed|ing|es)',
  },
  {
    evidence: 'E_114',
    pattern:
      'irritab(?:le|ility)|moody|mood swings|(?:snappy|short tempered|cranky|grumpy|on edge|agitated|tetchy)|(?:mood|moods|emotions) (?:is |are |has been |have been )?all over the place|(?:laughing|happy|fine) one minute (?:and )?(?:crying|sad|angry|in tears)(?: the next)?|snapping at (?:people|everyone|everybody|my|the kids|the children|him|her|them|others)|(?:losing|lose|lost) (?:my|his|her|their) temper|(?:short|quick) fuse',
  },
  {
    evidence: 'E_111',
    pattern:
      '(?:feel|felt|feeling|thought|think|thinking) (?:like )?(?:i (?:am|was) )?(?:going to|gonna|about to) die|(?:afraid|scared|terrified|frightened) (?:i am |i was |that i (?:am|was|will) )?(?:going to |gonna )?(?:die|dying)|fear of (?:dying|death)|(?:sense|feeling) of (?:impending )?doom|felt like dying|(?:feel|felt) like i was dying|(?:thought|think|thinking|sure|convinced) (?:that )?(?:i|he|she) (?:was|am|is|m) (?:dying|about to die|going to die)',
  },
  {
    evidence: 'E_171',
    pattern:
      'detached|unreal|out of (?:my )?body|(?:nothing|things|everything) (?:feels|felt|seems|seemed) (?:real|unreal)|depersonali[sz]ation|dereali[sz]ation|(?:watching|see) myself from outside|in a dream',
  },
  {
    evidence: 'E_81',
    pattern:
      '(?:chronic|long term|ongoing|generali[sz]ed|constant) anxiety|anxiety disorder|(?:always|constantly) anxious|anxious person|gad',
  },
  // "I've had anxiety for years", "I've struggled with anxiety since school".
  {
    evidence: 'E_81',
    pattern:
      '(?:had|have had|suffered (?:from|with)|suffer (?:from|with)|struggled with|struggle with|dealt with|lived with|been on medication for|been treated for) (?:bad |terrible |really bad )?anxiety (?:for|since|most of|all of|all) (?:years|ages|a long time|decades|most of my life|all my life|my (?:whole|entire) life|my life|\\d+ years|(?:two|three|four|five|ten|many) years|school|high school|uni|i was (?:a kid|young|little|a teenager|a child))|anxiety (?:for|since) (?:years|ages|a long time|most of my life|all my life|my (?:whole|entire) life|i was (?:a kid|young|little|a teenager|a child))',
    also: [{ evidence: 'E_16', value: true }],
  },
  // "I've been feeling on edge": anxious, and irritable as DDXPlus reads "on edge".
  {
    evidence: 'E_16',
    pattern:
      '(?:feeling|feel|feels|felt|been|am|i am|always|constantly|so|really|a bit) (?:so |really |very |a bit |always |constantly |all )?on edge',
    also: [{ evidence: 'E_114', value: true }],
  },
  // "Worried about my wife" is the speaker's concern for the patient, not the patient's anxiety.
  {
    evidence: 'E_16',
    pattern:
      'anxi(?:ous|ety)|nervous|panick(?:y|ing|ed)|panic(?: attacks?)?|worried(?! (?:sick )?about (?:him|her|them|my (?:wife|husband|partner|son|daughter|baby|child|kids|children|boy|girl|mum|mother|mom|dad|father|brother|sister|friend|grandson|granddaughter|grandmother|grandfather|nan|pop)|our (?:son|daughter|baby|child|kids|children|boy|girl|mum|dad))\\b)|stressed (?:out)?|on edge|jittery|uneasy',
  },
  {
    evidence: 'E_192',
    pattern:
      '(?:stiff|wry|twisted|locked|cricked) neck|(?:a )?crick (?:in|of) (?:my|his|her|the) neck|(?:can not|could not|unable to|will not|would not|refuses to|refused to) (?:turn|move) (?:my|his|her|their) (?:head|neck)|torticollis|neck (?:spasms?|is stuck|is locked|is twisted|muscles are spasming)|neck (?:is )?(?:stiff|pulled to one side)',
    // A cricked neck is a sore one: wry neck is a painful muscle spasm (Murtagh, ch. "Pain in the neck"). A small
    // child who "will not turn his neck" is guarding a painful one (retropharyngeal abscess: RCH).
    also: [PAIN],
  },
  // The neck left as the place: "woke up with my neck stuck"; a head held tilted to one side.
  {
    evidence: 'E_192',
    pattern:
      '(?<=\\bneck (?:is |was |has |feels |got |went |has got |has gone )?(?:all |really |completely |totally |a bit )?)(?:stuck|locked|cricked|jammed|seized up|seized)\\b|(?:head|neck) (?:is |was |has been |keeps )?(?:tilted|twisted|pulled|cocked|tilting|held|twisting|pulling|turning|jerking) (?:a bit |slightly |right )?(?:over )?(?:to|towards|on) (?:one|the|a) (?:side|left|right)',
    also: [PAIN],
  },
  // A limb or the back "playing up" or "bad": pain there, the place read from the sentence.
  {
    evidence: 'E_53',
    value: true,
    pattern:
      '(?<=\\b(?:my|his|her|the) (?:(?:left|right|lower|low|upper|bad|dodgy|crook) )?(?:back|neck|knees?|hips?|shoulders?|ankles?|wrists?|elbows?|feet|foot|legs?|heels?|big toe|toes?) (?:has been |have been |had been |is |are |been |was |were |keeps? |has |have )?(?:really |very |so |pretty |quite |a bit |terribly |just |still )?)(?:bad|playing up|getting worse|gotten worse|giving me (?:trouble|grief|hell|curry|jip|gyp|problems)|acting up|stuffed|wrecked|buggered|rooted|killing me|no good|not good|not right|gone again|gone out again)\\b',
    also: [PAIN],
  },
  // "My lower back has been getting worse for two weeks": a worsening pain there (not breathlessness on less effort, E_13).
  {
    evidence: 'worsening',
    pattern:
      '(?<=\\b(?:my|his|her|the) (?:(?:left|right|lower|low|upper) )?(?:back|neck|knees?|hips?|shoulders?|ankles?|wrists?|elbows?|feet|foot|legs?|heels?|toes?) )(?:has been |have been |had been |is |are |been |keeps? )?(?:getting|gotten|got|growing) (?:worse|worse and worse|progressively worse|steadily worse)(?: (?:over|for|in) (?:the (?:last|past) )?(?:a |few |couple of |\\w+ )?(?:days?|weeks?|months?))?',
    also: [PAIN],
  },
  {
    evidence: 'E_168',
    pattern:
      'tongue (?:keeps )?(?:sticking|sticks|hanging|hangs|coming|comes|poking|pokes|pushing|pushes) out|can not (?:keep|hold) my tongue (?:in|inside)|(?:trouble|difficulty) keeping my tongue in',
  },
  {
    evidence: 'E_180',
    pattern:
      'eyes? (?:keep )?(?:rolling|rolled|roll|turning|turned|stuck|pulled) (?:up|back|upwards|to the side|sideways)|can not control (?:my )?eyes|eyes (?:are )?(?:stuck|fixed) (?:looking )?(?:up|upwards|to one side)|oculogyric',
  },
  {
    evidence: 'E_193',
    pattern:
      '(?:muscle )?spasm(?:s|ing)?|twitch(?:ing|es|y)?|muscles? (?:are )?(?:cramping|jerking|contracting)|jerk(?:ing|y) movements|muscle cramps?|dystoni(?:a|c)',
  },
  {
    evidence: 'E_205',
    pattern:
      '(?:can not|can hardly|can barely|trouble|difficulty|hard to|struggling to|unable to) open (?:my )?mouth(?: properly| wide| fully)?|lock ?jaw|jaw (?:is |feels )?(?:locked|stuck|clenched|tight)|(?:hurts|pain(?:ful)?) (?:to|when|when i) open(?:ing)? (?:my )?mouth|trismus',
  },
  {
    evidence: 'E_38',
    pattern:
      'jaw (?:pain|ache|aches|hurts|is sore|is painful|weakness|is weak|feels weak|gets tired)|(?:pain|ache|aching|weakness) in (?:my )?jaw|(?:sore|aching|weak|painful) jaw',
    also: [PAIN],
  },
  {
    evidence: 'E_190',
    pattern:
      'drool(?:ing|s)?|dribbl(?:e|ing)(?! (?:of )?(?:wee|urine|pee)\\b| at the end| after (?:i|he|weeing|peeing)| when i (?:finish|wee|pee))(?<!(?:wee|urine|pee|stream|flow|weeing|peeing) (?:\\w+ ){0,3}dribbl(?:e|ing))|(?:more|lots of|extra|too much|excess(?:ive)?) (?:saliva|spit|salivation)|can not swallow (?:my )?(?:spit|saliva)|salivat(?:ing|ion)',
  },
  {
    evidence: 'E_178',
    pattern:
      'bruis(?:e|es|ing|ed) (?:easily|for no reason|everywhere|all over)|(?:unusual|easy|unexplained|strange) (?:bleeding|bruising|bruises)|(?:lots of|many|random) bruises',
  },
  {
    evidence: 'E_42',
    pattern:
      '(?:ate|eaten|eat|touched|exposed to|contact with|came into contact with|had|took|used|was given|stung by|bitten by) (?:something|some|a|an)? ?(?:food|thing|medicine|medication)? ?(?:that )?(?:i am|i m|i have been|i was)? ?allergic to|(?:bee|wasp|hornet|insect) sting|stung by a (?:bee|wasp|hornet)|allergic reaction|(?:ate|eaten|had) (?:peanuts|nuts|shellfish|prawns) and i am allergic',
  },
  // The foods and stings behind most anaphylaxis, followed by what happened next ("I ate peanuts and now my lips…") (ASCIA).
  {
    evidence: 'E_42',
    pattern:
      '(?:ate|eaten|had|eating|tried|tasted) (?:some |a |a bit of |an? |his |her |my )?(?:peanuts?|peanut butter|tree nuts|nuts|cashews?|almonds?|walnuts?|pistachios?|sesame|prawns?|shrimps?|shellfish|seafood|crabs?|lobster|oysters?|mussels?|scallops?)(?: \\w+){0,4} (?:and|then)(?: (?:now|then|suddenly|straight away|within minutes|soon after))? (?:my|his|her|i|he|she|we)|(?:stung|bitten) by (?:a |an )?(?:jack ?jumper|bull ant|ant|bee|wasp|hornet)s?|(?:jack ?jumper|bull ant|bee|wasp) stings?',
  },
  // The food told first, the swelling, hives or wheeze after it in another sentence ("ate a cashew at a party ten minutes
  // ago. Her lips are swelling") (ASCIA anaphylaxis); not a nut choked on, which is inhaled.
  {
    evidence: 'E_42',
    pattern:
      '(?<!\\b(?:chok\\w*|gag\\w*|inhal\\w*|breathed in)\\b.{0,40})(?:ate|eaten|had|eating|tried|tasted) (?:some |a |a bit of |an? |his |her |my )?(?:peanuts?|peanut butter|tree nuts|nuts|cashews?|almonds?|walnuts?|pistachios?|sesame|prawns?|shrimps?|shellfish|seafood|crabs?|lobster|oysters?|mussels?|scallops?)(?=.{0,100}\\b(?:(?:lips?|tongue|face|eyes?|throat) (?:is |are |has |have |started |begun )*(?:swelling|swollen|puff\\w*|tight)|hives|welts|wheez\\w*))',
  },
  // "My heart is racing at 180": a counted rate told with the feeling, both read.
  {
    evidence: 'fast_heart_rate_reading',
    pattern:
      'heart (?:is |s |has been |was |keeps |is still )?(?:racing|going|beating|pounding|thumping|running|doing)(?: at| about| around| over| like| nearly| almost)* (?:1[3-9]\\d|2\\d\\d)(?: beats| bpm|/min| a minute)?',
    also: [{ evidence: 'E_155', value: true }],
  },
  // The reaction told first, then the food: "my lips are swelling after eating peanuts" (the swelling read too).
  {
    evidence: 'E_42',
    pattern:
      '(?<=(?:swell\\w*|swollen|puff\\w* up|hives|welts|itch\\w*|tingl\\w*|rash|wheez\\w*|throat (?:is |feels )?(?:closing|tight)|can not breathe)(?: \\w+){0,4} )(?:after|since|from) (?:eating|having|trying|tasting|i ate|he ate|she ate|i had|he had|she had) (?:some |a |a bit of |an? |his |her |my )?(?:peanuts?|peanut butter|tree nuts|nuts|cashews?|almonds?|walnuts?|pistachios?|sesame|prawns?|shrimps?|shellfish|seafood|crabs?|lobster|oysters?|mussels?|scallops?)',
  },
  {
    evidence: 'E_187',
    pattern:
      '(?:ate|eaten|eat|had|eating) (?:some |a )?(?:tuna|mackerel|sardines|bonito|mahi ?mahi|swordfish|anchovies|swiss cheese|fish)',
  },
  {
    evidence: 'E_12',
    pattern:
      '(?:severe|bad|serious|life threatening|anaphylactic) (?:food )?allerg(?:y|ies)|(?:severely )?allergic to (?:peanuts|nuts|tree nuts|shellfish|seafood|eggs?|milk|prawns|fish|sesame)|anaphylactic to|(?:carry|have) an epi ?pen',
  },
  {
    evidence: 'E_226',
    pattern:
      '(?:i have|i get|lots of|prone to|suffer from|i am prone to) (?:a lot of |many |lots of )?allergies|allergic to (?:pollen|dust|cats|dogs|grass|everything|lots of things)|hay ?fever|allerg(?:y|ies) prone|atopic|eczema|allergies',
  },
  // An asthma attack under way is breathlessness now; "can talk in full sentences" denies the danger sign.
  {
    evidence: 'E_124',
    pattern:
      '(?:having|am having|is having|are having|in the middle of|suffering) (?:a |an )?(?:really |very |pretty )?(?:bad |severe |big |serious |terrible |massive |awful |nasty )?asthma (?:attack|flare ?up)|asthma attack (?:right )?now',
    also: [{ evidence: 'E_66', value: true }],
  },
  {
    evidence: 'cannot_speak_sentences',
    pattern:
      '(?:can|could|able to) (?:still )?(?:talk|speak) (?:in )?(?:full|whole|complete|normal) sentences|(?:talking|speaking) (?:in )?(?:full|whole|complete|normal) sentences',
    value: false,
  },
  {
    evidence: 'E_124',
    pattern:
      'asthma(?:tic)?|(?:use|using|have|need|needed|on) (?:an? |my )?(?:inhaler|puffer|ventolin|salbutamol|bronchodilator|preventer)|ventolin|salbutamol|puffer',
  },
  {
    evidence: 'E_101',
    pattern:
      '(?:hospital|hospitalised|hospitalized|admitted|icu|intensive care)(?: \\w+){0,4} asthma|asthma(?: \\w+){0,3} (?:hospital|admitted|hospitalised|hospitalized)',
  },
  { evidence: 'E_46', pattern: '(?:two|2|three|3|several|many|multiple|a few|lots of|a couple of) asthma attacks' },
  {
    evidence: 'E_31',
    pattern:
      'severe (?:copd|emphysema|chronic obstructive (?:pulmonary|lung) disease)|(?:on|use|need) (?:home )?oxygen',
  },
  {
    evidence: 'E_72',
    pattern:
      '(?:copd|emphysema|lung disease) (?:flare(?: ?ups?)?|exacerbations?|attacks?)|flare ?ups? of (?:my )?(?:copd|emphysema)',
  },
  {
    evidence: 'E_123',
    pattern: 'copd|emphysema|chronic bronchitis|chronic obstructive (?:pulmonary|lung|airways?) disease',
  },
  {
    // "Drinking a lot" is alcohol unless what is drunk is named ("a lot of coffee", "lots of water").
    evidence: 'E_78',
    pattern:
      '(?:drink|drinking|drank) (?:quite |really |far |way )?(?:a lot|heavily|too much|excessively|every day|daily|lots)(?! (?:of )?(?:coffee|tea|water|cola|coke|energy drinks?|fluids?|milk|juice|soft drinks?|caffeine))|(?:drinking|drink) (?:a lot |a bit |much |heaps )?more (?:alcohol|grog|booze|wine|beer|spirits)|(?:drinking|drink) (?:a lot |a bit |much |heaps )?more (?:to (?:get to sleep|sleep|cope|forget|numb (?:it|the pain|myself)|calm down)|than (?:i should|usual|i used to))|heavy drink(?:er|ing)|alcoholi(?:c|sm)|(?:problem|issue|issues|problems) with (?:alcohol|drinking|booze|the drink)|binge drink(?:ing|er)?|alcohol (?:problem|addiction|dependence|abuse)|(?:a bottle|bottles|\\d+ (?:beers|drinks|glasses)) (?:of \\w+ )?(?:a|every|per) (?:day|night)|(?:[3-9]|[1-9]\\d|three|four|five|six|seven|eight|nine|ten|a dozen|a carton of|a slab of|a six pack of) (?:beers|drinks|standard drinks|glasses|cans|stubbies|schooners|pints|bottles|shots)(?: of \\w+)? (?:a|every|per|most|each) (?:day|days|night|nights|evening|evenings)',
  },
  {
    evidence: 'E_61',
    pattern:
      '(?:inject|injecting|injected|shoot(?:ing)? up|iv|intravenous) (?:drugs|heroin|meth|ice)|heroin|ivdu|shoot(?:ing)? up',
  },
  {
    evidence: 'E_62',
    pattern: 'cocaine|(?:crystal )?meth|amphetamines?|stimulants?|ecstasy|mdma|ritalin|dexamphetamine|adderall|uppers',
  },
  { evidence: 'E_60', pattern: 'energy drinks?|red ?bull|monster|v energy|mother energy' },
  { evidence: 'E_35', pattern: 'coffees?|teas?|caffeine|espresso|lattes?|cappuccinos?|flat whites?' },
  {
    evidence: 'E_213',
    pattern:
      'decongestants?|sudafed|pseudo ?ephedrine|phenylephrine|cold and flu tablets|nasal sprays?|drixine|otrivin',
  },
  {
    evidence: 'E_10',
    pattern:
      'ibuprofen|nurofen|advil|naproxen|naprosyn|aspirin|diclofenac|voltaren|celebrex|celecoxib|meloxicam|mobic|indomethacin|anti ?inflammator(?:y|ies)|nsaids?',
  },
  {
    evidence: 'E_44',
    pattern:
      'prednisone|prednisolone|cortisone|corticosteroids?|dexamethasone|hydrocortisone|steroid (?:tablets|pills|medication)|(?:on|taking|take) steroids',
  },
  {
    evidence: 'E_146',
    pattern: 'apixaban|eliquis|rivaroxaban|xarelto|dabigatran|pradaxa|edoxaban|noacs?|doacs?|new blood thinners?',
    also: [{ evidence: 'on_anticoagulant', value: true }],
  },
  {
    evidence: 'E_149',
    pattern:
      'amlodipine|norvasc|nifedipine|adalat|diltiazem|verapamil|felodipine|lercanidipine|calcium channel blockers?',
  },
  {
    evidence: 'E_184',
    pattern:
      'nitrates?|nitroglycerin|glyceryl trinitrate|gtn(?: spray)?|anginine|isosorbide|nitro spray|viagra|sildenafil|cialis|tadalafil|vasodilators?',
  },
  {
    evidence: 'E_15',
    pattern:
      'antipsychotics?|haloperidol|haldol|serenace|risperidone|risperdal|paliperidone|invega|olanzapine|zyprexa|quetiapine|seroquel|aripiprazole|abilify|brexpiprazole|rexulti|cariprazine|clozapine|clozaril|amisulpride|solian|ziprasidone|zeldox|lurasidone|latuda|asenapine|saphris|chlorpromazine|largactil|zuclopenthixol|clopixol|flupentixol|fluphenazine|periciazine|trifluoperazine|droperidol',
    // Every antipsychotic blocks dopamine: the finding drug-induced parkinsonism and akathisia follow (AMH).
    also: [{ evidence: 'dopamine_blocking_medicine', value: true }],
  },
  {
    evidence: 'E_147',
    pattern:
      '(?:hospital|emergency|ed|er)(?: \\w+){0,6} (?:injection|needle|shot|drip|iv|sedat\\w*)|(?:sedated|injection to calm me)',
  },
  {
    evidence: 'E_100',
    pattern:
      '(?:the |contraceptive |birth control )pill|(?:on|taking|take) the pill|hrt|hormone (?:replacement|therapy|tablets|pills|treatment)|o?estrogen|progesterone|testosterone|thyroxine|levothyroxine|contraceptive',
  },
  {
    evidence: 'E_209',
    pattern:
      '(?:vaccinations?|vaccines?|shots|immuni[sz]ations?|jabs) (?:are )?(?:all )?(?:up to date|current|done|complete)|fully (?:vaccinated|immuni[sz]ed)|up to date with (?:my |all )?(?:vaccinations?|vaccines?|shots|jabs|immuni[sz]ations?)|(?:vaccinated|immuni[sz]ed)',
  },
  {
    evidence: 'insulin_or_sulfonylurea',
    pattern:
      '(?:on|take|taking|takes|use|using|uses|started|start) (?:on )?(?:insulin(?! resistan\\w*)|gliclazide|diamicron|glimepiride|glibenclamide|glipizide)',
    also: [{ evidence: 'E_69', value: true }],
  },
  // "he's type 1"
  {
    evidence: 'E_69',
    pattern:
      '(?:he|she|i|they|who|son|daughter|husband|wife)(?: is| s| am| m| are)? (?:a )?type (?:1|one|2|two)(?: diabetic)?(?! (?:error|of|personality))',
  },
  {
    evidence: 'E_69',
    pattern:
      'diabet(?:es|ic)|type (?:1|2|one|two) diabetes|(?:on|take|taking) (?:insulin|metformin)|insulin(?! resistan)|metformin|sugar diabetes|high blood sugar',
  },
  {
    evidence: 'E_102',
    pattern:
      '(?:blood pressure|bp) (?:has been|is|was|keeps|keeps being|is still|readings? (?:are|is|have been|were|was)) (?:running |coming up |reading |coming out )?(?:high|up|raised|elevated|too high|on the high side)(?= (?:on|at|when|with|in) (?:my |the |a )?(?:home |own |new |work )?(?:machine|monitor|cuff|chemist|pharmacy|doctor|gp|work|clinic|check|home))',
    also: [{ evidence: 'E_104', value: true }],
  },
  {
    evidence: 'E_102',
    pattern:
      '(?:here|consulting|calling|came|coming|booked|contacting you|writing) (?:about|for|because of|regarding) (?:my )?(?:high )?blood pressure',
  },
  {
    evidence: 'E_104',
    pattern:
      'high blood pressure|hypertension|hypertensive|(?:blood pressure|bp) (?:tablets?|pills?|medications?|meds|medicines?)|(?:for|to (?:lower|control|treat)) (?:my |his |her |the )?(?:blood pressure|bp)(?! (?:check|checks|test|reading|readings|cuff|machine|monitor))|(?:on|take|taking) (?:medication|tablets|pills) for (?:my )?blood pressure|high bp|bp is high|blood pressure (?:is|has been|was|keeps|runs|tends to be|tends to run) (?:usually |normally |always |often |generally |a bit |quite |a little |on the )?(?:high|up|raised|elevated|going up|high side)',
  },
  {
    evidence: 'E_71',
    pattern: '(?:high )?cholesterol|statins?|lipitor|atorvastatin|rosuvastatin|crestor|simvastatin|high lipids',
  },
  {
    evidence: 'E_105',
    pattern:
      '(?:had|have had|previous|history of|my last|survived|prior) (?:a )?heart attacks?|angina|(?:stents?|bypass|cabg)(?: in my heart| surgery)?',
  },
  { evidence: 'E_106', pattern: 'heart failure|(?:weak|failing|enlarged) heart|cardiac failure|ccf|chf' },
  {
    evidence: 'E_107',
    pattern:
      '(?:had|have had|previous|history of|survived|prior) (?:a |two |several )?(?:strokes?|tia|mini strokes?)|strokes?|tia',
  },
  {
    evidence: 'E_109',
    pattern:
      'dvt|deep vein thrombosis|(?:blood )?clot in (?:my |the )?(?:legs?|calf|veins?)|(?:had|history of) (?:a )?blood clots?',
  },
  {
    evidence: 'E_110',
    pattern:
      '(?:bed ?bound|immobile|laid up|stuck in bed|off my feet|could not move|unable to move|could not walk|in a cast|in plaster) for (?:more than )?(?:3|three|4|four|a few|several|\\d+) days|(?:bed ?bound|bed ?ridden) (?:for|since) (?:days|a week)',
  },
  // Days or weeks after a caesarean: an operation this month and a birth in the last 6 weeks (the clots of both: NICE NG89).
  {
    evidence: 'E_196',
    pattern:
      '(?:\\d+|a|one|two|three|four|five|six|seven|ten|a few|few|a couple of) (?:days?|weeks?) (?:after|since) (?:a |an |my |her |the )?(?:emergency )?(?:caesarean|cesarean|c ?section|caesar)(?: section)?|(?:just |recently )?(?:had|have had) (?:a |an |my |her )?(?:emergency )?(?:caesarean|cesarean|c ?section|caesar)(?: section)? (?:\\d+|a|one|two|three|four|five|six|a few|few) (?:days?|weeks?) ago|(?:just|recently) had (?:a |an |my |her )?(?:emergency )?(?:caesarean|cesarean|c ?section|caesar)',
    also: [{ evidence: 'recent_birth', value: true }],
  },
  {
    evidence: 'E_196',
    pattern:
      '(?:had|have had|recent|just had|after) (?:an |my )?(?:operation|surgery|op)|(?:had|have had|just had|after) (?:a |an |my |his |her )?(?:knee|hip|shoulder|back|ankle|bowel|hernia|gall ?bladder|abdominal|heart|bypass|spinal|spine|foot|wrist) (?:surgery|operation|op|reconstruction)\\b|(?:recent|recently had|just had|after) (?:a |an |my |his |her )?(?:hip|knee|shoulder|joint) (?:replacement|arthroplasty)(?: surgery)?|(?:hip|knee|shoulder|joint) (?:replacement|arthroplasty)(?: surgery)? (?:\\d+|a|one|two|three|four|a few|few|a couple of) (?:days?|weeks?) ago|(?:had|got|getting) (?:my |a |his |her )?(?:knee|shoulder|hip|ankle|wrist) (?:scoped|arthroscopy|arthroscoped)|arthroscop(?:y|ic)|post ?op(?:erative)?|(?:operated on|had surgery) (?:last|a few|two|\\d+) (?:week|weeks)',
  },
  {
    evidence: 'E_185',
    pattern:
      '(?:hit|bumped|banged|knocked|smacked|hurt) (?:my )?head|head (?:injury|injuries|trauma|knock)|concussion|fell (?:and|on|onto) (?:hit )?my head',
  },
  {
    evidence: 'E_27',
    pattern:
      '(?:sti|std|stis|stds|chlamydia|gonorrh?o?ea|syphilis|genital herpes|genital warts|trichomonas|sexually transmitted (?:infection|disease)s?)',
  },
  // Never having had sex rules out the sexual exposures ("I've never had sex", "she is not sexually active").
  {
    evidence: 'recent_unprotected_sex',
    pattern:
      '(?:never|not yet) (?:had|have|having) sex|(?:am|is|are|i m|she is|he is) not (?:yet )?sexually active|(?:am|is|i m) a virgin',
    value: false,
    negated: false,
    also: [{ evidence: 'E_115', value: false }],
  },
  {
    evidence: 'E_115',
    pattern:
      'unprotected sex|without (?:a )?condom|no condom|(?:multiple|several|many|more than one|a few|two|different|new) (?:sexual )?partners',
  },
  {
    evidence: 'E_2',
    pattern: '(?:i have|i am|i m|i got|diagnosed with|living with|positive for) hiv|hiv positive|hiv\\+',
  },
  {
    evidence: 'E_227',
    pattern:
      'immuno ?(?:suppressed|compromised|suppression|deficient|deficiency)|(?:weak|weakened|low|poor) immune system|chemo(?:therapy)?|(?:organ|kidney|liver|heart|lung|bone marrow) transplant|immunosuppressants?|(?:on|taking) (?:methotrexate|biologics|tacrolimus|azathioprine)',
  },
  {
    evidence: 'E_37',
    pattern:
      '(?:metastatic|secondary|stage (?:4|four|iv)) (?:cancer|tumou?rs?)|cancer (?:has |that has |which has )?(?:spread|metastasi[sz]ed)|metastases|secondaries',
  },
  {
    evidence: 'E_34',
    pattern:
      '(?:have|got|with|being treated for|diagnosed with|undergoing treatment for|active) (?:\\w+ )?(?:cancer|tumou?r|leuka?emia|lymphoma|melanoma|carcinoma|sarcoma|myeloma)|cancer patient|(?:on|having) (?:radiotherapy|radiation therapy)',
  },
  {
    evidence: 'E_24',
    pattern:
      '(?:i have|i am|i was|(?:she|he|they) (?:has|have|had|is|was)|diagnosed with|history of|had|have had|i get|said|says|showed|shows) (?:an?a?emia|an?a?emic|low iron|iron deficiency|low haemoglobin|low hemoglobin)|an?a?emic|iron (?:tablets|infusions?|supplements)|(?:low|short) (?:in|on) iron|(?:iron|haemoglobin|hemoglobin|ferritin|iron levels?|iron stores) (?:was|were|is|are|came back|has been) (?:low|very low|a bit low)',
  },
  { evidence: 'E_126', pattern: 'cirrhosis|(?:liver|hepatic) (?:disease|damage|failure|problems)|fatty liver' },
  { evidence: 'E_8', pattern: 'dialysis|haemodialysis|hemodialysis', also: [{ evidence: 'E_113', value: true }] },
  {
    evidence: 'E_197',
    pattern: 'nephrotic(?: syndrome)?|(?:losing|lose|leaking) protein|protein in (?:my )?(?:urine|wee|pee)|proteinuria',
  },
  {
    evidence: 'E_113',
    pattern:
      '(?:chronic )?(?:kidney|renal) (?:failure|disease|insufficiency|impairment|problems)|ckd|kidneys? (?:are |is )?(?:failing|not working)',
  },
  {
    evidence: 'E_47',
    pattern: 'crohn(?:s)?(?: disease)?|ulcerative colitis|colitis|ibd|inflammatory bowel(?: disease)?',
  },
  { evidence: 'E_20', pattern: 'rheumatoid(?: arthritis)?' },
  // An antidepressant by name is a history of depression and a medicine that raises serotonin (serotonin toxicity).
  {
    evidence: 'E_80',
    pattern:
      '(?:on|take|taking) (?:sertraline|zoloft|lexapro|escitalopram|fluoxetine|prozac|citalopram|venlafaxine|effexor)',
    also: [{ evidence: 'serotonergic_medicine', value: true }],
  },
  { evidence: 'E_80', pattern: 'depress(?:ed|ion|ive)|antidepressants?' },
  { evidence: 'E_138', pattern: 'fibromyalgia|fibro' },
  {
    evidence: 'E_153',
    pattern:
      'osteoporosis|osteopenia|brittle bones|thin(?:ning)? bones|bones (?:are |have been )?thinning|low bone density|(?:on|take|taking) (?:fosamax|alendronate|prolia|denosumab)',
  },
  { evidence: 'E_95', pattern: 'parkinson(?:s)?(?: disease)?' },
  { evidence: 'E_18', pattern: 'cystic fibrosis|\\bcf\\b' },
  { evidence: 'E_19', pattern: 'hyperthyroid(?:ism)?|overactive thyroid|graves(?: disease)?|thyrotoxicosis' },
  {
    evidence: 'E_158',
    pattern:
      '(?:thyroid|hormone|hormonal|endocrine|adrenal|pituitary) (?:problem|problems|disorder|disease|condition|issues?|imbalance)|underactive thyroid|hypothyroid(?:ism)?|cushing(?:s)?|addison(?:s)?|pcos|polycystic ovar(?:y|ies)',
  },
  {
    evidence: 'E_22',
    pattern:
      '(?:heart )?valve (?:problem|problems|disease|replacement|issue|issues|disorder)|(?:leaky|faulty|replaced|artificial|mechanical|narrow|narrowed) (?:heart )?valves?|(?:mitral|aortic) (?:stenosis|regurgitation|valve)|heart murmur',
  },
  { evidence: 'E_139', pattern: '(?:heart|cardiac) defects?|hole in (?:my|the) heart|congenital heart(?: disease)?' },
  { evidence: 'E_3', pattern: '(?:had|have had|history of|previous) pericarditis' },
  { evidence: 'E_5', pattern: 'fluid (?:on|in) (?:my |the )?lungs|pulmonary o?edema|water on (?:my |the )?lungs' },
  { evidence: 'E_21', pattern: '(?:had|have had|history of|previous) (?:a )?(?:collapsed lung|pneumothorax)' },
  { evidence: 'E_118', pattern: '(?:had|have had|history of|previous|bout of|bouts of) pneumonia' },
  {
    evidence: 'E_116',
    pattern:
      '(?:had|have had|caught|getting over|recovering from|just had) (?:a |the )?(?:bit of a |bad |nasty |little )?(?:cold|head cold)(?! sores?)|recent cold|(?:i have|i have also|i have just|i (?:also |just )?got|i have (?:also |just )?got|i am getting|coming down with) (?:got )?(?:a |the )(?:bit of a |bad |nasty |heavy |little )?cold(?= (?:[.,]|and|too|also|as well|at the moment|right now|now|with|for|since|this|that|which|so|but|i) | $)|(?:after|since|following|off the back of) (?:a |my |the |that )?(?:bad |nasty |heavy )?(?:cold|head cold)(?! (?:weather|water|drink|drinks|air|snap|shower|day|days|morning|night|wind|sore|sores|food|things|temperatures?))',
  },
  {
    evidence: 'E_0',
    pattern:
      '(?:recent|had a|getting over a|recovering from a|just had a|(?:weeks?|days?) after (?:a|the|my)|since (?:a|the|my)) (?:virus|viral (?:infection|illness)|bug|tummy bug|gastro|flu|covid)',
  },
  {
    evidence: 'E_1',
    pattern: 'antibiotics? for (?:my |an |the )?ear(?: infection)?|(?:amoxicillin|augmentin) for (?:my |an |the )?ear',
  },
  {
    evidence: 'E_137',
    pattern: '(?:lymph nodes?|glands) (?:removed|taken out|cut out)|(?:removal|dissection) of (?:my )?lymph nodes',
  },
  { evidence: 'E_186', pattern: '(?:obstructive )?sleep apno?ea|osa|cpap' },
  {
    evidence: 'E_23',
    pattern:
      'stop(?:s|ped)? breathing (?:in|when|while|during|at) (?:my |his |her |their )?(?:sleep|asleep|sleeping|the night|night)|(?:pauses|gaps) in (?:my )?breathing (?:at night|when asleep)',
  },
  {
    evidence: 'E_108',
    pattern:
      '(?:poor|bad) circulation|(?:feet|toes|foot|legs?) (?:are |is |feel |feels |get |gets )?(?:often|always|constantly|usually|always really|often really) (?:cold|freezing|icy|cold and numb)|(?:always|constantly|often) (?:have |get )?(?:cold|icy|freezing) (?:feet|toes)|circulation (?:problems|issues)|peripheral (?:vascular|arterial) disease|claudication|raynaud(?:s)?',
  },
  { evidence: 'E_98', pattern: 'hiat(?:us|al) hernia' },
  { evidence: 'E_6', pattern: 'chronic pancreatitis|(?:had|history of) pancreatitis' },
  {
    evidence: 'E_119',
    pattern:
      'chronic sinus(?:itis| problems| infections)|sinusitis for (?:years|months|ages)|(?:always|constantly) (?:get|have) sinus(?:itis| infections)',
  },
  { evidence: 'E_120', pattern: '(?:nasal )?polyps' },
  { evidence: 'E_121', pattern: 'deviated (?:nasal )?septum|crooked (?:nose|septum)|broken nose' },
  {
    evidence: 'E_160',
    pattern:
      'premature|born (?:early|prem)|prem(?:ie)? baby|preemie|complications? (?:at|during) (?:my |his |her )?birth',
  },
  {
    evidence: 'E_11',
    pattern:
      'breast ?fed (?:for )?(?:more than |over |about )?(?:9|nine|10|ten|11|12|twelve|\\d\\d) months|breast ?fed (?:for )?(?:a year|over a year|two years)',
  },
  {
    evidence: 'E_141',
    pattern:
      'first period (?:at|when i was) (?:age )?(?:9|10|11|nine|ten|eleven)|periods? (?:started|began) (?:at|when i was) (?:age )?(?:9|10|11|nine|ten|eleven)|early puberty',
  },
  {
    evidence: 'E_145',
    pattern:
      '(?:heavy|very heavy|long|prolonged|really heavy) (?:periods?|bleeding|menstruation|flow)|periods? (?:are |is )?(?:very |really |so )?(?:heavy|long)|menorrhagia|flooding',
  },
  {
    evidence: 'E_145',
    pattern:
      '(?:big|large|huge|massive|lots of|heaps of) (?:blood )?clots (?:with|during|in|on) (?:my |her |each |every )?periods?|periods? (?:with|has|have|come with) (?:big |large |huge |lots of |heaps of )?clots|periods? (?:are |is |have been |has been |have got |have become |has become |are getting |is getting |got )(?:so |really |very |much |super |extremely |a lot |way )?(?:heavy|heavier)|(?:heavy|heavier|very heavy|really heavy) (?:monthly )?(?:bleeds|flow|cycles)',
  },
  // How heavy, in the words women use: pads by the hour, clots by the coin, leaking through clothes (NICE HMB).
  {
    evidence: 'E_145',
    pattern:
      '(?:change|changing|soak(?:ing|ed)?(?: through)?|go(?:ing)? through|went through|gone through|fill(?:ing|ed)?) (?:my |a |the |\\d+ |two |three |four |several )?(?:pads?|tampons?|menstrual cups?)(?: \\w+){0,3} (?:every|each|an|in an|in the last|in (?:less than|under) an?) (?:hour|\\d+ hours?|two hours|half hour|couple of hours)|(?:clots?|clotting) (?:bigger|larger) than (?:a |an )?(?:50 cent|fifty cent|\\d+ cent|golf ball|coin|plum)|clots? (?:the size of|as big as) (?:a |an )?(?:50 cent|fifty cent|\\d+ cent|golf ball|plum|lemon|coin|fist)|(?<!(?:breasts?|milk|nipples?|wound|cut|urine|wee|pee|nappy|nappies|poo|drain)(?: \\w+){0,4} )(?:bleed|bled|bleeding|leak|leaked|leaking|accidents) through (?:onto |to )?(?:my )?(?:clothes|sheets|pad|pants|trousers|uniform)|double (?:up )?(?:on )?(?:pads|protection)',
  },
  // Periods said to be regular deny irregular periods ("my periods are regular", "like clockwork").
  {
    evidence: 'irregular_periods',
    pattern:
      '(?:my |her )?periods? (?:are|is|have been|has been|come|comes) (?:always |still |pretty |quite |very |fairly |totally )?(?:regular|on time|like clockwork)|regular (?:monthly )?periods?',
    value: false,
    negated: true,
  },
  {
    evidence: 'E_167',
    pattern:
      '(?:negative|neg) (?:home )?(?:pregnancy|preg) tests?|(?:pregnancy|preg) tests? (?:and (?:it|they) )?(?:was|is|came back|came up|were|are|both) negative|(?:pregnancy|preg) tests? (?:and (?:it|they) )?(?:was|is|came back|came up|were|are) (?:both |all )?negative',
    value: false,
  },
  // The patient's own pregnancy: not a sister's or a friend's, not a past one, and "expecting" only of a baby ("I was expecting it to settle" is not).
  // A test not yet done tells nothing either way ("I haven't done a pregnancy test").
  {
    evidence: 'E_167',
    pattern:
      '(?<!\\b(?:sister|sisters|friend|friends|mate|cousin|mum|mother|mom|aunt|auntie|colleague|workmate|neighbour|neighbor|boss|niece|sister in law|daughter in law|(?:last|previous|past|earlier|other|all my|both|prior|former)(?: \\w+)?)(?: (?:is|was|who is|has been|just got|got|fell|became|also|also got))? )(?<!\\b(?:haven t|have not|havent|hasn t|has not|didn t|did not|not yet|never) (?:done|taken|had|did|do|tried|got) (?:a |any |the )?)pregnan(?:t|cy)|(?:i am|we are|am|are|she is|and) expecting(?= (?:\\.|,)| (?:a baby|a bub|our|my|her|twins|in|and|again|number|baby)\\b| $)|with child|(?:\\d+|few) weeks pregnant',
  },
  // "Pregnant or possibly pregnant": the hedge is the answer ("I think I might be pregnant").
  {
    evidence: 'E_167',
    pattern:
      '(?:might|may|could) (?:well |possibly )?be pregnant|(?:think|suspect|worried|scared|afraid|wonder if) (?:that )?i (?:am|might be|may be|could be) pregnant|chance (?:that )?i (?:am|could be|might be|may be) pregnant|possibly pregnant',
  },
  {
    evidence: 'E_163',
    pattern:
      'vaginal discharge|discharge (?:from|down) (?:my )?(?:vagina|down there|down below)|discharge down (?:there|below)|thrush',
  },
  // "my discharge is yellow", "my discharge has changed" (not "my discharge from hospital")
  {
    evidence: 'E_163',
    pattern:
      '(?<=\\b(?:my|her) )discharge(?= (?:is|has|smells|looks|has been|was|seems|changed|has changed|colour|color|smell)\\b)',
  },
  // "an unusual discharge" (the vaginal question is only asked of women; other discharges name their place)
  {
    evidence: 'E_163',
    pattern:
      '(?:unusual|abnormal|strange|funny|odd|different|increased|more|heavier|watery|brown|bloody|grey|gray|thin|cloudy|weird|horrible|gross|smelly|stinky|new|heavy|a lot of|lots of|heaps of|frothy|greenish|yellowish|creamy|sticky|itchy|white|yellow|green) (?:vaginal )?discharge(?! (?:coming )?(?:from|out of|in|coming from|coming out of) (?:my |the |his |her |their |one |both )?(?:ears?|eyes?|nose|nostrils?|penis|dick|willy|nipples?|bottom|bum|anus|back passage|wound|cut|belly button|sore|ulcer))(?![^.]{0,40}\\b(?:eyes?|eye ?lids?|eyelashes|lashes|ears?|nostrils?|nipples?|penis|urethra|wound)\\b)(?<!\\b(?:eyes?|ears?|nose|nipples?|penis|wound)\\b[^.]{0,30})',
  },
  {
    evidence: 'E_70',
    pattern:
      'overweight|obese|obesity|(?:a bit|quite|very) heavy(?:set)?|carrying (?:extra|a lot of) weight|big (?:build|guy|girl)',
  },
  // A body mass index of 30 or more is obesity (NICE CKS obesity); so is a weight of 110 kg or more in an adult
  // of any but the tallest heights (BMI 30 at 1.91 m).
  {
    evidence: 'E_70',
    pattern:
      'bmi (?:is |of |was |around |about )?(?:[3-6]\\d)\\b|(?:i am|i weigh|weigh|weighing|weight is|now|up to|hit|reached) (?:about |around |nearly |over )?(?:1[1-9]\\d|[23]\\d\\d) ?(?:kg|kgs|kilos?|kilograms?)\\b',
  },
  {
    evidence: 'E_208',
    pattern: 'underweight|too (?:thin|skinny)|bmi (?:is )?(?:under|below|less than) (?:18|17|16)|very (?:thin|skinny)',
  },
  {
    evidence: 'E_7',
    pattern:
      '(?:poor|bad|unhealthy|junk|awful|terrible) (?:diet|food|eating)|(?:fast food|take ?away|junk food) (?:every|most) (?:day|night)|live on (?:junk|fast food|take ?away|noodles)',
  },
  {
    evidence: 'E_143',
    pattern:
      'exercise (?:regularly|a lot|daily|every day|most days|4 times|four times|5 times|five times)|(?:go to|hit) the gym|work ?out (?:regularly|daily|every day|most days)|(?:run|jog|swim|cycle) (?:every|most) days|(?:very|quite) (?:active|fit)',
  },
  {
    evidence: 'E_17',
    pattern:
      'asian|(?:chinese|vietnamese|korean|japanese|filipino|indian|thai|malaysian|indonesian|cambodian|sri lankan|pakistani) (?:descent|background|heritage|origin)',
  },
  {
    evidence: 'E_48',
    pattern:
      '(?:live|living) with (?:4|four|5|five|6|six|7|seven|8|eight|lots of|many|a lot of|heaps of) (?:other )?(?:people|others|flatmates|housemates|kids|children|family members)|(?:big|large) (?:household|family)|(?:crowded|full) house',
  },
  {
    evidence: 'E_49',
    pattern:
      '(?:work|works|working|worked|teach|teaches|teaching|educator|teacher|carer|attend|attends|attending|goes to|go to|going to|started|starts|is in|am in|enrolled in) (?:at |in )?(?:a |the )?(?:day ?care|child ?care|kindergarten|kindy|pre ?school|creche|nursery)(?! drop| pick)|(?:day ?care|child ?care|kindy|creche) (?:worker|teacher|educator|kid|child)',
  },
  {
    evidence: 'E_207',
    pattern: '(?:live|living|based) in (?:a |the )?(?:big |large )?city|city centre|downtown|cbd|inner city',
  },
  { evidence: 'E_195', pattern: 'suburbs?|suburban' },
  {
    evidence: 'E_183',
    pattern:
      'rural|countryside|(?:country|bush) town|on a (?:farm|station|property)|in the bush|outback|remote (?:area|town)',
  },
  {
    evidence: 'E_198',
    pattern:
      'farm(?:er|ing|work|hand)?|agricultur(?:e|al)|grazier|(?:work|worked|working) (?:on|at) a (?:farm|station)',
  },
  { evidence: 'E_199', pattern: 'construction|builder|building site|tradie|labourer|laborer|bricklayer|carpenter' },
  { evidence: 'E_200', pattern: 'mining|miner|(?:coal |gold |iron ore )?mine ?site|in the mines|fifo' },
];
