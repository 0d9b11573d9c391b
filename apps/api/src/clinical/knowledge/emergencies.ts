import type { ConditionManagement } from './types.js';
import { ED_NOW } from './referrals.js';

/**
 * Emergencies a telehealth chat must hand straight to an ambulance or the emergency department: the
 * chat's job is first aid in words and "call 000"; the plan is what hospital will do.
 */
export const EMERGENCIES: ConditionManagement[] = [
  {
    condition: 'carbon_monoxide_poisoning',
    care: 'This may be carbon monoxide poisoning. Get everyone, and pets, out into fresh air now, leave the door open, turn off the heater, generator or engine if it is safe to, and call 000. Do not go back inside.',
    seekHelp: 'anyone is drowsy, confused, breathless, has chest pain or collapses: call 000 straight away',
    emergency: true,
    approach:
      'Suspected carbon monoxide poisoning (unflued gas heater, generator, barbecue or engine indoors, several people unwell at once): remove from the source, ambulance, high-flow oxygen; in hospital carboxyhaemoglobin, ECG and troponin; hyperbaric oxygen discussed with the hyperbaric unit for loss of consciousness, neurological signs, cardiac ischaemia or pregnancy. Everyone exposed needs assessing, and the appliance must not be used until checked.',
    investigations: [
      {
        name: 'Carboxyhaemoglobin (venous or arterial blood gas)',
        subtype: 'pathology',
        when: 'in hospital, now (levels fall with oxygen, so note the time since exposure)',
      },
      {
        name: '12-lead ECG and troponin',
        subtype: 'pathology',
        when: 'in hospital, for chest pain, breathlessness or older age',
      },
      { name: 'Beta-hCG', subtype: 'pathology', when: 'in hospital, in anyone who could be pregnant' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: 'Usually a few days; longer if there were neurological symptoms or hyperbaric treatment.',
    },
    referrals: [
      ED_NOW('suspected carbon monoxide poisoning: oxygen and carboxyhaemoglobin'),
      {
        kind: 'specialist',
        to: 'Hyperbaric medicine unit',
        urgency: 'urgent',
        reason: 'loss of consciousness, neurological signs, cardiac involvement or pregnancy',
      },
    ],
    advice: [
      'Get into fresh air and stay out until the appliance has been checked by a licensed gas fitter.',
      'Everyone who was in the home, including pets, may be affected and should be checked.',
      'Never run a generator, barbecue, outdoor heater or car engine indoors or in a closed garage.',
      'Memory or concentration problems can appear weeks later: see a doctor if they do.',
    ],
  },
  {
    condition: 'status_epilepticus',
    care: 'A fit lasting more than 5 minutes, or fits one after another without waking in between, is an emergency: call 000 now. Keep the person safe on the floor, away from hard or sharp things, cushion the head, and roll them onto their side when the jerking stops. Do not put anything in their mouth. If they have a seizure action plan with emergency medicine (such as midazolam), give it as the plan says.',
    seekHelp:
      'a fit lasts more than 5 minutes, another starts, or the person does not wake up or breathe normally afterwards: call 000 straight away',
    emergency: true,
    approach:
      "Status epilepticus (a seizure of 5 minutes or more, or repeated seizures without recovery in between): ambulance; benzodiazepine (buccal or intranasal midazolam per the person's seizure plan, IV/IM in hospital), then a second-line anticonvulsant if seizures continue; check glucose, look for infection, hypoglycaemia, missed medicines, alcohol or drugs and head injury.",
    investigations: [
      { name: 'Blood glucose', subtype: 'pathology', when: 'at once, by the ambulance or in hospital' },
      { name: 'UEC, calcium, magnesium, FBC and anticonvulsant levels', subtype: 'pathology', when: 'in hospital' },
      { name: 'CT brain', subtype: 'imaging', when: 'in hospital: a first seizure, a head injury or a focal deficit' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually about a week; no driving until a neurologist clears it (Austroads Assessing Fitness to Drive).',
    },
    referrals: [
      ED_NOW('prolonged or repeated seizures'),
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'urgent',
        reason: 'seizure control and an updated seizure management plan',
      },
    ],
    advice: [
      'Time the fit. Call 000 if it lasts more than 5 minutes, if another follows, or if it is a first fit.',
      'Stay with the person, protect their head, and roll them onto their side once the jerking stops.',
      'Do not restrain them or put anything in their mouth.',
      'No driving after a seizure until a doctor says it is safe.',
    ],
  },
  {
    condition: 'deliberate_overdose',
    care: 'Thank you for telling us. An overdose can be dangerous even when you feel well at first, and help is available right now: please call 000, or go to the nearest emergency department, and take the packets with you. If you are with someone who took it, stay with them. Lifeline is there any time on 13 11 14.',
    seekHelp: 'you or they become drowsy, confused, breathless or hard to wake: call 000 straight away',
    emergency: true,
    approach:
      'Intentional overdose: emergency department now regardless of how the person feels (paracetamol and some other poisons cause delayed harm). Establish what, how much and when; call the Poisons Information Centre (13 11 26) for risk assessment; paracetamol level at 4 hours and acetylcysteine per the nomogram; ECG; psychiatric and suicide-risk assessment once medically fit, with a safety plan and follow-up.',
    investigations: [
      {
        name: 'Serum paracetamol level (at least 4 hours after ingestion), LFTs and UEC',
        subtype: 'pathology',
        when: 'in hospital, for every deliberate overdose',
      },
      { name: 'Blood alcohol, venous blood gas and glucose', subtype: 'pathology', when: 'in hospital' },
      { name: '12-lead ECG', subtype: 'other', when: 'in hospital (QRS and QT prolongation)' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually a week or more, guided by the mental health team.' },
    referrals: [
      ED_NOW('deliberate overdose: toxicology risk assessment and treatment'),
      {
        kind: 'specialist',
        to: 'Mental health team (consultation-liaison psychiatry)',
        urgency: 'immediate',
        reason: 'suicide risk assessment and a safety plan once medically fit',
      },
      {
        kind: 'gp',
        to: 'General practitioner',
        urgency: 'urgent',
        reason: 'follow-up within a few days of discharge and a mental health care plan',
      },
    ],
    advice: [
      'Go to hospital even if you feel fine: some overdoses, such as paracetamol, cause harm a day or more later.',
      'Take the medicine packets with you so the doctors know what was taken.',
      'Lifeline (13 11 14) and the Suicide Call Back Service (1300 659 467) are there any time of day or night.',
      'Ask someone you trust to stay with you, and to keep medicines out of reach for now.',
    ],
  },
  {
    condition: 'miscarriage_haemorrhage',
    care: 'Very heavy bleeding in pregnancy with faintness is an emergency: call 000 now. Lie down with your legs raised while you wait, keep the pads so the doctors can see how much you are bleeding, and do not eat or drink in case you need a procedure.',
    seekHelp: 'you soak more than 2 pads an hour, feel faint or dizzy, or have severe pain: call 000 straight away',
    emergency: true,
    approach:
      'Miscarriage with haemorrhage (heavy bleeding, faintness or shock in early pregnancy): ambulance; resuscitation, FBC and group and hold (crossmatch if shocked), speculum examination to remove products from the cervical os, uterotonic and surgical management of miscarriage per gynaecology; anti-D if Rh-negative; exclude ectopic pregnancy.',
    investigations: [
      {
        name: 'FBC, blood group and antibody screen (crossmatch if shocked) and quantitative beta-hCG',
        subtype: 'pathology',
        when: 'in hospital, now',
      },
      { name: 'Pelvic ultrasound', subtype: 'imaging', when: 'in hospital, once stable' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually one to two weeks, for physical recovery and grief; longer if needed.',
    },
    referrals: [
      ED_NOW('heavy bleeding in early pregnancy with faintness'),
      {
        kind: 'specialist',
        to: 'Gynaecology (early pregnancy assessment)',
        urgency: 'immediate',
        reason: 'management of miscarriage with haemorrhage',
      },
      {
        kind: 'gp',
        to: 'General practitioner',
        urgency: 'routine',
        reason: 'follow-up, emotional support and a repeat pregnancy test in 3 weeks',
      },
    ],
    advice: [
      'Call 000 if you soak through more than 2 pads an hour, pass large clots, or feel faint.',
      'If your blood group is Rh-negative you will need an anti-D injection.',
      'Grief after a miscarriage is normal; the Pink Elephants and Red Nose support services can help.',
    ],
  },
  {
    condition: 'respiratory_failure',
    care: 'Breathing this hard is an emergency: call 000 now. Sit upright, leaning slightly forward, and stay calm and still. If you have a reliever puffer, use it while you wait. Unlock the door if you can.',
    seekHelp:
      'the lips go blue, the person cannot speak, becomes drowsy or stops breathing: call 000 and start CPR if they stop breathing',
    emergency: true,
    approach:
      'Life-threatening breathlessness (too breathless to speak, laboured breathing, cyanosis, drowsiness or confusion): ambulance; oxygen titrated to SpO2 92 to 96% (88 to 92% in COPD), treat the cause (asthma or COPD exacerbation, pneumonia, heart failure, pulmonary embolism, bronchiolitis in infants); blood gas, chest X-ray and non-invasive or invasive ventilation as needed.',
    investigations: [
      { name: 'Arterial or venous blood gas', subtype: 'pathology', when: 'in hospital, now' },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'in hospital, now' },
      { name: 'FBC, UEC, CRP, troponin and BNP as indicated', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Depends on the cause; usually at least a week after discharge.' },
    referrals: [ED_NOW('life-threatening breathing difficulty')],
    advice: [
      'Call 000 for breathing difficulty with blue lips, drowsiness, or being unable to speak in sentences.',
      'After recovery, see your doctor to review the cause and your action plan.',
    ],
  },
];
