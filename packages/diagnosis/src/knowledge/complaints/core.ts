import type { ComplaintScript } from '../types.js';

const TUMMY = ['upper tummy', 'belly', 'right upper tummy', 'left upper tummy', 'right lower tummy', 'left lower tummy', 'pubic area', 'right loin', 'left loin'];
const HEAD = ['forehead', 'right temple', 'left temple', 'top of the head', 'back of the head', 'right eye', 'left eye', 'back of the neck'];
const CHEST = ['upper chest', 'lower chest', 'right side of the chest', 'left side of the chest', 'upper back', 'upper tummy'];

/**
 * The presenting complaints a general practice sees most, each with the history a clinician takes:
 * how long, where, how it started, what it is like, where it spreads, how bad, what comes with it, and
 * the red flags (Murtagh's diagnostic strategy; NHS 111, Healthdirect and Manchester Triage discriminators).
 * A script's red-flag questions are always asked; the rest until the model is confident.
 */
export const CORE_COMPLAINTS: ComplaintScript[] = [
  {
    id: 'mental-health',
    label: 'mood, anxiety or distress',
    triggers: ['suicidal_thoughts', 'self_harm', 'low_mood', 'anhedonia', 'constant_worry', 'panic_episodes', 'hearing_voices', 'elevated_mood', 'trauma_memories', 'eating_concerns', 'obsessions', 'insomnia', 'anxious', 'chronic_anxiety'],
    questions: ['suicidal_thoughts', 'suicide_plan', 'took_overdose', 'self_harm', 'duration', 'low_mood', 'anhedonia', 'constant_worry', 'panic_episodes', 'insomnia', 'recent_loss', 'trauma_memories', 'elevated_mood', 'hearing_voices', 'substance_use', 'recent_birth'],
  },
  {
    id: 'headache',
    label: 'headache',
    triggers: ['thunderclap', 'one_sided_headache', 'visual_aura'],
    painSites: ['head', 'forehead', 'temple', 'back of the head', 'top of the head'],
    questions: ['duration', 'thunderclap', 'pain.site', 'pain.character', 'pain.intensity', 'one_sided_headache', 'nausea', 'photophobia', 'visual_aura', 'fever', 'neck_stiffness', 'head_injury', 'sudden_weakness_one_side', 'confusion', 'recurrent', 'painkiller_overuse', 'headache_on_waking', 'scalp_tenderness', 'fume_exposure'],
    siteOptions: HEAD,
  },
  {
    id: 'chest-pain',
    label: 'chest pain',
    triggers: ['chest_pain_at_rest', 'chest_pain_exertion'],
    painSites: ['chest', 'side of the chest'],
    questions: ['duration', 'pain.onset', 'pain.character', 'pain.radiation', 'pain.intensity', 'chest_pain_at_rest', 'chest_pain_exertion', 'short_of_breath', 'sweating', 'nausea', 'worse_deep_breath', 'worse_with_movement', 'fever', 'cough', 'heartburn', 'calf_tender_swollen', 'palpitations', 'panic_episodes', 'recent_injury', 'chest_wall_tenderness'],
    siteOptions: CHEST,
  },
  {
    id: 'urinary',
    label: 'urinary symptoms',
    triggers: ['dysuria', 'urinary_frequency', 'urinary_urgency', 'haematuria', 'cloudy_urine', 'urinary_retention', 'weak_stream', 'incontinence', 'nocturia'],
    questions: ['duration', 'fever', 'pain', 'pain.site', 'haematuria', 'vomiting', 'rigors', 'vaginal_discharge', 'penile_discharge', 'pregnant', 'recurrent', 'new_partner', 'urinary_retention'],
    always: ['pregnant'],
    siteOptions: ['pubic area', 'right lower tummy', 'left lower tummy', 'right loin', 'left loin', 'lower back'],
  },
  {
    id: 'vaginal',
    label: 'vaginal or vulval symptoms',
    triggers: ['vaginal_discharge', 'vaginal_itch', 'fishy_odour', 'bleeding_between_periods', 'postmenopausal_bleeding', 'pain_during_sex'],
    questions: ['duration', 'vaginal_itch', 'fishy_odour', 'vaginal_discharge', 'pain', 'pain.site', 'fever', 'dysuria', 'genital_sores', 'bleeding_between_periods', 'new_partner', 'pregnant', 'recent_antibiotics', 'recurrent'],
    always: ['pregnant'],
    siteOptions: ['pubic area', 'right lower tummy', 'left lower tummy', 'vagina', 'vulva'],
  },
  {
    id: 'genital',
    label: 'genital sores, lumps or discharge',
    triggers: ['genital_sores', 'genital_lumps', 'penile_discharge'],
    questions: ['duration', 'genital_sores', 'genital_lumps', 'penile_discharge', 'dysuria', 'new_partner', 'fever', 'swollen_glands', 'recurrent', 'rash'],
  },
  {
    id: 'testicular',
    label: 'testicular pain or swelling',
    triggers: ['testicular_swelling'],
    painSites: ['testicle', 'scrotum'],
    questions: ['duration', 'pain.onset', 'pain.intensity', 'vomiting', 'testicular_swelling', 'fever', 'dysuria', 'penile_discharge', 'recent_injury', 'new_partner', 'worse_cough_strain'],
    siteOptions: ['right testicle', 'left testicle', 'scrotum', 'right groin', 'left groin'],
  },
  {
    id: 'period',
    label: 'periods or pregnancy',
    triggers: ['missed_period', 'positive_pregnancy_test', 'bleeding_in_pregnancy', 'heavy_periods', 'period_pain', 'irregular_periods', 'hot_flushes', 'reduced_fetal_movements', 'waters_broken'],
    questions: ['pregnant', 'duration', 'bleeding_in_pregnancy', 'pain', 'pain.site', 'shoulder_tip_pain', 'fainted', 'faint_feeling', 'vomiting', 'heavy_periods', 'period_pain', 'irregular_periods', 'missed_period', 'fever', 'vaginal_discharge', 'contraception_hormonal'],
    siteOptions: ['pubic area', 'right lower tummy', 'left lower tummy', 'belly', 'lower back'],
  },
  {
    id: 'gastro',
    label: 'vomiting or diarrhoea',
    triggers: ['diarrhoea', 'vomiting', 'cannot_keep_fluids', 'bloody_diarrhoea', 'nausea'],
    questions: ['duration', 'fever', 'pain', 'pain.site', 'diarrhoea', 'vomiting', 'bloody_diarrhoea', 'cannot_keep_fluids', 'reduced_urine', 'drowsy', 'diabetes', 'known_adrenal_insufficiency', 'fewer_wet_nappies', 'sick_contact', 'untreated_water', 'recent_antibiotics', 'travel', 'vomiting_blood', 'vomiting_bile', 'pregnant', 'night_diarrhoea', 'shared_meal_illness'],
    always: ['pregnant'],
    siteOptions: TUMMY,
  },
  {
    id: 'abdominal-pain',
    label: 'tummy pain',
    triggers: ['pain_moved_right_lower', 'peritonism', 'pain_after_fatty_food', 'hunger_pain'],
    painSites: ['tummy', 'upper tummy', 'lower tummy', 'right lower tummy', 'left lower tummy', 'right upper tummy', 'left upper tummy', 'loin', 'pubic area', 'groin'],
    questions: ['duration', 'pain.site', 'pain.onset', 'pain.character', 'pain.radiation', 'pain.intensity', 'fever', 'vomiting', 'diarrhoea', 'pain_moved_right_lower', 'peritonism', 'dysuria', 'pregnant', 'missed_period', 'bleeding_in_pregnancy', 'shoulder_tip_pain', 'black_stools', 'jaundice', 'pain_after_fatty_food', 'constipation', 'recurrent', 'known_gallstones', 'known_diverticular_disease', 'lump_irreducible'],
    always: ['pregnant'],
    siteOptions: TUMMY,
  },
  {
    id: 'bowel',
    label: 'bowel symptoms or bleeding',
    triggers: ['blood_in_stool', 'black_stools', 'constipation', 'bowel_habit_change', 'anal_itch', 'anal_lump', 'worms_seen'],
    questions: ['duration', 'blood_in_stool', 'blood_on_paper', 'blood_mixed_in_stool', 'painful_bowel_motions', 'night_diarrhoea', 'black_stools', 'bowel_habit_change', 'constipation', 'diarrhoea', 'pain', 'pain.site', 'anal_lump', 'anal_itch', 'weight_loss', 'fatigue', 'fainted'],
    siteOptions: [...TUMMY.slice(0, 7), 'anus'],
  },
  {
    id: 'reflux',
    label: 'heartburn or indigestion',
    triggers: ['heartburn', 'difficulty_swallowing', 'worse_after_eating'],
    questions: ['duration', 'heartburn', 'pain', 'pain.site', 'worse_after_eating', 'worse_lying_down', 'regurgitation', 'difficulty_swallowing', 'vomiting', 'black_stools', 'vomiting_blood', 'weight_loss', 'chest_pain_exertion', 'nsaid_use'],
    siteOptions: CHEST,
  },
  {
    id: 'sore-throat',
    label: 'sore throat',
    triggers: ['sore_throat', 'tonsil_exudate', 'muffled_voice', 'hoarse'],
    painSites: ['throat', 'tonsil'],
    questions: ['duration', 'fever', 'cough', 'runny_nose', 'tonsil_exudate', 'swollen_glands', 'difficulty_swallowing', 'muffled_voice', 'drooling', 'throat_pain_one_side', 'jaw_opening_pain', 'hoarse', 'sick_contact', 'fatigue', 'stridor', 'smoker', 'neck_lump_side', 'weight_loss'],
  },
  {
    id: 'cold',
    label: 'runny or blocked nose',
    triggers: ['runny_nose', 'sneezing', 'coloured_nasal_discharge', 'itchy_nose_throat', 'loss_of_smell'],
    questions: ['duration', 'fever', 'sore_throat', 'cough', 'sneezing', 'itchy_eyes', 'coloured_nasal_discharge', 'pain', 'pain.site', 'recurrent', 'loss_of_smell'],
    siteOptions: ['forehead', 'right cheek', 'left cheek', 'nose', 'right upper teeth', 'left upper teeth'],
  },
  {
    id: 'cough',
    label: 'cough',
    triggers: ['cough', 'productive_cough', 'coughing_blood', 'coughing_fits', 'whooping', 'barking_cough'],
    questions: ['duration', 'fever', 'short_of_breath', 'productive_cough', 'wheeze', 'runny_nose', 'sore_throat', 'worse_deep_breath', 'coughing_blood', 'barking_cough', 'coughing_fits', 'laboured_breathing', 'choking_episode', 'smoker', 'asthma', 'cystic_fibrosis', 'weight_loss', 'night_sweats', 'heartburn', 'ace_inhibitor_use', 'positive_covid_test'],
  },
  {
    id: 'breathless',
    label: 'shortness of breath',
    triggers: ['short_of_breath', 'breathless_minimal_effort', 'wheeze', 'laboured_breathing', 'cannot_speak_sentences', 'night_breathlessness', 'stridor'],
    questions: ['duration', 'cannot_speak_sentences', 'blue_lips', 'laboured_breathing', 'worsening', 'pain', 'pain.site', 'cough', 'worse_deep_breath', 'coughing_blood', 'wheeze', 'worse_on_exertion', 'faint_on_exertion', 'fever', 'asthma', 'reliever_not_helping', 'calf_tender_swollen', 'palpitations', 'worse_lying_down', 'swelling', 'panic_episodes', 'stridor', 'throat_tightness_inspiration', 'choking_episode'],
    siteOptions: CHEST,
  },
  {
    id: 'palpitations',
    label: 'palpitations',
    triggers: ['palpitations', 'irregular_heartbeat'],
    questions: ['duration', 'irregular_heartbeat', 'pain', 'pain.site', 'short_of_breath', 'fainted', 'faint_feeling', 'recurrent', 'coffee_tea', 'heat_intolerance', 'panic_episodes', 'weight_loss', 'skipped_beats', 'faint_on_exertion'],
    siteOptions: CHEST,
  },
  {
    id: 'dizziness',
    label: 'dizziness or fainting',
    triggers: ['dizzy', 'vertigo', 'faint_feeling', 'fainted'],
    // A woman who could be pregnant and faints or nearly faints: ectopic pregnancy first (NICE TLoC: pregnancy test).
    always: ['pregnant'],
    // A collapse with a fit: is it still going (status epilepticus)? Asked only after a fit is reported.
    questions: ['duration', 'vertigo', 'fainted', 'prolonged_seizure', 'pregnant', 'faint_with_warning', 'faint_on_exertion', 'dizzy_on_standing', 'slow_pulse', 'sudden_weakness_one_side', 'double_vision', 'slurred_speech', 'vertigo_positional', 'vertigo_constant', 'palpitations', 'pain', 'pain.site', 'hearing_loss', 'tinnitus', 'vomiting', 'recurrent', 'new_medicine', 'black_stools'],
    siteOptions: [...HEAD.slice(0, 5), 'upper chest', 'right ear', 'left ear'],
  },
  {
    // Before 'neuro', which it shares the trigger with: new confusion is infection (sepsis, meningitis,
    // encephalitis), a stroke, a drug or low blood sugar until shown otherwise (NICE NG51 and CG103).
    id: 'confusion',
    label: 'new confusion',
    triggers: ['confusion'],
    questions: [
      'sudden_weakness_one_side', 'duration', 'fever', 'drowsy', 'laboured_breathing', 'mottled_skin', 'head_injury', 'neck_stiffness', 'reduced_urine', 'dysuria', 'cough', 'rigors',
      'new_medicine', 'alcohol_excess', 'diabetes', 'slurred_speech', 'seizure', 'hearing_voices', 'memory_problems', 'pain', 'pain.site', 'recurrent',
    ],
    siteOptions: HEAD,
    always: ['fever'],
  },
  {
    id: 'neuro',
    label: 'weakness, numbness or confusion',
    triggers: ['sudden_weakness_one_side', 'limb_face_weakness', 'facial_weakness', 'slurred_speech', 'weakness_both_limbs', 'numbness_tingling', 'confusion', 'seizure', 'tremor', 'memory_problems', 'double_vision', 'droopy_eyelid', 'leg_weakness'],
    questions: ['sudden_weakness_one_side', 'arm_or_leg_weakness_one_side', 'duration', 'neuro_symptoms_resolved', 'slurred_speech', 'facial_weakness', 'confusion', 'pain', 'pain.site', 'seizure', 'prolonged_seizure', 'head_injury', 'fever', 'weakness_both_limbs', 'numbness_tingling', 'double_vision', 'droopy_eyelid', 'weakness_worse_fatigue', 'recurrent'],
    siteOptions: HEAD,
  },
  {
    id: 'fever',
    label: 'fever',
    triggers: ['fever', 'high_fever', 'chills', 'rigors', 'night_sweats'],
    // Travel early: a fever after travel is malaria until proven otherwise (TG Antibiotic; ASID).
    questions: ['duration', 'fever_in_young_infant', 'prolonged_fever', 'high_fever', 'drowsy', 'febrile_child_lethargic', 'confusion', 'on_chemotherapy', 'travel', 'rash', 'non_blanching_rash', 'rash_after_fever', 'tampon_use', 'unvaccinated', 'mottled_skin', 'neck_stiffness', 'bulging_fontanelle', 'laboured_breathing', 'cough', 'short_of_breath', 'productive_cough', 'sore_throat', 'mouth_ulcers', 'runny_nose', 'pain', 'pain.site', 'recent_birth', 'dysuria', 'diarrhoea', 'vomiting', 'poor_feeding', 'fewer_wet_nappies', 'sick_contact', 'rigors'],
    siteOptions: ['forehead', 'right ear', 'left ear', 'back of the throat', 'upper chest', 'belly', 'right loin', 'left loin', 'lower back'],
  },
  {
    id: 'rash',
    label: 'rash or skin problem',
    triggers: ['rash', 'blisters', 'hives', 'ring_shaped_rash', 'scaly_plaques', 'dry_itchy_skin', 'spreading_redness', 'non_blanching_rash', 'rash_one_side_band', 'honey_crusts', 'pimples', 'itch_worse_night', 'pus_collection', 'sunburn', 'cold_sores'],
    questions: ['duration', 'non_blanching_rash', 'swollen_face_lips', 'skin_sloughing', 'fever', 'rash_site', 'itch', 'blisters', 'burn_injury', 'sunburn', 'rash_one_side_band', 'spreading_redness', 'pain_out_of_proportion', 'new_skin_contact', 'insect_bite', 'itch_worse_night', 'rash_peeling', 'ring_shaped_rash', 'scaly_plaques', 'dry_itchy_skin', 'recurrent'],
  },
  {
    id: 'back-pain',
    label: 'back pain',
    triggers: ['pain_down_leg', 'lifting_strain', 'saddle_numbness'],
    painSites: ['lower back', 'upper back', 'back', 'buttock'],
    questions: ['duration', 'saddle_numbness', 'leg_weakness', 'pain_down_leg', 'pain.onset', 'lifting_strain', 'recent_injury', 'fever', 'iv_drug_use', 'immunosuppressed', 'night_pain', 'weight_loss', 'dysuria', 'morning_stiffness', 'pain.intensity', 'active_cancer', 'weakness_both_limbs'],
  },
  {
    id: 'neck-pain',
    label: 'neck pain',
    triggers: ['wry_neck'],
    painSites: ['neck', 'back of the neck'],
    questions: ['duration', 'recent_injury', 'neck_stiffness', 'fever', 'numbness_tingling', 'pain.radiation', 'pain.onset', 'wry_neck', 'morning_stiffness', 'pain.intensity'],
  },
  {
    // Before 'joint', which shares the trigger: the limping child's own history (RCH CPG "The limping
    // child"): fever (septic arthritis, osteomyelitis), injury, weight bearing, a hip problem felt in
    // the knee, the out-turned leg and weight of SUFE, a recent virus (transient synovitis), night pain
    // and bruising (malignancy).
    id: 'limp',
    label: 'a limping child',
    triggers: ['limping_child'],
    questions: [
      'duration', 'fever', 'cannot_bear_weight', 'recent_injury', 'pain', 'pain.site', 'hot_swollen_joint', 'leg_turns_out', 'overweight', 'recent_cold', 'bone_tenderness',
      'night_pain', 'weight_loss', 'bleeding_bruising', 'swelling', 'rash', 'recurrent',
    ],
    siteOptions: ['right hip', 'left hip', 'groin', 'right thigh', 'left thigh', 'right knee', 'left knee', 'right shin', 'left shin', 'right ankle', 'left ankle', 'right foot', 'left foot'],
  },
  {
    id: 'joint',
    label: 'joint or limb pain, or an injury',
    triggers: ['recent_injury', 'cannot_bear_weight', 'deformity', 'hot_swollen_joint', 'joint_locking', 'morning_stiffness', 'first_step_heel_pain', 'hand_numb_night', 'limping_child', 'calf_tender_swollen'],
    painSites: ['knee', 'ankle', 'shoulder', 'elbow', 'wrist', 'hand', 'fingers', 'foot', 'hip', 'toe', 'heel', 'thigh', 'calf', 'arm', 'leg'],
    questions: ['duration', 'recent_injury', 'pain', 'pain.site', 'cannot_bear_weight', 'deformity', 'cold_pale_limb', 'swelling', 'hot_swollen_joint', 'fever', 'bone_tenderness', 'morning_stiffness', 'joint_locking', 'overuse', 'recurrent', 'rash'],
    siteOptions: ['shoulder', 'elbow', 'wrist', 'hand', 'fingers', 'hip', 'groin', 'knee', 'ankle', 'foot', 'heel', 'toe', 'thigh', 'calf', 'arm', 'collarbone'],
  },
  {
    id: 'ear',
    label: 'ear problem',
    triggers: ['ear_discharge', 'hearing_loss', 'tinnitus', 'ear_fullness', 'ear_itch', 'pulling_ear'],
    painSites: ['ear'],
    questions: ['duration', 'fever', 'swelling_behind_ear', 'hearing_loss_sudden', 'ear_pain_touching', 'ear_trauma', 'hearing_loss_one_side', 'recent_flight_dive', 'ear_discharge', 'hearing_loss', 'ear_itch', 'swimming', 'runny_nose', 'pulling_ear', 'ear_fullness', 'vertigo', 'tinnitus', 'recurrent'],
  },
  {
    id: 'eye',
    label: 'eye problem',
    triggers: ['red_eye', 'eye_discharge', 'itchy_eyes', 'gritty_eye', 'blurred_vision', 'sudden_vision_loss', 'watery_eyes', 'flashes_floaters', 'eye_injury', 'eyelid_lump', 'halos', 'photophobia'],
    painSites: ['eye'],
    questions: ['sudden_vision_loss', 'duration', 'eye_injury', 'chemical_in_eye', 'high_speed_particle', 'pain', 'blurred_vision', 'both_eyes', 'photophobia', 'eye_discharge', 'itchy_eyes', 'gritty_eye', 'contact_lenses', 'halos', 'sneezing', 'flashes_floaters', 'vision_shadow', 'eyelid_lump'],
  },
  {
    id: 'tiredness',
    label: 'tiredness',
    general: true,
    triggers: ['fatigue', 'exhaustion', 'malaise', 'weight_loss', 'weight_gain', 'thirst', 'pale', 'cold_intolerance', 'heat_intolerance'],
    questions: ['duration', 'weight_loss', 'low_mood', 'thirst', 'passing_lots_urine', 'heavy_periods', 'birth_last_year', 'pale', 'cold_intolerance', 'weight_gain', 'night_sweats', 'fever', 'sleep_apnoea_pauses', 'short_of_breath', 'swollen_glands', 'pain'],
  },
  {
    id: 'swelling',
    label: 'swelling',
    general: true,
    triggers: ['swelling', 'swollen_face_lips', 'neck_lump'],
    questions: ['swollen_face_lips', 'duration', 'swelling_site', 'short_of_breath', 'calf_tender_swollen', 'pain', 'hives', 'worse_lying_down', 'fever', 'new_medicine'],
  },
];
