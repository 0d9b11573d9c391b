/**
 * Emergencies recognised from what the patient says, whatever the differential: the combinations a
 * triage nurse acts on at once (Australasian Triage Scale 1–2, Manchester Triage System discriminators,
 * Healthdirect and NHS 111 "call 000" advice, NICE NG51 sepsis, NICE CG176 head injury, ASCIA anaphylaxis,
 * the Heart Foundation's heart attack warning signs, RANZCOG preterm labour). Each is a list of findings
 * that must all be present, or a test on the patient's facts where age or place matters.
 */
import { EMERGENCY_AFTER_MEDICINES, URGENT_AFTER_INJURIES } from './triage-after-medicines-and-injuries.js';
import { EMERGENCY_EASILY_MISSED } from './triage-easily-missed.js';
import { EMERGENCY_HELD_OUT_DANGERS, URGENT_HELD_OUT_DANGERS } from './triage-held-out-dangers.js';

export interface TriageFacts {
  /** A finding (by name or DDXPlus code) answered yes. */
  has(finding: string): boolean;
  /** A finding answered no (a "no" that is itself a danger sign: no wind or stool passed). */
  denied(finding: string): boolean;
  /** The answer to a numeric finding (a 0–10 scale), when given. */
  scale(finding: string): number | undefined;
  /** The labels of the places chosen for a multiple-choice finding ("jaw", "left side of the chest"). */
  places(finding: string): string[];
  age: number;
  /** The patient's sex, where a danger sign depends on it. */
  sex?: 'F' | 'M';
  /** The presenting complaint's id ('chest-pain'), when one is recognised. */
  complaint: string | null;
  /** Not known to have lasted weeks or more. */
  isNew: boolean;
  /** Not known to have begun before today (no duration yet, or "hours"). */
  today?: boolean;
}

export interface Discriminator {
  reason: string;
  applies(facts: TriageFacts): boolean;
  /** Not screened for with questions of its own (it would cost every feverish patient three). */
  unasked?: true;
  /**
   * Asked only through its `screen`: its other missing answers are not asked for (a reading that already leans
   * towards it, such as dusky skin, would otherwise bring a fever question whose "no" talks the danger down).
   */
  screenOnly?: true;
  /**
   * Where two answers are missing, as a nurse screens for it: once `when` holds, `asks` are put in order until
   * one is answered no (a possible pregnancy with one-sided pain: any bleeding, then is the pain getting worse).
   */
  screen?: { when(facts: TriageFacts): boolean; asks: readonly string[] };
}

/** The reason of the head-injury-with-vomiting discriminator, which a single vomit settles. */
export const HEAD_INJURY_VOMITING = 'head injury with repeated vomiting';

const all =
  (...findings: string[]) =>
  (f: TriageFacts): boolean => {
    // A loop, not `every`: triage reads every discriminator several times a turn.
    for (const x of findings) if (!f.has(x)) return false;
    return true;
  };
const any = (f: TriageFacts, ...findings: string[]) => findings.some((x) => f.has(x));
/** The pain is in one of these places (matched against the places' labels). */
const painIn = (f: TriageFacts, places: RegExp) => f.places('E_55').some((p) => places.test(p));

/** A swelling of the lips, tongue, mouth, face or eyelids (the places of a swelling); with a fever, an infection's more often. */
const swellingOfFace = (f: TriageFacts) =>
  f.places('E_152').some((p) => /lip|tongue|mouth|face|cheek|eyelid|throat/.test(p));

/**
 * A drooping face that cannot close its eye, with arms, legs and speech normal, is the whole face's nerve
 * (Bell's palsy: a doctor today for steroids), not a stroke, which spares the forehead (NICE CKS Bell's palsy).
 */
const bellsPalsy = (f: TriageFacts) =>
  f.has('cannot_close_eye') && f.denied('arm_or_leg_weakness_one_side') && f.denied('E_63');

/**
 * A pain low in the belly on one side only (or in the groin, with `groin`), and in none of the places `elsewhere`
 * matches: by default not across the belly or in its middle (an ectopic's place).
 */
const lowOnOneSide = (
  f: TriageFacts,
  { groin = true, elsewhere = /^belly|pubic|middle|centre/ }: { groin?: boolean; elsewhere?: RegExp } = {},
) => {
  const places = f.places('E_55');
  const low = groin ? /^(left|right) (?:lower belly|groin)$/ : /^(left|right) lower belly$/;
  const sides = new Set(places.flatMap((p) => low.exec(p)?.[1] ?? []));
  return sides.size === 1 && !places.some((p) => elsewhere.test(p));
};

/** A possible early pregnancy (a late period, a positive test, under 14 weeks) with pain low on one side. */
const earlyPregnancyPainOnOneSide = (f: TriageFacts) =>
  any(f, 'missed_period', 'pregnancy_under_14_weeks', 'positive_pregnancy_test') &&
  !f.has('pregnancy_over_20_weeks') &&
  lowOnOneSide(f);

/**
 * Breathless with a failing heart's signs: swollen ankles or legs, worse lying flat, waking breathless at night, or a
 * known failing heart (CSANZ/Heart Foundation heart failure guidelines 2018; Murtagh: dyspnoea).
 */
const breathlessWithFailingHeartSigns = (f: TriageFacts) =>
  f.has('E_66') &&
  (any(f, 'E_217', 'E_67', 'E_106') || f.places('E_152').some((p) => /ankle|foot|feet|leg|calf|calves|shin/.test(p)));

/** Signs of a body-wide response to an infection a patient can tell (NICE NG51): shivers, a racing heart, fast
 * breathing, faintness, confusion, drowsiness. */
const SEPSIS_SECOND_SIGNS = ['E_94', 'rigors', 'E_155', 'laboured_breathing', 'E_82', 'E_159', 'E_39', 'drowsy'];

const HEART_PAIN_PLACES = /chest|breast|jaw|arm|shoulder|neck|upper belly, just below/;
const SPREADS_LIKE_HEART_PAIN = /jaw|arm|shoulder|neck/;

