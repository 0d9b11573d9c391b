import type { FindingDef } from '../types.js';
import { MALE, yesNo } from './define.js';

const MY = '(?:my |his |her |their |the |our |your )?';

/**
 * Hallmarks of a third set of everyday conditions, in a patient's own words: rough goosebump-like bumps on
 * the arms, teeth worn by grinding, coming too soon in sex, ingrown hairs after shaving, a coated tongue,
 * small bright red dome-shaped spots, a tongue-tie and a baby who cannot latch, coin-shaped eczema, breast
 * tissue under a boy's or man's nipple, a constantly blocked nose on both sides, a ring of smooth bumps, a
 * thick patch of skin from scratching and a moist lump in a newborn's belly button (DermNet; Murtagh; RCH
 * Clinical Practice Guidelines; NICE CKS).
 */
export const EVERYDAY_SIGN_FINDINGS_3: FindingDef[] = [
  // Keratosis pilaris: keratin plugs in the hair follicles, rough pinpoint bumps like permanent goosebumps
  // on the backs of the upper arms, the thighs and a child's cheeks (DermNet).
  yesNo(
    'goosebump_bumps',
    'Are there many tiny rough bumps, like permanent goosebumps or sandpaper, on the backs of the upper arms, the thighs or the cheeks?',
    'follicular keratotic papules (keratosis pilaris)',
    [
      '(?:permanent |constant )?goose ?(?:bumps?|pimples?|flesh)(?! when)',
      'chicken skin',
      '(?:tiny|little|small|rough|lots of little|lots of tiny)(?: rough| red| little| hard)* (?:bumps|spots|dots|lumps) (?:all )?(?:on|over|across) ' +
        MY +
        '(?:backs? of (?:my |his |her |the )?(?:upper )?arms|upper arms|arms and (?:my |his |her )?(?:thighs|legs))',
      'keratosis pilaris',
    ],
    0.004,
    { kind: 'sign', implies: ['rash'] },
  ),
  // Bruxism: grinding wears the biting edges of the teeth flat and can chip them; the dentist often notices
  // first (Murtagh; Australian Dental Association).
  yesNo(
    'worn_teeth',
    'Has a dentist said your teeth are worn down, flattened or chipped from grinding?',
    'tooth wear from grinding',
    [
      '(?:teeth|tooth) (?:are |is |have |has )?(?:been )?(?:worn|ground|wearing) (?:down|flat|away)',
      '(?:worn|flattened|chipped) (?:down )?(?:teeth|tooth)',
    ],
    0.01,
    { kind: 'sign' },
  ),
  // Premature ejaculation: ejaculation within about a minute of penetration (lifelong) or a clearly shorter
  // time than before (acquired), with little control and distress (ISSM definition; NICE CKS).
  yesNo(
    'early_ejaculation',
    'Do you ejaculate (come) sooner than you or your partner would like during sex, often within a minute or two, without being able to hold back?',
    'premature ejaculation',
    [
      'premature(?:ly)? ejaculat\\w*',
      '(?:come|cum|comes|cums|ejaculate|ejaculates|finish|finishes|climax) (?:far |much |way |very |really )?(?:too )?(?:quick|quickly|fast|early|soon|sooner)(?! to)',
      '(?:come|cum|ejaculate|finish|climax) (?:with)?in (?:a |one |two |about a |less than a )?(?:minute|minutes|seconds|few minutes|couple of minutes) of (?:starting |having )?(?:sex|intercourse|penetration)',
      '(?:can not|could not|unable to|no) (?:last|hold on|hold back|control (?:when|how soon) i (?:come|cum|ejaculate))(?: (?:long|longer))? (?:in|during|when having) (?:sex|bed|intercourse)',
    ],
    0.01,
    { askIf: { ...MALE, minAge: 14 } },
  ),
  // Pseudofolliculitis barbae: a shaved curly hair curls back into the skin, with itchy, tender red bumps in
  // the beard, neck, armpits or bikini line a day or two after shaving (DermNet).
  yesNo(
    'ingrown_hairs_shaving',
    'Do you get ingrown hairs or razor bumps (red bumps with a hair curled under the skin) after shaving or waxing?',
    'ingrown hairs after shaving (pseudofolliculitis)',
    [
      'in ?grown (?:hairs?|hair bumps)',
      'razor (?:bumps?|rash|burn)',
      '(?:bumps?|spots?|pimples?) (?:after|from|when(?:ever)? i) (?:shav\\w*|wax\\w*)',
      '(?:every time|whenever|after|when) (?:i )?shav\\w*,? (?:i )?(?:get|come up|break out)',
      'hairs? (?:is |are )?(?:curled|curling|growing) (?:back )?(?:under|into) the skin',
      'pseudofolliculitis',
    ],
    0.01,
    // razor bumps are spots at hair follicles, as folliculitis's are: both read the same words for the spots
    { kind: 'sign', implies: ['follicle_spots', 'rash'] },
  ),
  // Halitosis: most bad breath comes from bacteria on the back of the tongue, seen as a white or yellow
  // coating (Murtagh; Australian Dental Association).
  yesNo(
    'coated_tongue',
    'Is there a white or yellow coating on your tongue, especially towards the back?',
    'coated tongue',
    [
      '(?:white|yellow|yellowish|thick|furry|fuzzy) (?:coating|coat|film|layer) (?:on|over) ' + MY + 'tongue',
      'tongue (?:is |has |looks |has got )?(?:a )?(?:coated|furry|fuzzy|white coating|yellow coating)',
      'coated tongue',
    ],
    0.05,
    { kind: 'sign' },
  ),
  // Cherry angiomas: benign capillary growths, smooth bright red to purple domes 1–5 mm across, multiplying
  // from middle age on the trunk; they bleed freely if knocked (DermNet).
  yesNo(
    'red_dome_spots',
    'Are they smooth, round, bright red or purple dots or domes, the size of a pinhead to a pea, that have been appearing slowly over months or years?',
    'cherry-red papules (cherry angiomas)',
    [
      // raised or domed, or like blood blisters: flat purple or red dots are a rash that may not fade (purpura)
      '(?:raised|domed?|dome shaped|bumpy) (?:bright |dark |cherry )?red (?:spots|dots|bumps|moles|blobs)',
      'like (?:little |tiny |small )?blood blisters',
      'cherry (?:angiomas?|spots|moles)|blood moles',
      'campbell de morgan spots?',
    ],
    0.01,
    { kind: 'sign', implies: ['rash'] },
  ),
  // A tongue-tie: a short, tight lingual frenulum holds the tip down, so it cannot pass the gums or lift,
  // and the tip looks notched or heart-shaped (RCH tongue tie).
  yesNo(
    'tongue_tie_seen',
    'Is the skin under the tongue short or tight, so that the tongue cannot stick out past the gums or lift up, or the tip looks heart-shaped?',
    'short lingual frenulum (tongue-tie)',
    [
      'tongue ?tie|tongue (?:is |looks )?tied',
      'heart shape\\w* tongue|tongue (?:makes|forms|goes into|looks like) a heart(?: shape)?',
      '(?:skin|bit|string|web) under ' + MY + 'tongue (?:is |looks |seems )?(?:short|tight|thick)',
      '(?:can not|could not|unable to) (?:stick|poke|put) ' + MY + 'tongue out (?:past|beyond|over)',
      '(?:can not|could not|unable to) (?:lift|raise) ' + MY + 'tongue',
    ],
    0.002,
    { kind: 'sign', askIf: { maxAge: 5 } },
  ),
  // Difficult breastfeeding: a shallow latch, clicking, slipping off the breast and sore or damaged nipples
  // (RCH tongue tie; Australian Breastfeeding Association).
  yesNo(
    'latch_difficulty',
    'Does the baby struggle to latch or stay on the breast, click while feeding, or leave your nipples sore or damaged?',
    'poor latch at the breast',
    [
      '(?:can not|could not|will not|does not|unable to|struggles? to|trouble|problems?|difficult\\w*) (?:to )?(?:latch\\w*|attach\\w*)(?: on)?(?: properly| well)?',
      '(?:poor|bad|shallow) (?:latch|attachment)',
      '(?:slips?|slipping|comes? off|keeps? coming off|falls? off) (?:the |my )?(?:breast|nipple|boob)',
      'clicking (?:noise|noises|sound|sounds )?(?:when|while) (?:feeding|breastfeeding|sucking)',
      '(?:makes|making) (?:a )?clicking (?:noise|noises|sound|sounds) (?:when|while) (?:feeding|breastfeeding|sucking)',
      // a sore nipple or a painful feed stays pain at the breast (mastitis); a cracked or squashed one is the latch
      '(?:nipples? (?:are|is|get|gets|come out)(?: very| really| so)? (?:cracked|damaged|squashed|misshapen|flattened))|(?:cracked|damaged|squashed) nipples?',
    ],
    0.03,
    { askIf: { sex: 'F', minAge: 14, maxAge: 55 } },
  ),
  // Discoid (nummular) eczema: well-defined coin-shaped patches, very itchy, often weeping and crusting, on
  // the legs and arms; unlike tinea the centre does not clear (DermNet; NICE CKS).
  yesNo(
    'coin_shaped_patches',
    'Are the patches round or oval, about the size of a coin, often weeping or crusting, without a clear centre?',
    'coin-shaped eczema patches (discoid)',
    [
      // patches or a rash, not a lump "the size of a coin"
      'coin (?:sized|size|shaped|like)(?: (?:red|pink|itchy|scaly|dry|round|raised|weeping|and))* (?:patch|patches|rash|spots|areas|plaques|circles)',
      '(?:patch|patches|rash|spots|areas|plaques|circles) (?:about |roughly )?(?:the )?(?:size|shape) of (?:a )?coins?',
      'discoid (?:eczema|dermatitis)|nummular',
    ],
    0.01,
    { kind: 'sign', implies: ['rash'] },
  ),
  // Weeping and crusting eczema (DermNet).
  yesNo(
    'weeping_skin',
    'Are the patches weeping, oozing clear fluid or crusting?',
    'weeping or crusting skin',
    [
      // skin that weeps, not a wound or a belly button that oozes
      '(?:patch|patches|rash|eczema|spots|skin|they|them) (?:are |is |keep |keeps |have been |has been |that )*(?:weep|weeps|weeping|ooze|oozes|oozing)',
      '(?:weeping|oozing) (?:patch|patches|rash|eczema|skin)',
      'weep and crust',
    ],
    0.03,
    { kind: 'sign', parent: 'rash' },
  ),
  // Gynaecomastia: a rubbery, often tender disc of breast tissue under one or both nipples of a boy in
  // puberty, an older man or a man on spironolactone, anabolic steroids or other medicines (RCH; Murtagh).
  yesNo(
    'male_breast_swelling',
    'Is there a rubbery disc of tissue or swelling under one or both nipples, as if breast tissue is growing?',
    'breast tissue in a male (gynaecomastia)',
    [
      '(?:lump|swelling|disc|lumps|swellings|tissue) (?:under|behind|beneath) (?:my |his |both |one |the )?nipples?',
      '(?:look|looks|looking|grown|growing) like (?:a |i have |he has )?(?:breasts?|boobs?)',
      '(?:growing|grown|developing|developed|got) (?:breasts?|boobs?)',
      'man boobs|moobs|gynaecomastia|gynecomastia',
    ],
    0.003,
    { kind: 'sign', askIf: MALE },
  ),
  // Nasal polyps: a nose blocked on both sides for months, with a poor sense of smell and post-nasal drip;
  // grey fleshy grapes may be seen inside a nostril (ENT guidelines; NICE CKS chronic rhinosinusitis).
  yesNo(
    'blocked_nose_both_sides',
    'Has your nose been blocked on both sides most of the time for weeks or months?',
    'persistent bilateral nasal obstruction',
    [
      '(?:nose|nostrils?) (?:is |are |has been |have been )?(?:constantly |always |permanently )?(?:blocked|stuffed|congested)(?: up)? (?:on )?both sides',
      '(?:both|all) (?:sides|nostrils) (?:of ' + MY + 'nose )?(?:are |have been |feel )?(?:blocked|stuffed|congested)',
      '(?:can not|could not|unable to) breathe (?:through|out of) ' + MY + 'nose',
      '(?:grey|gray|pale|fleshy|shiny)(?: fleshy| grey| gray| pale)* (?:lumps?|growths?|grapes?|things?) (?:inside|in|up) ' +
        MY +
        '(?:nose|nostrils?)',
    ],
    0.03,
    // the blocked nose of the cold and hay-fever question, on both sides and for longer
    { implies: ['runny_nose'] },
  ),
  // Granuloma annulare: a ring of smooth, firm, skin-coloured or pink bumps on the backs of the hands,
  // fingers or feet, with no scale and little itch; often mistaken for tinea (DermNet).
  yesNo(
    'ring_of_bumps',
    'Is it a ring made of small, smooth, firm bumps, skin-coloured or pink, without scale or flaking?',
    'annular ring of smooth papules (granuloma annulare)',
    [
      'rings? (?:made )?of (?:small |little |tiny |firm |smooth |raised |pink |skin coloured )*(?:bumps|lumps|nodules|beads)',
      '(?:bumps|lumps|nodules) (?:in|forming|that form|making) a (?:ring|circle)',
      'granuloma annulare',
    ],
    0.003,
    { kind: 'sign', parent: 'rash', implies: ['rash'] },
  ),
  // Lichen simplex chronicus: an itch–scratch cycle thickens one patch into leathery skin with deepened skin
  // lines, on the back of the neck, an ankle, the wrist or the genitals (DermNet).
  yesNo(
    'thick_scratched_patch',
    'Is there one patch of skin that has become thick, rough and leathery from scratching or rubbing it?',
    'lichenified plaque from scratching',
    [
      '(?:thick|thickened|leathery|rough)(?:,? (?:and )?(?:leathery|rough|thick|dark|itchy|scaly))* (?:patch|area|plaque|skin)(?: of skin)?(?= .{0,40}(?:scratch|rub|itch))',
      '(?:gone|become|got|getting|turned) (?:thick|thickened|leathery)(?: and (?:rough|leathery|dark|hard))? (?:from|with|after)(?: years of| all the)? (?:scratch|rubb)\\w*',
      '(?:can not|could not|unable to) stop (?:scratching|rubbing)',
      'lichen simplex|lichenified',
    ],
    0.01,
    { kind: 'sign', implies: ['rash'] },
  ),
  // Umbilical granuloma: after the cord separates, a moist pink fleshy nub of granulation tissue in the
  // belly button that keeps it from drying, oozing a little clear or sticky fluid (RCH umbilical problems).
  yesNo(
    'belly_button_lump_baby',
    "Is there a small moist pink or red lump in the baby's belly button since the cord came off, that keeps it from drying?",
    'umbilical granulation tissue',
    [
      '(?:pink|red|moist|wet|fleshy|little|small)(?: pink| red| moist| wet| fleshy| little| small)* (?:lump|bump|nub|blob|growth) (?:in|inside|at) ' +
        MY +
        '(?:baby s |newborn s )?(?:belly button|navel|umbilicus)',
      // "his belly button is still wet and there's a little pink lump in it"
      '(?<=\\b(?:belly button|navel|umbilicus)\\b[^.]{0,60})(?:pink|red|moist|wet|fleshy|little|small)(?: pink| red| moist| wet| fleshy| little| small)* (?:lump|bump|nub|blob|growth) (?:in|inside) it',
      '(?:belly button|navel|umbilicus|cord stump) (?:will not|wo not|does not|is not) (?:dry|heal)(?:ing)?(?: up)?',
      'umbilical granuloma',
    ],
    0.002,
    { kind: 'sign', askIf: { maxAge: 1 } },
  ),
];
