import type { FindingDef } from '../types.js';
import { FEMALE, MALE, yesNo } from './define.js';

const MY = '(?:my |his |her |their |the |our |your |a |an )?';
const TESTIS = '(?:testicles?|testis|testes|balls?|nuts?)';
const SCREEN = '(?:computers?|screens?|laptops?|monitors?|phones?|tablets?|ipads?|gaming|devices?)';
const NUMBER_OF_MONTHS =
  '(?:[3-9]|1[0-2]|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a few|many) months';

/**
 * Hallmarks of a fifth set of everyday conditions, in a patient's own words: periods stopped for months, pale
 * dry patches on a child's face, tics, a crash after effort, tired eyes at a screen, a baby's flat head, an
 * empty side of the scrotum, a girl's labia stuck together, lice in the pubic hair, a sore crusted nostril, a
 * clear bubble inside the lip, an ache between the legs, pain on ejaculating, blood in the semen, a low
 * testosterone, a lost sex drive, smaller testicles, a broken bone from a minor fall, lost height, a pressure
 * sore and a creeping line under the skin (NICE CKS; RCH Clinical Practice Guidelines; DermNet; ASHM;
 * Murtagh; Endocrine Society and Healthy Bones Australia guidance).
 */
export const EVERYDAY_SIGN_FINDINGS_5: FindingDef[] = [
  // Secondary amenorrhoea: no period for 3 months in a woman whose cycles were regular (6 months if they were
  // irregular), once pregnancy is excluded (NICE CKS amenorrhoea; RANZCOG).
  yesNo(
    'periods_stopped_months',
    'Have your periods stopped altogether for three months or more?',
    'secondary amenorrhoea (no period for 3 months or more)',
    [
      `(?:no|not had a|have not had a|had no|not had any|have not had any) (?:periods?|menstruation) (?:at all )?(?:for|in|since) (?:about |around |over |more than |nearly |almost )?(?:${NUMBER_OF_MONTHS}|(?:half a|a) year|last (?:year|autumn|spring|winter|summer))`,
      `periods? (?:have |has )?(?:completely )?(?:stopped|gone|disappeared) (?:\\w+ ){0,3}(?:for|over|in) (?:about |around |over |more than |nearly |almost )?(?:${NUMBER_OF_MONTHS}|(?:half a|a) year)`,
      `(?:${NUMBER_OF_MONTHS}) (?:now )?(?:without|with no) (?:a )?periods?`,
      // "my periods have stopped, I have not had one for five months"
      `periods? (?:(?:\\w+|,) ){0,6}(?:not had|have not had|had no|not seen) (?:one|any) (?:for|in) (?:about |around |over |more than |nearly |almost )?${NUMBER_OF_MONTHS}`,
      'secondary amenorrho?ea',
    ],
    0.002,
    { kind: 'symptom', askIf: { sex: 'F', minAge: 14, maxAge: 55 }, implies: ['missed_period'] },
  ),
  // Pityriasis alba: pale, round, faintly scaly patches on a child's cheeks, chin or upper arms, most noticed
  // after a summer tan; a mild form of eczema (DermNet; RCH).
  yesNo(
    'pale_dry_face_patches',
    'Are there pale, slightly dry or scaly round patches on the face or upper arms, more noticeable after a tan?',
    'pityriasis alba (pale scaly patches)',
    [
      'pityriasis alba',
      `(?:pale|white|whitish|light|lighter|light coloured|faint white|faded|paler) (?:\\w+ ){0,3}(?:patches|spots|marks|areas) (?:\\w+ ){0,4}(?:on|of) ${MY}(?:\\w+ )?(?:face|cheeks?|chin|forehead|upper arms)`,
      `(?:patches|spots|marks) (?:on|of) ${MY}(?:face|cheeks?|chin) (?:\\w+ ){0,3}(?:pale|white|whitish|lighter|faded)`,
    ],
    0.002,
    { kind: 'sign', implies: ['skin_colour_patches'] },
  ),
  // Tics: sudden, repeated, purposeless movements or sounds (blinking, shrugging, sniffing, throat clearing,
  // grunting) preceded by an urge and briefly suppressible; Tourette syndrome when motor and vocal tics last a
  // year (DSM-5-TR; RCH tics).
  yesNo(
    'tics',
    'Are there sudden repeated movements or noises, like blinking, shrugging, sniffing or throat clearing, that come with an urge and can be held back for a while?',
    'motor or vocal tics',
    [
      'tics?|tourette\\w*',
      '(?:keeps|kept|keep|constantly|always) (?:\\w+ ){0,2}(?:blinking|shrugging|sniffing|grunting|throat clearing|clearing (?:his|her|my|their) throat|twitching (?:his|her|my|their) (?:nose|face|head)|jerking (?:his|her|my|their) head|making (?:grunting|sniffing|squeaking|barking) (?:noises|sounds))(?: (?:and|or) (?:\\w+ ){0,3}(?:over and over|again and again|hard))?',
      '(?:an|the) urge (?:\\w+ ){0,3}(?:builds?|building) (?:up )?(?:until|till) (?:i|he|she|they) (?:do|does) it',
    ],
    0.003,
    { kind: 'symptom', askIf: { maxAge: 40 } },
  ),
  // Post-exertional malaise: the hallmark of ME/CFS, a worsening of every symptom for a day or more after even
  // small physical or mental effort (NICE NG206; IOM 2015 criteria).
  yesNo(
    'crash_after_effort',
    'Does even a small effort (a short walk, a shop, a busy day) leave you much worse for a day or more afterwards?',
    'post-exertional malaise',
    [
      'post ?exertional (?:malaise|symptom exacerbation|crash)|pem crash',
      '(?:any|every|even a|a short|small|little|the slightest|the smallest) (?:bit of )?(?:effort|exertion|activity|walk|exercise) (?:\\w+ ){0,4}(?:wipes me out|puts me in bed|knocks me out|flattens me|for days|for a day or two|the next day|for two days)',
      '(?:every time|whenever|if) (?:i|he|she) (?:push|pushes|overdo|overdoes|do too much|does too much) (?:\\w+ ){0,3}(?:i |he |she )?(?:crash|crashes|pay for it|am wiped out|is wiped out)',
      '(?:crash|crashes|wiped out) for (?:days|a day or two|two days|several days) (?:after|afterwards)',
    ],
    0.003,
    { kind: 'symptom' },
  ),
  // Digital eye strain: tired, sore, dry or burning eyes, brief blur and a frontal headache after long spells
  // at a screen or close work, settling with rest (RANZCO; AOA computer vision syndrome).
  yesNo(
    'screen_eye_strain',
    'Do your eyes get tired, sore or strained after long spells at a screen or close work, and settle when you rest them?',
    'digital eye strain (computer vision syndrome)',
    [
      'computer vision syndrome|digital eye strain',
      `eyes? (?:\\w+ ){0,12}(?:after|from|staring at|looking at|at|on) (?:\\w+ ){0,4}${SCREEN}`,
      `${SCREEN} (?:\\w+ ){0,8}eyes? (?:\\w+ ){0,2}(?:sore|tired|strained|dry|burn|burning|heavy|ache|aching)`,
    ],
    0.01,
    { kind: 'symptom' },
  ),
  // Positional (deformational) plagiocephaly: the back or one side of a baby's head flattened from lying in one
  // position, often with the ear on that side pushed forward (a parallelogram from above) (RCH plagiocephaly).
  yesNo(
    'flat_head_baby',
    "Is the back or one side of the baby's head flat?",
    'flattened occiput (plagiocephaly or brachycephaly)',
    [
      'plagiocephaly|brachycephaly|flat head syndrome',
      // "on the back right of his head", "on the left side of her head": a flat spot told with its side.
      '(?:flat|flattened|flatter) (?:spot|patch|area|side|part)? ?(?:on|at|across) (?:one side of )?the (?:back|back left|back right|left side|right side|left back|right back|side)(?: side)? of (?:his|her|my baby|the baby|their|my) (?:\\w+ )?head',
      'back of (?:\\w+ ){0,3}head (?:\\w+ ){0,3}(?:flat|flattened|flatter)',
      'head (?:has gone|is|looks|has become|is going) (?:a bit |quite |really )?(?:flat|flattened|lopsided|like a parallelogram)',
      'flat (?:spot|patch) on (?:his|her|my baby|the baby|their) head',
    ],
    0.002,
    { kind: 'sign', askIf: { maxAge: 2 } },
  ),
  // An undescended testis: one side of the scrotum empty since birth, the testis in the groin or not felt at
  // all; operated on between 6 and 12 months (RCH undescended testes).
  yesNo(
    'empty_scrotum',
    'Is one side of the scrotum empty, with a testicle that cannot be felt there?',
    'empty hemiscrotum (undescended testis)',
    [
      'undescended (?:testicles?|testis|testes)|cryptorchidism',
      `(?:only|can only|only ever) (?:\\w+ ){0,3}(?:one|1) ${TESTIS}`,
      `(?:scrotum|sack|sac) (?:\\w+ ){0,4}(?:empty|flat)|(?:left|right|one|other) side (?:of (?:his|the|my) (?:scrotum|sack|sac) )?(?:is |feels |has always been |has been )?(?:always )?empty`,
    ],
    0.001,
    { kind: 'sign', askIf: MALE },
  ),
  // Labial adhesions: the inner labia joined by a thin line in a girl of 3 months to 6 years, from low
  // oestrogen and irritation; the urine may spray (RCH labial adhesions).
  yesNo(
    'labia_stuck_together',
    'Are the lips (labia) of the vulva stuck or joined together?',
    'labial adhesions',
    [
      'labial (?:adhesions?|fusion|agglutination)',
      '(?:lips|labia) (?:\\w+ ){0,6}(?:stuck|joined|fused|glued|sealed) (?:together|shut)',
      '(?:lips|labia) (?:\\w+ ){0,6}(?:seem|look|are|appear) (?:to be )?(?:fused|joined|stuck)',
      '(?:line|membrane|skin) (?:\\w+ ){0,2}joining (?:the )?(?:lips|labia)',
    ],
    0.001,
    { kind: 'sign', askIf: FEMALE },
  ),
  // Pubic lice: lice and nits on pubic (and body) hair with itch, sometimes blue-grey macules or blood specks
  // in underwear; sexually transmitted (ASHM; DermNet).
  yesNo(
    'pubic_lice_seen',
    'Have you seen lice, tiny crab-like insects or eggs in the pubic hair?',
    'pubic lice (Phthirus pubis)',
    [
      'pubic lice|crab lice|phthirus|pthirus|(?:i have|i ve got|i got|caught|think i have|has|have got) crabs',
      '(?:lice|louse|bugs|insects|things|eggs|nits|critters) (?:\\w+ ){0,2}(?:in|on) (?:my |his |her |the )?(?:pubic|groin) (?:hair|hairs|area)',
      'pubic (?:area|region|hair) (?:\\w+ ){0,6}(?:lice|bugs|insects|things moving|nits|eggs)',
      'crab like (?:lice|bugs|insects)',
    ],
    0.001,
    { kind: 'sign' },
  ),
  // Nasal vestibulitis: a sore, red, crusted or pimpled nostril opening, a staphylococcal folliculitis from
  // picking or plucking; spreading redness of the nose or face is cellulitis (ENT guidelines; eTG).
  yesNo(
    'sore_nostril',
    'Is the opening or inside of a nostril sore, red or crusted, or is there a tender pimple just inside it?',
    'nasal vestibulitis',
    [
      'nasal vestibulitis|vestibulitis',
      '(?:inside of |opening of |edge of )?(?:my |his |her |the )?(?:left |right )?nostrils? (?:is |are |has been |feels )?(?:\\w+ )?(?:sore|crusty|crusted|red|tender|scabby|painful|inflamed)',
      '(?:pimple|boil|spot|scab|scabs|crust|crusts|sore|zit) (?:\\w+ ){0,2}(?:just )?(?:inside|in) (?:my |his |her |the )?(?:left |right )?nostril',
      'sore (?:and crusty )?(?:inside|in) (?:my |his |her |the )?(?:left |right )?nostril',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // A mucocele: a soft, painless, clear or bluish bubble on the inside of the lower lip after lip biting, which
  // fills and bursts over weeks (DermNet; Murtagh).
  yesNo(
    'lip_bubble',
    'Is there a soft, painless, clear or bluish bubble on the inside of the lip that fills up and bursts?',
    'mucocele (mucous retention cyst of the lip)',
    [
      'mucocele|mucous (?:retention )?cyst',
      '(?:bubble|blister|lump|bump|cyst|swelling|sac) (?:\\w+ ){0,3}(?:on )?(?:the )?inside (?:of )?(?:my |his |her |the )?(?:lower |bottom |upper |top )?lip',
      '(?:clear|bluish|blue|see through|fluid filled|watery) (?:\\w+ ){0,2}(?:bubble|blister|lump|bump|cyst) (?:\\w+ ){0,4}lip',
      'lip (?:\\w+ ){0,4}(?:fills|filling) (?:up )?with (?:fluid|liquid)',
    ],
    0.001,
    { kind: 'sign' },
  ),
  // Chronic pelvic pain syndrome in men: an ache between the legs (perineum), in the pelvis, testicles or tip of
  // the penis for 3 months or more (NICE CKS chronic prostatitis; EAU).
  yesNo(
    'perineal_ache',
    'Do you have an ache between your legs (behind the scrotum), deep in the pelvis or at the tip of the penis?',
    'perineal or pelvic pain',
    [
      'perine(?:um|al) (?:pain|ache|aching|discomfort)|(?:pain|ache|aching|discomfort) (?:in|of) (?:my |the )?perineum',
      '(?:ache|aching|pain|discomfort|pressure) (?:\\w+ ){0,2}between (?:my|his|the) legs',
      '(?:pain|ache|aching|burning) (?:\\w+ ){0,2}(?:at|in) the tip of (?:my|his|the) penis',
      'pelvic pain (?:\\w+ ){0,3}(?:down below|between)',
    ],
    0.004,
    { kind: 'symptom', askIf: MALE },
  ),
  yesNo(
    'painful_ejaculation',
    'Does it hurt when or after you ejaculate?',
    'painful ejaculation',
    [
      'painful ejaculation|(?:painful|sore) (?:to|when i) (?:ejaculate|cum|come)',
      '(?:hurts?|pain|painful|aches?|sore) (?:\\w+ ){0,3}(?:after|when|while|during) (?:i )?(?:ejaculat\\w*|cum|orgasm)',
    ],
    0.003,
    { kind: 'symptom', askIf: MALE },
  ),
  // Haematospermia: blood in the semen, red, pink or brown; in men under 40 with no other symptom nearly always
  // benign and self-limiting (NICE CKS haematospermia; EAU).
  yesNo(
    'blood_in_semen',
    'Has there been blood in your semen (red, pink or brown)?',
    'haematospermia',
    [
      'ha?ematospermia|ha?emospermia|hemospermia',
      'blood (?:\\w+ ){0,3}(?:in|with) (?:my |the |his )?(?:semen|sperm|cum|ejaculate)',
      '(?:semen|sperm|cum|ejaculate) (?:\\w+ ){0,4}(?:blood|bloody|blood stained|red|brown|pink|rusty)',
    ],
    0.001,
    { kind: 'sign', askIf: MALE },
  ),
  // Male hypogonadism: a low morning testosterone on two tests with symptoms (low libido, erectile difficulty,
  // fewer morning erections, tiredness, loss of muscle and body hair, small testes) (Endocrine Society; PBS).
  yesNo(
    'low_testosterone',
    'Has a blood test shown your testosterone is low?',
    'low serum testosterone',
    [
      '(?:low|lowered|reduced) (?:\\w+ )?testosterone|testosterone (?:\\w+ ){0,4}(?:low|lower than|below)|hypogonadism|androgen deficiency',
    ],
    0.002,
    { kind: 'history', askIf: MALE },
  ),
  yesNo(
    'low_libido',
    'Have you lost interest in sex (a lower sex drive than usual)?',
    'reduced libido',
    [
      '(?:no|low|lost|lost my|lose|reduced|poor|decreased|lower) (?:\\w+ )?(?:sex drive|libido|interest in sex)',
      '(?:lost|no) (?:\\w+ )?interest in (?:sex|intimacy)',
    ],
    0.02,
    { kind: 'symptom', askIf: { minAge: 16 } },
  ),
  yesNo(
    'small_testes',
    'Have your testicles become smaller or softer?',
    'small or soft testes',
    [
      `${TESTIS} (?:\\w+ ){0,3}(?:smaller|shrunk|shrunken|shrinking|getting smaller|small|soft)`,
      `(?:small|smaller|shrunken|shrinking|tiny) ${TESTIS}`,
      'testicular atrophy',
    ],
    0.002,
    { kind: 'sign', askIf: MALE },
  ),
  // A fragility fracture: a break from a fall from standing height or less (wrist, hip, spine, upper arm), the
  // strongest single predictor of another (Healthy Bones Australia; RACGP osteoporosis guideline).
  yesNo(
    'fragility_fracture',
    'Have you broken a bone from a minor fall (from standing height or less), such as a wrist, hip or spine?',
    'previous fragility fracture',
    [
      'fragility fracture|minimal trauma fracture',
      '(?:broke|broken|fractured|cracked) (?:my |her |his )?(?:wrist|hip|arm|spine|vertebra|shoulder|ankle|rib|ribs) (?:\\w+ ){0,2}(?:falling|tripping|slipping|from a (?:minor |small )?fall|in a (?:minor |small )?fall|when (?:i|she|he) (?:fell|tripped|slipped))',
    ],
    0.01,
    { kind: 'history', askIf: { minAge: 40 } },
  ),
  yesNo(
    'height_loss',
    'Have you lost height, or become more stooped?',
    'loss of height or kyphosis',
    [
      '(?:lost|losing|loss of) (?:\\w+ ){0,3}height|(?:shrunk|shrinking|getting shorter|become shorter)|(?:more )?stooped|dowager',
    ],
    0.01,
    { kind: 'sign', askIf: { minAge: 40 } },
  ),
  // A pressure injury: skin over a bony part (sacrum, buttock, hip, heel) reddened without blanching, then
  // broken, in someone who cannot move or feel well (bedbound, wheelchair, spinal injury) (Australian pressure
  // injury guideline; Murtagh).
  yesNo(
    'pressure_sore',
    'Is there a sore, or a red area that stays red when pressed, over a bony part where the person lies or sits (tailbone, buttock, hip or heel)?',
    'pressure injury',
    [
      'pressure (?:sore|sores|ulcer|ulcers|injury|injuries|area|wound)|bed ?sores?|decubitus',
      '(?:sore|red|broken|open|raw) (?:\\w+ ){0,3}(?:spot|patch|area|skin|wound) (?:\\w+ ){0,2}(?:on|over) (?:my |his |her |their |the )?(?:tailbone|sacrum|bottom|buttocks?|heels?|hip) (?:\\w+ ){0,3}(?:where (?:i|he|she|they) (?:sit|sits|lie|lies)|from (?:lying|sitting))',
      '(?:red|pink|dark|purple) (?:sore )?(?:patch|area|skin|mark) (?:on|over) (?:my |his |her |their |the )?(?:tailbone|sacrum|heels?|hips?) (?:that |which )?(?:is )?(?:does not|will not|doesn t|do not|never) (?:fade|blanch|go white|go pale)',
    ],
    0.002,
    { kind: 'sign' },
  ),
  yesNo(
    'bedbound_or_chairbound',
    'Are you (or the person you are asking for) in bed or in a wheelchair for most of the day, unable to move about easily?',
    'bedbound or chairbound',
    ['bed ?bound|bed ?ridden|confined to (?:bed|a wheelchair)|(?:use|uses|in) a wheelchair|wheelchair (?:user|bound)'],
    0.01,
    // Someone in bed all day sees little sun (the vitamin D question read it first).
    { kind: 'history', implies: ['low_sun_exposure'] },
  ),
  // Cutaneous larva migrans: a raised, intensely itchy, red, wavy track that creeps a few millimetres to
  // centimetres a day, on the feet or buttocks after bare skin touched sand or soil soiled by dog or cat faeces
  // in the tropics (DermNet; CDC Yellow Book).
  yesNo(
    'creeping_track_rash',
    'Is there an itchy, raised, wiggly red line under the skin that moves along a little each day?',
    'serpiginous creeping eruption',
    [
      'larva migrans|creeping eruption|serpiginous (?:rash|track|line|lesion)',
      '(?:wiggly|wavy|winding|snake ?like|squiggly|creeping|moving|worm like|curly) (?:\\w+ ){0,2}(?:line|track|trail|tunnel|rash|streak)',
      '(?:line|track|trail|streak) (?:\\w+ ){0,6}(?:moves|moving|creeping|creeps|wanders|travels) (?:\\w+ ){0,2}(?:each|every|a bit|a little|along|forward)',
    ],
    0.001,
    { kind: 'sign', implies: ['rash'] },
  ),
];
