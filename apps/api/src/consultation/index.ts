import { loadKnowledgeBase } from '@telehealth/diagnosis';
import type { Config } from '../config.js';
import type { ConsultationEngine } from './contract.js';
import { DiagnosticConsultation } from './engine.js';
import { createConsultationLlm } from './llm/consultation-llm.js';

export interface ConsultationOptions {
  /** Where failures of a turn or of the LLM are reported (the engine itself always answers). */
  onError?: (err: unknown) => void;
}

/**
 * The AI doctor for this deployment: the embedded engine, with the LLM layer when AI_BASE_URL is set.
 * Its knowledge base (about 160 MB and a second of CPU to build) is built for the first patient turn,
 * not at start: the API answers, and a server that never consults does not pay for it.
 */
export function createConsultationEngine(config: Config, options: ConsultationOptions = {}): ConsultationEngine {
  let engine: DiagnosticConsultation | null = null;
  const ready = () => {
    if (!engine) {
      const kb = loadKnowledgeBase();
      const llm = config.ai ? createConsultationLlm(config.ai, kb, options.onError) : null;
      engine = new DiagnosticConsultation(kb, llm, options.onError);
    }
    return engine;
  };
  return { reply: (turn, replyOptions) => ready().reply(turn, replyOptions) };
}
