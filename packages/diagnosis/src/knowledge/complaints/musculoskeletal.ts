import type { ComplaintScript } from '../types.js';

/**
 * Presenting complaints added for muscles, bones, joints and injuries (the core ones, back pain, neck
 * pain and "joint or limb pain, or an injury", are in core.ts and are tried first). These open for the
 * places and the findings the core scripts do not: the thumb, palm, fingers other than the first,
 * forearm, shin, Achilles, sole, the back of the knee and thigh, the mid back, tailbone and shoulder
 * blade, and aches and stiffness in many places (Murtagh's regional diagnostic strategies; Ottawa
 * rules; ACSQHC standards).
 */
export const MUSCULOSKELETAL_COMPLAINTS: ComplaintScript[] = [
  {
    id: 'widespread-pain',
    label: 'aches, stiffness or swelling in many joints or muscles',
    triggers: ['widespread_pain', 'shoulder_girdle_stiffness', 'swollen_small_joints', 'sausage_digit'],
    questions: [
      'duration', 'fever', 'shoulder_girdle_stiffness', 'scalp_tenderness', 'morning_stiffness', 'swollen_small_joints', 'hot_swollen_joint',
      'widespread_pain', 'fatigue', 'weight_loss', 'insomnia', 'rash', 'scaly_plaques', 'sausage_digit', 'preceding_infection', 'red_eye', 'low_mood', 'recurrent',
    ],
  },
  {
    id: 'hand-wrist',
    label: 'hand, wrist or finger problem',
    triggers: ['fall_outstretched_hand', 'snuffbox_tenderness', 'thumb_movement_pain', 'finger_catching', 'finger_tip_droop', 'finger_contracture', 'little_finger_tingling', 'bony_finger_lumps'],
    painSites: ['thumb', 'palm', 'forearm', 'middle finger', 'ring finger', 'little finger'],
    questions: [
      'duration', 'recent_injury', 'fall_outstretched_hand', 'pain', 'pain.site', 'swelling', 'bone_tenderness', 'snuffbox_tenderness', 'hand_numb_night',
      'little_finger_tingling', 'thumb_movement_pain', 'finger_catching', 'finger_tip_droop', 'skin_lump', 'hot_swollen_joint', 'fever', 'morning_stiffness', 'bony_finger_lumps', 'overuse',
    ],
    siteOptions: ['wrist', 'hand', 'palm', 'thumb', 'fingers', 'middle finger', 'ring finger', 'little finger', 'forearm', 'elbow'],
  },
  {
    id: 'shoulder-elbow',
    label: 'shoulder, arm or elbow problem',
    triggers: ['pain_lifting_arm', 'shoulder_stiff', 'arm_pain_radiating', 'grip_pain', 'outer_elbow_pain', 'inner_elbow_pain', 'not_using_arm', 'pulled_arm'],
    painSites: ['top of the shoulder', 'triceps'],
    questions: [
      'duration', 'recent_injury', 'pulled_arm', 'not_using_arm', 'pain', 'pain.site', 'pain_lifting_arm', 'shoulder_stiff', 'pain_lying_on_side', 'night_pain',
      'arm_pain_radiating', 'numbness_tingling', 'outer_elbow_pain', 'inner_elbow_pain', 'grip_pain', 'swelling', 'fever', 'shoulder_girdle_stiffness', 'worse_on_exertion', 'sweating',
    ],
    siteOptions: ['shoulder', 'top of the shoulder', 'arm', 'triceps', 'elbow', 'forearm', 'neck', 'shoulder blade'],
  },
  {
    id: 'lower-leg-foot',
    label: 'leg, heel or foot problem',
    triggers: ['pop_at_injury', 'cannot_tiptoe', 'rapid_joint_swelling', 'forefoot_pebble', 'bunion_bump', 'leg_cramps_night', 'lump_below_kneecap', 'knee_pain_stairs_sitting'],
    painSites: ['shin', 'back of the ankle', 'sole', 'back of the knee', 'back of the thigh', 'little toe'],
    questions: [
      'duration', 'recent_injury', 'calf_tender_swollen', 'cannot_bear_weight', 'pain', 'pain.site', 'pop_at_injury', 'cannot_tiptoe', 'swelling', 'bone_tenderness', 'overuse',
      'first_step_heel_pain', 'night_pain', 'leg_cramps_night', 'leg_pain_walking', 'forefoot_pebble', 'numbness_tingling', 'fever', 'knee_pain_stairs_sitting',
    ],
    siteOptions: ['thigh', 'back of the thigh', 'knee', 'back of the knee', 'shin', 'calf', 'ankle', 'back of the ankle', 'heel', 'sole', 'foot', 'big toe', 'little toe'],
  },
  {
    id: 'mid-back',
    label: 'mid-back, tailbone or shoulder-blade pain',
    triggers: ['inflammatory_back_pain', 'leg_pain_eased_sitting', 'pain_on_sitting'],
    painSites: ['mid back', 'tailbone', 'shoulder blade'],
    questions: [
      'duration', 'saddle_numbness', 'leg_weakness', 'recent_injury', 'fever', 'night_pain', 'weight_loss', 'active_cancer', 'osteoporosis', 'pain.onset',
      'worse_deep_breath', 'short_of_breath', 'sweating', 'inflammatory_back_pain', 'morning_stiffness', 'pain_on_sitting', 'lifting_strain', 'pain.intensity',
    ],
    siteOptions: ['upper back', 'mid back', 'lower back', 'shoulder blade', 'tailbone', 'buttock', 'side of the chest'],
  },
];
