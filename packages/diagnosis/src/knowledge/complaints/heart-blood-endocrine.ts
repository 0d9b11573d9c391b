import type { ComplaintScript } from '../types.js';

/**
 * Presenting complaints added for heart and vessels, blood and hormones (the core ones, chest pain,
 * palpitations, dizziness and fainting, breathlessness, tiredness and swelling, are in core.ts). Each
 * asks its red flags first, then what separates the conditions a GP would weigh (Murtagh's diagnostic
 * strategy; NICE CKS; Heart Foundation; RACGP and Diabetes Australia).
 */
export const HEART_BLOOD_ENDOCRINE_COMPLAINTS: ComplaintScript[] = [
  {
    id: 'blood-pressure',
    label: 'high blood pressure',
    triggers: ['consulting_blood_pressure', 'high_blood_pressure_reading'],
    questions: [
      'high_blood_pressure_reading', 'confusion', 'sudden_weakness_one_side', 'chest_pain_at_rest', 'short_of_breath', 'duration', 'pain',
      'pain.site', 'blurred_vision', 'nausea', 'hypertension', 'palpitations', 'sweating', 'new_medicine', 'overweight', 'diabetes', 'smoker',
      'high_cholesterol',
    ],
    siteOptions: ['head', 'back of the head', 'chest', 'upper back'],
  },
  {
    id: 'blood-sugar',
    label: 'blood sugar or diabetes',
    triggers: ['known_diabetes_high_sugar', 'ketones_positive', 'hypo_symptoms', 'blood_test_high_sugar', 'insulin_or_sulfonylurea', 'passing_lots_urine'],
    questions: [
      'drowsy', 'confusion', 'duration', 'vomiting', 'laboured_breathing', 'ketones_positive', 'ketotic_breath', 'pain', 'pain.site', 'thirst', 'passing_lots_urine',
      'weight_loss', 'known_diabetes_high_sugar', 'hypo_symptoms', 'insulin_or_sulfonylurea', 'fever', 'leg_ulcer', 'spreading_redness', 'blurred_vision',
      'overweight',
    ],
    siteOptions: ['belly', 'upper tummy', 'foot', 'toes', 'heel'],
  },
  {
    id: 'leg-circulation',
    label: 'leg circulation or veins',
    triggers: ['cold_pale_limb', 'leg_pain_walking', 'bulging_leg_veins', 'tender_vein_cord', 'fingers_white_cold'],
    questions: [
      'cold_pale_limb', 'short_of_breath', 'duration', 'pain.site', 'pain.onset', 'calf_tender_swollen', 'swelling', 'tender_vein_cord',
      'leg_pain_walking', 'bulging_leg_veins', 'fingers_white_cold', 'long_journey', 'recent_surgery', 'past_dvt', 'smoker', 'diabetes',
      'leg_ulcer', 'numb_feet', 'irregular_heartbeat',
    ],
    siteOptions: ['calf', 'thigh', 'back of the knee', 'ankle', 'foot', 'buttock', 'fingers', 'toes'],
  },
  {
    id: 'bleeding-bruising',
    label: 'bleeding or bruising',
    triggers: ['gum_bleeding', 'bleeding_bruising', 'bruises_noticed', 'prolonged_bleeding', 'high_inr'],
    questions: [
      'non_blanching_rash', 'vomiting_blood', 'black_stools', 'head_injury', 'on_anticoagulant', 'duration', 'fever', 'gum_bleeding', 'blood_in_stool',
      'haematuria', 'nosebleed', 'heavy_periods', 'pale', 'fatigue', 'frequent_infections', 'bone_ache', 'swollen_glands',
      'recent_viral_infection', 'new_medicine', 'prolonged_bleeding', 'family_bleeding_disorder', 'rash',
    ],
  },
  {
    id: 'glands-lumps',
    label: 'swollen glands or a lump',
    triggers: ['swollen_glands', 'neck_lump_side', 'itch_no_rash'],
    questions: [
      'duration', 'fever', 'sore_throat', 'runny_nose', 'pain', 'night_sweats', 'weight_loss', 'itch_no_rash', 'fatigue', 'neck_lump',
      'swelling_site', 'gum_bleeding', 'frequent_infections', 'rash', 'new_partner', 'cough',
    ],
  },
  {
    id: 'test-result',
    label: 'an abnormal test result',
    triggers: ['high_calcium_result', 'low_sodium_result', 'low_vitamin_d_result', 'high_iron_result', 'low_b12_folate_result'],
    questions: [
      'confusion', 'drowsy', 'duration', 'vomiting', 'thirst', 'passing_lots_urine', 'constipation', 'fatigue', 'bone_ache', 'new_medicine',
      'active_cancer', 'low_sun_exposure', 'muscle_aches', 'numb_feet', 'sore_tongue', 'vegan_or_vegetarian', 'alcohol_excess', 'pain',
      'pain.site',
    ],
  },
  {
    id: 'weight-hormones',
    label: 'weight or hormone changes',
    triggers: ['wants_weight_help', 'round_face', 'purple_stretch_marks', 'bulging_eyes', 'increased_appetite', 'salt_craving', 'skin_darkening', 'weak_thighs_shoulders'],
    questions: [
      'duration', 'weight_gain', 'weight_loss', 'overweight', 'heat_intolerance', 'cold_intolerance', 'palpitations', 'tremor', 'neck_lump',
      'corticosteroids', 'round_face', 'purple_stretch_marks', 'dizzy_on_standing', 'thirst', 'sleep_apnoea', 'hypertension', 'diabetes',
      'low_mood', 'eating_concerns',
    ],
  },
];
