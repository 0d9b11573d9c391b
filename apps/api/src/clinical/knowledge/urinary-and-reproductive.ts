import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement } from './types.js';

/** Management of the conditions of this group of body systems, keyed by condition id. */
export const URINARY_AND_REPRODUCTIVE: ConditionManagement[] = [
  {
    condition: 'cystitis',
    care: 'Drink plenty of water, use paracetamol for pain, and a urinary alkaliniser from the pharmacy can ease the burning. Antibiotics from a doctor usually clear it within 2 to 3 days.',
    seekHelp: 'you develop a fever, shivers, pain in your back or side, vomiting, blood in your urine that does not settle, or you might be pregnant',
    approach:
      'Uncomplicated cystitis in a non-pregnant woman: a 3-day course of trimethoprim (or cefalexin or nitrofurantoin) without a urine culture. Men, pregnancy, recurrence, treatment failure or upper-tract features need a urine culture and a longer or different course.',
    investigations: [
      { name: 'Midstream urine microscopy, culture and sensitivities (MSU MCS)', subtype: 'pathology', when: 'men, pregnancy, recurrence, failed treatment, or upper-tract features' },
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'if pregnancy is possible' },
    ],
    medications: [
      {
        name: 'Trimethoprim',
        dose: '300 mg',
        route: 'oral',
        frequency: 'once daily at night',
        duration: '3 days (women); 14 days (men)',
        cautions: 'Avoid in the first trimester of pregnancy and with methotrexate; raises potassium; check resistance if recently used.',
        needsMoreInfo: 'Confirm the patient is not pregnant and has not had trimethoprim in the last 3 months.',
      },
      {
        name: 'Cefalexin',
        dose: '500 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days',
        cautions: 'Avoid with immediate (anaphylactic) penicillin allergy; safe in pregnancy.',
        alternative: true,
      },
      {
        name: 'Nitrofurantoin',
        dose: '100 mg',
        route: 'oral',
        frequency: '6-hourly with food',
        duration: '5 days',
        cautions: 'Not if eGFR is below 30 or at term in pregnancy; not for upper urinary tract infection; may colour urine brown.',
        alternative: true,
      },
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days; longer only with upper urinary tract infection.' },
    referrals: [
      { kind: 'gp', to: 'General practitioner (in person)', urgency: 'routine', reason: 'recurrent infections (3 or more a year), haematuria that persists after treatment, or any infection in a man' },
      { kind: 'emergency', to: 'Emergency department', urgency: 'immediate', reason: 'fever with rigors, vomiting or loin pain (pyelonephritis or urosepsis)' },
    ],
    advice: [
      'Drink plenty of fluids and pass urine whenever you feel the need.',
      'Take the whole course of antibiotics even if you feel better sooner.',
      'Pass urine after sex; cranberry products have little evidence for treating an infection.',
      'See a doctor urgently for fever, shivers, back or side pain, or vomiting: the infection may have reached the kidneys.',
    ],
  },
];
