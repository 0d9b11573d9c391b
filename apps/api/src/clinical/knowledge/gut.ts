import { PANTOPRAZOLE, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement } from './types.js';

export const GUT: ConditionManagement[] = [
  {
    condition: 'gord',
    care: 'Eat smaller meals, avoid eating within 3 hours of bed, raise the head of your bed, and cut back on alcohol, coffee, spicy and fatty food. An antacid from the pharmacy can help.',
    seekHelp:
      'you have trouble swallowing, vomit blood, have black stools, lose weight without trying, or have chest pain with exertion',
    approach:
      'Gastro-oesophageal reflux: lifestyle measures and a 4-week trial of a proton pump inhibitor. Alarm features (weight loss, dysphagia, vomiting, bleeding, anaemia, new onset over 55) need endoscopy first.',
    investigations: [
      {
        name: 'Helicobacter pylori urea breath test or stool antigen',
        subtype: 'pathology',
        when: 'if dyspepsia persists (stop the PPI 2 weeks before)',
      },
      { name: 'Full blood count (FBC) and iron studies', subtype: 'pathology', when: 'if alarm features or fatigue' },
      {
        name: 'Gastroscopy',
        subtype: 'other',
        when: 'alarm features, new symptoms over 55, or no response to 8 weeks of treatment',
      },
    ],
    medications: [
      PANTOPRAZOLE,
      { ...PANTOPRAZOLE, name: 'Esomeprazole', dose: '20 mg', alternative: true },
      {
        name: 'Sodium alginate with sodium bicarbonate and calcium carbonate liquid',
        dose: '10 to 20 mL',
        route: 'oral',
        frequency: 'after meals and at bedtime when required',
        duration: 'when required',
        cautions:
          'High sodium content: caution in heart failure or a salt-restricted diet; separate from other medicines by 2 hours.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs more than a day.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist',
        urgency: 'routine',
        reason: 'alarm features or symptoms not controlled by a proton pump inhibitor',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'vomiting blood, black stools, or chest pain with sweating or breathlessness',
      },
    ],
    advice: [
      'Eat smaller meals, avoid eating within 3 hours of bed, and raise the head of the bed.',
      'Cut down on alcohol, fatty and spicy food, coffee and chocolate if they trigger symptoms; stop smoking.',
      'Losing weight, if you are above a healthy weight, greatly reduces reflux.',
      'See a doctor promptly for trouble swallowing, weight loss or vomiting; call 000 for vomiting blood, black stools, or chest pain with sweating.',
    ],
  },
  {
    condition: 'boerhaave',
    care: 'This needs to be checked in an emergency department now. Please call 000 or have someone take you; do not drive yourself.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Suspected oesophageal rupture after vomiting: a surgical emergency. Ambulance now, nil by mouth; CT with oral contrast in hospital. No medicine is started remotely.',
    investigations: [
      { name: 'CT of the chest with oral contrast', subtype: 'imaging', when: 'in hospital' },
      { name: 'FBC, UEC, CRP and lipase', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'From presentation; usually weeks, as the surgical team advises.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'suspected oesophageal rupture (Boerhaave syndrome)',
      },
    ],
    advice: ['Call 000 now. Do not eat or drink anything while you wait.'],
  },
  {
    condition: 'inguinal_hernia',
    care: 'Avoid heavy lifting and straining. A doctor can examine it and arrange a surgical review if needed.',
    seekHelp:
      'the lump becomes hard, very painful or cannot be pushed back, or you vomit or cannot pass wind: go to the emergency department',
    approach:
      'A reducible groin hernia: confirm on examination (ultrasound if unclear) and refer for elective repair. A tender, irreducible hernia is strangulation until proven otherwise.',
    investigations: [
      { name: 'Ultrasound of the groin', subtype: 'imaging', when: 'if the diagnosis is unclear on examination' },
    ],
    medications: [PARACETAMOL],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days; avoid heavy lifting until repaired. Longer after surgery.',
    },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination to confirm the hernia',
      },
      { kind: 'specialist', to: 'General surgeon', urgency: 'routine', reason: 'elective hernia repair' },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'a painful lump that will not go back in, with vomiting or a swollen abdomen (strangulation)',
      },
    ],
    advice: [
      'Avoid heavy lifting and straining; treat constipation and cough, which make it worse.',
      'Go to the emergency department if the lump becomes painful, hard, red or will not go back in, especially with vomiting.',
    ],
  },
  {
    condition: 'pancreatic_cancer',
    care: 'These symptoms need blood tests and a scan soon. A doctor can arrange them and a specialist referral.',
    seekHelp: 'your skin or eyes turn yellow, you have severe tummy pain, or you vomit repeatedly',
    approach:
      'Possible pancreatic cancer: urgent pancreas-protocol CT and bloods, and referral to a hepatobiliary team; symptom relief meanwhile.',
    investigations: [
      { name: 'CT of the abdomen (pancreas protocol)', subtype: 'imaging', when: 'now' },
      { name: 'Liver function tests, lipase, FBC, UEC and HbA1c', subtype: 'pathology', when: 'now' },
      { name: 'CA 19-9', subtype: 'pathology', when: 'with imaging (not for diagnosis alone)' },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 3, note: 'Longer certificates follow specialist assessment.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Hepatobiliary surgeon / gastroenterologist',
        urgency: 'urgent',
        reason: 'suspected pancreatic cancer: diagnosis and staging',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'fever with jaundice, severe pain, or vomiting that will not stop',
      },
    ],
    advice: [
      'Please have the scan and blood tests done promptly.',
      'Seek urgent care for yellow skin or eyes with fever, severe abdominal pain, or vomiting that will not stop.',
      'It is normal to feel worried; you can talk to your GP, or call Cancer Council on 13 11 20.',
    ],
  },
  {
    condition: 'scombroid',
    care: 'This reaction to spoiled fish usually settles within a day. An antihistamine (such as loratadine or cetirizine) can ease flushing and itch. Avoid the rest of that fish.',
    seekHelp: 'you have trouble breathing, swelling of the lips or tongue, faintness or chest pain: call 000',
    approach:
      'Histamine poisoning from spoiled fish: not an allergy. An antihistamine settles it within hours; breathing difficulty or low blood pressure needs the emergency department.',
    investigations: [],
    medications: [
      {
        name: 'Cetirizine',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: '1 to 2 days',
        cautions: 'Drowsiness; halve the dose in kidney impairment.',
      },
      {
        name: 'Famotidine',
        dose: '20 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '1 day',
        cautions: 'Reduce the dose in kidney impairment.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Symptoms settle within 12 to 24 hours.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'wheeze, breathing difficulty, swelling of the tongue or throat, or fainting',
      },
    ],
    advice: [
      'This is a reaction to histamine in spoiled fish, not a fish allergy; you can eat fresh fish again.',
      'Symptoms usually settle within 12 to 24 hours; drink fluids and rest.',
      'Let the place where you bought the fish, or your local council, know so others are not affected.',
      'Call 000 if you have difficulty breathing, swelling of the tongue or throat, or feel faint.',
    ],
  },
];
