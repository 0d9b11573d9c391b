import { leadingProbabilityOf, type Question } from '@telehealth/diagnosis';
import { MAX_QUESTIONS, questionChosen, questioningInterview } from '../interview-state.js';
import { progressHint } from '../progress.js';
import { recordQuestionAnswer } from '../question-answer.js';
import { questionReplies } from '../quick-replies.js';
import { advance, stay, type Said, type Step, type Turn } from '../turn.js';

/** The question in the LLM's words when one is configured and answers in time, else the engine's. */
async function phrased(turn: Turn, question: Question): Promise<string> {
  const words = turn.llm ? await turn.llm.phrase({ question, patientSaid: turn.text }) : null;
  return words ?? question.text;
}

async function askQuestion(turn: Turn, question: Question): Promise<Said> {
  return { text: await phrased(turn, question), options: questionReplies(question) };
}

function reAsk(question: Question): Said {
  const how =
    question.type === 'B'
      ? 'A yes or no is fine, or "I\'m not sure".'
      : question.type === 'M'
        ? 'Tap every option that fits, or tell me in your own words.'
        : 'Tap an option, or tell me in your own words.';
  return { text: `Sorry, I didn't quite follow. ${question.text} ${how}`, options: questionReplies(question) };
}

/** Patient turns, all told, by which the assessment has been given: patients tire. */
export const TURN_LIMIT = 20;

/** One question at a time, each the most informative next one, until the model is confident. */
export const interviewStep: Step = {
  async ask(turn) {
    const s = turn.state;
    if (s.question) return askQuestion(turn, s.question);
    // A question is asked only if its answer still comes within the turn limit.
    if (s.asked >= MAX_QUESTIONS || s.turns >= TURN_LIMIT) return null;
    const interview = questioningInterview(turn.kb, s);
    const question = interview.nextQuestion();
    if (!question) return null;
    s.question = question;
    questionChosen(turn.kb, s, interview);
    s.progressHint = progressHint({
      questionsLeft: Math.min(MAX_QUESTIONS - s.asked, TURN_LIMIT - s.turns),
      confidence: leadingProbabilityOf(interview),
    });
    const said = await askQuestion(turn, question);
    if (s.asked > 0) return said;
    return {
      ...said,
      text: `I'll ask you some quick questions, one at a time. Answer in your own words or tap an option.\n\n${said.text}`,
    };
  },
  async answer(turn) {
    const s = turn.state;
    const question = s.question;
    if (!question) return advance('interview');
    const { answered, unsure } = await recordQuestionAnswer(turn, question);
    // No re-ask that would push the assessment past the turn limit.
    if (answered || unsure || s.misses >= 1 || s.turns >= TURN_LIMIT) {
      if (!answered) s.unknown = [...new Set([...s.unknown, question.evidence])];
      s.asked++;
      s.question = null;
      return advance('interview', answered || unsure ? undefined : "No problem, let's move on.");
    }
    return stay(reAsk(question));
  },
};
