import type { Duration } from '../knowledge/types.js';
import { sentences } from './normalize.js';

const NUMBER: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  couple: 2,
  'a couple of': 2,
  three: 3,
  few: 3,
  'a few': 3,
  several: 4,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const COUNT =
  '(\\d+(?:\\.\\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a few|couple of|few|several)';
const UNIT = '(minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|wks?|fortnights?|months?|years?|yrs?)';
/** "for 3 days", "3 days ago", "the last two weeks", "a 3-year history", "over a month". */
const SPAN = new RegExp(
  `\\s(?:for|since|past|last|over|about|around|nearly|almost|roughly|the|a|only|just|like)?\\s?(?:the )?(?:past |last |over |about |around |nearly |almost |roughly )?${COUNT}\\s${UNIT}(?:\\s(?:ago|now|history|or so|and))?(?=\\s)`,
  'g',
);
/** Spans that are about something else: an age, a pregnancy, a trip, an operation, the last tetanus shot. */
// An earlier illness or stopped medicines told with "ago" ("had gastro two weeks ago", "stopped her tablets a month
// ago") date what came before, not how long the complaint has lasted.
const NOT_THE_ILLNESS =
  /\s(?:old|of age|aged?|late|overdue|last period|period was|heart failure|diabet\w*|epilep\w*|arthritis|cancer|high blood pressure|standing|queue\w*|waiting|first (?:one|time|seizure|fit|attack|episode|migraine) in|with (?:my |our )?(?:first|second|third|twins)|pregnant|gestation|along|travel\w*|trip|holiday|back from|returned|flew|surgery|operation|op|procedure|replacement|scoped|scan|ultrasound|x ?ray|mammogram|colonoscopy|check ?up|\w+scopy|\w+ectomy|spleen out|miscarr\w*|caesarean|c section|delivery|flight|drive|drove|driving|amenorrh\w*|antibiotics?|vaccin\w*|(?:shot|jab)s? (?:,|was|were|maybe|about|probably)|born|baby|married|smok\w*|drink\w*|(?<!not )quit|stopped smoking|stopped (?:\w+ ){0,3}(?:tablets|pills|medicines?|medications?|meds)|(?:gastro|gastroenteritis|a cold|the flu|a virus|a tummy bug|a stomach bug|a chest infection|a sore throat) (?:\w+ ){1,3}ago)\s/;
/**
 * "Cut my finger, tetanus 3 years ago", "my last booster was 2 years ago": when a vaccine was given, told just
 * before the span, not how long the complaint has lasted ("sore for 2 days since the jab" is the complaint's).
 */
const VACCINE_BEFORE =
  /\s(?:tetanus|boosters?|jabs?|shots?|immuni[sz]\w*|vaccin\w*)(?: (?:\w+ ){0,3}(?:was|were|is|given|done|had))?\s*$/;
const COUNT_AT_END = new RegExp(`\\s${COUNT}\\s*$`);
/**
 * "Ran out of my carbimazole a few weeks ago", "stopped taking his tablets a month ago": when a medicine ran out or
 * was stopped, told just before the span (the medicine's name may be long); the illness it led to is told apart
 * ("since yesterday heart pounding").
 */
const MEDICINE_STOPPED =
  /\s(?:ran|run|running|had run) out of (?:my |his |her |their |the )?[\w-]+(?: (?:tablets|tabs|pills|meds|medication|medicine|puffers?|inhalers?|script))?\s*$|\s(?:stopped|ceased|came off|went off) (?:taking )?(?:my |his |her |their |the )[\w-]+(?: [\w-]+)?(?: (?:tablets|tabs|pills|meds|medication|medicine))?\s*$|\sstopped taking (?:[\w-]+ )?(?:tablets|tabs|pills|meds|medication|medicine)?\s*$/;
