/**
 * Vital signs as a clinician writes them ("T 38.9 °C", "temp 101.3 F", "RR 58", "afebrile") into the
 * words the reader knows for what they mean to a patient: a fever, a high fever, breathing fast. Applied to
 * normalized text (where "°" is already a space). Each reading becomes a sentence of its own, so that a
 * denial before it ("no cough, T 38.5") does not deny it and "no fever" from a normal reading denies nothing
 * after it. Heart rate, oxygen saturation and blood pressure numbers are read by their findings' own
 * phrasings (a resting pulse over 130, under 50, saturation 92% or lower, systolic under 90, 180/110).
 */

/** Fever is 38.0 °C or more, a high fever 39.0 °C or more (NICE NG143; RCH CPG febrile child; Murtagh). */
const FEVER_C = 38;
const HIGH_FEVER_C = 39;
/** Under 37.5 °C is a normal reading; 37.5 to 37.9 is left unread (neither fever nor its absence). */
const NORMAL_BELOW_C = 37.5;
/** A core temperature under 35 °C is hypothermia (Rosen's: accidental hypothermia; Oxford Handbook of Clinical Medicine). */
const HYPOTHERMIA_BELOW_C = 35;

/**
 * A temperature reading: after a word that names one ("T 38.2", "temp of 38.2", "febrile to 38.5"), or with
 * its unit ("38.2 °C", "101 F", "38 degrees"), but not the weather ("working in 40 °C heat").
 */
const TEMPERATURE = new RegExp(
  [
    // "T 38.2 C", "temperature of 38.2", "temp was 101.3 F", "febrile to 38.6", "pyrexial at 39"
    '(?<=\\s)(?:t|temp|temperature|tympanic temperature|oral temperature|axillary temperature|febrile|pyrexial|pyrexia|fever|temperature reading)(?: is| was| of| at| to| up to| has been| reading| measured| recorded| peaked at| spiked to| spiking to)* (\\d{2,3}(?:\\.\\d+)?)(?: ?(?:degrees ?)?(c|f|celsius|fahrenheit|centigrade))?(?=\\s)',
    // "38.9 C", "101.3 degrees F", "38.5 degrees"
    '(?<=\\s)(?<!\\s(?:in|out in|of|outside|at)\\s)(\\d{2,3}(?:\\.\\d+)?) ?(?:degrees ?)?(c|f|celsius|fahrenheit|centigrade|degrees)(?! (?:heat|weather|outside|today|yesterday|in the shade|day|days|sun|water|bath|room|wash))(?=\\s)',
  ].join('|'),
  'g',
);

/** Degrees Celsius from a reading and its unit; a unitless figure is Celsius when it can be one. */
function celsius(value: number, unit: string | undefined): number | null {
  const fahrenheit = unit === 'f' || unit === 'fahrenheit' || ((!unit || unit === 'degrees') && value >= 93);
  const c = fahrenheit ? ((value - 32) * 5) / 9 : value;
  return c >= 25 && c <= 43 ? c : null;
}

function temperatureWords(c: number): string {
  if (c >= HIGH_FEVER_C) return 'high fever';
  if (c >= FEVER_C) return 'a fever';
  if (c < HYPOTHERMIA_BELOW_C) return 'no fever . cold to touch all over';
  if (c < NORMAL_BELOW_C) return 'no fever';
  return 'borderline reading';
}

/**
 * Breathing fast for age: WHO IMCI fast breathing (60 a minute under 2 months, 50 to 12 months, 40 to 5
 * years), APLS for school-age children (over 30), NEWS2's top band for adults (25 or more). Without an
 * age, only a rate fast at any age.
 */
function fastBreathingFrom(age: number | undefined): number {
  if (age === undefined) return 60;
  if (age < 2 / 12) return 60;
  if (age < 1) return 50;
  if (age < 5) return 40;
  if (age < 12) return 30;
  return 25;
}

const RESPIRATORY_RATE =
  /(?<=\s)(?:rr|resp(?:iratory)? rate|respirations?|respiratory rate of|breathing rate)(?: is| was| of| at| about| around| up to)* (\d{1,3})(?: ?(?:\/ ?min|breaths?(?: per| a| \/)? ?min(?:ute)?|per min(?:ute)?|bpm))?(?=\s)/g;

/** "Afebrile", "apyrexial": a clinician's "no fever". */
const AFEBRILE = /(?<=\s)(?:afebrile|apyrexial|normothermic)(?=\s)/g;

/** Normalized text with vital-sign readings spelled as what they mean; readings that mean nothing are left. */
export function vitalSigns(norm: string, age?: number): string {
  return norm
    .replace(TEMPERATURE, (whole, v1?: string, u1?: string, v2?: string, u2?: string) => {
      const value = Number(v1 ?? v2);
      const c = celsius(value, u1 ?? u2);
      if (c === null) return whole;
      // A fever keeps its figure (a baby's "fever of 38.5" is read with the age); a normal reading is replaced,
      // so that the word "temperature" in it is not read as a fever.
      return c >= FEVER_C ? `${whole} . ${temperatureWords(c)} . ` : ` . ${temperatureWords(c)} . `;
    })
    .replace(AFEBRILE, ' . no fever . ')
    .replace(RESPIRATORY_RATE, (whole, rate: string) =>
      Number(rate) >= fastBreathingFrom(age) ? ' . breathing fast . ' : whole,
    )
    .replace(/\s+/g, ' ');
}
