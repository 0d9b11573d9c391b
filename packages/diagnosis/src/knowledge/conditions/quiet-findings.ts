/**
 * A consultation about a condition that causes no acute symptoms (a risk factor, a test result, a
 * slowly developing problem) is rarely about a fever, a cough, a sore throat or a rash: these findings
 * argue against it being the reason for this consultation.
 */
export const QUIET: Record<string, number> = {
  fever: 0.005,
  cough: 0.01,
  sore_throat: 0.005,
  runny_nose: 0.01,
  swollen_glands: 0.005,
  rash: 0.01,
  diarrhoea: 0.01,
  vomiting: 0.005,
  short_of_breath: 0.005,
  dysuria: 0.005,
  weak_stream: 0.01,
  hoarse: 0.005,
  difficulty_swallowing: 0.003,
  heartburn: 0.015,
  hearing_loss: 0.005,
  red_eye: 0.005,
  itchy_eyes: 0.005,
  gritty_eye: 0.005,
  mole_change: 0.003,
  skin_lump: 0.005,
  sneezing: 0.01,
  bloating: 0.015,
  haematuria: 0.003,
  blood_in_stool: 0.003,
};
