// The vignette sets and their simulated patient, for benchmarks outside this package (the chat API's).
export { NOT_EXPLAINED, type Vignette } from './types.js';
export { VIGNETTE_SET_NAMES, vignetteSet, type VignetteSet } from './sets.js';
export { factsOf } from './simulated-patient.js';
