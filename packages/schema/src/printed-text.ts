import { Type } from 'typebox';

/**
 * Rules for the text people type that is later printed on signed documents (names, dates, numbers):
 * one line of printable characters, bounded in length, so nothing typed can add lines to a PDF or
 * change what it says. Spaces around the value are allowed (the API trims them); line breaks and
 * control characters are not. The validator compiles the patterns with the `u` flag.
 */
const line = (core: string, optional = false) => `^ *${optional ? `(?:${core})?` : core} *$`;

/** A person's name in any script: letters and marks, with spaces, hyphens, apostrophes and full stops between. */
const NAME = "[\\p{L}\\p{M}]+(?:[ .,'\u2019-]+[\\p{L}\\p{M}]+)*\\.?";
/** A phone number: digits, with a leading + and spaces, brackets or hyphens between. */
const PHONE = '\\+?[0-9]+(?:[ ()-]*[0-9]+)*';
/** A registration number (prescriber, provider): letters and digits, spaces or hyphens between. */
const REGISTRATION = '[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*';
/**
 * Any visible text: no control, format or private-use characters, no line or paragraph separators.
 * The one character that must not be a space is held to the same class (a bare \S would let one
 * control or format character through, a bidirectional override included).
 */
const NOT_PRINTABLE = '\\p{C}\\u2028\\u2029';
const PRINTABLE = `[^${NOT_PRINTABLE}]*[^${NOT_PRINTABLE}\\s][^${NOT_PRINTABLE}]*`;

export const PERSON_NAME_PATTERN = line(NAME);
export const PERSON_NAME_MAX_LENGTH = 120;
export const PHONE_NUMBER_MAX_LENGTH = 20;
const PHONE_NUMBER_PATTERN = line(PHONE);
const OPTIONAL_PHONE_NUMBER_PATTERN = line(PHONE, true);
const REGISTRATION_NUMBER_PATTERN = line(REGISTRATION);
const OPTIONAL_DIGITS_PATTERN = line('[0-9]+', true);
const PRINTABLE_LINE_PATTERN = `^${PRINTABLE}$`;

/** What each pattern asks for, in words: a 400 names the field and this rule. */
export const PRINTED_TEXT_RULES: Readonly<Record<string, string>> = {
  [PERSON_NAME_PATTERN]: 'must be a name on one line: letters, spaces, hyphens, apostrophes and full stops only',
  [PHONE_NUMBER_PATTERN]: 'must be a phone number: digits, with an optional leading + and spaces, brackets or hyphens',
  [OPTIONAL_PHONE_NUMBER_PATTERN]:
    'must be a phone number: digits, with an optional leading + and spaces, brackets or hyphens',
  [REGISTRATION_NUMBER_PATTERN]: 'must be letters and digits only, with spaces or hyphens between',
  [OPTIONAL_DIGITS_PATTERN]: 'must be digits only',
  [PRINTABLE_LINE_PATTERN]: 'must be one line of printable text',
};

export const PersonName = Type.String({
  minLength: 1,
  maxLength: PERSON_NAME_MAX_LENGTH,
  pattern: PERSON_NAME_PATTERN,
});
export const PhoneNumber = Type.String({
  minLength: 1,
  maxLength: PHONE_NUMBER_MAX_LENGTH,
  pattern: PHONE_NUMBER_PATTERN,
});
/** A phone number that may be left blank (a blank clears it). */
export const OptionalPhoneNumber = Type.String({
  maxLength: PHONE_NUMBER_MAX_LENGTH,
  pattern: OPTIONAL_PHONE_NUMBER_PATTERN,
});
export const RegistrationNumber = Type.String({ minLength: 1, maxLength: 20, pattern: REGISTRATION_NUMBER_PATTERN });
/** A card or reference number that may be left blank: digits only. */
export const OptionalDigits = (maxLength: number) => Type.String({ maxLength, pattern: OPTIONAL_DIGITS_PATTERN });
export const PrintableLine = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: PRINTABLE_LINE_PATTERN });

const personName = new RegExp(PERSON_NAME_PATTERN, 'u');
/** The same rule for a name read from a chat answer. */
export const isPersonName = (text: string): boolean => text.length <= PERSON_NAME_MAX_LENGTH && personName.test(text);