/** Danger signs that are an emergency together: call 000. */
export const EMERGENCY_DISCRIMINATORS: readonly Discriminator[] = [
  ...EMERGENCY_AFTER_MEDICINES,
  // FAST (Stroke Foundation): new trouble speaking, or new weakness of an arm or leg on one side, or a
  // drooping face with either: call 000, whether or not it has passed (a TIA is as urgent).
  {
    reason: 'new trouble speaking or one-sided weakness (stroke signs)',
    applies: (f) =>
      f.isNew &&
      (any(f, 'E_63', 'arm_or_leg_weakness_one_side') || (f.has('sudden_weakness_one_side') && !bellsPalsy(f))),
  },
  {
    reason: 'a drooping face with trouble speaking or a weak arm',
    // A weakness "of an arm, a leg or the face" is the face itself when the limbs and speech are normal.
    applies: (f) =>
      f.isNew &&
      f.has('E_156') &&
      (any(f, 'E_63', 'arm_or_leg_weakness_one_side') || (f.has('E_176') && !bellsPalsy(f))),
  },
  // Sudden loss of balance with double vision, the "B" and "E" of BE-FAST: a stroke at the back of the brain, which
  // FAST alone misses (Stroke Foundation; Rosen, posterior circulation stroke). Vertigo that only spins does not count.
  {
    reason: 'sudden unsteadiness with double vision (stroke signs)',
    // Both read, so that either one told is the reason to ask the other.
    applies: (f) => f.isNew && f.today === true && [f.has('unsteady_gait'), f.has('E_52')].every(Boolean),
  },
  // Fever with a rash that does not fade under a glass is meningococcal disease until proven otherwise.
  { reason: 'fever with a non-blanching rash', applies: all('E_91', 'non_blanching_rash') },
  // A low sugar with confusion: too confused to treat oneself safely (Diabetes Australia).
  { reason: 'low blood sugar with confusion', applies: all('hypo_symptoms', 'E_39') },
  // Toxic shock or sepsis until proven otherwise.
  { reason: 'fever and rash with a tampon in use', applies: all('E_91', 'E_129', 'tampon_use') },
  { reason: 'fever and rash with fainting', applies: all('E_91', 'E_129', 'E_159') },
  // Coughing blood with breathlessness: a pulmonary embolism or a massive bleed (not a known bronchiectasis).
  { reason: 'new haemoptysis with breathlessness', applies: (f) => f.isNew && all('E_45', 'E_66')(f) },
  // Swelling of the lips, tongue or floor of the mouth that reaches the airway (ASCIA: difficulty talking,
  // a hoarse voice, swelling of the tongue, difficulty breathing; Ludwig angina).
  {
    reason: 'swelling of the face, tongue or mouth with a threatened airway',
    applies: (f) =>
      any(f, 'swollen_face_lips', 'floor_of_mouth_swelling') &&
      // Talking changed by a swollen tongue is ASCIA's "difficulty talking", a sign of the airway too.
      (any(f, 'E_65', 'E_190', 'E_212', 'E_194', 'E_66', 'muffled_voice', 'laboured_breathing') ||
        (f.has('E_63') && f.places('E_152').some((p) => /tongue|mouth|throat/.test(p)))),
  },
  // A sore throat with drooling, the saliva no longer swallowed: epiglottitis or a deep neck abscess closing
  // the airway (Manchester Triage System, sore throat: drooling is very urgent; Healthdirect: call 000).
  { reason: 'a sore throat with drooling', applies: all('E_97', 'E_190') },
  // Drooling with a high fever and no mouth sores or teeth coming through: the saliva no longer swallowed past a
  // swollen epiglottis or a throat abscess, in a child who may say nothing of the throat (RCH acute upper airway
  // obstruction: drooling, a toxic look and sitting forward; call 000). Mouth ulcers' drooling is a gum infection's.
  {
    reason: 'drooling with a high fever',
    applies: (f) => all('E_190', 'high_fever')(f) && !any(f, 'E_206', 'teething', 'blisters'),
  },
  // Noisy breathing in (stridor) with drooling, the saliva no longer swallowed: epiglottitis, bacterial tracheitis,
  // a retropharyngeal abscess or a swallowed object closing the airway (RCH acute upper airway obstruction: keep the
  // child calm and upright, call 000). Croup barks; it seldom drools.
  {
    reason: 'noisy breathing in (stridor) with drooling',
    // Both read, so that either one told is the reason to ask the other.
    applies: (f) => [f.has('E_194'), f.has('E_190')].every(Boolean),
  },
  // A head injury with drowsiness, repeated vomiting, a fit or having been knocked out (NICE CG176: CT within
  // an hour; Healthdirect: call 000).
  {
    reason: 'head injury with drowsiness, a seizure or loss of consciousness',
    applies: (f) => f.has('head_injury') && any(f, 'drowsy', 'E_43', 'E_159', 'E_39', 'knocked_out'),
  },
  // Vomiting after it is 000 unless it was a single vomit (src/triage-settlers.ts asks): NICE CG176 counts three or
  // more in a child, more than one in an adult.
  { reason: HEAD_INJURY_VOMITING, applies: all('head_injury', 'E_211') },
  // A drowsy person who is vomiting, or a drowsy child who is dry or feverish: dehydration, sepsis, raised
  // pressure in the head or ketoacidosis (NICE NG143 red features; RCH).
  { reason: 'drowsy and vomiting', applies: all('drowsy', 'E_211') },
  { reason: 'a drowsy child with few wet nappies', applies: all('drowsy', 'fewer_wet_nappies') },
  { reason: 'drowsy with a fever', applies: all('drowsy', 'E_91') },
  // Fever with laboured breathing (grunting, recession) in a child: Healthdirect "difficulty breathing".
  {
    reason: 'a child with fever and laboured breathing',
    applies: (f) => f.age < 16 && all('E_91', 'laboured_breathing')(f),
  },
  // Noisy breathing in (stridor) with the chest sucking in: an upper airway closing, in croup or anything else
  // (RCH croup, moderate to severe; acute upper airway obstruction): steroids and adrenaline now, call 000.
  {
    reason: 'noisy breathing in (stridor) with the chest sucking in',
    // Both read, so that either one told is the reason to ask the other.
    applies: (f) => [f.has('E_194'), f.has('laboured_breathing')].every(Boolean),
  },
  // A baby who stops breathing or goes blue, as in whooping cough or bronchiolitis (RCH pertussis, BRUE): 000.
  // Asked of every baby with a cough or hard breathing: a young baby may never whoop.
  // A fever in a baby under 4 weeks old is a serious bacterial infection until tests say otherwise, however well
  // she looks: every one is admitted for a septic workup (RCH febrile child: under 28 days; NICE NG143: red).
  { reason: 'a fever in a baby under 4 weeks old', applies: (f) => f.age < 28 / 365 && f.has('E_91') },
  {
    reason: 'a baby who stops breathing or goes blue',
    applies: (f) => f.age < 1 && any(f, 'stopped_breathing', 'blue_lips'),
  },
  {
    reason: 'a baby with a cough who stops breathing or goes blue',
    applies: (f) => f.age < 1 && any(f, 'E_201', 'laboured_breathing') && any(f, 'stopped_breathing', 'blue_lips'),
  },
  // A racing heart with fainting or near-fainting and breathlessness or chest pain (Healthdirect palpitations).
  { reason: 'palpitations with fainting', applies: all('E_155', 'E_159') },
  {
    reason: 'palpitations with light-headedness and breathlessness or chest pain',
    applies: (f) => f.isNew && all('E_155', 'E_82')(f) && (f.has('E_66') || f.complaint === 'chest-pain'),
  },
  // The same with a past heart attack, angina or heart failure, however long ago it started: a scarred heart's
  // ventricular tachycardia (Heart Foundation; Oxford Handbook of Clinical Medicine: broad complex tachycardia).
  {
    reason: 'palpitations with faintness in someone with heart disease',
    applies: (f) => f.has('E_155') && any(f, 'E_82', 'E_159') && any(f, 'E_105', 'E_106'),
  },
  // Fainting during exercise with chest pain: an arrhythmia or outflow obstruction.
  {
    reason: 'fainting on exertion with chest pain',
    applies: (f) => f.has('faint_on_exertion') && (f.complaint === 'chest-pain' || f.has('E_14') || painIn(f, /chest/)),
  },
  // The heart attack warning signs (Heart Foundation): chest, jaw or arm discomfort, new, with sweating,
  // nausea, breathlessness or spread to the jaw, arm or neck, in an adult old enough for heart disease.
  {
    reason: 'chest discomfort with the warning signs of a heart attack',
    applies: (f) => {
      if (f.age < 35 || !f.isNew || f.has('recurrent') || f.has('chest_pain_exertion')) return false;
      // Pain on breathing in, with a fever or a cough, on pressing or moving, after an injury or a meal, or
      // with a rash, or eased by leaning forward, is the lung's, the chest wall's, the gullet's, the skin's
      // (shingles) or the pericardium's.
      if (
        any(
          f,
          'E_220',
          'E_91',
          'E_201',
          'chest_wall_tenderness',
          'E_216',
          'recent_injury',
          'E_215',
          'E_129',
          'rash_one_side_band',
          'E_33',
        )
      )
        return false;
      const places = f.places('E_55');
      const chest = f.complaint === 'chest-pain' || places.some((p) => /chest|breast/.test(p));
      if (!chest || !places.some((p) => HEART_PAIN_PLACES.test(p))) return false;
      const spreads = [...places, ...f.places('E_57')].some((p) => SPREADS_LIKE_HEART_PAIN.test(p));
      // A heavy, pressing or crushing discomfort is the heart's own word, but not of breasts full with milk or
      // with sore nipples: that tightness is theirs (NICE CKS breastfeeding problems). A sweat, nausea,
      // breathlessness or spread still calls it, as a heart attack after a birth (coronary dissection) would.
      const breasts = any(f, 'breasts_engorged', 'sore_cracked_nipples');
      const pressing = !breasts && f.places('E_54').some((p) => /heavy|pressing/.test(p));
      return spreads || pressing || any(f, 'E_50', 'E_148', 'E_66');
    },
  },
  // The warning signs without chest pain (Heart Foundation: discomfort in the jaw, neck, arms or shoulders, with
  // nausea, a cold sweat or breathlessness): the jaw and an arm, or both arms, new, in an adult.
  {
    reason: 'jaw or arm discomfort with the warning signs of a heart attack',
    applies: (f) => {
      if (f.age < 35 || !f.isNew || any(f, 'recent_injury', 'E_91', 'chest_wall_tenderness')) return false;
      const places = [...f.places('E_55'), ...f.places('E_57')];
      const jaw = places.some((p) => /jaw/.test(p));
      const left = places.some((p) => /left (?:upper arm|forearm)|inside of the left forearm/.test(p));
      const right = places.some((p) => /right (?:upper arm|forearm)|inside of the right forearm/.test(p));
      if (!((jaw && (left || right)) || (left && right))) return false;
      return any(f, 'E_50', 'E_148', 'E_66');
    },
  },
  // Jaw or arm pain that comes with effort is angina felt away from the chest; with a sweat, nausea or breathlessness
  // it is the heart attack warning signs (Heart Foundation; Murtagh: angina).
  {
    reason: 'jaw or arm pain on exertion with the warning signs of a heart attack',
    // However long the effort pain has come and gone: a sweat or nausea with it is the attack (Heart Foundation).
    applies: (f) => f.age >= 35 && f.has('E_218') && painIn(f, /jaw|arm|shoulder/) && any(f, 'E_50', 'E_148'),
  },
  // Chest pain after cocaine, ice or speed, at any adult age: a heart attack from spasm or a clot, or an aortic tear
  // (eTG toxicology: psychostimulants; Rosen's: cocaine-associated chest pain). The drug only when told: not asked of
  // every chest pain.
  {
    reason: 'chest pain after a stimulant drug',
    applies: (f) =>
      f.isNew && f.has('stimulant_taken') && f.age >= 12 && (f.complaint === 'chest-pain' || painIn(f, /chest|breast/)),
  },
  // Sudden chest pain with breathlessness at any age: a collapsed lung, a clot or a tear (Healthdirect: 000).
  {
    reason: 'sudden chest pain with breathlessness',
    applies: (f) =>
      f.isNew && (f.scale('E_59') ?? 0) >= 8 && f.has('E_66') && (f.complaint === 'chest-pain' || painIn(f, /chest/)),
  },
  // New breathlessness with a racing heart and a pain on breathing in, without a fever (Healthdirect pulmonary
  // embolism and collapsed lung: call 000): a clot or a pneumothorax however the patient names it ("anxiety",
  // "a pulled muscle"), and whether or not the word pain is said about the breathing.
  {
    reason: 'new breathlessness with a racing heart and pain on breathing in',
    applies: (f) => f.isNew && all('E_66', 'E_155', 'E_220')(f) && !any(f, 'E_91', 'chest_wall_tenderness', 'E_33'),
  },
  // In older people a heart attack is often "indigestion" with sweating and breathlessness, or with sweating and
  // nausea (Heart Foundation warning signs: discomfort with a cold sweat, nausea or breathlessness).
  {
    reason: 'indigestion with sweating and breathlessness or nausea over 50',
    applies: (f) => f.age >= 50 && f.isNew && all('E_173', 'E_50')(f) && any(f, 'E_66', 'E_148'),
  },
  // Cauda equina: not able to pass urine with weakness or numbness in both legs, or numbness of the saddle.
  {
    reason: 'retention of urine with weak or numb legs',
    applies: (f) => f.has('urinary_retention') && any(f, 'E_84', 'saddle_numbness'),
  },
  // Labour before 37 weeks (RANZCOG: to the birth suite now, by ambulance if far), and waters breaking before 34
  // weeks or with bleeding. Waters breaking at 34 to 36 weeks without contractions, bleeding or a cord is the
  // birth suite today (RANZCOG, Queensland Clinical Guidelines preterm prelabour rupture of membranes):
  // contractions are asked first, so that they, not the waters alone, make the call.
  {
    reason: 'contractions before 37 weeks, or waters breaking before 34 weeks or with bleeding',
    applies: (f) =>
      f.has('preterm_gestation') &&
      (f.has('regular_contractions') ||
        (f.has('waters_broken') && any(f, 'bleeding_in_pregnancy', 'very_preterm_gestation'))),
  },
  // A cord felt or seen at the vagina after the waters break (RANZCOG cord prolapse): call 000.
  { reason: 'a cord at the vagina after the waters break', applies: all('waters_broken', 'cord_prolapse') },
  // A sudden, severe or vomiting-sick pain in a testicle in a boy or young man is a torsion until a surgeon
  // says otherwise: the testicle is lost within hours (RCH acute scrotum).
  // A torsion is often told first as a tummy ache with vomiting, the testicle left unsaid from embarrassment (RCH
  // acute scrotum: examine the testes of every boy with abdominal pain): a boy's or young man's sudden or vomiting
  // belly pain is asked about a testicle, as a nurse would.
  {
    reason: 'sudden or severe testicular pain in a young male',
    applies: (f) => {
      if (f.age > 25 || !f.isNew) return false;
      const testicle =
        f.complaint === 'testicular' ||
        f.has('testicular_swelling') ||
        f.has('testicular_pain') ||
        painIn(f, /testicle|scrotum/);
      return testicle && ((f.scale('E_59') ?? 0) >= 7 || (f.scale('E_56') ?? 0) >= 7 || any(f, 'E_211', 'E_148'));
    },
    screen: {
      when: (f) =>
        f.sex === 'M' &&
        f.age >= 8 &&
        f.age <= 25 &&
        f.isNew &&
        (f.complaint === 'abdominal-pain' || painIn(f, /belly|tummy|groin/)) &&
        (f.has('E_211') || (f.scale('E_59') ?? 0) >= 7),
      asks: ['testicular_pain'],
    },
  },
  // The same for an ovary: a sudden, severe pain low on one side of the belly with vomiting in a girl or young woman is
  // a twisted ovary until a surgeon says otherwise, lost within hours (RANZCOG acute pelvic pain; Rosen's: ovarian
  // torsion). A stone's blood in the urine or a burning wee, or a fever's infection, points elsewhere.
  {
    reason: 'sudden severe pain low on one side of the belly with vomiting in a girl or young woman',
    applies: (f) => {
      if (f.sex !== 'F' || f.age < 8 || f.age > 45 || !f.isNew || !f.today) return false;
      if (any(f, 'haematuria', 'dysuria', 'E_91', 'E_51')) return false;
      // An ovary's pain is in the belly itself: not the groin, and not the loin or back a stone's pain is in.
      if (!lowOnOneSide(f, { groin: false, elsewhere: /pubic|middle|centre|loin|flank|back/ })) return false;
      return (f.scale('E_56') ?? 0) >= 7 && (f.scale('E_59') ?? 0) >= 7 && f.has('E_211');
    },
  },
  // Bleeding from the gut with fainting, light-headedness or pallor: a major bleed (NHS, Healthdirect: 000).
  {
    reason: 'bleeding from the gut with faintness or pallor',
    applies: (f) => any(f, 'E_179', 'E_140', 'E_210') && any(f, 'E_159', 'E_82', 'E_154'),
  },
  // A missed period (or an early pregnancy) with belly pain and fainting, feeling faint or shoulder-tip pain: a ruptured
  // ectopic pregnancy until proven otherwise (RANZCOG; Healthdirect: 000).
  {
    reason: 'possible early pregnancy with belly pain and fainting or shoulder-tip pain',
    applies: (f) =>
      any(f, 'missed_period', 'pregnancy_under_14_weeks', 'positive_pregnancy_test') &&
      !f.has('pregnancy_over_20_weeks') &&
      // Shoulder-tip pain is blood under the diaphragm: with faintness it is the bleed, however little the belly hurts.
      ((painIn(f, /belly|tummy|groin|pelvi|flank|iliac|hip bone|pubic/) &&
        any(f, 'E_159', 'E_82', 'shoulder_tip_pain')) ||
        (f.has('shoulder_tip_pain') && any(f, 'E_159', 'E_82'))),
    // Belly or shoulder-tip pain in a woman who could be pregnant: her period is asked, then faintness, whatever she
    // said of being pregnant (NICE NG126: think of an ectopic in any woman of reproductive age with belly pain; it is
    // often told as a gastro by a woman who has not done a test).
    screen: {
      when: (f) =>
        f.sex !== 'M' &&
        f.age >= 12 &&
        f.age < 55 &&
        !f.has('pregnancy_over_20_weeks') &&
        (f.has('shoulder_tip_pain') || painIn(f, /belly|tummy|groin|pelvi|iliac|pubic/)),
      asks: ['missed_period', 'E_82', 'shoulder_tip_pain'],
    },
  },
  // Something swallowed that has stuck: drooling, noisy or hard breathing (RCH foreign body).
  {
    reason: 'a swallowed object with drooling or trouble breathing',
    applies: (f) => f.has('swallowed_object') && any(f, 'E_190', 'E_194', 'laboured_breathing'),
  },
  // A nosebleed that 20 minutes of firm pressure does not stop, in someone on a blood thinner or who feels faint
  // (Healthdirect nosebleeds: go to the emergency department; Rosen, epistaxis).
  {
    reason: 'a nosebleed that pressure does not stop, on a blood thinner or with faintness',
    applies: (f) => f.has('nosebleed_not_stopping') && any(f, 'on_anticoagulant', 'E_82', 'E_159'),
  },
  // A sudden tearing or ripping pain, or one boring through to the back, with an abrupt onset, sweating or
  // faintness: an aortic dissection or a leaking aneurysm however it is named (Rosen; ADD-RS high-risk pain
  // features), in an adult. A red flag alone waits for the condition to be likely; told this way it is 000.
  {
    reason: 'a sudden tearing pain with sweating or faintness',
    applies: (f) =>
      f.age >= 18 &&
      f.isNew &&
      f.has('tearing_pain_to_back') &&
      ((f.scale('E_59') ?? 0) >= 8 || any(f, 'E_50', 'E_82', 'E_159', 'E_154')),
  },
  // Bleeding from a wound that firm pressure does not stop (Healthdirect first aid: 000).
  { reason: 'bleeding that pressure does not stop', applies: all('bleeding_not_stopping') },
  // Severe, worsening pain in a tense limb or under a cast (MTS; ATS 2): compartment syndrome.
  { reason: 'severe pain in a tense limb', applies: all('tight_limb_severe_pain') },
  // An injured limb with severe pain and numbness or tingling: compartment syndrome or a threatened nerve or
  // artery (ATS 2 "neurovascular compromise").
  {
    reason: 'an injured limb with severe pain and numbness',
    applies: (f) =>
      f.has('recent_injury') && any(f, 'E_177', 'E_93') && ((f.scale('E_56') ?? 0) >= 8 || f.has('worsening')),
  },
  // Swelling of the jaw, neck, tongue or throat with trouble breathing; a throat closing up (ASCIA).
  {
    reason: 'swelling of the jaw, neck or tongue with trouble breathing',
    applies: (f) =>
      f.places('E_152').some((p) => /jaw|neck|throat|tongue|chin/.test(p)) &&
      any(f, 'E_66', 'laboured_breathing', 'E_194', 'E_190'),
  },
  { reason: 'a throat closing up', applies: all('throat_closing') },
  // Period-like pain, a backache or belly ache that comes and goes, or pelvic pressure before 37 weeks is
  // labour until shown otherwise (RANZCOG).
  { reason: 'period-like pain before 37 weeks', applies: all('preterm_gestation', 'period_pain') },
  {
    reason: 'pain that comes and goes, or pelvic pressure, before 37 weeks',
    applies: (f) =>
      f.has('preterm_gestation') &&
      (f.has('pelvic_pressure') || (f.has('recurrent') && painIn(f, /lower back|belly|tummy|pelvi|pubic|groin/))),
  },
  { reason: 'birth imminent', applies: all('birth_imminent') },
  // Bleeding behind the placenta (RANZCOG antepartum haemorrhage; Healthdirect): a hard, tender bump, or a
  // baby moving less with belly pain or bleeding: to hospital now. A severe pain wherever it is told (over an old
  // caesarean scar) is a scar giving way as well (RANZCOG vaginal birth after caesarean: uterine rupture).
  { reason: 'a hard, tender pregnant belly', applies: all('hard_tender_bump') },
  {
    reason: 'the baby moving less with belly pain or bleeding',
    applies: (f) =>
      f.has('reduced_fetal_movements') &&
      (any(f, 'bleeding_in_pregnancy', 'vaginal_bleeding') ||
        painIn(f, /belly|tummy|pelvi|pubic|lower back/) ||
        (f.scale('E_56') ?? 0) >= 7),
  },
  // Sudden severe pain in the chest or between the shoulder blades with numbness, weakness or fainting over
  // 50: an aortic dissection (Healthdirect).
  {
    reason: 'sudden severe chest or upper back pain with numbness, weakness or fainting',
    applies: (f) =>
      f.age >= 50 &&
      (f.scale('E_59') ?? 0) >= 8 &&
      painIn(f, /chest|shoulder blade|upper back|upper or middle back/) &&
      any(f, 'E_177', 'E_84', 'E_159', 'E_82', 'arm_or_leg_weakness_one_side'),
  },
  // Too breathless to finish a sentence (National Asthma Council first aid, Healthdirect: call 000); asked of
  // everyone short of breath, as a triage nurse asks it first.
  { reason: 'too breathless to speak in sentences', applies: all('E_66', 'cannot_speak_sentences') },
  // Blue or grey lips with breathlessness at any age (ATS 1–2: cyanosis).
  {
    reason: 'breathless with blue or grey lips',
    applies: (f) => any(f, 'E_66', 'laboured_breathing') && f.has('blue_lips'),
    unasked: true,
  },
  // A fit past five minutes, or longer than the person's usual (Epilepsy Action Australia seizure first aid: 000).
  { reason: 'a seizure lasting over 5 minutes or longer than usual', applies: all('prolonged_seizure') },
  // A slow pulse with fainting, breathlessness or chest pain now (Australian Resuscitation Council bradycardia:
  // adverse features; NICE CKS: emergency admission): heart block or a medicine's toxicity.
  {
    reason: 'a slow pulse with fainting, breathlessness or chest pain today',
    // Today: turns over a week with a slow pulse are a same-day review (a Holter, the medicines), not 000.
    applies: (f) =>
      f.today !== false && f.has('slow_pulse') && (any(f, 'E_159', 'E_66') || f.complaint === 'chest-pain'),
  },
  // Heavy bleeding in a pregnancy or a miscarriage with faintness (RANZCOG early pregnancy loss; Healthdirect
  // miscarriage: soaking a pad in an hour or less, feeling faint: call 000).
  {
    reason: 'heavy bleeding in pregnancy with faintness',
    applies: (f) => f.has('pregnancy_heavy_bleeding') && any(f, 'E_159', 'E_82', 'dizzy_on_standing', 'E_154'),
  },
  // Drowning (RCH): after being under water, a cough that goes on, hard or fast breathing, drowsiness, vomiting
  // or blue lips need the emergency department; a child well hours later does not.
  {
    reason: 'taken from the water with breathing trouble, drowsiness or vomiting',
    applies: (f) =>
      f.has('submersion') && any(f, 'laboured_breathing', 'E_66', 'drowsy', 'E_211', 'blue_lips', 'E_39', 'E_159'),
  },
  // Pre-eclampsia's severe features after 20 weeks or in the weeks after a birth: a headache with flashing
  // lights or blurred vision, pain under the right ribs or in the upper belly, or a sudden swelling of the face
  // (SOMANZ hypertension in pregnancy 2023; RANZCOG; Healthdirect pre-eclampsia: go to hospital now, call 000).
  // The pregnancy first: only a woman known to be pregnant or newly delivered is asked how far along she is.
  {
    reason: 'a headache with flashing lights, upper belly pain or a swollen face after 20 weeks of pregnancy',
    applies: (f) =>
      any(f, 'E_167', 'recent_birth') &&
      (f.complaint === 'headache' || painIn(f, /head|temple|forehead/)) &&
      (any(f, 'visual_aura', 'blurred_vision', 'flashes_floaters') ||
        painIn(f, /upper belly|right upper|below the ribs|under the ribs/) ||
        swellingOfFace(f)) &&
      any(f, 'pregnancy_over_20_weeks', 'preterm_gestation', 'recent_birth'),
  },
  // A fever with pain under the right ribs and vomiting in an adult: an inflamed gallbladder or an infected bile duct
  // (Tokyo Guidelines 2018: right upper pain with a fever; Healthdirect gallstones: fever with the pain, go to the
  // emergency department). A cough's pneumonia, a diarrhoea's gastroenteritis and a kidney infection's burning wee and
  // loin pain hurt there too.
  {
    reason: 'a fever with pain under the right ribs and vomiting',
    applies: (f) =>
      f.age >= 16 &&
      f.isNew &&
      f.has('E_91') &&
      f.has('E_211') &&
      painIn(f, /^right upper belly/) &&
      !painIn(f, /loin|flank|back/) &&
      !any(f, 'E_201', 'E_51', 'dysuria', 'haematuria'),
  },
  // A severe pain in the middle or top of the belly boring through to the back, with vomiting, since today: acute
  // pancreatitis, a penetrating ulcer or a leaking aneurysm (Rosen's: acute pancreatitis; Healthdirect pancreatitis:
  // sudden severe pain, go to the emergency department). A kidney stone's pain is in the side or loin, with blood in the
  // urine; a gallbladder's goes to the shoulder blade.
  {
    reason: 'severe upper belly pain through to the back with vomiting',
    applies: (f) => {
      if (f.age < 16 || !f.isNew || f.today !== true || !f.has('E_211') || (f.scale('E_56') ?? 0) < 7) return false;
      if (any(f, 'haematuria', 'dysuria')) return false;
      const places = f.places('E_55');
      if (places.some((p) => /loin|flank|groin|lower belly/.test(p))) return false;
      const middle = places.some((p) => /^belly \(tummy\)|^upper belly/.test(p));
      return middle && [...places, ...f.places('E_57')].some((p) => /back/.test(p));
    },
  },
  // Sudden loss of memory for new things since today, asking the same questions while knowing who they are: a
  // transient global amnesia only once a stroke or a seizure is ruled out in hospital (Rosen's; Healthdirect: sudden
  // confusion, call 000). A head injury's amnesia has its own rule.
  {
    reason: 'sudden loss of memory for new things since today',
    applies: (f) => f.isNew && f.today === true && f.has('repetitive_questioning'),
  },
  // Faintness with a racing heart in the weeks after a birth: shock from a postpartum haemorrhage or sepsis until
  // proven otherwise, whatever the bleeding is called (RANZCOG postpartum haemorrhage; Healthdirect: call 000).
  {
    reason: 'faintness with a racing heart after a birth',
    applies: (f) => f.has('recent_birth') && any(f, 'E_82', 'E_159', 'dizzy_on_standing') && f.has('E_155'),
  },
  // Voices or false beliefs in the weeks after a birth: postpartum psychosis, a psychiatric emergency for the mother
  // and the baby (RANZCP perinatal mental health; NICE CG192: assess within four hours, admit to a mother and baby
  // unit).
  {
    reason: 'hearing voices or false beliefs in the weeks after a birth',
    applies: (f) => f.has('recent_birth') && any(f, 'hearing_voices', 'paranoid_beliefs', 'command_hallucinations'),
  },
  // Meningism with a fever, drowsiness or confusion: a stiff neck and light hurting the eyes (NICE NG240
  // bacterial meningitis; Healthdirect meningitis: call 000). A stiff neck and dislike of light without them is a
  // migraine's too, so the fever is asked once both are told.
  {
    reason: 'a stiff neck and dislike of light with a fever, drowsiness or confusion',
    applies: (f) => all('neck_stiffness', 'photophobia')(f) && any(f, 'E_91', 'drowsy', 'E_39'),
  },
  // Confusion in a person with diabetes on insulin or a hypo-causing tablet, or with a hypo's shakes and sweats: a
  // severe hypo, too confused to treat safely by mouth (Diabetes Australia hypoglycaemia: "may appear drunk";
  // call 000 if drowsy, confused or unable to swallow).
  {
    reason: 'confusion in a person with diabetes on insulin or with hypo symptoms',
    applies: (f) => f.has('E_39') && f.has('E_69') && any(f, 'insulin_or_sulfonylurea', 'hypo_symptoms'),
  },
  // Heavy bleeding after 20 weeks of pregnancy, with or without pain: a placenta praevia or an abruption bleeding
  // (RANZCOG antepartum haemorrhage; Healthdirect bleeding in pregnancy: heavy bleeding, call 000).
  {
    reason: 'heavy bleeding after 20 weeks of pregnancy',
    applies: all('bleeding_in_pregnancy', 'pregnancy_over_20_weeks', 'pregnancy_heavy_bleeding'),
  },
  // The heart attack warning signs told from the jaw or neck alone (Heart Foundation: discomfort in the jaw or
  // neck with breathlessness, nausea or a cold sweat), new, over 50, with breathlessness and nausea or sweating.
  {
    reason: 'jaw or neck discomfort with breathlessness and nausea or sweating over 50',
    applies: (f) =>
      f.age >= 50 &&
      f.isNew &&
      !any(f, 'recent_injury', 'E_91', 'E_201') &&
      [...f.places('E_55'), ...f.places('E_57')].some((p) => /jaw|neck/.test(p)) &&
      f.has('E_66') &&
      any(f, 'E_148', 'E_50'),
  },
  // A witnessed choking fit followed by a cough, wheeze or hard breathing in a young child: a nut or a piece of
  // food in the airway (RCH inhaled foreign body: to the emergency department now).
  {
    reason: 'a choking fit followed by a cough, wheeze or hard breathing in a young child',
    applies: (f) =>
      f.age < 5 && f.has('choking_episode') && any(f, 'E_214', 'laboured_breathing', 'E_66', 'E_194', 'E_203'),
  },
  // Attacks of screaming that come and go since today, pale or floppy in between, in a young child:
  // intussusception until an ultrasound says otherwise (RCH intussusception: emergency department now). Asked of a
  // toddler whose crying comes and goes: the vomiting or the blood may not have come yet.
  {
    reason: 'attacks of screaming since today, pale or floppy between, in a young child',
    applies: (f) => f.age < 4 && f.today === true && f.has('recurrent') && f.has('pain_attacks_pale_between'),
  },
  // A plan, the means or the intent to end one's life (RANZCP: high risk, not to be left alone): 000.
  { reason: 'a plan, the means or the intent to end their life', applies: all('suicidal_thoughts', 'suicide_plan') },
  // An overdose taken on purpose, to die or to misuse a medicine, in the last day or two (Poisons Information
  // Centre; RANZCP self-harm: emergency assessment, whatever the person says about how they feel).
  { reason: 'an overdose taken', applies: all('took_overdose'), unasked: true },
  // Fluid on the lungs (acute pulmonary oedema): pink frothy sputum. Asked of the breathless whose breathing comes with
  // a failing heart's signs, since a pulmonary oedema is often told as 'more puffed, ankles swelling' (CSANZ/Heart
  // Foundation heart failure guidelines 2018: acute decompensation; Rosen's: acute heart failure).
  {
    reason: 'pink frothy sputum',
    applies: all('pink_frothy_sputum'),
    screen: { when: breathlessWithFailingHeartSigns, asks: ['pink_frothy_sputum'] },
  },
  // A baby working hard to breathe who is not feeding (RCH bronchiolitis: severe).
  {
    reason: 'a baby with laboured breathing who is not feeding',
    applies: (f) => f.age < 1 && all('laboured_breathing', 'poor_feeding')(f),
  },
  // A toddler who may have swallowed a medicine that kills in one tablet (RCH "one pill can kill"): hospital now.
  {
    reason: 'a child who may have swallowed a medicine dangerous in a single dose',
    applies: (f) => f.age < 12 && all('swallowed_poison', 'one_pill_can_kill')(f),
  },
  // A poison swallowed with symptoms: burns, drooling, breathing, drowsiness, a fit (Poisons Information Centre: 000).
  {
    reason: 'a swallowed poison with symptoms',
    applies: (f) =>
      f.has('swallowed_poison') &&
      // Vomiting and drowsiness first: the commonest signs of a poison at work, in adults and children alike.
      any(f, 'E_211', 'drowsy', 'E_97', 'E_65', 'E_190', 'E_66', 'laboured_breathing', 'E_39', 'E_43'),
  },
  // A sting or bite in the sea with pain spreading through the body, sweating, vomiting, numbness of the
  // mouth or faintness: Irukandji, box jellyfish, blue-ringed octopus, stonefish (Healthdirect: 000).
  {
    reason: 'a marine sting or bite with symptoms beyond the sting',
    applies: (f) =>
      f.has('marine_sting') &&
      any(f, 'E_50', 'E_211', 'E_66', 'E_157', 'E_82', 'E_159', 'E_65', 'drowsy', 'laboured_breathing'),
  },
  { reason: 'a penetrating injury', applies: all('penetrating_injury') },
  // A high-pressure injection injury looks trivial and loses the finger without surgery the same day (Oxford
  // Handbook of Emergency Medicine; Rosen's: hand injuries).
  { reason: 'a high-pressure injection injury', applies: all('high_pressure_injection') },
  // Someone on digoxin who is vomiting, sees yellow or green, is confused or has a slow pulse: digoxin toxicity,
  // whose rhythms kill, for an ECG, a level and the antidote now (eTG toxicology: digoxin; AMH). The slow pulse and
  // the vision are asked once digoxin is told, as a nurse would.
  {
    reason: 'signs of digoxin toxicity in someone taking digoxin',
    applies: (f) => f.has('takes_digoxin') && any(f, 'E_211', 'yellow_green_vision', 'slow_pulse', 'E_39'),
    screen: { when: (f) => f.has('takes_digoxin'), asks: ['yellow_green_vision', 'slow_pulse'] },
  },
  // Rigid muscles with a fever or confusion on an antipsychotic: neuroleptic malignant syndrome (AMH; eTG).
  {
    reason: 'rigid muscles with a fever or confusion on an antipsychotic',
    applies: (f) => f.has('E_15') && f.has('rigid_muscles') && any(f, 'E_91', 'high_fever', 'E_39', 'drowsy'),
  },
  // A whole finger swollen and held bent after a puncture or bite: an infected flexor tendon sheath, for IV
  // antibiotics and hand surgery the same day (eTG hand infections; Oxford Handbook of Emergency Medicine).
  { reason: 'a swollen finger held bent (flexor sheath infection)', applies: all('finger_swollen_held_bent') },
  // A neck manipulated or wrenched, then a droopy eyelid, a small pupil, double vision, slurred speech, weakness or
  // unsteadiness: a cervical artery dissection with a Horner syndrome or a stroke, for CT angiography now (Stroke
  // Foundation; Oxford Handbook of Emergency Medicine). Neck pain alone after a strain is not.
  {
    reason: 'a droopy eyelid, small pupil or stroke signs after the neck was manipulated or wrenched',
    applies: (f) =>
      f.has('neck_manipulated_or_wrenched') &&
      any(f, 'E_172', 'small_pupil_one_side', 'E_52', 'E_63', 'E_176', 'arm_or_leg_weakness_one_side', 'unsteady_gait'),
  },
  // Opioids taken with slow or shallow breathing, pinpoint pupils or blue lips: an overdose, for naloxone and
  // breathing support now (eTG toxicology: opioids; AMH).
  {
    reason: 'slow breathing, pinpoint pupils or blue lips after opioids',
    applies: (f) => f.has('opioid_taken') && any(f, 'slow_shallow_breathing', 'pinpoint_pupils', 'blue_lips'),
  },
  // After a scuba dive, numbness, tingling, weakness, breathlessness, confusion or slurred speech: decompression
  // illness or an arterial gas embolism, for oxygen and recompression (Oxford Handbook of Emergency Medicine; Divers
  // Alert Network via 000).
  {
    reason: 'numbness, weakness, breathlessness or confusion after a dive',
    applies: (f) =>
      f.has('recent_scuba_dive') && any(f, 'E_177', 'E_84', 'leg_weakness', 'E_176', 'E_66', 'E_39', 'E_63'),
  },
  // A spine from a stonefish: excruciating pain, collapse or heart effects can follow; hot water, and antivenom in
  // hospital (eTG marine envenoming).
  { reason: 'a stonefish sting', applies: all('stepped_on_reef_venomous_fish') },
  // Vomiting or diarrhoea after foraged wild mushrooms: a death cap until proven otherwise, for hospital with the
  // mushrooms (eTG toxicology: amatoxins; Poisons Information Centre).
  {
    reason: 'vomiting or diarrhoea after eating wild mushrooms',
    applies: (f) => f.has('ate_wild_mushrooms') && any(f, 'E_211', 'E_51'),
  },
  // The scrotum or perineum red and spreading, dark or crackling, with a fever or pain beyond the signs: Fournier
  // gangrene, for antibiotics and surgery now (eTG necrotising infections; Rosen's).
  {
    reason: 'a spreading, darkening infection of the scrotum or perineum',
    applies: (f) =>
      f.has('perineal_skin_spreading_or_dark') &&
      any(f, 'E_91', 'high_fever', 'pain_out_of_proportion', 'E_94', 'E_82'),
  },
  // An electric shock that knocked the person out or left the heart racing or fluttering, chest pain, breathlessness
  // or confusion: an arrhythmia or a current across the heart, for an ECG and monitoring now (Healthdirect: electric
  // shock, call 000; Rosen's: electrical injuries).
  {
    reason: 'an electric shock with a blackout, palpitations, chest pain, breathlessness or confusion',
    applies: (f) =>
      f.has('electric_shock') &&
      (any(f, 'E_159', 'knocked_out', 'E_155', 'E_39', 'drowsy', 'E_66') || painIn(f, /chest|breast/)),
  },
  // An injury with danger signs: the neck with numbness or weakness, the legs that cannot move, the belly or
  // chest with pallor or faintness (ATS 2; NEXUS; Healthdirect: do not move them, call 000). A blow to the head is
  // the neck's injury too (landing on the head is a dangerous mechanism: NICE NG41 spinal injury), and a new sore
  // neck after either is asked about numbness or tingling, the neck's focal sign (NEXUS).
  {
    reason: 'an injury with signs of a spinal injury or internal bleeding',
    applies: (f) => {
      const places = f.places('E_55');
      if (f.has('head_injury') && places.some((p) => /neck/.test(p)) && any(f, 'E_177', 'E_84')) return true;
      if (!f.has('recent_injury')) return false;
      if (places.some((p) => /neck/.test(p)) && any(f, 'E_177', 'E_84', 'arm_or_leg_weakness_one_side')) return true;
      if (f.has('E_84')) return true;
      return (
        places.some((p) => /belly|tummy|chest|flank|side of the chest|ribs/.test(p)) && any(f, 'E_154', 'E_159', 'E_82')
      );
    },
    screen: {
      when: (f) => f.isNew && any(f, 'recent_injury', 'head_injury') && painIn(f, /neck/),
      asks: ['E_177'],
    },
  },
  // No wind or stool passed, with vomiting: a bowel obstruction. A new swollen belly with no stool for days is
  // screened for it, vomiting first and then wind (NICE CKS constipation: red flags; Murtagh: bowel obstruction).
  {
    reason: 'vomiting without passing wind or stool',
    applies: (f) => f.denied('E_150') && f.has('E_211'),
    screen: { when: (f) => f.isNew && all('constipation', 'E_30')(f), asks: ['E_211', 'E_150'] },
  },
  // Severe belly pain out of proportion in an older person, above all with an irregular heart: mesenteric ischaemia.
  {
    reason: 'severe belly pain out of proportion over 50',
    applies: (f) => f.age >= 50 && f.has('pain_out_of_proportion') && painIn(f, /belly|tummy/),
  },
  // Green (bile) vomiting in a baby is a twisted gut (malrotation with volvulus) until proven otherwise (RCH).
  {
    reason: 'green (bile) vomiting in a baby',
    applies: (f) => f.age < 1 && f.has('E_211') && f.has('vomiting_bile'),
  },
  // An older person's sudden belly pain with pallor, sweating, faintness, blood in the stool or an irregular
  // heart: a leaking aneurysm, a blocked gut artery or a perforation until proven otherwise (Rosen, abdominal
  // pain in older adults; Healthdirect: sudden severe tummy pain, call 000). Older people look well for longer.
  {
    reason: 'sudden belly pain over 60 with pallor, sweating, faintness, blood or an irregular heart',
    applies: (f) =>
      f.age >= 60 &&
      painIn(f, /belly|tummy/) &&
      (f.scale('E_59') ?? 0) >= 8 &&
      any(f, 'E_154', 'E_50', 'E_82', 'E_159', 'E_179', 'E_164', 'pain_out_of_proportion'),
  },
  // A first "kidney stone" after 60 with pallor or faintness is a leaking aortic aneurysm until proven otherwise
  // (Rosen: abdominal aortic aneurysm, misdiagnosed as renal colic in about a third): sweating alone goes with colic.
  {
    reason: 'sudden severe flank or back pain over 60 with pallor or faintness',
    applies: (f) =>
      f.age >= 60 &&
      painIn(f, /flank|loin|kidney|lower back/) &&
      ((f.scale('E_59') ?? 0) >= 8 || (f.scale('E_56') ?? 0) >= 8) &&
      any(f, 'E_154', 'E_82', 'E_159'),
  },
  // Blood in the stool with vomiting in a baby or toddler: intussusception (RCH).
  {
    reason: 'blood in the stool with vomiting in a young child',
    applies: (f) => f.age < 3 && all('E_179', 'E_211')(f),
  },
  // Risk to others (RANZCP; Mental Health Act emergency criteria): voices, paranoid beliefs or mania with
  // threats or a weapon is 000 (police and ambulance), not an appointment. Asked once the beliefs are told.
  {
    reason: 'psychosis or mania with threats to others or a weapon',
    applies: (f) =>
      any(f, 'hearing_voices', 'paranoid_beliefs', 'elevated_mood', 'command_hallucinations') &&
      f.has('threat_to_others'),
  },
  { reason: 'threats to harm others or a weapon', applies: all('threat_to_others'), unasked: true },
  // Attacks of screaming, pale or floppy in between, with vomiting or blood: intussusception (RCH: ED now).
  {
    reason: 'attacks of screaming, pale or floppy between, with vomiting or blood, in a young child',
    applies: (f) => f.age < 4 && f.has('pain_attacks_pale_between') && any(f, 'E_211', 'E_179', 'drowsy'),
  },
  // Voices telling someone to harm themselves (RANZCP: risk to self).
  {
    reason: 'hallucinations with thoughts of self-harm',
    applies: (f) => f.has('hearing_voices') && any(f, 'self_harm', 'suicidal_thoughts'),
  },
  { reason: 'voices telling them to harm', applies: all('command_hallucinations') },
  // A long lie after a fall in an older person (NICE falls; NHS: call 999): asked after any fall or faint.
  {
    reason: 'an older person on the floor an hour or more, or unable to get up',
    applies: (f) => f.age >= 65 && any(f, 'recent_injury', 'E_159', 'long_lie') && f.has('long_lie'),
  },
  // Heat with confusion, drowsiness, fainting or a fit: heat stroke (Healthdirect). Not a faint with its warning
  // (hot, sweaty, sick, then coming round at once) after standing in the heat: heat syncope, a reflex faint (Murtagh).
  {
    reason: 'heat exposure with confusion, drowsiness, fainting or a fit',
    applies: (f) =>
      f.has('heat_exposure') && (any(f, 'E_39', 'drowsy', 'E_43') || (f.has('E_159') && !f.has('faint_with_warning'))),
  },
  // Any symptom of the nerves, joints or breathing after a scuba dive: decompression illness (DAN: 000, oxygen).
  {
    reason: 'symptoms after a scuba dive',
    applies: (f) =>
      f.has('recent_scuba_dive') && any(f, 'E_177', 'E_84', 'E_66', 'E_39', 'E_82', 'E_159', 'E_53', 'E_129', 'E_88'),
  },
  // Severe loin pain with rigors or a high fever: a blocked, infected kidney needs draining today (EAU
  // urolithiasis; Healthdirect kidney stones: fever and chills with the pain, go to an emergency department).
  {
    reason: 'severe loin pain with rigors or a high fever',
    applies: (f) => (f.scale('E_56') ?? 0) >= 7 && painIn(f, /kidney|loin|flank/) && any(f, 'rigors', 'high_fever'),
  },
  // Ketones with vomiting, deep breathing, drowsiness or belly pain: diabetic ketoacidosis (ISPAD; Diabetes
  // Australia: to hospital now). Vomiting or belly pain with blood ketones measured under 1.5 is a call to the
  // diabetes team today (ADS/ADIPS sick day rules: 1.5 or more with vomiting is hospital).
  {
    reason: 'ketones with vomiting, deep breathing, drowsiness or belly pain',
    // Diabetes first and ketones last: a diabetic who is vomiting or breathing deeply is asked for ketones.
    applies: (f) =>
      f.has('E_69') &&
      (any(f, 'laboured_breathing', 'drowsy', 'E_39') ||
        ((f.has('E_211') || painIn(f, /belly|tummy/)) && !f.has('ketones_under_1_5'))) &&
      f.has('ketones_positive'),
  },
  // New loss of bladder control, or numbness of the saddle, with back or leg pain: cauda equina syndrome
  // (NICE CKS sciatica: emergency assessment the same day).
  {
    reason: 'back or leg pain with new incontinence or saddle numbness',
    applies: (f) =>
      (f.has('saddle_numbness') || (f.has('incontinence') && (f.isNew || f.has('pain_down_leg')))) &&
      (f.has('pain_down_leg') || painIn(f, /back|buttock|leg|thigh|hip|sciatic/)),
  },
  // Sepsis in pregnancy or after a birth (RANZCOG maternal sepsis; SOMANZ sepsis in pregnancy and the puerperium 2017;
  // NSW CEC Sepsis Kills maternal sepsis pathway): a fever or rigors while pregnant or in the weeks after birth with
  // fast breathing, fainting, confusion, mottled skin or little urine, or a racing heart with faintness: 000. A
  // pregnant woman's rising heart rate and breathing hide a sepsis until late, so these signs are not waited on.
  {
    reason: 'fever in pregnancy or after a birth with fast breathing, faintness or confusion',
    applies: (f) =>
      any(f, 'recent_birth', 'pregnancy_over_20_weeks', 'pregnancy_under_14_weeks', 'positive_pregnancy_test') &&
      any(f, 'E_91', 'rigors') &&
      (any(f, 'laboured_breathing', 'E_159', 'E_39', 'mottled_skin', 'reduced_urine') || all('E_155', 'E_82')(f)),
  },
  // Back pain with weakness of both legs and numbness or bladder trouble: the spinal cord or the cauda equina
  // pressed on (NICE CKS metastatic spinal cord compression; sciatica red flags): MRI and treatment today.
  {
    reason: 'back pain with weak legs and numbness or bladder trouble',
    applies: (f) =>
      f.has('E_84') &&
      (f.has('pain_down_leg') || painIn(f, /back/)) &&
      any(f, 'E_177', 'saddle_numbness', 'urinary_retention', 'incontinence'),
  },
  // Back pain with a fever and new weakness of the legs: a spinal epidural abscess pressing on the cord (NICE CKS
  // low back pain red flags: fever with a neurological deficit; Rosen): emergency MRI and surgery.
  {
    reason: 'back pain with a fever and weak legs',
    applies: (f) => f.isNew && painIn(f, /back|spine/) && any(f, 'E_91', 'rigors') && any(f, 'E_84', 'leg_weakness'),
  },
  // Sepsis (NICE NG51 high-risk criteria a patient can report): fever with a racing heart and little urine.
  { reason: 'fever with a racing heart and little urine', applies: all('E_91', 'E_155', 'reduced_urine') },
  // NICE NG51 high risk: an infection with new confusion, a faint, or mottled skin.
  {
    reason: 'fever or rigors with new confusion, fainting or mottled skin',
    applies: (f) => any(f, 'E_91', 'rigors') && any(f, 'E_39', 'E_159', 'mottled_skin'),
    unasked: true,
  },
  // A clot in the leg that has reached the lung: new breathlessness with a swollen, tender calf (NICE CKS
  // pulmonary embolism; Healthdirect: call 000).
  // A resting pulse over 130 with faintness, a collapse, chest pain or breathlessness: an arrhythmia that is
  // failing the circulation (Australasian Triage Scale 2; Heart Foundation: call 000).
  {
    reason: 'a racing heart with faintness, chest pain or breathlessness',
    applies: (f) => f.has('fast_heart_rate_reading') && any(f, 'E_82', 'E_159', 'E_14', 'E_66'),
  },
  {
    reason: 'new breathlessness with a swollen calf',
    applies: (f) => f.isNew && all('E_66', 'calf_tender_swollen')(f),
  },
  // A button battery swallowed burns through the gullet within two hours, even in a child who looks well (RCH
  // button battery ingestion): anyone who swallowed an object is asked whether it could have been one.
  { reason: 'a swallowed button battery', applies: all('swallowed_object', 'button_battery') },
  // A burn bigger than the palm, deep or in a special place, with pallor, drowsiness, faintness or breathing
  // trouble: shock or an airway burn (RCH burns; Healthdirect burns: call 000).
  {
    reason: 'a large or deep burn with pallor, drowsiness, faintness or breathing trouble',
    applies: (f) =>
      f.has('serious_burn') &&
      any(f, 'E_154', 'drowsy', 'E_159', 'E_82', 'laboured_breathing', 'E_66', 'E_212', 'mottled_skin'),
  },
  // A burn over a large part of the body (more than about 10% of a child's, 15% of an adult's) needs fluids and
  // a burns unit before shock shows (RCH burns; Australasian Triage Scale).
  { reason: 'a burn over a large part of the body', applies: all('burn_injury', 'extensive_burn') },
  // Alcohol withdrawal with a fit, confusion or hallucinations: withdrawal seizures or delirium tremens (eTG
  // alcohol withdrawal: hospital now).
  {
    reason: 'alcohol withdrawal with a fit, confusion or hallucinations',
    applies: (f) => f.has('stopped_drinking_shakes') && any(f, 'E_43', 'E_39', 'hearing_voices', 'drowsy'),
  },
  // A person with diabetes who is drowsy or has had a fit: a severe hypo (too drowsy to swallow sugar safely),
  // ketoacidosis or a hyperosmolar state (Diabetes Australia: call 000).
  {
    reason: 'diabetes with drowsiness or a fit',
    applies: (f) => any(f, 'drowsy', 'E_43') && any(f, 'E_69', 'insulin_or_sulfonylurea'),
  },
  // An infection with drowsiness or confusion and rigors, mottled skin or little urine (NICE NG51 high risk).
  // Read, not asked: drowsiness is already an emergency danger sign, and three more questions of every drowsy
  // patient would lengthen the interview for nothing.
  {
    reason: 'drowsy or confused with rigors, mottled skin or little urine',
    applies: (f) =>
      (f.has('drowsy') && any(f, 'rigors', 'mottled_skin', 'reduced_urine')) ||
      (f.has('E_39') && any(f, 'rigors', 'mottled_skin')),
    unasked: true,
  },
  // A sudden droopy eyelid with double vision and a headache: a third nerve palsy from an expanding aneurysm until
  // a scan says otherwise (Rosen: painful third nerve palsy).
  {
    reason: 'new double vision with a drooping eyelid and a headache',
    applies: (f) =>
      f.isNew &&
      all('E_52', 'E_172')(f) &&
      (f.complaint === 'headache' || painIn(f, /head|temple|forehead|eye|skull/) || (f.scale('E_56') ?? 0) >= 7),
  },
  // Tremor with a fever or a racing heart on a medicine that raises serotonin: moderate to severe serotonin
  // toxicity, which can climb to a lethal fever within hours (eTG serotonin toxicity: hospital now).
  {
    reason: 'tremor with a fever or racing heart on a medicine that raises serotonin',
    applies: (f) => f.has('tremor') && any(f, 'E_91', 'E_155') && f.has('serotonergic_medicine'),
  },
  // Jerking muscles (clonus) with agitation, sweating or a tremor on a medicine that raises serotonin: the Hunter
  // criteria for serotonin toxicity, met before any fever (eTG serotonin toxicity; Rosen: hospital now, as it can
  // climb to rigidity and a lethal fever within hours).
  {
    reason: 'jerking muscles with agitation, sweating or a tremor on a medicine that raises serotonin',
    // The jerking read first, so that it told is the reason to ask about the medicine (a medicine not yet asked about
    // would end the reading before anything told was looked at).
    applies: (f) => f.has('muscle_jerking') && any(f, 'E_114', 'E_50', 'tremor') && f.has('serotonergic_medicine'),
  },
  // A high potassium with weakness, palpitations or faintness (eTG; KDIGO: symptomatic hyperkalaemia is treated
  // on a monitor now, before the heart rhythm fails). On dialysis the potassium is presumed high until measured: a
  // missed session's weakness or fluttering heart is the same emergency (KDIGO 2020 potassium controversies; Kidney
  // Health Australia: hyperkalaemia).
  {
    reason: 'a high potassium, or dialysis, with weakness, palpitations or faintness',
    applies: (f) =>
      (f.has('high_potassium_result') || (f.isNew && f.has('E_8'))) &&
      any(f, 'E_84', 'E_155', 'skipped_beats', 'slow_pulse', 'E_159', 'E_82', 'weak_thighs_shoulders'),
  },
  // Out in the cold with confusion, slurred speech, clumsiness or drowsiness: a moderate to severe hypothermia, whose
  // shivering stops as it deepens (ANZCOR guideline 9.3.3 hypothermia; Healthdirect hypothermia: call 000).
  {
    reason: 'cold exposure with confusion, slurred speech, clumsiness or drowsiness',
    applies: (f) => f.has('cold_exposure') && any(f, 'E_39', 'E_63', 'unsteady_gait', 'drowsy', 'E_159'),
  },
  // Mania or psychosis already acted on in a way that risks life (RANZCP; Mental Health Act: risk to self).
  {
    reason: 'mania or psychosis with behaviour that endangers their life',
    applies: (f) =>
      any(f, 'elevated_mood', 'hearing_voices', 'paranoid_beliefs', 'command_hallucinations') &&
      f.has('endangers_self'),
  },
  // Anaphylaxis (ASCIA action plan): hives or swelling with trouble breathing, wheeze, a hoarse voice or a
  // collapse; after an insect sting, vomiting or belly pain count too.
  {
    reason: 'hives or swelling with trouble breathing, wheeze or collapse',
    applies: (f) =>
      (any(f, 'hives', 'swollen_face_lips') || (swellingOfFace(f) && !f.has('E_91'))) &&
      any(f, 'E_66', 'E_212', 'E_214', 'throat_closing', 'E_194', 'E_159', 'E_82', 'laboured_breathing'),
  },
  // ASCIA: after a likely allergen (a food, a sting, a medicine), a hoarse voice, a tight throat, wheeze, noisy
  // or hard breathing, a swollen tongue or a collapse is anaphylaxis even without hives.
  {
    reason: 'a likely allergen with a hoarse voice, a tight throat, wheeze or trouble breathing',
    // A known severe food allergy with symptoms after eating is the allergen eaten, whatever the dish was called
    // ("after satay chicken, I'm allergic to peanuts"; ASCIA: hidden food allergens). A sting is one too, first
    // reaction or not (ASCIA insect allergy: a bee, wasp or ant sting with a hoarse voice or faintness is anaphylaxis).
    applies: (f) =>
      (f.has('E_42') || f.has('insect_bite') || (f.has('E_12') && f.has('E_215'))) &&
      // Faintness among the first asked: "persistent dizziness or collapse" is ASCIA's sign of the circulation.
      any(
        f,
        'E_212',
        'throat_closing',
        'E_82',
        'E_214',
        'E_66',
        'laboured_breathing',
        'E_194',
        'swollen_face_lips',
        'E_159',
      ),
  },
  // ASCIA: once adrenaline has been given, call an ambulance even if the person feels better (a second wave).
  {
    reason: 'adrenaline given for an allergic reaction',
    applies: (f) => any(f, 'E_42', 'insect_bite', 'hives', 'swollen_face_lips') && f.has('adrenaline_given'),
  },
  // A foot or leg ulcer in a person with diabetes with a fever and a second sign of a body-wide response (shivers,
  // a racing heart, fast breathing, faintness, confusion): a severe diabetic foot infection, which numb feet hide
  // (IWGDF/IDSA diabetic foot infection 2023, grade 4: hospital for intravenous antibiotics and a surgeon). Spreading
  // redness or a fever alone is a moderate infection: a doctor today. The fever is always asked of an ulcer.
  {
    reason: 'a diabetic foot wound with a fever and shivers, a racing heart or faintness',
    applies: (f) =>
      f.has('E_69') &&
      f.has('leg_ulcer') &&
      f.has('E_91') &&
      any(f, 'E_94', 'rigors', 'E_155', 'laboured_breathing', 'E_82', 'E_159', 'E_39', 'drowsy'),
  },
  // A possible early pregnancy with pain low on one side and bleeding, the pain severe, worsening or jarred by
  // movement: an ectopic pregnancy stretching its tube, to be seen before it ruptures, faint or not (NICE NG126:
  // significant concern about the pain, to the emergency department; RANZCOG early pregnancy; Healthdirect ectopic
  // pregnancy). Steady one-sided pain with spotting is an early pregnancy assessment today; pain in the middle with
  // bleeding is a threatened miscarriage's more often.
  {
    reason: 'a possible early pregnancy with one-sided lower belly pain and bleeding',
    applies: (f) =>
      earlyPregnancyPainOnOneSide(f) &&
      any(f, 'vaginal_bleeding', 'bleeding_in_pregnancy') &&
      ((f.scale('E_56') ?? 0) >= 7 || any(f, 'worsening', 'peritonism')),
    screen: { when: earlyPregnancyPainOnOneSide, asks: ['vaginal_bleeding', 'worsening'] },
  },
  // A hot, red, swollen joint with a fever and a second sign of a body-wide response (shivers, a racing heart, fast
  // breathing, faintness, confusion): a septic joint with sepsis (NICE NG51; eTG septic arthritis: a medical
  // emergency). With a fever alone it is same-day hospital assessment, not an ambulance (see URGENT_DISCRIMINATORS).
  {
    reason: 'a hot, swollen joint with a fever and shivers, a racing heart or faintness',
    applies: (f) => f.has('hot_swollen_joint') && f.has('E_91') && any(f, ...SEPSIS_SECOND_SIGNS),
  },
  // An artificial joint gone hot and swollen with a fever: an infected prosthesis, to the emergency department now
  // for the orthopaedic team before any antibiotic is given (eTG bone and joint infections: prosthetic joint infection;
  // NICE CKS septic arthritis: suspected in a prosthetic joint, admit immediately; BOA/BSR hot swollen joint).
  {
    reason: 'a hot, swollen artificial joint with a fever',
    applies: (f) => f.has('hot_swollen_joint') && f.has('replaced_joint') && any(f, 'E_91', 'rigors'),
  },
  // A child's belly pain that every jolt or step makes worse, with a fever and vomiting: peritonitis, an appendix
  // that may have burst, which in children perforates within a day (RCH acute abdominal pain and appendicitis;
  // Healthdirect appendicitis: emergency department now). Asked once a feverish, vomiting child's tummy hurts.
  {
    reason: 'a child with tummy pain worse on jolting or walking, a fever and vomiting',
    applies: (f) =>
      f.age < 16 && painIn(f, /belly|tummy|groin/) && f.has('E_91') && f.has('E_211') && f.has('peritonism'),
  },
  // Weakness of the legs after a tick bite, or new unsteadiness, a droopy eyelid or double vision with a tick found:
  // tick paralysis, which climbs to the breathing muscles and worsens for a day or two after removal (Healthdirect
  // tick bites; ASCIA tick allergy; RCH tick bite and acute ataxia in a child). The tick is asked of a child newly
  // weak or unsteady.
  {
    reason: 'weak or unsteady legs after a tick bite',
    applies: (f) =>
      f.has('tick_bite') &&
      ((f.isNew && (any(f, 'E_84', 'leg_weakness') || (f.age < 16 && f.has('unsteady_gait')))) ||
        any(f, 'unsteady_gait', 'E_172', 'E_52', 'E_83', 'E_65', 'E_176')),
  },
  // Weakness of both legs with tingling, new over days, with breathlessness: Guillain-Barré syndrome reaching the
  // breathing muscles (Rosen; NICE CKS Guillain-Barré: emergency admission if rapidly progressing or breathless).
  {
    reason: 'new weakness of both legs with tingling and breathlessness',
    applies: (f) => f.isNew && f.has('E_84') && any(f, 'E_93', 'E_177') && any(f, 'E_66', 'E_217'),
    screen: { when: (f) => f.isNew && f.has('E_84') && any(f, 'E_93', 'E_177'), asks: ['E_66'] },
  },
  // Weakness of both legs (or arms) that is new and getting worse, or comes with numb feet or weak thighs: a rising
  // paralysis (Guillain-Barré syndrome) or a squeezed spinal cord until proven otherwise, which can reach the
  // breathing muscles within days (OHCM: Guillain-Barré syndrome; ATS 2: acute neurological deficit).
  {
    reason: 'new weakness of both legs, getting worse or with numb feet',
    applies: (f) => f.isNew && f.has('E_84') && any(f, 'worsening', 'E_93', 'weak_thighs_shoulders'),
  },
  // Vomiting with faintness or confusion in a person on long-term steroids or with adrenal insufficiency: an adrenal
  // crisis, the steroid no longer kept down (Endocrine Society adrenal insufficiency 2016; Addison's Australia sick
  // day rules: injectable hydrocortisone and an ambulance). The steroid first: no vomiting patient is asked it for this.
  {
    reason: 'vomiting with faintness or confusion on long-term steroids',
    applies: (f) =>
      any(f, 'known_adrenal_insufficiency', 'E_44') &&
      f.has('E_211') &&
      any(f, 'E_82', 'E_159', 'dizzy_on_standing', 'E_39', 'drowsy'),
  },
  // Blurred or lost sight after something struck the eye while hammering, grinding or drilling: a penetrating injury
  // or a fragment inside the eye until an examination shows otherwise (RANZCO eye injuries; Oxford Handbook of
  // Emergency Medicine: penetrating eye injury; a gritty eye with clear sight stays urgent).
  {
    reason: 'blurred sight after a high-speed fragment hit the eye',
    applies: (f) => f.isNew && f.has('high_speed_particle') && any(f, 'blurred_vision', 'sudden_vision_loss'),
  },
  // Known overactive thyroid with a fever and a resting pulse over 130, new confusion or drowsiness, or a racing heart
  // with vomiting, diarrhoea or agitation: a thyroid storm, the points for temperature, heart rate, the gut and the
  // brain already enough on the Burch-Wartofsky scale, for the emergency department now (OHCM: thyrotoxic storm;
  // Rosen's: thyroid storm; Endocrine guidelines: thyrotoxicosis).
  {
    reason: 'an overactive thyroid with a fever and a racing heart or confusion',
    applies: (f) =>
      f.has('E_19') &&
      f.has('E_91') &&
      (any(f, 'fast_heart_rate_reading', 'E_39', 'personality_change', 'drowsy') ||
        (f.has('E_155') && any(f, 'E_211', 'E_51', 'E_114'))),
  },
  // Unsteadiness, confusion, slurring or drowsiness in someone on lithium: lithium toxicity, most often after
  // vomiting or diarrhoea, a new anti-inflammatory or a diuretic, for a level and fluids or dialysis now (AMH lithium;
  // Murray's Toxicology Handbook: lithium, chronic toxicity; eTG toxicology), twitching and slurring with them.
  // Asked once lithium is told with a gut upset or a tremor; vomiting or diarrhoea alone is a level today, not 000.
  {
    reason: 'unsteadiness, confusion or drowsiness on lithium',
    applies: (f) =>
      f.has('takes_lithium') && any(f, 'unsteady_gait', 'E_39', 'drowsy', 'E_63', 'muscle_jerking', 'E_43'),
    screen: {
      when: (f) => f.has('takes_lithium') && any(f, 'E_211', 'E_51', 'tremor'),
      asks: ['unsteady_gait', 'E_39'],
    },
  },
  // A rash in the weeks after a new medicine with sores in the mouth and red eyes, a fever or skin coming away:
  // Stevens-Johnson syndrome or toxic epidermal necrolysis, for a burns or intensive care unit (DermNet SJS/TEN; AMH:
  // lamotrigine, allopurinol, sulfonamides, anticonvulsants). The mouth is asked of a rash after a new medicine.
  {
    reason: 'a rash after a new medicine with mouth sores and red eyes, a fever or skin coming away',
    applies: (f) =>
      f.has('new_medicine') &&
      f.has('E_129') &&
      (f.has('skin_sloughing') || (f.has('E_206') && any(f, 'E_74', 'E_91', 'blisters'))),
    screen: { when: (f) => f.has('new_medicine') && f.has('E_129'), asks: ['E_206', 'E_74'] },
  },
  // A high sugar's thirst and passing water with drowsiness or confusion in a person with diabetes: a hyperosmolar
  // state or ketoacidosis (Diabetes Australia high blood glucose: call 000 if drowsy or confused; JBDS HHS).
  {
    reason: 'diabetes with thirst or high sugars and drowsiness or confusion',
    applies: (f) =>
      f.has('E_69') && any(f, 'thirst', 'passing_lots_urine', 'known_diabetes_high_sugar') && any(f, 'drowsy', 'E_39'),
  },
  {
    reason: 'an insect sting with hives or swelling and vomiting or belly pain',
    applies: (f) =>
      f.has('insect_bite') && any(f, 'hives', 'swollen_face_lips') && (f.has('E_211') || painIn(f, /belly|tummy/)),
  },
  // Dangers called whatever the condition behind them; last, so that the lists above put their own questions first.
  ...EMERGENCY_HELD_OUT_DANGERS,
  ...EMERGENCY_EASILY_MISSED,
];

