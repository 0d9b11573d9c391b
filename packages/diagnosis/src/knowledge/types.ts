/**
 * The authored clinical knowledge: the findings vocabulary, the conditions and the presenting
 * complaints. Everything here is plain data checked by the knowledge-base tests; the model turns it
 * into likelihood tables (src/model/compose.ts).
 */

export type BodySystem =
  | 'respiratory'
  | 'ent'
  | 'eyes'
  | 'skin'
  | 'urinary'
  | 'sexual-reproductive'
  | 'pregnancy'
  | 'gut'
  | 'heart-vessels'
  | 'neurology'
  | 'musculoskeletal'
  | 'mental-health'
  | 'endocrine'
  | 'blood'
  | 'infections'
  | 'children'
  | 'general';

export const BODY_SYSTEMS: readonly BodySystem[] = [
  'respiratory',
  'ent',
  'eyes',
  'skin',
  'urinary',
  'sexual-reproductive',
  'pregnancy',
  'gut',
  'heart-vessels',
  'neurology',
  'musculoskeletal',
  'mental-health',
  'endocrine',
  'blood',
  'infections',
  'children',
  'general',
];

/**
 * How soon the patient needs care: call 000 now; a doctor today; a doctor within a few days; or
 * self-care with advice on when to seek help.
 */
export type Urgency = 'emergency' | 'urgent' | 'days' | 'self-care';
export const URGENCIES: readonly Urgency[] = ['self-care', 'days', 'urgent', 'emergency'];

/**
 * Whether a telehealth consultation can manage the condition: 'manage' (diagnose and treat remotely),
 * 'assess' (start remotely; an examination or test is usually needed), 'refer' (needs in-person or
 * hospital care).
 */
export type Telehealth = 'manage' | 'assess' | 'refer';

/**
 * How often a general practice or emergency department sees the condition, as problems managed per
 * 1,000 encounters (order of magnitude): very common ≈ 20, common ≈ 5, uncommon ≈ 1, rare ≈ 0.2,
 * very rare ≈ 0.02 (ICD-10 chapter-level data: BEACH, General practice activity in Australia).
 */
export type Prevalence = 'very common' | 'common' | 'uncommon' | 'rare' | 'very rare';

/** infant < 1, toddler 1–4, child 5–12, teen 13–17, adult 18–44, middle 45–64, older 65+. */
export type AgeBand = 'infant' | 'toddler' | 'child' | 'teen' | 'adult' | 'middle' | 'older';
export const AGE_BANDS: readonly AgeBand[] = ['infant', 'toddler', 'child', 'teen', 'adult', 'middle', 'older'];
/** Lower bound of each band, in years. */
export const AGE_BAND_STARTS: readonly number[] = [0, 1, 5, 13, 18, 45, 65];

export type FindingKind = 'symptom' | 'sign' | 'history' | 'exposure' | 'risk';

/** The answer types of DDXPlus: yes/no, one choice (or a 0–10 scale), several choices. */
export type FindingType = 'B' | 'C' | 'M';

export interface FindingOption {
  value: string;
  label: string;
}

/** Who a question may be put to: "Is your period late?" only to women of child-bearing age. */
export interface AskIf {
  sex?: 'F' | 'M';
  minAge?: number;
  maxAge?: number;
}

/**
 * One finding of the vocabulary: a symptom, a sign a patient can report, a history item, an exposure
 * or a risk factor, with the question that asks it and the words that say it.
 */
export interface FindingDef {
  /** The code observations use: the DDXPlus evidence code (E_91), or the name for new findings. */
  id: string;
  /** Readable name used by the conditions (fever, dysuria, neck_stiffness). */
  name: string;
  kind: FindingKind;
  type: FindingType;
  /** The question put to the patient, in plain English. */
  question: string;
  /** Short clinical label for the clinician's summary ("dysuria", "neck stiffness"). */
  label: string;
  /** C and M findings: the possible answers. */
  options?: FindingOption[];
  /** C findings: the answer meaning "nothing to report", when there is one. */
  defaultValue?: string;
  /** Asked only after this finding (name) is answered yes. */
  parent?: string;
  askIf?: AskIf;
  /**
   * A sign only an examining clinician can find (crackles through a stethoscope, dullness to percussion): read from
   * a case note or a patient repeating a doctor's words, never asked of a patient, who cannot tell it.
   */
  clinicianOnly?: boolean;
  /**
   * Lay phrasings for understand(): regular expressions over normalized text (lower case, contractions
   * spelled out, punctuation as spaces), matched as whole words. Specific before general.
   */
  lay?: string[];
  /**
   * Other findings (names) a lay phrasing implies when affirmed: "can't keep anything down" is also
   * vomiting. A name after "!" is answered no: "not vaccinated" is also no to "vaccinations up to date".
   */
  implies?: string[];
  /**
   * B: probability that a patient reports the finding when their condition does not cause it
   * (coincidence, or the prevalence of a risk factor). C: the distribution over the options.
   */
  background: number | Record<string, number>;
  /**
   * Why a yes is a danger sign, and how urgent it makes things at the least; with `complaints`, only with
   * those presenting complaints (or none known yet): a tearing pain is a danger sign in the chest, back or
   * belly, not in a sore throat.
   */
  redFlag?: { reason: string; urgency: 'emergency' | 'urgent'; complaints?: string[] };
  /**
   * A measure of how unwell the patient is (a fast pulse, a low oxygen reading) that any illness severe
   * enough brings: a condition that does not list it still accounts for it, so it never makes the AI
   * unsure of a condition that explains the rest.
   */
  nonSpecific?: boolean;
}

