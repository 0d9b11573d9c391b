import { CHEST_INFECTIONS } from './chest-infections.js';
import { PARACETAMOL } from './common-medicines.js';
import { EAR_NOSE_THROAT } from './ear-nose-throat.js';
import { EMERGENCIES } from './emergencies.js';
import { EVERYDAY_PRESENTATIONS } from './everyday-presentations.js';
import { EVERYDAY_PRESENTATIONS_2 } from './everyday-presentations-2.js';
import { EVERYDAY_PRESENTATIONS_3 } from './everyday-presentations-3.js';
import { EVERYDAY_PRESENTATIONS_4 } from './everyday-presentations-4.js';
import { EVERYDAY_PRESENTATIONS_5 } from './everyday-presentations-5.js';
import { EVERYDAY_PRESENTATIONS_6 } from './everyday-presentations-6.js';
import { EVERYDAY_PRESENTATIONS_7 } from './everyday-presentations-7.js';
import { EVERYDAY_PRESENTATIONS_8 } from './everyday-presentations-8.js';
import { EVERYDAY_PRESENTATIONS_9 } from './everyday-presentations-9.js';
import { EVERYDAY_PRESENTATIONS_10 } from './everyday-presentations-10.js';
import { EVERYDAY_PRESENTATIONS_11 } from './everyday-presentations-11.js';
import { HEAT } from './heat.js';
import { GUT } from './gut.js';
import { HEART } from './heart.js';
import { IMMUNE_BLOOD_AND_TRAVEL } from './immune-blood-and-travel.js';
import { LUNGS_AND_AIRWAYS } from './lungs-and-airways.js';
import { NERVES_MUSCLES_AND_MIND } from './nerves-muscles-and-mind.js';
import { POISONS_COLD_AND_WATER } from './poisons-cold-and-water.js';
import { EYES_AND_SKIN } from './eyes-and-skin.js';
import { GUT_AND_LIVER } from './gut-and-liver.js';
import { HEART_BLOOD_AND_HORMONES } from './heart-blood-and-hormones.js';
import { INFECTIONS_AND_CHILDREN } from './infections-and-children.js';
import { MUSCULOSKELETAL } from './musculoskeletal.js';
import { NEUROLOGY_AND_MENTAL_HEALTH } from './neurology-and-mental-health.js';
import { RESPIRATORY_AND_ENT } from './respiratory-and-ent.js';
import { URINARY_AND_REPRODUCTIVE } from './urinary-and-reproductive.js';
import type { ConditionManagement } from './types.js';

export type * from './types.js';
export { CERTIFICATE_PURPOSES } from './types.js';

/** Every condition's management, keyed by the diagnosis package's condition id. */
export const MANAGEMENT: ReadonlyMap<string, ConditionManagement> = new Map(
  [
    ...EAR_NOSE_THROAT,
    ...CHEST_INFECTIONS,
    ...LUNGS_AND_AIRWAYS,
    ...HEART,
    ...GUT,
    ...NERVES_MUSCLES_AND_MIND,
    ...IMMUNE_BLOOD_AND_TRAVEL,
    ...RESPIRATORY_AND_ENT,
    ...EYES_AND_SKIN,
    ...URINARY_AND_REPRODUCTIVE,
    ...GUT_AND_LIVER,
    ...HEART_BLOOD_AND_HORMONES,
    ...NEUROLOGY_AND_MENTAL_HEALTH,
    ...MUSCULOSKELETAL,
    ...INFECTIONS_AND_CHILDREN,
    ...EMERGENCIES,
    ...HEAT,
    ...POISONS_COLD_AND_WATER,
    ...EVERYDAY_PRESENTATIONS,
    ...EVERYDAY_PRESENTATIONS_2,
    ...EVERYDAY_PRESENTATIONS_3,
    ...EVERYDAY_PRESENTATIONS_4,
    ...EVERYDAY_PRESENTATIONS_5,
    ...EVERYDAY_PRESENTATIONS_6,
    ...EVERYDAY_PRESENTATIONS_7,
    ...EVERYDAY_PRESENTATIONS_8,
    ...EVERYDAY_PRESENTATIONS_9,
    ...EVERYDAY_PRESENTATIONS_10,
    ...EVERYDAY_PRESENTATIONS_11,
  ].map((m) => [m.condition, m]),
);

/**
 * For a working diagnosis the knowledge base does not cover (free text, or a condition added to the
 * diagnosis package later): safe general care and an in-person review, never a guessed treatment.
 */
export const GENERAL_MANAGEMENT: ConditionManagement = {
  condition: 'general',
  care: 'Rest, drink fluids, and use paracetamol for pain or fever if you need it.',
  seekHelp: 'you feel worse, develop new symptoms, or are not improving in a few days',
  approach:
    'No condition-specific plan is available for this working diagnosis: symptom relief, safety-netting and an in-person review. Add specific treatment after assessment.',
  investigations: [],
  medications: [PARACETAMOL],
  certificate: { suggestedDays: 1, note: 'Decide the length from the assessment.' },
  referrals: [
    {
      kind: 'gp',
      to: 'General practitioner (in person)',
      urgency: 'routine',
      reason: 'examination and a condition-specific plan',
    },
  ],
  advice: [
    'Rest, drink plenty of fluids and use paracetamol for pain or fever if needed.',
    'See a doctor in person if you are not improving over the next few days.',
    'Call 000 if you have chest pain, difficulty breathing, confusion, or feel you are getting much worse.',
  ],
};

/** What a patient is told to do now and when to get help: the condition's own words, else general care. */
export function patientAdviceOf(conditionId: string | undefined): Pick<ConditionManagement, 'care' | 'seekHelp'> {
  const m = (conditionId && MANAGEMENT.get(conditionId)) || GENERAL_MANAGEMENT;
  return { care: m.care, seekHelp: m.seekHelp };
}

/** The management of a condition by its id, or undefined when the knowledge base lacks it. */
export function managementOf(conditionId: string): ConditionManagement | undefined {
  return MANAGEMENT.get(conditionId);
}
