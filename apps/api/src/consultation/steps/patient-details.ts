import { isPersonName } from '@telehealth/schema';
import { readDateOfBirth } from '../date-words.js';
import { choices, SKIP } from '../quick-replies.js';
import { advance, current, stay, type Step, type Turn } from '../turn.js';
import { isUnsure, normalise } from '../words.js';
import { isValidMedicareNumber } from '../../domain/medicare.js';

const skipped = (text: string) =>
  /^(skip|no|none|n\/a|na|nope|i don't have (one|it)|don't have (one|it)|not now|rather not|prefer not)\b/.test(
    normalise(text),
  ) || isUnsure(text);

/** Details are asked only when no saved profile gave them. */
const needsDetails = (turn: Turn) => turn.state.profileId === null;
const your = (turn: Turn) => (turn.state.forSomeoneElse ? 'their' : 'your');

/** A name from "Alex Citizen", "my name is Alex Citizen", "it's Mia". */
export function readName(text: string): string | null {
  const name = text
    .trim()
    .replace(
      /^(my name is|my name's|name is|i am|i'm|it's|it is|this is|her name is|his name is|their name is|the name is)\s+/i,
      '',
    )
    .replace(/[.!]+$/, '')
    .trim();
  // The same rule as a profile's name: it is printed on documents, so one line of name characters only.
  if (name.length < 2 || !isPersonName(name)) return null;
  return name;
}

export const nameStep: Step = {
  async ask(turn) {
    if (!needsDetails(turn) || current(turn, 'fullName')) return null;
    const who = turn.state.forSomeoneElse ? 'the full name of the person this consultation is for' : 'your full name';
    return { text: `Nearly done. For the doctor's records, what is ${who}?` };
  },
  async answer(turn) {
    const name = readName(turn.text);
    if (name) {
      turn.update.fullName = name;
      if (!current(turn, 'country')) turn.update.country = 'Australia';
      return advance();
    }
    if (turn.state.misses === 0)
      return stay({ text: `Sorry, could you type ${your(turn)} full name, for example "Alex Citizen"?` });
    return advance(undefined, "That's okay, the doctor can ask later.");
  },
};

export const dateOfBirthStep: Step = {
  async ask(turn) {
    if (!needsDetails(turn) || current(turn, 'dateOfBirth')) return null;
    return { text: `What is ${your(turn)} date of birth? Please use DD/MM/YYYY, for example 04/07/1988.` };
  },
  async answer(turn) {
    const read = readDateOfBirth(turn.text, turn.now);
    if ('value' in read) {
      turn.update.dateOfBirth = read.value;
      return advance();
    }
    if (turn.state.misses === 0) {
      const why =
        read.problem === 'future'
          ? "That date is in the future, so I think there's a typo."
          : read.problem === 'too-old'
            ? "That's more than 130 years ago, so I think there's a typo."
            : "Sorry, I couldn't read that as a date.";
      return stay({ text: `${why} Could you type it as DD/MM/YYYY? For example, 4 July 1988 is 04/07/1988.` });
    }
    return advance(undefined, "No problem, we'll leave the date of birth for the doctor.");
  },
};

/** 8 to 15 digits, with spaces, dashes, brackets or a leading + allowed. */
export function readPhone(text: string): string | null {
  const m = /\+?[\d\s()-]{8,22}/.exec(text);
  if (!m) return null;
  const digits = m[0].replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return (m[0].trim().startsWith('+') ? '+' : '') + digits;
}

export const mobileStep: Step = {
  async ask(turn) {
    if (!needsDetails(turn) || current(turn, 'mobileNumber')) return null;
    return {
      text: `What's the best mobile number to reach ${turn.state.forSomeoneElse ? 'you or them' : 'you'} on? You can skip this.`,
      options: choices([SKIP]),
    };
  },
  async answer(turn) {
    const phone = readPhone(turn.text);
    if (phone) {
      turn.update.mobileNumber = phone;
      return advance();
    }
    if (skipped(turn.text) || turn.state.misses >= 1) return advance();
    return stay({
      text: "Sorry, that doesn't look like a phone number. Could you type it again (for example 0412 345 678), or tap Skip?",
      options: choices([SKIP]),
    });
  },
};

/** The 10-digit card number, and the 1-digit reference number beside the name when given with it. */
export function readMedicare(text: string): { number: string; reference: string | null } | null {
  const digits = text.replace(/\D/g, '');
  // A mistyped card (its check digit does not match) is asked again, not stored.
  if (!isValidMedicareNumber(digits.slice(0, 10))) return null;
  if (digits.length === 10) return { number: digits, reference: null };
  if (digits.length === 11 && digits[10] !== '0') return { number: digits.slice(0, 10), reference: digits.slice(10) };
  return null;
}

export const medicareStep: Step = {
  async ask(turn) {
    if (!needsDetails(turn) || current(turn, 'medicareNumber')) return null;
    return {
      text: `If ${turn.state.forSomeoneElse ? 'they have' : 'you have'} a Medicare card, what are the card number and the reference number (the single digit beside the name)? You can skip this too.`,
      options: choices([SKIP]),
    };
  },
  async answer(turn) {
    const medicare = readMedicare(turn.text);
    if (medicare) {
      turn.update.medicareNumber = medicare.number;
      turn.update.medicareReferenceNumber = medicare.reference;
      return advance();
    }
    if (skipped(turn.text) || turn.state.misses >= 1) return advance();
    return stay({
      text: 'Sorry, a Medicare card number has 10 digits, then the reference number (1 to 9). Could you type them again, or tap Skip?',
      options: choices([SKIP]),
    });
  },
};
