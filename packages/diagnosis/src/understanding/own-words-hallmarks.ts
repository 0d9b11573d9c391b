import { EYE_SAID, type LexiconEntry } from './lexicon.js';

const PAIN = { evidence: 'E_53', value: true };
const MY = '(?:my |his |her |their |the |our )?';
/** Said earlier in the message (each use is led by a cheap look-ahead, so that it is tried only where it can match): a birth in the last weeks ("baby is 10 days old", "had my baby 5 days ago"). */
const AFTER_BIRTH =
  '(?<=\\b(?:baby is (?:\\d+|a few|two|three|four|five|six) (?:days?|weeks?) old|(?:had|delivered) (?:my |the |our |a )?(?:baby|bub|son|daughter)(?: by (?:c section|caesarean|forceps))? (?:\\d+|a few|two|three|four|five|six|ten) (?:days?|weeks?) ago|(?:gave|given) birth (?:\\d+|a few|two|three|four|five|six|ten) (?:days?|weeks?) ago)\\b[^?]{0,160} )';
/** Said earlier in the message: a pregnancy ("28 weeks pregnant", "I'm pregnant"). */
const IN_PREGNANCY = '(?<=\\b(?:pregnant|pregnancy|gestation)\\b[^?]{0,100} )';

/**
 * Hallmarks told in patients' own words that the findings' phrasings missed: a detail between the usual words
 * ("scratched by our new kitten", "hurts deep during sex", "sick as a dog on boats"), the thing told by what it
 * does ("passing blood from my back passage", "steak got stuck going down") or by what was said before it (a
 * birth or a pregnancy earlier in the message, angina before "it comes on doing nothing"). Each maps to a finding
 * the knowledge base already has; the sources are those of the finding (Murtagh; Rosen's; RANZCOG; eTG).
 */
