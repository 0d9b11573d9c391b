/**
 * Danger signs: a positive answer to any of these raises the triage (with even a small chance of a
 * severe pathology it is urgent, and with a moderate chance it is an emergency).
 */
export const RED_FLAGS: Readonly<Record<string, string>> = Object.freeze({
  E_14: 'chest pain at rest',
  E_45: 'coughing up blood',
  E_159: 'loss of consciousness',
  E_43: 'seizure or absence episode',
  E_66: 'significant shortness of breath',
  E_128: 'episodes of being unable to breathe or speak',
  E_75: 'choking or suffocating',
  E_194: 'high-pitched noise when breathing in (stridor)',
  E_210: 'vomiting blood',
  E_140: 'black stools',
  E_156: 'weakness on one side of the face',
  E_39: 'new confusion',
  E_84: 'weakness in both arms or both legs',
  E_178: 'unusual bleeding or bruising',
  E_73: 'contact with Ebola',
});
