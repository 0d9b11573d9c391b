import { HEAD_INJURY_VOMITING, type TriageFacts } from './triage-discriminators.js';

/**
 * What undoes an emergency: a likely emergency condition, or an emergency danger sign, that a triage nurse
 * would settle with a question or two before calling 000 (NICE CKS Bell's palsy: the forehead involved, the
 * limbs and speech normal, is not a stroke; acute urinary retention without weak legs or saddle numbness is a
 * catheter today, not cauda equina). A settled condition counts as urgent, not as an emergency; its questions
 * are asked first, and until they are answered it counts as urgent. An emergency discriminator is settled only
 * where it names one (a vomit after a head knock, settled as a single one); otherwise the most urgent reason wins.
 */
export interface EmergencySettler {
  reason: string;
  /** The conditions (ids) whose emergency this settles. */
  conditions: readonly string[];
  /** Emergency discriminators (reasons) whose emergency this settles. */
  discriminators?: readonly string[];
  /** Emergency danger signs (finding names) whose emergency this settles. */
  flags?: readonly string[];
  /** When the question is worth asking at all (a drooping face, for a stroke told as Bell's palsy). */
  when?(facts: TriageFacts): boolean;
  /** The findings a clinician asks to settle it, in order. */
  asks: readonly string[];
  /** Settled: the answers rule the emergency out. */
  settles(facts: TriageFacts): boolean;
  /**
   * It rules out a mimic, not the complaint's own emergency: while 000 stands whatever it answers (a crushing
   * chest pain is the heart's), its questions wait until the complaint's own have been asked.
   */
  mimic?: true;
}

