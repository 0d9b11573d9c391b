import { polarityAt } from './negation.js';
import { normalize } from './normalize.js';

/**
 * The answer to "have you made a plan or got the means to end your life, or do you intend to act on these
 * thoughts?", told in the patient's own words. A risk assessment asks about plan, means, timing and intent as one
 * (RANZCP clinical practice guideline for deliberate self-harm 2016; NICE NG225 self-harm: a plan, access to means
 * and a time in mind are what make the risk immediate), so a weapon or a stock of tablets named in reply ("I've got
 * my old rifle"), a time ("tonight", "I've thought about when I'd do it") or a method worked out ("I know how I'd do
 * it") or a final act (goodbye letters written, belongings given away) is a yes, even beside "I don't have a plan" ("no plan, but I've got the pills"). Only words that deny all of
 * them, with none of them affirmed, are a no ("I don't have a plan", "I wouldn't act on it").
 *
 * Read only as the answer to that question: out of it, "my old rifle" or "tonight" say nothing about suicide.
 */
export function suicidePlanAnswer(norm: string): boolean | undefined {
  for (const m of norm.matchAll(MEANS_OR_TIME)) {
    const start = m.index + 1;
    if (polarityAt(norm, start, start + m[0].trim().length) === 'affirmed') return true;
  }
  if (DENIED.test(norm)) return false;
  return undefined;
}

/** Means (a weapon, a rope, a stock of tablets), a time, or a method or time thought out. */
const MEANS_OR_TIME = new RegExp(
  '\\s(?:' +
    [
      // Means: a firearm, a rope, or medicines the person has to hand.
      '(?:a |my |the |his |her |dad s |my dad s |an old |my old )?(?:gun|guns|rifle|rifles|shotgun|firearm|pistol|rope|noose)',
      '(?:the |my |some |all my |all the |enough |a stash of |a stock of |a lot of |lots of |heaps of )?(?:sleeping |pain |heart )?(?:pills|tablets|meds|medications?) (?:saved|stashed|stockpiled|put aside|hidden|ready|at home|in the (?:drawer|cupboard|cabinet))',
      '(?:got|have|have got|kept|keep) (?:the |some |enough |all the |all my |a lot of |lots of |heaps of )?(?:sleeping |pain |heart )?(?:pills|tablets|meds)',
      '(?:saved|saving|stockpiled|stockpiling|stashed|hoarded|collected|collecting) (?:up )?(?:some |my |the |all my )?(?:sleeping |pain )?(?:pills|tablets|meds)',
      // Final acts, which show intent: goodbye letters written, belongings given away (RANZCP 2016).
      '(?:written|wrote|writing|left|leaving) (?:a |some |the )?(?:goodbye |suicide )?(?:letters?|notes?)(?: (?:to|for) [a-z]+(?: [a-z]+)?)?',
      '(?:given|gave|giving) (?:away )?(?:my |all my |some of my )?(?:[a-z]+ )?(?:(?:and )?(?:my )?[a-z]+ )?away|(?:given|gave|giving) away (?:my|all my|some of my) [a-z]+',
      // A time in mind.
      'tonight|tomorrow|this (?:weekend|week)|when (?:i am|i am going to|i will|i would|i could|to) do it|(?:set|picked|chosen|have) a (?:date|day|time)',
      // A method worked out.
      '(?:know|knew|worked out|figured out|thought about|decided|planned) (?:exactly )?(?:how|when|where) (?:i would|i will|i am going to|i could|to) (?:do it|end it|go)',
      'going to do it|(?:will|would|am going to) (?:jump|hang|shoot|drive)',
    ].join('|') +
    ')(?=\\s)',
  'g',
);

/** No plan, means or intent: "I don't have a plan", "I wouldn't act on it", "I'd never do anything". */
const DENIED =
  /\s(?:(?:do not|have not|have not got|do not have|have no|got no|no|not) (?:a |any |real )?(?:plans?|means|intention|intent)|(?:would|will|could) (?:not|never) (?:act on it|act on them|do it|do anything|go through with it|hurt my ?self)|(?:am|i am) not going to (?:act on it|do anything|do it)|never (?:act on it|do anything|do it))(?=\s)/;

/**
 * Replies read by a reader of their question's own (the plan question's), from raw text: for a simulated patient
 * whose fact the reader finds nothing in alone, said as the reply to that question (the chat reads it so).
 */
export function ownReplyAnswer(evidence: string, text: string): boolean | undefined {
  return evidence === 'suicide_plan' ? suicidePlanAnswer(normalize(text)) : undefined;
}
