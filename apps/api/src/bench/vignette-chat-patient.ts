import type { KnowledgeBase } from '@telehealth/diagnosis';
import { factsOf, type Vignette } from '@telehealth/diagnosis/vignettes';
import { answerInWords, type ChatPatient } from './chat-patient.js';

/**
 * One of the diagnosis package's own vignettes as a chat patient: it opens with the vignette's words and
 * answers each question from the facts the vignette states (read by the same understand() as the chat),
 * as the vignette benchmark's patient does: a yes/no not stated is "no", a choice not stated "not sure"; or,
 * with `unstated` "not sure", anything not stated is answered "I'm not sure" (a patient who does not know).
 */
export function vignettePatient(
  kb: KnowledgeBase,
  vignette: Vignette,
  unstated: 'no' | 'not sure' = 'no',
): ChatPatient {
  const { truth } = factsOf(kb, vignette);
  return {
    age: vignette.age,
    sex: vignette.sex,
    opening: vignette.says,
    furtherOpenings: [...vignette.facts],
    answer: (code) => {
      const known = truth.get(code) ?? (code === 'E_53' && truth.has('E_55') ? true : undefined);
      return known === undefined && unstated === 'not sure' ? "I'm not sure" : answerInWords(kb, code, known);
    },
  };
}