export const OWN_WORDS_HALLMARKS: LexiconEntry[] = [
  // Blood from the back passage told as passing it, and again and again today: a heavy rectal bleed (Rosen's).
  {
    evidence: 'heavy_rectal_bleeding',
    pattern: `passing (?:a lot of |lots of |heaps of )(?:dark |bright |fresh )?(?:red )?blood (?:from|out of) ${MY}(?:bottom|back passage|bum|rectum|anus|behind)|passing (?:dark |bright |fresh )?(?:red )?blood (?:from|out of) ${MY}(?:bottom|back passage|bum|rectum|anus|behind)(?: (?:\\w+|,)){0,5} (?:three|four|five|six|several|many|\\d+) times`,
    also: [{ evidence: 'E_179', value: true }],
  },
  {
    evidence: 'E_179',
    pattern: `passing (?:some |a bit of |a little )?(?:dark |bright |fresh )?(?:red )?blood (?:from|out of) ${MY}(?:bottom|back passage|bum|rectum|anus|behind)|(?=dark |bright |fresh |red |blood )(?<=\\b(?:bowels?|poo+s?|stools?|motions)\\b[^.]{0,120} )(?:dark |bright |fresh )?(?:red )?blood mixed (?:in|through|into it)`,
  },
  // "My bowels have changed": a change of bowel habit for weeks (NICE lower GI cancer referral).
  { evidence: 'bowel_habit_change', pattern: `${MY}bowels? (?:have|has) (?:really |definitely )?changed` },
  // The bleeding after a birth told by the pads it soaks, or by its smell (RANZCOG postpartum haemorrhage, infection).
  {
    evidence: 'heavy_bleeding_after_birth',
    pattern: `(?=soak|passing |with |big |large |huge )${AFTER_BIRTH}(?:soak(?:ing|ed|s)? (?:through )?(?:a |my |the )?(?:maternity )?pads? (?:every|in|within|each) (?:half an hour|an hour|hour|\\d+ (?:minutes|mins))|(?:passing |with )?(?:big|large|huge) clots)`,
    also: [{ evidence: 'recent_birth', value: true }],
  },
  {
    evidence: 'offensive_lochia',
    pattern: `(?=bleeding|discharge|blood|lochia)${AFTER_BIRTH}(?:bleeding|discharge|blood|lochia)(?: down below| down there)? (?:smells|stinks|is smelly|is stinky)(?: really| very| so)?(?: bad| off| funny| awful| horrible)?`,
    also: [{ evidence: 'recent_birth', value: true }],
  },
  {
    evidence: 'recent_birth',
    pattern:
      'baby is (?:\\d+|a few|two|three|four|five|six) (?:days?|weeks?) old|had (?:my |the |our |a )?(?:baby|bub|son|daughter) by (?:c section|caesarean|forceps) (?:\\d+|a few|two|three|four|five|six|ten) (?:days?|weeks?) ago',
  },
  // A bolus that will not pass: stuck on the way down, and not even water goes down (Rosen's oesophageal foreign body).
  {
    evidence: 'food_stuck_now',
    pattern:
      '(?:food|meat|steak|chicken|bread|something|(?:a )?(?:piece|bit|chunk|lump) of (?:meat|steak|chicken|food|bread|apple|sausage))(?: \\w+){0,2} (?:got|is|was|went|has got|has been) stuck (?:going down|on the way down|when i swallowed|halfway down)|can not (?:even )?swallow anything(?: ,)? (?:not even|even) (?:water|a sip|drinks|my (?:own )?(?:spit|saliva))',
    also: [{ evidence: 'E_65', value: true }],
  },
  // A child who choked while eating: the inhaled foreign body's history (RCH inhaled foreign body).
  {
    evidence: 'choking_episode',
    pattern:
      '(?:eating|chewing|sucking on|playing with) (?:a |some |my |his |her |the )?(?:peanuts?|nuts?|popcorn|grapes?|lollies|lolly|carrots?|apple|beads?|lego|small toys?|food)(?: \\w+){0,4} (?:and |when |then )?(?:he |she |they )?(?:suddenly |all of a sudden )?(?:choked|started choking|began choking|gagged|was choking)',
  },
  // Angina told first, then "it comes on doing nothing", "this morning it came on while he was sitting reading": pain at
  // rest, the change that makes it unstable (Heart Foundation ACS).
  {
    evidence: 'E_14',
    pattern:
      '(?=it |the )(?<=\\b(?:angina|chest pain|chest tightness|tightness in (?:my |the |his |her )?chest)\\b[^?]{0,100} )(?:it|the pain|the tightness|the pressure) (?:now |also |even |has started |started )?(?:comes on|came on|coming on|comes|happens|is coming on) (?:even )?(?:when |while )?(?:i am |i was |he was |she was |he is |she is )?(?:just )?(?:doing nothing|at rest|resting|sitting(?: (?:still|down|quietly|reading|watching \\w+))?|reading|watching (?:tv|television)|lying (?:down|in bed))',
    also: [PAIN, { evidence: 'E_55', value: ['V_101', 'V_29'] }],
  },
  // A raised reading told in pregnancy: gestational hypertension is 140/90 or more after 20 weeks (RANZCOG; SOMANZ).
  {
    evidence: 'high_bp_in_pregnancy',
    pattern: `(?=home |my |the |blood |bp )${IN_PREGNANCY}(?:(?:home |my |the )*(?:blood pressure|bp)(?: readings?)? (?:has been|was|is|of|reads|reading|at|keeps being) (?:around |about |over )?)(?:1[4-9]\\d|2\\d\\d) ?/ ?(?:9\\d|1[0-4]\\d)`,
  },
  // Something coming down, told without "feel like" or "vagina" (RANZCOG pelvic organ prolapse).
  {
    evidence: 'vaginal_bulge',
    pattern:
      '(?:a )?(?:bulge|lump|ball) (?:down below|down there)|(?:like |as if )?something (?:is )?(?:coming|falling|dropping) (?:down|out)(?: down below| down there)?',
  },
  // Trigeminal neuralgia: electric stabs in the cheek or jaw, set off by brushing teeth, touch or a cold wind (NICE CKS).
  {
    evidence: 'electric_shock_face_pain',
    pattern:
      '(?:electric|electrical)(?: shock)? (?:stabs?|stabbing|shooting|jabs?|jolts?|zaps?|shocks?)(?: of pain| pains?)? (?:in|through|across|down|on) (?:my |the )?(?:left |right )?(?:side of (?:my |the )?)?(?:face|cheek|jaw|teeth|gums?|lip)',
    also: [PAIN],
  },
  // Mania: days without sleep, pressured speech, spending sprees and grand plans (DSM-5-TR bipolar I).
  {
    evidence: 'elevated_mood',
    pattern:
      '(?:has not|have not|had not|has hardly|have hardly|has barely|have barely) slept (?:more than |for more than )?(?:\\d+|one|two|three) hours? (?:a night )?(?:for|in) (?:a |\\d+ |two |three )?(?:week|weeks|days|nights)|(?=talk)(?<=\\bslept?\\b[^.]{0,80} )(?:talking|talks|talked) (?:non ?stop|a mile a minute|over everyone)|spent (?:\\d+|ten|twenty|fifty) (?:grand|thousand)|(?:big|huge|grand) plans to (?:change|save|fix) the world',
  },
  // Depression in the past is a history, not low mood today.
  {
    evidence: 'E_80',
    pattern:
      '(?:had|has had|have had|history of) (?:bad |severe |a bout of )?depression (?:before|in the past|years ago|once|when (?:he|she|i) was (?:younger|a teenager|at uni))',
  },
  // Travel sickness told with a filler: "sick as a dog on boats and in the back seat of cars" (Murtagh).
  {
    evidence: 'sick_with_travel',
    pattern:
      '(?:get|gets|getting|got|am|feel|feels|go) (?:so |really |very |always |terribly )?(?:sick|nauseous|queasy|green)(?: as a dog| as anything| as)? (?:on|in) (?:the |a |every )?(?:boats?|cars?|ships?|buses|bus|planes?|ferry|ferries|cruises?|back seat)',
    also: [{ evidence: 'E_148', value: true }],
  },
  // Little sun on the skin: indoors, covered, nights (Endocrine Society of Australia vitamin D position statement).
  {
    evidence: 'low_sun_exposure',
    pattern:
      '(?:hardly|rarely|never|barely|do not|seldom) (?:ever )?(?:go|get|going) (?:out )?(?:in|into) the sun|(?:wear|wearing) (?:full (?:body )?(?:coverage|covering) (?:clothes|clothing)|a hijab and long sleeves)',
  },
  // A tetanus booster the patient cannot date, or from decades ago (Australian Immunisation Handbook).
  {
    evidence: 'tetanus_overdue',
    pattern:
      '(?:last )?tetanus (?:shot|injection|jab|booster|vaccine)(?: (?:\\w+|,)){0,3} (?:no idea|not sure|can not remember|do not remember|do not know|(?:maybe |about |probably |over )?(?:\\d\\d|ten|twenty|thirty) years(?: ago)?)',
  },
  // Deep pain with sex, told with a word between (RANZCOG endometriosis).
  {
    evidence: 'pain_during_sex',
    pattern:
      '(?:hurts?|pain|painful|sore)(?: (?:deep|deep inside|deep down|inside|a lot|really bad|so much))+ (?:during|with|after|when having|when we have) (?:sex|intercourse)',
  },
  // A night cramp told as a knot in the calf (Murtagh).
  {
    evidence: 'leg_cramps_night',
    pattern:
      '(?:calf|leg|foot|thigh)(?: muscles?)? (?:goes |went |gets |is |in |into )(?:in |into )?(?:a |an )?(?:hard |painful |tight |rock hard )*(?:knot|spasm|ball)',
    also: [PAIN],
  },
  // Varicose veins told by their look: bulgy, twisty, knotty (Murtagh).
  {
    evidence: 'bulging_leg_veins',
    pattern:
      '(?:bulgy|twisty|knotty|wiggly|squiggly|snaky|ropey|wormy)(?: (?:and |, )?(?:bulgy|twisty|twisted|knotty|blue|purple|swollen|lumpy|bulging))* veins?',
  },
  // Bitten or scratched by a pet told with a word between ("our new kitten"): cat-scratch disease's exposure (Nelson).
  {
    evidence: 'animal_bite',
    pattern:
      '(?:bitten|scratched|bit|scratch) by (?:a |the |my |our |their |his |her )?(?:new |pet |stray |neighbours? |little |baby |young |friend s )+(?:dog|cat|kitten|puppy|pup)',
  },
  // Wheeze with sport, told as "every time I do cross country I get wheezy" (Australian Asthma Handbook).
  {
    evidence: 'exercise_wheeze',
    pattern:
      'every time (?:i |he |she )?(?:do|does|play|plays|go|goes|run|runs|train|trains)(?: \\w+){0,5} (?:i |he |she )?(?:get|gets|go|goes) (?:really |very |so |a bit |quite )?(?:wheezy|tight chested|tight in the chest|short of breath|breathless)',
    also: [
      { evidence: 'E_214', value: true },
      { evidence: 'E_218', value: true },
      { evidence: 'recurrent', value: true },
    ],
  },
  // A runny nose from one side only in a child: a foreign body until proved otherwise (RCH foreign bodies - nose).
  {
    evidence: 'one_sided_smelly_nasal_discharge',
    pattern:
      '(?:runny nose|snot|discharge|nose (?:is )?running)(?: (?:\\w+|,)){0,8} only (?:from|on|out of|coming from|in) (?:one|the (?:left|right)) (?:side|nostril)',
  },
  // Told as a habit, it has happened before: "every time I ...", "whenever she gets ...", "keep getting", "every
  // month", "3 attacks this year". Not "every time I breathe (cough, swallow, wee ...)": a trigger of a new illness.
  {
    evidence: 'recurrent',
    pattern:
      'every time (?:i|he|she|they|we)(?! (?:breathe|breath|cough|swallow|move|wee|pee|walk|stand|bend|sneeze|turn|lie|sit|press|touch|eat|drink|open|take|try|put|lift|go to the (?:toilet|loo)))|whenever (?:i|he|she|they) (?:get|gets|do|does|go|goes|have|has|am|is|are)\\b|(?:keep|keeps|kept) getting(?! (?:worse|better|bigger|more|sicker|weaker))|(?:every|each) (?:month|period|winter|summer|spring|autumn|year)\\b|(?:\\d+|two|three|four|five|six|a few|several) (?:attacks|episodes|bouts|turns|spells) (?:this|in the last|in the past|over the last|over the past|in) (?:year|month|few months|\\d+ months|six months)',
  },
  // A cauliflower-like growth is a wart, on the skin or the genitals (DermNet warts).
  {
    evidence: 'skin_wart',
    pattern: 'cauliflower (?:looking|like|shaped|type)|look(?:s|ing)? like (?:a |little )?cauliflowers?',
  },
  // Eyes that burn or sting are dry-eye symptoms; "both sides" after the eyes is both eyes (NICE CKS dry eye).
  { evidence: 'dry_eye_feeling', pattern: `${EYE_SAID}(?:burn|burns|burning|sting|stings)` },
  {
    evidence: 'both_eyes',
    pattern: '(?=on |both |in )(?<=\\b(?:eyes|eye ?lids)\\b[^.]{0,80} )(?:(?:on )?both sides|both of them|in both)',
  },
  // Bruising from the slightest knock: easy bruising (senile purpura, a bleeding tendency; Murtagh bruising).
  {
    evidence: 'E_178',
    pattern:
      'bruis(?:e|es|ing) (?:so |very |really |too )?easily|bruises? (?:from|with|after|at) (?:the |a |any )?(?:smallest|slightest|tiniest|littlest|least|lightest|tiny|little|gentlest) (?:bump|knock|touch|thing|pressure)|(?=from |with |after )(?<=\\bbruis\\w*\\b[^.]{0,80} )(?:from|with|after) (?:the |a |any )?(?:smallest|slightest|tiniest|littlest|least|lightest|gentlest) (?:bump|knock|touch)',
    also: [{ evidence: 'bruises_noticed', value: true }],
  },
  // A child woken at night crying with aching legs, well by morning: growing pains (RCH limping child).
  {
    evidence: 'night_leg_pains',
    pattern:
      '(?:wakes|woke|waking|waken) (?:up )?(?:some nights |at night |in the night |most nights |at times )?crying (?:that|because|as|and saying) (?:her|his|their|my) legs (?:hurt|ache|are sore|are aching)',
    also: [PAIN],
  },
  // Periods that have always been bad: painful periods (RANZCOG dysmenorrhoea, endometriosis).
  {
    evidence: 'period_pain',
    pattern:
      'periods? (?:have |has )?(?:always )?(?:been |are |were |is )(?:always )?(?:really |very |so |pretty |super )?(?:bad|awful|horrible|terrible|a nightmare|hell|brutal)',
    also: [PAIN],
  },
  // A year of trying without a pregnancy, told briefly ("trying for a baby 1 year no luck"; NICE CKS infertility).
  {
    evidence: 'difficulty_conceiving',
    pattern:
      'trying (?:for a baby|for a bub|to get pregnant|to conceive|for kids|for a family)(?: for)? (?:over |more than |about |nearly |almost )?(?:a year|1 year|one year|\\d+ years|two years|(?:1[2-9]|[2-9]\\d) months)(?: ,)?(?: (?:with )?(?:no luck|nothing|and nothing|without success|but nothing))?',
  },
];
