import type { LexiconEntry } from './lexicon.js';

const RELIEVER = '(?:blue )?(?:puffer|inhaler|ventolin|reliever|salbutamol|asthmolin)';
const MINUTES = '(?:\\d+|five|ten|fifteen|twenty|thirty) (?:minutes|mins)';
const PROLONGED = '(?:[5-9]|[1-5][0-9]|five|six|seven|eight|nine|ten|fifteen|twenty)';
/** Medicines that hold paracetamol too (Poisons Information: the commonest accidental overdose is two at once). */
const PARACETAMOL_TOO =
  '(?:panadeine|panadeine forte|panamax|mersyndol|codral|lemsip|maxigesic|dymadon|herron|cold and flu (?:tablets|capsules)|paracetamol)';

/**
 * Lay phrasings the triage discriminators depend on, in the words patients, parents and carers use
 * (the emergency told mildly: "a bit puffed", "can only get a few words out", "going longer than usual").
 * Read like the authored findings' own phrasings (normalised text, whole words).
 */
export const TRIAGE_PHRASINGS: LexiconEntry[] = [
  // Coughing blood told small: "coughed up a bit of blood", "coughed up some bright red blood streaks".
  {
    evidence: 'E_45',
    pattern:
      '(?:cough|coughing|coughed|coughs) up (?:a bit of |a little (?:bit of )?|some |a few |streaks of |specks of |bits of )+(?:bright red |red |dark )?(?:blood|bloody)',
    also: [{ evidence: 'E_201', value: true }],
  },
  // "Spit with streaks of blood", "blood-streaked phlegm".
  {
    evidence: 'E_45',
    pattern:
      '(?:spit|phlegm|sputum|mucus|snot) (?:with|that had|that has) (?:some |a few |little )?(?:streaks|specks|flecks|bits|traces|spots) of (?:bright red |red |dark )?blood|blood ?(?:streaked|stained|tinged) (?:spit|phlegm|sputum|mucus)',
    also: [{ evidence: 'E_201', value: true }],
  },
  // A pain told first and the breath after: "a sharp pain on the right of my chest when I breathe in deeply".
  {
    evidence: 'E_220',
    pattern:
      '(?<=\\b(?:pain|pains|hurts?|hurting|sore|aches?|stabbing|catch|catches)\\b(?: [a-z]+){0,8} )(?:when|if|as|whenever|every time) (?:i |he |she |they )?(?:breathe|take a (?:deep |big |full )?breath|breath)(?: in)?(?: deeply| deep| hard)?',
  },
  // Breathlessness told small, or by what it stops: "a bit puffed on the stairs", "too puffed to walk to the car".
  {
    evidence: 'E_66',
    pattern:
      '(?:a bit |bit |a little |little |quite |very |really |so |pretty )+puffed(?! up)(?: out)?|too (?:puffed|breathless|short of breath|out of breath) to (?:walk|move|get up|climb|do anything)',
  },
  // "I can only get a few words out before I need a breath", "too puffed to talk" (ASCIA, asthma first aid: severe).
  {
    evidence: 'cannot_speak_sentences',
    pattern:
      '(?:can|could) only get (?:a few|one or two|two or three|a couple of|\\d+|two|three) words out|too (?:puffed|breathless|short of breath|out of breath) to (?:talk|speak|finish (?:a |my |his |her )?sentences?)',
    also: [{ evidence: 'E_66', value: true }],
  },
  // The reliever every 20 minutes (Australian asthma handbook: needed more than every 3 hours is not helping).
  {
    evidence: 'reliever_not_helping',
    pattern: `(?:using|used|needing|needed|taking|took|having|had|on) (?:my |his |her )?${RELIEVER} every ${MINUTES}`,
  },
  // A fit past five minutes or longer than the person's usual (Epilepsy Action seizure first aid: call 000).
  {
    evidence: 'prolonged_seizure',
    pattern: `(?:jerking|fitting|seizing|convulsing|shaking|twitching|seizure|fit)(?: \\w+){0,3} (?:for|over|more than) (?:about |around |nearly |almost |over |more than )?${PROLONGED} (?:minutes|mins)|(?:seizure|fit|it) (?:is |has been |was )?(?:going|gone|lasting|lasted|going on) (?:on )?(?:for )?(?:much |a lot |way )?longer than (?:usual|normal|(?:her|his|their|my) usual|(?:her|his|their|my) normal (?:ones?|seizures?|fits?))|(?:will not|does not|did not|has not|is not) (?:stop|stopping|stopped) (?:fitting|seizing|jerking|convulsing)`,
    also: [{ evidence: 'E_43', value: true }],
  },
  // A miscarriage under way: bleeding in pregnancy, and heavy when said so ("bleeding is heavy", "soaking a pad").
  {
    evidence: 'bleeding_in_pregnancy',
    pattern:
      '(?:i am|i m|im|she is|am|currently|been) (?:having a |going through a |in the middle of a )?miscarr(?:ying|iage)|miscarrying|(?:having|going through) a miscarriage',
    also: [{ evidence: 'E_167', value: true }],
  },
  {
    evidence: 'pregnancy_heavy_bleeding',
    pattern:
      '(?<=miscarr\\w*(?: (?:[a-z0-9]+|,)){0,20} )(?:(?:bleeding|bled) (?:is |has been |was )?(?:very |really |quite |so )?(?:heavy|heavily|a lot)|heavy (?:vaginal )?bleeding)',
    also: [{ evidence: 'bleeding_in_pregnancy', value: true }],
  },
  // Soaking a pad in minutes, or big clots, is heavy bleeding (RANZCOG; asked only of a bleeding pregnancy).
  {
    evidence: 'pregnancy_heavy_bleeding',
    pattern: `soak(?:ing|ed|s)? (?:through )?(?:a |my |one )?(?:thick |whole |big )?pads? (?:every ${MINUTES}|in (?:less than |under )?(?:an|one|half an) hour)|(?:passing|passed) (?:big|large|huge) clots`,
  },
  // In a pregnancy, a pad soaked every hour is heavy bleeding too (Healthdirect miscarriage: a pad an hour or faster);
  // outside one the same words are a heavy period's.
  {
    evidence: 'pregnancy_heavy_bleeding',
    pattern:
      '(?<=pregnan(?:t|cy)(?: (?:[a-z0-9]+|,)){0,20} )soak(?:ing|ed|s)? (?:through )?(?:a |my |one )?(?:thick |whole |big )?pads? (?:every|each|an) (?:hour|half (?:an )?hour)',
    also: [{ evidence: 'bleeding_in_pregnancy', value: true }],
  },
  // A pregnancy given in weeks without the word pregnant: "30 weeks and backache", "I'm 30 weeks".
  {
    evidence: 'preterm_gestation',
    pattern:
      '(?<!(?:for|past|last|over|about|around|been|those|these|the|few|in|after|within|of) )(?:2[1-9]|3[0-6]) (?:weeks?|wks?)(?= (?:and|with|now|today)\\b)|(?<=(?:i am|i m|im|she is|she s) )(?:2[1-9]|3[0-6]) (?:weeks?|wks?)(?! ago| old| of)',
    also: [
      { evidence: 'pregnancy_over_20_weeks', value: true },
      { evidence: 'E_167', value: true },
    ],
  },
  // The same weeks under 34 ("29 weeks and my waters have gone"), with the word after them so that it is the longer
  // reading and both are read: waters breaking then is a 000 call (RANZCOG PPROM). "I'm 29 weeks" is read below.
  {
    evidence: 'very_preterm_gestation',
    pattern:
      '(?<!(?:for|past|last|over|about|around|been|those|these|the|few|in|after|within|of) )(?:2[1-9]|3[0-3]) (?:weeks?|wks?) (?:and|with|now|today)\\b',
    also: [
      { evidence: 'preterm_gestation', value: true },
      { evidence: 'pregnancy_over_20_weeks', value: true },
      { evidence: 'E_167', value: true },
    ],
  },
  // A large number of tablets taken, on purpose or to misuse them ("took about 20 of his ADHD tablets", "has taken
  // a heap of pills"): an overdose whatever the reason given (Poisons Information Centre: call 000 if unwell).
  {
    evidence: 'took_overdose',
    pattern:
      '(?:took|taken|swallowed|downed|necked) (?:(?:a (?:whole )?(?:heap|load|bunch|handful|stack|fistful)|heaps|loads|a whole (?:packet|box|bottle|strip|sheet)|the whole (?:packet|box|bottle)|(?:about |around |like |maybe |over |nearly |at least )?(?:[1-9][0-9]|ten|fifteen|twenty|thirty|forty|fifty)) (?:of )?(?:my |his |her |their |the |mum s |dad s |nan s )?(?:\\w+ ){0,2}(?:pills|tablets|capsules|meds|medications?))',
  },
  // Tightenings told by their rhythm: "coming every 5 minutes", "my tummy goes hard with each one".
  {
    evidence: 'regular_contractions',
    pattern: `(?:it is |they are |it s |its )?(?:coming|comes|come|happening|happens) (?:on )?every ${MINUTES}|(?:tummy|belly|bump|stomach|uterus) (?:goes|gets|going|getting|went) (?:hard|tight|rock hard) with (?:each|every) (?:one|pain|ache|wave)`,
  },
  // "The baby is moving as much as usual" says the movements are normal, not reduced.
  {
    evidence: 'reduced_fetal_movements',
    pattern:
      '(?:baby|bub|she|he) (?:is |has been |s )?(?:moving|kicking) (?:as much as|just as much as|the same as|like) (?:usual|normal|always|ever|before)|(?:baby|bub) (?:is |has been |s )?(?:moving|kicking) (?:normally|as normal|as usual)',
    value: false,
  },
  // "The baby is moving.", "bub is kicking heaps": told plainly, also movements as usual.
  {
    evidence: 'reduced_fetal_movements',
    pattern:
      '(?:baby|bub) (?:is |has been |s |is still |keeps )(?:moving|kicking)(?: (?:fine|well|lots|heaps|a lot|plenty|all the time|around))?(?= \\.| ,| and|\\s*$)',
    value: false,
    negated: true,
  },
  // Pertinent negatives of the stroke signs, told as what is normal ("my arms and legs are strong", "my
  // speech is clear"): with them a whole-face droop is Bell's palsy (NICE CKS), not a stroke.
  {
    evidence: 'arm_or_leg_weakness_one_side',
    pattern:
      '(?:arms and legs|arms|legs|limbs) (?:are|feel|seem|both feel|are both) (?:completely |totally |perfectly )?(?:strong|fine|normal|ok|okay)(?: and (?:work|move) normally)?|(?:arms and legs|limbs) (?:work|are working|move) (?:normally|fine|ok|okay)',
    value: false,
  },
  {
    evidence: 'E_63',
    pattern:
      '(?:speech|talking|words) (?:is|are|sounds?|seems?) (?:completely |totally |perfectly )?(?:clear|normal|fine|ok|okay)|(?:talking|speaking) (?:normally|clearly|fine)',
    value: false,
  },
  // "Something to help me sleep forever" is a wish to die, not insomnia (RANZCP: ask directly about suicide).
  {
    evidence: 'suicidal_thoughts',
    pattern:
      '(?:want|wanna|wanting|wish|help me|make me|something to|pills? to|tablets? to|just want to) (?:to )?(?:just )?(?:go to )?sleep forever',
  },
  // Tablets saved up, someone else's too ("saving up my mum's tablets").
  {
    evidence: 'suicide_plan',
    pattern:
      '(?:stockpil\\w*|saved up|saving up|been saving|hoarding|stashing|stashed) (?:up )?(?:my |some |all my |all of my )?(?:\\w+ s )?(?:\\w+ )?(?:pills|tablets|medications?|meds)',
    also: [{ evidence: 'suicidal_thoughts', value: true }],
  },
  // A known allergy, then the food: "has a nut allergy and ate a muesli bar" (ASCIA: a likely allergen).
  {
    evidence: 'E_42',
    pattern:
      '(?:has|have|with|got) (?:a |an )?(?:\\w+ )?allergy(?: to \\w+)? and (?:\\w+ )?(?:ate|eaten|had|drank|touched|was given|got stung)|allergic to (?:\\w+ ){1,2}and (?:\\w+ )?(?:ate|eaten|had|drank|touched)',
  },
  // Wild mushrooms eaten (death cap: Healthdirect; the foraged meal itself, amatoxin poisoning's gate), and two paracetamol medicines at once (Poisons Information).
  {
    evidence: 'swallowed_poison',
    pattern:
      '(?:ate|eaten|eating|cooked|had) (?:some )?(?:wild |foraged )?mushrooms (?:that )?(?:i|we|he|she|they) (?:had )?(?:picked|found|foraged|collected|gathered)|(?:picked|foraged|collected|gathered) (?:some )?(?:wild )?mushrooms|wild mushrooms|death caps?',
    also: [{ evidence: 'ate_wild_mushrooms', value: true }],
  },
  {
    evidence: 'swallowed_poison',
    pattern: `(?:taking|took|taken|been taking|having|had) (?:\\w+ ){0,3}(?:panadol|paracetamol)(?: \\w+){0,2} (?:and|with|plus) (?:\\w+ ){0,2}${PARACETAMOL_TOO}|(?:both|they both) (?:have|had|contain|contained) paracetamol`,
  },
  // "Swallowed one of those little round batteries from the remote", "my child swallowed a button battery", "might
  // have swallowed some magnets" (RCH button battery: told by its shape or place): both the battery and the swallowing.
  {
    evidence: 'button_battery',
    pattern:
      '(?:(?:might|may|could|must) (?:well )?have |possibly |probably )?(?:swallowed|ate|eaten|swallow|put in (?:my|his|her|their) mouth) (?:(?:one|two|2|three|3|some|a few|a couple|several|both) of )?(?:those |these |the |them |a |an |one |some |two |2 |several |a few |her |his |my )?(?:little |small |tiny |round |flat |silver |shiny |coin |watch |button |lithium |disc |disk |remote |key |hearing aid )*(?:cell )?(?:batter(?:y|ies)|magnets?|magnetic (?:balls|beads))|(?:button |coin |lithium )?(?:batter(?:y|ies)|magnets?) (?:was |were |has been |have been |got )?swallowed|batter(?:y|ies) (?:from|out of) (?:the |a )?(?:remote|watch|key|car key|scales|toy|calculator|hearing aid|thermometer)',
    also: [{ evidence: 'swallowed_object', value: true }],
  },
  // "We can hardly wake him", "she can barely be woken".
  {
    evidence: 'drowsy',
    pattern:
      '(?:can|could) (?:hardly|barely|only just) (?:wake|rouse|get) (?:him|her|them|my \\w+|the baby)(?: up)?|(?:can|could) (?:hardly|barely|only just) be (?:woken|roused)',
  },
  // "Shaking chills", "shivering fits" are a fever's rigors (NICE NG51).
  { evidence: 'rigors', pattern: '(?:shaking|shuddering) (?:chills|shivers)|(?:shivering|shaking) (?:fits|attacks)' },
  // Seeing what is not there, in withdrawal's words: "seeing bugs on the wall", "insects crawling on the walls".
  {
    evidence: 'hearing_voices',
    pattern:
      '(?:seeing|see|saw|sees) (?:bugs|insects|spiders|ants|snakes|rats|mice|animals|little people|people|faces|shapes)(?: \\w+){0,3} (?:on|in|crawling|coming out of|climbing) (?:the |my |his |her )?(?:walls?|ceiling|floor|bed|skin|room)|(?:bugs|insects|spiders|ants) (?:crawling|climbing) (?:on|over|up|all over) (?:the |my |his |her )?(?:walls?|ceiling|floor|bed|skin)',
  },
  // Grandiose beliefs told by a relative: "saying he is god", "thinks she has special powers" (RANZCP mania).
  {
    evidence: 'elevated_mood',
    pattern:
      '(?:says|saying|said|thinks|believes|convinced|claims|claiming) (?:that )?(?:he|she|they) (?:is|s|are|was|were|has|have|had) (?:god|jesus|the messiah|a prophet|chosen|invincible|immortal|(?:got )?(?:special|magic|super) ?powers|superpowers)',
  },
  // Wishing not to be here, told softly: "sometimes wish I wasn't here", "it would be easier not to wake up".
  {
    evidence: 'suicidal_thoughts',
    pattern:
      '(?:wish|wished|wishing) (?:that )?(?:i|he|she) (?:was|were|wasn t|weren t|was not|were not) (?:not )?(?:here|around|alive)|(?:wish|wished|wishing) (?:that )?(?:i|he|she) (?:could )?(?:just )?disappear|(?:easier|better) (?:for everyone )?(?:if i|to|if i just|to just) (?:not wake up|didn t wake up|did not wake up|never woke up|was not here|wasn t here|weren t here|were not here|not be here|not exist)',
  },
  // A burn told by its size against the hand, or its pale or white patches (Healthdirect, RCH burns: bigger than
  // the patient's palm, about 1% of the body, or deep, needs hospital care).
  {
    evidence: 'serious_burn',
    pattern:
      '(?:much |far |a lot )?(?:bigger|larger) than (?:his|her|my|their|the|a|your) (?:own )?(?:hand|palm)|(?:several|many|two|three|a few) (?:of (?:his|her|my|their) )?(?:hand|palm)s?(?: sizes| sized| in size)|(?<=\\b(?:burn|burns|burnt|burned|scald|scalds|scalded|blisters?)\\b[^.]*)(?:patches|parts|areas|bits|spots) (?:look|looks|are|is|that look|that are) (?:white|grey|leathery|waxy)|blisters? (?:covers?|covering|across|over) (?:most of |all of |the whole of |much of )?(?:the |my |his |her )?palm',
    also: [{ evidence: 'burn_injury', value: true }],
  },
  // "Used my EpiPen" also tells a likely allergen met (ASCIA).
  {
    evidence: 'adrenaline_given',
    pattern: '(?:used|gave|given|had to use|jabbed|injected) (?:my |his |her |their |an |the )?(?:epi ?pen|ana ?pen)',
    also: [{ evidence: 'E_42', value: true }],
  },
  // A face that will not move or has dropped on one side: "half my face has dropped", "the right side of my face won't move".
  {
    evidence: 'E_156',
    pattern:
      '(?:half|one side|the (?:left|right) side|side)(?: of)? (?:my|his|her|their|the) face (?:has |had |is |s )?(?:dropped|drooped|drooping|droopy|fallen|sagging|gone droopy|won t move|will not move|does not move|can not move|is not moving|is paralysed|is paralyzed|is numb and droopy)|(?:my|his|her) face (?:has |is )?(?:dropped|drooping|droopy|sagging) on (?:one|the (?:left|right)) side',
    // Longer than the sudden weakness's own "face has dropped", so read as both.
    also: [{ evidence: 'sudden_weakness_one_side', value: true }],
  },
  // The migration told in one breath: "pain in his tummy that has moved to the right side" (RCH appendicitis).
  {
    evidence: 'pain_moved_right_lower',
    pattern:
      '(?<=\\b(?:tummy|stomach|belly|abdominal|abdomen|tummy ache|pain)\\b[^.]{0,40})(?:has |had |s )?(?:moved|shifted|travelled|traveled|migrated|gone|went) (?:down )?(?:over )?(?:to|into) (?:the |my |his |her )?(?:lower |bottom )?right(?: side| hand side)?',
  },
  // "It hurts more when he walks or coughs": jolting pain, the sign of an inflamed peritoneum (walking and coughing
  // together: either alone is any pain's).
  {
    evidence: 'peritonism',
    pattern:
      '(?:hurts?|pain|sore|worse)(?: \\w+){0,2} (?:more |worse )?(?:when|if|whenever|every time) (?:he |she |i |they )?(?:(?:walks?|walking|moves?|moving) or (?:coughs?|coughing|sneezes?|jumps?)|(?:coughs?|coughing) or (?:walks?|walking|moves?|moving))',
  },
  // A burn over much of the body: "several hand sizes", "covers his whole back" (RCH burns: more than 10% of a
  // child's body, 15% of an adult's, needs a burns unit).
  {
    evidence: 'extensive_burn',
    pattern:
      '(?:several|many|lots of|five|ten|a dozen) (?:of (?:his|her|my|their) )?(?:hand|palm)s?(?: sizes| sized| in size| big)?|(?<=\\b(?:burn|burns|burnt|burned|scald|scalds|scalded|spilled|spilt|poured)\\b[^.]*)(?:over|across|covers?|covering|down) (?:(?:most|much|all|half|the whole|a large part|a big part) of )?(?:his|her|my|their|the) (?:chest|tummy|belly|back|whole|entire)(?:,? (?:tummy|belly|chest|back|arm|arms|leg|legs|and|one|both|his|her|my))*' +
      // "The skin is blistering over a large area" after a burn or scald.
      '|(?<=\\b(?:burn|burns|burnt|burned|scald|scalds|scalded|spilled|spilt|poured|hot (?:tea|coffee|water|drink|soup|oil|fat|milk))\\b[^]{0,120})(?:blister\\w*|burn\\w*|scald\\w*|red and raw|peeling) (?:over|across|covering|on) (?:a |quite a )?(?:large|big|wide|huge) (?:area|part|patch)',
    also: [
      { evidence: 'serious_burn', value: true },
      { evidence: 'burn_injury', value: true },
    ],
  },
  // "Tender on the thumb side of the wrist", "pain at the base of his thumb, tender in the hollow there" after a fall on
  // the hand (NICE CKS scaphoid fracture).
  {
    evidence: 'snuffbox_tenderness',
    pattern:
      '(?<=\\bthumb\\b[^.]{0,80} )(?:tender|sore|painful) (?:in|over) the (?:little )?hollow|(?:tender|sore|hurts|painful)(?: \\w+){0,2} (?:on|at|over) the thumb side(?: of (?:my |his |her |the )?wrist)?|(?:thumb side|base of (?:my |his |her |the )?thumb) (?:of (?:my |his |her |the )?wrist )?(?:is |feels )?(?:tender|sore)',
  },
  // "I'm 28 weeks pregnant": under 34 weeks, read with the preterm weeks it is part of.
  {
    evidence: 'very_preterm_gestation',
    pattern:
      // The whole "I'm 28 weeks pregnant", longer than the preterm weeks' own phrasing, so that both are read.
      '(?:i am|i m|im|she is|she s|i am now|i m now) (?:2[0-9]|3[0-3]) (?:and a half )?weeks(?: pregnant| along| gestation)?\\b(?! (?:ago|old|late|overdue|since|now since))',
    also: [
      { evidence: 'preterm_gestation', value: true },
      { evidence: 'pregnancy_over_20_weeks', value: true },
      { evidence: 'E_167', value: true },
    ],
  },
  // The warning signs of a suicide already planned, told by what has been done (RANZCP self-harm and suicide;
  // Lifeline warning signs: goodbye letters, a noose or rope ready, a time set): a plan, and the thoughts with it.
  {
    evidence: 'suicide_plan',
    pattern:
      '(?:written|wrote|writing|left|leaving) (?:some |a few |my |the )?(?:goodbye |farewell |suicide )?(?:letters?|notes?) (?:to|for) (?:my |his |her )?(?:kids|children|family|wife|husband|partner|parents|mum|dad|everyone|loved ones)|(?:goodbye|farewell|suicide) (?:letters?|notes?)|(?:a |the )?noose|(?:got|have|bought|put|tied|set up) (?:a |the )?rope (?:ready|in the (?:shed|garage)|up|to)|(?:planning|planned|going|decided) to (?:do it|end it|end my life|kill myself) (?:tonight|today|tomorrow|this weekend|soon)',
    also: [{ evidence: 'suicidal_thoughts', value: true }],
  },
  // Affairs put in order (a pet or belongings given away, a will sorted) told with an end in sight ("it'll all be
  // over soon", "I won't be around much longer"): the warning signs of a planned suicide (Lifeline and Healthdirect
  // suicide warning signs; RANZCP self-harm and suicide).
  {
    evidence: 'suicide_plan',
    pattern:
      '(?:(?:given|giving|gave) (?:away )?(?:my |all my |most of my )?(?:dog|cat|pets?|things|stuff|belongings|possessions|guitar|car|tools)(?: away)?(?: to \\w+(?: \\w+)?)?|(?:sorted|sorting|made|updated|written|wrote|finished) (?:out )?my will|said (?:my )?goodbyes?)(?: [\\w,]+){0,10} (?:it|this|everything) (?:will|is going to|s going to|ll) (?:all )?be over (?:soon|tonight|shortly)|(?:(?:given|giving|gave) (?:away )?(?:my |all my )?(?:dog|cat|pets?|things|belongings|possessions)|sorted (?:out )?my will)(?: [\\w,]+){0,10} (?:i )?(?:will not|won t) be (?:around|here) (?:much )?(?:longer|for long|soon)',
    also: [{ evidence: 'suicidal_thoughts', value: true }],
  },
  // "Acting drunk but he hasn't had a drink": confusion told by a relative (Diabetes Australia: a hypo may look like
  // being drunk; Australasian Triage Scale: altered conscious state).
  {
    evidence: 'E_39',
    pattern:
      '(?:acting|seems|seeming|looks|looking|behaving|talking|sounds|sounding) (?:like (?:he|she|they) (?:is|are|s) |as if (?:he|she|they) (?:is|was|are|were) )?drunk(?=,? (?:but|though|and|even though) (?:he|she|they) (?:has not|hasn t|have not|haven t|did not|didn t|had not|hadn t) (?:had|have|drunk|touched|been drinking))',
  },
  // A hangover told as the worst ever, or that the light is unbearable with: a headache, asked about as one
  // (a bleed on the brain or meningitis is "the worst hangover of my life" to someone who had a drink).
  {
    evidence: 'E_53',
    pattern: '(?:worst|terrible|awful|killer|massive|horrible|bad|shocking) hangover',
    also: [
      { evidence: 'E_55', value: ['V_89', 'V_62'] },
      { evidence: 'recent_heavy_drinking', value: true },
    ],
  },
  // A pressure told by where it sits: "a pressure in the middle of my chest" (Heart Foundation warning signs).
  {
    evidence: 'E_53',
    pattern:
      '(?:pressure|tightness|heaviness|squeezing|weight|heavy feeling|tight feeling) (?:right )?in the (?:middle|centre|center) of (?:my |the |his |her )?chest',
    also: [
      { evidence: 'E_55', value: ['V_101', 'V_29'] },
      { evidence: 'E_54', value: ['V_183'] },
    ],
  },
  // A pregnancy's weeks as the first words, then a comma: "34 weeks, bad headache" (not a duration, which is told
  // after the complaint: "a cough for 3 weeks").
  {
    evidence: 'preterm_gestation',
    pattern: '(?<=^\\s)(?:2[1-9]|3[0-6]) (?:weeks?|wks?)(?= ?,)',
    also: [
      { evidence: 'pregnancy_over_20_weeks', value: true },
      { evidence: 'E_167', value: true },
    ],
  },
  // A choking fit told while eating, or as coughing and gagging that came on suddenly (RCH inhaled foreign body:
  // a witnessed choking episode is the history that matters; a nut or food is the usual cause).
  {
    evidence: 'choking_episode',
    pattern:
      '(?<=\\b(?:eating|ate|chewing|sucking on|playing with)\\b[^.]{0,40})(?:started|began|was|were|went|suddenly) (?:choking|gagging)|(?:suddenly|all of a sudden) (?:started|began) (?:coughing and gagging|gagging and coughing|choking)',
    also: [{ evidence: 'E_201', value: true }],
  },
  // Bleeding in a pregnancy told by what it soaked: "quite a lot, it soaked my pad" (RANZCOG antepartum
  // haemorrhage; Healthdirect: heavy bleeding in pregnancy).
  {
    evidence: 'pregnancy_heavy_bleeding',
    pattern:
      '(?<=\\b(?:bleeding|blood|bleed)\\b[^.]{0,40})(?:it |has |have |it has |already )?(?:soaked|soaking|soaks) (?:through )?(?:my|a|the|her) (?:pad|pads|undies|underwear|knickers|pants|clothes)',
  },
  // Trouble speaking told by what is heard: "my speech is jumbled", "my words keep coming out wrong" (Stroke
  // Foundation FAST: speech slurred or jumbled).
  {
    evidence: 'E_63',
    pattern:
      '(?:speech|words|talking) (?:is |are |has |have |was |were |keeps? |seems? )?(?:gone |going |become |getting |coming out |come out )?(?:all )?(?:jumbled|garbled|muddled|mixed up|scrambled|wrong|all wrong|back to front)|(?:words|it) (?:keep |keeps |kept )?(?:coming|come|comes|came) out (?:all )?(?:wrong|jumbled|muddled|garbled|mixed up)|(?:jumbled|garbled|muddled) (?:speech|words)',
  },
  // One hand or arm that has turned clumsy, told by what it drops (Stroke Foundation FAST: arm weakness). The
  // side is said: carpal tunnel numbness is both hands or told as numb, not as a hand gone clumsy.
  {
    evidence: 'arm_or_leg_weakness_one_side',
    pattern:
      '(?:my |his |her |their )?(?:left |right )?(?:hand|arm) (?:has |have |had |is |was )?(?:gone|went|become|turned|suddenly|all of a sudden|feels?|felt)? ?(?:all |really |very |a bit )?clumsy|(?:keep|keeps|kept) dropping (?:things|stuff|everything|my cup|cups) (?:with|from|out of) (?:my |his |her |their |the )?(?:left|right) (?:hand|arm)' +
      // the side told after: "he's gone clumsy with his right hand"
      '|(?:gone|went|become|became|turned|is|was|been|getting|got) (?:all |really |very |a bit )?clumsy (?:with|in|using) (?:my |his |her |their |the )?(?:left|right) (?:hand|arm)',
  },
  // Light bleeding told as spotting, the word women use for it (RANZCOG early pregnancy bleeding).
  {
    evidence: 'vaginal_bleeding',
    pattern:
      '(?:some|a bit of|a little|a little bit of|light|brown|brownish|dark|pink|red|a few days of|been) spotting|spotting (?:and|with|since|for)',
  },
  // Bleeding told by where it comes from in women's own words, or as a little bleeding with nothing else named
  // in the sentence: "some bleeding from down below", "some light bleeding".
  {
    evidence: 'vaginal_bleeding',
    pattern:
      '(?:bleeding|bled|blood|bleed) (?:from|out of|coming from) (?:down below|down there|my privates|her privates)|(?:some|a little|a bit of|a little bit of|a small amount of) (?:light |brown |dark )?bleeding(?=\\s*$|\\s*[.,;])',
  },
];