/** Whether the text just before a span (its count left off, for a span told in words) says a medicine ran out or was stopped. */
function medicineStopped(before: string): boolean {
  return MEDICINE_STOPPED.test(before) || MEDICINE_STOPPED.test(before.replace(COUNT_AT_END, ' '));
}
/** "No tetanus shot for over ten years": how long since a vaccine, said as a lack of it (the words just before a span). */
function vaccineLacked(before: string): boolean {
  return /\s(?:no|not had (?:a|any)|had no|without (?:a|any)) (?:tetanus|boosters?|vaccines?)(?: (?:shots?|jabs?|injections?|boosters?))?(?: (?:for|in)(?: (?:over|more than|about|around|nearly|at least|the last|the past))?(?: \w+)?)?\s*$/.test(
    before,
  );
}
/** Whether the text just before a span (its count left off, for a span told in words) names a vaccine given. */
function vaccineTimed(before: string): boolean {
  return VACCINE_BEFORE.test(before) || VACCINE_BEFORE.test(before.replace(COUNT_AT_END, ' '));
}
/**
 * "each one lasts a few minutes", "they last hours", "eases when I stop for a few minutes", "puts me in bed for two
 * days", "settles after half an hour", "settles within half an hour of stopping", "takes me an hour to leave the house": how
 * long an episode or a task lasts, not the illness (a single episode "lasting 20
 * minutes" is the illness).
 */
const EPISODE =
  /(?:\b(?:puts?|knocks?|lays?|keeps?|lands?) (?:me|her|him|them|us) (?:in bed|into bed|out|flat|up|off work|off school|at home|home)|\blasts?|\bgoes on|\bgo on|\btakes?(?: (?:me|him|her|them|us))?|\bstop|\bstops|\brest|\brests|\bsit down|\bpause|\b(?:goes|go|went|settles?|eases?|passes?|clears?|wears? off) (?:away |off |down )?(?:in|after|within))(?: for| about| around| up to| only| just| roughly| maybe)*\s*$/;
/** "3 times a day", "once a week", "8 hours a night": how often or how much, not how long. */
const FREQUENCY = /(?:times|once|twice|per|every|each|hours?|hrs?|minutes?|mins?)\s*$/;

/**
 * A case stem's "with 3 days of ...", "a 2-week history of ...", or a note's "smoker, 2 months of chest
 * tightness": the illness's own span, whatever age, habit or history is told before it.
 */
const HISTORY_OF = new RegExp(
  `\\s(?:(?:with|,|\\.) (?:a |an )?${COUNT} ${UNIT} (?:history )?of|(?:a |an )?${COUNT} ${UNIT} history of)\\s(?!amenorrh|missed|gestation|pregnan|age\\s|rest|treatment|antibiotic|the\\s|his\\s|her\\s|their\\s)`,
);
/** "years of knee pain", "with months of tiredness": a span without a count. */
const YEARS_OF =
  /\s(?:with|,|\.|presents with) (?:many |several |a few )?(?:years|months) of\s(?!amenorrh|age\s|treatment|smoking|drinking)/;
/**
 * "a seizure lasting 2 min", "relieved within 5 minutes", "stiffness under 30 minutes": how long one episode
 * or one sign lasts. Taken as the illness's span only when nothing else tells it (a single episode is the illness).
 */
const ONE_EPISODE =
  /(?:\blasting|\blasted|\bwithin|\bunder|\bless than|\beach lasting)(?: for| about| around| up to| only| just| roughly)*\s*$/;

const AGE = new RegExp(`(?<=\\s)${COUNT} (?:years?|yrs?|months?|weeks?|days?) old(?=\\s)`, 'g');

// "all day" after a way of feeling ("knackered all day") is how the day goes, not when it began.
const HOURS =
  /\s(?:since|from) (?:\d{1,2}(?: ?[ap]m| o clock)|last night|this morning|today|lunch(?:time)?|breakfast|dinner|tea|this afternoon|earlier today|an hour ago|a few hours ago)\s|\s(?:this morning|last night|tonight|overnight|earlier today|just now|an hour ago|a few hours ago|few hours|couple of hours)\s|(?<!\s(?:sleep|sleeping|sleeps|slept|in bed|lying|lie|lay|stay|stayed|staying|work|working|works|tired|exhausted|knackered|buggered|wrecked|shattered|drained|sleepy|drowsy|yawning|fatigued|dozy))\sall (?:day|night|morning)\s|\sstarted (?:today|this morning|tonight|last night|an hour ago)\s|\s(?:a|an|one|two|few|couple of) hours?\s/;
