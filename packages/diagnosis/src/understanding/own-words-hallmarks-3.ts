import type { LexiconEntry } from './lexicon.js';

const MY = '(?:my |his |her |their |the |our )?';
const NUMBER = '(?:\\d+|a few|a couple of|few|couple of|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)';
const EVERY_FEW_MINUTES = `(?:every|about every|roughly every) ${NUMBER}(?: to \\d+)? (?:minutes|mins?)`;
const MONTH_NAME =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)';
/** Who is pregnant, told just before the weeks or months: "I'm", "she's", "my wife is". */
const SHE_IS =
  '(?:i am|i m|im|she is|she s|wife is|partner is)(?: (?:about|nearly|almost|over|now|only|just|roughly|around))?';
/** Said earlier in the message: a pregnancy, so that "tightenings every 10 minutes" or a reading is hers. */
const AFTER_PREGNANCY =
  '(?<=\\b(?:pregnant|pregnancy|preggers|due|weeks gone|months gone|months along|midwife|baby is moving|baby kicking)\\b.{0,200} )';
/** Said earlier in the message: a baby's age in weeks or a newborn (RCH: a baby under 3 months with a fever). */
const AFTER_YOUNG_BABY =
  '(?<=\\b(?:(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:week|wk)s? old|new ?born|(?:1|2|one|two) months? old)\\b[^.]{0,80} )';
/** Said earlier in the message: snoring, so that "stops breathing for a few seconds" is a pause in sleep. */
const AFTER_SNORING = '(?<=\\bsnor(?:e|es|ing|ed)\\b[^.]{0,120} )';
/** Said earlier in the sentence: an ulcer or a lump, and the mouth, so that what "won't heal" is in the mouth. */
const AFTER_MOUTH_SORE =
  '(?<=\\b(?:ulcer|lump|white patch|red patch|growth)\\b[^.]{0,80} )(?<=\\b(?:tongue|mouth|gums?|lips?|inner cheek|palate)\\b[^.]{0,80} )';

/**
 * Hallmarks as parents, carers and pregnant women tell them, that the findings' phrasings missed: weeks of
 * pregnancy counted in months ("6 months gone", "7 and a half months"), a due date that passed or a month it falls
 * in, "tightenings every 10 min"; a child who "cries really hard and then stops breathing", who "sits up screaming"
 * and "remembers nothing in the morning", snot "from one side of her nose only", "puts things in her nose"; an
 * older parent who "sees things that aren't there" or says the TV sends her messages; a sawmill worker's
 * earmuffs, "the TV is too loud"; a fleshy growth on the eye; a child who squints at the board. Each maps to a
 * finding the knowledge base already has; the sources are those of the finding (RANZCOG; RCH clinical practice
 * guidelines; Murtagh; RANZCP; RANZCO).
 */