/**
 * Signs of being unwell that make an illness nobody can name a same-day matter: new confusion, drowsiness
 * or fainting on their own, and fever with a racing heart, breathlessness or rigors (NICE NG51's
 * moderate-to-high risk criteria for sepsis, in the words a patient can report).
 */
export const UNWELL_IF_UNEXPLAINED: readonly Discriminator[] = [
  { reason: 'new confusion', applies: all('E_39') },
  { reason: 'drowsy', applies: all('drowsy') },
  { reason: 'fainted', applies: all('E_159') },
  { reason: 'fever with a racing heart', applies: all('E_91', 'E_155') },
  { reason: 'fever with breathlessness', applies: all('E_91', 'E_66') },
  { reason: 'fever with rigors', applies: all('E_91', 'rigors') },
  // An acute abdomen with a fever is inflamed or infected until seen (cholecystitis, appendicitis, diverticulitis).
  { reason: 'fever with tummy pain', applies: (f) => f.has('E_91') && f.complaint === 'abdominal-pain' },
];

/**
 * Reasons to see a doctor today whatever the differential (Healthdirect and RCH "see a doctor today";
 * the Ottawa rules for an X-ray; ENT guidance on sudden hearing loss).
 */
export const URGENT_DISCRIMINATORS: readonly Discriminator[] = [
  ...URGENT_AFTER_INJURIES,
  // A high (sleepless, racing, overspending) in someone known to have bipolar disorder, or on lithium, is a manic
  // relapse: the treating or mental health team today (NICE CG185 bipolar disorder: mania, refer urgently for
  // specialist assessment; RANZCP mood disorders 2020: relapse after stopping lithium).
  { reason: 'a high in known bipolar disorder', applies: all('elevated_mood', 'known_bipolar') },
  // A young child with a fever and stinging or frequent weeing: a urinary infection that may reach the kidneys, for a
  // urine test and antibiotics the same day (RCH urinary tract infection; NICE NG224).
  {
    reason: 'a fever with urinary symptoms in a young child',
    applies: (f) => f.age < 5 && any(f, 'E_91', 'high_fever') && any(f, 'dysuria', 'urinary_frequency'),
    // Told, not screened for: asked of every feverish toddler, it would cost each two questions.
    unasked: true,
  },
  // A child's blistering (partial-thickness) burn of the hand, foot, face, genitals or over a joint needs a burns
  // service, whatever its size (RCH burns; ANZBA burns referral criteria): seen today. An adult's small blister on
  // the back of the hand is self-care (Healthdirect burns); a blistered palm is the adult settler's.
  {
    reason: "a blistering burn of a child's hand, foot, face, genitals or a joint",
    applies: (f) =>
      f.age < 16 &&
      f.has('burn_injury') &&
      f.has('blisters') &&
      f.places('E_133').some((p) => /hand|finger|thumb|palm|foot|toe|sole|face|genital|knee|elbow/.test(p)),
  },
  // A headache that keeps getting worse, with vomiting, in someone who does not get migraines: raised pressure inside
  // the head (a clot in the brain's veins, a growing mass, hydrocephalus) until shown otherwise, seen the same day
  // (NICE CKS headache: red flags, "worsening headache with vomiting"; Stroke Foundation: cerebral venous
  // thrombosis presents as a progressive headache, often without focal signs at first).
  {
    reason: 'a headache getting worse, with vomiting',
    applies: (f) =>
      f.has('worsening') &&
      f.has('E_211') &&
      !f.has('E_99') &&
      !f.has('head_injury') &&
      (f.complaint === 'headache' || painIn(f, /head|temple|forehead/)),
  },
  // A single vomit after a head injury, with no other danger sign: watched by a doctor for some hours today for the
  // signs that need a scan (NICE CG176: clinical observation; RCH head injury: observe for at least 4 hours).
  { reason: 'a vomit after a head injury', applies: all('head_injury', 'E_211') },
  // A hot, swollen joint with a fever, gout or not, is a septic joint until it is aspirated: hospital the same day
  // for the joint to be drained before antibiotics (eTG septic arthritis; NICE CKS gout: septic arthritis suspected,
  // admit; BSR/BOA hot swollen joint). An ambulance only with sepsis signs (EMERGENCY_DISCRIMINATORS).
  {
    reason: 'a hot, swollen joint with a fever',
    applies: (f) => f.has('hot_swollen_joint') && any(f, 'E_91', 'rigors'),
  },
  // A child who limps or will not walk, with a high fever: a septic joint or bone until shown otherwise, seen in hospital
  // the same day for bloods and imaging (RCH the limping child; RCH bone and joint infection; Kocher's criteria).
  {
    reason: 'a child who limps or will not walk, with a high fever',
    applies: (f) => f.age < 16 && f.has('limping_child') && f.has('high_fever'),
  },
  // Jaw or arm pain brought on by effort, in an adult: angina until shown otherwise, seen today (Heart Foundation).
  {
    reason: 'jaw or arm pain on exertion',
    applies: (f) => f.age >= 35 && f.has('E_218') && painIn(f, /jaw|arm|shoulder/),
  },
  // A fever and a cough with pain on breathing in: pneumonia until a doctor has listened to the chest, seen the same
  // day for CRB-65 and an X-ray (NICE CKS chest infections - adult; eTG community-acquired pneumonia).
  { reason: 'a fever and cough with pain on breathing in', applies: all('E_91', 'E_201', 'E_220') },
  // A baby under 6 months with a fever is seen the same day, however well they look (RCH febrile child).
  { reason: 'a fever in a baby under 6 months', applies: (f) => f.age < 0.5 && f.has('E_91') },
  // A child who cannot keep even water down dehydrates within hours (RCH gastroenteritis).
  { reason: 'a child who cannot keep fluids down', applies: (f) => f.age < 16 && f.has('cannot_keep_fluids') },
  // Severe pain after an injury: a fracture until an X-ray says otherwise (Ottawa ankle and knee rules).
  { reason: 'severe pain after an injury', applies: (f) => f.has('recent_injury') && (f.scale('E_56') ?? 0) >= 7 },
  // Sudden hearing loss in one ear, with no infection or wax to explain it: steroids work only if early.
  {
    reason: 'sudden hearing loss in one ear',
    applies: (f) => f.isNew && f.has('hearing_loss_one_side') && !any(f, 'ear_discharge', 'E_116', 'E_53'),
  },
  // A fall or blow after 20 weeks of pregnancy: monitoring at the maternity unit the same day, even when well
  // (RANZCOG, Queensland Clinical Guidelines trauma in pregnancy: a hidden abruption can follow).
  // The injury first: an injured woman is asked about a pregnancy, not every pregnant woman about an injury.
  { reason: 'an injury after 20 weeks of pregnancy', applies: all('recent_injury', 'pregnancy_over_20_weeks') },
  // A tender spot on the bone, tenderness in the snuffbox or a misshapen limb after an injury: a fracture until an
  // X-ray says otherwise (Ottawa rules; NICE CKS fractures, scaphoid: an X-ray the same day).
  {
    reason: 'bony tenderness or deformity after an injury',
    applies: (f) => f.has('recent_injury') && any(f, 'bone_tenderness', 'snuffbox_tenderness', 'deformity'),
  },
  // A child who became unsteady on their feet today (acute ataxia: a poison, an infection, a tick, a bleed or a
  // tumour) is seen the same day, however well otherwise (RCH acute ataxia).
  {
    reason: 'a child unsteady on their feet since today',
    applies: (f) => f.age < 16 && f.today === true && f.has('unsteady_gait'),
  },
  // Vomiting or diarrhoea with little urine and dizziness on standing: dehydration that may need a drip, in an adult
  // as in a child (Healthdirect gastroenteritis: see a doctor today; NICE CKS gastroenteritis).
  {
    reason: 'vomiting or diarrhoea with little urine and dizziness on standing',
    applies: (f) => any(f, 'E_211', 'E_51') && f.has('reduced_urine') && any(f, 'dizzy_on_standing', 'E_159'),
  },
  // Vomiting or diarrhoea on lithium: dehydration raises the level, which is checked the same day before toxicity
  // shows (AMH lithium: withhold during dehydrating illness and check the level).
  { reason: 'vomiting or diarrhoea on lithium', applies: (f) => f.has('takes_lithium') && any(f, 'E_211', 'E_51') },
  // A fever, sore throat or mouth ulcers on clozapine: agranulocytosis until a full blood count the same day says
  // otherwise (AMH clozapine; eTG psychotropic: clozapine neutropenia). Asked of nobody: told with the medicine.
  {
    reason: 'a fever, sore throat or mouth ulcers on clozapine',
    applies: (f) => f.has('takes_clozapine') && any(f, 'E_91', 'E_97', 'E_206', 'rigors'),
    unasked: true,
  },
  // Something sharp through a shoe into the sole of the foot: a deep puncture that carries in Pseudomonas and tetanus,
  // seen the same day for cleaning, tetanus cover and whether antibiotics are needed (eTG puncture wounds of the foot;
  // Healthdirect puncture wounds).
  { reason: 'a puncture wound of the sole of the foot', applies: all('foot_puncture'), unasked: true },
  // An animal bite of the face, hand, foot or genitals: antibiotics and often a surgeon's closure, seen today (eTG bite
  // wounds: high-risk sites; RCH dog bites: facial wounds in children referred).
  { reason: 'an animal bite of the face, hand, foot or genitals', applies: all('animal_bite', 'bite_face_or_hand') },
  // Unprotected sex in the last 5 days: emergency contraception works best the sooner it is taken (levonorgestrel
  // within 72 hours, ulipristal or a copper IUD within 120), so it is arranged today (AMH and eTG emergency
  // contraception; RANZCOG; Healthdirect emergency contraception).
  {
    reason: 'unprotected sex in the last 5 days (emergency contraception)',
    applies: (f) => f.sex !== 'M' && f.age >= 12 && f.age < 55 && f.has('recent_unprotected_sex'),
    unasked: true,
  },
  // Spreading redness with a fever: cellulitis that needs antibiotics today.
  { reason: 'spreading redness with a fever', applies: all('spreading_redness', 'E_91') },
  // A new painful, swollen testicle is seen today whatever it is thought to be: a torsion cannot be ruled out by the
  // story alone, and an epididymo-orchitis needs antibiotics the same day (RCH acute scrotum; NICE CKS scrotal pain and
  // swelling; Therapeutic Guidelines epididymo-orchitis). A painless lump waits for a doctor within days.
  {
    reason: 'a new painful, swollen testicle',
    applies: (f) =>
      f.isNew &&
      f.has('testicular_swelling') &&
      (painIn(f, /testicle|scrotum/) || (f.complaint === 'testicular' && f.has('E_53'))),
  },
  // A child's fever of 5 days or more is seen today (NICE NG143: amber), and with red eyes, red lips or tongue, swollen
  // hands or feet, a rash or a neck gland it is Kawasaki disease until shown otherwise: immunoglobulin within 10 days of
  // the fever's start protects the heart's arteries (RCH Kawasaki disease; AHA 2017 Kawasaki statement).
  {
    reason: 'a child with a fever of 5 days or more and a sign of Kawasaki disease',
    applies: (f) =>
      f.age < 16 &&
      f.has('prolonged_fever') &&
      any(f, 'E_74', 'strawberry_tongue', 'swollen_hands_feet', 'E_129', 'E_9'),
  },
  // Last, so that the lists above put their own questions first.
  ...URGENT_HELD_OUT_DANGERS,
];