export const EMERGENCY_SETTLERS: readonly EmergencySettler[] = [
  // A whole-face weakness (the forehead too, the eye not closing) with normal limbs and speech is Bell's palsy: a
  // doctor today for steroids (NICE CKS Bell's palsy); a stroke spares the forehead.
  {
    reason: "a whole-face weakness with normal limbs and speech (Bell's palsy, not a stroke)",
    conditions: ['stroke', 'tia'],
    flags: ['sudden_weakness_one_side'],
    when: (f) => f.has('E_156') || f.has('sudden_weakness_one_side'),
    asks: ['E_156', 'cannot_close_eye', 'arm_or_leg_weakness_one_side', 'E_63'],
    settles: (f) =>
      f.has('cannot_close_eye') && f.denied('arm_or_leg_weakness_one_side') && f.denied('E_63') && !f.has('E_52'),
  },
  // An adult's burn that needs a hospital for its place or depth (a blistered palm) but is not large and has no
  // sign of shock or of an airway burn: a burns clinic or doctor today (RCH burns; Healthdirect burns).
  {
    reason: 'a burn in a special place or deep, but small and without shock or airway signs',
    conditions: ['major_burn'],
    // Adults only: a child's burn is larger for its size and shocks sooner (RCH burns).
    when: (f) => f.age >= 16 && f.has('burn_injury'),
    asks: ['extensive_burn', 'E_154', 'drowsy'],
    settles: (f) =>
      f.denied('extensive_burn') &&
      f.denied('E_154') &&
      f.denied('drowsy') &&
      !any(f, 'E_159', 'E_82', 'laboured_breathing', 'E_66', 'E_212', 'E_194', 'mottled_skin'),
  },
  // New confusion with a urinary infection in an older person, who is not drowsy, breathing fast or mottled and
  // has no fever, is delirium to be seen today (NICE CKS delirium and lower UTI in older people), not sepsis.
  {
    reason: 'confusion with a urinary infection without signs of sepsis',
    conditions: [],
    flags: ['E_39'],
    when: (f) => f.age >= 65 && any(f, 'dysuria', 'urinary_frequency'),
    asks: ['drowsy', 'laboured_breathing', 'mottled_skin'],
    settles: (f) =>
      f.denied('drowsy') && f.denied('laboured_breathing') && f.denied('mottled_skin') && !any(f, 'E_91', 'rigors'),
  },
  // Waters broken with no contractions, bleeding or cord: the birth suite today (RANZCOG prelabour rupture of
  // membranes), not threatened preterm labour by ambulance.
  {
    reason: 'waters broken without contractions, bleeding or a cord',
    conditions: ['preterm_labour'],
    when: (f) => f.has('waters_broken') && !f.has('very_preterm_gestation'),
    asks: ['regular_contractions', 'very_preterm_gestation', 'bleeding_in_pregnancy', 'cord_prolapse'],
    settles: (f) =>
      f.denied('regular_contractions') &&
      !any(f, 'very_preterm_gestation', 'bleeding_in_pregnancy', 'cord_prolapse', 'E_159', 'E_82'),
  },
  // Anaphylaxis needs skin or mouth signs (hives, swelling), or a known allergen, a sting, or the airway or breathing
  // involved (ASCIA acute management of anaphylaxis: its diagnostic criteria). A chest pain with none of them, asked,
  // is not anaphylaxis, however its other findings resemble one. Only a chest pain: elsewhere its share of the
  // differential is part of what makes other emergencies (an injury with faintness) 000.
  {
    reason: 'no hives, swelling, allergen or trouble breathing (not anaphylaxis)',
    conditions: ['anaphylaxis'],
    mimic: true,
    when: (f) => f.complaint === 'chest-pain' && !any(f, ...ALLERGY_SIGNS),
    asks: ['hives', 'swollen_face_lips', 'E_42'],
    settles: (f) =>
      f.denied('hives') &&
      f.denied('swollen_face_lips') &&
      f.denied('E_42') &&
      !any(f, ...ALLERGY_SIGNS, 'E_159', 'E_82', 'laboured_breathing'),
  },
  // A hot joint or a limp with a fever, in someone without rigors, drowsiness, fast breathing or mottled skin, is a
  // bone or joint infection to be seen in hospital today for bloods, imaging and aspiration (RCH the limping child;
  // RCH bone and joint infection; NICE CKS hot swollen joint: same-day assessment), not by ambulance. A high fever
  // keeps it 000: the bloodstream infection that may come with it cannot be ruled out from home.
  {
    reason: 'a feverish joint or limp without signs of sepsis',
    conditions: ['septic_arthritis'],
    when: (f) => any(f, 'E_91', 'high_fever') && any(f, 'limping_child', 'cannot_bear_weight', 'hot_swollen_joint'),
    asks: ['rigors', 'drowsy', 'laboured_breathing', 'mottled_skin'],
    settles: (f) =>
      f.denied('rigors') &&
      f.denied('drowsy') &&
      f.denied('laboured_breathing') &&
      f.denied('mottled_skin') &&
      !any(f, 'E_94', 'E_39', 'high_fever', 'non_blanching_rash', 'cannot_keep_fluids'),
  },
  // Blood ketones of 0.6 to 1.4 in type 1 diabetes are a call to the diabetes team or a doctor today, with extra
  // insulin and fluids; 1.5 or more with vomiting, or 3.0 or more, is hospital now (ADS/ADIPS and Diabetes
  // Australia sick day management of type 1 diabetes). Alert, breathing normally and keeping fluids down.
  {
    reason: 'blood ketones under 1.5 in someone alert and keeping fluids down',
    conditions: ['diabetic_ketoacidosis'],
    when: (f) => f.has('ketones_positive'),
    asks: ['ketones_under_1_5', 'drowsy', 'laboured_breathing', 'cannot_keep_fluids'],
    settles: (f) =>
      f.has('ketones_under_1_5') &&
      f.denied('drowsy') &&
      f.denied('laboured_breathing') &&
      f.denied('cannot_keep_fluids') &&
      !any(f, 'E_39', 'ketotic_breath') &&
      !f.places('E_55').some((p) => /belly|tummy/.test(p)),
  },
  // Thoughts of death or of suicide with no plan, no means at hand, no time in mind and no intent to act, and no
  // recent attempt, self-harm, voices or threat to others, are not an imminent risk: a doctor or the mental health
  // team today, with crisis numbers (Lifeline 13 11 14) given now (RANZCP deliberate self-harm 2016: risk is high
  // with a plan, means, intent or a recent attempt; NICE NG225; Healthdirect suicidal thoughts). The plan question
  // is asked first; a plan, means or intent in its answer (src/understanding/suicide-plan-answer.ts) keeps 000.
  {
    reason: 'thoughts of dying without a plan, means, intent, attempt or psychosis',
    conditions: ['suicidal_crisis'],
    flags: ['suicidal_thoughts'],
    when: (f) => f.has('suicidal_thoughts') && !any(f, ...SUICIDE_HIGH_RISK),
    asks: ['suicide_plan'],
    settles: (f) => f.denied('suicide_plan') && !any(f, ...SUICIDE_HIGH_RISK),
  },
  // A single vomit after a head knock, with no drowsiness, fit or blackout, is not the repeated vomiting that needs a
  // scan within the hour (NICE CG176: three or more vomits in a child, more than one in an adult): watched by a doctor
  // today (RCH head injury: observe). A count not told stays 000.
  {
    reason: 'a single vomit after a head injury',
    conditions: [],
    discriminators: [HEAD_INJURY_VOMITING],
    when: (f) => f.has('head_injury') && f.has('E_211'),
    asks: ['vomited_once'],
    settles: (f) => f.has('vomited_once'),
  },
];

/** What makes thoughts of suicide an emergency whatever the plan question answers (RANZCP; NICE NG225). */
const SUICIDE_HIGH_RISK = [
  'suicide_plan',
  'took_overdose',
  'self_harm',
  'hearing_voices',
  'command_hallucinations',
  'paranoid_beliefs',
  'threat_to_others',
  'drunk_now',
  'out_of_reach',
  'E_39',
];

/** An allergic reaction's signs, or what brings one on (ASCIA). */
const ALLERGY_SIGNS = [
  'hives',
  'swollen_face_lips',
  'E_42',
  'insect_bite',
  'adrenaline_given',
  'throat_closing',
  'E_66',
  'E_212',
  'E_194',
];

const any = (f: TriageFacts, ...findings: string[]) => findings.some((x) => f.has(x));

/** Whether the settler's question is for this patient (its own test, or always). */
export const settlerApplies = (s: EmergencySettler, facts: TriageFacts): boolean => s.when?.(facts) ?? true;