export const OWN_WORDS_HALLMARKS_3: LexiconEntry[] = [
  // Months of pregnancy in the patient's own way: "6 months gone", "8 month pregnant", "I'm 7 and a half months".
  // Five to eight months is 20 to 36 weeks (RANZCOG: preterm is before 37 weeks).
  {
    evidence: 'preterm_gestation',
    pattern: `(?:(?:five|six|seven|5|6|7)(?: and a half)?|eight|8) months? (?:gone|along|pregnant|preggers|preg)\\b|(?<=\\b${SHE_IS} )(?:(?:five|six|seven|5|6|7)(?: and a half)?|eight|8) months\\b(?! (?:ago|old|since|post|after|out|off|sober|clean|into|in|of|on|with|without|now since))`,
    also: [
      { evidence: 'pregnancy_over_20_weeks', value: true },
      { evidence: 'E_167', value: true },
    ],
  },
  {
    evidence: 'pregnancy_over_20_weeks',
    pattern: '(?:nine|9|eight and a half|8 and a half) months? (?:gone|along|pregnant|preggers|preg)\\b',
    also: [{ evidence: 'E_167', value: true }],
  },
  // The weeks told after the word, or without it: "pregnant 9 week", "I'm about 11 weeks" (first trimester).
  {
    evidence: 'pregnancy_under_14_weeks',
    pattern: `pregnant(?: with (?:my |our )?\\w+)?,? (?:[4-9]|1[0-3]) (?:weeks?|wks?)\\b|(?<=\\b${SHE_IS} )(?:[4-9]|1[0-3]) weeks\\b(?! (?:ago|old|late|overdue|since|post|after|out|into|off|in|from|back|clean|sober|of|with|without|on|now since))`,
    also: [{ evidence: 'E_167', value: true }],
  },
  // A due date already passed ("due date was 3 days ago", "5 days past my due date"): a term pregnancy. Not "5 days
  // overdue", which is as often a period.
  {
    evidence: 'pregnancy_over_20_weeks',
    pattern: `(?:${MY}due date|i was due|she was due|baby was due) (?:was|passed|went past) ${NUMBER} days ago|${NUMBER} days (?:over|past|after) (?:my |the )?due date`,
    also: [{ evidence: 'E_167', value: true }],
  },
  // A due date told as a month ("due in march"): pregnant, whatever the weeks.
  {
    evidence: 'E_167',
    pattern: `(?<=(?:^|\\.|,|\\b(?:i am|i m|im|she is|she s|we are|we re|baby is|baby s|bub is|wife is|and)) )due (?:in|on|at the (?:start|end|beginning) of|early|mid|late|end of|start of) (?:early |mid |late )?${MONTH_NAME}\\b`,
  },
  // Tightenings coming every few minutes are contractions; cramps or pains so told after a pregnancy is named.
  {
    evidence: 'regular_contractions',
    pattern: `tightenings? (?:have been |are |are coming |come |coming |have been coming |keep coming |now )?${EVERY_FEW_MINUTES}|${AFTER_PREGNANCY}(?:cramps|pains|cramping|tightening) (?:have been |are |are coming |come |coming |have been coming |keep coming |now )?${EVERY_FEW_MINUTES}`,
  },
  // A blood pressure reading of 140/90 or more told in a pregnancy (RANZCOG hypertension in pregnancy).
  {
    evidence: 'high_bp_in_pregnancy',
    pattern: `${AFTER_PREGNANCY}(?:blood pressure|bp)(?: \\w+){0,4} (?:said|says|was|is|read|reads|showed|shows|came up|came back|of|at)(?: as| at)? (?:1[4-9]\\d|2\\d\\d)/\\d{2,3}|${AFTER_PREGNANCY}(?:blood pressure|bp)(?: \\w+){0,4} (?:said|says|was|is|read|reads|showed|shows|came up|came back|of|at)(?: as| at)? 1[0-3]\\d/(?:9\\d|1[0-4]\\d)`,
  },
  // Tissue passed with bleeding in early pregnancy (RANZCOG early pregnancy loss).
  {
    evidence: 'pregnancy_heavy_bleeding',
    pattern:
      '(?:passed|passing|pass) (?:some |a bit of |bits of |a piece of |something (?:that )?(?:looked|looks|look) like (?:a bit of |some |a piece of )?)(?:tissue|sac)',
  },
  // A toddler who cries hard and then stops breathing (RCH breath holding spells).
  {
    evidence: 'breath_holding',
    pattern:
      '(?:cries|cried|crying|screams|screamed|screaming)(?: (?:really|so|very|hard|and|a lot|loud|loudly)){0,3} (?:and |then |, )+(?:just |then )*(?:stops|stopped|holds|held) (?:breathing|my breath|his breath|her breath)',
  },
  // A child who sits up screaming out of sleep, or remembers nothing of it in the morning (RCH sleep problems).
  {
    evidence: 'night_terrors',
    pattern:
      '(?<=\\b(?:sleep|asleep|bed|night|nap)\\b[^.]{0,80} )(?:sits?|sat|wakes?|woke|jumps?) (?:bolt upright |straight up |right up )?(?:up )?(?:screaming|terrified|thrashing|crying out|shrieking)|(?:he|she|they) (?:remembers nothing|does not remember (?:it|anything|a thing)|can not remember (?:it|anything)) (?:of it )?(?:in the morning|the next (?:day|morning)|when (?:he|she|they) wakes?)',
  },
  // A fever in a baby a few weeks old, told as a reading or as feeling hot (RCH febrile child under 3 months).
  {
    evidence: 'fever_in_young_infant',
    pattern: `${AFTER_YOUNG_BABY}(?:(?:feels|felt|is|was) (?:really |very |quite )?hot|(?:temperature|temp|thermometer|fever)(?: \\w+){0,3} (?:of |says |said |is |was |reads? |at )?(?:3[89]|4[01])(?:\\.\\d)?|(?:3[89]|4[01])(?:\\.\\d)? (?:degrees|under the arm|in the ear))`,
    also: [
      { evidence: 'young_infant', value: true },
      { evidence: 'E_91', value: true },
    ],
  },
  // Snot or a runny nose from one side only, told with the side after it (RCH foreign body - nose).
  {
    evidence: 'one_sided_smelly_nasal_discharge',
    pattern:
      '(?:snot|runny nose|nose (?:is )?running|nasal discharge)(?: \\w+){0,5} (?:from|out of|on|in|down) (?:only )?one (?:side|nostril)\\b|discharge (?:is )?(?:coming )?(?:from|out of) (?:only )?one nostril',
  },
  // A small child who puts things up the nose, told as a habit (RCH foreign body - nose).
  {
    evidence: 'object_in_nose',
    pattern:
      '(?:puts?|putting|shoves?|shoving|stuffs?|stuffing|sticks?|sticking|pokes?|poking) (?:small |little )?(?:things|stuff|objects|toys|beads|bits) (?:up|in|into) (?:my |his |her |their )?(?:mouth and |mouth or )?(?:nose|nostrils?)',
  },
  // Stopping breathing for a few seconds after snoring is a pause in sleep, not an arrest (RCH obstructive sleep
  // apnoea): the longer reading, so that the plain "stops breathing" is not read from it.
  {
    evidence: 'E_23',
    pattern: `${AFTER_SNORING}(?:sometimes |then )?(?:stops?|stopped|stopping|pauses?) (?:breathing )?for (?:a few|a couple of|\\d+|several|some|ten|five) seconds(?: (?:and )?then (?:snorts?|gasps?|chokes?))?`,
  },
  // A scrotum told as slowly getting bigger, with the side between (Murtagh: scrotal swellings).
  {
    evidence: 'testicular_swelling',
    pattern:
      '(?:testicles?|balls?|scrotum|nuts?)(?: on the (?:left|right)(?: side)?| on one side)? (?:has |have |is |are )?(?:slowly |gradually |steadily )?(?:got|gotten|grown|become|getting|growing|swelled|swollen up)(?: (?:a lot|a bit|much))? (?:bigger|larger|swollen)',
  },
  // A fleshy growth spreading onto the eye, told by where it grows (RANZCO pterygium).
  {
    evidence: 'growth_on_eye',
    pattern:
      '(?:growth|fleshy (?:\\w+ )?(?:lump|bump|tissue|triangle|patch|thing|growth|skin|film)) (?:is |has been )?(?:growing|spreading|creeping) (?:onto|over|across|on|into) (?:the (?:clear|coloured|colored|white|black) part of )?(?:my |his |her |the )?eyes?',
  },
  // A child who cannot see the board: squinting to see, sitting close to the TV (RANZCO refractive error).
  {
    evidence: 'blurred_vision',
    pattern:
      '(?:squints?|squinting) to (?:read|see)(?: the board)?|(?:sits?|sitting|sat) (?:really |very |so |right )?close to the (?:tv|television|screen)|(?:can not|trouble|struggles? to|hard to|difficulty) (?:see|seeing|read|reading) (?:the )?(?:board|whiteboard|blackboard|things far away|far away|road signs)|trouble seeing (?:things )?(?:far away|in the distance)',
  },
  // Loud work told by the trade or the ear muffs not worn (Murtagh: noise-induced deafness).
  {
    evidence: 'noise_exposure',
    pattern:
      'sawmill|boilermaker|panel beater|sheet metal worker|drummer in a band|factory floor|(?:did not|never|not|without)(?: always| often| usually)? (?:wear|wearing|use|using)? ?(?:the |my |his |her |any )?(?:earmuffs|ear muffs|hearing protection)',
  },
  // Hearing loss as the family notices it: the TV too loud, talk not followed (Murtagh: deafness).
  {
    evidence: 'hearing_loss',
    pattern:
      '(?:has|have|turns?|turned|puts?|keeps?) the (?:tv|television|radio) (?:up )?(?:too |really |so |very )?loud|the (?:tv|television|radio) (?:is |up )?too loud|(?:can not|could not|can barely|can hardly|struggles? to|hard to) (?:follow|hear|keep up with) (?:the )?(?:talk|conversations?|what (?:people|anyone|we) (?:are )?say(?:ing)?)',
  },
  // Ringing told as what the ears do: "both ears ring", "my ears buzz" (Murtagh: tinnitus).
  {
    evidence: 'tinnitus',
    pattern: '(?:both |my |his |her |the )?ears? (?:ring|rings|ringing|buzz|buzzes|buzzing|hiss|hisses|whistle)\\b',
  },
  // Seeing, hearing or talking to what is not there: hallucinations told by a relative (RANZCP; NICE delirium).
  {
    evidence: 'hearing_voices',
    pattern:
      '(?:sees?|seeing|saw|hears?|hearing|heard) (?:things|people|voices|messages|animals|bugs|children|someone)(?: or (?:sees?|hears?|seeing|hearing) (?:things|voices|messages|people))? (?:that |who )?(?:are not|is not|were not|was not) (?:there|real)|(?:talking|talks|talked|speaking) to (?:people|someone|things|her mother|his mother|her mum|his mum) (?:who|that) (?:are not|is not|were not|was not) (?:there|real)',
  },
  // Messages sent through the television, or believing what is plainly untrue, told by a partner (RANZCP psychosis).
  {
    evidence: 'paranoid_beliefs',
    pattern:
      '(?:sending|send|sends|sent|giving|gives) (?:her |him |me )?(?:special |secret )?messages (?:through|on|via|from|in) (?:the )?(?:tv|television|radio|phone|news)|(?:believes?|believing|convinced) (?:strange|weird|odd|bizarre|crazy) things|(?:says|thinks|believes|convinced) the baby is not (?:ours|hers|his|mine|really (?:ours|hers|his))(?: (?:and|,) (?:that )?(?:someone|people|they|the tv|the radio) (?:is|are) (?:sending|giving|talking to) (?:her|him|me)(?: (?:special |secret )?messages)?(?: (?:through|on|via|from|in) (?:the )?(?:tv|television|radio|phone|news))?)?',
  },
  // A mouth sore that will not heal, told with words between (NICE CKS head and neck cancers).
  {
    evidence: 'mouth_sore_not_healing',
    pattern: `${AFTER_MOUTH_SORE}(?:will not|would not|does not|has not|is not) (?:heal|healed|healing|go away|gone away|going away)`,
  },
  // A tooth knocked out told with which one between (RCH dental injuries).
  {
    evidence: 'tooth_injury',
    pattern:
      '(?:knocked|knock|came|fell|popped) out (?:one of |two of |both of )?(?:his |her |my |their |the )?(?:big |top |bottom |adult |permanent |new )*(?:front )?(?:tooth|teeth)',
    also: [{ evidence: 'recent_injury', value: true }],
  },
  // Legs that wake a child at night, told with where they ache between (RCH: growing pains).
  {
    evidence: 'night_leg_pains',
    pattern:
      '(?:wakes?|woke|waking) (?:up )?(?:crying |screaming |at night )*(?:at night )?(?:with|from|because of|about) (?:pain|aches?|aching|soreness) in (?:both |my |her |his |their )?(?:legs|shins|calves|thighs)',
  },
  // A scalp patch where the hair has broken off, and the skin there scaly (DermNet tinea capitis).
  {
    evidence: 'hair_loss',
    pattern: 'hair (?:has |had |is |keeps )?(?:broken|breaking|snapped|snapping) off',
  },
  {
    evidence: 'flaky_scalp',
    pattern:
      '(?<=\\b(?:scalp|head)\\b[^.]{0,80} )(?:the )?skin (?:there )?(?:is |looks |has gone |gone )?(?:scaly|flaky|crusty)',
  },
  // A tender or red lump in the side of the neck is a gland (RCH cervical lymphadenopathy).
  {
    evidence: 'E_9',
    pattern:
      '(?:tender|sore|painful|red|hot) (?:lump|swelling) (?:on|in) (?:the )?(?:side of )?(?:my |his |her |their |the )?neck|(?:lump|swelling) (?:on|in) (?:the )?(?:side of )?(?:my |his |her |their |the )?neck (?:under (?:the|his|her|my) jaw )?(?:that is |which is |is )(?:red |warm |hot )?(?:and )?(?:tender|sore|painful)',
  },
  // Pain far beyond what the skin shows, or skin going dusky (Therapeutic Guidelines: necrotising fasciitis).
  {
    evidence: 'pain_out_of_proportion',
    pattern:
      '(?<=\\b(?:agony|pain|hurts|painful|sore)(?: ,)? )(?:much |far |way |a lot |so much )?worse than (?:it looks|it should|you would (?:think|expect))|(?:skin|wound|area|leg|arm) (?:there |here )?(?:is |has )?(?:turning|turned|gone|going) (?:a )?(?:dusky|dark purple|black|grey)(?: (?:purple|blue|grey|black|colour|color))?',
  },
  // A pop felt in a pregnancy, then fluid: the waters, not an injury (RANZCOG prelabour rupture of membranes).
  {
    evidence: 'waters_broken',
    pattern: `${AFTER_PREGNANCY}(?:felt|heard) (?:a |something )?pop(?: and (?:then )?(?:a )?(?:gush|rush|flood|trickle) of (?:clear )?(?:fluid|water|liquid)(?: down (?:my |her )?legs)?)?`,
  },
  // The corners of someone else's mouth (NICE CKS angular cheilitis).
  {
    evidence: 'mouth_corner_cracks',
    pattern:
      'corners? of (?:my |his |her |their )(?:mouth|lips) (?:are |is |have |has )?(?:been |gone |become )?(?:cracked|cracking|split|splitting|sore|red|raw)',
  },
  // A wisdom tooth half through with the gum over it swollen (Therapeutic Guidelines: pericoronitis).
  {
    evidence: 'wisdom_tooth_gum',
    pattern:
      'wisdom (?:tooth|teeth) (?:is |are )?(?:only )?(?:half|partly|partially) (?:through|out|in|up)|(?<=\\bwisdom (?:tooth|teeth)\\b[^.]{0,80} )(?:the )?gum (?:over|around|on top of) (?:it|them) (?:is |are )?(?:swollen|sore|red|puffy|infected)',
  },
  // A child who will not move the neck, or holds it stiff, told by a parent (RCH: retropharyngeal abscess,
  // meningitis); "I can't turn my head" is the patient's own neck pain, read as that.
  {
    evidence: 'neck_stiffness',
    pattern:
      '(?<=\\b(?:he|she|they|son|daughter|baby|child|kid|toddler|boy|girl)\\b(?: \\w+){0,4} )(?:will not|would not|does not want to|refuses to|can not) (?:move|turn|bend) (?:my|his|her|their) (?:neck|head)(?! (?:to (?:look|see)|because of (?:the )?(?:swelling|lump)))|(?:holds|holding|keeps|keeping) (?:his|her|their) (?:neck|head) (?:stiff|rigid)|(?<=\\b(?:he|she|they|son|daughter|baby|child|kid|toddler|boy|girl)\\b(?: \\w+){0,4} )(?:holds|holding|keeps|keeping) my (?:neck|head) (?:stiff|rigid)',
  },
  // A child who will not drink or pushes the bottle away (RCH: the unwell child, feeding less than half); not "does
  // not want to eat", which many children with a cold say.
  {
    evidence: 'poor_feeding',
    pattern:
      '(?:does not|did not|will not|would not) want (?:to )?(?:drink|feed|my bottle|his bottle|her bottle|the bottle)(?: anything)?|(?:is |was )?not interested in (?:drinking|feeding|drinks|feeds)|(?:pushed|pushes|pushing|pushed away) (?:my |his |her |their |the )?(?:bottle|cup)(?: away)?',
  },
  // Hearing told as slowly gone in one ear (Murtagh: unilateral deafness needs an acoustic neuroma excluded).
  {
    evidence: 'hearing_loss_one_side',
    pattern:
      'hearing (?:has |is )?(?:slowly |gradually )?(?:gone|going|got worse|getting worse|worse|reduced|dropped|faded) (?:in|on) (?:only )?(?:one|my left|my right|the left|the right|his left|his right|her left|her right) (?:ear|side)',
    also: [{ evidence: 'hearing_loss', value: true }],
  },
  // Others in the home, or the nursing home, itching too (DermNet scabies).
  {
    evidence: 'itch_worse_night',
    pattern:
      '(?:other|several|a few|a couple of other|two other|some other) (?:people|residents|kids|children|family members|patients)(?: \\w+){0,3} (?:are|is) (?:itchy|itching|scratching)(?: too| as well)?',
  },
  // An eye that waters, told as a verb (RANZCO: the watery eye).
  {
    evidence: 'E_127',
    pattern: '(?:eye|eyes) (?:waters|water|keeps watering|keep watering|streams|stream)\\b(?! (?:down|from|bottle|in))',
  },
  // An eye gone deep or dark red (RANZCO: the red eye; a deep red eye is scleritis until shown otherwise).
  {
    evidence: 'E_74',
    pattern:
      '(?:one |my |his |her |the )?(?:left |right )?eyes? (?:is|are|has gone|went|looks|has turned|turned) (?:a )?(?:deep|dark|bright|very|really|blood) red',
  },
  // Yellow skin spreading down a newborn's body (RCH jaundice in early infancy: spread to the tummy and legs).
  {
    evidence: 'jaundice',
    pattern: '(?:the )?yellow(?:ness|ing)? (?:is |has )?(?:spreading|spread|gone|moving|going) (?:down|to|onto|over)',
  },
];
