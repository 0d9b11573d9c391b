/**
 * Medicare card numbers as Services Australia issues them: 10 digits, the first 2 to 6; the ninth
 * is a check digit (the first eight weighted 1, 3, 7, 9, 1, 3, 7, 9, summed, modulo 10); the tenth
 * is the card's issue number. The individual reference number beside a name is 1 to 9.
 */
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9];

export function isValidMedicareNumber(digits: string): boolean {
  if (!/^[2-6]\d{9}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === Number(digits[8]);
}

export const isValidMedicareReference = (text: string): boolean => /^[1-9]$/.test(text);

/** The card number as typed ("2123 45670 1") without its spacing. */
export const medicareDigits = (text: string): string => text.replace(/[\s-]/g, '');

export const MEDICARE_NUMBER_REFUSAL =
  'Medicare number must be the 10 digits on the card (these digits are not a valid Medicare number)';
export const MEDICARE_REFERENCE_REFUSAL = 'Medicare reference number must be a single digit from 1 to 9';

/** What stands in the chat for a card number the patient typed: the number itself is kept sealed. */
export const HIDDEN_MEDICARE_NUMBER = '[Medicare number]';

/** The patient's words with the card number in them hidden, however it was spaced. */
export function hideMedicareNumber(text: string, digits: string): string {
  if (!/^\d+$/.test(digits)) return text;
  return text.replace(new RegExp(digits.split('').join('[\\s.-]*'), 'g'), HIDDEN_MEDICARE_NUMBER);
}

/** Ten digits starting 2 to 6, however spaced or dotted, not part of a longer number. */
const CARD_NUMBER_LIKE = /(?<![\d.-])[2-6](?:[\s.-]?\d){9}(?![\d])/g;

/**
 * The patient's words with every valid Medicare card number hidden (the check digit must hold, so other numbers
 * stay): a number typed outside the Medicare question is not kept in the chat, the summary or a letter in clear.
 */
export function hideMedicareNumbers(text: string): string {
  return text.replace(CARD_NUMBER_LIKE, (found) =>
    isValidMedicareNumber(found.replace(/[\s.-]/g, '')) ? HIDDEN_MEDICARE_NUMBER : found,
  );
}
