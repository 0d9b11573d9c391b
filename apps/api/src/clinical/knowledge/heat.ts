import { PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement } from './types.js';
import { ED_NOW } from './referrals.js';

/** Illness from heat: cooling and fluids at home, 000 when the brain is affected (Healthdirect; eTG). */
export const HEAT: ConditionManagement[] = [
  {
    condition: 'heat_exhaustion',
    care: 'Move somewhere cool and shaded or air-conditioned, lie down with your legs raised, loosen or remove extra clothing, and cool your skin with a damp cloth, a cool shower or a fan. Sip cool water (or an oral rehydration drink) often. Rest for the rest of the day.',
    seekHelp:
      'you become confused, faint or collapse, stop sweating, vomit and cannot keep fluids down, or you are not better within an hour of cooling down: call 000',
    approach:
      'Heat exhaustion (hot, sweaty, weak and faint after exertion or heat, mental state normal): cool, rest, oral fluids and electrolytes; review medicines that impair heat loss or fluid balance (diuretics, anticholinergics, antipsychotics). Any confusion, collapse or temperature of 40 °C or more is heat stroke: emergency.',
    investigations: [
      {
        name: 'UEC (sodium, potassium, creatinine)',
        subtype: 'pathology',
        when: 'if symptoms persist, vomiting, or on diuretics',
      },
    ],
    medications: [
      {
        name: 'Oral rehydration solution',
        dose: '200 to 250 mL',
        route: 'oral',
        frequency: 'sipped every 15 to 30 minutes',
        duration: 'until recovered and passing pale urine',
        cautions: 'Plain water is fine when there is no vomiting; avoid alcohol and very sugary or caffeinated drinks.',
      },
      {
        ...PARACETAMOL,
        alternative: true,
        cautions: 'For the headache only; it does not lower a temperature raised by heat.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually a day of rest; avoid heavy exertion in the heat for a few days.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner',
        urgency: 'routine',
        reason: 'recurrent heat illness, or medicines that make it likelier',
      },
      ED_NOW('confusion, collapse, a seizure, or no improvement within an hour of cooling (heat stroke)'),
    ],
    advice: [
      'In hot weather drink water regularly before you feel thirsty, and avoid hard exercise or work in the hottest part of the day.',
      'Check on older neighbours and relatives in a heatwave, and never leave a child or pet in a parked car.',
      'Call 000 if anyone becomes confused, collapses or stops sweating in the heat.',
    ],
  },
  {
    condition: 'heat_stroke',
    care: 'This may be heat stroke, which is an emergency: call 000 now. Move the person somewhere cool, remove extra clothing, and cool them as fast as you can: wet the skin with cool water and fan it, put cold packs or wet towels in the armpits, groin and neck. If they are awake and can swallow, give small sips of cool water. Lie them on their side if they are drowsy.',
    seekHelp: 'the person is confused, collapses, has a fit or stops breathing: call 000 straight away',
    emergency: true,
    approach:
      'Heat stroke (heat exposure or exertion with central nervous system dysfunction, core temperature usually 40 °C or more): ambulance; rapid cooling (cold-water immersion for exertional heat stroke, evaporative cooling), airway and fluids; in hospital UEC, CK, LFTs, coagulation and glucose for rhabdomyolysis, kidney and liver injury and coagulopathy.',
    investigations: [
      { name: 'UEC, CK, LFTs, coagulation studies, glucose and FBC', subtype: 'pathology', when: 'in hospital, now' },
      { name: 'Core (rectal) temperature', subtype: 'other', when: 'in hospital, now and during cooling' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually at least a week; return to exertion in the heat only after medical review.',
    },
    referrals: [ED_NOW('heat stroke: rapid cooling and organ support')],
    advice: [
      'Call 000 and start cooling at once: the faster the temperature comes down, the better the recovery.',
      'After heat stroke, return to exercise or work in the heat gradually and only after a doctor has checked you.',
    ],
  },
];
