import type { Discriminator, TriageFacts } from './triage-discriminators.js';

/**
 * Triage discriminators for dangers after medicines and injuries and in pregnancy that the main lists did not hold:
 * drowsiness on an opioid, a knocked-out adult tooth, a fight bite, an acute dystonic reaction, eczema herpeticum and
 * chickenpox met in pregnancy. Composed into EMERGENCY_DISCRIMINATORS and URGENT_DISCRIMINATORS
 * (src/triage-discriminators.ts).
 */
const any = (f: TriageFacts, ...findings: string[]) => findings.some((x) => f.has(x));
const pregnant = (f: TriageFacts) =>
  any(
    f,
    'E_167',
    'pregnancy_under_14_weeks',
    'pregnancy_over_20_weeks',
    'positive_pregnancy_test',
    'preterm_gestation',
  );

export const EMERGENCY_AFTER_MEDICINES: readonly Discriminator[] = [
  // Drowsy or hard to wake on an opioid (a new patch, oxycodone, methadone): an overdose whose breathing slows next,
  // for naloxone now (AMH opioid analgesics: respiratory depression; ANZCOR; Healthdirect opioid overdose: call 000).
  // Asked of anyone on one: drowsiness is its first sign, often told by a partner as "very sleepy".
  {
    reason: 'drowsy or hard to wake on an opioid painkiller',
    applies: (f) => f.has('takes_opioid') && any(f, 'drowsy', 'E_39'),
    screen: { when: (f) => f.has('takes_opioid'), asks: ['drowsy'] },
  },
  // A limb injured and misshapen with its hand or foot pale, cold or numb: a fracture or dislocation cutting off the
  // blood supply or a nerve, reduced within hours (RCH supracondylar fractures: the pale, pulseless hand; RCH fractures;
  // Rosen's). Asked of any deformed limb after an injury.
  {
    reason: 'a deformed limb after an injury with a pale, cold hand or foot',
    applies: (f) => f.has('recent_injury') && f.has('deformity') && f.has('cold_pale_limb'),
    screen: { when: (f) => f.has('recent_injury') && f.has('deformity'), asks: ['cold_pale_limb'] },
  },
];

