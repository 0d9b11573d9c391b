import type { ComplaintScript } from '../types.js';

/**
 * Presenting complaints added for neurology and mental health (headache, weakness and numbness,
 * dizziness and mood are in core.ts). Each asks its red flags first, then what separates the conditions
 * behind the complaint (Murtagh's diagnostic strategy; NICE CKS; RANZCP; Healthdirect).
 */
export const NEUROLOGY_MENTAL_HEALTH_COMPLAINTS: ComplaintScript[] = [
  {
    id: 'head-injury',
    label: 'head injury',
    triggers: ['head_injury', 'amnesia_after_injury'],
    questions: [
      'drowsy', 'seizure', 'confusion', 'fainted', 'duration', 'vomiting', 'on_anticoagulant', 'amnesia_after_injury',
      'arm_or_leg_weakness_one_side', 'pain', 'pain.site', 'pain.intensity', 'worsening', 'blurred_vision', 'dizzy',
      'nausea', 'poor_concentration', 'alcohol_excess',
    ],
    siteOptions: ['forehead', 'top of the head', 'back of the head', 'right temple', 'left temple', 'back of the neck'],
  },
  {
    id: 'seizure-blackout',
    label: 'a fit, seizure or blackout',
    triggers: ['tongue_bitten', 'confused_after_blackout', 'prolonged_seizure', 'known_epilepsy'],
    questions: [
      'prolonged_seizure', 'drowsy', 'duration', 'seizure', 'fainted', 'confused_after_blackout', 'tongue_bitten', 'head_injury',
      'known_epilepsy', 'fever', 'faint_feeling', 'palpitations', 'incontinence', 'alcohol_excess', 'substance_use', 'insomnia',
    ],
  },
  {
    id: 'face-pain-nerve',
    label: 'shooting or burning nerve pain',
    triggers: ['electric_shock_face_pain', 'past_shingles'],
    questions: [
      'duration', 'pain.site', 'pain.character', 'pain.intensity', 'electric_shock_face_pain', 'past_shingles', 'facial_weakness',
      'numbness_tingling', 'rash', 'fever', 'dental_swelling', 'tooth_hot_cold_pain', 'scalp_tenderness', 'recurrent',
    ],
    siteOptions: ['right cheek', 'left cheek', 'the jaw', 'right upper teeth', 'left upper teeth', 'forehead', 'side of the chest', 'upper back'],
  },
  {
    id: 'movement',
    label: 'shaking, stiffness or restless legs',
    triggers: ['tremor_at_rest', 'action_tremor', 'slow_stiff_movements', 'restless_legs_urge', 'unsteady_gait'],
    questions: [
      'sudden_weakness_one_side', 'duration', 'tremor', 'tremor_at_rest', 'action_tremor', 'slow_stiff_movements', 'unsteady_gait',
      'restless_legs_urge', 'worse_at_night', 'memory_problems', 'heat_intolerance', 'palpitations', 'alcohol_excess',
      'stopped_drinking_shakes', 'new_medicine', 'loss_of_smell', 'numb_feet', 'low_mood',
    ],
  },
  {
    id: 'memory-behaviour',
    label: 'memory loss, confusion or a change in behaviour',
    triggers: ['repetitive_questioning', 'daily_tasks_difficulty', 'personality_change'],
    questions: [
      'drowsy', 'confusion', 'sudden_weakness_one_side', 'slurred_speech', 'duration', 'repetitive_questioning', 'memory_problems', 'daily_tasks_difficulty', 'personality_change',
      'fever', 'head_injury', 'hearing_voices', 'paranoid_beliefs', 'worsening', 'new_medicine', 'low_mood', 'alcohol_excess',
      'unsteady_gait', 'headache_on_waking', 'elevated_mood',
    ],
  },
  {
    id: 'unusual-experiences',
    label: 'unusual thoughts or experiences',
    triggers: ['paranoid_beliefs'],
    questions: [
      'suicidal_thoughts', 'hearing_voices', 'confusion', 'duration', 'paranoid_beliefs', 'elevated_mood', 'insomnia', 'substance_use',
      'stimulant_use', 'recent_birth', 'personality_change', 'low_mood', 'fever', 'family_psychiatric', 'head_injury',
    ],
  },
  {
    id: 'stress-grief',
    label: 'stress, grief or a hard time',
    triggers: ['bereaved', 'work_stress', 'recent_loss', 'avoiding_reminders', 'social_fear', 'health_worry', 'specific_fear', 'emotional_instability'],
    questions: [
      'suicidal_thoughts', 'self_harm', 'duration', 'bereaved', 'work_stress', 'low_mood', 'anhedonia', 'constant_worry', 'insomnia',
      'trauma_memories', 'avoiding_reminders', 'panic_episodes', 'exhaustion', 'social_fear', 'health_worry', 'emotional_instability',
      'alcohol_excess', 'substance_use',
    ],
  },
  {
    id: 'alcohol-drugs',
    label: 'alcohol, drugs or gambling',
    triggers: ['stopped_drinking_shakes', 'cannot_cut_down', 'opioid_misuse', 'gambling_problem', 'alcohol_excess', 'substance_use', 'stimulant_use'],
    questions: [
      'suicidal_thoughts', 'took_overdose', 'stopped_drinking_shakes', 'seizure', 'duration', 'alcohol_excess', 'cannot_cut_down',
      'opioid_misuse', 'stimulant_use', 'substance_use', 'tremor', 'hearing_voices', 'confusion', 'low_mood', 'anxious', 'insomnia',
      'paranoid_beliefs', 'iv_drug_use', 'gambling_problem',
    ],
  },
  {
    id: 'eating-weight-worries',
    label: 'eating, weight or body image worries',
    triggers: ['purging', 'food_restriction', 'binge_episodes'],
    questions: [
      'fainted', 'suicidal_thoughts', 'duration', 'food_restriction', 'purging', 'binge_episodes', 'weight_loss', 'underweight',
      'missed_period', 'faint_feeling', 'palpitations', 'vomiting_blood', 'low_mood', 'anxious', 'self_harm', 'overweight',
    ],
  },
  {
    id: 'child-development',
    label: 'development, attention or behaviour',
    triggers: ['attention_hyperactivity', 'social_communication_difficulty'],
    questions: [
      'duration', 'attention_hyperactivity', 'social_communication_difficulty', 'poor_concentration', 'irritable', 'anxious',
      'hearing_loss', 'snoring', 'insomnia', 'low_mood', 'family_psychiatric', 'self_harm',
    ],
  },
  {
    id: 'quit-smoking',
    label: 'help to stop smoking or vaping',
    triggers: ['wants_to_quit_smoking'],
    questions: ['duration', 'smoker', 'pregnant', 'breastfeeding', 'seizure', 'low_mood', 'suicidal_thoughts', 'alcohol_excess', 'cannot_cut_down', 'anxious'],
  },
];
