import { displayDate, localDate } from '../../domain/dates.js';
import { readLeaveDates } from '../date-words.js';
import { choices } from '../quick-replies.js';
import type { CertificatePurpose } from '../state.js';
import { advance, stay, type Step, type Turn } from '../turn.js';
import { normalise, yesOrNo } from '../words.js';

const PURPOSES: readonly [CertificatePurpose, string, RegExp][] = [
  ['work', 'Yes, for work', /\b(work|job|employer|boss|office|shift)\b/],
  ['school', 'Yes, for school', /\b(school|teacher|class)\b/],
  ['university', 'Yes, for university', /\b(uni|university|college|tafe|exam|lecture)\b/],
  ['carer', "Yes, carer's leave", /\b(carer|carer's|carers|caring|look(ing)? after|care for)\b/],
];
const NO_CERTIFICATE = 'No, thanks';
const purposeReplies = () => choices([...PURPOSES.map(([, label]) => label), NO_CERTIFICATE]);

const DATE_CHOICES = ['Just today', 'Today and tomorrow', 'Yesterday and today'];
const NAME_IT = 'Yes, name it';
const KEEP_PRIVATE = 'No, keep it private';

export const certificateStep: Step = {
  async ask() {
    return {
      text: "Do you need a medical certificate for time off (work, school, university or carer's leave)?",
      options: purposeReplies(),
    };
  },
  async answer(turn) {
    const said = normalise(turn.text);
    const purpose = PURPOSES.find(([, label, words]) => said === normalise(label) || words.test(said))?.[0];
    if (purpose) {
      turn.state.certificate = { purpose, fromDate: null, toDate: null };
      return advance();
    }
    const yes = yesOrNo(turn.text);
    if (yes === false || said === normalise(NO_CERTIFICATE)) return advance('review', 'No problem.');
    if (turn.state.misses === 0) {
      return stay({
        text: yes
          ? "Sure. What is it for: work, school, university or carer's leave?"
          : "Sorry, I didn't follow. Do you need a medical certificate, and what for?",
        options: purposeReplies(),
      });
    }
    return advance('review', 'No problem. If you need a certificate later, the doctor can help with it.');
  },
};

export const certificateDatesStep: Step = {
  async ask(turn) {
    if (!turn.state.certificate) return null;
    return {
      text: 'Which days should it cover? For example "today", "today and tomorrow" or "20/11 to 22/11".',
      options: choices(DATE_CHOICES),
    };
  },
  async answer(turn) {
    const certificate = turn.state.certificate;
    if (!certificate) return advance('review');
    const dates = readLeaveDates(turn.text, turn.now);
    if (dates) {
      turn.state.certificate = { ...certificate, ...dates };
      return advance();
    }
    if (turn.state.misses === 0) {
      return stay({
        text: 'Sorry, I couldn\'t read those dates. Please give the first and last day, like "21/11 to 23/11", or tap an option. (Up to 14 days.)',
        options: choices(DATE_CHOICES),
      });
    }
    const today = localDate(turn.now);
    turn.state.certificate = { ...certificate, fromDate: today, toDate: today };
    return advance(undefined, `I've put down today (${displayDate(today)}); the doctor can change the dates.`);
  },
};

function saveCertificate(turn: Turn, nameCondition: boolean) {
  const c = turn.state.certificate;
  if (!c?.fromDate || !c.toDate) return;
  turn.update.certificateRequest = JSON.stringify({
    purpose: c.purpose,
    fromDate: c.fromDate,
    toDate: c.toDate,
    nameCondition,
  });
}

export const certificateConditionStep: Step = {
  async ask(turn) {
    if (!turn.state.certificate) return null;
    return {
      text: 'May the doctor name your condition on the certificate, or would you rather keep it private?',
      options: choices([NAME_IT, KEEP_PRIVATE]),
    };
  },
  async answer(turn) {
    const said = normalise(turn.text);
    const named =
      said === normalise(NAME_IT)
        ? true
        : said === normalise(KEEP_PRIVATE) || /\bprivate\b/.test(said)
          ? false
          : yesOrNo(turn.text);
    if (named !== null) {
      saveCertificate(turn, named);
      return advance(undefined, "Thanks, I've noted that for the doctor, who decides on the certificate.");
    }
    if (turn.state.misses === 0)
      return stay({
        text: 'Sorry, should the certificate name your condition? Yes or no is fine.',
        options: choices([NAME_IT, KEEP_PRIVATE]),
      });
    saveCertificate(turn, false);
    return advance(undefined, "I'll ask the doctor to keep your condition off the certificate.");
  },
};