export const URGENT_AFTER_INJURIES: readonly Discriminator[] = [
  // A knocked-out adult tooth survives only if put back within the hour: a dentist or emergency department now (IADT
  // avulsion of permanent teeth; Healthdirect knocked-out tooth). Before about 7 the front teeth are baby teeth, never
  // put back (IADT primary teeth), which a dentist sees in the usual way.
  { reason: 'a knocked-out adult tooth', applies: (f) => f.age >= 7 && f.has('tooth_knocked_out'), unasked: true },
  // A cut over a knuckle from someone's teeth carries mouth bacteria into the joint: antibiotics and a hand surgeon's
  // look the same day, however small (eTG bite wounds: clenched-fist injury; Rosen's human bites).
  {
    reason: 'a cut over a knuckle from teeth (a fight bite)',
    applies: (f) => f.has('knuckle_cut_on_teeth'),
    unasked: true,
  },
  // The neck pulled to one side by itself or the eyes rolling up and stuck: an acute dystonic reaction (most often
  // after metoclopramide, prochlorperazine or an antipsychotic), eased within minutes by benztropine the same day (AMH
  // metoclopramide; eTG drug-induced movement disorders). Breathing trouble would be the airway's emergency.
  {
    reason: 'a twisting neck or eyes rolling up (acute dystonia)',
    applies: (f) => f.has('dystonic_spasm') || (f.has('E_180') && f.has('new_medicine')),
  },
  // Eczema with new blisters or punched-out sores and a fever or cold sores: eczema herpeticum, aciclovir the same day
  // (RCH eczema herpeticum; DermNet). Asked of a flare of eczema with a fever.
  {
    reason: 'eczema with new blisters or sores and a fever or cold sores (eczema herpeticum)',
    applies: (f) => f.has('dry_itchy_skin') && f.has('blisters') && any(f, 'E_91', 'cold_sores'),
    screen: { when: (f) => f.has('dry_itchy_skin') && any(f, 'E_91', 'worsening'), asks: ['blisters'] },
  },
  // Chickenpox or shingles met in pregnancy: immunity checked the same day, and zoster immunoglobulin given within 96
  // hours (up to 10 days) to a woman not immune (RANZCOG varicella in pregnancy; Australian Immunisation Handbook).
  {
    reason: 'chickenpox or shingles met in pregnancy',
    applies: (f) => f.sex !== 'M' && pregnant(f) && f.has('chickenpox_contact'),
    unasked: true,
  },
  // A head injury on a blood thinner (warfarin, a DOAC, clopidogrel): a scan within 8 hours even when well (NICE CG176
  // head injury; Healthdirect head injury). Every head injury is asked about one.
  {
    reason: 'a head injury on a blood thinner',
    applies: (f) => f.has('head_injury') && f.has('on_anticoagulant'),
    screen: { when: (f) => f.has('head_injury'), asks: ['on_anticoagulant'] },
  },
  // A rash with a fever within weeks of a new medicine: a severe drug reaction (DRESS, an early Stevens-Johnson
  // syndrome) until bloods and a doctor's look today say otherwise (DermNet drug hypersensitivity syndrome; eTG severe
  // cutaneous adverse reactions). Not asked of every rash with a fever (most are viral): told with the medicine.
  {
    reason: 'a rash with a fever after a new medicine',
    applies: (f) => f.has('E_129') && f.has('E_91') && f.has('new_medicine'),
    unasked: true,
  },
  // A foot ulcer in a person with diabetes that has gone red, swollen or feverish: a diabetic foot infection, seen by
  // a doctor or high-risk foot service the same day (Diabetes Feet Australia 2021: foot infection; IWGDF).
  {
    reason: 'a red or swollen foot ulcer in diabetes',
    applies: (f) => f.has('E_69') && f.has('leg_ulcer') && any(f, 'E_151', 'spreading_redness', 'E_91', 'rigors'),
    screen: {
      when: (f) => f.has('E_69') && f.places('E_55').some((p) => /foot|toe|heel|sole/.test(p)),
      asks: ['leg_ulcer'],
    },
  },
  // Soon after a birth, a fever: infection of the womb, a wound or the breast, seen the same day (RANZCOG; NICE NG194
  // postnatal care: a raised temperature is assessed for sepsis). A sore or smelly wound after a birth is asked about one.
  {
    reason: 'a fever soon after a birth',
    applies: (f) => f.has('recent_birth') && any(f, 'E_91', 'rigors'),
    screen: { when: (f) => f.has('recent_birth') && f.has('perineal_stitches_sore'), asks: ['E_91'] },
  },
  // Diabetes with readings over 15 for more than a day and the thirst or passing water of a high sugar: a doctor today
  // for ketones, fluids and the treatment (Diabetes Australia sick day management: readings above 15 for 24 hours;
  // NICE NG28). Drowsiness or confusion with them is the emergency list's hyperosmolar state.
  {
    reason: 'high sugar readings for over a day with thirst or passing lots of water',
    applies: (f) =>
      f.today !== true &&
      f.has('known_diabetes_high_sugar') &&
      any(f, 'thirst', 'passing_lots_urine', 'urinary_frequency'),
  },
  // Mouth ulcers, a sore throat, a fever or bruising on methotrexate: marrow and mouth toxicity until a full blood
  // count the same day says otherwise (AMH methotrexate; eTG rheumatology: methotrexate monitoring).
  {
    reason: 'mouth ulcers, a sore throat, a fever or bruising on methotrexate',
    applies: (f) => f.has('takes_methotrexate') && any(f, 'E_206', 'E_97', 'E_91', 'rigors', 'E_178'),
    unasked: true,
  },
  // A fall (on the outstretched hand, most often) with a swollen wrist in a child or an older adult: a fracture of the wrist (a
  // buckle fracture; a distal radius fracture in thinner bones) until an X-ray the same day says otherwise (RCH distal
  // radius fractures; Healthdirect broken wrist; Amsterdam wrist rules: age and swelling predict a fracture).
  {
    reason: 'a swollen wrist after a fall or knock in a child or older adult',
    applies: (f) =>
      (f.age < 16 || f.age >= 50) &&
      any(f, 'fall_outstretched_hand', 'recent_injury') &&
      f.places('E_152').some((p) => /wrist|forearm/.test(p)),
  },
];
