import { PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement } from './types.js';

export const IMMUNE_BLOOD_AND_TRAVEL: ConditionManagement[] = [
  {
    condition: 'acute_hiv',
    care: 'A blood test can confirm or rule this out; a doctor can arrange it confidentially. Use condoms until you have your results.',
    seekHelp: 'you have a high fever that will not settle, a severe headache, or feel very unwell',
    approach:
      'Possible acute HIV infection: fourth-generation HIV test and viral load, full STI screen, and prompt referral to a sexual health or HIV service for antiretroviral therapy. If an exposure was within 72 hours, post-exposure prophylaxis is urgent.',
    investigations: [
      {
        name: 'HIV antigen/antibody (4th generation) test and HIV viral load',
        subtype: 'pathology',
        when: 'now (with consent)',
      },
      { name: 'Syphilis serology, hepatitis B and C serology', subtype: 'pathology', when: 'now' },
      { name: 'Chlamydia and gonorrhoea PCR (urine and swabs)', subtype: 'pathology', when: 'now' },
      { name: 'Full blood count (FBC) and liver function tests', subtype: 'pathology', when: 'baseline' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: 'Usually 2 to 5 days for the acute illness; the certificate must not name the condition unless the patient agrees.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Sexual health clinic / HIV physician',
        urgency: 'urgent',
        reason: 'suspected acute HIV infection: confirmation and antiretroviral therapy',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'post-exposure prophylaxis if an exposure was within the last 72 hours',
      },
    ],
    advice: [
      'Use condoms and avoid sharing needles until your results are known.',
      'If you had a possible exposure in the last 72 hours, go to an emergency department or sexual health clinic today for preventive medicine.',
      'HIV is very treatable: people on treatment with an undetectable viral load live long lives and do not pass it on sexually.',
      'Your results are confidential; the clinic can help you tell partners anonymously if you wish.',
    ],
  },
  {
    condition: 'anaemia',
    care: 'A blood test can check your iron and blood count. Iron-rich foods (red meat, legumes, leafy greens) help; do not start iron tablets before the test.',
    seekHelp: 'you faint, have chest pain, become very breathless, or notice black stools or heavy bleeding',
    approach:
      'Confirm and classify the anaemia (FBC, film, iron studies, B12, folate), replace what is missing, and find the cause — in men and post-menopausal women iron deficiency needs gastrointestinal investigation.',
    investigations: [
      { name: 'Full blood count (FBC) with blood film and reticulocytes', subtype: 'pathology', when: 'now' },
      { name: 'Iron studies, vitamin B12 and folate', subtype: 'pathology', when: 'now' },
      { name: 'UEC, liver function tests and coeliac serology', subtype: 'pathology', when: 'now' },
      {
        name: 'Gastroscopy and colonoscopy',
        subtype: 'other',
        when: 'iron deficiency in men or post-menopausal women, or with bowel symptoms',
      },
    ],
    medications: [
      {
        name: 'Ferrous sulfate (105 mg elemental iron) modified-release tablet',
        dose: '1 tablet',
        route: 'oral',
        frequency: 'once daily or on alternate days',
        duration: 'until 3 months after haemoglobin normalises',
        cautions:
          'Constipation, nausea and dark stools; separate from antacids, calcium, levothyroxine and some antibiotics by 2 hours.',
        needsMoreInfo: 'Only once iron studies confirm iron deficiency; the cause of the iron loss must be found.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days; depends on symptoms.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'review of results and the cause of anaemia',
      },
      { kind: 'specialist', to: 'Gastroenterologist', urgency: 'routine', reason: 'unexplained iron deficiency' },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'chest pain, fainting, breathlessness at rest, or heavy bleeding',
      },
    ],
    advice: [
      'Eat iron-rich foods (red meat, legumes, leafy greens) with vitamin C, and avoid tea or coffee with meals.',
      'Iron tablets work best on an empty stomach; taking them every second day can reduce stomach upset.',
      'Seek urgent care for chest pain, fainting, black stools or heavy bleeding.',
    ],
  },
  {
    condition: 'anaphylaxis',
    care: 'This may be a severe allergic reaction. If you have an adrenaline auto-injector (EpiPen), use it now, then call 000. Lie down with your legs raised (or sit up if breathing is hard).',
    seekHelp: 'anything gets worse or your breathing is difficult: call 000 straight away',
    emergency: true,
    approach:
      'Anaphylaxis: adrenaline intramuscularly now and an ambulance; observe in hospital for at least 4 hours. Afterwards: two adrenaline auto-injectors, an ASCIA action plan and immunology referral.',
    investigations: [
      { name: 'Serum mast cell tryptase', subtype: 'pathology', when: 'in hospital, within 1 to 4 hours of onset' },
      {
        name: 'Allergen-specific IgE or skin-prick testing',
        subtype: 'pathology',
        when: 'at least 4 to 6 weeks later, via an immunologist',
      },
    ],
    medications: [
      {
        name: 'Adrenaline (epinephrine) auto-injector 300 micrograms',
        dose: '300 micrograms (0.3 mg)',
        route: 'intramuscular, outer mid-thigh',
        frequency: 'once now; repeat after 5 minutes if no improvement',
        duration: 'emergency use; prescribe two auto-injectors to carry',
        cautions: 'No contraindication in anaphylaxis; lie flat (or sit if breathing is hard), do not stand or walk.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 2 days after discharge.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'anaphylaxis: treatment and observation',
      },
      {
        kind: 'specialist',
        to: 'Clinical immunologist / allergist',
        urgency: 'urgent',
        reason: 'identify the trigger and an anaphylaxis action plan',
      },
    ],
    advice: [
      'Use an adrenaline auto-injector now if you have one, then call 000. Lie flat with legs raised (or sit if breathing is hard); do not stand or walk.',
      'Always carry two adrenaline auto-injectors and your ASCIA action plan, and avoid the trigger.',
    ],
  },
  {
    condition: 'chagas',
    care: 'A blood test can confirm this infection; a doctor can arrange it and refer you for treatment.',
    seekHelp: 'you have chest pain, palpitations, fainting or swelling of the legs',
    approach:
      'Possible Chagas disease (Trypanosoma cruzi) in someone from Latin America: two different serology tests, ECG and echocardiogram, and infectious diseases referral; antiparasitic treatment is specialist-supplied.',
    investigations: [
      { name: 'Trypanosoma cruzi serology (two different assays)', subtype: 'pathology', when: 'now' },
      { name: '12-lead ECG', subtype: 'other', when: 'baseline (cardiac involvement)' },
      { name: 'Transthoracic echocardiogram', subtype: 'imaging', when: 'baseline' },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Usually not needed beyond a day or two unless the heart is affected.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Infectious diseases physician',
        urgency: 'routine',
        reason: 'suspected Chagas disease: confirmation and antiparasitic treatment',
      },
      {
        kind: 'specialist',
        to: 'Cardiologist',
        urgency: 'routine',
        reason: 'if the ECG or echocardiogram is abnormal',
      },
    ],
    advice: [
      'Chagas disease is not spread by everyday contact.',
      'Do not donate blood or organs until you have been assessed.',
      'Family members who lived in the same area, and children of affected women, should be tested too.',
      'See a doctor promptly for palpitations, fainting, or swallowing problems.',
    ],
  },
  {
    condition: 'ebola',
    care: 'Please call 000 now and tell them about your travel and possible contact with Ebola, so they can prepare. Stay away from other people.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Possible Ebola virus disease (travel or contact within 21 days): isolate at home, do not attend a clinic unannounced, and contact the state public health unit and 000 now so transport and testing are arranged safely.',
    investigations: [
      {
        name: 'Ebola virus PCR (arranged by public health)',
        subtype: 'pathology',
        when: 'through the public health unit only',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 21, note: 'Isolation as directed by public health (21 days from last exposure).' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department (via public health and 000)',
        urgency: 'immediate',
        reason: 'suspected Ebola virus disease: isolation and testing',
      },
    ],
    advice: [
      'Stay where you are, away from other people, and call 000: tell them about your travel or contact so they can come prepared.',
      'Do not go to a clinic or hospital without calling first, and do not share utensils, towels or bathrooms.',
    ],
  },
  {
    condition: 'sle',
    care: 'Protect your skin from the sun, rest when you need to, and see a doctor for blood tests and a specialist referral.',
    seekHelp: 'you have chest pain, shortness of breath, swelling of the legs, or a high fever',
    approach:
      'Possible systemic lupus: autoantibodies, complement, blood count and urine protein, and rheumatology referral. Hydroxychloroquine is the basis of treatment once confirmed; NSAIDs only with normal kidney function.',
    investigations: [
      { name: 'ANA, anti-dsDNA and ENA antibodies', subtype: 'pathology', when: 'now' },
      { name: 'Complement C3 and C4, FBC, ESR and CRP', subtype: 'pathology', when: 'now' },
      {
        name: 'UEC and urine albumin/creatinine ratio with urine microscopy',
        subtype: 'pathology',
        when: 'now (lupus nephritis)',
      },
    ],
    medications: [
      {
        name: 'Naproxen',
        dose: '250 to 500 mg',
        route: 'oral',
        frequency: '12-hourly with food',
        duration: 'up to 2 weeks',
        cautions:
          'Avoid with kidney involvement, peptic ulcer, anticoagulants or heart failure, and from 20 weeks of pregnancy.',
        needsMoreInfo: 'Check kidney function and urine protein first (lupus nephritis).',
      },
      {
        name: 'Hydroxychloroquine',
        dose: '200 mg (no more than 5 mg/kg a day)',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions: 'Retinal toxicity: baseline and yearly eye checks after 5 years; QT prolongation.',
        needsMoreInfo:
          'Start once the diagnosis is confirmed, usually by the rheumatologist; needs weight and a baseline eye examination.',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 5 days for a flare.' },
    referrals: [
      { kind: 'specialist', to: 'Rheumatologist', urgency: 'urgent', reason: 'suspected systemic lupus erythematosus' },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'chest pain, breathlessness, seizures, confusion, or greatly reduced urine',
      },
    ],
    advice: [
      'Protect your skin from the sun with clothing, a hat and SPF 50+ sunscreen; sunlight can trigger flares.',
      'Rest during flares and keep active when well; do not smoke.',
      'Seek urgent care for chest pain, breathlessness, swelling of the legs with little urine, confusion or seizures.',
    ],
  },
  {
    condition: 'localised_oedema',
    care: 'Raise the swollen part when you rest and avoid standing still for long. A doctor should check the cause.',
    seekHelp:
      'the swelling is sudden, in the face, lips or tongue, in one leg with pain or redness, or comes with breathlessness: call 000',
    approach:
      'Localised swelling: find the cause before treating (DVT, cellulitis, venous insufficiency, medicines such as calcium-channel blockers, kidney, liver or heart disease). Diuretics are not started without a cause.',
    investigations: [
      { name: 'Venous duplex ultrasound of the leg', subtype: 'imaging', when: 'one-sided leg swelling (exclude DVT)' },
      { name: 'UEC, liver function tests, albumin and TSH', subtype: 'pathology', when: 'now' },
      { name: 'Urine albumin/creatinine ratio', subtype: 'pathology', when: 'now' },
      {
        name: 'Transthoracic echocardiogram',
        subtype: 'imaging',
        when: 'if breathlessness or heart failure is suspected',
      },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 1, note: 'Rarely needed beyond a day unless the cause requires it.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'examination within a few days',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'painful swollen calf with breathlessness (DVT/PE), or swelling of the face, lips or tongue',
      },
    ],
    advice: [
      'Raise the swollen limb when resting and avoid standing or sitting still for long periods.',
      'Note whether the swelling is on one side or both, and any new medicines you started recently.',
      'Call 000 for sudden breathlessness or chest pain, or swelling of the face, lips or tongue.',
    ],
  },
];
