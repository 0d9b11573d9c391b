import OpenAI from 'openai';
import type { KnowledgeBase, Observation, Question } from '@telehealth/diagnosis';
import type { Config } from '../../config.js';
import type { ClinicalFacts } from '../summary.js';
import { extractionPrompt, phrasingPrompt, summaryPrompt } from './prompts.js';
import { validObservations, validQuestion, validSummary } from './validate.js';

/**
 * The optional LLM layer (ARCHITECTURE §5). Every method answers null on any failure, timeout or
 * malformed answer, and the engine then does that part itself for the turn.
 */
export interface ConsultationLlm {
  extract(input: { text: string; question: Question | null }): Promise<Observation[] | null>;
  phrase(input: { question: Question; patientSaid: string }): Promise<string | null>;
  summarise(facts: ClinicalFacts): Promise<string | null>;
}

type AiConfig = NonNullable<Config['ai']>;

export function createConsultationLlm(
  ai: AiConfig,
  kb: KnowledgeBase,
  onError: (err: unknown) => void = () => undefined,
): ConsultationLlm {
  // No retries: a slow or failing provider costs the patient one timeout, then the embedded engine
  // answers. The turn calls the model before taking any connection or lock, so only that patient waits.
  const client = new OpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey, timeout: ai.timeoutMs, maxRetries: 0 });

  async function complete(prompt: { system: string; user: string }, json: boolean): Promise<string | null> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), ai.timeoutMs);
    try {
      const completion = await client.chat.completions.create(
        {
          model: ai.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
          ...(json ? { response_format: { type: 'json_object' as const } } : {}),
        },
        { signal: abort.signal, timeout: ai.timeoutMs, maxRetries: 0 },
      );
      const content = completion.choices?.[0]?.message?.content;
      return typeof content === 'string' ? content : null;
    } catch (err) {
      onError(err);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async extract({ text, question }) {
      const content = await complete(extractionPrompt(kb, text, question), true);
      return content === null ? null : validObservations(kb, content);
    },
    async phrase({ question, patientSaid }) {
      const content = await complete(phrasingPrompt(question, patientSaid), false);
      return content === null ? null : validQuestion(content);
    },
    async summarise(facts) {
      const content = await complete(summaryPrompt(facts), false);
      return content === null ? null : validSummary(content);
    },
  };
}
