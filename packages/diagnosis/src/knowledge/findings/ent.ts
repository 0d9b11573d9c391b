import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Ears, nose, throat and mouth. */
export const ENT_FINDINGS: FindingDef[] = [
  // — Ears
  yesNo(
    'ear_discharge',
    'Is there any discharge or fluid coming out of the ear?',
    'otorrhoea',
    [
      '(?:discharge|pus|fluid|gunk|goo|liquid|wax and pus|stuff) (?:coming )?(?:from|out of|leaking from|in) (?:my |his |her |the )?ears?|ears? (?:is |are )?(?:leaking|weeping|discharging|oozing|running)|(?:runny|weeping|leaking) ears?|otorrho?ea|(?<=ears?(?: \\w+){0,7} )(?:some |a bit of |yellow |yellowish |green |smelly |white |clear |sticky )*(?:discharge|pus|fluid|gunk|goo|liquid|stuff|muck) (?:is |has been )?(?:coming|leaking|oozing|draining|running|dripping|pouring|weeping) out(?: of (?:it|there))?',
    ],
    0.01,
  ),
  yesNo(
    'hearing_loss_sudden',
    'Did the hearing in one ear go suddenly, over a few hours or up to 3 days?',
    'sudden hearing loss',
    [
      '(?:woke|woken|waking) up (?:\\w+ ){0,3}(?:and|with|to find|unable to) (?:i )?(?:can not|could not|can t|couldn t|not able to)? ?hear (?:out of|in|from|with|anything (?:in|out of|from)) (?:my |one |the )?(?:left |right )?ear',
      // "Woke up deaf in his right ear": the waking is the suddenness, the ear's deafness read with its side.
      '(?:woke|woken|waking)(?: up)?(?= deaf in (?:my |his |her |one |the )?(?:left |right )?ear)',
      '(?:suddenly|sudden) (?:lost|loss of|losing) (?:my |the |all |all my |some )?hearing|(?:suddenly )?(?:went|gone|go) deaf(?: suddenly)?|suddenly (?:deaf|can not hear)|(?:hearing|ear) (?:suddenly )?(?:went|has gone|gone|went suddenly) (?:suddenly )?(?:deaf|dead|muffled)|woke (?:up )?(?:and (?:i )?(?:was|am) |with (?:a )?)?(?:deaf|can not hear)|sudden (?:hearing loss|deafness)',
    ],
    0.002,
    {
      implies: ['hearing_loss'],
      redFlag: { reason: 'sudden hearing loss (needs treatment within days)', urgency: 'urgent' },
    },
  ),
  yesNo(
    'hearing_loss_one_side',
    'Is the hearing loss in one ear only?',
    'unilateral hearing loss',
    [
      '(?:deaf|can not hear(?: well| properly)?|hearing loss|hearing (?:is )?(?:worse|muffled|reduced|going)|lost (?:the )?hearing|losing (?:my |the )?hearing) (?:in|on|out of|of) (?:only )?(?:my |the )?(?:one|left|right) (?:ear|side)(?: only)?|(?:one|left|right) (?:ear|side) (?:is |has gone )?(?:deaf|muffled)|deaf in one ear',
    ],
    0.01,
    { parent: 'hearing_loss', implies: ['hearing_loss'] },
  ),
  yesNo(
    'hearing_loss',
    'Has your hearing got worse?',
    'hearing loss',
    [
      '(?:can not|could not|can hardly|hard to|trouble|difficulty|struggl\\w*(?: to)?) hear(?:ing)?|(?:lost|losing|loss of|reduced|muffled|poor|decreased) (?:my |his |her )?hearing|hearing (?:is |has |has been |seems )?(?:(?:slowly|gradually|steadily) )?(?:(?:got|gotten|getting|become|been getting) )?(?:(?:a bit|a little|really|very|quite) )?(?:muffled|worse|gone|reduced|poor|not (?:good|great|right))|(?:deaf|deafness)|(?<!sudden |one sided |unilateral )hearing loss|hard of hearing|sounds? (?:muffled|far away)|muffled(?: ,| and)? (?:(?:left|right) )?ears?',
      // The ear told between: "my hearing in both ears has been slowly getting worse".
      'hearing in (?:my |both |one |the )?(?:left |right )?ears? (?:is |has |has been )?(?:(?:slowly|gradually|steadily) )?(?:(?:got|gotten|getting|become|been getting) )?(?:(?:a bit|a little|much|really) )?(?:worse|muffled|poor)',
      // What families notice: "doesn't seem to hear properly", "turns the TV up", "keeps saying pardon".
      '(?:does not|do not|did not|is not|are not|not) seem to (?:be )?(?:hear|hearing)\\b|(?:does not|do not|did not|is not|are not|not) (?:always |really )?(?:hear(?:ing)?|heard) (?:properly|well|very well|as well|clearly|us|me|him|her|them|you|people|things|the teacher|his teacher|her teacher)|(?:turns?|turning|turned|have|has|had|puts?|needs?|wants?) (?:the )?(?:tv|television|telly|volume|radio|music) (?:turned )?(?:up )?(?:loud|louder|up loud|right up|really loud|very loud|up high)|(?:asks?|asking|ask) (?:us |me |people |everyone )?to repeat (?:things|myself|ourselves|what)|(?:keeps? |always )?(?:saying|says) (?:pardon|what|huh) (?:all the time|a lot)|mishear\\w*|(?:hard|difficult|struggle|struggling) to (?:follow|keep up with|hear) (?:a |the )?conversations?|(?:wear|wears|wearing|have|has|got|use|uses|using|need|needs) (?:a |two |my |his |her )?hearing aids?|(?:does not|do not|did not|never) (?:answer|respond|react|turn around|come)(?: \\w+)? when (?:we|i|you|people|someone) (?:call|calls|called|talk|speak)',
    ],
    0.02,
  ),
  yesNo(
    'tinnitus',
    'Do you hear ringing, buzzing or hissing in your ears?',
    'tinnitus',
    [
      '(?:ringing|buzzing|hissing)(?= (?:and|with) (?:some |a |my )?(?:hearing|deaf|muffled|loss|dizz))|(?:ringing|buzzing|hissing|whooshing|humming|pulsing|roaring|rushing|whistling|crackling) (?:noise |noises |sound |sounds )?(?:in|of) (?:my |the |his |her |both |one )?(?:left |right )?ears?|(?:a |constant |strange |loud )?(?:noise|noises|sound) (?:in|inside) (?:my |his |her |one |both )?(?:left |right )?ears?|ears? (?:are |is |has been |have been |keeps? |keep on )?(?:ringing|buzzing|humming|hissing|roaring)|ears? (?:have|has|with) (?:a |an )?(?:constant |high pitched |low |loud |faint |steady )*(?:ringing|buzzing|humming|hissing|roaring|whistling)|tinnitus',
    ],
    0.03,
  ),
  yesNo(
    'ear_fullness',
    'Does your ear feel blocked or full?',
    'aural fullness',
    [
      '(?:blocked|clogged|plugged)(?: ,| and)? (?:muffled|dull|deaf|sore|itchy)? ?(?:(?:left|right) )?ears?|(?:blocked|full|clogged|plugged|stuffed|popping) ears?|ears? (?:is |are |feels? |felt |has felt |have felt |has been |have been |keeps? feeling |still feels? )?(?:blocked|full|clogged|plugged|under ?water|popping|blocked up)|(?:feels?|like) (?:i am )?under ?water',
      // "can't hear out of my left ear, feels blocked up"
      '(?<=\\bears?\\b[^.]{0,40})(?:feels?|felt|feeling|is|it is) (?:all |really |a bit |kind of )?(?:blocked|clogged|plugged|full|stuffed)(?: up)?',
    ],
    0.03,
  ),
  yesNo(
    'ear_itch',
    'Is your ear canal itchy?',
    'itchy ear',
    [
      // "my ear is so itchy", "ears are really itchy inside": the word of degree in between.
      'itch(?:y|ing)? (?:ears?|ear canal|inside (?:my )?ear)|ears? (?:is |are |has been |have been |feels? |gets? )?(?:so |really |very |super |insanely |incredibly |a bit |quite )?(?:itchy|itching)',
    ],
    0.02,
  ),
  yesNo(
    'swimming',
    'Have you been swimming, or got water in your ears, recently?',
    'recent swimming or water in the ear',
    [
      'swimm(?:ing|er)|(?:water|shower water) (?:got |stuck |trapped )?in (?:my |his |her )?ears?|(?:surfing|diving|snorkell?ing|at the (?:beach|pool))',
    ],
    0.08,
    { kind: 'exposure' },
  ),
  yesNo(
    'pulling_ear',
    'Has the child been pulling or rubbing at an ear?',
    'pulling at the ear',
    [
      '(?:pulling|tugging|rubbing|grabbing|holding|pulls|tugs|rubs|grabs|holds|pulled|tugged) (?:at |on )?(?:my |his |her |their |the |one |both )?(?:left |right )?ears?',
    ],
    0.02,
    { askIf: { maxAge: 6 } },
  ),

  // — Nose, throat, mouth
  yesNo(
    'sneezing',
    'Have you been sneezing a lot?',
    'sneezing',
    ['sneez(?:e|es|ing|y)|sneezing fits|(?:lots of|heaps of|constant) sneezing'],
    0.05,
  ),
  yesNo(
    'nosebleed_not_stopping',
    'Has the nosebleed gone on for more than 20 minutes despite pinching the soft part of the nose, or is it very heavy?',
    'epistaxis not controlled by pressure',
    [
      // (a nose that "won't stop running" is a runny nose: the bleeding is named)
      'nose ?bleeds? (?:just )?(?:will not|does not|has not|is not|can not|would not|won t) (?:stop|stopping|stopped|settle)(?: bleeding)?|nose (?:just )?(?:will not|does not|has not|is not|can not|would not|won t) (?:stop|stopping|stopped) bleeding|(?:nose ?bleeds?|nose) (?:has been |keeps |kept |was |is |has )?bleeding (?:for|over) (?:more than |over |about |nearly |almost )?(?:(?:20|twenty|25|30|thirty|40|forty|45) (?:minutes|mins)|an hour|hours|half an hour|over an hour|more than an hour)|nose ?bleeds? (?:has been |was |is )?(?:going )?(?:for|over) (?:more than |over |about |nearly |almost )?(?:(?:20|twenty|25|30|thirty|40|forty|45) (?:minutes|mins)|an hour|hours|half an hour|over an hour|more than an hour)|(?:pouring|gushing|streaming|pumping) (?:out )?blood (?:from|out of) (?:my |his |her |the )?nose|blood (?:is |keeps |has been |was )?(?:pouring|gushing|streaming|pumping|running) (?:out )?(?:from|out of) (?:my |his |her |their |the )?nose|(?:heavy|massive|huge) nose ?bleed',
      // "I've pinched it for 20 minutes and it's still bleeding"
      '(?:pinched|pinching|held|holding|squeezed|squeezing|pressed|pressing) (?:it|my nose|his nose|her nose|the nose|the soft part(?: of (?:my |his |her |the )?nose)?)(?: \\w+){0,4} (?:and|but) (?:it is |it has |it has been |it was |it )?(?:still|keeps|kept) (?:bleeding|going|pouring|gushing)|(?:still|keeps) bleeding (?:even )?(?:after|despite|with) (?:pinching|holding|squeezing|pressing)',
    ],
    0.002,
    { implies: ['nosebleed'], redFlag: { reason: 'nosebleed not stopping with pressure', urgency: 'emergency' } },
  ),

  // — Throat (added)
  yesNo(
    'nosebleed',
    'Have you had a nosebleed?',
    'epistaxis',
    [
      'nose ?bleeds?|blood(?:y)? noses?|(?:bleeding|bloody|blood (?:from|out of)) (?:from )?(?:my |his |her |the )?nose|nose (?:is |keeps |has been |started )?bleeding|epistaxis',
    ],
    0.02,
  ),
  yesNo(
    'tonsil_exudate',
    'Are there white spots or pus on your tonsils?',
    'tonsillar exudate',
    [
      'tonsils? (?:are |is |look |looks )?(?:\\w+ )?(?:and )?(?:white|covered in (?:white|pus)|with white (?:spots|stuff|patches))',
      '(?:white|yellow) (?:spots|patches|stuff|pus|dots) (?:on|at the back of) (?:my |his |her |the )?(?:tonsils?|throat)|pus (?:on|in) (?:my |his |her |the )?(?:tonsils?|throat)|(?:swollen|big|enlarged|huge) tonsils?|tonsils? (?:are |is )?(?:swollen|big|enlarged|huge|covered)',
    ],
    0.01,
  ),
  yesNo(
    'muffled_voice',
    'Is your voice muffled (like a hot potato in the mouth), or is it hard to open your mouth?',
    'muffled "hot potato" voice',
    ['(?:hot potato|muffled) voice|voice (?:is |sounds )?(?:muffled|like i have a hot potato)|hot potato'],
    0.003,
    { redFlag: { reason: 'muffled voice (possible deep throat infection)', urgency: 'urgent' } },
  ),
  yesNo(
    'cold_sores',
    'Do you have tingling blisters on or around your lips (cold sores)?',
    'herpes labialis',
    // (blisters or a tingling sore on the lip, which are also a blistering rash, are read in src/understanding/lexicon.ts)
    ['cold sores?|fever blisters?'],
    0.02,
  ),
  yesNo(
    'white_patches_mouth',
    'Are there white patches in your mouth or on your tongue that wipe off?',
    'oral candidiasis',
    [
      'white (?:patches|coating|spots|stuff|film) (?:in|on|inside) (?:my |his |her |the )?(?:mouth|tongue|cheeks)|(?:mouth|tongue) (?:is |has )?(?:white|coated)|oral thrush',
    ],
    0.01,
  ),
  yesNo(
    'loss_of_taste',
    'Have you lost your sense of taste?',
    'loss of taste',
    [
      '(?:lost|loss of|no|losing) (?:my |the )?(?:sense of )?taste|can not taste(?: anything)?|(?:food|everything) (?:tastes|has no taste|is tasteless)|(?:taste and smell|smell and taste)',
    ],
    0.01,
  ),
  yesNo(
    'dental_swelling',
    'Is there swelling of the gum or face near a sore tooth?',
    'dental or facial swelling near a tooth',
    [
      '(?:swollen|swelling|lump|abscess) (?:on|in|of) (?:my |the )?(?:gums?|jaw|face) (?:near|by|around|over) (?:a |the |my )?(?:tooth|teeth|molar)|(?:gum|tooth|dental) (?:abscess|boil|swelling)|(?:face|cheek|jaw) (?:is )?swollen (?:from|because of|near) (?:a |my |the )?(?:tooth|teeth)',
    ],
    0.01,
  ),

  // — Ears (added)
  yesNo(
    'ear_pain_touching',
    'Does it hurt when you touch or pull the outer ear, or press just in front of it?',
    'pain on moving the pinna or pressing the tragus',
    [
      '(?:hurts?|painful|sore|pain|agony) (?:when|if) (?:i |you )?(?:touch|pull|press|push on|move|tug) (?:on )?(?:my |the |his |her )?(?:outer )?(?:ear|earlobe|ear lobe)|(?:touching|pulling|pressing|tugging) (?:on )?(?:my |the |his |her )?(?:outer )?ear (?:hurts|is painful|makes it worse|is agony)|ear (?:is )?(?:tender|sore|painful) to (?:touch|the touch)',
    ],
    0.01,
    { kind: 'sign', implies: ['pain'] },
  ),
  yesNo(
    'swelling_behind_ear',
    'Is there a red, tender swelling behind the ear, or is the ear pushed forward or sticking out more than the other?',
    'postauricular swelling (possible mastoiditis)',
    [
      '(?:swelling|swollen|redness|red swelling|red and swollen) (?:area |spot |bump )?behind (?:my |the |his |her |their )?ear|ear (?:is )?(?:sticking|pushed|poking|bent) (?:out|forward)',
      // Told the other way round: "the area behind her ear is red and swollen", "the ear sticks out" (RCH mastoiditis).
      '(?:area |skin |bone )?behind (?:my |the |his |her |their )?ears? (?:is |are |has gone |looks |has become |went )?(?:all |very |really )?(?:red|swollen|puffy|bulging|lumpy)|ears? (?:sticks|stick|is sticking|pokes|juts|stands) (?:out|forward)',
    ],
    0.003,
    { redFlag: { reason: 'swelling behind the ear (possible mastoiditis)', urgency: 'urgent' } },
  ),
  yesNo(
    'ear_blisters',
    'Are there blisters or scabs in or around the ear?',
    'vesicles in or around the ear',
    ['(?:blisters?|vesicles?|cold sores?) (?:in|on|around|inside|behind) (?:my |the |his |her )?ears?'],
    0.002,
    { kind: 'sign', implies: ['blisters'] },
  ),
  yesNo(
    'recent_flight_dive',
    'Did this start during or after a flight, a scuba dive or another big change in pressure?',
    'recent flight or dive (barotrauma)',
    [
      '(?:after|since|on|during|from) (?:a |the |my |our )?(?:flight|flying|plane (?:trip|ride)|scuba dive|dive|diving|descent|landing)|scuba diving|free ?diving|(?:ears?) (?:popped|blocked|hurt|would not pop) (?:on|during|after|when) (?:the )?(?:plane|flight|landing|descent|dive)',
      // "since I flew home", "after we landed"
      '(?:since|after|when) (?:i |we )?(?:flew|flown|got off the plane|landed|came off the plane)',
    ],
    0.03,
    { kind: 'exposure' },
  ),
  yesNo(
    'ear_trauma',
    'Did it start after something went into the ear (a cotton bud, hairpin), a slap or blow to the ear, or a very loud blast?',
    'ear trauma (instrumentation, slap or blast)',
    [
      '(?:using|use|used|uses) (?:cotton buds?|q ?tips?)|(?:cotton buds?|q ?tips?|ear buds?|hair ?pins?|bobby pins?|pen|key|matchsticks?) (?:in|into|inside|down) (?:my |his |her |the )?ears?|(?:slap|slapped|hit|punched|whacked|smacked|blow|kick|kicked) (?:on|to|in|over) (?:the |my |his |her )?ears?|(?:poked|scratched|cleaning|cleaned|clean|dug) (?:in |out )?(?:my |his |her |the )?ears? (?:with|out with) (?:a |some )?(?:cotton buds?|q ?tips?|ear buds?|hair ?pins?|bobby pins?)|(?:explosion|blast|firecracker|gunshot|bomb) (?:went off )?(?:near|next to|beside|right by) (?:my |his |her )?ears?',
    ],
    0.02,
    { kind: 'history' },
  ),
  yesNo(
    'vertigo_positional',
    'Is the spinning set off by moving your head, rolling over in bed, lying down or looking up, and does each spell settle within a minute?',
    'brief positional vertigo',
    [
      '(?:spin\\w*|dizz\\w*|vertigo|room spins?)(?: (?!(?:and|but|or|not)\\s)\\w+){0,3} (?:when|whenever|if|as|every time) (?:i )?(?:roll over|turn over|roll|lie down|lay down|look up|tilt (?:my )?head|turn (?:my )?head|move (?:my )?head|get (?:into|in|out of) bed|sit up in bed|bend down)(?: in bed)?|(?:rolling|turning) over in bed (?:makes|sets off|brings on|triggers)(?: \\w+){0,3}|(?:happens|comes on|starts|is set off|is triggered|is brought on) (?:when|whenever|every time|if) (?:i )?(?:roll over|turn over) in bed|positional vertigo|bppv',
    ],
    0.01,
    { implies: ['vertigo'] },
  ),
  yesNo(
    'vertigo_constant',
    'Has the spinning been there constantly for a day or more, even when you keep completely still?',
    'continuous vertigo for a day or more',
    [
      '(?:constant|continuous|non ?stop|persistent|severe) (?:spinning|vertigo)|(?:spinning|vertigo|room (?:is |has been |keeps )?spinning) (?:is |has been )?(?:constant|continuous|constantly|continuously|all the time|all day|non ?stop|even (?:when|if) i (?:keep|stay|lie|sit) still)|(?:spinning|vertigo) (?:has not|will not|does not) (?:stopped|stop|settle|settled)',
    ],
    0.005,
    { implies: ['vertigo'] },
  ),
  yesNo(
    'noise_exposure',
    'Have you been exposed to loud noise, at work or from music, shooting or machinery?',
    'noise exposure',
    [
      '(?:loud|heavy) (?:noise|music|machinery|concerts?|gigs?|festivals?)|(?:work|worked|working) (?:with|around|near|in) (?:loud|noisy|heavy) (?:machinery|machines|noise|equipment|factory)|(?:target|rifle|clay|pistol) shooting|(?:go|went|going) shooting|shooting (?:range|club)|gunfire|firearms|rifles?|shotguns?|(?<!\\blike (?:a )?)(?:jackhammers?|chainsaws?)|(?:use|using|work with) (?:angle grinders?|power tools) (?:all day|every day|at work)|(?:noisy|loud) (?:job|workplace|factory|work|environment)|(?:ear|hearing) (?:protection|muffs|plugs)',
    ],
    0.08,
    { kind: 'exposure' },
  ),

  // — Nose (added)
  yesNo(
    'throat_pain_one_side',
    'Is the sore throat much worse on one side?',
    'one-sided throat pain',
    [
      '(?:sore throat|throat (?:pain|is sore|hurts)|pain in (?:my )?throat|tonsil (?:is )?(?:swollen|sore|painful)) (?:is )?(?:much |mainly |mostly |only )?(?:worse )?(?:on|down) (?:one|the (?:left|right)|my (?:left|right)) side|(?:one|left|right) (?:sided )?(?:sore throat|throat pain)|(?:one|left|right) side of (?:my |the )?throat (?:is )?(?:very |really )?(?:sore|swollen|painful|hurts|killing me)',
    ],
    0.02,
    { implies: ['sore_throat', 'pain'] },
  ),
  yesNo(
    'swallowed_bone',
    'Do you feel something sharp stuck in your throat since eating fish or meat with bones?',
    'suspected impacted fish or chicken bone',
    [
      '(?:fish ?bone|chicken bone|bone|fish|meat) (?:is |got |feels |has got |still |seems )?(?:stuck|caught|lodged) (?:in|at the back of) (?:my |the )?throat|(?:fish ?bone|chicken bone) (?:is |got |still |feels )?(?:stuck|caught|lodged)|swallowed (?:a )?(?:fish ?bone|chicken bone|bone)',
    ],
    0.002,
    { kind: 'history', redFlag: { reason: 'possible impacted foreign body in the throat', urgency: 'urgent' } },
  ),
  // Spoiled dark-fleshed fish holds histamine, which tastes peppery or metallic and makes the mouth burn or tingle
  // (Rosen's Emergency Medicine: scombroid; Hungerford, Toxicon 2010).
  yesNo(
    'peppery_taste',
    'Did the food taste peppery, sharp or metallic, or make your mouth burn or tingle as you ate it?',
    'peppery or metallic taste of the food',
    [
      '(?:tasted|tastes|taste was|tasting) (?:a bit |a little |quite |really |very |strangely |weirdly |oddly |kind of |sort of )?(?:peppery|spicy|metallic|sharp|fizzy|bitter and peppery)|(?:peppery|metallic|fizzy) (?:taste|tasting)',
    ],
    0.002,
    { kind: 'history' },
  ),
  yesNo(
    'throat_lump_feeling',
    'Do you feel a lump or tightness in your throat, although food and drink go down normally?',
    'globus sensation',
    [
      '(?:feel(?:s|ing)?|feels like|sensation of|feeling of|like) (?:there is )?(?:a )?(?:lump|ball|something) (?:stuck )?in (?:my )?throat|lump in (?:my )?throat (?:feeling|sensation)|globus',
    ],
    0.02,
  ),
  yesNo(
    'neck_lump_side',
    'Is there a lump in the side of your neck that has been there for 3 weeks or more?',
    'persistent lateral neck lump',
    [
      // "lumps in my neck and under my arm for about 2 months": other places named before how long.
      '(?:lumps?|swellings?|nodes?|glands?) (?:in|on) (?:the )?(?:side of )?(?:my |his |her )?neck(?: (?:and|,)? ?(?:under |in )?(?:my |his |her |the )?(?:arm|armpit|armpits|groin))?(?: ,)? (?:for|for about|for around|for over) (?:\\d+|two|three|four|six|a few|several|a couple of) (?:weeks|months)',
      '(?:lump|swelling|node|gland) (?:in|on) (?:the )?(?:side of )?(?:my )?neck (?:for|that has been there for|that has not gone (?:away|down) (?:for|in)) (?:\\w+ )?(?:weeks|months)|(?:neck )?lump (?:that )?(?:will not|has not|does not) go (?:away|down)|persistent (?:neck )?lump',
    ],
    0.005,
  ),
  yesNo(
    'voice_overuse',
    'Do you use or strain your voice a lot (teaching, singing, coaching, call-centre work, shouting)?',
    'vocal overuse',
    [
      '(?:i am|i work as|work as|working as|job as|i m) an? (?:\\w+ )?(?:school ?teacher|teacher|singer|coach|lecturer|preacher|auctioneer|actor|call cent(?:re|er) (?:worker|operator))|(?:i )?sing (?:in a band|in a choir|professionally|a lot)|(?:use|using|strain|straining) (?:my )?voice (?:a lot|all day|at work|for work)|(?:shouting|yelling|screaming|cheering) (?:a lot|all day|all night|at (?:a )?(?:concert|footy|game|party|match))',
    ],
    0.08,
    { kind: 'risk' },
  ),

  // — Mouth and teeth (added)
  yesNo(
    'tooth_hot_cold_pain',
    'Is the tooth pain set off by hot, cold or sweet food or drinks?',
    'dental pain provoked by hot, cold or sweet',
    [
      '(?<!(?:throat|swallow|swallowing|stomach|chest|it) )(?:hurts?|sensitive|aches?|twinges?|zings?|pain(?:ful)?) (?:when|with|to|if) (?:i )?(?:eat|drink|have|bite into)? ?(?:something )?(?:hot or cold|cold or hot|hot|cold|sweet|icy|ice cream)(?: (?:things|food|foods|drinks|stuff|water))?|(?:tooth|teeth) (?:is |are )?(?:sensitive|sensitivity) to (?:hot|cold|sweet)|(?:sensitive|sensitivity) to (?:hot|cold|sweet) (?:food|drinks|things)|(?:hot|cold|sweet) (?:things|food|drinks|stuff) (?:make|set) (?:my tooth|my teeth|it) (?:hurt|off)',
    ],
    0.02,
    { implies: ['pain'] },
  ),
  yesNo(
    'tooth_biting_pain',
    'Does the tooth hurt when you bite, chew or tap on it?',
    'pain on biting or percussion of a tooth',
    [
      '(?<!(?:jaw|joint|tmj|ear|face|cheek|throat) )(?:hurts?|pain(?:ful)?|sore|agony|painful) (?:when|to|if) (?:i )?(?:bite|biting|bite down|tap|tapping|chew on it|eat on it)|(?:can not|unable to) (?:bite|chew) (?:on|with) (?:it|that tooth|that side)|(?:biting|chewing) (?:down )?on (?:it|the tooth|that tooth) (?:hurts|is painful|is agony)',
    ],
    0.02,
    { implies: ['pain'] },
  ),
  yesNo(
    'recent_tooth_extraction',
    'Have you had a tooth taken out (including a wisdom tooth) in the last 2 weeks?',
    'recent dental extraction',
    [
      '(?:tooth|teeth|wisdom (?:tooth|teeth)|molar) (?:was |were |got |had been )?(?:taken out|pulled(?: out)?|removed|extracted)(?! (?:\\w+ )?(?:years|months) ago| (?:as a|when i was))|(?:had|got|having|have had) (?:a |my |the |two |\\d |some )?(?:tooth|teeth|wisdom (?:tooth|teeth)|molars?) (?:taken out|pulled(?: out)?|removed|extracted|out)(?! (?:\\w+ )?(?:years|months) ago| (?:as a|when i was))|(?:tooth|dental) extraction',
    ],
    0.01,
    { kind: 'history' },
  ),
  yesNo(
    'wisdom_tooth_gum',
    'Is the gum swollen and sore around a back tooth that is only partly through (a wisdom tooth)?',
    'inflamed gum around a partly erupted wisdom tooth',
    [
      'wisdom (?:tooth|teeth) (?:is |are )?(?:coming (?:through|in)|hurting|hurts|sore|infected|painful|erupting|playing up|swollen)|(?:gum|flap) (?:over|around|behind) (?:my |a |the )?(?:back|wisdom|last) (?:tooth|teeth|molar) (?:is )?(?:swollen|sore|infected|red|painful)|pericoronitis',
    ],
    0.01,
  ),
  yesNo(
    'tooth_injury',
    'Has a tooth been knocked out, loosened or broken by a blow or a fall?',
    'dental trauma',
    [
      '(?:knocked|knock|came|fell|popped) out (?:a |my |his |her |the |their )?(?:front |adult |permanent )?(?:tooth|teeth)|(?:tooth|teeth) (?:was |were |got |has been |have been |is |are )?(?:knocked out|knocked loose|smashed|loosened in)|(?:broke|broken|chipped|knocked) (?:a |my |his |her |the |their )?front (?:tooth|teeth)|(?:broke|broken|chipped|knocked|loosened) (?:a |my |his |her |the |their )?(?:tooth|teeth) (?:in|from|after|when|playing) (?:a |the )?(?:fall|fight|accident|hit|football|footy|game|match|crash|collision)',
    ],
    0.003,
    {
      kind: 'history',
      redFlag: {
        reason: 'dental injury (a knocked-out adult tooth must be replanted within the hour)',
        urgency: 'urgent',
      },
    },
  ),
  yesNo(
    'gums_bleed_brushing',
    'Do your gums bleed when you brush or floss, or are they red, puffy or receding?',
    'gingival bleeding or inflammation',
    [
      'gums? (?:bleed|bleeds|bleeding|are bleeding) (?:when|after|while|if) (?:i )?(?:brush|brushing|floss|flossing)|(?:bleeding|bleed) (?:from )?(?:my )?gums (?:when|after|while) (?:i )?(?:brush|floss)|(?:swollen|puffy|red|receding|inflamed) gums|gums (?:are )?(?:swollen|puffy|red|receding|inflamed)|gingivitis|periodontitis|periodontal disease|gum disease',
    ],
    0.05,
  ),
  yesNo(
    'bad_taste_mouth',
    'Is there a bad taste, or a bad smell, coming from your mouth?',
    'bad taste or halitosis',
    [
      '(?:bad|foul|horrible|awful|disgusting|rotten|terrible|yucky) (?:taste|breath)(?: in (?:my )?mouth)?|(?:bad|foul|horrible|awful|disgusting|rotten) smell (?:from|in|coming from) (?:my )?mouth|(?:taste|tastes) (?:of |like )?pus|pus (?:in (?:my )?mouth|coming out of (?:my )?gum)|halitosis|(?:my |his |her )?breath (?:is |has been )?(?:bad|smelly|foul|awful|terrible|horrible|stinks|smells(?: bad)?|smelling (?:bad|foul|awful|terrible|horrible))',
    ],
    0.04,
  ),
  yesNo(
    'salivary_gland_swelling',
    'Is there a tender swelling in front of the ear, over the angle of the jaw, or under the jaw (a saliva gland)?',
    'salivary gland swelling',
    [
      '(?:swelling|swollen|lump|puffy) (?:in front of|under|below|beneath) (?:my |the |his |her )?(?:ear|ears|jaw|jawline)|(?:swollen|swelling of (?:the |my )?|blocked|infected) (?:parotid|salivary|saliva|submandibular) glands?|(?:parotid|salivary|saliva) gland (?:swelling|is swollen|infection|stone)|salivary stone|sialadenitis|parotitis',
    ],
    0.005,
  ),
  yesNo(
    'swelling_with_meals',
    'Does a swelling under the jaw or in front of the ear come up, or hurt, when you eat?',
    'swelling provoked by eating (salivary obstruction)',
    [
      '(?:swell(?:s|ing)?|swollen|puff(?:s|ing)? up|lump (?:gets|goes) (?:bigger|up)|gland (?:gets|goes) (?:bigger|up|sore)) (?:up )?(?:when|while|whenever|just before|before|after|with) (?:i )?(?:eat|eating|see food|smell food|meals?|food)(?! (?:some |a |an )?(?:peanut|nut|cashew|almond|walnut|pistachio|sesame|prawn|shrimp|shellfish|seafood|crab|lobster|oyster|mussel|scallop|egg|fish|kiwi))',
    ],
    0.003,
  ),
  yesNo(
    'dry_mouth',
    'Is your mouth very dry most of the time?',
    'xerostomia',
    [
      '(?:very |really |always |constantly )?(?:dry|parched) mouth|mouth (?:feels |is )?like (?:cotton wool|sandpaper|a desert|the sahara)|tongue (?:sticks|sticking|stuck) to the roof of (?:my |the )?mouth|mouth (?:is |feels |always |keeps )?(?:so |very |really |always )?(?:dry|parched)|xerostomia|no saliva|(?:not|hardly) (?:making|producing) (?:any )?(?:saliva|spit)',
    ],
    0.04,
  ),
  yesNo(
    'burning_mouth',
    'Does your tongue or mouth burn or feel scalded, although there is nothing to see?',
    'burning mouth sensation',
    [
      '(?:burning|scalded|scalding|burnt feeling) (?:in )?(?:my )?(?:tongue|mouth|lips)|(?:tongue|mouth|lips) (?:is |are |feels? )?(?:burning|on fire|scalded|like i (?:have )?burnt it)|burning mouth',
    ],
    0.01,
    { implies: ['pain'] },
  ),
  yesNo(
    'mouth_corner_cracks',
    'Are the corners of your mouth cracked, red and sore?',
    'angular cheilitis',
    [
      '(?:cracked|cracking|split|splitting|sore|red|raw) (?:corners? of (?:my |the )?mouth|mouth corners?|lip corners?)|corners? of (?:my |the )?(?:mouth|lips) (?:are |is )?(?:cracked|cracking|split|splitting|sore|red|raw)|angular (?:cheilitis|stomatitis)',
    ],
    0.01,
  ),
  yesNo(
    'mouth_sore_not_healing',
    'Do you have a mouth ulcer, lump, or red or white patch that has not healed in 3 weeks?',
    'non-healing oral lesion (3 weeks or more)',
    [
      '(?:mouth |tongue |gum |lip )(?:ulcer|sore|lump|patch) (?:that )?(?:will not|does not|has not|is not|would not) (?:heal|healed|healing|go away|gone away|going away)|(?:ulcer|sore|lump|patch) (?:in (?:my )?mouth|on (?:my )?(?:tongue|gums?|lip|inner cheek)) (?:that )?(?:will not|does not|has not|is not|would not) (?:heal|healed|healing|go away|gone away|going away)|(?:non ?healing|persistent) (?:mouth|tongue) (?:ulcer|sore|lump)|(?:mouth |tongue )(?:ulcer|sore|lump) (?:for|over) (?:more than )?(?:3|three|4|four|5|five|6|six|several) weeks|(?:ulcer|sore|lump) (?:in (?:my )?mouth|on (?:my )?tongue) (?:for|over) (?:more than )?(?:3|three|4|four|5|five|6|six|several) weeks',
    ],
    0.003,
  ),
  yesNo(
    'floor_of_mouth_swelling',
    'Is the floor of your mouth swollen and hard, pushing your tongue up, or is the area under your chin hard and swollen?',
    'floor-of-mouth swelling (possible Ludwig angina)',
    [
      '(?:under|below) (?:my |the )?jaw on both sides|tongue (?:feels|is|looks) (?:raised|lifted|pushed up|higher)',
      '(?:big |large |hard |huge )?swelling under (?:my |his |her )?chin|(?:the area )?under (?:my |his |her )?chin (?:is |has )?(?:gone |become )?(?:very |really )?(?:swollen|hard)',
      'floor of (?:my |the )?mouth (?:\\w+ ){0,4}(?:is |feels |has gone |has become )?(?:very |really )?(?:swollen|hard|raised|swelling)|(?:swelling|swollen) (?:under|beneath) (?:my )?tongue|tongue (?:is |being |is being |keeps being |has been )?(?:pushed|pushing|lifted|raised|forced) up|(?:hard|firm|woody) (?:swelling )?under (?:my )?chin',
      // Both sides under the jaw at once (a one-sided lump is a gland or a stone).
      '(?:under (?:my |the )?jaw|below (?:my |the )?jaw|(?:my |the )?neck under (?:my |the )?jaw) (?:is |are |has )?(?:very |really )?(?:swollen|swelling|hard) on both sides|both sides (?:of|under) (?:my |the )?(?:jaw|neck under (?:my |the )?jaw) (?:are |is )?(?:swollen|hard)',
    ],
    0.002,
    { kind: 'sign', redFlag: { reason: 'floor-of-mouth swelling (airway risk)', urgency: 'emergency' } },
  ),

  // — Jaw
  yesNo(
    'jaw_clicking',
    'Does your jaw click, pop or lock, or ache when you chew or yawn?',
    'temporomandibular joint clicking or locking',
    [
      'jaw (?:clicks?|clicking|pops?|popping|locks?|locking|cracks?|crunch(?:es|ing)?|gets stuck)|(?:clicking|popping|locking|clicky|crunchy) jaw|tmj|tmd|temporomandibular',
    ],
    0.04,
  ),
  yesNo(
    'teeth_grinding',
    'Do you grind or clench your teeth, especially at night or when stressed?',
    'bruxism',
    [
      '(?:grind|grinding|grinds|clench|clenching|clenches) (?:my |his |her )?(?:teeth|jaw)|bruxism|teeth grinding|(?:mouth ?guard|night ?guard|splint) (?:for|at) night',
    ],
    0.1,
    { kind: 'risk' },
  ),
];
