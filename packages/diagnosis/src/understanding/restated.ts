import type { KnowledgeBase } from '../types.js';
import { polarityAt } from './negation.js';
import { normalize } from './normalize.js';

/**
 * Replies that answer a yes/no question by restating it: to "Is there sticky discharge from the eye?"
 * the patient writes "there is thick yellow sticky discharge"; to "Does your eye feel gritty?", "it
 * feels like sand in it, really gritty". The reply answers yes when it shares words with the question
 * that few other questions use, and no when those words are denied or called normal.
 */

const STOP = new Set(
  `about above after again also always any anything around because been before being below between both came come comes could
   does doing done down during each either ever every from have having here into just keep know last like little made make more
   most much never next once only other over same since some something such than that their them then there these they thing
   things this those through time times today very were what when where whether which while will with would your yours you
   feel feels felt feeling have has had usual usually recently lately normal really quite lot lots many please tell answer sure
   think people someone anyone happen happened happening going get gets getting got well still right left side`.split(
    /\s+/,
  ),
);

/** "discharging" → "discharg", "gritty" → "gritt": enough to match the forms of one word. */
function stem(word: string): string {
  const w = word.replace(/(?:ings?|edly|ed|ly|ness|es|s)$/, '');
  return w.length > 6 ? w.slice(0, 6) : w;
}

interface Word {
  stem: string;
  start: number;
  end: number;
}

function contentWords(norm: string): Word[] {
  const out: Word[] = [];
  for (const m of norm.matchAll(/[a-z]{4,}/g)) {
    if (STOP.has(m[0])) continue;
    out.push({ stem: stem(m[0]), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const rarity = new WeakMap<KnowledgeBase, Map<string, number>>();

/** In how many of the knowledge base's questions each word stem appears. */
function questionCounts(kb: KnowledgeBase): Map<string, number> {
  let counts = rarity.get(kb);
  if (!counts) {
    counts = new Map();
    for (const e of kb.evidences) {
      for (const s of new Set(contentWords(normalize(e.question.text)).map((w) => w.stem)))
        counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    rarity.set(kb, counts);
  }
  return counts;
}

/** Words that say all is well: "my vision is normal", "light doesn't bother me", "I can see fine". */
const ALL_WELL =
  /\s(?:normal(?:ly)?|fine|okay|ok|alright|all right|good|no problems?|not a problem|as usual|same as always)\s/;

/** A word of this question alone is telling on its own; two shared words (not body parts) always are. */
const TELLING = 1;

/** Body parts say where, not what: "my knee" does not answer "does the pain shoot below the knee?". */
const BODY = new Set(
  `head neck chest back knee knees ankle ankles foot feet hand hands wrist wrists elbow elbows shoulder shoulders hip hips tummy
   belly stomach abdomen arm arms leg legs eye eyes ear ears nose throat mouth skin face lips teeth tooth tongue finger fingers
   toe toes heel heels calf calves thigh thighs groin penis vagina vulva breast breasts bottom buttock buttocks spine jaw cheek
   cheeks forehead scalp hair nail nails body side sides`
    .split(/\s+/)
    .map(stem),
);

export function restatedAnswer(kb: KnowledgeBase, norm: string, questionText: string): boolean | undefined {
  const counts = questionCounts(kb);
  const asked = new Set(contentWords(normalize(questionText)).map((w) => w.stem));
  const shared = contentWords(norm).filter((w) => asked.has(w.stem));
  const distinct = new Set(shared.map((w) => w.stem));
  const meaningful = [...distinct].filter((s) => !BODY.has(s));
  const telling = meaningful.some((s) => (counts.get(s) ?? 0) <= TELLING);
  if (!telling && meaningful.length < 2) return undefined;
  const polarities = shared.map((w) => polarityAt(norm, w.start, w.end));
  if (polarities.includes('uncertain')) return undefined;
  if (polarities.every((p) => p === 'negated') || ALL_WELL.test(norm)) return false;
  if (polarities.some((p) => p === 'negated')) return undefined;
  return true;
}
