import type { LexiconEntry } from './lexicon.js';

/** Medicines people overdose on, by the names they call them (Poisons Information Centre: the commonest). */
const MEDICINES =
  '(?:panadol|paracetamol|panadeine(?: forte)?|nurofen|ibuprofen|aspirin|codeine|endone|oxycodone|tramadol|valium|diazepam|temazepam|xanax|alprazolam|seroquel|quetiapine|sertraline|lithium|antidepressants?|painkillers?|pain killers|sleeping (?:pills|tablets)|heart (?:pills|tablets)|blood pressure (?:pills|tablets))';
/** How much, told loosely: "a heap of", "the whole box of", "about 30". */
const A_LOT =
  '(?:a (?:whole )?(?:heap|load|bunch|handful|stack|fistful|lot)|heaps|loads|lots|a whole (?:packet|box|bottle|strip|sheet)|the whole (?:packet|box|bottle|strip|sheet)|(?:way )?too (?:many|much)|(?:about |around |like |maybe |over |nearly |at least )?(?:[1-9][0-9]|ten|fifteen|twenty|thirty|forty|fifty))';
const SELF = '(?:myself|himself|herself|themselves|themself)';
const PERSON = '(?:he|she|they|i|you)';
/** Another part of the body named earlier in the sentence: then coughing or hopping hurts that part, not the belly. */
const NOT_BELLY_BEFORE =
  '(?<!\\b(?:back|spine|legs?|knees?|hips?|chest|ribs?|head|neck|foot|feet|ankles?|heels?|shins?|groin|shoulders?|throat|ears?)\\b[^.]{0,60})';
/** Suicidal talk earlier in the same sentence ("had enough", "nobody would miss me"). */
const SUICIDAL_BEFORE =
  '(?<=\\b(?:had enough|nobody would miss me|no one would miss me|better off without me|end it(?: all)?|kill my ?self|want to die)\\b[^.]*)';
/** Suicidal talk later in the same sentence. */
const SUICIDAL_AFTER =
  '(?=[^.]*\\b(?:had enough|nobody would miss me|no one would miss me|better off without me|end it(?: all)?|kill my ?self|want to die)\\b)';

/**
 * Lay words for the emergencies' findings that the triage phrasings did not yet read: an overdose told by the
 * medicine's name, wanting to hurt oneself, slurred speech, a child who can speak only a word at a time, a late
 * period told as "I'm late", and a belly pain that has moved low on the right. Read like the triage phrasings
 * (normalised text, whole words).
 */