/** The first discriminator of a list that applies to the patient, if any. */
export function discriminatorIn(list: readonly Discriminator[], facts: TriageFacts): Discriminator | undefined {
  return list.find((d) => d.applies(facts));
}

/**
 * The finding a triage nurse would ask next: one not yet answered that alone would complete a
 * discriminator of which something is already there ("indigestion and sweating — are you short of
 * breath?"). Found by asking each discriminator what it looked at, then trying that finding as a yes
 * (or, for a danger in a "no", as a no). Unasked findings read as absent, so a discriminator stops at
 * its first missing one: that is the one tried.
 */
const MAX_SCREENING_NOES = 4;

export function completingFinding(
  list: readonly Discriminator[],
  facts: TriageFacts,
  unanswered: (finding: string) => boolean,
): { finding: string; reason: string } | undefined {
  // What one discriminator looked at; one probe serves them all, cleared for each (a turn tries every
  // discriminator several times, and fresh ones for each were most of the garbage it made).
  const tried = new Map<string, boolean>();
  let somethingThere = false;
  const ruledOut = new Set<string>();
  let assume: [string, boolean] | undefined;
  const probe: TriageFacts = {
    has: (x) => {
      if (assume && assume[0] === x) return assume[1];
      const yes = facts.has(x);
      if (yes) somethingThere = true;
      else if (facts.denied(x)) ruledOut.add(x);
      else if (!tried.has(x) && unanswered(x)) tried.set(x, true);
      return yes;
    },
    denied: (x) => {
      if (assume && assume[0] === x) return !assume[1];
      const no = facts.denied(x);
      if (!no && !tried.has(x) && unanswered(x)) tried.set(x, false);
      return no;
    },
    scale: (x) => {
      const value = facts.scale(x);
      if (value !== undefined) somethingThere = true;
      return value;
    },
    places: (x) => {
      const chosen = facts.places(x);
      if (chosen.length) somethingThere = true;
      return chosen;
    },
    age: facts.age,
    sex: facts.sex,
    get complaint() {
      return facts.complaint;
    },
    isNew: facts.isNew,
    today: facts.today,
  };
  for (const d of list) {
    if (d.unasked) continue;
    if (d.screen?.when(facts) && !d.applies(facts)) {
      for (const finding of d.screen.asks) {
        if (facts.denied(finding)) break;
        if (facts.has(finding)) continue;
        if (unanswered(finding)) return { finding, reason: d.reason };
      }
    }
    if (d.screenOnly) continue;
    tried.clear();
    ruledOut.clear();
    somethingThere = false;
    assume = undefined;
    if (d.applies(probe)) return undefined; // already met: nothing to ask
    // A few of its alternatives answered no is screening enough: a rash is not a reason for seven questions.
    if (!somethingThere || ruledOut.size >= MAX_SCREENING_NOES) continue;
    for (const [finding, yes] of tried) {
      assume = [finding, yes];
      if (d.applies(probe)) return { finding, reason: d.reason };
    }
  }
  return undefined;
}
