import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

const MY = '(?:my |his |her |their |the |our )?';
const SIDE = '(?:(?:left|right) )?';

/**
 * Hallmarks of a second set of everyday conditions, in a patient's own words: a broken or dislocated jaw,
 * travel sickness, corns and calluses, skin tags, a numb burning outer thigh, blood under a nail, tonsil
 * stones, an electric shock, a rash around the mouth after steroid creams, brown patches on the face and a
 * foot drop from a pressed nerve at the knee (Rosen's; Murtagh; DermNet; Harrison's).
 */
export const EVERYDAY_SIGN_FINDINGS_2: FindingDef[] = [
  // A broken jaw: the inferior alveolar nerve runs through the mandible, so a fracture numbs the lower lip
  // and chin on that side (Rosen's facial fractures).
  yesNo(
    'lower_lip_chin_numb',
    'Is your lower lip or chin numb since the injury?',
    'numb lower lip or chin (mental nerve)',
    [
      '(?:lower lip|bottom lip|chin)(?: and (?:' +
        MY +
        ')?(?:lower lip|bottom lip|chin))*(?: on the (?:left|right))? (?:is |are |feels? |has gone |went )?numb',
      'numb (?:lower lip|bottom lip|chin)',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // Anterior dislocation of the jaw: after a yawn, a big bite, dental work or a seizure the mouth is stuck
  // open, the chin juts forward and the patient cannot close or talk clearly (Rosen's).
  yesNo(
    'jaw_stuck_open',
    'Is your jaw stuck open, so that you cannot close your mouth?',
    'open lock of the jaw (temporomandibular dislocation)',
    [
      '(?:jaw|mouth) (?:is |has |got |went |has gone |has been )?(?:stuck|locked|jammed) (?:wide )?open',
      '(?:can not|could not|unable to|can not seem to) (?:close|shut) ' + MY + '(?:mouth|jaw)',
      '(?:jaw|mouth) (?:will not|would not|does not|wo not) (?:close|shut)',
      '(?:dislocated|popped out) ' + MY + 'jaw|jaw (?:is |has )?(?:dislocated|popped out)',
    ],
    0.0005,
    { kind: 'sign', implies: ['jaw_pain_weakness'] },
  ),
  // Motion sickness: nausea, pallor, sweating and vomiting brought on by travel in cars, boats, planes or
  // rides, easing once the motion stops (Murtagh; healthdirect).
  yesNo(
    'sick_with_travel',
    'Do you feel sick or vomit only when travelling, in a car, boat, plane or on rides, and feel better once it stops?',
    'nausea with motion (travel sickness)',
    [
      '(?:car|sea|travel|motion|air|boat|bus|train) ?sick(?:ness)?',
      '(?:feels?|feel|gets?|get|getting|is|am|goes) (?:sick|nauseous|queasy|ill)(?: and (?:vomits?|throws? up))? (?:in|on) (?:the |a |every )?(?:car|cars|boat|boats|ship|ships|bus|buses|plane|planes|train|ferry|ferries|rides?|back seat)',
      '(?:vomits?|throws? up|spews?) (?:in|on|during) (?:the |a |every |each |all )?(?:(?:long|short|longer) )?(?:car|boat|bus|plane|ferry|rides?)',
      '(?:settles|goes away|better|fine) (?:once|when|as soon as) (?:we |i |he |she )?(?:stop|are back on land|get off|get out|am back on land)',
      '(?:settles|goes away|better|fine) (?:once|when|as soon as) the (?:car|boat|bus|ride|ferry|train) (?:stops|has stopped|pulls over)',
    ],
    0.004,
    // asked of someone who feels sick, not of everyone: travel is the trigger of a nausea already told
    { parent: 'nausea' },
  ),
  // Corns and calluses: hyperkeratosis where a shoe or bone presses, a hard painful core on a toe (corn) or a
  // plaque of thick yellow skin under the ball of the foot (callus) (DermNet; Murtagh).
  yesNo(
    'hard_skin_on_foot',
    'Is it a patch of hard, thick skin or a corn where your shoe or the ground presses?',
    'hyperkeratosis at a pressure point (corn or callus)',
    [
      '\\bcorns?\\b(?! ?flakes| ?chips)|callus(?:es)?|callous(?:es)?',
      '(?:hard|thick|thickened|yellow|rough|dead) (?:(?:hard|thick|yellow|rough|dead|,|and) )*skin (?:on|under|over) ' +
        MY +
        SIDE +
        '(?:foot|feet|toes?|heels?|sole|soles|ball of ' +
        MY +
        '(?:foot|feet)|little toe|big toe|hand|hands|palms?|fingers?)',
      '(?:build ?up|built up) of (?:hard|thick|dead) skin',
    ],
    0.01,
    { kind: 'sign' },
  ),
  // Skin tags (acrochordons): soft, skin-coloured, pedunculated growths in the neck, armpits, groin and eyelids
  // (DermNet).
  yesNo(
    'skin_tag_on_stalk',
    'Are they soft flaps or tags of skin hanging on a thin stalk?',
    'pedunculated soft fibroma (skin tag)',
    [
      'skin ?tags?|acrochordons?',
      '(?:soft |floppy |little |small |tiny |loose |dangly )+(?:skin )?(?:flaps?|tags?|bits? of skin|pieces? of skin)',
      '(?:hang|hanging|dangle|dangling) (?:off|from|on) (?:a |little |thin |tiny )*(?:stalks?|stems?)|on (?:a |little |thin |tiny )*stalks?',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // Meralgia paraesthetica: the lateral femoral cutaneous nerve pressed under the inguinal ligament (tight
  // belts, weight gain, pregnancy): numbness, burning or tingling over the outer front thigh, no weakness
  // (Murtagh).
  yesNo(
    'outer_thigh_numb_burning',
    'Is there numbness, tingling or burning over the outside or front of your thigh, without weakness?',
    'numbness or burning over the lateral thigh',
    [
      '(?:outside|outer part|outer side|side|front and (?:the )?side|front and outside|outer) of ' +
        MY +
        SIDE +
        'thigh (?:is |has |feels |has gone |went |are )?(?:(?:numb|tingly|burning|burns|tingling|and|,) ?)+',
      '(?:numb|numbness|tingling|tingly|burning|pins and needles)(?: and (?:numb|tingly|burning))? (?:patch )?(?:on|over|down) (?:the )?(?:outside|outer side|side|front) of ' +
        MY +
        SIDE +
        'thigh',
      'meralgia',
    ],
    0.002,
    { implies: ['numbness_tingling'] },
  ),
  // Subungual haematoma: blood trapped under a nail after a crush or a blow, dark red to black, throbbing
  // pain relieved by trephining (Rosen's fingertip injuries).
  yesNo(
    'blood_under_nail',
    'Is there blood under the nail, making it dark red, purple or black?',
    'subungual haematoma',
    [
      '(?:blood|bruise|bruising) under ' + MY + '(?:finger|toe|thumb)?(?: ?nails?)',
      '(?:nail|fingernail|toenail|thumbnail) (?:has |is )?(?:gone |turned |went )?(?:dark |deep )?(?:black|purple|blue|dark red|blue black)',
      '(?:black|purple) (?:finger|toe|thumb)?nail',
    ],
    0.003,
    { kind: 'sign' },
  ),
  // Tonsil stones: debris calcified in the tonsil crypts, coughed up as small white foul-smelling lumps
  // (ENT guidelines).
  yesNo(
    'tonsil_stones_seen',
    'Do you see or cough up small white or yellow smelly lumps from your tonsils?',
    'tonsilloliths',
    [
      'tonsil ?(?:stones?|liths?)|tonsilloliths?',
      '(?:white|yellow|cheesy|smelly|hard)(?: (?:white|yellow|smelly|hard|little|small|,|and))* (?:lumps?|bits?|things?|balls?|stones?|specks?) (?:stuck |come |comes |coming |came |keep coming )?(?:in|from|out of|on) ' +
        MY +
        '(?:tonsils?|throat)',
      '(?:white|yellow) (?:lumps?|bits?|things?) (?:stuck )?in the (?:holes|pockets|crypts) of ' + MY + 'tonsils?',
      // Coughed or hawked up with no place named: the lumps themselves say it, phlegm is not a lump.
      '(?:cough|coughs|coughing|coughed|hawk|hawking|spit|spitting|bring|bringing|brought) (?:up|out) (?:these |some |little |tiny |small |hard |smelly |cheesy |,|and |white |yellow )*(?:white|yellow|cheesy) (?:lumps?|bits?|balls?|stones?|specks?)',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // Electrical injury: household low-voltage shocks through the hand; high voltage or a current across the
  // chest risks arrhythmia, deep burns and muscle injury (Rosen's).
  yesNo(
    'electric_shock',
    'Did you get an electric shock from a power point, an appliance, a wire or lightning?',
    'electrical injury',
    [
      '(?:electric|electrical) shock (?:from|off|by|at|when|while)|(?:got|had|received|took) (?:an |a )?(?:electric|electrical|nasty) shock|electrocuted|electrocution',
      '(?:zapped|shocked|jolted) (?:by|from|off) (?:the |a |an )?(?:old |frayed |faulty |broken |live |bare |exposed )?(?:power ?point|socket|toaster|kettle|wire|wires|cable|appliance|fence|electric fence|heater|light switch|powerline|power line|lamp)',
      'struck by lightning|lightning strike',
    ],
    0.0005,
    { kind: 'history' },
  ),
  // Perioral dermatitis: small red papules and pustules around the mouth, nose or eyes, a rim of spared skin
  // at the lip border, often after topical steroids or heavy creams (DermNet).
  yesNo(
    'spots_around_mouth',
    'Are there small red bumps around your mouth, chin or nose, with a clear gap just at the edge of the lips?',
    'perioral papules sparing the vermilion border',
    [
      '(?:red |little |small |tiny |itchy |burning )*(?:bumps?|spots?|pimples?|rash|papules?|pustules?) (?:(?:have|has) (?:come up|appeared|popped up|broken out|spread) )?(?:all )?around ' +
        MY +
        '(?:mouth|lips|nose and mouth|mouth and nose|chin and mouth|mouth and chin|nostrils)',
      '(?:clear|white|pale) (?:gap|ring|border|band|rim) (?:of (?:normal |clear )?skin )?(?:just )?(?:around|next to|at the edge of) ' +
        MY +
        'lips',
      'perioral dermatitis',
    ],
    0.004,
    { kind: 'sign', implies: ['rash'] },
  ),
  // Topical steroids and heavy creams bring perioral dermatitis on; it flares when a steroid stops (DermNet).
  yesNo(
    'face_creams_or_steroids',
    'Have you been using a steroid cream, or heavy moisturisers or make-up, on your face?',
    'topical corticosteroids or occlusive cosmetics on the face',
    [
      '(?:steroid|cortisone|hydrocortisone|betamethasone|mometasone) (?:cream|ointment)',
      '(?:putting|using|put|used|applying|applied) (?:a |some )?(?:steroid|cortisone|hydrocortisone)',
      '(?:heavy|thick|rich|greasy|lots of|a lot of) (?:(?:heavy|thick|rich|greasy|face|night) )*(?:moisturisers?|moisturizers?|face creams?|creams|foundation|make ?up)',
    ],
    0.01,
    { kind: 'history' },
  ),
  // Melasma: symmetrical light to dark brown patches on the cheeks, forehead, upper lip and chin, in women,
  // triggered by sun, pregnancy and the pill (DermNet).
  yesNo(
    'brown_patches_face',
    'Are there flat light or dark brown patches on your face, on both cheeks, the forehead or the upper lip?',
    'symmetrical facial hyperpigmentation',
    [
      '(?:brown|dark|darker|tan|pigmented|blotchy|brownish)(?: (?:brown|dark|blotchy|flat|,|and))* (?:patches|patch|blotches|marks|areas|pigmentation)(?: (?:across|on|over) (?:both |my |the )?(?:cheeks?|forehead|upper lip|face|top lip|nose))',
      '(?:pregnancy|pregnant) mask|mask of pregnancy|melasma|chloasma',
      '(?:brown|dark) (?:patches|marks|blotches) (?:on|across) (?:my |her |both )?(?:cheeks?|forehead|upper lip|face)',
    ],
    0.005,
    { kind: 'sign', implies: ['skin_colour_patches'] },
  ),
  // Common peroneal nerve palsy: the nerve is pressed where it winds round the fibular neck (crossing the legs,
  // squatting, a tight cast, rapid weight loss): foot drop, a slapping gait, numb top of the foot and outer
  // shin, with normal knee and ankle reflexes and no back pain (Harrison's; Murtagh).
  yesNo(
    'numb_top_of_foot',
    'Is the top of your foot or the outside of your shin numb?',
    'numbness over the dorsum of the foot and lateral shin',
    [
      '(?:top|upper part) of ' +
        MY +
        SIDE +
        'foot(?: and (?:the )?(?:outside|outer side|side) of ' +
        MY +
        SIDE +
        'shin)? (?:is |are |feels |has gone |went )?(?:numb|tingly|dead)',
      'numb(?:ness)? (?:on|over) (?:the )?top of ' + MY + SIDE + 'foot',
      '(?:outside|outer side) of ' + MY + SIDE + 'shin (?:is |feels )?numb',
    ],
    0.002,
    { kind: 'sign', implies: ['numbness_tingling'] },
  ),
  yesNo(
    'legs_crossed_or_squatting',
    'Have you been sitting with your legs crossed, squatting or kneeling for long, or lost a lot of weight quickly?',
    'pressure on the fibular neck (leg crossing, squatting, rapid weight loss)',
    [
      '(?:sat|sitting|sit) (?:with (?:my |his |her )?legs crossed|cross legged)|(?:cross|crossing|crossed) (?:my |his |her )?legs',
      '(?:squatting|kneeling) (?:for|all) (?:hours|day|a long time)',
      '(?:lost|losing) (?:a lot of|lots of) weight (?:fast|quickly|rapidly)',
    ],
    0.03,
    { kind: 'history' },
  ),
];
