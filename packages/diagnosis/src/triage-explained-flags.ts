import type { TriageFacts } from './triage-discriminators.js';

/**
 * Danger signs that a known, harmless pattern explains, so that they do not alone make a visit the same day: each
 * names the red flag and the pattern that explains it, with the companions that would make it dangerous again.
 */
export interface ExplainedFlag {
  /** The red flag's finding code. */
  flag: string;
  reason: string;
  explains(facts: TriageFacts): boolean;
}

const any = (f: TriageFacts, ...findings: string[]) => findings.some((x) => f.has(x));

export const EXPLAINED_FLAGS: readonly ExplainedFlag[] = [
  // Black stools on iron tablets, in someone not faint, dizzy, breathless, vomiting, in pain or on a blood thinner, are
  // the iron's (Healthdirect iron supplements; AMH oral iron); melaena with any of those stays a same-day matter.
  {
    flag: 'E_140',
    reason: 'black stools on iron tablets',
    explains: (f) =>
      f.has('takes_iron') &&
      !any(f, 'E_82', 'E_159', 'dizzy_on_standing', 'E_66', 'E_211', 'E_53', 'on_anticoagulant', 'E_154', 'E_210'),
  },
  // The breathlessness of a panic attack (a surge of fear with a racing heart and tingling, peaking within minutes) in a
  // younger adult is the attack's own, to be seen within days, not today (NICE CKS panic disorder; RANZCP anxiety
  // disorders 2018; Murtagh: hyperventilation). Chest pain, pain on breathing in, fainting, a fever, blood, a swollen
  // calf, an allergen, wheeze or stridor, blue lips, asthma, or being too breathless to talk make it a body's again.
  // Attacks had before of a pounding heart with a fear of dying are panic's too (DSM-5 panic attack; NICE CKS).
  {
    flag: 'E_66',
    reason: 'the breathlessness of a panic attack',
    explains: (f) =>
      f.age >= 16 &&
      f.age < 45 &&
      (f.has('panic_episodes') ||
        (f.has('E_111') && f.has('E_177')) ||
        (f.has('E_111') && f.has('E_155') && f.has('recurrent'))) &&
      f.complaint !== 'chest-pain' &&
      !f.places('E_55').some((p) => /chest|breast/.test(p)) &&
      !any(
        f,
        'E_220',
        'E_159',
        'cannot_speak_sentences',
        'E_91',
        'E_45',
        'calf_tender_swollen',
        'E_42',
        'hives',
        'swollen_face_lips',
        'E_212',
        'E_214',
        'E_194',
        'blue_lips',
        'E_124',
        'E_14',
      ),
  },
];