/** Pain characters a patient may use (DDXPlus E_54 values). */
export type PainCharacter =
  | 'tearing'
  | 'stabbing'
  | 'shooting'
  | 'nagging'
  | 'tender'
  | 'pulling'
  | 'burning'
  | 'cramping'
  | 'heavy'
  | 'throbbing'
  | 'violent'
  | 'sharp'
  | 'sickening'
  | 'scary'
  | 'exhausting';

export type Intensity = 'mild' | 'moderate' | 'severe' | 'very severe';

/**
 * Pain linked to the illness (DDXPlus E_53 and its details). Sites and radiation are body places in
 * lay words ("lower tummy", "right ear", "head", "lower back"), each with the probability that a patient
 * with the condition names that place.
 */
export interface PainProfile {
  /** P(pain or discomfort the patient links to this illness). */
  p: number;
  sites: Record<string, number>;
  radiation?: Record<string, number>;
  character?: Partial<Record<PainCharacter, number>>;
  intensity?: Intensity;
  onset?: 'sudden' | 'gradual';
  /** Can the patient point to one spot (true) or is it diffuse (false)? */
  pinpoint?: boolean;
}

/** A rash or other skin lesion (DDXPlus E_129 and its details). */
export interface RashProfile {
  p: number;
  sites: Record<string, number>;
  colour?: Partial<Record<'red' | 'pink' | 'dark' | 'yellow' | 'pale', number>>;
  itch?: Intensity | 'none';
  pain?: Intensity | 'none';
  /** P(the skin peels or flakes). */
  peeling?: number;
  /** P(lesions larger than 1 cm). */
  large?: number;
  swollen?: Intensity | 'none';
}

/** Swelling somewhere (DDXPlus E_151, E_152). */
export interface SwellingProfile {
  p: number;
  sites: Record<string, number>;
}

export type Duration = 'hours' | 'days' | 'weeks' | 'months';

/** Regions of the DDXPlus travel question (E_204), in plain words. */
export type TravelRegion =
  | 'none'
  | 'North Africa'
  | 'West Africa'
  | 'Southern Africa'
  | 'Central America'
  | 'North America'
  | 'South America'
  | 'Asia'
  | 'South-East Asia'
  | 'Caribbean'
  | 'Europe'
  | 'Oceania';

/** One condition: what it is, who gets it, how it presents, how urgent it is. */
export interface ConditionDef {
  /** Stable key: snake_case, e.g. 'cystitis'. */
  id: string;
  /**
   * One of the 49 DDXPlus conditions: `name` is its published English name and its likelihoods for the
   * DDXPlus evidences are fitted on DDXPlus patients; only the rest is authored.
   */
  ddxplus?: boolean;
  /**
   * DDXPlus conditions only: findings (names) whose authored description replaces the fitted one, where
   * DDXPlus's synthetic patients are unlike real ones (panic attacks with lower-belly pain).
   */
  override?: string[];
  /** The clinical English name, e.g. 'Cystitis (lower urinary tract infection)'. Unique. */
  name: string;
  /** What a patient is told, e.g. 'Bladder infection (cystitis)'. */
  plainName: string;
  /** ICD-10 (WHO or ICD-10-AM) code, e.g. 'N30.0'. */
  icd10: string;
  system: BodySystem;
  urgency: Urgency;
  telehealth: Telehealth;
  prevalence: Prevalence;
  /** Multipliers of the prior by age band (1 when left out; 0 = does not occur). */
  ages?: Partial<Record<AgeBand, number>>;
  /** Multipliers of the prior by sex (1 when left out; 0 = does not occur). */
  sex?: { F?: number; M?: number };
  /** P(finding | condition) for yes/no findings, by finding name. */
  findings: Record<string, number>;
  /** Findings whose presence argues against the condition: P(finding | condition), below its background rate. */
  against?: Record<string, number>;
  pain?: PainProfile;
  rash?: RashProfile;
  swelling?: SwellingProfile;
  /** How long the patient has had it when they consult. */
  duration?: Partial<Record<Duration, number>>;
  /** Where the patient travelled in the last 4 weeks (probabilities; 'none' for no travel). */
  travel?: Partial<Record<TravelRegion, number>>;
  /**
   * The condition cannot lead the differential until one of these is reported: an exposure or a
   * hallmark finding (names, or 'travel:West Africa'). For rare and travel-acquired conditions.
   */
  requires?: string[];
  /** Findings (names) that make this condition dangerous when present: shown to the clinician. */
  redFlags?: string[];
  /** Keys of SOURCES (src/knowledge/sources.ts). */
  sources: string[];
}

/**
 * A presenting complaint and the history a clinician takes for it (onset, duration, site, character,
 * radiation, associated symptoms, what makes it better or worse, its red flags), asked before
 * information gain refines.
 */
export interface ComplaintScript {
  id: string;
  label: string;
  /** Findings (names) that, reported first, make this the presenting complaint. */
  triggers: string[];
  /** Pain at these places (lay words) makes this the presenting complaint. */
  painSites?: string[];
  /**
   * Questions in order: finding names, or the pain details 'pain.site', 'pain.onset',
   * 'pain.character', 'pain.radiation', 'pain.intensity', 'pain.precision'.
   */
  questions: string[];
  /** Places offered (lay words) when asking where the pain is. */
  siteOptions?: string[];
  /**
   * Findings of the script asked even once the model is confident, as its red flags are: those that
   * change what a doctor would do (pregnancy, before an antibiotic is chosen).
   */
  always?: string[];
  /** A general complaint (swelling, tiredness) that gives way to a specific one opened in the same words. */
  general?: boolean;
}

/** A reference the knowledge comes from. */
export interface Source {
  title: string;
  /** Publisher, edition or year. */
  detail: string;
  url?: string;
}
