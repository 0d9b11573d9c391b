import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement } from './types.js';

export const NERVES_MUSCLES_AND_MIND: ConditionManagement[] = [
  {
    condition: 'cluster_headache',
    care: 'Breathing high-flow oxygen and certain prescription medicines work well for cluster headaches, so see a doctor for a plan. Avoid alcohol during a cluster period.',
    seekHelp:
      'a headache is sudden and severe ("the worst ever"), or comes with weakness, confusion, a stiff neck or fever: call 000',
    approach:
      'Acute attacks: high-flow oxygen or subcutaneous sumatriptan. Prevention through the cluster period with verapamil, started with ECG monitoring. First presentation needs brain imaging.',
    investigations: [
      { name: 'MRI of the brain', subtype: 'imaging', when: 'first presentation, or atypical features' },
      { name: '12-lead ECG', subtype: 'other', when: 'before verapamil and with each dose increase' },
    ],
    medications: [
      {
        name: 'Sumatriptan injection',
        dose: '6 mg',
        route: 'subcutaneous',
        frequency:
          'at the onset of an attack; a second dose after at least 1 hour if needed (maximum 12 mg in 24 hours)',
        duration: 'through the cluster period',
        cautions:
          'Not with coronary or cerebrovascular disease, uncontrolled hypertension or within 24 hours of an ergot; serotonin toxicity (rare) with SSRIs or SNRIs.',
      },
      {
        name: 'Oxygen 100% via non-rebreather mask',
        dose: '12 to 15 L/min',
        route: 'inhaled',
        frequency: 'at the start of each attack for 15 to 20 minutes',
        duration: 'through the cluster period',
        cautions: 'No smoking or open flames nearby; a home oxygen supply must be arranged.',
        alternative: true,
      },
      {
        name: 'Zolmitriptan nasal spray',
        dose: '5 mg',
        route: 'intranasal',
        frequency: 'at the onset of an attack; repeat after 2 hours if needed (maximum 10 mg in 24 hours)',
        duration: 'through the cluster period',
        cautions: 'As for sumatriptan; slower onset than an injection.',
        alternative: true,
      },
      {
        name: 'Verapamil (preventive)',
        dose: '80 mg',
        route: 'oral',
        frequency: '8-hourly, increased every 1 to 2 weeks as tolerated',
        duration: 'through the cluster period, then taper',
        cautions:
          'Heart block, slow heart rate, low blood pressure and constipation; many interactions (colchicine, statins, beta-blockers).',
        needsMoreInfo: 'Needs a baseline ECG and an ECG with each dose increase; best started with a neurologist.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'During a cluster period, attacks may justify repeated short absences.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'urgent',
        reason: 'confirmation and preventive treatment of cluster headache',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'sudden worst-ever headache, fever with neck stiffness, weakness, confusion or vision loss',
      },
    ],
    advice: [
      'Avoid alcohol during a cluster period; it commonly triggers attacks.',
      'Keep a headache diary and keep to regular sleep times.',
      'Call 000 for a sudden severe headache unlike your usual attacks, weakness, confusion, fever with a stiff neck, or loss of vision.',
    ],
  },
  {
    condition: 'myasthenia_gravis',
    care: 'Rest when weakness comes on and see a doctor soon for tests and treatment.',
    seekHelp: 'you have any trouble breathing or swallowing: call 000',
    approach:
      'Possible myasthenia gravis: antibody testing, chest CT for thymoma and urgent neurology referral; treatment (pyridostigmine, immunotherapy) is started by the neurologist. Breathing or swallowing difficulty is a myasthenic crisis.',
    investigations: [
      {
        name: 'Acetylcholine receptor antibodies (and MuSK antibodies if negative)',
        subtype: 'pathology',
        when: 'now',
      },
      { name: 'Thyroid function tests (TSH)', subtype: 'pathology', when: 'baseline' },
      { name: 'CT of the chest', subtype: 'imaging', when: 'to look for a thymoma' },
      {
        name: 'Nerve conduction studies with repetitive stimulation / single-fibre EMG',
        subtype: 'other',
        when: 'as the neurologist advises',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Depends on weakness and the job (driving, machinery).' },
    referrals: [
      { kind: 'specialist', to: 'Neurologist', urgency: 'urgent', reason: 'suspected myasthenia gravis' },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'difficulty breathing, swallowing or speaking (myasthenic crisis)',
      },
    ],
    advice: [
      'Rest when weak; symptoms are often worse later in the day.',
      'Do not drive if you have double vision or drooping eyelids.',
      'Some medicines can make myasthenia worse (some antibiotics, beta-blockers, magnesium): check with a doctor or pharmacist before starting anything new.',
      'Call 000 if you have difficulty breathing or swallowing.',
    ],
  },
  {
    condition: 'guillain_barre',
    care: 'Weakness that spreads needs to be checked in hospital today. Please go to the emergency department, or call 000 if breathing or swallowing is affected.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Suspected Guillain-Barré syndrome: emergency department now, as breathing muscles can fail quickly. Lumbar puncture, nerve conduction studies and immunoglobulin are hospital care.',
    investigations: [
      { name: 'Lumbar puncture (CSF protein and cells)', subtype: 'other', when: 'in hospital' },
      { name: 'Nerve conduction studies', subtype: 'other', when: 'in hospital' },
      { name: 'Forced vital capacity (bedside spirometry)', subtype: 'other', when: 'in hospital, repeated' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'From presentation; recovery often takes weeks to months.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'suspected Guillain-Barré syndrome: risk of respiratory failure',
      },
    ],
    advice: [
      'Go to the emergency department now; call 000 if you have any difficulty breathing or swallowing.',
      'Do not drive yourself.',
    ],
  },
  {
    condition: 'acute_dystonia',
    care: 'This is usually a reaction to a recent medicine. Do not take another dose until a doctor has advised you; it can be treated quickly, so please be seen today.',
    seekHelp: 'you have trouble breathing or swallowing, or your tongue or throat feels like it is swelling: call 000',
    approach:
      'A reaction to a dopamine-blocking medicine: stop the cause and give an anticholinergic. Laryngeal or tongue involvement needs parenteral treatment in the emergency department.',
    investigations: [],
    medications: [
      {
        name: 'Benzatropine',
        dose: '1 to 2 mg',
        route: 'oral',
        frequency: 'once or twice daily',
        duration: '2 to 3 days (to prevent recurrence)',
        cautions: 'Dry mouth, urinary retention, confusion in older people; not in angle-closure glaucoma.',
        needsMoreInfo:
          'Identify and stop the causative medicine (metoclopramide, prochlorperazine, antipsychotics); a severe reaction needs an IM or IV dose in hospital first.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually settles within a day once treated.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'tongue or throat spasm, difficulty breathing or swallowing, or severe symptoms',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'review of the medicine that caused it',
      },
    ],
    advice: [
      'Do not take the medicine that caused the reaction again; tell every doctor and pharmacist about this reaction.',
      'Call 000 if your tongue or throat feels tight, or you have trouble breathing or swallowing.',
    ],
  },
  {
    condition: 'spontaneous_rib_fracture',
    care: 'Pain relief (paracetamol, with ibuprofen if suitable) and gentle deep breaths every hour help prevent a chest infection. A doctor should check why a rib cracked without injury.',
    seekHelp: 'you become short of breath, cough up blood or develop a fever',
    approach:
      'A rib fracture without significant injury: regular analgesia so the patient can breathe deeply, exclude pneumothorax, and look for a cause (osteoporosis, cough fracture, bone lesion).',
    investigations: [
      { name: 'Chest X-ray', subtype: 'imaging', when: 'to exclude pneumothorax or a lesion' },
      { name: 'Bone density scan (DXA)', subtype: 'imaging', when: 'fracture with minimal trauma' },
      {
        name: 'Calcium, vitamin D, UEC, ALP, FBC and serum protein electrophoresis',
        subtype: 'pathology',
        when: 'to look for a cause',
      },
    ],
    medications: [
      { ...PARACETAMOL, frequency: 'every 6 hours regularly (maximum 4 g in 24 hours)', duration: '1 to 2 weeks' },
      { ...IBUPROFEN, alternative: true, duration: 'up to 7 days' },
    ],
    certificate: {
      suggestedDays: 5,
      note: 'Usually 3 to 7 days; longer for heavy physical work (healing takes about 6 weeks).',
    },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination and investigation of bone health',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'breathlessness, coughing blood or worsening pain',
      },
    ],
    advice: [
      'Take pain relief regularly so you can breathe deeply and cough; take 10 deep breaths every hour while awake.',
      'Hold a pillow against your chest when you cough.',
      'Rib fractures take about 6 weeks to heal; avoid heavy lifting meanwhile.',
      'Seek urgent care if you become short of breath, cough blood or develop a fever.',
    ],
  },
  {
    condition: 'panic_attack',
    care: 'Slow breathing helps: breathe in for 4 counts, hold for 4, out for 6. Panic attacks are frightening but not dangerous, and they pass. Talking to a GP or a psychologist, or calling Beyond Blue on 1300 22 4636, can help stop them coming back.',
    seekHelp:
      'you have chest pain that does not settle, faint, or have thoughts of harming yourself (call Lifeline on 13 11 14, or 000 in an emergency)',
    approach:
      'Exclude physical causes (ECG if palpitations or chest pain), reassure, and offer psychological therapy (CBT). An SSRI is for recurrent panic disorder; avoid benzodiazepines.',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'if palpitations or chest pain' },
      { name: 'TSH, full blood count (FBC) and blood glucose', subtype: 'pathology', when: 'first presentation' },
    ],
    medications: [
      {
        name: 'Sertraline',
        dose: '25 mg for 1 week, then 50 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'at least 6 to 12 months once effective',
        cautions:
          'Anxiety and nausea early on; suicidality warning under 25; serotonin toxicity with other serotonergic drugs; bleeding with NSAIDs or anticoagulants.',
        needsMoreInfo:
          'For recurrent panic disorder only, after a mental health assessment including suicide risk; review in 2 to 4 weeks.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually a day; more if part of a broader mental health plan.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'mental health treatment plan and referral to a psychologist',
      },
      { kind: 'specialist', to: 'Psychologist', urgency: 'routine', reason: 'cognitive behavioural therapy for panic' },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'chest pain that does not settle, or thoughts of self-harm',
      },
    ],
    advice: [
      'During an attack, breathe slowly: in for 4 seconds, hold for 2, out for 6. The feelings peak and pass within minutes and are not dangerous.',
      'Cut down on caffeine and alcohol, and keep active.',
      'Support is available any time: Lifeline 13 11 14, Beyond Blue 1300 22 4636.',
      'Call 000 if you have chest pain that does not settle, or thoughts of harming yourself.',
    ],
  },
];
