import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/**
 * Skin, hair and nails: the morphology and history a GP takes for a rash or a skin lesion (DermNet,
 * Murtagh, NICE CKS, eTG Dermatology): where, what it looks like (blisters, rings, scales, crusts,
 * pustules, welts), itch, contact and medicines, who else has it, and the danger signs (a rash that does
 * not fade, skin coming off in sheets, pain out of proportion, a changing mole).
 * Specific phrasings come before general ones: the first finding to claim some words keeps them.
 */
export const SKIN_FINDINGS: FindingDef[] = [
  // — Danger signs
  yesNo(
    'skin_sloughing',
    'Is the skin blistering and coming off in sheets, as if it had been burnt?',
    'widespread blistering with skin detachment',
    [
      '(?:skin )?(?:peeling|coming|falling|sloughing|lifting) off in (?:sheets|layers|large pieces|big pieces|strips)|stevens johnson|toxic epidermal necrolysis|(?:skin|blisters) (?:is |are )?(?:raw|peeling off) (?:all over|everywhere) (?:with|and) (?:sores|ulcers|blisters) (?:in|on) (?:my |his |her |the )?(?:mouth|lips|eyes|genitals)',
      // "my skin is peeling off and I have painful sores in my mouth": the sores are left for the mouth ulcers
      '(?:skin|it) (?:is |has been |keeps |started |has started )?(?:peeling|coming|falling|sloughing|lifting) off(?=[^.]*\\b(?:sores|ulcers|blisters|raw)\\b[^.]*\\b(?:mouth|lips|eyes|genitals)\\b)',
    ],
    0.0005,
    {
      implies: ['rash'],
      redFlag: {
        reason: 'skin coming off in sheets with mucosal sores (Stevens-Johnson syndrome or toxic epidermal necrolysis)',
        urgency: 'emergency',
      },
    },
  ),
  yesNo(
    'pain_out_of_proportion',
    'Is the pain much worse than the skin looks, or is the skin turning grey, black or blistered and numb?',
    'pain out of proportion to the skin signs, or skin necrosis',
    // (the pain out of proportion, which is also pain, is read in src/understanding/lexicon.ts)
    [
      '(?:pain|it|hurts?)(?: \\w+){0,6} (?:is )?(?:much |far |way |a lot )?worse than (?:it looks|the (?:skin|belly|tummy|leg|wound) looks|you would (?:think|expect)(?: from (?:looking|the outside))?)',
      '(?:skin|wound|area) (?:is |has )?(?:turning|turned|gone|going) (?:black|grey|gray|dusky)|necroti[sz]ing fasciitis|flesh eating',
      '(?:dark |deep )?(?:purple|purplish|black|grey|gray|dusky) (?:patch|patches|area|skin|blotch)(?: \\w+){0,3} (?:and|with) blisters|blisters? (?:and|with) (?:a )?(?:dark |deep )?(?:purple|purplish|black|grey|gray|dusky) (?:patch|area|skin)',
    ],
    0.001,
    {
      redFlag: {
        reason: 'pain out of proportion or dusky skin (necrotising soft-tissue infection)',
        urgency: 'emergency',
      },
    },
  ),
  yesNo(
    'non_blanching_rash',
    'Do the spots stay visible when you press a clear glass firmly on them (a rash that does not fade)?',
    'non-blanching rash (petechiae or purpura)',
    [
      // A red patch over the tailbone, sacrum, heel or hip that stays red is a pressure injury's first stage.
      // A pain that "does not change when I press on my chest" is the pain's, not a rash's: pressed on a body part.
      '(?<!(?:red|pink|dark|purple)(?: sore)? (?:patch|area|skin|mark) (?:on|over) (?:my |his |her |their |the )?(?:tailbone|sacrum|heels?|hips?) (?:that |which )?(?:is )?)(?:does not|did not|will not|would not|doesn t|do not|don t|never) (?:fade|blanch|go away|disappear|go white|go pale|change) (?:when|under|with|if) (?:i |you |we )?(?:press|pressed|push|pushed|a glass|the glass|a cup|roll a glass)(?! on (?:my |his |her |their |the )?(?:chest|ribs?|breast ?bone|sternum|tummy|belly|stomach|abdomen|back|side|neck|head|jaw))|non ?blanching|(?:tiny )?(?:purple|red|dark) (?:pin ?prick )?(?:spots|dots|blotches) (?:that )?(?:do not fade|like bruises)|petechia\\w*|purpur\\w*',
      // "tiny purple dots that look like bruises", "red pinprick spots", "a rash that does not blanch"
      '(?:spots|dots|marks|blotches|rash)(?: \\w+){0,2} (?:that |which )?(?:look|looks|looking|like) (?:like )?(?:little |tiny |small )?(?:bruises|bruising|blood spots)|pin ?prick (?:red |purple |dark )?(?:spots|dots|marks|rash)|(?:red|purple|dark) pin ?pricks|(?<!\\bitchy (?:, )?(?:and )?(?:flat )?)(?:purple|purplish) (?:spots|dots|blotches|pin ?pricks|marks)(?! (?:that|which) (?:are )?itch)|(?:does not|do not|did not|will not|would not|never) blanch',
    ],
    0.002,
    {
      parent: 'rash',
      implies: ['rash'],
      redFlag: { reason: 'rash that does not fade under a glass (non-blanching)', urgency: 'emergency' },
    },
  ),
  // — What the rash looks like
  yesNo(
    'hand_blisters_itchy',
    'Are there tiny, very itchy blisters deep in the skin of the palms, the sides of the fingers or the soles?',
    'vesicular hand or foot dermatitis (pompholyx)',
    [
      'pompholyx|dyshidro\\w*|(?:itchy (?:tiny |small |little )?|(?:tiny|small|little) itchy )(?:blisters|bubbles) (?:on|along|down|in) (?:the )?(?:sides of )?(?:my |his |her )?(?:fingers|palms|hands|soles|feet)',
    ],
    0.005,
    { implies: ['blisters', 'rash'] },
  ),
  yesNo(
    'blisters',
    'Are there blisters (small bubbles of fluid) in the rash?',
    'vesicles or blisters',
    [
      '(?:blisters?|blistering)(?! (?:on|around|near) (?:my |his |the )?(?:penis|vulva|vagina|genitals|anus|labia|privates|private parts|foreskin))|(?:fluid|water) filled (?:spots|bumps|bubbles)|vesic\\w*|weeping spots|punched out (?:sores|spots|holes|ulcers|erosions|scabs)',
    ],
    0.01,
    { implies: ['rash'] },
  ),
  yesNo(
    'rash_one_side_band',
    'Is the rash in a band or strip on one side of the body only?',
    'dermatomal rash',
    [
      '(?<=(?:rash|blisters|spots|sores|redness) (?:is |are )?(?:only )?)on (?:one|the (?:left|right))(?= side)|(?:band|strip|stripe|belt)(?= of (?:a )?(?:rash|blisters|spots|red spots|sores))',
      'one sided (?:rash|blisters)|(?:rash|blisters) (?:that )?(?:only )?(?:goes|wraps|spreads) (?:half ?way )?around (?:one side|my (?:left|right) side)|shingles',
    ],
    0.003,
    { parent: 'rash', implies: ['rash'] },
  ),
  yesNo(
    'tingling_before_rash',
    'Did the skin burn, tingle or hurt for a few days before the rash appeared?',
    'prodromal pain or tingling before the rash',
    [
      '(?:burning|tingling|stinging|pain|painful) (?:for (?:a few|\\d+|two|three) days )?before (?:the )?(?:rash|blisters|spots)|(?:burned|tingled|hurt) before (?:the )?(?:rash|blisters) (?:came|appeared)',
    ],
    0.005,
    { parent: 'rash' },
  ),
  yesNo(
    'herald_patch',
    'Did it start with one larger oval patch, followed a week or two later by many smaller patches on the chest, back or tummy?',
    'herald patch followed by a secondary eruption',
    [
      'herald patch|(?:started|began) (?:with|as) (?:one|a|a single) (?:big|large|larger|bigger) (?:oval |round )?(?:patch|spot)|(?:one|a single) (?:big|large|larger|bigger) (?:oval )?(?:patch|spot) (?:first|came first|then lots|then many)|pityriasis rosea|christmas tree (?:rash|pattern)|(?:like|in the shape of|shaped like) a christmas tree',
    ],
    0.002,
    { implies: ['rash'] },
  ),
  yesNo(
    'ring_shaped_rash',
    'Is the rash ring-shaped, with a clearer centre and a scaly edge, or like a target?',
    'annular or target rash',
    [
      '(?:red |itchy |scaly |raised |pink |round )*(?:ring|circle)(?: \\w+){0,4} (?:with|and|that has) (?:a )?(?:clear|clearer|pale|paler|normal|healthy looking) (?:middle|centre|center|inside)',
      '(?:(?:red|itchy|scaly|raised|pink|round|angry) (?:, )?(?:and )?)+ring (?:on|of) (?:my |his |her |their |the )?(?:skin|arm|arms|leg|legs|chest|back|tummy|neck|face|body|thigh|groin|wrist|hand)|ring (?:shaped|like)|(?:circular|round) (?:rash|patch|patches)|(?:rash|patch) (?:is |looks )?(?:like a ring|circular|round)|ringworm|bullseye|bulls eye|target (?:shaped|like)',
      // Target lesions, in a note or a patient's words: "spots that look like targets" (DermNet erythema multiforme).
      'target(?:oid)? (?:lesions?|spots?|rash)|targetoid|(?:look|looks|looked|looking) like (?:little |small |a |an )?(?:archery |dart ?board )?targets?\\b',
      '(?:red |pink |scaly |raised )?(?:circles?|rings?) (?:with|that has|that have) (?:a )?(?:clear|clearer|pale|paler|normal|white|clear looking) (?:middle|middles|centre|center|centres|centers|bit in the middle)|(?:red |pink |scaly )(?:circles?|rings?) (?:on|of) (?:my |his |her |their |the )?(?:skin|arm|arms|leg|legs|chest|back|tummy|neck|face|body)|(?:patch|patches|rash|spot|spots) (?:with|that has|that have) (?:a )?(?:clear|pale|normal) (?:middle|centre|center)',
    ],
    0.01,
    { parent: 'rash', implies: ['rash'] },
  ),
  yesNo(
    'skin_fold_rash',
    'Is the rash in a skin fold, such as under the breasts, in the groin creases, between the buttocks or under a tummy fold?',
    'flexural rash (in skin folds)',
    [
      '(?:under|beneath|underneath) (?:my |her |his |the )?(?:breasts?|boobs?|tummy fold|belly fold|stomach fold|apron)|(?:in|between) (?:my |his |her |the )?(?:skin folds?|folds of (?:my |his |her |the )?skin|groin creases?|bum crack|butt crack)|intertrigo|chaf(?:ing|ed|fing)|jock itch|tinea cruris',
    ],
    0.01,
    { parent: 'rash', implies: ['rash'] },
  ),
  yesNo(
    'toe_web_itch',
    'Is the skin between your toes itchy, peeling, cracked, or white and soggy?',
    'toe-web scaling or maceration',
    [
      'tinea (?:between|in between|on|of) (?:my |his |her |the )?(?:toes|feet|foot)|(?:itchy|itching|itch|peeling|cracked|cracking|flaky|soggy|white|split|splitting) (?:skin )?(?:between|in between) (?:my |his |her |the )?toes|(?:skin )?(?:between|in between) (?:my |his |her |the )?toes (?:is |are )?(?:itchy|itching|peeling|cracked|cracking|flaky|soggy|white|split)|athletes? foot|tinea pedis|(?:itchy|peeling|cracked|flaky) (?:feet|toes)',
      // "it is between my 4th and 5th toes": where a skin problem sits is itself the toe web
      '(?:it is|it s|rash is|skin is|they are|the rash is|the skin is) (?:only )?(?:in )?between (?:my |his |her |the )?(?:(?:\\w+ )?(?:and|&) )?(?:\\w+ )?toes',
      '(?:white|soggy|macerated|moist|wet|peeling|cracked) (?:and \\w+ )?skin (?:between|in between) (?:my |his |her |the )?toes',
    ],
    0.02,
    { implies: ['rash'] },
  ),
  yesNo(
    'sun_damaged_spots',
    'Are there rough, scaly spots on sun-exposed skin (face, ears, scalp, backs of the hands) that feel like sandpaper and come back after you pick them?',
    'rough scaly spots on sun-damaged skin (actinic keratoses)',
    [
      'rough (?:scaly |dry |red |pink |crusty )?(?:spots|patches|bits|skin spots)|sun ?spots?|(?:actinic|solar) keratos\\w*|feels? like sandpaper|sandpapery',
    ],
    0.05,
  ),
  yesNo(
    'scaly_plaques',
    'Are there thick, scaly, well-defined patches of skin (for example on elbows, knees or scalp)?',
    'scaly plaques',
    [
      '(?:thick|silvery|scaly|flaky) (?:red )?(?:patches|plaques|skin|scales)|plaques? with (?:thick |fine )?(?:silvery|silver|white|thick) scales?|silvery scales?|(?:patches|plaques) of (?:thick|scaly|flaky|dry) skin|psoriasis',
    ],
    0.02,
    { implies: ['rash'] },
  ),
  yesNo(
    'dry_itchy_skin',
    'Is your skin dry and itchy, especially in the creases (elbows, behind the knees)?',
    'dry itchy skin (eczema pattern)',
    [
      '(?:itchy|red|dry|rough|scaly)(?: (?:and )?(?:itchy|red|dry|rough|scaly)){0,3}(?= (?:patches|skin|rash|spots)(?: \\w+){0,6} (?:creases|behind (?:his |her |my |the )?knees|inside of (?:his |her |my |the )?elbows))',
      '(?:(?:itchy|red|rough|scaly) (?:and )?)+dry(?= (?:(?:and )?(?:itchy|red|rough|scaly) )*(?:patches|skin|areas|rash))|dry(?: (?:and )?(?:red|itchy|rough))+(?= (?:patches|skin|areas|rash))',
      '(?:dry|cracked|rough|itchy dry|dry itchy|dry and itchy) skin|skin (?:is |feels |gets |has been )?(?:so |really |very |super |always )?(?:dry|cracked|rough)|(?:in|on) (?:the )?(?:creases|folds) of (?:my |his |her )?(?:elbows|knees|arms)|eczema|dermatitis',
      // "the skin on my shins is very dry": the place is left for the rash
      '(?<=\\bskin (?:on|of) (?:my |his |her |the |both )?(?:\\w+ ){1,2}(?:is|are|gets|get|feels|feel|has been|have been|goes|go|has gone) (?:so |really |very |super |always |quite |a bit |extremely )?)(?:dry|cracked|rough|scaly)',
    ],
    0.05,
  ),
  yesNo(
    'lower_leg_staining',
    'Is the skin of the lower legs brown-stained, itchy or scaly, with swollen ankles?',
    'venous skin changes of the lower legs',
    [
      '(?:brown|dark|discoloured|discolored|stained) (?:skin|staining|patches|marks) (?:on|around) (?:my |his |her |the |both )?(?:lower )?(?:legs?|shins?|ankles?)|(?:venous|varicose|stasis|gravitational) (?:eczema|dermatitis)',
      // "the skin around my ankles is brown"
      '(?<=\\b(?:legs?|shins?|ankles?|calf|calves)\\b[^.]{0,20}? (?:is|are|has gone|have gone|has turned|have turned|turned|gone|look|looks|has become|have become) (?:a bit |quite |very |all |a )?)(?:brown|brownish|discoloured|discolored|stained|rusty)',
      '(?:skin|it) (?:is|has gone|has turned|looks|has become) (?:a bit |quite |very |all |a )?(?:brown|brownish|discoloured|discolored|stained|rusty)(?: coloured)? (?:around|on|over|above) (?:my |his |her |the |both )?(?:lower )?(?:legs?|shins?|ankles?|calf|calves)',
    ],
    0.01,
  ),
  yesNo(
    'spreading_redness',
    'Is there a red, hot, swollen, tender area of skin that is spreading?',
    'spreading erythema (possible cellulitis)',
    [
      '(?:breast|boob) (?:is |has gone |feels |looks |went )?(?:red|hot|inflamed)(?:,? (?:and )?(?:hot|red|swollen|painful|tender|sore))+',
      '(?:red|hot|warm|swollen|tender) (?:and (?:red|hot|warm|swollen|tender) )*(?:area|patch|skin|leg|arm|foot|hand) (?:that is |is )?(?:spreading|getting bigger|growing)|(?:leg|arm|foot|hand|shin|calf|ankle|skin|knee|thigh)(?: s| has| is| was)? (?:gone |turned |become |went |is |looks |getting )?(?:all |really |very )?(?:red|hot|swollen)(?:(?: ,)? (?:and )?(?:red|hot|warm|swollen|tender|sore|painful))+(?: ,)? (?:and )?(?:it s |its |it is |it has been |is |keeps )?(?:getting bigger|spreading|growing)|(?:redness|red area|red patch|red streaks?|red line) (?:is |are )?(?:spreading|growing|tracking|going up)|cellulitis',
      // "a spreading red, hot, swollen patch on her shin"
      'spreading(?: ,)? (?:red|hot|warm|swollen|tender)(?:(?: ,)? (?:and )?(?:red|hot|warm|swollen|tender|sore|painful))* (?:area|patch|skin|redness|rash)',
      // "the redness is not spreading": the verb alone, so that a denial before it denies it
      '(?<=\\b(?:redness|red area|red patch|red streaks?|red line|the red) (?:is |are |has |has been )(?:not |no longer )?)(?:spreading|getting bigger|growing|tracking|creeping|moving)',
      '(?<=(?:leg|arm|foot|hand|skin|area|shin|calf|thigh) (?:around (?:it|the \\w+) )?(?:is |has gone |s gone |went |looks |feels |is very |is really |is all |has gone all |s gone all )?)(?:red(?= (?:, )?(?:and )?(?:hot|warm))|hot(?= (?:, )?(?:and )?(?:red|swollen|tender|sore|painful)))',
      'red(?= (?:, )?(?:and )?(?:hot|warm) (?:, )?(?:and )?(?:swollen |tender |sore |painful )?(?:leg|arm|foot|hand|skin|area|patch|shin|calf|ankle|thigh|knee|finger|toe))|(?<=(?:skin|leg|arm|foot) (?:is |feels )?)hot(?= to the touch)',
      // A cut or bite that has gone red: the infection spreading from it ("a small cut on my leg went red").
      '(?<=\\b(?:cut|graze|scratch|wound|bite|scrape|blister|splinter)\\b(?: on (?:my |his |her |the )?(?:\\w+ )?\\w+)? (?:has |had )?(?:gone|went|turned|become|became|is|got|getting|going|turning) (?:all |really |very |bright |quite )?)red(?:der)?\\b',
    ],
    0.01,
    // A spreading redness is a skin problem: the rash question (its place and colour) is answered with it.
    { implies: ['rash'] },
  ),
  yesNo(
    'leg_ulcer',
    'Is there an open sore (ulcer) on the lower leg, ankle or foot?',
    'ulcer of the lower leg or foot',
    [
      '(?:ulcers?|open sores?|open wounds?|weeping sores?|weeping wounds?|(?<=(?:a|an|no|any|some) )sore|sores) (?:on|near|above|around|under) (?:my |his |her |the |(?:one|both|either) of (?:my|his|her) )?(?:legs?|lower legs?|shins?|ankles?|calf|calves|foot|feet|heels?|toes?|soles?|big toe)|(?:leg|foot|ankle|venous|diabetic foot|shin) ulcers?',
      // "an open sore on my inner ankle that will not heal": the place is left for the pain, rash or swelling
      '(?:ulcers?|open sores?|open wounds?|weeping sores?|weeping wounds?|(?<=(?:a|an|no|any|some) )sore|sores)(?= (?:on|near|above|around|over|under|in) (?:my |his |her |the )?(?:(?:inner|outer|lower|left|right|big) |(?:inside|outside|front|side|bottom|ball|sole|top|back|tip) of (?:my |his |her |the )?)+(?:legs?|shins?|ankles?|calf|calves|foot|feet|heels?|toes?|soles?)\\b)',
    ],
    0.005,
  ),
  // — Wounds and burns
  yesNo(
    'bleeding_not_stopping',
    'Is it still bleeding heavily even though firm pressure has been held on it for 10 minutes?',
    'bleeding not controlled by pressure',
    [
      '(?:will not|won t|does not|doesn t|can not|is not|isn t) stop bleeding (?:\\w+ ){0,3}(?:with|despite|after|even with) (?:\\w+ ){0,3}(?:pressure|pressing)|bleeding (?:will not|won t|does not|has not|hasn t|is not|isn t) (?:stop|stopping|stopped|slowing) (?:\\w+ ){0,3}(?:with|despite|after|even with) (?:\\w+ ){0,3}(?:pressure|pressing)|(?:pressure|pressing (?:on it|hard)) (?:is not|isn t|does not|doesn t|has not|hasn t) (?:stopping|stopped|stop) (?:the )?bleeding|blood (?:is )?(?:spurting|pumping|squirting|pouring) out|(?:it s|it is|it was|the blood is|blood is|the cut is|the wound is) (?:spurting|pumping|squirting)|(?:spurting|pumping|squirting) (?:out )?blood',
    ],
    0.001,
    {
      kind: 'sign',
      implies: ['skin_wound'],
      redFlag: { reason: 'bleeding that firm pressure does not stop', urgency: 'emergency' },
    },
  ),
  yesNo(
    'gaping_wound',
    'Is the cut gaping open or deep, or still bleeding after 10 minutes of firm pressure?',
    'gaping or deep laceration',
    [
      '(?:gaping|deep|wide open|large|big) (?:cut|wound|gash|laceration)|(?:cut|wound|gash) (?:is )?(?:gaping|deep|wide open|still bleeding|will not stop bleeding)|(?:it|the cut|the wound|the gash) (?:gapes|is gaping|gaps|is wide)(?: open)?|(?:gapes|gaping) open|(?<=\\b(?:cut|sliced|gashed|slashed)\\b[^.]{0,40})(?:it s |its |it is )(?:kinda |pretty |really |very |quite |a bit |kind of |fairly )?deep|(?<!\\b(?:does|do|will|would|did|should) (?:it|this|that|i|he|she|they) )(?:need|needs|might need) stitches|(?:can see|see) (?:the )?(?:fat|bone|tendon)',
    ],
    0.005,
    {
      implies: ['skin_wound'],
      redFlag: { reason: 'a gaping or deep wound, or bleeding that pressure does not stop', urgency: 'urgent' },
    },
  ),
  yesNo(
    'burn_injury',
    'Have you burnt or scalded the skin (hot water, steam, a stove, a hot object, fire or a chemical)?',
    'thermal or chemical burn',
    [
      // (a burnt face is read as a serious burn, which implies a burn)
      '(?:burnt|burned) (?:my |his |her |their )(?:hand|hands|arm|arms|finger|fingers|thumb|leg|legs|foot|feet|wrist|skin|chest|neck|back|palm|tummy|forearm|shoulder|thigh)|(?:burn|burned|burnt|scald|scalded) (?:myself |himself |herself )?(?:from|by|on|with) (?:the |a |an |some )?(?:stove|kettle|oven|iron|hot water|steam|boiling water|exhaust|hot oil|fire|hot ?plate|heater|curling iron|hair straighteners?|straightener|coffee|tea|cup of tea|soup|barbecue|bbq|campfire|muffler|hot pan|pan|saucepan|candle|wax|chemicals?)',
      // "burns like I've scalded it" is a likeness, not a burn.
      '(?<!\\b(?:like|as if|as though) (?:i|you|someone|it) (?:have |has |had |just )*(?:been )?)scald(?:ed|s)?|(?:spilled|spilt|poured|knocked) (?:boiling |hot )?(?:water|tea|coffee|oil|soup|noodles) (?:on|over)',
      // a hot drink or pan pulled, tipped or spilt over someone: the commonest scald of toddlers
      '(?:pulled|tipped|knocked|spilled|spilt|poured|dropped|splashed) (?:a |an |the |his |her |my |their |some )?(?:(?:cup|mug|pot|kettle|bowl|jug|pan|saucepan|glass|tea ?pot) of )?(?:(?:boiling|boiled|hot|scalding|freshly made) )(?:water|tea|coffee|soup|oil|noodles|milk|drink|liquid|fat)',
      '(?:pulled|tipped|knocked|spilled|spilt|poured) (?:a |an |the |his |her |my |their )?(?:cup|mug|pot|kettle|bowl|jug|saucepan|tea ?pot) of (?:tea|coffee|soup|noodles)(?= (?:(?:off|from) (?:the |a |his |her |my )?\\w+ )?(?:on|over|onto|all over|down) )',
      '(?:boiling|hot|scalding) (?:water|tea|coffee|oil|soup|fat) (?:went |splashed |spilled |spilt |poured )?(?:all )?(?:over|on|onto|down) (?:him|her|me|them|my|his|her|their)',
      // a burn named as such, or flames
      // "was burned when petrol flared up", "got burnt in a house fire"; fuel that flared or exploded (eTG burns)
      '(?:was|were|got|been|is|am|get) (?:badly |seriously |severely )?(?:burnt|burned) (?:when|while|as|in) (?:a |an |the |some |his |her |my )?\\w+|(?:petrol|fuel|gas|kerosene|metho|methylated spirits|lighter fluid) (?:flared|exploded|ignited|went up|caught fire|blew up)',
      '(?:burnt|burned) (?:myself|himself|herself|themselves|yourself)|(?:got|been|was|were|is|am|get) (?:badly |seriously |severely )?(?:burnt|burned) (?:by|on|with|from) (?!the sun)(?:a |an |the |some |his |her |my )?\\w+|(?:badly|seriously|severely) (?:burnt|burned)|(?:a |the |bad |nasty |big |small )?burns? (?:on|to) (?:my |his |her |their |the )?(?:hand|hands|arm|arms|finger|fingers|thumb|leg|legs|foot|feet|face|wrist|chest|neck|back|palm|tummy|belly|thigh|shoulder|skin)|(?:clothes|pyjamas|dress|hair|shirt) (?:caught|went up in) (?:on )?(?:fire|flames)|caught (?:on )?fire',
    ],
    0.01,
    // A burn is a skin problem: the rash question (where, what colour) is answered with it.
    { kind: 'history', implies: ['rash'] },
  ),
  yesNo(
    'serious_burn',
    'Is the burn bigger than the palm of the hand, or on the face, hands, feet, genitals or over a joint, or is it white, leathery or painless?',
    'burn needing hospital assessment (size, site or depth)',
    [
      '(?<!\\b(?:patch|patches|area|areas|spot|spots|bits?|streaks?) of (?:\\w+ )?)(?:white|leathery|charred|black|waxy) (?:skin|burn)|burn (?:is )?(?:bigger|larger) than (?:my |his |her |a )?(?:hand|palm)|(?:third|3rd|full thickness|deep) (?:degree )?burn|electrical burn',
      // the size in the patient's words, in a sentence about the burn: "the burnt area covers most of his chest"
      '(?<=\\b(?:burn|burns|burnt|burned|scald|scalds|scalded)\\b[^.]*)(?:covers?|covering|is over|goes over|all over|over|across) (?:most|much|half|all|the whole|the whole of|a large part|a big part) of (?:his |her |my |their |the )?\\w+|(?:huge|large|big|massive|extensive) (?:burns?|scalds?)',
      '(?<=\\b(?:burn|burns|burnt|burned|scald|scalds|scalded)\\b[^.]*)(?:on|to|over) (?:his |her |my |their |the )?(?:face|genitals|private parts|groin)',
      '(?:burnt|burned|scalded) (?:his |her |my |their |the )(?:face|genitals|private parts)|(?:face|facial|genital) (?:burns?|scalds?)',
      // Large areas burnt, or skin blistered and white, told in a sentence after the burn (eTG burns: deep or over 10%).
      '(?<=\\b(?:burn|burns|burnt|burned|scald|scalds|scalded)\\b.{0,160})(?:large|big|huge|extensive|wide) (?:areas?|parts?|patches|sections) of|(?:blistered|burnt|burned) and (?:white|leathery|charred|black)',
      // "his face is not burnt": the burn word alone, so that a denial before it denies it
      '(?<=\\b(?:face|genitals|private parts) (?:is |was |has been |got |were )(?:not )?)(?:burnt|burned|scalded)',
    ],
    0.1,
    { parent: 'burn_injury', redFlag: { reason: 'a large, deep or special-area burn', urgency: 'urgent' } },
  ),
  yesNo(
    'sunburn',
    'Has the skin been burnt by the sun in the last few days?',
    'sunburn',
    [
      '(?:got |get |been )?(?:fried|burnt|burned|cooked|roasted|sunburnt|sunburned|frazzled) (?:at|on|in|by) the (?:beach|sun|pool|cricket|river)|(?:got|get) (?:badly |really )?(?:burnt|burned|fried|cooked) (?:in|by) the sun',
      // "a rash that looks like sunburn" is a rash, not a burn (toxic shock, scarlet fever)
      '(?<!\\blike (?:a )?|\\blike bad )sun ?burn(?:t|ed|s)?(?! like)|burnt (?:in|by) the sun|(?:got|been) burnt (?:at|on) the (?:beach|cricket|pool|boat)|fell asleep in the sun',
      // a day in the sun, then red, stinging skin in the same sentence ("fell asleep at bondi, back bright red and stinging")
      '(?:fell asleep|dozed off|passed out) (?:at|on) (?:the )?\\w+(?: beach)?(?= [^.]*\\b(?:red|burn\\w*|stinging|stings|blister\\w*|peeling)\\b)',
      '(?:fell asleep|was|were|been|spent (?:the day|all day|hours|the afternoon)|lying|lay|sat|out|working|playing) (?:out )?(?:in the sun|on the beach|at the beach|by the pool|at the pool|on a boat|at the cricket|in the garden all day)(?= [^.]*\\b(?:red|burn\\w*|stinging|stings|sore|blister\\w*|peeling|hot to touch)\\b)|(?<=\\b(?:skin|back|shoulders|face|arms|legs|chest|nose)\\b[^.]*)(?:red|pink|burnt) (?:from|after) (?:the |being in the |too much )?sun',
    ],
    0.02,
    { kind: 'history' },
  ),
  yesNo(
    'skin_wound',
    'Is there a cut, graze, bite, burn or wound in the area?',
    'break in the skin or wound',
    // the place is left for the pain, rash or swelling it belongs to: "a small cut on my arm"
    [
      '(?:cut|graze|scratch|wound|laceration|scrape|gash|puncture)(?= (?:on|in) (?:my |his |her |the )?\\w+)|(?:cut|grazed|scratched|scraped|stabbed|punctured|gashed)(?= (?:my |his |her )\\w+)|(?:stood|stepped|trod) on (?:a |some )?(?:nail|glass|something sharp|a shell|an oyster)|infected (?:cut|wound|graze|bite|scratch)',
      // The holes of a bite or a nail: "two deep puncture holes", "puncture wounds on her hand".
      '(?<!\\b(?:no|without|not any) (?:\\w+ )?)puncture (?:wounds?|holes?|marks?)',
    ],
    0.05,
    { kind: 'history' },
  ),
  // — Itch, welts and contact
  yesNo(
    'hives',
    'Is the rash made of raised, itchy welts that come and go within hours?',
    'urticaria',
    [
      'hives|welts|urticaria|(?:raised|itchy|red) (?:lumps|bumps|blotches|welts) (?:that )?(?:come and go|move around|keep appearing)|nettle rash',
    ],
    0.02,
    { implies: ['rash'] },
  ),
  yesNo(
    'new_skin_contact',
    'Has the skin touched something new (a soap, cream, plant, metal, dye) before the rash started?',
    'new skin contact or irritant',
    [
      // A rash under a watch buckle, where a necklace, earring or new cream touches: the shape of what touched it
      // (nickel, a cosmetic) marks allergic or irritant contact dermatitis (DermNet; Murtagh). The rash before it is
      // left to be read as the rash.
      '(?<=\\b(?:rash|itch\\w*|red|redness|eczema|blisters?|patch(?:es)?|spots|bumps)(?: \\w+){0,4} )(?:under|beneath|behind|around|where|wherever) (?:my |the |his |her |their |a |an )?(?:new |cheap |metal )?(?:watch(?: ?(?:strap|band|buckle|face))?|necklace|chain|pendant|earrings?|ear rings?|sleepers|studs?|belt(?: buckle)?|buckle|bracelet|bangle|(?:wedding |engagement )?ring(?! finger)|bra(?: strap| clasp)?|jeans (?:stud|button)|button|glasses frames?|band aid|bandaid|plaster|tape|gloves|cream|lotion|moisturiser|moisturizer|sunscreen|perfume|deodorant|make ?up|hair dye)(?: \\w+)?(?: (?:touches|touched|touch|sits|sat|goes|went|rubs|rubbed|was|is|were|are|presses|lies|rests|put|applied|on))?\\b',
      '(?:new|different|changed) (?:soap|shampoo|detergent|washing powder|cream|lotion|moisturiser|moisturizer|perfume|cosmetic|makeup|make up|hair dye|jewellery|jewelry|earrings|watch|gloves|body wash|sunscreen)|(?:touched|brushed against|handling|handled|gardening with) (?:a |some )?(?:plant|plants|grevillea|poison ivy|chemicals?)|(?:after|since) (?:using|wearing|putting on|applying)|hair dye|henna tattoo',
    ],
    0.03,
    { kind: 'exposure' },
  ),
  yesNo(
    'itch_worse_night',
    'Is the itch much worse at night, and does anyone you live with itch too?',
    'nocturnal itch with household contacts itching',
    [
      '(?:scratch|scratches|scratching) (?:\\w+ ){0,2}(?:at night|all night|in (?:his|her|my|their) sleep|in bed)',
      'itch(?:y|ing|es)? (?:is )?(?:worse|terrible|unbearable|bad) at night|(?:everyone|whole family|kids|partner|others) (?:at home |in the house )?(?:is |are )?(?:itchy|itching|scratching) too|scabies|burrows',
    ],
    0.01,
  ),
  // — Spots, pustules and redness of the face
  yesNo(
    'follicle_spots',
    'Are there many small pimples or pus spots, each around a hair (for example after shaving, waxing or a spa)?',
    'folliculitis',
    [
      '(?:pimples?|spots|bumps|pustules|pus spots|red spots|red bumps) (?:around|at|on) (?:the )?(?:hair follicles?|hairs|base of (?:the )?hairs)|folliculitis|(?:hot tub|spa|spa bath) rash|(?:rash|spots|bumps) after (?:shaving|waxing|a spa|the spa|the hot tub)',
    ],
    0.01,
    { implies: ['rash'] },
  ),
  yesNo(
    'facial_redness_flushing',
    'Do you have redness across the cheeks and nose that keeps coming back or stays, often flushing with hot drinks, alcohol, spicy food or sun?',
    'persistent central facial erythema with flushing',
    [
      'rosacea|(?:red|flushed|blotchy) (?:cheeks|face|nose) (?:all the time|that (?:will not|does not) go away|most days|every day)',
      '(?:face|cheeks|nose) (?:is |are |goes |go |get |gets |has been )?(?:always |constantly |permanently )?(?:red|flushed) (?:all the time|most days|every day|after (?:alcohol|wine|drinking|hot drinks|spicy food|exercise|the sun))',
      '(?:broken|tiny|thread|little) (?:blood )?(?:vessels|veins|capillaries) on (?:my |his |her )?(?:face|cheeks|nose)',
    ],
    0.01,
  ),
  yesNo(
    'pimples',
    'Do you have pimples, blackheads or spots on the face, chest or back?',
    'acne lesions',
    ['pimples?|zits?|acne|blackheads?|whiteheads?|breakouts?|breaking out'],
    0.04,
    // Spots are a rash of their places: "my face is covered in zits" is a rash on the face.
    { kind: 'sign', implies: ['rash'] },
  ),
  // — Lumps, moles and growths
  yesNo(
    'mole_change',
    'Has a mole or spot changed in size, shape or colour, bled, or appeared new?',
    'changing pigmented lesion',
    [
      '(?:mole|freckle|spot|skin spot|beauty spot|lesion) (?:that )?(?:has |is )?(?:changed|changing|growing|got bigger|getting bigger|bleeding|bled|itchy|itches|new|darker|irregular)|(?:new|changing|growing|bleeding|weird|odd looking|dark|black|irregular) (?:mole|spot|freckle)',
      // "a mole on my back has changed": the place may belong to the rash or pain, so claim only the mole
      '(?:mole|freckle|beauty spot|birthmark)(?= (?:on|near|at|beside|under|behind|above|below) (?:my |his |her |the )?(?:\\w+ ){1,3}(?:that |which )?(?:(?:my|his|her|the|a) (?:wife|husband|partner|doctor|gp|mum|mother|dad|daughter|son|friend|hairdresser) (?:says|said|thinks|noticed|reckons) )?(?:has |have |is |had )?(?:(?:really|slowly|recently|suddenly|gradually) )?(?:changed|changing|grown|growing|got bigger|gotten bigger|getting bigger|got darker|getting darker|gone darker|bled|bleeding|started bleeding|started itching|become itchy|raised|spreading|new|appeared))',
      '(?:mole|freckle|beauty spot|birthmark) (?:has |have |is )?(?:got|gotten|grown|become|getting|gone|turned) (?:bigger|larger|darker|raised|lumpy|black|itchy)|(?:mole|freckle|beauty spot) (?:has |have )?(?:started|began) (?:to )?(?:bleed|bleeding|itch|itching|grow|growing|change|changing)',
    ],
    0.01,
  ),
  yesNo(
    'mole_irregular',
    'Is the spot an uneven shape with a ragged or blurred edge, or a mix of colours (shades of brown or black, with blue, grey, red or white), or wider than a pencil eraser (6 mm)?',
    'atypical pigmented lesion (asymmetry, irregular border or colour, diameter over 6 mm)',
    [
      '(?:different|several|many|multiple|mixed|two|three|a mix of|a few|uneven|patchy|varying) (?:shades|colou?rs|tones) of (?:brown|black|blue|grey|gray|dark)|(?:several|many|multiple|different|mixed|two|three) (?:colou?rs|shades) (?:in|on) (?:it|the mole|the spot|my mole|the freckle)',
      '(?<=\\b(?:mole|moles|freckle|spot|lesion|birthmark|it)\\b[^.]*)(?:irregular|uneven|jagged|ragged|blurry|blurred|smudged|notched|wonky|lopsided|odd|funny|strange) (?:shaped? |looking )?(?:edges?|borders?|outline|shape)',
      '(?:wider|bigger|larger) than (?:a |the )?(?:pencil eraser|pencil rubber|eraser|rubber on a pencil|6 ?mm|six millimetres)|ugly duckling',
    ],
    0.005,
  ),
  yesNo(
    'non_healing_sore',
    'Is there a spot or sore that bleeds, scabs over and will not heal, or a shiny pearly lump, that has been there for more than a month?',
    'non-healing or pearly skin lesion',
    [
      '(?:sore|spot|scab|lesion|ulcer|pimple) (?:that )?(?:will not|does not|has not|never|keeps? not) (?:heal|healed|go away|clear up)|(?:sore|spot|scab|lesion) (?:that )?(?:keeps|kept) (?:bleeding|scabbing|coming back|crusting)|non ?healing (?:sore|spot|ulcer|lesion)|(?:shiny|pearly) (?:pink |red |white )?(?:lump|bump|spot)|rodent ulcer',
      // "the middle scabs and bleeds, then crusts again"; "tiny blood vessels on the surface" of a pearly lump
      '(?:scabs?|crusts?|scabbing|crusting) (?:over )?(?:and|then) (?:bleeds?|bleeding)|(?:bleeds?|bleeding) (?:a bit |a little )?(?:and|then) (?:scabs?|crusts?|scabbing|crusting)(?: over)?(?: again)?|(?:tiny|little|small|fine) (?:red )?(?:blood )?vessels (?:on|over|across|in) (?:it|the surface|the top|the lump|the spot)',
      // "a spot on my nose keeps bleeding", "a spot on the side of my nose that won't heal": the place may belong to
      // another finding, so claim only the lesion word
      '(?:sore|spot|scab|lesion|lump|ulcer)(?= (?:on|near|at|beside) (?:my |his |her |the )?(?:\\w+ ){1,5}?(?:that |which )?(?:keeps|kept|will not|does not|has not|never) (?:bleeding|bleed|scabbing|crusting|heal|healed|healing|go away|clear up))',
    ],
    0.01,
  ),
  yesNo(
    'fast_growing_skin_lump',
    'Has a lump on the skin grown quickly over a few weeks, perhaps tender or with a crusted centre?',
    'rapidly growing skin lump',
    [
      '(?:lump|bump|spot|growth|lesion) (?:that )?(?:has )?(?:grown|growing|got bigger|getting bigger) (?:very |really )?(?:quickly|fast|rapidly)|(?:rapidly|fast|quickly) growing (?:lump|bump|spot|growth|lesion)',
      // "a crusty lump on the back of my hand that has grown quickly over a few weeks"
      '(?:lump|bump|spot|growth|lesion|sore) (?:on|near|at|beside|above|below) (?:my |his |her |the )?(?:[a-z]+ ){1,4}(?:that |which )(?:has |have |is |had )?(?:grown|growing|got bigger|gotten bigger|getting bigger) (?:very |really |so )?(?:quickly|fast|rapidly)',
    ],
    0.005,
  ),
  yesNo(
    'stuck_on_lesion',
    'Does it look like a waxy or warty brown spot that seems stuck on to the surface of the skin?',
    'stuck-on warty lesion (seborrhoeic keratosis)',
    // (a rough "warty lump" that is not brown or stuck on is a wart: see skin_wart)
    [
      '(?:stuck on|waxy) (?:brown |black |dark )?(?:spots?|lumps?|growths?|lesions?|moles?|patches?)|(?:brown|black|dark|greasy|crusty) (?:and )?(?:warty|wart like) (?:spots?|lumps?|growths?|lesions?|moles?|patches?)|warty (?:brown|black|dark) (?:spots?|lumps?|growths?|lesions?|moles?|patches?)|(?:spots?|lumps?|growths?) (?:that )?(?:looks?|seems?) (?:like it is |like they are )?stuck on|seborrh?o?eic keratos\\w*|barnacles?',
    ],
    0.02,
  ),
  yesNo(
    'skin_wart',
    'Is it a rough, raised, cauliflower-like lump (a wart), or a hard, painful spot on the sole with tiny black dots?',
    'viral wart',
    [
      '(?<!genital )(?<!anal )(?<!penile )(?<!vaginal )warts?|verrucae?|verrucas|cauliflower (?:like )?(?:lump|growth|bump)|(?:(?:rough|hard|raised|small|little|grey|skin coloured) )*(?:warty|wart like) (?:lumps?|bumps?|growths?|spots?)' +
        // "rough, raised, skin-coloured lumps on her fingers" (DermNet viral warts: rough-surfaced papules on the hands).
        '|rough(?: ,| and)?(?: (?:raised|skin coloured|flesh coloured|grey|small|little|hard)(?: ,| and)?)* (?:lumps?|bumps?|growths?)(?= on (?:the (?:backs? of )?)?(?:my |both )?(?:fingers?|hands?|thumbs?|knees?|elbows?|soles?|feet|foot|toes?)\\b)',
    ],
    0.02,
  ),
  yesNo(
    'molluscum_bumps',
    'Are there small, smooth, pearly bumps with a dimple in the middle?',
    'umbilicated papules (molluscum contagiosum)',
    [
      'molluscum|water warts|(?:pearly|pearl like|shiny|waxy|dome shaped|dome like) (?:white |pink |flesh coloured |skin coloured )?(?:bumps|spots|lumps|pimples|papules)|(?:bumps|spots|lumps) with (?:a )?(?:dimple|dent|hole|dip|dot) in (?:the )?(?:middle|centre|center)',
    ],
    0.01,
    // Spots on the skin: a yes to a skin problem, not asked again as a rash (DermNet: molluscum contagiosum).
    { kind: 'sign', implies: ['rash'] },
  ),
  yesNo(
    'cyst_punctum',
    'Does the lump have a small dark dot (pore) on top, or has smelly cheesy material come out of it?',
    'cyst with a punctum',
    [
      '(?:cheesy|smelly|toothpaste like) (?:stuff|material|gunk|discharge|goo) (?:came|comes|coming|squeezed|squeezes|squeeze) out|(?:black|dark) (?:dot|head|spot|pore) (?:on|in) (?:the )?(?:middle|centre|center|top) of (?:the |my )?(?:lump|cyst|bump)|(?:sebaceous|epidermoid|epidermal) cysts?',
    ],
    0.005,
    { implies: ['skin_lump'] },
  ),
  yesNo(
    'soft_movable_lump',
    'Is the lump soft or rubbery and painless, and does it move under the skin when you push it?',
    'soft mobile subcutaneous lump',
    [
      // A soft swelling leaves the word "swelling" to the swelling reader, which reads where it is (a
      // squishy swelling on the point of the elbow is a bursa, not a lipoma).
      '(?:soft|squishy|rubbery|doughy|fatty|movable|moveable|mobile) (?:painless )?(?:lump|bump|(?=swelling\\b))(?: (?:under|in|beneath) (?:my |his |her |the )?skin)?|(?:lump|bump) (?:that )?(?:is )?(?:soft|squishy|rubbery|moves|moves around|slides around)|lipoma',
      '(?:it |that |which )?(?:moves|slides|wobbles|rolls) (?:around )?(?:under (?:the |my )?(?:skin|fingers) )?(?:when|if) (?:i |you )?(?:push|press|touch|prod|poke)(?:es|ed)? (?:it|on it)',
    ],
    0.01,
    { implies: ['skin_lump'] },
  ),
  yesNo(
    'skin_lump',
    'Is there a lump under the skin?',
    'subcutaneous lump',
    [
      '(?:lump|bump|cyst|nodule|growth) (?:under|in) (?:my |his |her |the )?skin|(?:lump|bump|cyst|nodule|growth) on (?:my |his |her |the )?(?:back(?! of)|arm|forearm|leg|thigh|shoulder|face|scalp|chest|forehead|head)|skin (?:lump|cyst)',
    ],
    0.02,
  ),
  yesNo(
    'pus_collection',
    'Is there a painful, swollen lump filled with pus (a boil or abscess)?',
    'abscess or boil',
    [
      '(?:boils?|abscess(?:es)?|carbuncles?|pus (?:filled|pocket)|head of pus|full of pus)|(?:lump|bump|spot) (?:with|full of|filled with) pus',
    ],
    0.01,
  ),
  // — Nails
  yesNo(
    'nail_fold_infection',
    'Is the skin around a fingernail or toenail red, swollen and painful, perhaps with pus?',
    'paronychia',
    [
      '(?:red|swollen|infected|sore|painful|throbbing|pus) (?:skin |area )?(?:around|beside|next to|at the side of|at the edge of|under) (?:my |his |her |the |a )?(?:finger ?nail|toe ?nail|nail|nail bed|cuticle)|(?:finger ?nail|toe ?nail|nail|cuticle|nail bed) (?:is |are )?(?:infected|swollen|red and swollen)|infected (?:finger|nail bed|cuticle|hangnail)|paronychia|whitlow',
      // "the skin around my fingernail is red, swollen and throbbing"
      '(?:skin|area|flesh|cuticle|side) (?:around|beside|next to|at the side of|at the edge of|down the side of|of) (?:my |his |her |the |a )?(?:finger ?nail|toe ?nail|thumb ?nail|nail|nail bed|cuticle)(?= (?:is |are |has |has gone |went |looks |has been |feels )?(?:very |really |all |quite )?(?:red|swollen|sore|painful|throbbing|infected|puffy|hot|tender|full of pus)\\b)',
    ],
    0.005,
  ),
  yesNo(
    'ingrown_toenail',
    'Is the edge of a toenail growing or digging into the skin?',
    'ingrown toenail',
    [
      '(?:toe ?nail|nail) (?:is |keeps |has been )?(?:digging|growing|cutting|curling) (?:in|into)',
      'in ?grown (?:toe ?nail|nail)s?|ingrowing (?:toe ?nail|nail)s?|(?:toe ?nail|nail) (?:is |has )?(?:in ?grown|ingrowing|growing in)|(?:toe ?nail|nail) (?:is )?(?:growing|digging|cutting) into (?:the |my )?(?:skin|toe)',
    ],
    0.005,
  ),
  yesNo(
    'nail_dystrophy',
    'Are any nails thickened, discoloured (yellow, white or brown), crumbly, pitted or lifting off?',
    'nail dystrophy',
    [
      '(?:thick|thickened|yellow|discoloured|discolored|crumbly|brittle|lifting|pitted|fungal|brown) (?:finger ?nails?|toe ?nails?|nails?)|(?:finger ?nails?|toe ?nails?|nails?) (?:are |is |have )?(?:gone |turned |become )?(?:thick|thickened|yellow|discoloured|discolored|crumbly|lifting|pitted)|nail fungus|onychomycosis',
    ],
    0.03,
  ),
  // — Other patterns
  yesNo(
    'honey_crusts',
    'Are there sores with golden or honey-coloured crusts?',
    'honey-coloured crusts',
    [
      '(?:golden|honey|yellow|crusty) (?:coloured |colored )?(?:crusted |crusting |crusty )?(?:crusts?|scabs?|sores|lesions)|school sores|impetigo|crusty sores',
    ],
    0.005,
  ),
  yesNo(
    'skin_colour_patches',
    'Are there patches where the skin is paler, whiter or a different colour from the skin around it?',
    'hypopigmented or discoloured patches',
    [
      '(?:white|pale|paler|light|lighter|discoloured|discolored|faded) (?:patches|spots|blotches|areas|marks) (?:on|of) (?:my |his |her |the )?(?:skin|back|chest|face|hands|arms|shoulders|neck)|(?:patches|areas) (?:of skin )?(?:that are |which are )?(?:white|pale|paler|lighter|discoloured|discolored)|(?:losing|lost) (?:the )?(?:colour|color|pigment) (?:in|of|on) (?:my |his |her |the )?skin|vitiligo|(?:tinea|pityriasis) versicolou?r',
      // "patches of lighter skin on my chest"
      '(?:patches|spots|areas|blotches|splotches|marks) of (?:white|pale|paler|light|lighter|discoloured|discolored|faded|darker|brownish|pink) skin',
    ],
    0.01,
    { implies: ['rash'] },
  ),
  yesNo(
    'cold_induced_toe_spots',
    'Are there itchy or painful red-purple swellings on the toes or fingers that came on with cold weather?',
    'chilblains',
    [
      'chilblains?|(?:itchy|painful|red|purple|swollen) (?:toes|fingers) (?:after|from|in) (?:the )?(?:cold|winter)',
      // "itchy, burning, purple-red swellings on her toes every winter" (DermNet chilblains)
      '(?:(?:itchy|painful|burning|red|purple|purplish|bluish|swollen|sore|tender)(?: and)? ){1,4}(?:swellings?|lumps?|bumps?|patches|spots|blotches) on (?:my |his |her |their |the )?(?:toes|fingers)(?= [^.]*\\b(?:winter|cold|frost))',
      // "my toes have gone red, purple and itchy since the cold weather started"
      '(?<=\\b(?:toes?|fingers?|fingertips)\\b[^.]*)(?:since|after|from|in|with|when|every) (?:the )?(?:cold weather|cold snap|winter|weather (?:got|turned|went) cold|it (?:got|turned) cold|frost|cold mornings)',
    ],
    0.005,
    { implies: ['rash'] },
  ),
  yesNo(
    'tender_shin_nodules',
    'Are there tender, red, bruise-like lumps on the shins?',
    'erythema nodosum',
    [
      '(?:(?:tender|painful|sore|bruise like|hot|red|raised|purple) (?:, )?(?:and )?)+(?:lumps|nodules|bumps)(?= on (?:both (?:of )?)?(?:my |his |her |the |both )?(?:shins|legs|lower legs)\\b)|red (?:lumps|nodules) on (?:my |his |her |the |both )?shins|erythema nodosum|(?:lumps|nodules|bumps) on (?:both (?:of )?)?(?:my |his |her |the )?shins (?:that )?(?:look|looks|like) (?:like )?bruises',
    ],
    0.002,
    { implies: ['rash'] },
  ),
  // — Hair and scalp
  yesNo(
    'round_bald_patch',
    'Are there round, smooth, completely bald patches, with normal-looking skin?',
    'patchy non-scarring alopecia',
    [
      '(?:(?:round|circular|oval|coin sized|smooth|small|little|completely|totally|perfectly|shiny) (?:, )?(?:and )?)+(?:bald|hairless) (?:patch|patches|spots?|areas?)|alopecia areata',
    ],
    0.005,
    { implies: ['hair_loss'] },
  ),
  yesNo(
    'hair_shedding',
    'Is hair coming out all over the scalp in large amounts (in the shower or on the brush)?',
    'diffuse hair shedding',
    [
      '(?:hair|clumps of hair|handfuls of hair) (?:is |has been |have been |keeps |is still |started |has started )?(?:coming out|falling out) (?:in )?(?:clumps|handfuls|the shower|everywhere|all over|on (?:my |the )?(?:brush|pillow|comb))|(?:handfuls|clumps) of hair|(?:shedding|losing) (?:so much|a lot of|heaps of|lots of|tons of) hair',
    ],
    0.01,
    { implies: ['hair_loss'] },
  ),
  yesNo(
    'pattern_hair_thinning',
    'Has the hair been thinning gradually on the crown or top, or receding at the temples, over years?',
    'patterned hair thinning',
    [
      'receding (?:hair ?line|at the temples)|(?:thinning|bald|balding) (?:on|at) (?:the )?(?:top|crown|temples)|(?:going|getting) bald|balding|male pattern|female pattern (?:hair loss|baldness)|(?:widening|wider) part',
    ],
    0.05,
    { implies: ['hair_loss'] },
  ),
  yesNo(
    'hair_loss',
    'Have you been losing hair, or noticed bald patches?',
    'hair loss',
    [
      'hair (?:loss|is falling out|falling out|coming out|thinning|shedding)|(?:losing|lost) (?:my |clumps of )?hair|bald (?:patch|patches|spots?)|alopecia|thinning hair',
    ],
    0.03,
  ),
  yesNo(
    'head_lice',
    'Have you seen lice or eggs (nits) in the hair?',
    'head lice',
    [
      '(?:head )?lice|nits|(?:bugs|eggs) in (?:my |his |her |their )?hair|(?:tiny |little |small )?(?:bugs|insects|critters|things|eggs)(?: \\w+){0,2} (?:in|on) (?:my |his |her |their |the )?(?:hair|hairs|scalp)|(?:white |tiny |little )?(?:eggs|specks) (?:stuck|attached|glued) (?:to|on) (?:the |his |her |my |their )?hairs?',
    ],
    0.01,
  ),
  yesNo(
    'itchy_scalp',
    'Is the scalp itchy?',
    'itchy scalp',
    [
      'itchy (?:scalp|head)|(?:scalp|head) (?:is |has been |feels |gets )?(?:so |really |very |super |insanely |a bit )?itch(?:y|ing)|(?:scratching|scratches) (?:my |his |her |their )(?:head|scalp) (?:a lot|all the time|constantly)|(?:scratching|scratches) (?:my |his |her |their )scalp',
    ],
    0.03,
  ),
  yesNo(
    'flaky_scalp',
    'Is the scalp flaky or scaly, like dandruff, or crusted?',
    'scalp scaling',
    [
      'dandruff|(?:flaky|scaly|crusty|scabby|greasy yellow) scalp|scalp (?:is )?(?:flaky|scaly|crusty|scabby)|cradle cap|flakes (?:in|on) (?:my |his |her )?(?:hair|scalp)|(?:scales|scale|scaling|crusts?|crusting|flakes|scabs|scurf) (?:in|on|all over|covering) (?:my |his |her |their |the )?(?:hair|scalp|head)|(?:scales|crusts|flakes|scurf)(?= (?:are |is )?(?:[a-z]+ (?:, )?(?:and )?){0,4}(?:on|in|all over|covering) (?:the top of |the back of )?(?:my |his |her |their |the )?(?:hair|scalp|head)\\b)',
    ],
    0.04,
    { implies: ['rash'] },
  ),
  yesNo(
    'focal_sweating',
    'Do your palms, feet or armpits sweat heavily most days, even when you are cool and calm?',
    'focal hyperhidrosis',
    [
      '(?:sweaty|dripping) (?:palms|hands|feet|armpits|underarms)|(?:palms|hands|feet|armpits|underarms) (?:get |gets |are |is |go |become |always get |get really |get very )?(?:very |really |so |quite |always |super )?(?:sweaty|wet with sweat|clammy)|(?:palms|hands|feet|armpits|underarms) (?:sweat|are always sweaty|are always wet|drip) (?:a lot|all the time|constantly|heaps|so much)|sweat (?:through|patches on) (?:my )?(?:shirts?|clothes|tops)|hyperhidrosis',
    ],
    0.02,
  ),
  // — Risk factors
  yesNo(
    'sun_exposure_history',
    'Have you had a lot of sun over the years (outdoor work, sunburns), or had skin cancers removed before?',
    'high lifetime sun exposure or previous skin cancer',
    [
      '(?:had|have had|removed|cut out|burnt off|burned off|frozen off) (?:a |some |lots of |several |many |a few )?(?:skin cancers?|bccs?|sccs?|melanomas?|sun spots)|(?:work|worked|working) (?:outdoors|outside)|(?:lots of|many|bad|a lot of) (?:sun ?burns|sun exposure)|outdoor (?:worker|job|work)|skin cancer before',
      '(?:got|get|getting|been) (?:sun ?)?burnt (?:a lot|lots|often|all the time|heaps|badly|every summer)(?: as a (?:kid|child|teenager)| when i was (?:young|little|a kid|a child)| growing up)?|(?:lots of|many|a lot of|bad|blistering) sun ?burns (?:as a (?:kid|child|teenager)|when i was (?:young|little|a kid|a child)|growing up)',
    ],
    0.3,
    { kind: 'risk' },
  ),
];
