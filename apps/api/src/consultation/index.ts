import type { Config } from '../config.js';
import type { ConsultationEngine } from './contract.js';
import type { DiagnosticConsultation } from './engine.js';

export interface ConsultationOptions {
  /** Where failures of a turn or of the LLM are reported (the engine itself always answers). */
  onError?: (err: unknown) => void;
}

/**
 * The AI doctor for this deployment: the embedded engine, with the LLM layer when AI_BASE_URL is set.
 * Its code and knowledge base (about 160 MB and a second of CPU to build) are loaded for the first
 * patient turn, not at start: the API answers sooner, and a server that never consults does not pay for it.
 */
export function createConsultationEngine(config: Config, options: ConsultationOptions = {}): ConsultationEngine {
  let engine: Promise<DiagnosticConsultation> | null = null;
  const build = async () => {
    const [{ loadKnowledgeBase }, { DiagnosticConsultation }] = await Promise.all([
      import('@telehealth/diagnosis'),
      import('./engine.js'),
    ]);
    const kb = loadKnowledgeBase();
    const llm = config.ai
      ? (await import('./llm/consultation-llm.js')).createConsultationLlm(config.ai, kb, options.onError)
      : null;
    return new DiagnosticConsultation(kb, llm, options.onError);
  };
  const ready = () => {
    // A failed build is not kept: the next turn tries again.
    engine ??= build().catch((err: unknown) => {
      engine = null;
      throw err;
    });
    return engine;
  };
  return { reply: async (turn, replyOptions) => (await ready()).reply(turn, replyOptions) };
}
