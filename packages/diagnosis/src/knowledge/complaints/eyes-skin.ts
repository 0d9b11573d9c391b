import type { ComplaintScript } from '../types.js';

/**
 * Presenting complaints of the eyes and skin that the core scripts (eye problem, rash) do not open:
 * a change in vision, an eye injury, eyelid swelling, other eye surface problems, a skin lump or spot,
 * a wound, burn or ulcer, the nails, hair and scalp, and patches of changed skin colour.
 * Red-flag questions are always asked; the rest while the model is not yet confident. Where a trigger is
 * also one of the core rash script's (a mole, a lump, hair loss, lice), the core script comes first.
 */
export const EYES_SKIN_COMPLAINTS: ComplaintScript[] = [
  {
    id: 'eye-injury',
    label: 'eye injury or something in the eye',
    triggers: ['chemical_in_eye', 'high_speed_particle', 'hit_in_eye', 'uv_eye_exposure'],
    questions: ['eye_injury', 'chemical_in_eye', 'sudden_vision_loss', 'high_speed_particle', 'duration', 'hit_in_eye', 'pain', 'blurred_vision', 'gritty_eye', 'photophobia', 'double_vision', 'eyelid_swelling', 'blood_red_patch_eye', 'vomiting', 'contact_lenses', 'uv_eye_exposure', 'both_eyes'],
  },
  {
    id: 'vision',
    label: 'change in vision',
    triggers: ['vision_shadow', 'distorted_vision', 'glare_dazzle', 'near_vision_difficulty', 'colour_vision_faded'],
    questions: ['sudden_vision_loss', 'vision_shadow', 'duration', 'flashes_floaters', 'pain', 'red_eye', 'blurred_vision', 'both_eyes', 'distorted_vision', 'painful_eye_movement', 'colour_vision_faded', 'halos', 'glare_dazzle', 'near_vision_difficulty', 'double_vision', 'scalp_tenderness', 'diabetes', 'hypertension'],
  },
  {
    id: 'eyelid',
    label: 'swollen or sore eyelid',
    triggers: ['eyelid_swelling', 'eyelid_margin_crusting', 'inner_corner_swelling'],
    questions: ['painful_eye_movement', 'eye_bulging', 'duration', 'double_vision', 'blurred_vision', 'fever', 'pain', 'eyelid_lump', 'red_eye', 'eye_discharge', 'itchy_eyes', 'both_eyes', 'insect_bite', 'eyelid_margin_crusting', 'inner_corner_swelling', 'swollen_face_lips', 'hives', 'rash_one_side_band'],
  },
  {
    id: 'eye-surface',
    label: 'eye problem',
    triggers: ['blood_red_patch_eye', 'growth_on_eye', 'dry_eye_feeling', 'sticky_eye_baby', 'eye_turning'],
    questions: ['sudden_vision_loss', 'duration', 'eye_injury', 'pain', 'blurred_vision', 'double_vision', 'droopy_eyelid', 'photophobia', 'red_eye', 'both_eyes', 'eye_discharge', 'itchy_eyes', 'gritty_eye', 'dry_eye_feeling', 'blood_red_patch_eye', 'growth_on_eye', 'eye_turning', 'contact_lenses', 'eyelid_margin_crusting', 'on_anticoagulant'],
  },
  {
    id: 'skin-lump',
    label: 'skin lump, mole or spot',
    triggers: ['non_healing_sore', 'fast_growing_skin_lump', 'stuck_on_lesion', 'skin_wart', 'molluscum_bumps', 'cyst_punctum', 'soft_movable_lump', 'sun_damaged_spots', 'mole_change', 'mole_irregular', 'skin_lump'],
    questions: ['duration', 'mole_change', 'mole_irregular', 'non_healing_sore', 'fast_growing_skin_lump', 'skin_lump', 'pain', 'pus_collection', 'soft_movable_lump', 'cyst_punctum', 'stuck_on_lesion', 'sun_damaged_spots', 'skin_wart', 'molluscum_bumps', 'sun_exposure_history', 'rash_site', 'rash_colour'],
  },
  {
    id: 'burn',
    label: 'burn or scald',
    triggers: ['serious_burn', 'burn_injury'],
    questions: ['serious_burn', 'skin_sloughing', 'duration', 'pain', 'pain.site', 'pain.intensity', 'blisters', 'rash_site', 'spreading_redness', 'fever', 'sunburn', 'pus_collection'],
  },
  {
    id: 'wound',
    label: 'cut, graze or wound',
    triggers: ['gaping_wound', 'skin_wound'],
    questions: ['gaping_wound', 'duration', 'pain', 'pain.site', 'recent_injury', 'spreading_redness', 'pain_out_of_proportion', 'fever', 'pus_collection', 'animal_bite', 'insect_bite', 'diabetes'],
  },
  {
    id: 'leg-ulcer',
    label: 'ulcer or sore on the leg or foot',
    triggers: ['leg_ulcer'],
    questions: ['duration', 'diabetes', 'spreading_redness', 'pain_out_of_proportion', 'fever', 'pain', 'pain.site', 'cold_pale_limb', 'numb_feet', 'lower_leg_staining', 'swelling', 'pus_collection', 'leg_pain_walking', 'past_dvt', 'smoker'],
  },
  {
    id: 'nails',
    label: 'nail problem',
    triggers: ['nail_fold_infection', 'ingrown_toenail', 'nail_dystrophy'],
    questions: ['duration', 'pain', 'pain.site', 'nail_fold_infection', 'ingrown_toenail', 'pus_collection', 'spreading_redness', 'fever', 'nail_dystrophy', 'toe_web_itch', 'scaly_plaques', 'diabetes'],
    siteOptions: ['fingers', 'thumb', 'big toe', 'toes'],
  },
  {
    id: 'hair-scalp',
    label: 'hair loss or scalp problem',
    triggers: ['round_bald_patch', 'hair_shedding', 'pattern_hair_thinning', 'itchy_scalp', 'flaky_scalp', 'hair_loss', 'head_lice'],
    questions: ['duration', 'hair_loss', 'round_bald_patch', 'hair_shedding', 'pattern_hair_thinning', 'itchy_scalp', 'flaky_scalp', 'head_lice', 'scaly_plaques', 'birth_last_year', 'recent_loss', 'recent_viral_infection', 'weight_loss', 'fatigue', 'cold_intolerance', 'heavy_periods', 'nail_dystrophy'],
  },
  {
    id: 'skin-colour',
    label: 'skin colour, redness or sweating',
    triggers: ['skin_colour_patches', 'facial_redness_flushing', 'tender_shin_nodules', 'cold_induced_toe_spots', 'lower_leg_staining', 'focal_sweating'],
    questions: ['duration', 'rash_site', 'itch', 'rash_peeling', 'skin_colour_patches', 'facial_redness_flushing', 'flushing', 'pimples', 'tender_shin_nodules', 'fever', 'cold_induced_toe_spots', 'lower_leg_staining', 'swelling', 'recurrent', 'focal_sweating', 'sweating', 'night_sweats', 'weight_loss', 'heat_intolerance'],
  },
];