const DAYS =
  /\s(?:since|from|on|last) (?:yesterday|the day before yesterday|the weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|sunday night|friday night|saturday night)\s|\s(?:a day or two|a couple of days|few days|yesterday|the other day|this week|over the weekend|since the weekend|couple days)\s/;
const WEEKS =
  /\s(?:since|from) (?:last week|a week ago|two weeks ago|a fortnight ago)\s|\s(?:a week or two|a couple of weeks|few weeks|a fortnight|the past week|the last week|for weeks|for several weeks|for many weeks)\s/;
const MONTHS =
  /\s(?:since (?:last (?:month|year|summer|winter|christmas)|i was a (?:kid|child|teenager)|childhood)|for (?:ages|years|months|a while now|as long as i can remember)|on and off for (?:a long time|ages|years|months)|a long time|(?:many|several|few) (?:months|years)|months|years|(?:the )?(?:past|last) (?:month|year|few months)|all my life|my whole life|chronic(?:ally)?)\s/;

function fromSpan(count: string, unit: string): Duration | null {
  const n = Number.isFinite(Number(count)) ? Number(count) : (NUMBER[count] ?? NUMBER[count.replace(/ of$/, '')] ?? 1);
  const u = unit.replace(/s$/, '');
  if (u === 'minute' || u === 'min') return 'hours';
  if (u === 'hour' || u === 'hr') return n < 24 ? 'hours' : 'days';
  if (u === 'day' || u === 'night') return n < 1 ? 'hours' : n < 7 ? 'days' : n <= 28 ? 'weeks' : 'months';
  if (u === 'week' || u === 'wk' || u === 'fortnight') {
    const weeks = u === 'fortnight' ? 2 * n : n;
    return weeks <= 4 ? 'weeks' : 'months';
  }
  if (u === 'month') return n < 1 ? 'weeks' : 'months';
  if (u === 'year' || u === 'yr') return 'months';
  return null;
}

/**
 * "30 weeks and backache", "I'm 30 weeks": a pregnancy's weeks (13 to 42, with no "for" or "past" before and
 * nothing of an illness after), not how long the illness has lasted.
 */
function gestation(span: string, count: string, unit: string, after: string, before: string): boolean {
  const n = Number(count);
  if (!/^(?:weeks?|wks?)$/.test(unit) || !(n >= 13 && n <= 42)) return false;
  if (/^\s*(?:for|since|past|last|over|about|around|nearly|almost|roughly|the|a|only|just|like)\s/.test(span))
    return false;
  if (/\s(?:i am|i m|im|she is|she s|at)\s$/.test(before)) return true;
  return /\sand$/.test(span) || /^\s*(?:(?:and|pregnant|along|gestation)\b|[.,!?])/.test(after);
}

/**
 * How long the patient has had the complaint, from their words: "since last night" (hours), "for 3
 * days", "a week ago", "on and off for a month", "a 3-year history of headaches". Spans about
 * something else (an age, a pregnancy, a trip, an operation) are left alone. Null when none is said.
 */
