import type { ConditionDef } from '../types.js';

export const URINARY_CONDITIONS: ConditionDef[] = [
  {
    id: 'cystitis',
    name: 'Acute cystitis (lower urinary tract infection)',
    plainName: 'Bladder infection (cystitis)',
    icd10: 'N30.0',
    system: 'urinary',
    urgency: 'days',
    telehealth: 'manage',
    prevalence: 'very common',
    ages: { infant: 0.1, toddler: 0.2, child: 0.3, teen: 0.8, adult: 1, middle: 1, older: 1.3 },
    sex: { F: 1, M: 0.1 },
    findings: {
      dysuria: 0.85,
      urinary_frequency: 0.85,
      urinary_urgency: 0.7,
      cloudy_urine: 0.4,
      haematuria: 0.25,
      recurrent: 0.35,
      incontinence: 0.1,
      new_partner: 0.15,
    },
    against: { fever: 0.08, rigors: 0.01, vaginal_discharge: 0.05, vaginal_itch: 0.05, vomiting: 0.03, pregnant: 0.01, penile_discharge: 0.02 },
    pain: { p: 0.55, sites: { 'pubic area': 0.8, 'lower tummy': 0.35 }, character: { burning: 0.4, cramping: 0.3 }, intensity: 'mild' },
    duration: { hours: 0.3, days: 0.65, weeks: 0.05 },
    sources: ['etg', 'nice-cks', 'murtagh', 'jama-rce'],
  },
];
