import type { Discriminator, TriageFacts } from './triage-discriminators.js';

/**
 * Triage discriminators for dangers that are easy to miss because the patient tells only part of them: pain far beyond
 * what the skin shows with a fever, a known myasthenia with a failing swallow, voice or breath, and breathlessness
 * with a failing heart's signs late in a pregnancy or after a birth. Composed into
 * EMERGENCY_DISCRIMINATORS (src/triage-discriminators.ts).
 */
const any = (f: TriageFacts, ...findings: string[]) => findings.some((x) => f.has(x));

export const EMERGENCY_EASILY_MISSED: readonly Discriminator[] = [
  // Pain far worse than the skin looks, with a fever or shivers: a necrotising soft-tissue infection (necrotising
  // fasciitis, Fournier gangrene) wherever it is, for antibiotics and a surgeon now; the skin changes come late
  // (eTG: necrotising skin and soft tissue infections; Rosen's: necrotizing soft tissue infections).
  {
    reason: 'pain far worse than the skin looks, with a fever',
    applies: (f) => f.has('pain_out_of_proportion') && any(f, 'E_91', 'high_fever', 'E_94', 'rigors'),
    screenOnly: true,
    // Asked of a swelling or infection that is getting worse with a fever.
    screen: {
      when: (f) =>
        any(f, 'E_91', 'E_94', 'rigors') &&
        any(f, 'pus_collection', 'spreading_redness', 'E_151') &&
        f.has('worsening'),
      asks: ['pain_out_of_proportion'],
    },
  },
  // Known myasthenia with trouble swallowing, a fading voice or breathlessness: a myasthenic crisis, in which the
  // breathing muscles fail within hours (OHCM: myasthenic crisis; Murtagh: myasthenia gravis). Asked of anyone with it.
  {
    reason: 'myasthenia with trouble swallowing, a weak voice or breathlessness',
    applies: (f) => f.has('has_myasthenia') && any(f, 'E_65', 'E_212', 'E_66', 'E_217', 'laboured_breathing', 'E_214'),
    screen: { when: (f) => f.has('has_myasthenia'), asks: ['E_66', 'E_65'] },
  },
  // Breathless late in a pregnancy or in the months after a birth, with a failing heart's signs (worse lying flat,
  // waking breathless, swollen legs): peripartum cardiomyopathy, told as tiredness from the baby (NHFA-CSANZ heart
  // failure guidelines; RANZCOG: postnatal warning signs). Asked of the breathless after a birth.
  {
    reason: "breathless with a failing heart's signs late in a pregnancy or after a birth",
    applies: (f) =>
      any(f, 'recent_birth', 'pregnancy_over_20_weeks') &&
      f.has('E_66') &&
      // Swollen ankles are common late in a pregnancy; after the birth they should be going down.
      (any(f, 'E_217', 'E_67') ||
        (f.has('recent_birth') && f.places('E_152').some((p) => /ankle|foot|feet|leg|calf|calves|shin/.test(p)))),
    screen: { when: (f) => f.has('recent_birth') && f.has('E_66'), asks: ['E_217', 'E_67'] },
  },
];