export const SAFETY_PHRASINGS: LexiconEntry[] = [
  // "I took a heap of panadol", "swallowed the whole box of nurofen": a large amount of a named medicine is an
  // overdose whatever the reason (Poisons Information Centre; ATSM paracetamol guidelines 2019).
  {
    evidence: 'took_overdose',
    pattern: `(?:took|taken|take|swallowed|downed|necked|had|ate|eaten) ${A_LOT} (?:of )?(?:my |his |her |their |the |mum s |dad s |nan s |nana s )?${MEDICINES}`,
  },
  // "I wanted to hurt myself", "she was trying to harm herself": self-harm intended (NICE NG225), not a pain.
  {
    evidence: 'self_harm',
    pattern: `(?:wanted|want|wanting|wants|tried|trying|tries|meant|meaning|going) to (?:hurt|harm|cut|injure|punish) ${SELF}`,
  },
  // "I wanted it all to stop", "just want everything to end": a wish to die told softly (RANZCP: ask directly).
  {
    evidence: 'suicidal_thoughts',
    pattern:
      '(?:wanted|want|wanting|wants|just want|just wanted|wish|wished) (?:it all|everything|all of it) to (?:stop|end|be over)(?: for good| forever)?',
  },
  // "My speech is a bit slurred", "he's slurring his words" (Stroke Foundation FAST: speech slurred).
  {
    evidence: 'E_63',
    pattern:
      '(?:speech|words|talking|voice) (?:is |are |was |were |sounds? |sounded |seems? |seemed |has |have |s )?(?:gone |going |become |getting |all )?(?:a bit |a little |slightly |quite |really |very |kind of |sort of |a little bit )?(?:slurred|slurry|slurring)|slurr(?:ing|ed|s) (?:my|his|her|their) (?:words|speech)',
  },
  // "She can only say a word or two at a time", "can't talk in full sentences" (RCH acute asthma: severe); a
  // toddler who "can only say a few words" is telling how many words he knows.
  {
    evidence: 'cannot_speak_sentences',
    pattern:
      '(?:can|could) only (?:say|speak|get out|manage|talk in|talk) (?:a word or two|one or two words|a (?:few|couple of) words|single words|one word|(?:two|three|\\d) words|two or three words) (?:at a time|between breaths|before (?:she|he|i|they) (?:has|have|needs?) to (?:stop|breathe|take a breath))|(?:can not|cannot|can t|could not|couldn t|unable to|not able to) (?:talk|speak) in (?:full |whole |proper )?sentences|(?:talking|speaking) in (?:single|one|short) words',
    also: [{ evidence: 'E_66', value: true }],
  },
  // "My left arm and leg have gone heavy", "the right side of his body is weak": one side's limbs told together
  // (Stroke Foundation FAST: arm weakness; heaviness is how many tell it).
  {
    evidence: 'arm_or_leg_weakness_one_side',
    pattern:
      '(?:(?:my|his|her|their) )?(?:left|right) (?:arm and (?:leg|hand)|leg and arm|hand and (?:leg|foot)|side of (?:my|his|her|their) body) (?:has |have |is |are |feels? |felt |went |gone |going |have gone |has gone |suddenly |all of a sudden )*(?:all |really |very |a bit )?(?:heavy|weak|numb|dead|useless|floppy|limp)',
  },
  // "I'm late", "I'm two weeks late": a late period, told without the word (not "I'm late for work").
  {
    evidence: 'missed_period',
    pattern:
      '(?:i m|im|i am) (?:a (?:few days|week|couple of weeks|fortnight) |(?:\\d+|two|three|four|five|six) (?:days|weeks) |a bit |quite |really |so )?late(?= (?:\\.|,|and|but|too|now|as well|with|\\?)|\\s*$)',
  },
  // A belly pain that began around the navel and is "now low on the right" (RCH, Murtagh appendicitis: the
  // migration). Only "now" is claimed, so that the place is still read as where the pain is.
  {
    evidence: 'pain_moved_right_lower',
    pattern:
      '(?<=\\b(?:belly ?button|navel|middle|centre|center|around (?:my|his|her|the) middle)\\b[^.]{0,80})(?:now|but now|and now)(?= (?:it s |it is |its |it has |the pain is |the pain s )?(?:moved |gone |shifted )?(?:down )?(?:to |into |on |in )?(?:the |my |his |her )?(?:low(?:er)? (?:down )?(?:on |in )?(?:the |my |his |her )?right|(?:bottom|lower) right|right (?:hand )?side (?:low down|down low|lower down)))',
  },
  // "It hurts him when he coughs or hops": a belly pain jarred by coughing or hopping (RCH appendicitis; Murtagh:
  // peritonism), told of a child; not when the sentence names another part of the body.
  {
    evidence: 'peritonism',
    pattern: `${NOT_BELLY_BEFORE}(?:hurts?|pain|sore|worse)(?: (?:him|her|me|them))? (?:more |even more )?(?:when|if|whenever|every time) ${PERSON} (?:coughs?|hops?|jumps?)(?: ,)? (?:or|and) (?:coughs?|hops?|jumps?|walks?|moves?|sneezes?)`,
  },
  // "It hurts her to walk and she is bent over", "he walks hunched over": a child guarding a peritonitic belly
  // (RCH appendicitis: walks bent forward, pain on walking); not a back or a leg named before it.
  {
    evidence: 'peritonism',
    pattern: `${NOT_BELLY_BEFORE}(?:hurts (?:him|her|me|them) to walk(?: \\w+){0,3} (?:bent|hunched|doubled) over|(?:walks?|walking|walked) (?:around )?(?:all )?(?:bent|hunched|doubled) (?:over|up|forward))`,
  },
  // "Fell off the trampoline onto her head", "landed on his head": a blow to the head told by the fall (RCH head
  // injury; NICE CG176).
  {
    evidence: 'head_injury',
    pattern:
      '(?:fell|fallen|falling|came down|landed|landing|flipped|tumbled|toppled|dropped)(?: [a-z]+){0,5} (?:on|onto|on to) (?:the (?:back|top|side|front) of )?(?:his|her|my|their|the) head',
  },
  // "She keeps wanting to sleep", "he keeps falling asleep": drowsiness told by a parent or carer (RCH head injury:
  // drowsiness; NICE NG143), not a tired afternoon ("I want to sleep").
  {
    evidence: 'drowsy',
    pattern: '(?:keeps|keep|kept) (?:wanting to (?:go to )?sleep|falling asleep|dropping off|dozing off|drifting off)',
  },
  // "Dark red blood came out of my bottom": bleeding from the back passage told by where it came out (Healthdirect
  // bleeding from the bowel).
  {
    evidence: 'E_179',
    pattern:
      '(?:blood|bleeding) (?:came|comes|coming|poured|pouring|gushed|gushing) (?:out )?(?:of |from )?(?:my |his |her |their |the )?(?:bottom|bum|back passage|rectum|behind)',
  },
  // "A high whistly sound when she breathes in": stridor in a parent's words (RCH croup and acute upper airway
  // obstruction: a harsh or high-pitched noise on breathing in).
  {
    evidence: 'E_194',
    pattern: `(?:high(?: pitched)? |whistly |squeaky |squeaking |crowing |harsh |wheezy )+(?:noise|sound) (?:when|as|whenever|every time) ${PERSON} (?:breathes?|breathing|breathed) in`,
  },
  // "He says he can fly", "thinks she is invincible": a grandiose belief of mania or psychosis (RANZCP mood
  // disorders: mania with psychotic features).
  {
    evidence: 'elevated_mood',
    pattern: `(?:says|said|thinks|thought|believes|believed|convinced|reckons|claims)(?: that)? ${PERSON} (?:can|could) fly|(?:says|said|thinks|thought|believes|believed|convinced|reckons|claims)(?: that)? ${PERSON} (?:is|are|am|was) (?:invincible|immortal|bullet ?proof|untouchable)`,
  },
  // "Racing from one idea to the next": flight of ideas, a sign of mania (RANZCP mood disorders).
  {
    evidence: 'elevated_mood',
    pattern:
      '(?:racing|jumping|flitting|skipping|darting) from one (?:idea|topic|thing|subject|plan) to (?:the next|another)|flight of ideas',
  },
  // "The voices are back", "the voices have started again": hallucinations returning, a psychotic relapse (RANZCP
  // schizophrenia guideline: early signs of relapse).
  {
    evidence: 'hearing_voices',
    pattern:
      '(?:the |my |his |her )?voices (?:are|have|ve|s|have been|are coming|keep coming|came|come|started|have started|are starting) (?:back|again|coming back|come back|started again|started up again)',
  },
  // "Nobody would miss me": a person telling they are a burden, a warning sign of suicide (Lifeline; RANZCP).
  {
    evidence: 'suicidal_thoughts',
    pattern: '(?:nobody|no one|no body|no-one) (?:would|will|is going to|gonna) (?:miss|care about|notice) me',
  },
  // A gun or rifle got out while saying so: the means at hand (RANZCP self-harm: access to a firearm).
  {
    evidence: 'suicide_plan',
    pattern: `${SUICIDAL_BEFORE}(?:got|getting|taken|took|have|has|loaded|cleaned) (?:my |his |her |dad s |the )?(?:old )?(?:rifle|gun|shotgun|firearm|pistol)(?: out| down| ready| loaded)?|(?:got|taken|took|loaded) (?:my |his |her |dad s |the )?(?:old )?(?:rifle|gun|shotgun|firearm|pistol) (?:out|down|ready)${SUICIDAL_AFTER}`,
    also: [{ evidence: 'suicidal_thoughts', value: true }],
  },
  // "Sent me a text saying sorry and goodbye", "posted a goodbye message": saying goodbye is a warning sign of a
  // suicide under way (Lifeline warning signs; RANZCP).
  {
    evidence: 'suicide_plan',
    pattern:
      '(?:text|texts|message|messages|post|note|voicemail|email|snapchat|letter) (?:saying|that said|to say|that says) (?:sorry and |she s sorry and |he s sorry and |sorry (?:and|,) )?(?:goodbye|good bye|farewell)|(?:sent|posted|left|wrote) (?:me |us |her |him )?(?:a )?(?:goodbye|good bye|farewell) (?:text|message|post|note|voicemail|email)',
    also: [{ evidence: 'suicidal_thoughts', value: true }],
  },
  // "Drank some of the dishwasher liquid": a corrosive swallowed, told with "some of the" (Poisons Information
  // Centre: dishwasher detergents are corrosive).
  {
    evidence: 'swallowed_poison',
    pattern:
      '(?:drank|drunk|swallowed|ate|eaten|licked|sucked on|had) (?:some |a bit |a mouthful |a sip )?of (?:the |my |his |her |our )?(?:dishwasher|dishwashing|washing up|laundry) (?:liquid|detergent|powder|tablets?|pods?|gel)',
  },
  // "Kneed in the nuts", "kicked in the balls": a blow to the testicles is a pain there (RCH acute scrotum: a torsion
  // may follow a knock).
  {
    evidence: 'E_53',
    pattern:
      '(?:kneed|kicked|hit|whacked|struck|smacked|elbowed|punched|got one) (?:right )?(?:in|on) (?:the |my |his )?(?:nuts|balls|testicles?|nads|family jewels)',
    also: [{ evidence: 'E_55', value: ['V_168', 'V_169'] }],
  },
  // "Lost the left side of my vision", "can't see anything on my right": half the field gone, a stroke of the back of
  // the brain (Stroke Foundation BE-FAST: eyes; RANZCO sudden vision loss).
  {
    evidence: 'sudden_vision_loss',
    pattern:
      '(?:lost|losing|gone|missing) (?:the |my |his |her )?(?:left|right) (?:side|half) of (?:my |his |her |the )?(?:vision|sight|eyesight)|(?:can not|could not|cannot) see (?:anything |things )?(?:on|to|out of) (?:the |my |his |her )?(?:left|right)(?: side| hand side)?(?! eye)|(?:half|one side) of (?:my |his |her )?(?:vision|sight) (?:has |have |is )?(?:gone|disappeared|went|blacked out|missing)',
  },
  // "My vision went grey before I passed out": the greying before a faint is feeling faint, not a loss of vision
  // (NICE CKS blackouts: the prodrome of a vasovagal faint).
  {
    evidence: 'E_82',
    pattern:
      '(?:vision|sight|eyes?) (?:went|goes|go|going|turned|started going|started to go) (?:all )?(?:grey|gray|black|dark|fuzzy|blurry|white|funny|dim)(?= (?:\\w+ ){0,3}(?:before|then|and then) (?:i|he|she|they|it) (?:fainted|passed out|blacked out|collapsed|went down|dropped|happened|hit the floor))',
  },
  // "My gout has flared up in my knee": a known gout's attack, a painful joint (NICE CKS gout).
  {
    evidence: 'gout_history',
    pattern:
      '(?:my|his|her) gout (?:has |is |s |keeps )?(?:flared|flaring|flare|come back|came back|back|playing up|acting up|started up)(?: up| again)*',
    also: [{ evidence: 'E_53', value: true }],
  },
  // "I stop breathing and snore like a train": pauses in breathing with snoring are sleep apnoea, not a collapse
  // (NICE CKS obstructive sleep apnoea).
  {
    evidence: 'E_23',
    pattern:
      'stop(?:s|ped)? breathing (?:and then|and|then|while|when) (?:i |he |she |they )?(?:snore|snores|snoring|gasp|gasps)',
  },
];
