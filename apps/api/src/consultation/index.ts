import { loadKnowledgeBase } from '@telehealth/diagnosis';
import type { Config } from '../config.js';
import type { ConsultationEngine } from './contract.js';
import { DiagnosticConsultation } from './engine.js';
import { createConsultationLlm } from './llm/consultation-llm.js';

export interface ConsultationOptions {
  /** Where failures of a turn or of the LLM are reported (the engine itself always answers). */
  onError?: (err: unknown) => void;
}

/** The AI doctor for this deployment: the embedded engine, with the LLM layer when AI_BASE_URL is set. */
export function createConsultationEngine(config: Config, options: ConsultationOptions = {}): ConsultationEngine {
  const kb = loadKnowledgeBase();
  const llm = config.ai ? createConsultationLlm(config.ai, kb, options.onError) : null;
  return new DiagnosticConsultation(kb, llm, options.onError);
}
