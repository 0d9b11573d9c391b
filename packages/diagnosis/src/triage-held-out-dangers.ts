import type { Discriminator, TriageFacts } from './triage-discriminators.js';

/**
 * Dangers that must be called whether or not the condition behind them is known: a patient may bring an illness the
 * knowledge base lacks, and the triage then rests on the danger signs alone, as a triage nurse's does (Australasian
 * Triage Scale: the category follows the physiology and the pain, not the diagnosis). Composed into
 * EMERGENCY_DISCRIMINATORS and URGENT_DISCRIMINATORS (src/triage-discriminators.ts).
 */
const any = (f: TriageFacts, ...findings: string[]) => findings.some((x) => f.has(x));
const painIn = (f: TriageFacts, places: RegExp) => f.places('E_55').some((p) => places.test(p));
const BELLY = /belly|tummy|groin|pubic/;
const EYE = /\beye\b/;
/** Pain scored at least this out of 10 is "severe" (ATS: very severe pain is category 2, moderately severe 3). */
const severe = (f: TriageFacts, at = 8) => (f.scale('E_56') ?? 0) >= at;
const bellyPain = (f: TriageFacts) => painIn(f, BELLY) || f.complaint === 'abdominal-pain';

export const EMERGENCY_HELD_OUT_DANGERS: readonly Discriminator[] = [
  // Haloes round lights with a painful or red eye, or with a headache and vomiting: the pressure in the eye has risen
  // suddenly (acute angle closure) and the sight is lost within hours unless it is lowered now (eTG ophthalmology: acute
  // angle-closure glaucoma, refer immediately; RANZCO; Rosen's). A migraine's zigzag aura is not haloes.
  {
    reason: 'haloes round lights with a painful red eye or with vomiting',
    applies: (f) => f.has('halos') && (painIn(f, EYE) || f.has('E_74') || f.has('E_211')),
  },
  // A markedly raised blood pressure with blurred sight, chest pain, breathlessness, confusion or trouble speaking is a
  // hypertensive emergency: the pressure is harming the brain, eyes, heart or kidneys (Heart Foundation guideline for
  // the diagnosis and management of hypertension in adults 2016; Rosen's; Healthdirect: call 000). With a headache
  // alone it is seen today (URGENT_HELD_OUT_DANGERS).
  {
    reason: 'a very high blood pressure with blurred sight, chest pain, breathlessness or confusion',
    applies: (f) =>
      f.has('high_blood_pressure_reading') && (any(f, 'blurred_vision', 'E_39', 'E_66', 'E_63') || painIn(f, /chest/)),
  },
  // Sickle cell disease with a severe pain or a fever: a crisis or an infection of a spleen that no longer guards,
  // for strong pain relief within half an hour and antibiotics now (NICE CG143 sickle cell acute painful episode;
  // eTG; Healthdirect sickle cell disease).
  {
    reason: 'sickle cell disease with a severe pain or a fever',
    applies: (f) => f.has('sickle_cell_disease') && (severe(f, 7) || f.has('E_91')),
  },
  // A very irregular heartbeat with a severe belly pain: a clot to the gut's artery, the pain far worse than the belly
  // feels, whose bowel dies within hours (Rosen's: acute mesenteric ischaemia; ATS category 2: very severe pain).
  {
    reason: 'a severe belly pain with a very irregular heartbeat',
    applies: (f) => f.has('E_164') && bellyPain(f) && severe(f, 7),
  },
  // A sudden severe belly pain made worse by any movement: a perforation or a bleed into the belly (Rosen's: acute
  // abdominal pain, peritonitis; ATS category 2: very severe pain).
  {
    reason: 'a sudden severe belly pain worse with any movement',
    applies: (f) =>
      bellyPain(f) && severe(f) && (f.scale('E_59') ?? 0) >= 8 && any(f, 'peritonism', 'E_216') && f.isNew,
  },
  // Belly or back pain with faintness and a pale or sweaty skin past 50: a leaking aneurysm or a bleed until proven
  // otherwise (Rosen's: abdominal aortic aneurysm; ATS category 2: abdominal pain with shock).
  {
    reason: 'belly or back pain with faintness and pallor or sweating past 50',
    applies: (f) =>
      f.age >= 50 && (bellyPain(f) || painIn(f, /back/)) && any(f, 'E_82', 'E_159') && any(f, 'E_154', 'E_50'),
  },
  // A fluid forced into a finger by a high-pressure gun: a tiny hole over spreading damage that needs a hand surgeon
  // within hours to save the finger (Rosen's: high-pressure injection injuries; eTG).
  { reason: 'a high-pressure injection injury', applies: (f) => f.has('high_pressure_injection'), unasked: true },
  // A sting in the sea of tropical northern Australia with ladder-like marks or a severe pain: a box jellyfish, whose
  // venom stops the heart (ANZCOR guideline 9.4.5 envenomation: jellyfish stings, tropical; vinegar and call 000).
  {
    reason: 'a tropical marine sting with whip marks or a severe pain',
    applies: (f) =>
      f.has('marine_sting') && f.has('tropical_north_australia') && (f.has('tentacle_ladder_marks') || severe(f, 7)),
  },
  // A raised blood pressure after 20 weeks of pregnancy with a headache or a disturbance of sight: pre-eclampsia with
  // severe features, which can fit or bleed into the brain (RANZCOG/SOMANZ hypertension in pregnancy: immediate
  // hospital assessment; Healthdirect pre-eclampsia: call 000).
  {
    reason: 'a high blood pressure late in pregnancy with a headache or disturbed sight',
    applies: (f) =>
      f.has('high_bp_in_pregnancy') &&
      any(f, 'pregnancy_over_20_weeks', 'preterm_gestation') &&
      (any(f, 'blurred_vision', 'visual_aura') || painIn(f, /forehead|head|temple/)),
  },
  // Diabetes with vomiting and fast deep breathing or drowsiness: ketoacidosis (RCH diabetic ketoacidosis;
  // Diabetes Australia sick day management: vomiting with ketones, go to hospital).
  {
    reason: 'diabetes with vomiting and fast deep breathing or drowsiness',
    applies: (f) =>
      any(f, 'E_69', 'known_diabetes_high_sugar', 'insulin_or_sulfonylurea') &&
      f.has('E_211') &&
      any(f, 'laboured_breathing', 'drowsy', 'E_39'),
  },
  // A fever after the waters have broken in pregnancy: an infection of the womb and waters (chorioamnionitis), for
  // antibiotics and birth in hospital now (RANZCOG; NICE NG25 preterm labour and birth: prelabour rupture of membranes
  // with signs of infection; Queensland Clinical Guidelines PPROM). A woman who could be pregnant with a fever and a
  // belly pain is asked whether she is pregnant, then about her waters (NICE NG126: think of pregnancy in any woman of
  // reproductive age with belly pain).
  {
    reason: 'a fever in pregnancy after the waters have broken',
    applies: (f) => any(f, 'waters_broken', 'offensive_fluid_after_waters') && any(f, 'E_91', 'rigors'),
    screen: {
      when: (f) => f.sex !== 'M' && f.age >= 12 && f.age < 55 && any(f, 'E_91', 'rigors') && bellyPain(f),
      asks: ['E_167', 'waters_broken'],
    },
  },
  // Blisters or peeling skin with sore red eyes and sore lips or mouth: Stevens-Johnson syndrome or toxic epidermal
  // necrolysis, the skin failing like a burn (DermNet: SJS/TEN; eTG dermatology: cease the drug, hospital now).
  {
    reason: 'blistering skin with red eyes and a sore mouth',
    applies: (f) => f.has('blisters') && f.has('E_74') && (f.has('E_206') || painIn(f, /mouth|lip|tongue/)),
  },
];

