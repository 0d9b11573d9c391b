/** Short answers to a yes/no question, in normalized text. Checked in this order: unknown, no, yes. */
const UNKNOWN =
  /^\s*(?:i\s)?(?:do not know|dunno|not sure|unsure|no idea|can not say|can not tell|maybe|perhaps|possibly|not certain|hard to say|no clue|idk|i am not sure|who knows)\b/;
const NO =
  /^\s*(?:no+|nope|nah|naw|nay|negative|never|none|nothing|nil|not really|not at all|not that i (?:know|am aware|have noticed|can think)(?: of)?|i do not think so|do not think so|not as far as i know|hardly|hardly ever|not much|not anymore|no longer|certainly not|definitely not|absolutely not|of course not|not really no|i do not|i have not|i am not|i did not|i was not|i have never|it does not|it is not|it did not|there is not|there are not|n)\b/;
const YES =
  /^\s*(?:y|ye+s+|yeah|yea|yep|yup|ya|yah|aye|sure|surely|definitely|absolutely|certainly|of course|correct|right|true|indeed|affirmative|uh huh|mhm+|mm+ hmm|totally|i do|i have|i am|i did|i was|it does|it is|it did|there is|there are|a lot|lots|loads|very much|so much|heaps|big time|always|all the time|constantly|often|a little|a bit|a little bit|a tad|slightly|somewhat|sort of|kind of|kinda|sorta|sometimes|occasionally|now and then|every now and then|on and off|at times|once or twice|mildly|a fair bit|quite a bit|pretty much|i think so|i guess so|i believe so|probably|yes please|ok yes|that is right|thats right|you bet|for sure|100 percent)\b/;

export type YesNo = 'yes' | 'no' | 'unknown' | null;

/** How a reply to a yes/no question starts: yes, no, unknown, or neither. */
export function yesNo(norm: string): YesNo {
  const t = norm.replace(/^\s*(?:um+|uh+|er+|hmm+|well|oh|ah|so|honestly|actually|doctor|doc)\b\s*,?\s*/, ' ');
  if (UNKNOWN.test(t)) return 'unknown';
  if (NO.test(t)) return 'no';
  if (YES.test(t)) return 'yes';
  return null;
}

const RELIEF_SIZED =
  /\s(?:helps|helped|eases|eased|better|improves|improved|settles|settled|easier) (?:a (?:little|bit|tad)(?: bit)?|slightly|somewhat)(?=\s)/g;

/** How much: a hedge such as "a little" or a strong "very much", for sizing a 0–10 answer given in words. */
export function degree(text: string): 'slight' | 'moderate' | 'severe' | 'extreme' | null {
  // "Sitting forward helps a bit" sizes the relief, not the pain.
  const norm = text.replace(RELIEF_SIZED, ' ');
  if (
    /\s(?:worst (?:pain|ever|possible|imaginable|i have ever|i have (?:had|felt))|unbearable|excruciating|agony|agonising|agonizing|extreme(?:ly)?|10 out of 10|the most|pain (?:is )?killing me)\s/.test(
      norm,
    )
  )
    return 'extreme';
  // "Not too bad" is mild, though it holds "bad". "Low" is mild, but not "down low" or "low down": a place.
  if (/\snot (?:very|too|that|so|really) (?:bad|much|severe|painful|sore|strong)\s/.test(norm)) return 'slight';
  if (
    /\s(?:severe(?:ly)?|very|really|terrible|terribly|awful|horrible|bad|intense|a lot|heaps|strong|extremely|so much|quite bad|pretty bad)\s/.test(
      norm,
    )
  )
    return 'severe';
  if (/\s(?:moderate(?:ly)?|medium|fair|quite|average|so so|middling|okay|ok)\s/.test(norm)) return 'moderate';
  if (
    /\s(?:a little|a bit|slight(?:ly)?|mild(?:ly)?|not (?:very|too|that) (?:bad|much)|barely|minor|a tad|(?<!\sdown\s)low(?!\s(?:down|back|grade|down|mood|blood|sugar|iron|abdominal|belly|tummy|stomach|abdomen|pelvic|pelvis|groin|lying|spirits|energy|in|on|at|under|near|to|left|right|side|middle|part|part of|neck|spine)\b))\s/.test(
      norm,
    )
  )
    return 'slight';
  return null;
}

const DEGREE_VALUE = { slight: 3, moderate: 5, severe: 8, extreme: 10 } as const;

export function degreeValue(norm: string): number | null {
  const d = degree(norm);
  return d ? DEGREE_VALUE[d] : null;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  nought: 0,
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
};

/**
 * A rating out of 10 in the text: "7/10", "7 out of 10", "about a 7", "seven", "6 or 7" (the higher,
 * so as not to understate), "7.5". Null when there is none.
 */
export function rating(norm: string, { inSentence = false }: { inSentence?: boolean } = {}): number | null {
  const counted = norm
    .replace(
      /\s(?:\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of)\s(?:days?|weeks?|hours?|hrs?|minutes?|mins?|months?|years?|yrs?|times?|kg|kilos?|pounds?|lbs?|am|pm|o clock|degrees?|celsius|c|f|cm|mm|people|kids|children|litres?|glasses|drinks|beers|cigarettes|packs?|fingers?|spots?|sides?|places?|points?|of (?:them|those)|more|at a time)(?=\s)/g,
      ' ',
    )
    .replace(/\s(?:i am|aged?|age of|type|stage|grade|level|day|week|number|no)\s\d+(?=\s)/g, ' ');
  const words = counted.replace(/\b(zero|nought|one|two|three|four|five|six|seven|eight|nine|ten)\b/g, (w) =>
    String(NUMBER_WORDS[w]),
  );
  const outOf = /\s(\d+(?:\.\d+)?)\s*(?:\/|out of|outta|over|on a scale of)\s*(10|100|5)\b/.exec(words);
  if (outOf) {
    const value = Number(outOf[1]);
    const scale = Number(outOf[2]);
    return clampRating((value * 10) / scale);
  }
  if (inSentence) {
    // In a sentence about something else, digits said as a score ("the pain is 9", "about a 7"); a number
    // word or a bare number is a count ("one breast", "3 kids").
    const said =
      /\s(?:is|was|at|about|around|maybe|roughly|like|rate it|rated|rated it|solid|a|an)\s(?:an?\s)?(\d{1,2}(?:\.\d+)?)(?=\s)/.exec(
        counted,
      );
    return said && Number(said[1]) <= 10 ? clampRating(Number(said[1])) : null;
  }
  const range = /\s(\d+(?:\.\d+)?)\s*(?:or|to|-)\s*(\d+(?:\.\d+)?)\s/.exec(words);
  if (range) return clampRating(Math.max(Number(range[1]), Number(range[2])));
  const single = /\s(\d+(?:\.\d+)?)\s/.exec(words);
  if (single) {
    const n = Number(single[1]);
    if (n <= 10) return clampRating(n);
  }
  return null;
}

function clampRating(n: number): number | null {
  if (!Number.isFinite(n) || n < 0 || n > 10) return null;
  return Math.round(n);
}
