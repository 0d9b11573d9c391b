import type { ComplaintScript } from '../types.js';

const LIMBS = ['right hand', 'left hand', 'right arm', 'left arm', 'right foot', 'left foot', 'right leg', 'left leg', 'right ankle', 'left ankle', 'face'];

/**
 * Presenting complaints added for infections and children (the core ones are in core.ts): bites and
 * wounds, joint pains with fever or rash, a long fever, the unsettled baby, the rashes of childhood,
 * swallowed or inserted objects and poisons, and toileting, sleep and breath-holding worries. Red flags
 * first (RCH Clinical Practice Guidelines; NICE traffic-light system; Therapeutic Guidelines Toxicology).
 */
export const INFECTIONS_CHILDREN_COMPLAINTS: ComplaintScript[] = [
  {
    id: 'snake-bite',
    label: 'snake bite',
    triggers: ['snake_bite'],
    questions: ['duration', 'fainted', 'bleeding_bruising', 'droopy_eyelid', 'blurred_vision', 'short_of_breath', 'vomiting', 'pain', 'pain.site', 'nausea', 'confusion'],
    siteOptions: LIMBS,
  },
  {
    id: 'spider-bite',
    label: 'spider bite',
    triggers: ['spider_bite', 'funnel_web_spider'],
    questions: ['funnel_web_spider', 'duration', 'tingling_limbs_mouth', 'short_of_breath', 'pain', 'pain.site', 'pain.intensity', 'sweating', 'drooling', 'muscle_spasms', 'nausea', 'vomiting', 'confusion'],
    siteOptions: LIMBS,
  },
  {
    id: 'animal-bite',
    label: 'animal bite or scratch',
    triggers: ['animal_bite', 'bat_or_overseas_bite'],
    questions: ['snake_bite', 'duration', 'bat_or_overseas_bite', 'travel', 'pain', 'pain.site', 'gaping_wound', 'skin_wound', 'spreading_redness', 'fever', 'swollen_glands', 'pus_collection', 'tetanus_overdue'],
    siteOptions: LIMBS,
  },
  {
    id: 'tick-bite',
    label: 'tick bite',
    triggers: ['tick_bite', 'eschar'],
    questions: ['swollen_face_lips', 'duration', 'fever', 'rash', 'eschar', 'swollen_glands', 'muscle_aches', 'leg_weakness', 'facial_weakness', 'malaise', 'several_joints_painful'],
  },
  {
    id: 'insect-bite',
    label: 'insect, spider or tick bite or sting',
    triggers: ['insect_bite'],
    questions: ['swollen_face_lips', 'short_of_breath', 'duration', 'tick_bite', 'spider_bite', 'pain', 'pain.site', 'spreading_redness', 'fever', 'rash', 'hives', 'eschar', 'swollen_glands', 'travel'],
    siteOptions: LIMBS,
  },
  {
    id: 'dirty-wound',
    label: 'dirty or puncture wound',
    triggers: ['dirty_wound'],
    questions: ['duration', 'gaping_wound', 'tetanus_overdue', 'pain', 'pain.site', 'spreading_redness', 'fever', 'pus_collection', 'animal_bite', 'jaw_opening_pain', 'muscle_spasms'],
    siteOptions: LIMBS,
  },
  {
    id: 'joint-pains-fever',
    label: 'aching joints with fever or rash',
    triggers: ['several_joints_painful'],
    questions: ['duration', 'non_blanching_rash', 'fever', 'rash', 'pain.site', 'hot_swollen_joint', 'travel', 'insect_bite', 'tropical_north_australia', 'rural', 'morning_stiffness', 'swollen_small_joints', 'recent_cold', 'sore_throat', 'preceding_infection', 'red_eye', 'slapped_cheeks', 'fatigue'],
    siteOptions: ['right wrist', 'left wrist', 'right hand', 'left hand', 'right knee', 'left knee', 'right ankle', 'left ankle', 'right elbow', 'left elbow', 'right shoulder', 'left shoulder'],
  },
  {
    id: 'prolonged-fever',
    label: 'fever lasting 5 days or more',
    triggers: ['prolonged_fever'],
    questions: [
      'duration', 'drowsy', 'febrile_child_lethargic', 'non_blanching_rash', 'mottled_skin', 'laboured_breathing', 'travel', 'red_eye', 'strawberry_tongue', 'swollen_hands_feet', 'rash',
      'swollen_glands', 'irritable', 'cough', 'dysuria', 'pain', 'pain.site', 'night_sweats', 'weight_loss', 'livestock_contact', 'floodwater_exposure', 'tropical_north_australia', 'rigors',
    ],
    siteOptions: ['forehead', 'back of the throat', 'upper chest', 'belly', 'right loin', 'left loin', 'right ear', 'left ear'],
  },
  {
    id: 'baby',
    label: 'an unsettled, unwell or vomiting baby',
    triggers: ['fever_in_young_infant', 'young_infant', 'evening_crying', 'spills_after_feeds', 'projectile_vomiting', 'pain_attacks_pale_between', 'milk_reaction', 'inconsolable'],
    questions: [
      'fever_in_young_infant', 'fever', 'febrile_child_lethargic', 'drowsy', 'poor_feeding', 'fewer_wet_nappies', 'pain_attacks_pale_between', 'vomiting_bile', 'mottled_skin', 'laboured_breathing', 'blue_lips',
      'duration', 'young_infant', 'projectile_vomiting', 'vomiting', 'blood_in_stool', 'jaundice', 'evening_crying', 'spills_after_feeds', 'diarrhoea', 'milk_reaction', 'dry_itchy_skin', 'rash', 'cough',
    ],
  },
  {
    id: 'childhood-rash',
    label: 'a rash of childhood',
    triggers: ['rash_after_fever', 'spots_hands_feet_mouth', 'spots_blisters_scabs', 'slapped_cheeks', 'sandpaper_rash', 'strawberry_tongue', 'nappy_area_rash', 'rash_started_face', 'swollen_hands_feet'],
    questions: [
      'non_blanching_rash', 'febrile_child_lethargic', 'drowsy', 'duration', 'fever', 'high_fever', 'prolonged_fever', 'rash_site', 'blisters', 'rash_after_fever', 'sore_throat', 'mouth_ulcers',
      'red_eye', 'cough', 'runny_nose', 'itch', 'unvaccinated', 'travel', 'sick_contact', 'pregnant',
    ],
  },
  {
    id: 'swallowed-or-inserted',
    label: 'swallowed something, or something stuck in the nose or ear',
    triggers: ['button_battery', 'swallowed_poison', 'swallowed_object', 'object_in_nose', 'object_in_ear'],
    questions: [
      'button_battery', 'drowsy', 'laboured_breathing', 'seizure', 'stridor', 'drooling', 'difficulty_swallowing', 'duration', 'vomiting', 'cough', 'one_sided_smelly_nasal_discharge', 'nosebleed',
      'ear_discharge', 'hearing_loss', 'pain', 'pain.site',
    ],
    siteOptions: ['back of the throat', 'upper chest', 'belly', 'nose', 'right ear', 'left ear'],
  },
  {
    id: 'toileting',
    label: 'bedwetting, soiling or holding on',
    triggers: ['wets_bed', 'stool_withholding'],
    questions: ['duration', 'dysuria', 'thirst', 'passing_lots_urine', 'weight_loss', 'constipation', 'faecal_soiling', 'stool_withholding', 'incontinence', 'blood_on_paper', 'pain', 'pain.site', 'recurrent'],
    siteOptions: ['belly', 'pubic area', 'anus', 'lower back'],
  },
  {
    id: 'leg-aches-child',
    label: "a child's aching legs",
    triggers: ['night_leg_pains'],
    questions: ['duration', 'limping_child', 'fever', 'hot_swollen_joint', 'bone_tenderness', 'swelling', 'weight_loss', 'night_sweats', 'bleeding_bruising', 'recent_injury', 'pain.site', 'recurrent'],
    siteOptions: ['right calf', 'left calf', 'right thigh', 'left thigh', 'right shin', 'left shin', 'right knee', 'left knee'],
  },
  {
    id: 'spells-and-sleep',
    label: 'breath-holding spells or night terrors',
    triggers: ['breath_holding', 'night_terrors'],
    questions: ['duration', 'prolonged_seizure', 'seizure', 'fever', 'drowsy', 'blue_lips', 'fainted', 'pale', 'recurrent', 'tongue_bitten', 'incontinence'],
  },
];
