/**
 * The DDXPlus evidences that are danger signs, with how urgent a yes makes things at the least (the
 * authored findings carry their own). A danger sign is always urgent; an emergency one makes a
 * moderately likely emergency condition an emergency (src/triage.ts).
 */
export const RED_FLAGS: Readonly<Record<string, { reason: string; urgency: 'emergency' | 'urgent' }>> = Object.freeze({
  E_14: { reason: 'chest pain at rest', urgency: 'emergency' },
  E_45: { reason: 'coughing up blood', urgency: 'urgent' },
  E_43: { reason: 'seizure or absence episode', urgency: 'emergency' },
  E_66: { reason: 'significant shortness of breath', urgency: 'urgent' },
  E_128: { reason: 'episodes of being unable to breathe or speak', urgency: 'emergency' },
  E_75: { reason: 'choking or suffocating', urgency: 'urgent' },
  E_194: { reason: 'high-pitched noise when breathing in (stridor)', urgency: 'emergency' },
  E_210: { reason: 'vomiting blood', urgency: 'emergency' },
  E_140: { reason: 'black stools', urgency: 'urgent' },
  E_156: { reason: 'weakness on one side of the face', urgency: 'urgent' },
  E_39: { reason: 'new confusion', urgency: 'emergency' },
  E_84: { reason: 'weakness in both arms or both legs', urgency: 'urgent' },
  E_178: { reason: 'unusual bleeding or bruising', urgency: 'urgent' },
  E_73: { reason: 'contact with Ebola', urgency: 'emergency' },
});
