/** Small readers of a patient's words, shared by the steps. */

/** Lower case, single spaces, no surrounding punctuation: how answers are compared. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,!?;:"']+|[\s.,!?;:"']+$/g, '')
    .trim();
}

const YES_WORDS =
  /^(y|yes|yeah|yea|yep|yup|ya|sure|ok|okay|correct|right|definitely|absolutely|of course|i do|i am|i have|i did|it does|it is|please|yes please|a little|a bit|sometimes|kind of|sort of)\b/;
const NO_WORDS =
  /^(n|no|nope|nah|not really|not at all|never|none|i don't|i do not|i'm not|i am not|i haven't|i have not|i didn't|it doesn't|it isn't|no thanks|no thank you|not that i know)\b/;
const UNSURE_WORDS =
  /\b(not sure|unsure|don't know|do not know|dunno|no idea|can't say|cannot say|can't tell|maybe|not certain|i'm not sure|skip)\b/;

/** A plain yes or no, or null when the words are neither. */
export function yesOrNo(text: string): boolean | null {
  const t = normalise(text);
  if (!t) return null;
  if (UNSURE_WORDS.test(t) && !/^(yes|no)\b/.test(t)) return null;
  if (NO_WORDS.test(t)) return false;
  if (YES_WORDS.test(t)) return true;
  return null;
}

/** "I don't know", "not sure", "skip". */
export function isUnsure(text: string): boolean {
  return UNSURE_WORDS.test(normalise(text));
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  none: 0,
  nil: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** The first number in the words, in digits ("7", "7.5", "7/10") or in English words up to 99. */
export function firstNumber(text: string): number | null {
  const t = normalise(text);
  const digits = /(\d+(?:\.\d+)?)/.exec(t);
  if (digits) return Number(digits[1]);
  const words =
    /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](one|two|three|four|five|six|seven|eight|nine))?\b|\b(zero|none|nil|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b/.exec(
      t,
    );
  if (!words) return null;
  if (words[1]) return (TENS[words[1]] ?? 0) + (words[2] ? (NUMBER_WORDS[words[2]] ?? 0) : 0);
  return NUMBER_WORDS[words[3]!] ?? null;
}

/** A 0–10 rating: "7", "7/10", "about a 7", "seven out of ten". */
export function scaleValue(text: string): number | null {
  const n = firstNumber(text);
  if (n === null || n < 0 || n > 10) return null;
  return Math.round(n);
}

/** The patient asks for a human doctor: "can I talk to a doctor?", "I want a real doctor". */
export function asksForDoctor(text: string): boolean {
  const t = normalise(text);
  return (
    (/\b(talk|speak|chat|connect|see|get|want|need)\b.{0,30}\b(doctor|gp|dr|clinician|physician|human|real person)\b/.test(
      t,
    ) &&
      // "I need a doctor's certificate" is about paperwork, not a handover.
      !/\b(don't|do not|no need|not|certificate|note|letter|script|prescription|referral)\b/.test(t)) ||
    /\b(human|real|actual) (doctor|person)\b/.test(t) ||
    /^(a )?doctor( please)?$/.test(t)
  );
}

/** A greeting with nothing else in it. */
export function isGreeting(text: string): boolean {
  return /^(hi|hello|hey|hiya|g'day|good (morning|afternoon|evening)|yo)( there| doctor| doc)?$/.test(normalise(text));
}
