import type { Observation } from '@telehealth/diagnosis';
import { patientOf, recordObservations } from '../interview-state.js';
import { choices } from '../quick-replies.js';
import { understandWords } from '../understanding.js';
import { advance, stay, type Step, type Turn } from '../turn.js';
import { isGreeting, normalise } from '../words.js';
import { demographicsIn, someoneElseIn } from './demographics.js';

/** Common reasons to consult, offered when the first words say nothing we can use (pain with its place). */
const COMPLAINTS: Readonly<Record<string, Observation[]>> = {
  Cough: [{ evidence: 'E_201', value: true }],
  Fever: [{ evidence: 'E_91', value: true }],
  'Sore throat': [
    { evidence: 'E_97', value: true },
    { evidence: 'E_53', value: true },
    { evidence: 'E_55', value: ['V_148'] },
  ],
  'Runny or blocked nose': [{ evidence: 'E_181', value: true }],
  Headache: [
    { evidence: 'E_53', value: true },
    { evidence: 'E_55', value: ['V_89', 'V_62'] },
  ],
  'Tummy pain': [
    { evidence: 'E_53', value: true },
    { evidence: 'E_55', value: ['V_187'] },
  ],
  Vomiting: [{ evidence: 'E_211', value: true }],
  Diarrhoea: [{ evidence: 'E_51', value: true }],
  'Burning when I wee': [{ evidence: 'dysuria', value: true }],
  'Rash or skin problem': [{ evidence: 'E_129', value: true }],
  'Chest pain': [
    { evidence: 'E_53', value: true },
    { evidence: 'E_55', value: ['V_101', 'V_29'] },
  ],
  'Short of breath': [{ evidence: 'E_66', value: true }],
  'Back pain': [
    { evidence: 'E_53', value: true },
    { evidence: 'E_55', value: ['V_40'] },
  ],
  'Feeling low or anxious': [{ evidence: 'E_16', value: true }],
};

/** What the first words say, from the words themselves or a tapped complaint. */
export async function observationsIn(turn: Turn): Promise<Observation[]> {
  const said = normalise(turn.text);
  const tapped = Object.entries(COMPLAINTS).find(([label]) => normalise(label) === said)?.[1];
  const understood = understandWords(turn.kb, turn.text, null, patientOf(turn.state));
  const fromLlm = turn.llm && !tapped ? await turn.llm.extract({ text: turn.text, question: null }) : null;
  const merged = [...(tapped ?? []), ...understood];
  for (const o of fromLlm ?? []) if (!merged.some((m) => m.evidence === o.evidence)) merged.push(o);
  return merged;
}

/** The answer to the welcome's "please describe your symptoms". */
export const describeStep: Step = {
  async ask(turn) {
    if (turn.state.observations.length) return null;
    return { text: 'Could you describe your main symptoms in a few words?', options: choices(Object.keys(COMPLAINTS)) };
  },
  async answer(turn) {
    const s = turn.state;
    const { age, sex } = demographicsIn(turn.text);
    if (age !== null && s.age === null) s.age = age;
    if (sex && !s.sex) s.sex = sex;
    // "My husband is 67 and …": asked about as "they", with what the words already say. With saved
    // profiles, the question of whom the consultation is for settles it instead.
    const other = s.profileId ? null : someoneElseIn(turn.text);
    if (other && !(await turn.profiles()).length) {
      s.forSomeoneElse = true;
      if (other.age !== null && s.age === null) s.age = other.age;
      if (other.sex && !s.sex) s.sex = other.sex;
    }
    const kept = recordObservations(turn.kb, s, await observationsIn(turn));
    if (kept.length) {
      s.complaint = s.complaint ? `${s.complaint} ${turn.text}` : turn.text;
      return advance(undefined, "I'm sorry you're not feeling well.");
    }
    if (s.misses === 0) {
      const opening = isGreeting(turn.text) ? 'Hello!' : "I'm sorry you're not feeling well.";
      return stay({
        text: `${opening} What's bothering you most? Tell me in your own words (for example "a cough and a fever for three days") or tap one of these.`,
        options: choices(Object.keys(COMPLAINTS)),
      });
    }
    // Never stuck here: the interview can start from nothing and ask its own way in.
    if (!isGreeting(turn.text)) s.complaint = s.complaint ?? turn.text;
    return advance(undefined, "Thank you. I'll ask you some questions to understand what's going on.");
  },
};