export const URGENT_HELD_OUT_DANGERS: readonly Discriminator[] = [
  // A belly pain that has moved to the lower right: appendicitis until a doctor has examined it, today (RCH acute
  // abdominal pain; Murtagh: acute abdomen; Healthdirect appendicitis).
  { reason: 'a belly pain that moved to the lower right', applies: (f) => f.has('pain_moved_right_lower') },
  // A new belly pain worse with walking, coughing or bumps: the lining of the belly is inflamed (peritonism), which
  // a doctor examines today (Rosen's: acute abdominal pain; RCH acute abdominal pain).
  {
    reason: 'a new belly pain worse with walking, coughing or bumps',
    applies: (f) => f.isNew && bellyPain(f) && f.has('peritonism'),
  },
  // A fever within weeks of travel abroad: malaria, typhoid or dengue until a blood test says otherwise, the same day
  // (CDC Yellow Book: fever in the returned traveller; eTG: malaria, urgent blood film; Healthdirect malaria).
  { reason: 'a fever after travel abroad', applies: (f) => f.has('E_91') && f.has('E_204') },
  // Severe muscle pain with dark, cola or bloody urine: muscle breaking down and its pigment harming the kidneys,
  // for fluids and a blood test today (Rosen's: rhabdomyolysis; Murtagh).
  {
    reason: 'severe muscle pain with dark urine',
    // However long it is said to have lasted: the dark urine is the danger, and "the first class in years" is no duration.
    applies: (f) => any(f, 'severe_muscle_pain', 'E_144') && f.has('haematuria'),
  },
  // Food stuck in the gullet that will not pass, saliva not swallowed: removed by endoscope within hours (Rosen's:
  // oesophageal foreign bodies and food bolus; ATS category 3).
  { reason: 'food stuck in the gullet, saliva not swallowed', applies: (f) => f.has('food_stuck_now') },
  // A severe new belly pain with vomiting: an acute abdomen a doctor examines today (ATS category 3: moderately
  // severe pain; Rosen's: acute abdominal pain in the older patient).
  {
    reason: 'a severe new belly pain with vomiting',
    applies: (f) => f.isNew && bellyPain(f) && severe(f) && f.has('E_211'),
  },
  // A new red or badly painful eye with blurred sight: an eye emergency (acute glaucoma, uveitis, keratitis) examined
  // today (eTG ophthalmology: the red eye, refer the same day; RANZCO). A tired eye's ache and blur after screens is not.
  {
    reason: 'a red or badly painful eye with blurred sight',
    applies: (f) => f.isNew && painIn(f, EYE) && f.has('blurred_vision') && (f.has('E_74') || severe(f, 7)),
  },
  // A fever with a new pain under the right ribs: acute cholecystitis (or cholangitis, a liver abscess, a right lower
  // lobe pneumonia) until a doctor has examined it, today, however often the vomiting was (NICE CKS gallstone disease:
  // suspected acute cholecystitis, same-day assessment; Murtagh: biliary pain). A kidney infection's burning wee and
  // loin pain are asked about apart.
  {
    reason: 'a fever with a new pain under the right ribs',
    applies: (f) =>
      f.age >= 16 &&
      f.isNew &&
      f.has('E_91') &&
      painIn(f, /^right upper belly/) &&
      !painIn(f, /loin|flank|back/) &&
      !any(f, 'dysuria', 'haematuria'),
    // The fever is asked of a new pain there: without it a gallbladder's pain passes for another attack of colic.
    screen: { when: (f) => f.age >= 16 && f.isNew && painIn(f, /^right upper belly/), asks: ['E_91'] },
  },
  // A markedly raised blood pressure with a headache: seen today, the pressure measured again and brought down over
  // hours, not minutes (Heart Foundation hypertension guideline 2016: severe hypertension; Rosen's).
  {
    reason: 'a very high blood pressure with a headache',
    applies: (f) => f.has('high_blood_pressure_reading') && painIn(f, /forehead|head|temple/),
  },
];
