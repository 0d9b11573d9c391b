import type { Config } from '../config.js';
import { silentEngine, type ConsultationEngine } from '../services/consultation-engine.js';

/** The AI doctor for this deployment. */
export function createConsultationEngine(_config: Config): ConsultationEngine {
  return silentEngine;
}
