import type { Observation, Question } from '@telehealth/diagnosis';
import { yesOrNo } from './words.js';

/** Fever is 38.0 °C or more, a high fever 39.0 °C or more (NICE NG143; RCH CPG febrile child; Murtagh). */
const FEVER_C = 38;
const HIGH_FEVER_C = 39;

/** The questions a thermometer reading answers. */
const FEVER_QUESTIONS: Record<string, number> = { E_91: FEVER_C, high_fever: HIGH_FEVER_C };

/**
 * A figure that can only be a temperature ("37.8", "38.4 last night", "it was 101 F"): not a count of
 * hours, days or times, nor a figure with other units.
 */
const FIGURE =
  /(?<![\d.,])(\d{2,3}(?:[.,]\d{1,2})?)(?![\d.,])(?:\s*(?:°|degrees?|deg)?\s*(c|f|celsius|fahrenheit)\b)?(?!\s*(?:%|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|y\/?o|times?|minutes?|mins?|kg|kilos?|cm|mm|bpm|beats|breaths|\/))/i;

function celsiusOf(figure: string, unit: string | undefined): number | null {
  const value = Number(figure.replace(',', '.'));
  const fahrenheit = unit?.toLowerCase().startsWith('f') || (!unit && value >= 93);
  const c = fahrenheit ? ((value - 32) * 5) / 9 : value;
  return c >= 34 && c <= 43 ? c : null;
}

/**
 * The answer a thermometer reading gives to "have you had a fever?" (or "a high fever?"): yes from the
 * guideline's threshold on, no below it (37.8 °C is not a fever), unless the patient says yes as well (they
 * felt hot and shivery, which the question counts); with a high fever read as well from 39 °C. Undefined
 * when the words hold no reading. The reading itself stays in the patient's words for the doctor.
 */
export function temperatureAnswer(
  question: Question,
  text: string,
): { value: boolean; volunteered: Observation[] } | undefined {
  const threshold = FEVER_QUESTIONS[question.evidence];
  if (threshold === undefined) return undefined;
  const m = FIGURE.exec(text);
  if (!m) return undefined;
  const c = celsiusOf(m[1]!, m[2]);
  if (c === null) return undefined;
  const value = c >= threshold || yesOrNo(text) === true;
  const high = question.evidence !== 'high_fever' && c >= HIGH_FEVER_C;
  return { value, volunteered: high ? [{ evidence: 'high_fever', value: true }] : [] };
}