export function durationIn(text: string): Duration | null {
  // "A 72-year-old woman", "my 3 year old": an age, set aside so that it does not hide the illness's span.
  const norm = text.replace(AGE, ' person ');
  const history = HISTORY_OF.exec(norm);
  if (history) {
    const found = fromSpan((history[1] ?? history[3]) as string, (history[2] ?? history[4]) as string);
    if (found) return found;
  }
  if (YEARS_OF.test(norm)) return 'months';
  let episode: Duration | null = null;
  for (const s of sentences(norm)) {
    const text = ` ${norm.slice(s.start, s.end).trim()} `;
    if (/\s(?:less than|under) (?:a|one|1) day\s/.test(text)) return 'hours';
    if (/\s(?:more than|over) (?:a|one|1) month\s/.test(text)) return 'months';
    for (const m of text.matchAll(SPAN)) {
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
      if (FREQUENCY.test(text.slice(Math.max(0, m.index - 12), m.index + 1))) continue;
      // "sleeping 14 hrs": how much sleep, not how long ("not sleeping for 3 days" is the illness's span).
      if (/\ssle(?:ep|eping|eps|pt)\s*$/.test(text.slice(Math.max(0, m.index - 12), m.index + 1)) && /^\s\d/.test(m[0]))
        continue;
      if (EPISODE.test(text.slice(Math.max(0, m.index - 30), m.index + 1).replace(/\shalf\s*$/, ' '))) continue;
      // "5 mins into netball", "ten minutes into a run": when in an activity it comes on, not how long it has lasted.
      if (/^\s*into\s/.test(after)) continue;
      // "within a minute of starting", "within an hour of eating": how soon something follows an event
      if (/\swithin\s*$/.test(text.slice(Math.max(0, m.index - 8), m.index + 1)) && /^\s*of\s/.test(after)) continue;
      if (ONE_EPISODE.test(text.slice(Math.max(0, m.index - 30), m.index + 1))) {
        episode ??= fromSpan(m[1] as string, m[2] as string);
        continue;
      }
      if (vaccineTimed(text.slice(Math.max(0, m.index - 40), m.index + 1)) && !/^\s*(?:for|since)\s/.test(m[0]))
        continue;
      if (vaccineLacked(text.slice(Math.max(0, m.index - 40), m.index + 1))) continue;
      if (medicineStopped(text.slice(Math.max(0, m.index - 50), m.index + 1)) && !/^\s*(?:for|since)\s/.test(m[0]))
        continue;
      const around = ` ${text.slice(Math.max(0, m.index - 30), m.index + m[0].length)} ${after} `;
      // "2 hours a night", "8 hours a day": how much, not how long; "his 12 month needles": a visit of the
      // immunisation schedule, not a span.
      if (
        NOT_THE_ILLNESS.test(around) ||
        /^\s*(?:old|of age|of (?:pregnancy|gestation)|(?:a|per|each|every) (?:night|day|week|shift)|(?:needles|jabs?|shots|immuni[sz]ations?|vaccines?|vaccinations?|checks?|check ups?)\b)/.test(
          after,
        )
      )
        continue;
      if (gestation(m[0], m[1] as string, m[2] as string, after, text.slice(0, m.index + 1))) continue;
      const found = fromSpan(m[1] as string, m[2] as string);
      if (found) return found;
    }
    for (const [words, duration] of SPOKEN) if (spokenSpan(text, words)) return duration;
  }
  return episode;
}

const SPOKEN: readonly [RegExp, Duration][] = (
  [
    [MONTHS, 'months'],
    [WEEKS, 'weeks'],
    [DAYS, 'days'],
    [HOURS, 'hours'],
  ] as const
).map(([words, duration]) => [new RegExp(words.source, 'g'), duration]);

/**
 * A span told in words ("for months", "since yesterday") that is the illness's: what it is about is said
 * next to it ("smoked for years", "30 weeks along"), not anywhere in the sentence ("crusty along the lashes,
 * for months" is months).
 */
function spokenSpan(text: string, words: RegExp): boolean {
  for (const m of text.matchAll(words)) {
    const around = ` ${text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20)} `;
    const before = text.slice(Math.max(0, m.index - 60), m.index + 1);
    if (
      !NOT_THE_ILLNESS.test(around) &&
      // "settles after half an hour", "lasts a few hours": one episode's length, as for a span in figures.
      !EPISODE.test(before.replace(/\shalf\s*$/, ' ')) &&
      !vaccineTimed(before) &&
      !vaccineLacked(before) &&
      !medicineStopped(before.slice(-51))
    )
      return true;
  }
  return false;
}
