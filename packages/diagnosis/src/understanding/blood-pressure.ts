/**
 * A blood pressure reading given as the answer to a question that names its threshold ("has your blood
 * pressure been high (140/90 or more)?" answered "it was 160 over 105 at the chemist"): yes when either
 * number reaches the question's, no when both are under it. Readings are in normalized text.
 */
const READING = /\s(\d{2,3}) ?(?:\/|over) ?(\d{2,3})(?=\s)/;
const THRESHOLD = /(\d{2,3})\/(\d{2,3}) or (?:more|higher|above)/;

export function bloodPressureAnswer(norm: string, questionText: string): boolean | undefined {
  const threshold = THRESHOLD.exec(questionText);
  const reading = READING.exec(norm);
  if (!threshold || !reading) return undefined;
  const [systolic, diastolic] = [Number(reading[1]), Number(reading[2])];
  // A reading only when it can be one: systolic above diastolic, both in a living range.
  if (systolic <= diastolic || systolic < 60 || systolic > 300 || diastolic < 30) return undefined;
  return systolic >= Number(threshold[1]) || diastolic >= Number(threshold[2]);
}
