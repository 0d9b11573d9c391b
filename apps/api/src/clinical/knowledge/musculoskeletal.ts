import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW, ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * Management of muscle, bone, joint and injury conditions (Therapeutic Guidelines: Rheumatology and
 * Pain and Analgesia; Australian Medicines Handbook; ACSQHC Low Back Pain and Osteoarthritis of the Knee
 * Clinical Care Standards; RACGP guideline for hip and knee osteoarthritis; Ottawa ankle, knee and
 * Canadian C-spine rules; RCH Clinical Practice Guidelines for children's injuries).
 */

// ——— Shared medicines

const NAPROXEN: Medication = {
  name: 'Naproxen',
  dose: '250 to 500 mg',
  route: 'oral',
  frequency: 'twice daily with food (maximum 1000 mg a day)',
  duration: 'up to 1 to 2 weeks, then review',
  cautions:
    'Avoid with peptic ulcer or gastrointestinal bleeding, kidney impairment, heart failure, NSAID-sensitive asthma, anticoagulants and from 20 weeks of pregnancy (fetal kidney harm); consider a proton pump inhibitor in people over 65.',
};

const DICLOFENAC_GEL: Medication = {
  name: 'Diclofenac diethylamine 1.16% gel',
  dose: '2 to 4 g (a 5 to 10 cm strip) rubbed into the sore area',
  route: 'topical',
  frequency: '3 to 4 times a day',
  duration: 'up to 2 to 4 weeks, then review',
  cautions:
    'Not on broken or infected skin; wash hands afterwards; less systemic risk than tablets, but avoid in NSAID-sensitive asthma and from 20 weeks of pregnancy.',
};

/** Short course while arranging imaging or review of an injury. */
const INJURY_PARACETAMOL: Medication = {
  ...PARACETAMOL,
  frequency: 'every 6 hours regularly for the first few days (maximum 4 g in 24 hours)',
};
const INJURY_IBUPROFEN: Medication = { ...IBUPROFEN, alternative: true };
const INJURY_PAIN_RELIEF: Medication[] = [INJURY_PARACETAMOL, INJURY_IBUPROFEN];

const CHILD_PARACETAMOL: Medication = {
  ...PARACETAMOL,
  dose: '15 mg/kg (adult 1 g)',
  needsMoreInfo: "Dose by the child's weight.",
};
const CHILD_IBUPROFEN: Medication = {
  ...IBUPROFEN,
  dose: '5 to 10 mg/kg (adult 200 to 400 mg)',
  alternative: true,
  needsMoreInfo: "Dose by the child's weight; not under 3 months.",
};

const COLCHICINE: Medication = {
  name: 'Colchicine',
  dose: '1 mg, then 0.5 mg one hour later',
  route: 'oral',
  frequency: 'once (1.5 mg in total on day 1); from the next day 0.5 mg two or three times a day if needed',
  duration: 'until the attack settles; do not repeat a course within 3 days',
  cautions:
    'Reduce the dose in kidney impairment and the elderly; dangerous with clarithromycin, erythromycin, azole antifungals, ciclosporin, verapamil and diltiazem (CYP3A4 and P-glycoprotein inhibitors); stop if diarrhoea or vomiting.',
  needsMoreInfo: 'Check kidney function (eGFR) and interacting medicines first.',
};

const PREDNISOLONE_GOUT: Medication = {
  name: 'Prednisolone',
  dose: '30 mg',
  route: 'oral',
  frequency: 'once daily in the morning',
  duration: '3 to 5 days until settling, then taper over 7 to 10 days',
  cautions:
    'Raises blood glucose (monitor in diabetes) and blood pressure; mood change and insomnia; exclude joint infection first.',
};

const ALLOPURINOL: Medication = {
  name: 'Allopurinol',
  dose: '100 mg (50 mg if eGFR below 30), increasing by 50 to 100 mg every 4 weeks',
  route: 'oral',
  frequency: 'once daily',
  duration: 'long term, to a serum urate below 0.36 mmol/L',
  cautions:
    'Start 2 to 4 weeks after the attack settles (or continue if already taking it) with colchicine 0.5 mg once or twice daily cover for 6 months; stop at the first sign of a rash (severe hypersensitivity, higher risk with HLA-B*5801 in people of Han Chinese, Thai or Korean background); interacts with azathioprine.',
  alternative: true,
  needsMoreInfo:
    'Only for recurrent attacks (2 or more a year), tophi, gouty arthritis on x-ray or kidney stones: needs serum urate and kidney function first.',
};

const AMITRIPTYLINE_LOW: Medication = {
  name: 'Amitriptyline',
  dose: '5 to 10 mg, increasing slowly to 25 to 50 mg',
  route: 'oral',
  frequency: 'once daily, 1 to 2 hours before bed',
  duration: 'trial for 6 to 8 weeks, then review',
  cautions:
    'Drowsiness, dry mouth and constipation; avoid in heart block, recent heart attack, and with MAOIs; dangerous in overdose, so caution where there is any risk of self-harm; falls in older people.',
  needsMoreInfo:
    'Check for heart disease, suicide risk and interacting medicines (serotonergic drugs) before starting.',
};

const FRACTURE_CLINIC = (reason: string): Referral => ({
  kind: 'specialist',
  to: 'Orthopaedic or fracture clinic',
  urgency: 'urgent',
  reason,
});

const RETURN_TO_ACTIVITY = 'Keep moving within comfort: gentle activity speeds recovery more than rest in bed.';

export const MUSCULOSKELETAL: ConditionManagement[] = [
  // ——— Back
  {
    condition: 'low_back_pain',
    care: 'Keep moving and carry on with your usual activities as much as the pain allows: bed rest slows recovery. Heat packs and an anti-inflammatory such as ibuprofen for a few days can ease the pain. Most back pain settles within 2 to 6 weeks.',
    seekHelp:
      'you have numbness around your bottom or genitals, new trouble passing urine or controlling your bladder or bowels, weakness in a leg, fever, weight loss, or the pain is severe at night or getting worse despite treatment',
    approach:
      'Non-specific low back pain without red flags: reassurance, advice to stay active and return to usual activities, heat, and a short course of an NSAID if needed. No imaging without red flags or specific indications; avoid opioids, benzodiazepines and bed rest. Physiotherapy or an exercise program if not improving at 2 to 4 weeks.',
    investigations: [
      {
        name: 'No imaging',
        subtype: 'other',
        when: 'routine: imaging does not help non-specific back pain and is not recommended without red flags',
      },
      {
        name: 'MRI of the lumbar spine',
        subtype: 'imaging',
        when: 'only with red flags (cancer, infection, fracture, progressive neurological deficit) or persistent radicular pain being considered for intervention',
      },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 7 days' },
      { ...NAPROXEN, alternative: true },
      {
        ...PARACETAMOL,
        alternative: true,
        cautions: `${PARACETAMOL.cautions} Paracetamol on its own has little effect on acute low back pain.`,
      },
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days; staying at or returning to work early (with modified duties for heavy manual work) helps recovery.',
    },
    referrals: [
      PHYSIO('not improving after 2 to 4 weeks, recurrent episodes, or fear of movement'),
      GP_REVIEW('review if not improving within 4 to 6 weeks, or earlier for severe pain'),
      ED_NOW('saddle numbness, new bladder or bowel disturbance, or progressive leg weakness (cauda equina)'),
    ],
    advice: [
      RETURN_TO_ACTIVITY,
      'Heat packs and gentle walking help; avoid long periods of sitting or lying still.',
      'Most episodes improve a lot within 2 to 6 weeks, although it is common for back pain to come back from time to time.',
      'Call 000 or go to hospital now if you get numbness around your bottom or genitals, or cannot pass urine or control your bladder or bowels.',
    ],
  },
  {
    condition: 'sciatica',
    care: 'Stay as active as the pain allows and avoid bed rest. An anti-inflammatory such as ibuprofen can help for a short time. Most sciatica improves over 6 to 12 weeks.',
    seekHelp:
      'you have numbness around your bottom or genitals, trouble passing urine or controlling your bladder or bowels, a leg or foot becoming weak or dragging, or pain that is uncontrolled',
    approach:
      'Lumbar radicular pain without red flags: advice to stay active, short-course NSAID, and physiotherapy. Examine for a neurological deficit in person. Pregabalin, gabapentin and oral corticosteroids are not recommended for sciatica. MRI and spinal referral for a progressive deficit or pain not settling after 6 to 12 weeks.',
    investigations: [
      {
        name: 'Neurological examination of the legs (power, reflexes, sensation, straight-leg raise)',
        subtype: 'other',
        when: 'at an in-person review within a few days',
      },
      {
        name: 'MRI of the lumbar spine',
        subtype: 'imaging',
        when: 'progressive neurological deficit, or disabling pain after 6 to 12 weeks when surgery or an injection is being considered',
      },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 7 to 14 days' },
      { ...NAPROXEN, alternative: true },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Usually 2 to 7 days; longer for heavy manual work, with a graded return and modified duties.',
    },
    referrals: [
      GP_REVIEW('neurological examination within a few days', 'urgent'),
      PHYSIO('exercise-based rehabilitation'),
      {
        kind: 'specialist',
        to: 'Spinal surgeon or neurosurgeon',
        urgency: 'routine',
        reason:
          'disabling radicular pain beyond 6 to 12 weeks with a matching MRI finding, or a progressive deficit (urgently)',
      },
      ED_NOW('saddle numbness, bladder or bowel disturbance, or rapidly worsening leg weakness'),
    ],
    advice: [
      RETURN_TO_ACTIVITY,
      'Leg pain from a pinched nerve usually eases over weeks; most people recover without surgery.',
      'Call 000 or go to hospital now if you get numbness around your bottom or genitals, or cannot pass urine or control your bladder or bowels.',
    ],
  },
  {
    condition: 'cauda_equina_syndrome',
    care: 'This could be pressure on the nerves at the base of the spine, which needs an urgent scan and surgery to protect bladder, bowel and leg function. Go to the emergency department now, or call 000.',
    seekHelp:
      'you cannot pass urine, lose control of your bladder or bowels, or your legs get weaker: call 000 straight away',
    emergency: true,
    approach:
      'Suspected cauda equina syndrome (saddle anaesthesia, sphincter disturbance, bilateral or progressive leg symptoms): emergency department now for urgent MRI and spinal surgical review. Do not delay for outpatient imaging.',
    investigations: [
      { name: 'Urgent MRI of the lumbosacral spine', subtype: 'imaging', when: 'in hospital, as an emergency' },
      { name: 'Bladder scan (post-void residual volume)', subtype: 'other', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Depends on surgery and recovery; often several weeks.' },
    referrals: [
      ED_NOW('suspected cauda equina syndrome: emergency MRI'),
      {
        kind: 'specialist',
        to: 'Neurosurgeon or spinal surgeon',
        urgency: 'immediate',
        reason: 'decompression if confirmed',
      },
    ],
    advice: [
      'Go to the emergency department now or call 000. Do not wait to see if it gets better.',
      'Tell the staff you have back pain with numbness around your bottom or genitals, or bladder or bowel problems.',
    ],
  },
  {
    condition: 'osteoporotic_vertebral_fracture',
    care: 'Take regular paracetamol and keep gently active. A crush fracture of the spine needs an x-ray and treatment for thin bones, so please see a doctor in the next few days.',
    seekHelp:
      'you develop leg weakness or numbness, trouble with your bladder or bowels, the pain becomes uncontrollable, or you have a fever',
    approach:
      'Suspected osteoporotic vertebral compression fracture: confirm with x-ray, analgesia (regular paracetamol, cautious short-course NSAID or opioid), early mobilisation, and a fall and fracture-prevention plan. Start anti-osteoporosis treatment (a bisphosphonate or denosumab) after checking calcium, vitamin D and kidney function. Exclude malignancy or myeloma where suspected.',
    investigations: [
      { name: 'X-ray of the thoracic and lumbar spine', subtype: 'imaging', when: 'to confirm the fracture' },
      {
        name: 'Bone mineral density (DXA scan)',
        subtype: 'imaging',
        when: 'after the fracture, to guide treatment (a minimal-trauma fracture qualifies for treatment regardless)',
      },
      {
        name: 'Calcium, vitamin D, UEC, liver function, full blood count (FBC), ESR or CRP, and serum protein electrophoresis',
        subtype: 'pathology',
        when: 'before bone treatment and to exclude myeloma or malignancy',
      },
      {
        name: 'CT or MRI of the spine',
        subtype: 'imaging',
        when: 'neurological signs, suspected malignancy, or pain not settling',
      },
    ],
    medications: [
      {
        ...PARACETAMOL,
        frequency: 'every 6 hours regularly (maximum 4 g in 24 hours)',
        duration: '2 to 6 weeks, then as needed',
      },
      {
        name: 'Alendronate',
        dose: '70 mg',
        route: 'oral',
        frequency: 'once weekly, on waking with a full glass of water, staying upright for 30 minutes before food',
        duration: 'long term (review at 5 years)',
        cautions:
          'Oesophageal irritation; not if eGFR is below 35 or with swallowing problems; correct low calcium and vitamin D first; rare jaw osteonecrosis (dental review first) and atypical femoral fracture.',
        needsMoreInfo: 'Needs calcium, vitamin D and kidney function, and a dental check, before starting.',
      },
      {
        name: 'Colecalciferol (vitamin D3)',
        dose: '1000 units',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions: 'Check calcium if there is kidney disease, sarcoidosis or a history of kidney stones.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 4 weeks depending on pain and work.' },
    referrals: [
      GP_REVIEW('x-ray, blood tests and an osteoporosis treatment plan within a few days', 'urgent'),
      PHYSIO('posture, back extensor strengthening and falls prevention'),
      ED_TODAY('uncontrolled pain or neurological symptoms'),
    ],
    advice: [
      'Keep moving gently; long bed rest weakens bones and muscles further.',
      'Treatment for thin bones halves the risk of further fractures: please follow up.',
      'Make the home safe from falls: good lighting, no loose rugs, and a non-slip mat in the shower.',
    ],
  },
  {
    condition: 'spinal_metastasis',
    care: 'Back pain in someone with cancer, or with weight loss, needs a scan soon. Please see a doctor today. Take paracetamol for the pain meanwhile.',
    seekHelp:
      'you develop weakness or numbness in your legs, trouble walking, numbness around your bottom, or bladder or bowel problems: go to the emergency department now or call 000',
    approach:
      'Back pain with a history of cancer or systemic features: urgent imaging (MRI whole spine) and liaison with the oncology team. New neurological symptoms suggest metastatic spinal cord compression: emergency department now for MRI, high-dose dexamethasone and radiotherapy or surgery.',
    investigations: [
      {
        name: 'MRI of the whole spine',
        subtype: 'imaging',
        when: 'urgently (within 24 hours if pain is severe or progressive; immediately with neurological symptoms)',
      },
      {
        name: 'Full blood count (FBC), ESR or CRP, calcium, UEC, liver function, serum protein electrophoresis, and PSA in men',
        subtype: 'pathology',
        when: 'today',
      },
    ],
    medications: [
      { ...PARACETAMOL, frequency: 'every 6 hours regularly (maximum 4 g in 24 hours)', duration: 'until reviewed' },
    ],
    certificate: { suggestedDays: 7, note: 'Decide with the treating team.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Treating oncologist or oncology unit',
        urgency: 'urgent',
        reason: 'new back pain in a person with cancer: urgent MRI and treatment planning',
      },
      ED_NOW(
        'leg weakness, sensory level, saddle numbness or sphincter disturbance (metastatic spinal cord compression)',
      ),
    ],
    advice: [
      'Please have this checked today: early treatment protects the spinal cord.',
      'Go to hospital straight away if your legs become weak or numb, or you have trouble with your bladder or bowels.',
    ],
  },
  {
    condition: 'spinal_infection',
    care: 'Back pain with fever can be an infection in the spine, which needs blood tests and a scan today. Please go to the emergency department.',
    seekHelp:
      'you develop leg weakness or numbness, trouble with your bladder or bowels, confusion or shaking chills: call 000',
    approach:
      'Back pain with fever, injecting drug use, recent spinal procedure or immunosuppression: suspected vertebral osteomyelitis, discitis or epidural abscess. Emergency department today for blood cultures, inflammatory markers and MRI; antibiotics after cultures; surgical review for an abscess or neurological deficit.',
    investigations: [
      {
        name: 'Blood cultures, full blood count (FBC), CRP and ESR',
        subtype: 'pathology',
        when: 'in hospital today, before antibiotics',
      },
      { name: 'MRI of the spine with gadolinium', subtype: 'imaging', when: 'urgently' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually several weeks of treatment; decided by the treating team.' },
    referrals: [
      ED_TODAY('suspected spinal infection: cultures, MRI and intravenous antibiotics'),
      ED_NOW('neurological deficit, sepsis or confusion'),
    ],
    advice: [
      'Please go to the emergency department today; do not wait for the pain to settle.',
      'Call 000 if your legs become weak or numb, you cannot pass urine, or you feel very unwell.',
    ],
  },
  {
    condition: 'lumbar_spinal_stenosis',
    care: 'Stay active: walking with short rests, cycling, or leaning forward on a shopping trolley often helps. Simple pain relief can ease flare-ups. See a doctor to confirm the diagnosis and plan exercise therapy.',
    seekHelp:
      'you develop numbness around your bottom or genitals, trouble with your bladder or bowels, or a leg becomes weak',
    approach:
      'Neurogenic claudication from lumbar spinal stenosis: check foot pulses (exclude peripheral arterial disease), examine neurologically, and offer a structured exercise and physiotherapy program with analgesia. MRI and spinal surgical referral if disabling despite conservative care, or for a progressive deficit.',
    investigations: [
      { name: 'Foot pulses and ankle-brachial index', subtype: 'other', when: 'to exclude vascular claudication' },
      {
        name: 'MRI of the lumbar spine',
        subtype: 'imaging',
        when: 'when surgery is being considered or with a progressive neurological deficit',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'as needed for flare-ups' },
      { ...NAPROXEN, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day or two for a flare.' },
    referrals: [
      GP_REVIEW('examination, foot pulses and a management plan'),
      PHYSIO('flexion-based exercise, walking program and cycling'),
      {
        kind: 'specialist',
        to: 'Spinal surgeon',
        urgency: 'routine',
        reason: 'disabling symptoms despite 3 months of conservative care',
      },
    ],
    advice: [
      'Walking in short bouts with rests, cycling and exercise in water are usually easier than standing still.',
      'Bending forward or sitting opens up the spinal canal and eases symptoms.',
      'Seek help urgently if you get numbness around your bottom or genitals, or bladder or bowel problems.',
    ],
  },
  {
    condition: 'ankylosing_spondylitis',
    care: 'Regular exercise and stretching help back stiffness from inflammation. An anti-inflammatory such as naproxen often works well. See a doctor to arrange blood tests and a referral to a rheumatologist.',
    seekHelp:
      'you develop a painful red eye or blurred vision (see a doctor the same day), or severe back pain after a fall',
    approach:
      'Inflammatory back pain in a young adult suggests axial spondyloarthritis: CRP, HLA-B27 and imaging of the sacroiliac joints, a full-dose NSAID trial, daily exercise, and referral to a rheumatologist (biological therapy if NSAIDs fail). Ask about uveitis, psoriasis and inflammatory bowel disease.',
    investigations: [
      { name: 'CRP, ESR and HLA-B27', subtype: 'pathology', when: 'at the first review' },
      {
        name: 'X-ray or MRI of the sacroiliac joints',
        subtype: 'imaging',
        when: 'to confirm sacroiliitis (MRI if x-ray is normal)',
      },
    ],
    medications: [
      { ...NAPROXEN, dose: '500 mg', duration: 'a 2 to 4 week trial, then continue if it helps' },
      {
        ...IBUPROFEN,
        dose: '400 mg',
        frequency: 'three times a day with food (maximum 1200 mg a day without advice)',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed; a day or two for a flare.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'routine',
        reason: 'suspected axial spondyloarthritis: confirmation and disease-modifying therapy',
      },
      PHYSIO('spinal mobility and posture program'),
      {
        kind: 'specialist',
        to: 'Ophthalmologist',
        urgency: 'urgent',
        reason: 'painful red eye with blurred vision or light sensitivity (anterior uveitis)',
      },
    ],
    advice: [
      'Daily stretching and exercise (especially swimming) keep the spine flexible.',
      'Do not smoke: it worsens the disease.',
      'A painful red eye needs to be seen by a doctor the same day.',
    ],
  },
  {
    condition: 'thoracic_back_pain',
    care: 'Keep moving, use heat packs, and take ibuprofen or paracetamol for a few days. Check your posture at a desk and take regular breaks.',
    seekHelp:
      'the pain comes with shortness of breath, sweating, chest pain or feeling faint (call 000), or you have fever, weight loss, night pain or leg weakness',
    approach:
      'Non-specific thoracic back pain: exclude visceral causes (cardiac, aortic, pulmonary, gallbladder) and red flags, which are more common in the thoracic than the lumbar spine; then activity, heat, short-course NSAID and postural advice.',
    investigations: [
      {
        name: 'X-ray of the thoracic spine',
        subtype: 'imaging',
        when: 'only with red flags (age over 50 with minor trauma, osteoporosis, cancer, fever) or pain not settling after 6 weeks',
      },
    ],
    medications: [IBUPROFEN, { ...PARACETAMOL, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days.' },
    referrals: [
      PHYSIO('persistent or recurrent pain'),
      GP_REVIEW('pain not settling in 2 to 4 weeks, or any red flag'),
      ED_NOW('pain with breathlessness, sweating, collapse or tearing pain through to the back'),
    ],
    advice: [
      RETURN_TO_ACTIVITY,
      'Set up your desk and screen so that you are not hunched, and take regular breaks.',
      'Call 000 for back pain with chest pain, breathlessness, sweating or fainting.',
    ],
  },
  {
    condition: 'coccydynia',
    care: 'Use a cushion with a cut-out at the back (or a ring cushion), avoid sitting on hard surfaces, and take an anti-inflammatory for a few days. Most tailbone pain settles within weeks to months.',
    seekHelp:
      'you get numbness around your bottom or genitals, bladder or bowel problems, fever, or the pain keeps getting worse',
    approach:
      'Coccydynia, often after a fall or childbirth: cushion, avoiding prolonged sitting, NSAIDs and stool softening if needed; a corticosteroid injection or pelvic-floor physiotherapy for persistent pain. Consider a pilonidal sinus or rectal pathology if atypical.',
    investigations: [
      {
        name: 'X-ray of the coccyx (sitting and standing views)',
        subtype: 'imaging',
        when: 'pain beyond 8 weeks, or after significant trauma',
      },
    ],
    medications: [IBUPROFEN, { ...PARACETAMOL, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Rarely needed; consider a standing or cushioned workstation.' },
    referrals: [
      GP_REVIEW('pain persisting beyond 6 to 8 weeks'),
      PHYSIO('pelvic floor and manual therapy for persistent pain'),
    ],
    advice: [
      'Use a wedge or cut-out cushion and lean forward when sitting.',
      'Avoid constipation: straining makes it worse.',
      'Most tailbone pain settles with time.',
    ],
  },

  // ——— Neck
  {
    condition: 'mechanical_neck_pain',
    care: 'Keep your neck moving gently, use heat packs, and take ibuprofen or paracetamol for a few days. Adjust your desk and screen height and take regular breaks.',
    seekHelp:
      'you get fever with a stiff neck and headache (call 000), arm weakness or numbness, trouble walking, or the pain follows a significant injury',
    approach:
      'Non-specific neck pain without red flags: reassurance, staying active, heat, short-course analgesia and ergonomic advice; exercise-based physiotherapy if not settling. Imaging is not needed without trauma, neurological signs or red flags.',
    investigations: [
      {
        name: 'No imaging',
        subtype: 'other',
        when: 'routine; x-ray or MRI only after significant trauma or with neurological signs or red flags',
      },
    ],
    medications: [IBUPROFEN, { ...PARACETAMOL, alternative: true }, { ...DICLOFENAC_GEL, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days.' },
    referrals: [
      PHYSIO('pain persisting beyond 2 to 4 weeks'),
      GP_REVIEW('arm symptoms, headaches or pain not settling'),
    ],
    advice: [
      RETURN_TO_ACTIVITY,
      'Gentle neck stretches and shoulder rolls several times a day help.',
      'Avoid long periods looking down at a phone or laptop.',
    ],
  },
  {
    condition: 'acute_wry_neck',
    care: 'Use heat packs, take ibuprofen or paracetamol, and gently move your neck within comfort. A wry neck usually settles within a few days to a week.',
    seekHelp:
      'you have a fever, headache, trouble swallowing, drooling, or arm weakness or numbness, or it followed an injury; in a child, any fever or unwellness',
    approach:
      'Acute torticollis (facet or muscle spasm) without trauma or fever: heat, analgesia and gentle range-of-motion exercise; manual therapy may help. In a child, exclude retropharyngeal infection, trauma or neurological causes if febrile, unwell or persistent.',
    investigations: [
      {
        name: 'No imaging',
        subtype: 'other',
        when: 'routine; imaging only after trauma or if not settling in 1 to 2 weeks',
      },
    ],
    medications: [IBUPROFEN, { ...PARACETAMOL, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days; driving may be unsafe until the neck turns freely.' },
    referrals: [
      PHYSIO('not settling within a week'),
      GP_REVIEW('fever, a child who is unwell, or not settling in 1 to 2 weeks', 'urgent'),
    ],
    advice: [
      'Heat and gentle movement help the muscles relax.',
      'Do not drive until you can turn your head to check blind spots.',
      'It usually settles within a week.',
    ],
  },
  {
    condition: 'cervical_radiculopathy',
    care: 'Keep active within comfort and take an anti-inflammatory such as ibuprofen for a short time. See a doctor within a few days to check the nerves in your arm.',
    seekHelp:
      'you develop weakness in an arm or hand, weakness or numbness in both arms or legs, trouble walking or with balance, or bladder or bowel problems',
    approach:
      'Cervical radicular pain: neurological examination (myotomes, dermatomes, reflexes) and look for myelopathy (gait, hand clumsiness, upper motor neurone signs). Most settle in 6 to 12 weeks with analgesia and physiotherapy. MRI and spinal referral for a progressive motor deficit, myelopathy or intractable pain.',
    investigations: [
      {
        name: 'Neurological examination of the arms and legs',
        subtype: 'other',
        when: 'at an in-person review within a few days',
      },
      {
        name: 'MRI of the cervical spine',
        subtype: 'imaging',
        when: 'progressive weakness, myelopathy, or disabling pain beyond 6 weeks',
      },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 7 to 14 days' },
      { ...NAPROXEN, alternative: true },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 7 days; longer for manual work.' },
    referrals: [
      GP_REVIEW('neurological examination within a few days', 'urgent'),
      PHYSIO('exercise and manual therapy'),
      {
        kind: 'specialist',
        to: 'Spinal surgeon or neurosurgeon',
        urgency: 'urgent',
        reason: 'progressive weakness or signs of myelopathy',
      },
    ],
    advice: [
      RETURN_TO_ACTIVITY,
      'Most pinched nerves in the neck settle over 6 to 12 weeks.',
      'See a doctor urgently for weakness, clumsy hands, trouble walking, or bladder problems.',
    ],
  },
  {
    condition: 'whiplash',
    care: 'Keep your neck moving gently, return to normal activities gradually, and use paracetamol or ibuprofen. A soft collar is not recommended. Most whiplash improves within weeks.',
    seekHelp:
      'you have numbness, tingling or weakness in the arms or legs, severe headache, trouble swallowing or speaking, or the pain is severe and worsening',
    approach:
      'Whiplash-associated disorder after a motor vehicle crash: apply the Canadian C-spine rule (imaging for high-risk features: age 65 or over, dangerous mechanism, paraesthesia in the limbs, or inability to rotate the neck 45 degrees). Without these: reassurance, active mobilisation, analgesia and early return to activity; avoid collars and rest.',
    investigations: [
      {
        name: 'CT of the cervical spine',
        subtype: 'imaging',
        when: 'high-risk features under the Canadian C-spine rule, or neurological symptoms',
      },
    ],
    medications: [
      { ...PARACETAMOL, frequency: 'every 6 hours regularly for the first few days (maximum 4 g in 24 hours)' },
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Usually 2 to 7 days; state insurer (CTP) claims need a certificate of capacity from the treating doctor.',
    },
    referrals: [
      GP_REVIEW(
        'in-person review within a few days, and a certificate of capacity for a compulsory third party (CTP) claim',
      ),
      PHYSIO('active exercise program if not improving within 1 to 2 weeks'),
      ED_TODAY(
        'high-risk features (age 65 or over, dangerous mechanism, tingling in the limbs, or cannot turn the neck)',
      ),
    ],
    advice: [
      RETURN_TO_ACTIVITY,
      'Avoid a neck collar: it slows recovery.',
      'Most people recover well within 3 months.',
    ],
  },

  // ——— Chest wall
  {
    condition: 'costochondritis',
    care: 'Chest wall pain is harmless, but chest pain should always be checked by a doctor. If a doctor has ruled out heart and lung causes, ibuprofen or naproxen and heat usually ease it within a few weeks.',
    seekHelp:
      'the pain comes with breathlessness, sweating, nausea or spreading to your arm or jaw, comes on with exertion, or you feel faint: call 000',
    approach:
      'Costochondritis is a diagnosis after excluding cardiac, pulmonary and other visceral causes (ECG and, where indicated, troponin and chest x-ray); reproducible tenderness lowers but does not exclude acute coronary syndrome. Then reassurance, NSAIDs, heat and avoiding aggravating activity.',
    investigations: [
      {
        name: '12-lead ECG',
        subtype: 'other',
        when: 'at the first in-person review of chest pain, particularly over 35 or with risk factors',
      },
      {
        name: 'Troponin and chest x-ray',
        subtype: 'pathology',
        when: 'if cardiac or pulmonary causes remain possible',
      },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 1 to 2 weeks' },
      { ...NAPROXEN, alternative: true },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed beyond a day; avoid heavy lifting while sore.' },
    referrals: [
      GP_REVIEW('examination and ECG to confirm a chest wall cause', 'urgent'),
      ED_NOW('chest pain with breathlessness, sweating, collapse or pain on exertion'),
    ],
    advice: [
      'The pain can last several weeks but is not harmful.',
      'Avoid activities that strain the chest (heavy lifting, push-ups) until it settles.',
      'Call 000 for chest pain with sweating, breathlessness, nausea or fainting.',
    ],
  },
  {
    condition: 'rib_injury',
    care: 'Take regular paracetamol (and ibuprofen if safe for you), and take 10 slow deep breaths and a supported cough every hour while awake to keep your lungs clear. Bruised or cracked ribs take 3 to 6 weeks to heal.',
    seekHelp:
      'you become short of breath, cough up blood, develop a fever or coloured phlegm, or the pain stops you breathing deeply: seek urgent care or call 000',
    approach:
      'Chest wall injury: exclude pneumothorax, multiple or displaced rib fractures, and abdominal injury (lower ribs) where the mechanism or signs suggest them. Uncomplicated rib contusion or fracture: regular multimodal analgesia so that the patient can breathe deeply and cough, breathing exercises, and safety-netting for pneumonia, especially in older adults.',
    investigations: [
      {
        name: 'Chest x-ray',
        subtype: 'imaging',
        when: 'breathlessness, suspected pneumothorax, multiple fractures, older adults, or significant trauma (not to confirm a simple fracture)',
      },
    ],
    medications: [
      { ...PARACETAMOL, frequency: 'every 6 hours regularly (maximum 4 g in 24 hours)', duration: '1 to 3 weeks' },
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Usually 2 to 7 days; longer for heavy manual work or contact sport (4 to 6 weeks).',
    },
    referrals: [
      GP_REVIEW('examination within a day or two, sooner if over 65 or with lung disease', 'urgent'),
      ED_NOW('breathlessness, coughing blood, a high-energy injury, or 3 or more ribs likely broken'),
    ],
    advice: [
      'Breathe deeply and cough (holding a pillow against the ribs) every hour to prevent a chest infection.',
      'Do not strap the ribs.',
      'Avoid contact sport for at least 4 to 6 weeks.',
      'Seek help urgently if you become short of breath or develop a fever.',
    ],
  },

  // ——— Arthritis and the rheumatic conditions
  {
    condition: 'knee_osteoarthritis',
    care: 'Exercise is the most effective treatment: strengthening, walking, cycling or water exercise. Losing weight if you are overweight eases knee pain. An anti-inflammatory gel rubbed into the knee is a good first step for pain.',
    seekHelp: 'the knee becomes hot, red and very swollen, you develop a fever, or you cannot bear weight',
    approach:
      'Clinical diagnosis (age 45 or over, activity-related pain, no or brief morning stiffness): education, exercise and weight loss are first line (ACSQHC standard). Topical NSAID, then a short course of oral NSAID; paracetamol has little benefit. Avoid opioids, arthroscopy, and routine imaging. Intra-articular corticosteroid for flares; joint replacement referral when severe despite conservative care.',
    investigations: [
      { name: 'No imaging to make the diagnosis', subtype: 'other', when: 'routine: the diagnosis is clinical' },
      {
        name: 'Weight-bearing x-ray of the knee',
        subtype: 'imaging',
        when: 'atypical features, or before an orthopaedic referral',
      },
    ],
    medications: [
      DICLOFENAC_GEL,
      { ...NAPROXEN, alternative: true },
      {
        ...PARACETAMOL,
        alternative: true,
        cautions: `${PARACETAMOL.cautions} Small benefit at most in osteoarthritis.`,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day or two for a flare; consider modified duties.' },
    referrals: [
      PHYSIO('structured strengthening and exercise program (e.g. GLA:D)'),
      { kind: 'specialist', to: 'Dietitian', urgency: 'routine', reason: 'weight loss if overweight' },
      {
        kind: 'specialist',
        to: 'Orthopaedic surgeon',
        urgency: 'routine',
        reason: 'severe pain and disability despite at least 3 months of exercise, weight loss and medicines',
      },
    ],
    advice: [
      'Keep active: exercise reduces pain and does not wear the joint out.',
      'Losing even 5 to 10% of body weight can noticeably reduce knee pain.',
      'Supportive footwear and a walking stick in the opposite hand can help.',
    ],
  },
  {
    condition: 'hip_osteoarthritis',
    care: 'Regular exercise (walking, cycling, swimming and hip strengthening) is the main treatment, with weight loss if you are overweight. An anti-inflammatory can help flare-ups.',
    seekHelp: 'you have a fall and cannot bear weight, a fever, or sudden severe pain',
    approach:
      'Hip osteoarthritis (groin or buttock pain on activity, reduced internal rotation): education, exercise, weight loss and walking aids; oral NSAID at the lowest effective dose for the shortest time; paracetamol has little benefit and opioids are not recommended. Refer for joint replacement when pain and function are severe despite conservative care.',
    investigations: [
      {
        name: 'X-ray of the pelvis and hip',
        subtype: 'imaging',
        when: 'to confirm when the picture is atypical or before an orthopaedic referral',
      },
    ],
    medications: [
      NAPROXEN,
      {
        ...PARACETAMOL,
        alternative: true,
        cautions: `${PARACETAMOL.cautions} Small benefit at most in osteoarthritis.`,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day or two for a flare.' },
    referrals: [
      PHYSIO('strengthening, walking program and walking aids'),
      {
        kind: 'specialist',
        to: 'Orthopaedic surgeon',
        urgency: 'routine',
        reason: 'severe pain or disability despite 3 months of conservative management',
      },
    ],
    advice: [
      'Stay active: exercise in water or on a bike is easy on the hip.',
      'A walking stick in the hand opposite the sore hip takes load off it.',
      'Weight loss reduces the load on the hip.',
    ],
  },
  {
    condition: 'hand_osteoarthritis',
    care: 'Keep your hands moving with gentle exercises, use warm water soaks, and try an anti-inflammatory gel. Gadgets such as jar openers and thicker pen grips make daily tasks easier.',
    seekHelp:
      'joints become hot, red and swollen, several joints swell at once with morning stiffness over an hour, or you have a fever',
    approach:
      'Hand osteoarthritis (Heberden and Bouchard nodes, thumb-base pain, brief stiffness): education, hand exercises, joint protection and aids, topical NSAID, short-course oral NSAID for flares, and a thumb-base splint. Consider inflammatory arthritis if soft-tissue swelling of the knuckles or wrists and prolonged morning stiffness.',
    investigations: [
      { name: 'X-ray of the hands', subtype: 'imaging', when: 'only if the diagnosis is uncertain' },
      {
        name: 'CRP, rheumatoid factor and anti-CCP antibodies',
        subtype: 'pathology',
        when: 'if inflammatory arthritis is possible',
      },
    ],
    medications: [DICLOFENAC_GEL, { ...NAPROXEN, alternative: true }, { ...PARACETAMOL, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Hand therapist or occupational therapist',
        urgency: 'routine',
        reason: 'splints, exercises and aids',
      },
      GP_REVIEW('if inflammatory features are present'),
    ],
    advice: [
      'Gentle hand exercises and warmth ease stiffness.',
      'Use aids and larger grips to protect sore joints.',
      'Bony lumps on the finger joints are common and are not dangerous.',
    ],
  },
  {
    condition: 'rheumatoid_arthritis',
    care: 'Swollen, stiff joints in the hands or feet need blood tests and early referral to a rheumatologist: starting treatment early protects the joints. An anti-inflammatory can ease symptoms until then.',
    seekHelp:
      'a single joint becomes hot, red and very painful, especially with fever (possible infection), or you become unwell while on arthritis medicines',
    approach:
      'Suspected early inflammatory arthritis (3 or more swollen joints, symmetrical small-joint involvement, morning stiffness over 30 minutes, positive squeeze test): blood tests and urgent rheumatology referral (to be seen within 6 weeks of symptom onset) for disease-modifying therapy, usually methotrexate. NSAIDs for symptoms; bridging corticosteroid only after discussion with the rheumatologist.',
    investigations: [
      {
        name: 'ESR, CRP, rheumatoid factor, anti-CCP antibodies, full blood count (FBC), UEC, liver function and urate',
        subtype: 'pathology',
        when: 'at the first review',
      },
      { name: 'X-rays of the hands and feet', subtype: 'imaging', when: 'baseline for erosions' },
      {
        name: 'Hepatitis B, hepatitis C and HIV serology',
        subtype: 'pathology',
        when: 'before disease-modifying treatment',
      },
    ],
    medications: [
      NAPROXEN,
      {
        name: 'Prednisolone',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: 'short bridging course as agreed with the rheumatologist',
        cautions:
          'Raises blood glucose and blood pressure; can mask the diagnosis, so avoid before specialist review where possible.',
        alternative: true,
        needsMoreInfo: 'Only after discussion with the rheumatologist and once bloods are taken.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Depends on the joints involved and the job; a day or two for a flare.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'urgent',
        reason: 'suspected early inflammatory arthritis: assessment within 6 weeks of symptom onset',
      },
      {
        kind: 'specialist',
        to: 'Hand therapist or occupational therapist',
        urgency: 'routine',
        reason: 'joint protection and splints',
      },
    ],
    advice: [
      'Early treatment prevents permanent joint damage: please attend the rheumatology appointment.',
      'Stop smoking: it worsens rheumatoid arthritis and reduces treatment response.',
      'Regular exercise keeps joints moving and muscles strong.',
    ],
  },
  {
    condition: 'gout',
    care: 'Rest the joint, raise it, and apply an ice pack wrapped in a cloth for 20 minutes at a time. Start treatment as early as possible: an anti-inflammatory, colchicine or a short course of prednisolone from a doctor settles most attacks within a few days. Drink plenty of water and avoid alcohol.',
    seekHelp:
      'you have a fever or shivers, feel unwell, or the joint is not improving within 2 to 3 days of treatment (joint infection must be excluded)',
    approach:
      'Acute gout: treat early with an NSAID, low-dose colchicine, or oral prednisolone (choose by kidney function, comorbidity and interactions). Exclude septic arthritis if febrile or atypical (aspiration). After the attack: serum urate, kidney function, cardiovascular risk, and urate-lowering therapy (allopurinol to a urate below 0.36 mmol/L) for recurrent attacks, tophi or kidney stones; review diuretics.',
    investigations: [
      {
        name: 'Serum urate, UEC (kidney function), glucose and lipids',
        subtype: 'pathology',
        when: 'at review (urate can be normal during an attack: recheck 2 to 4 weeks later)',
      },
      {
        name: 'Joint aspiration for crystals and culture',
        subtype: 'pathology',
        when: 'fever, an atypical joint, or doubt about the diagnosis',
      },
    ],
    medications: [
      { ...NAPROXEN, dose: '500 mg', duration: 'until 1 to 2 days after the attack settles (usually 5 to 7 days)' },
      { ...COLCHICINE, alternative: true },
      { ...PREDNISOLONE_GOUT, alternative: true },
      ALLOPURINOL,
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days, longer if weight-bearing work is impossible.' },
    referrals: [
      GP_REVIEW('review in 1 to 2 weeks for urate, kidney function and prevention'),
      ED_TODAY('fever, rigors or a very unwell person (possible septic arthritis)'),
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'routine',
        reason: 'frequent attacks or tophi despite urate-lowering therapy',
      },
    ],
    advice: [
      'Start treatment at the first sign of an attack.',
      'Drink plenty of water; cut down on alcohol (especially beer) and sugary drinks.',
      'If you have attacks often, a daily medicine (allopurinol) can prevent them: keep taking it even during an attack.',
    ],
  },
  {
    condition: 'pseudogout',
    care: 'Rest and ice the joint and take an anti-inflammatory if safe for you. A hot, swollen joint should be checked by a doctor in person, who may draw off fluid to exclude infection.',
    seekHelp: 'you have a fever or shivers, feel unwell or confused, or the joint is getting worse',
    approach:
      'Acute calcium pyrophosphate crystal arthritis (often the knee or wrist of an older person): joint aspiration for crystals and culture to exclude sepsis; then NSAID, low-dose colchicine, intra-articular or oral corticosteroid. Check calcium, magnesium, ferritin and thyroid function in younger patients or recurrent attacks.',
    investigations: [
      {
        name: 'Joint aspiration for crystals, Gram stain and culture',
        subtype: 'pathology',
        when: 'at the first assessment of a hot swollen joint',
      },
      {
        name: 'Full blood count (FBC), CRP, UEC, calcium, magnesium, ferritin and TSH',
        subtype: 'pathology',
        when: 'at review',
      },
      { name: 'X-ray of the affected joint', subtype: 'imaging', when: 'looking for chondrocalcinosis' },
    ],
    medications: [NAPROXEN, { ...COLCHICINE, alternative: true }, { ...PREDNISOLONE_GOUT, alternative: true }],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days.' },
    referrals: [
      GP_REVIEW('in-person assessment and joint aspiration within a day', 'urgent'),
      ED_TODAY('fever, unwell or confused'),
    ],
    advice: [
      'Rest the joint and use ice for the first couple of days.',
      'A joint infection can look similar: seek help urgently for fever or feeling unwell.',
    ],
  },
  {
    condition: 'septic_arthritis',
    care: 'A hot, swollen, very painful joint with fever can be a joint infection, which can destroy the joint within days. Go to the emergency department now.',
    seekHelp: 'you feel faint, confused, breathless or very unwell: call 000',
    emergency: true,
    approach:
      'Suspected septic arthritis (or an infected joint replacement): emergency department now for blood cultures and joint aspiration before antibiotics, then intravenous antibiotics (flucloxacillin-based per Therapeutic Guidelines) and orthopaedic washout. In children, consider Kocher criteria and urgent orthopaedic review.',
    investigations: [
      {
        name: 'Joint aspiration: Gram stain, culture, cell count and crystals',
        subtype: 'pathology',
        when: 'in hospital, before antibiotics',
      },
      { name: 'Blood cultures, full blood count (FBC), CRP and ESR', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually 2 to 6 weeks including hospital treatment.' },
    referrals: [
      ED_NOW('suspected septic arthritis'),
      { kind: 'specialist', to: 'Orthopaedic surgeon', urgency: 'immediate', reason: 'joint washout' },
    ],
    advice: [
      'Go to the emergency department now: do not wait.',
      'Do not eat or drink in case the joint needs a washout under anaesthetic.',
    ],
  },
  {
    condition: 'polymyalgia_rheumatica',
    care: 'Stiffness and aching of both shoulders and hips in someone over 50 needs blood tests soon. It usually responds very quickly to a low dose of prednisolone from a doctor.',
    seekHelp:
      'you develop a new headache, tenderness of the scalp or temples, jaw pain when chewing, or any change in vision: get help the same day (giant cell arteritis can cause blindness)',
    approach:
      'Suspected polymyalgia rheumatica (over 50, bilateral shoulder and hip girdle pain and morning stiffness, raised ESR or CRP): exclude mimics (late-onset rheumatoid arthritis, hypothyroidism, myeloma, malignancy, statin myopathy), ask about giant cell arteritis symptoms, then prednisolone 15 mg daily with a slow taper over 1 to 2 years and bone protection. A dramatic response within a week supports the diagnosis.',
    investigations: [
      {
        name: 'ESR, CRP, full blood count (FBC), UEC, liver function, calcium, TSH, CK, serum protein electrophoresis, rheumatoid factor and anti-CCP',
        subtype: 'pathology',
        when: 'before starting prednisolone',
      },
      { name: 'Urinalysis and chest x-ray', subtype: 'other', when: 'if malignancy or infection is possible' },
    ],
    medications: [
      {
        name: 'Prednisolone',
        dose: '15 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '3 to 4 weeks, then a slow taper (about 1 mg every 4 to 8 weeks once below 10 mg) over 1 to 2 years',
        cautions:
          'Do not stop suddenly; raises blood glucose and blood pressure; bone loss (calcium, vitamin D and a bisphosphonate); if headache or visual symptoms appear, giant cell arteritis needs much higher doses urgently.',
        needsMoreInfo:
          'Needs ESR or CRP taken first and no symptoms of giant cell arteritis (headache, scalp tenderness, jaw pain, visual change).',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually a few days until treatment takes effect.' },
    referrals: [
      GP_REVIEW('blood tests and starting treatment within a few days', 'urgent'),
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'routine',
        reason: 'atypical features (under 60, peripheral arthritis, poor response) or difficulty tapering',
      },
      ED_TODAY('headache, scalp tenderness, jaw claudication or visual disturbance (giant cell arteritis)'),
    ],
    advice: [
      'Take prednisolone every morning and never stop it suddenly.',
      'Report any new headache, jaw pain on chewing, or change in vision the same day.',
      'Bone protection (calcium, vitamin D and often a bone medicine) is important while on steroids.',
    ],
  },
  {
    condition: 'fibromyalgia',
    care: 'Fibromyalgia is real and common, and although there is no quick fix, regular gentle exercise, good sleep routines and pacing your activities help most. A doctor can confirm the diagnosis, check blood tests and make a plan with you.',
    seekHelp:
      'you have fever, weight loss, joint swelling, weakness, or thoughts of harming yourself (call Lifeline on 13 11 14 or 000)',
    approach:
      'Chronic widespread pain with fatigue, unrefreshing sleep and cognitive symptoms: a clinical diagnosis after limited tests to exclude mimics. Education and validation, graded aerobic exercise, sleep hygiene, pacing and psychological therapy (CBT) are first line; low-dose amitriptyline or duloxetine for some. Avoid opioids. Screen for depression and anxiety.',
    investigations: [
      {
        name: 'Full blood count (FBC), ESR, CRP, UEC, liver function, calcium, TSH, CK and vitamin D',
        subtype: 'pathology',
        when: 'once, to exclude other causes',
      },
    ],
    medications: [
      AMITRIPTYLINE_LOW,
      {
        name: 'Duloxetine',
        dose: '30 mg for 1 week, then 60 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'trial for 8 to 12 weeks, then review',
        cautions:
          'Nausea early; serotonin syndrome with other serotonergic drugs; avoid with severe kidney or liver impairment and uncontrolled glaucoma; taper to stop.',
        alternative: true,
        needsMoreInfo: 'Check current antidepressants and other serotonergic medicines, liver and kidney function.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'For flares; a graded return-to-work plan is better than long absences.' },
    referrals: [
      PHYSIO('graded exercise program (aerobic, water-based)'),
      {
        kind: 'specialist',
        to: 'Psychologist (Mental Health Treatment Plan)',
        urgency: 'routine',
        reason: 'CBT and pain coping strategies',
      },
      {
        kind: 'specialist',
        to: 'Multidisciplinary pain service',
        urgency: 'routine',
        reason: 'disabling symptoms despite primary care management',
      },
    ],
    advice: [
      'Start exercise gently and build up slowly: walking or water exercise are good choices.',
      'Keep a regular sleep routine and pace your activities to avoid boom-and-bust cycles.',
      'If you feel low or hopeless, talk to your doctor or call Lifeline on 13 11 14.',
    ],
  },
  {
    condition: 'psoriatic_arthritis',
    care: 'Joint pain or swelling in someone with psoriasis can be psoriatic arthritis, which responds to treatment from a rheumatologist. An anti-inflammatory can help meanwhile. See a doctor to arrange tests and a referral.',
    seekHelp: 'a joint becomes hot and very swollen with fever, or you develop a painful red eye with blurred vision',
    approach:
      'Suspected psoriatic arthritis (psoriasis with peripheral arthritis, dactylitis, enthesitis or inflammatory back pain): NSAIDs for symptoms, blood tests and x-rays, and rheumatology referral for disease-modifying or biological therapy. Ask about nail disease and uveitis.',
    investigations: [
      {
        name: 'ESR, CRP, rheumatoid factor, anti-CCP, urate, full blood count (FBC), UEC and liver function',
        subtype: 'pathology',
        when: 'at review',
      },
      { name: 'X-rays of the affected hands and feet', subtype: 'imaging', when: 'baseline' },
    ],
    medications: [NAPROXEN, { ...IBUPROFEN, alternative: true }],
    certificate: { suggestedDays: 1, note: 'A day or two for a flare.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'urgent',
        reason: 'suspected psoriatic arthritis: disease-modifying therapy',
      },
      { kind: 'specialist', to: 'Dermatologist', urgency: 'routine', reason: 'if the skin disease is extensive' },
    ],
    advice: [
      'Treatment can prevent lasting joint damage: please follow up with the rheumatologist.',
      'Regular exercise and a healthy weight help both the joints and the skin.',
    ],
  },
  {
    condition: 'reactive_arthritis',
    care: 'Joint swelling a few weeks after a gut or sexually transmitted infection is usually reactive arthritis, which settles over weeks to months. An anti-inflammatory helps, and a doctor should test for infections that need treating.',
    seekHelp: 'you have a high fever, feel very unwell, or develop a painful red eye with blurred vision',
    approach:
      'Reactive arthritis (asymmetrical lower-limb oligoarthritis, enthesitis, conjunctivitis or urethritis 1 to 4 weeks after enteric or genitourinary infection): exclude septic and crystal arthritis by aspiration; test and treat chlamydia and gonorrhoea (and contacts); NSAIDs; intra-articular corticosteroid; rheumatology if persistent beyond 3 to 6 months.',
    investigations: [
      { name: 'First-pass urine chlamydia and gonorrhoea PCR', subtype: 'pathology', when: 'at review' },
      { name: 'Stool culture and PCR', subtype: 'pathology', when: 'if diarrhoea is ongoing' },
      {
        name: 'ESR, CRP, full blood count (FBC), and joint aspiration (culture and crystals)',
        subtype: 'pathology',
        when: 'hot swollen joint',
      },
    ],
    medications: [
      NAPROXEN,
      {
        name: 'Doxycycline',
        dose: '100 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '7 days',
        cautions:
          'Treats the chlamydia trigger, not the arthritis; take upright with water; photosensitivity; not in pregnancy or children under 8.',
        alternative: true,
        needsMoreInfo: 'Only if chlamydia is confirmed or the partner has it; check pregnancy.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Depends on the joints involved; a few days for weight-bearing joints.' },
    referrals: [
      GP_REVIEW('examination, STI testing and joint assessment within a few days'),
      { kind: 'specialist', to: 'Rheumatologist', urgency: 'routine', reason: 'arthritis persisting beyond 3 months' },
    ],
    advice: [
      'Most reactive arthritis settles within 6 months.',
      'If a sexually transmitted infection is found, partners need testing and treatment too.',
      'A painful red eye needs to be seen the same day.',
    ],
  },
  {
    condition: 'osteomyelitis',
    care: 'Bone pain with fever, or a child with fever who will not walk or use a limb, needs to be seen in hospital today for blood tests and imaging.',
    seekHelp: 'the person becomes drowsy, floppy, confused or very unwell: call 000',
    approach:
      'Suspected acute osteomyelitis (focal bone pain and tenderness with fever; in children a limp or refusal to use a limb): emergency department today for blood cultures, inflammatory markers and imaging (x-ray, MRI), then intravenous antibiotics (flucloxacillin, or cefazolin per Therapeutic Guidelines) guided by cultures. Diabetic foot osteomyelitis needs a high-risk foot service.',
    investigations: [
      {
        name: 'Blood cultures, full blood count (FBC), CRP and ESR',
        subtype: 'pathology',
        when: 'in hospital today, before antibiotics',
      },
      { name: 'X-ray and MRI of the affected bone', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Often several weeks of treatment; a carer certificate is usually needed for a child.',
    },
    referrals: [
      ED_TODAY('suspected osteomyelitis: cultures, imaging and intravenous antibiotics'),
      ED_NOW('signs of sepsis'),
    ],
    advice: ['Go to the emergency department today.', 'Call 000 if the person becomes drowsy, floppy or very unwell.'],
  },

  // ——— Hip, thigh and knee
  {
    condition: 'hip_fracture',
    care: 'After a fall, hip pain with being unable to stand or walk may be a broken hip. Call 000. Do not try to walk on it; keep the person warm and still, and give nothing to eat or drink.',
    seekHelp: 'the person becomes drowsy, confused, pale or breathless: tell the 000 operator',
    emergency: true,
    approach:
      'Suspected fractured neck of femur (fall, unable to bear weight, shortened and externally rotated leg): ambulance to the emergency department for x-ray, analgesia (including a fascia iliaca block), and surgery within 48 hours under the Hip Fracture Care Clinical Care Standard; look for the cause of the fall.',
    investigations: [
      { name: 'X-ray of the pelvis and hip', subtype: 'imaging', when: 'in the emergency department' },
      { name: 'Full blood count (FBC), UEC, group and hold, ECG', subtype: 'pathology', when: 'pre-operatively' },
    ],
    medications: [],
    certificate: { suggestedDays: 28, note: 'Recovery takes months; rehabilitation planning in hospital.' },
    referrals: [
      ED_NOW('suspected hip fracture'),
      {
        kind: 'specialist',
        to: 'Orthogeriatric service',
        urgency: 'urgent',
        reason: 'surgery, rehabilitation and secondary fracture prevention',
      },
    ],
    advice: [
      'Call 000 and do not try to walk on the leg.',
      'Keep the person warm and comfortable, lying still, with nothing to eat or drink until assessed.',
    ],
  },
  {
    condition: 'trochanteric_pain',
    care: 'Avoid lying on the sore side (put a pillow between your knees when lying on the other side), avoid crossing your legs, and try an anti-inflammatory for a short time. Specific strengthening exercises help most people over a few months.',
    seekHelp: 'you cannot bear weight, have a fever, or the pain follows a fall',
    approach:
      'Greater trochanteric pain syndrome (gluteal tendinopathy with or without bursitis): education on load management (avoid side-lying on the affected side, crossing legs and hanging on one hip), progressive gluteal strengthening, and short-course NSAID. Corticosteroid injection gives short-term relief only. Imaging only if atypical.',
    investigations: [
      {
        name: 'Ultrasound of the hip',
        subtype: 'imaging',
        when: 'only if the diagnosis is uncertain or not improving after 3 months',
      },
    ],
    medications: [
      { ...NAPROXEN, duration: 'up to 2 weeks' },
      { ...PARACETAMOL, alternative: true },
      { ...DICLOFENAC_GEL, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      PHYSIO('education and a progressive gluteal loading program'),
      GP_REVIEW('not improving after 6 to 12 weeks (consider injection or imaging)'),
    ],
    advice: [
      'Sleep with a pillow between your knees and avoid lying on the sore side.',
      'Avoid sitting with your legs crossed or standing with your weight on one hip.',
      'Strengthening exercises work best if done regularly for at least 8 to 12 weeks.',
    ],
  },
  {
    condition: 'muscle_strain',
    care: 'For the first 2 to 3 days: protect the muscle, use ice wrapped in a cloth for 15 to 20 minutes every few hours, elevate it and use a compression bandage. Then start gentle stretching and walking, building up gradually. Paracetamol or ibuprofen can help the pain.',
    seekHelp:
      'you cannot walk, the calf is swollen, hot and tender without an injury (possible blood clot), or the pain is severe and the limb feels tight',
    approach:
      'Muscle strain (hamstring, calf or adductor) from an acceleration or stretch: POLICE (protection, optimal loading, ice, compression, elevation) for 48 to 72 hours, then progressive loading and return-to-sport criteria. Exclude a complete tendon rupture (Achilles, proximal hamstring avulsion) and DVT where the history fits.',
    investigations: [
      {
        name: 'Ultrasound or MRI',
        subtype: 'imaging',
        when: 'suspected complete rupture or tendon avulsion, or an elite athlete planning return to sport',
      },
    ],
    medications: [INJURY_PARACETAMOL, INJURY_IBUPROFEN],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days; longer for physical work. Return to sport can take 2 to 8 weeks.',
    },
    referrals: [
      PHYSIO('graded rehabilitation and return to sport'),
      GP_REVIEW('a large bruise, a palpable gap, or not improving in 1 to 2 weeks'),
    ],
    advice: [
      'Avoid heat, alcohol, running and massage for the first 2 to 3 days.',
      'Start gentle movement after a couple of days and build up gradually.',
      'Warm up before sport and build training loads gradually to prevent a recurrence.',
    ],
  },
  {
    condition: 'thigh_contusion',
    care: 'Rest it with the knee bent as far as is comfortable, use ice wrapped in a cloth for 20 minutes every 2 hours, and compression. Do not massage, heat or stretch hard for the first few days. Paracetamol helps the pain.',
    seekHelp:
      'the thigh becomes very tense and the pain keeps getting worse despite pain relief, you get numbness or tingling in the foot, or you cannot bear weight',
    approach:
      'Quadriceps contusion ("corked thigh"): rest in knee flexion, ice and compression for 24 to 48 hours; avoid heat, massage and alcohol (increase bleeding and the risk of myositis ossificans). Gradual return of knee flexion guides return to sport. Watch for compartment syndrome after a severe blow.',
    investigations: [
      {
        name: 'X-ray or ultrasound of the thigh',
        subtype: 'imaging',
        when: 'a hard lump persisting beyond 3 weeks (myositis ossificans), or a severe injury',
      },
    ],
    medications: [INJURY_PARACETAMOL],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days; return to contact sport once knee bending and strength are near normal.',
    },
    referrals: [PHYSIO('graded rehabilitation'), ED_NOW('a tense thigh with escalating pain (compartment syndrome)')],
    advice: [
      'No heat, alcohol, running or massage in the first 2 to 3 days.',
      'Rest with the knee bent as far as is comfortable.',
      'Return to sport only when you can bend the knee fully and run without pain.',
    ],
  },
  {
    condition: 'acl_injury',
    care: 'Rest the knee, use ice and compression, keep it raised, and use crutches if you cannot walk comfortably. A knee that swelled up quickly after a twist with a pop should be examined within a week.',
    seekHelp:
      'the knee is locked and will not straighten, you cannot bear weight at all, the leg is numb or cold, or the knee looks deformed',
    approach:
      'Suspected ACL rupture (pivoting injury, pop, rapid haemarthrosis, giving way): exclude fracture (Ottawa knee rule), examine (Lachman test) once swelling settles, MRI, and early referral to a sports physician or orthopaedic surgeon; structured rehabilitation is needed whether or not the ligament is reconstructed.',
    investigations: [
      { name: 'X-ray of the knee', subtype: 'imaging', when: 'if the Ottawa knee rule is positive' },
      {
        name: 'MRI of the knee',
        subtype: 'imaging',
        when: 'to confirm the ligament tear and associated meniscal injury',
      },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: {
      suggestedDays: 3,
      note: 'Usually 2 to 7 days for desk work; longer for physical work. No pivoting sport until cleared.',
    },
    referrals: [
      GP_REVIEW('examination within a week', 'urgent'),
      {
        kind: 'specialist',
        to: 'Orthopaedic surgeon or sports physician',
        urgency: 'urgent',
        reason: 'suspected ACL rupture: management decision and rehabilitation plan',
      },
      PHYSIO('early rehabilitation to restore movement and strength'),
    ],
    advice: [
      'Use crutches until you can walk without limping.',
      'Avoid twisting or pivoting sport until you have been assessed.',
      'Rehabilitation for this injury takes months; starting early helps.',
    ],
  },
  {
    condition: 'meniscal_tear',
    care: 'Use ice, rest from aggravating activities such as squatting and twisting, and take paracetamol or ibuprofen. Gentle exercise keeps the knee moving. Most meniscus tears improve with physiotherapy.',
    seekHelp: 'the knee locks and will not straighten, swells up hot and red, or you cannot bear weight',
    approach:
      'Suspected meniscal tear: exercise-based physiotherapy is first line, particularly for degenerative tears in people over 40 (arthroscopic surgery offers no benefit over exercise). MRI and orthopaedic referral for a truly locked knee or a traumatic tear in a younger patient that is not settling.',
    investigations: [
      {
        name: 'X-ray of the knee',
        subtype: 'imaging',
        when: 'if the Ottawa knee rule is positive, or over 45 (osteoarthritis)',
      },
      {
        name: 'MRI of the knee',
        subtype: 'imaging',
        when: 'locked knee, younger patient with a traumatic tear, or no improvement after 6 to 12 weeks of physiotherapy',
      },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 1 to 2 weeks' },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days; modified duties for kneeling or squatting work.' },
    referrals: [
      PHYSIO('strengthening and neuromuscular exercise'),
      {
        kind: 'specialist',
        to: 'Orthopaedic surgeon',
        urgency: 'urgent',
        reason: 'a locked knee, or a traumatic tear in a young person',
      },
    ],
    advice: [
      'Avoid deep squatting and twisting while it settles.',
      'Strengthening exercises are as effective as surgery for most tears in people over 40.',
    ],
  },
  {
    condition: 'mcl_sprain',
    care: 'Rest the knee from twisting and sport, use ice, compression and elevation for the first few days, and walk as comfort allows. Most inner-knee ligament sprains heal well in 2 to 6 weeks.',
    seekHelp:
      'you cannot bear weight, the knee gave way with a pop and swelled up quickly, it locks, or it looks deformed',
    approach:
      'Medial collateral ligament sprain (valgus injury, medial pain and tenderness, little effusion): exclude fracture (Ottawa knee rule) and combined ACL injury; most grade 1 and 2 sprains heal with early protected movement, a hinged brace for grade 2, and physiotherapy.',
    investigations: [
      { name: 'X-ray of the knee', subtype: 'imaging', when: 'if the Ottawa knee rule is positive' },
      {
        name: 'MRI of the knee',
        subtype: 'imaging',
        when: 'instability, a large effusion, or suspected combined ligament injury',
      },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 5 days depending on the job; return to sport in 2 to 6 weeks.',
    },
    referrals: [
      PHYSIO('strengthening and return-to-sport program'),
      GP_REVIEW('examination if not improving within a week, or instability'),
    ],
    advice: [
      'Keep the knee moving gently within comfort.',
      'Avoid twisting sport until you can hop and change direction without pain.',
    ],
  },
  {
    condition: 'patellar_dislocation',
    care: 'If the kneecap is still out of place, keep still and call 000 or go to the emergency department. If it has gone back in, rest, ice and elevate the knee and see a doctor within a day to check for damage.',
    seekHelp: 'the kneecap is still out of place, the knee is locked, or the leg is numb or cold',
    approach:
      'Lateral patellar dislocation (commonest in adolescent girls): reduce in the emergency department if not spontaneously reduced; x-ray for osteochondral fracture; brace and early physiotherapy (VMO and hip strengthening); orthopaedic review for osteochondral fragments or recurrence.',
    investigations: [
      {
        name: 'X-ray of the knee (including a skyline view)',
        subtype: 'imaging',
        when: 'after every first dislocation',
      },
      { name: 'MRI of the knee', subtype: 'imaging', when: 'large haemarthrosis or suspected osteochondral injury' },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: { suggestedDays: 3, note: 'Usually 2 to 7 days; school sport restricted for about 6 weeks.' },
    referrals: [
      ED_TODAY('kneecap still dislocated, or x-ray needed today'),
      {
        kind: 'specialist',
        to: 'Orthopaedic surgeon',
        urgency: 'urgent',
        reason: 'osteochondral fracture or recurrent dislocation',
      },
      PHYSIO('rehabilitation to prevent recurrence'),
    ],
    advice: [
      'Do not try to force the kneecap back yourself.',
      'Physiotherapy greatly reduces the chance of it happening again.',
    ],
  },
  {
    condition: 'patellofemoral_pain',
    care: 'Reduce activities that bring on the pain (stairs, squats, running downhill) for a few weeks, then build back up. Strengthening the thigh and hip muscles is the most effective treatment.',
    seekHelp: 'the knee locks, gives way, swells, becomes hot and red, or pain follows an injury',
    approach:
      'Patellofemoral pain (anterior knee pain on stairs, squatting and prolonged sitting): education, load modification and exercise therapy targeting the hip and knee are first line; short-term taping or foot orthoses may help. Imaging is not needed.',
    investigations: [
      { name: 'No imaging', subtype: 'other', when: 'routine; x-ray only if not improving or atypical' },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'as needed' },
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; modify sport and kneeling tasks.' },
    referrals: [PHYSIO('hip and knee strengthening program')],
    advice: [
      'Cut back rather than stop activity: stay below the level that flares your knee.',
      'Do strengthening exercises regularly for at least 6 weeks.',
    ],
  },
  {
    condition: 'osgood_schlatter',
    care: 'This is a common, harmless growing pain of active children. Reduce sport to a level the pain allows, use ice after activity, and do gentle stretches. It settles when growth slows, but the bump may stay.',
    seekHelp: 'your child has night pain, fever, a limp, swelling of the whole knee, or pain after an injury',
    childhood: true,
    approach:
      'Osgood-Schlatter disease (traction apophysitis of the tibial tuberosity in active 9 to 15 year olds): reassurance, activity modification guided by pain, ice, quadriceps and hamstring stretching, and simple analgesia. Imaging only if atypical (unilateral with night pain, systemic symptoms).',
    investigations: [
      {
        name: 'X-ray of the knee',
        subtype: 'imaging',
        when: 'only with atypical features (night pain, fever, severe pain, trauma)',
      },
    ],
    medications: [CHILD_PARACETAMOL, CHILD_IBUPROFEN],
    certificate: { suggestedDays: 1, note: 'School attendance is fine; a note to modify sport may help.' },
    referrals: [PHYSIO('stretching and load management if pain limits sport')],
    advice: [
      'Your child can keep playing sport at a level the pain allows.',
      'Use ice after activity and a knee pad for kneeling.',
      'It settles as growth finishes.',
    ],
  },
  {
    condition: 'bakers_cyst',
    care: "A Baker's cyst is a fluid swelling behind the knee, often linked to arthritis in the knee. It is usually harmless, but a swollen, painful calf should be checked the same day to rule out a blood clot.",
    seekHelp:
      'your calf becomes swollen, hot, red or painful (a burst cyst and a blood clot look alike), or you become short of breath (call 000)',
    approach:
      'Popliteal cyst: ultrasound to confirm and to exclude DVT or a popliteal aneurysm; treat the underlying knee condition (osteoarthritis, meniscal tear, inflammatory arthritis). A ruptured cyst mimics DVT: Doppler ultrasound the same day.',
    investigations: [
      {
        name: 'Ultrasound of the popliteal fossa and venous Doppler of the leg',
        subtype: 'imaging',
        when: 'to confirm, and the same day if the calf is swollen or painful',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'as needed' },
      { ...NAPROXEN, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_REVIEW('ultrasound and treatment of the underlying knee problem'),
      ED_TODAY('swollen painful calf (exclude DVT or ruptured cyst)'),
    ],
    advice: [
      'Treating the knee problem usually settles the cyst.',
      'A sudden painful swollen calf needs to be checked the same day.',
    ],
  },
  {
    condition: 'prepatellar_bursitis',
    care: 'Avoid kneeling (use a kneeling pad if you must), use ice, and take an anti-inflammatory for a few days. Most settle within weeks. If the swelling is hot, red and very tender or you feel feverish, it may be infected and needs to be seen today.',
    seekHelp: 'the swelling becomes hot, red and very painful, redness spreads, or you develop a fever',
    approach:
      'Prepatellar bursitis from repeated kneeling or a knock: avoid pressure, NSAIDs, and padding. Suspected septic bursitis (warm, red, tender, skin break, fever): aspirate for Gram stain, culture and crystals, and treat with an antistaphylococcal antibiotic; IV therapy and surgical review if systemically unwell.',
    investigations: [
      {
        name: 'Aspiration of the bursa: Gram stain, culture and crystals',
        subtype: 'pathology',
        when: 'if infection is suspected',
      },
    ],
    medications: [
      NAPROXEN,
      { ...PARACETAMOL, alternative: true },
      {
        name: 'Flucloxacillin',
        dose: '500 mg',
        route: 'oral',
        frequency: '6-hourly, on an empty stomach',
        duration: '7 days (longer if slow to settle)',
        cautions:
          'Not with penicillin allergy (use cefalexin, or clindamycin for immediate hypersensitivity); cholestatic hepatitis, especially in older people and with longer courses.',
        alternative: true,
        needsMoreInfo:
          'Only for suspected septic bursitis after in-person assessment (ideally after aspiration); check penicillin allergy.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Modified duties to avoid kneeling for a few weeks.' },
    referrals: [
      GP_REVIEW('same-day review if warm and red (possible septic bursitis)', 'urgent'),
      ED_TODAY('septic bursitis with fever or spreading cellulitis'),
    ],
    advice: [
      'Avoid kneeling, or use thick knee pads at work.',
      'Seek same-day care if it becomes hot, red or you feel unwell.',
    ],
  },

  // ——— Lower leg, ankle and foot
  {
    condition: 'ankle_sprain',
    care: 'For the first 2 to 3 days: protect the ankle, use ice wrapped in a cloth for 15 to 20 minutes every 2 to 3 hours, a compression bandage, and keep it raised. Walk on it as comfort allows and start gentle ankle movements early. Paracetamol or ibuprofen help the pain.',
    seekHelp:
      'you cannot take 4 steps, there is tenderness on the bony knobs of the ankle or the outer edge of the foot, the foot is numb or cold, or it is not improving after a week',
    approach:
      'Lateral ankle sprain: apply the Ottawa ankle rules (x-ray if unable to bear weight for 4 steps or bony tenderness at the posterior malleoli, base of the 5th metatarsal or navicular). Otherwise early functional treatment: POLICE, weight-bearing as tolerated, an ankle brace for moderate sprains, and balance (proprioceptive) exercises to prevent recurrence.',
    investigations: [
      { name: 'X-ray of the ankle or foot', subtype: 'imaging', when: 'only if the Ottawa ankle rules are positive' },
    ],
    medications: [INJURY_PARACETAMOL, INJURY_IBUPROFEN, { ...DICLOFENAC_GEL, alternative: true }],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days for desk work, longer for standing or physical work.' },
    referrals: [
      PHYSIO('balance and strengthening exercises, especially after repeated sprains'),
      GP_REVIEW('not improving in 1 to 2 weeks, or Ottawa rules positive (x-ray)'),
    ],
    advice: [
      'Avoid heat, alcohol, running and massage for the first 2 to 3 days.',
      'Start walking and ankle movements early; balance exercises reduce the chance of spraining it again.',
      'Most sprains improve within 2 weeks; full recovery can take 6 weeks or more.',
    ],
  },
  {
    condition: 'ankle_fracture',
    care: 'Do not walk on it. Rest it, apply ice wrapped in a cloth, keep it raised, and go to an emergency department or urgent care clinic with x-ray today. Take paracetamol for pain.',
    seekHelp:
      'the ankle looks deformed, the foot is cold, pale or numb, bone is showing, or the pain becomes severe and the leg feels tight: call 000',
    approach:
      'Suspected ankle fracture (Ottawa ankle rules positive, unable to bear weight): x-ray today. Deformity, skin tenting, an open wound or neurovascular compromise need emergency reduction. Stable fractures go into a boot or cast with fracture-clinic follow-up; unstable fractures need orthopaedic fixation.',
    investigations: [{ name: 'X-ray of the ankle (and foot if tender)', subtype: 'imaging', when: 'today' }],
    medications: INJURY_PAIN_RELIEF,
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 6 weeks depending on the fracture and the job; non-weight-bearing work may be possible sooner.',
    },
    referrals: [
      ED_TODAY('x-ray and immobilisation'),
      ED_NOW('deformity, open wound, or a cold, pale or numb foot'),
      FRACTURE_CLINIC('follow-up of the fracture'),
    ],
    advice: [
      'Keep the leg raised and do not walk on it until it has been x-rayed.',
      'Call 000 if the foot goes cold, pale or numb, or the ankle looks deformed.',
    ],
  },
  {
    condition: 'achilles_tendinopathy',
    care: 'Reduce running and jumping to a level that does not flare the pain, and start calf-strengthening exercises (slow heel raises). A small heel raise in your shoe can help. Most improve over 3 to 6 months of regular exercise.',
    seekHelp:
      'you feel a sudden snap or kick at the back of the heel, cannot stand on tiptoe, or the tendon becomes very swollen',
    approach:
      'Achilles tendinopathy (mid-portion or insertional): load management and a progressive calf-loading program (eccentric or heavy slow resistance) for at least 12 weeks; heel lift; check for fluoroquinolone use and inflammatory enthesitis. Avoid corticosteroid injection into the tendon (rupture risk).',
    investigations: [
      {
        name: 'Ultrasound of the Achilles tendon',
        subtype: 'imaging',
        when: 'diagnosis uncertain, suspected partial tear, or not improving after 3 months',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'as needed' },
      { ...IBUPROFEN, alternative: true, duration: 'up to 1 week for a flare' },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      PHYSIO('progressive tendon-loading program'),
      { kind: 'specialist', to: 'Podiatrist', urgency: 'routine', reason: 'footwear and heel raise' },
    ],
    advice: [
      'Keep active, but cut back on running and jumping while the tendon settles.',
      'Do the calf exercises regularly for at least 12 weeks.',
      'Avoid ciprofloxacin-type antibiotics if possible: they can weaken tendons.',
    ],
  },
  {
    condition: 'achilles_rupture',
    care: 'A snap at the back of the ankle with trouble pushing off or standing on tiptoe may be a torn Achilles tendon. Do not walk on it more than you need to; keep your foot pointed down and go to an emergency department today.',
    seekHelp: 'the foot becomes cold, pale or numb, or the calf is very swollen and painful',
    approach:
      'Suspected Achilles tendon rupture (pop, weak plantarflexion, palpable gap, positive Simmonds-Thompson calf squeeze test): immobilise in equinus (boot with heel wedges or cast) within 24 to 48 hours, then early functional rehabilitation or surgery after orthopaedic review; ultrasound if the diagnosis is uncertain.',
    investigations: [
      { name: 'Ultrasound of the Achilles tendon', subtype: 'imaging', when: 'if the clinical diagnosis is uncertain' },
    ],
    medications: [INJURY_PARACETAMOL],
    certificate: {
      suggestedDays: 14,
      note: 'Usually 2 to 6 weeks for desk work (boot), longer for physical work; driving is restricted with a right-sided boot.',
    },
    referrals: [
      ED_TODAY('suspected Achilles rupture: equinus immobilisation within 24 to 48 hours'),
      FRACTURE_CLINIC('functional rehabilitation or surgical repair'),
    ],
    advice: [
      'Go to the emergency department today: early immobilisation gives the best result.',
      'Keep the foot pointed down and avoid walking on it.',
    ],
  },
  {
    condition: 'severs_disease',
    care: "Sever's disease is a common, harmless cause of heel pain in active children aged about 8 to 14. Cut back running and jumping to a level the pain allows, use ice after sport, stretch the calves, and try cushioned heel raises in the shoes. It settles as growth finishes.",
    seekHelp:
      'your child has pain at night or at rest, fever, a red or swollen heel, a limp that does not settle, or pain after an injury',
    childhood: true,
    approach:
      'Calcaneal apophysitis in an active 8 to 14 year old (pain at the back and bottom of the heel with activity, positive calcaneal squeeze test): reassurance, activity modification guided by pain, calf stretching, heel raises or cushioned heel cups, and simple analgesia. Imaging only with atypical features (night pain, fever, unilateral swelling, trauma).',
    investigations: [
      {
        name: 'X-ray of the heel',
        subtype: 'imaging',
        when: 'only with atypical features (night pain, fever, swelling or trauma)',
      },
    ],
    medications: [CHILD_PARACETAMOL, CHILD_IBUPROFEN],
    certificate: { suggestedDays: 1, note: 'School attendance is fine; a note to modify sport may help.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Podiatrist or physiotherapist',
        urgency: 'routine',
        reason: 'heel raises, footwear and a stretching program if pain limits sport',
      },
    ],
    advice: [
      'Your child can keep playing sport at a level the pain allows.',
      'Cushioned heel cups and good sports shoes help.',
      'It settles as the heel bone finishes growing.',
    ],
  },
  {
    condition: 'plantar_fasciitis',
    care: 'Wear supportive, cushioned shoes (avoid going barefoot), stretch your calf and the sole of your foot before getting out of bed, and roll your foot over a frozen water bottle. Heel cups or inserts can help. It usually settles within 6 to 12 months.',
    seekHelp:
      'the heel is red, hot or swollen, you have numbness or tingling in the foot, the pain started after an injury, or it is not improving after 3 months',
    approach:
      'Plantar heel pain: education, plantar fascia and calf stretching, supportive footwear, heel cups or orthoses, load management and weight loss. Short-term NSAIDs; corticosteroid injection or shockwave therapy for persistent cases. Imaging rarely needed.',
    investigations: [
      {
        name: 'X-ray or ultrasound of the heel',
        subtype: 'imaging',
        when: 'atypical features or no improvement after 3 to 6 months',
      },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 1 to 2 weeks' },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; consider less standing at work for a while.' },
    referrals: [
      { kind: 'specialist', to: 'Podiatrist', urgency: 'routine', reason: 'footwear, taping and orthoses' },
      PHYSIO('stretching and strengthening program'),
    ],
    advice: [
      'Stretch your calf and foot before your first steps in the morning.',
      'Wear supportive shoes with a cushioned heel, even at home.',
      'It is slow to settle but most people recover within a year.',
    ],
  },
  {
    condition: 'mortons_neuroma',
    care: 'Wear wide, low-heeled shoes with a soft sole, and try a metatarsal pad placed just behind the ball of the foot. Most people improve with footwear changes.',
    seekHelp: 'the foot becomes red, hot or swollen, or numbness spreads',
    approach:
      'Morton neuroma (usually the third web space): wide, low-heeled footwear, metatarsal pad and orthoses; ultrasound-guided corticosteroid injection; surgical referral if persistent. Exclude metatarsal stress fracture and MTP joint synovitis.',
    investigations: [
      {
        name: 'Ultrasound of the forefoot',
        subtype: 'imaging',
        when: 'to confirm before injection, or if the diagnosis is uncertain',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'as needed' },
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      { kind: 'specialist', to: 'Podiatrist', urgency: 'routine', reason: 'footwear, metatarsal pad and orthoses' },
      {
        kind: 'specialist',
        to: 'Orthopaedic foot surgeon',
        urgency: 'routine',
        reason: 'persistent symptoms despite footwear and injection',
      },
    ],
    advice: [
      'Avoid tight, narrow or high-heeled shoes.',
      'A metatarsal pad can spread the toes apart and ease the nerve.',
    ],
  },
  {
    condition: 'bunion',
    care: 'Wear wide, deep shoes with a soft upper and low heel. Bunion pads, toe spacers and simple pain relief can ease discomfort. Surgery is only for bunions that stay painful despite footwear changes.',
    seekHelp:
      'the joint becomes hot, red and swollen (gout or infection), or you have diabetes and the skin over the bunion breaks down',
    approach:
      'Hallux valgus: footwear modification, padding and orthoses from a podiatrist; surgery for persistent pain (not for appearance). Consider gout if acutely inflamed; check feet regularly in diabetes.',
    investigations: [
      { name: 'Weight-bearing x-ray of the foot', subtype: 'imaging', when: 'before a surgical referral' },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'as needed' },
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; several weeks after surgery.' },
    referrals: [
      { kind: 'specialist', to: 'Podiatrist', urgency: 'routine', reason: 'footwear advice, padding and orthoses' },
      {
        kind: 'specialist',
        to: 'Orthopaedic foot surgeon',
        urgency: 'routine',
        reason: 'persistent pain despite footwear changes',
      },
    ],
    advice: [
      'Choose shoes with a wide, deep toe box and avoid high heels.',
      'Surgery is considered for pain, not for the look of the foot.',
    ],
  },
  {
    condition: 'shin_splints',
    care: 'Cut back running and jumping for 2 to 4 weeks and switch to low-impact exercise such as cycling or swimming. Use ice after activity, then build back up gradually on softer surfaces with good shoes.',
    seekHelp:
      'the pain is in one spot on the bone, hurts at rest or at night, or you cannot hop on the leg (possible stress fracture)',
    approach:
      'Medial tibial stress syndrome (diffuse posteromedial tibial pain with running): relative rest and load management, cross-training, graded return to running, footwear review and calf strengthening. Focal bony tenderness, night pain or pain on hopping suggests a stress fracture (imaging).',
    investigations: [
      {
        name: 'MRI or bone scan of the tibia',
        subtype: 'imaging',
        when: 'focal tenderness, night pain or failure to improve (exclude stress fracture)',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'as needed' },
      { ...IBUPROFEN, alternative: true, duration: 'up to 1 week' },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; modify sport and training.' },
    referrals: [
      PHYSIO('load management and a graded return to running'),
      { kind: 'specialist', to: 'Podiatrist', urgency: 'routine', reason: 'footwear and foot mechanics' },
    ],
    advice: [
      'Increase training by no more than about 10% a week.',
      'Replace worn-out running shoes.',
      'Pain at rest or in one spot on the bone needs a doctor to check for a stress fracture.',
    ],
  },
  {
    condition: 'stress_fracture',
    care: 'Stop the activity that causes the pain (usually running or jumping) and rest the leg from impact. See a doctor in the next few days for imaging. Paracetamol helps the pain.',
    seekHelp:
      'you cannot bear weight, the pain is in the front of the shin, the groin or hip (higher-risk sites), or it is getting worse despite rest',
    approach:
      'Suspected stress fracture (focal bony pain and tenderness after increased load): x-ray (often normal early), then MRI or bone scan; offload (boot or crutches as needed) for 6 to 8 weeks with graded return. High-risk sites (femoral neck, anterior tibia, navicular, 5th metatarsal base) need orthopaedic review. Assess energy availability, menstrual history and bone health (RED-S).',
    investigations: [
      { name: 'X-ray of the painful bone', subtype: 'imaging', when: 'first, within a few days' },
      { name: 'MRI of the painful bone', subtype: 'imaging', when: 'if the x-ray is normal and suspicion remains' },
      {
        name: 'Vitamin D, calcium, and (in women) menstrual and energy-availability assessment',
        subtype: 'pathology',
        when: 'recurrent stress fractures or risk factors',
      },
    ],
    medications: [{ ...PARACETAMOL, duration: 'as needed' }],
    certificate: {
      suggestedDays: 2,
      note: 'Usually a few days, then modified duties without prolonged standing or impact.',
    },
    referrals: [
      GP_REVIEW('examination and imaging within a few days'),
      {
        kind: 'specialist',
        to: 'Sports physician or orthopaedic surgeon',
        urgency: 'urgent',
        reason: 'high-risk stress fracture site',
      },
      PHYSIO('graded return to activity'),
    ],
    advice: [
      'Avoid running and jumping until cleared.',
      'Cycling or swimming can keep you fit if they are pain-free.',
      'Eat enough to fuel your training: low energy intake weakens bones.',
    ],
  },
  {
    condition: 'metatarsal_fracture',
    care: 'Rest the foot, apply ice wrapped in a cloth, keep it raised, and avoid walking on it more than you need to. See a doctor or urgent care clinic with x-ray today or tomorrow. Take paracetamol for pain.',
    seekHelp:
      'the foot becomes cold, pale or numb, the pain keeps getting worse and the foot feels very tight, or the bone is showing',
    approach:
      'Suspected metatarsal fracture (Ottawa foot rule: tenderness at the base of the 5th metatarsal or navicular, or unable to bear weight): x-ray. Avulsion fractures of the 5th metatarsal base and undisplaced shaft fractures: walking boot or stiff-soled shoe, weight-bearing as tolerated. Jones fractures (proximal diaphysis), displaced or multiple fractures, and Lisfranc injuries need orthopaedic review.',
    investigations: [
      { name: 'X-ray of the foot', subtype: 'imaging', when: 'within 24 hours (Ottawa foot rule positive)' },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: {
      suggestedDays: 5,
      note: 'Usually 2 days to 6 weeks depending on the fracture and how much standing or walking the job needs.',
    },
    referrals: [
      ED_TODAY('x-ray and a boot'),
      FRACTURE_CLINIC('Jones fracture, displaced or multiple fractures, or suspected Lisfranc injury'),
    ],
    advice: [
      'Keep the foot raised and use crutches if walking is too painful.',
      'A stiff-soled shoe or boot protects the foot while it heals (usually 6 weeks).',
    ],
  },
  {
    condition: 'toe_fracture',
    care: 'Tape the toe to the one beside it (with a little padding between), wear a stiff-soled or wide shoe, use ice, keep the foot raised, and take paracetamol or ibuprofen. Most broken toes heal in 4 to 6 weeks.',
    seekHelp:
      'the toe is badly bent or pointing the wrong way, the skin is broken over it, the toe is pale or numb, or the pain is in the big toe and severe',
    approach:
      'Lesser toe fracture: buddy strapping and a stiff-soled shoe; no x-ray needed unless deformity, open injury, or big toe involvement. Big toe (hallux) fractures involving the joint, displaced fractures or open fractures need x-ray and orthopaedic follow-up.',
    investigations: [
      {
        name: 'X-ray of the toe',
        subtype: 'imaging',
        when: 'big toe, obvious deformity, open wound, or not improving in 2 to 3 weeks',
      },
    ],
    medications: [INJURY_PARACETAMOL, INJURY_IBUPROFEN],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 3 days, longer for work in safety boots.' },
    referrals: [
      GP_REVIEW('x-ray for the big toe, deformity or an open wound', 'urgent'),
      FRACTURE_CLINIC('displaced or intra-articular big toe fracture'),
    ],
    advice: [
      'Buddy-tape the toe and change the tape if it gets wet.',
      'Wear a stiff, wide shoe; the toe can take 4 to 6 weeks to settle.',
      'If you have diabetes or poor circulation, check the skin daily.',
    ],
  },
  {
    condition: 'compartment_syndrome',
    care: 'Severe, worsening pain in a tight, swollen limb after an injury or in a plaster cast is an emergency. Call 000 or go to the emergency department now. Loosen any tight bandage, keep the limb at heart level (not raised high), and do not take more painkillers to push through.',
    seekHelp: 'this is an emergency: call 000 now',
    emergency: true,
    approach:
      'Suspected acute compartment syndrome (pain out of proportion, pain on passive stretch, a tense compartment, later paraesthesia): remove or split casts and dressings to the skin, keep the limb at heart level, and emergency orthopaedic review for compartment pressure measurement and fasciotomy within hours.',
    investigations: [
      {
        name: 'Compartment pressure measurement',
        subtype: 'other',
        when: 'in hospital, if the diagnosis is uncertain',
      },
      { name: 'CK and UEC', subtype: 'pathology', when: 'in hospital (rhabdomyolysis and kidney injury)' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Depends on surgery; usually several weeks.' },
    referrals: [
      ED_NOW('suspected compartment syndrome: emergency fasciotomy may be needed'),
      { kind: 'specialist', to: 'Orthopaedic surgeon', urgency: 'immediate', reason: 'fasciotomy' },
    ],
    advice: [
      'Call 000 now.',
      'If you have a plaster cast or bandage, loosen the bandage and tell the paramedics about the cast.',
    ],
  },
  {
    condition: 'rhabdomyolysis',
    care: 'Very painful, swollen or weak muscles with dark, cola-coloured urine can mean muscle breakdown that harms the kidneys. Go to the emergency department now, or call 000 if you are passing little or no urine, feel confused or faint, or cannot get there safely. Drink water on the way if you are not vomiting. Do not take anti-inflammatory painkillers (ibuprofen, diclofenac, naproxen), do not drink alcohol, and do not exercise.',
    seekHelp: 'you pass little or no urine, become confused or drowsy, faint, or have palpitations: call 000 now',
    emergency: true,
    approach:
      'Suspected rhabdomyolysis (muscle pain, weakness or swelling with dark urine after unaccustomed exertion, a crush, a long lie, heat, a seizure, or statins, other drugs or alcohol): emergency department for CK, UEC (potassium, creatinine), calcium and phosphate, urinalysis (blood on dipstick without red cells suggests myoglobin) and an ECG for hyperkalaemia; early, generous IV crystalloid to a urine output of about 200 to 300 mL/hour; stop statins and other causative drugs; avoid NSAIDs; watch for compartment syndrome.',
    investigations: [
      { name: 'Creatine kinase (CK)', subtype: 'pathology', when: 'in hospital, now and repeated until it falls' },
      {
        name: 'UEC (urea, creatinine, electrolytes including potassium), calcium and phosphate',
        subtype: 'pathology',
        when: 'in hospital, now (acute kidney injury, hyperkalaemia)',
      },
      {
        name: 'Urinalysis (dipstick and microscopy)',
        subtype: 'pathology',
        when: 'in hospital, now: blood on the dipstick without red cells points to myoglobin',
      },
      { name: 'ECG', subtype: 'other', when: 'in hospital, now, if the potassium is high or not yet known' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually at least a week, longer after kidney injury; return to hard exercise or physical work only after the CK and kidney tests are normal and a doctor has reviewed you.',
    },
    referrals: [
      ED_NOW('suspected rhabdomyolysis: CK, kidney function and potassium, and IV fluids'),
      GP_REVIEW('follow-up of CK and kidney function after discharge, and review of statins or other causes', 'urgent'),
    ],
    advice: [
      'Go to the emergency department now: the treatment is fluids through a drip, and it works best when started early.',
      'Do not take ibuprofen or other anti-inflammatory painkillers, and do not drink alcohol; they can harm the kidneys further.',
      'If you take a statin or another regular medicine, bring it or its name with you and do not take the next dose until a doctor has reviewed it.',
      'When you return to exercise, build up gradually over weeks, drink enough, and avoid hard exercise in the heat.',
    ],
  },
  {
    condition: 'night_leg_cramps',
    care: 'When a cramp strikes, stretch the calf by pulling your toes up towards you, or stand and walk. Regular calf stretches before bed may reduce how often they happen. Cramps are common and usually harmless.',
    seekHelp:
      'a calf stays swollen, hot or tender (possible blood clot), the cramps came on after starting a new medicine, or you have weakness, numbness or muscle wasting',
    approach:
      'Idiopathic nocturnal leg cramps: reassurance, calf-stretching before bed, and review of contributing medicines (diuretics, statins, salbutamol, pregabalin) and conditions (pregnancy, hypothyroidism, kidney disease, electrolyte disturbance). Quinine is not recommended (TGA: serious harms); magnesium has little evidence outside pregnancy.',
    investigations: [
      {
        name: 'UEC, calcium, magnesium, glucose and TSH',
        subtype: 'pathology',
        when: 'frequent or severe cramps, or other symptoms',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      GP_REVIEW('medicine review and blood tests if frequent'),
      PHYSIO('stretching program for frequent cramps'),
    ],
    advice: [
      'Stretch your calves for a few minutes before bed.',
      'Quinine tablets are no longer recommended for cramps because of serious side effects.',
      'Tell your doctor if cramps started after a new medicine.',
    ],
  },

  // ——— Shoulder and elbow
  {
    condition: 'rotator_cuff',
    care: 'Keep the shoulder moving within comfort but avoid repeated overhead lifting for a few weeks. Ice or heat and a short course of an anti-inflammatory can ease the pain. Specific strengthening exercises help most people over 6 to 12 weeks.',
    seekHelp:
      'you suddenly cannot lift the arm after an injury, the shoulder is hot and swollen, you have a fever, or the pain comes with chest pain or breathlessness (call 000)',
    approach:
      'Subacromial pain (rotator cuff tendinopathy or bursitis: painful arc, pain lying on the shoulder): activity modification, analgesia and a progressive exercise program. Subacromial corticosteroid injection for short-term relief if exercise is limited by pain. Ultrasound and orthopaedic referral for an acute traumatic tear (sudden weakness after injury) or failure after 3 months.',
    investigations: [
      {
        name: 'Ultrasound of the shoulder',
        subtype: 'imaging',
        when: 'suspected full-thickness tear (weakness after injury) or not improving after 6 to 12 weeks',
      },
      {
        name: 'X-ray of the shoulder',
        subtype: 'imaging',
        when: 'trauma, over 50 with stiffness (exclude osteoarthritis or frozen shoulder), or before injection',
      },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 1 to 2 weeks' },
      { ...NAPROXEN, alternative: true },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually not needed; modified duties avoiding overhead work for a few weeks.',
    },
    referrals: [
      PHYSIO('progressive rotator cuff and scapular strengthening'),
      {
        kind: 'specialist',
        to: 'Orthopaedic surgeon',
        urgency: 'urgent',
        reason: 'acute traumatic cuff tear in an active person (repair within weeks)',
      },
      GP_REVIEW('not improving after 6 to 12 weeks (consider imaging and injection)'),
    ],
    advice: [
      'Keep the arm moving below shoulder height; avoid repeated reaching overhead for a while.',
      'Sleep on the other side with a pillow to support the sore arm.',
      'Exercises work best if done regularly for at least 6 to 12 weeks.',
    ],
  },
  {
    condition: 'frozen_shoulder',
    care: 'Frozen shoulder is painful and stiff for months but recovers in most people within 1 to 3 years. Keep the arm moving gently within pain, use heat, and take pain relief so that you can sleep and exercise. A doctor can offer an injection to speed up recovery of the painful stage.',
    seekHelp: 'the shoulder becomes hot or swollen, you have a fever, or the arm becomes weak or numb',
    approach:
      'Adhesive capsulitis (global loss of active and passive movement, especially external rotation, with a normal x-ray): education on its natural history, analgesia, gentle stretching within pain, and an intra-articular corticosteroid injection in the painful phase; hydrodilatation or surgical release for refractory cases. Check glucose and thyroid function.',
    investigations: [
      {
        name: 'X-ray of the shoulder',
        subtype: 'imaging',
        when: 'to exclude glenohumeral osteoarthritis, a locked dislocation or a tumour',
      },
      { name: 'HbA1c and TSH', subtype: 'pathology', when: 'at diagnosis' },
    ],
    medications: [
      { ...NAPROXEN, duration: 'up to 2 weeks, then review' },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Usually modified duties rather than time off.' },
    referrals: [
      PHYSIO('gentle mobility program'),
      {
        kind: 'specialist',
        to: 'Radiologist (image-guided injection or hydrodilatation)',
        urgency: 'routine',
        reason: 'painful phase not controlled by analgesia',
      },
    ],
    advice: [
      'Gentle stretches within pain are better than forcing the shoulder.',
      'Most people get back good movement, though it can take a long time.',
      'Diabetes makes frozen shoulder more likely: ask for a blood sugar test.',
    ],
  },
  {
    condition: 'shoulder_dislocation',
    care: 'Support the arm in the most comfortable position (a sling or a pillow) and go to the emergency department now, or call 000 if the pain is severe. Do not let anyone who is not trained try to put it back.',
    seekHelp: 'the hand or arm becomes numb, cold or pale: call 000',
    emergency: true,
    approach:
      'Suspected shoulder dislocation: x-ray before and after reduction (fracture), neurovascular examination (axillary nerve), reduction under analgesia or sedation, sling, and follow-up for a rotator cuff tear (over 40) or recurrent instability (young athletes).',
    investigations: [
      {
        name: 'X-ray of the shoulder (before and after reduction)',
        subtype: 'imaging',
        when: 'in the emergency department',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 3 weeks; no overhead or contact work or sport for about 3 months.',
    },
    referrals: [
      ED_NOW('suspected shoulder dislocation: reduction'),
      {
        kind: 'specialist',
        to: 'Orthopaedic surgeon',
        urgency: 'routine',
        reason: 'recurrent dislocation, or a rotator cuff tear over 40',
      },
      PHYSIO('rehabilitation after reduction'),
    ],
    advice: ['Keep the arm still and supported on the way to hospital.', 'Do not drive yourself.'],
  },
  {
    condition: 'proximal_humerus_fracture',
    care: 'Support the arm against your body in a sling, or with a folded towel or pillow under the forearm, and take regular paracetamol. It needs an x-ray today: go to an emergency department or urgent care centre, and do not drive yourself. Take off rings and watches from that hand.',
    seekHelp:
      'the hand or fingers become numb, cold, pale or blue, the shoulder looks out of shape, or the pain is uncontrolled: go to the emergency department now or call 000',
    approach:
      'Suspected proximal humerus fracture (older patient, fall onto the shoulder or outstretched hand, pain, loss of movement and bruising tracking down the arm): x-ray (AP, scapular Y and axillary views); check the axillary nerve (regimental badge sensation) and distal pulses; most minimally displaced fractures are managed in a collar-and-cuff or sling with analgesia and early pendulum exercises (PROFHER); fracture-dislocations, head-splitting fractures and displaced fractures in active patients go to orthopaedics. Assess bone health (a fragility fracture) and why the patient fell.',
    investigations: [
      {
        name: 'X-ray of the shoulder (AP, scapular Y and axillary views)',
        subtype: 'imaging',
        when: 'today',
      },
      {
        name: 'Bone density scan (DXA) and vitamin D, calcium and kidney function',
        subtype: 'imaging',
        when: 'after the fracture, for fragility fracture care',
      },
    ],
    medications: [
      INJURY_PARACETAMOL,
      {
        ...INJURY_IBUPROFEN,
        cautions: `${INJURY_IBUPROFEN.cautions} Over 65, only briefly and with kidney function and blood pressure in mind.`,
      },
    ],
    certificate: {
      suggestedDays: 14,
      note: 'Usually 2 to 6 weeks off work that needs the arm; longer for manual work. A carer may be needed at home.',
    },
    referrals: [
      ED_TODAY('x-ray and neurovascular assessment of a suspected proximal humerus fracture'),
      FRACTURE_CLINIC('fracture clinic review within a week, sooner if displaced or a fracture-dislocation'),
      PHYSIO('pendulum exercises from the first weeks, then shoulder rehabilitation'),
      GP_REVIEW('bone health (DXA, osteoporosis treatment) and a falls assessment'),
    ],
    advice: [
      'Keep the elbow, wrist and fingers moving several times a day so they do not stiffen.',
      'Sleeping propped up in a recliner or on pillows is often more comfortable for the first weeks.',
      'A broken arm after a simple fall may mean thin bones: ask your GP about a bone density test and treatment.',
      'Arrange help at home with dressing, washing and meals while one arm is in a sling.',
    ],
  },
  {
    condition: 'elbow_dislocation',
    care: 'Keep the arm still in the position it is in, supported with a pillow or a sling, and go to the emergency department now, or call 000 if the pain is severe or the hand is numb, pale or cold. Do not try to put it back. Take off rings and watches from that hand. Do not eat or drink in case sedation is needed.',
    seekHelp: 'the hand becomes numb, cold, pale or blue, or the fingers cannot move: call 000',
    emergency: true,
    approach:
      'Suspected elbow dislocation (fall on an outstretched hand, deformity, elbow held flexed): neurovascular examination (brachial artery, median and ulnar nerves) before and after reduction; x-ray before reduction for associated fractures (radial head, coronoid: the terrible triad); prompt reduction under sedation; check stability through the range; back slab for a short period then early movement; orthopaedic review for fractures or instability.',
    investigations: [
      {
        name: 'X-ray of the elbow (before and after reduction)',
        subtype: 'imaging',
        when: 'in the emergency department',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Usually 2 to 6 weeks off work that needs the arm; no contact sport for about 3 months.',
    },
    referrals: [
      ED_NOW('suspected elbow dislocation: neurovascular check, x-ray and reduction'),
      FRACTURE_CLINIC('review within a week of reduction, with associated fractures or instability'),
      PHYSIO('early movement after reduction to prevent elbow stiffness'),
    ],
    advice: ['Keep the arm still and supported on the way to hospital.', 'Do not drive yourself.'],
  },
  {
    condition: 'ac_joint_injury',
    care: 'Use a sling for comfort for a few days, ice the top of the shoulder, and take paracetamol or ibuprofen. Start gentle movement as the pain allows. Most sprains of this joint heal in 2 to 6 weeks.',
    seekHelp:
      'there is a large step or the skin is tented over the bone, the arm is numb or weak, or the pain is severe',
    approach:
      'Acromioclavicular joint injury (fall onto the point of the shoulder, tenderness and a step at the AC joint): x-ray to grade and exclude clavicle fracture; grades I to III are managed with a sling for comfort and early mobilisation; grade IV to VI or high-demand patients need orthopaedic review.',
    investigations: [
      {
        name: 'X-ray of the shoulder and AC joint',
        subtype: 'imaging',
        when: 'within a few days, or today with deformity',
      },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: {
      suggestedDays: 3,
      note: 'Usually 2 to 7 days; longer for overhead manual work. Contact sport after about 2 to 6 weeks.',
    },
    referrals: [
      GP_REVIEW('examination and x-ray', 'urgent'),
      PHYSIO('shoulder rehabilitation'),
      { kind: 'specialist', to: 'Orthopaedic surgeon', urgency: 'urgent', reason: 'marked deformity (grade IV to VI)' },
    ],
    advice: [
      'Use the sling only as long as you need it; start moving the arm early.',
      'Avoid contact sport and heavy lifting until pain-free.',
    ],
  },
  {
    condition: 'clavicle_fracture',
    care: 'Support the arm in a sling, apply ice wrapped in a cloth, take paracetamol, and see a doctor today for an x-ray. Most broken collarbones heal well in a sling over 4 to 8 weeks.',
    seekHelp:
      'the bone is pushing through or tenting the skin, the arm is numb, cold or pale, or there is breathlessness: call 000',
    approach:
      'Suspected clavicle fracture: x-ray; most midshaft fractures heal with a sling and early pendular movement; orthopaedic review for skin tenting, open fracture, neurovascular injury, marked displacement or shortening, or lateral-third fractures. In infants consider birth injury or non-accidental injury.',
    investigations: [{ name: 'X-ray of the clavicle', subtype: 'imaging', when: 'today' }],
    medications: INJURY_PAIN_RELIEF,
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 2 weeks for desk work, 6 to 8 weeks for manual work; contact sport after about 3 months.',
    },
    referrals: [
      ED_TODAY('x-ray and sling'),
      FRACTURE_CLINIC('displaced, shortened, lateral or open fractures'),
      ED_NOW('skin tenting, open fracture, breathlessness or a cold, numb arm'),
    ],
    advice: [
      'Wear the sling for comfort and take it off for gentle elbow and hand movements.',
      'A bump over the bone as it heals is normal.',
    ],
  },
  {
    condition: 'tennis_elbow',
    care: 'Reduce gripping and lifting with the palm facing down, use a forearm brace (counterforce strap) during activity, and try an anti-inflammatory gel. Most tennis elbow settles within 6 to 12 months, faster with exercises.',
    seekHelp:
      'the elbow is hot, red or swollen, you have numbness or weakness in the hand, or it followed a significant injury',
    approach:
      'Lateral elbow tendinopathy: education, load modification, a counterforce brace, topical NSAID, and progressive tendon-loading exercises. Corticosteroid injection gives short-term relief but worse results at a year and is generally avoided.',
    investigations: [
      {
        name: 'Ultrasound of the elbow',
        subtype: 'imaging',
        when: 'only if the diagnosis is uncertain or not improving after 6 months',
      },
    ],
    medications: [
      DICLOFENAC_GEL,
      { ...PARACETAMOL, alternative: true },
      { ...IBUPROFEN, alternative: true, duration: 'up to 1 to 2 weeks' },
    ],
    certificate: { suggestedDays: 1, note: 'Usually modified duties rather than time off.' },
    referrals: [PHYSIO('progressive loading exercises and brace fitting')],
    advice: [
      'Lift with your palm facing up and avoid repeated tight gripping.',
      'Exercises work best if done regularly for at least 8 to 12 weeks.',
      'It is slow to settle but almost always gets better.',
    ],
  },
  {
    condition: 'golfers_elbow',
    care: 'Reduce activities that involve repeated gripping and wrist bending, try an anti-inflammatory gel, and do gentle strengthening exercises. It usually improves over a few months.',
    seekHelp: 'your little and ring fingers go numb or weak, the elbow is hot or swollen, or it followed an injury',
    approach:
      'Medial elbow tendinopathy: load modification, topical NSAID and progressive loading; check for ulnar neuritis (tingling in the little and ring fingers). Injection is rarely needed.',
    investigations: [
      { name: 'Ultrasound of the elbow', subtype: 'imaging', when: 'only if not improving after several months' },
    ],
    medications: [DICLOFENAC_GEL, { ...PARACETAMOL, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Usually modified duties.' },
    referrals: [PHYSIO('progressive loading exercises')],
    advice: [
      'Avoid repeated gripping and heavy lifting with the wrist bent.',
      'Build strength gradually with regular exercises.',
    ],
  },
  {
    condition: 'olecranon_bursitis',
    care: 'Avoid leaning on the elbow (use padding), apply ice, and take an anti-inflammatory for a few days. The swelling often takes a few weeks to go. If it is hot, red and very tender or you feel feverish, it may be infected and needs to be seen today.',
    seekHelp: 'the swelling becomes hot, red and very painful, redness spreads up the arm, or you develop a fever',
    approach:
      'Olecranon bursitis: non-septic (trauma, pressure, gout) is managed with protection, compression and NSAIDs; avoid aspiration unless infection is suspected. Suspected septic bursitis (warmth, erythema, skin break, fever): aspirate for Gram stain, culture and crystals, and give an antistaphylococcal antibiotic.',
    investigations: [
      {
        name: 'Aspiration of the bursa: Gram stain, culture and crystals',
        subtype: 'pathology',
        when: 'if infection is suspected',
      },
    ],
    medications: [
      NAPROXEN,
      { ...PARACETAMOL, alternative: true },
      {
        name: 'Flucloxacillin',
        dose: '500 mg',
        route: 'oral',
        frequency: '6-hourly, on an empty stomach',
        duration: '7 days (longer if slow to settle)',
        cautions:
          'Not with penicillin allergy (use cefalexin, or clindamycin for immediate hypersensitivity); cholestatic hepatitis, especially in older people.',
        alternative: true,
        needsMoreInfo:
          'Only for suspected septic bursitis after in-person assessment (ideally after aspiration); check penicillin allergy.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed; avoid leaning on the elbow at work.' },
    referrals: [
      GP_REVIEW('same-day review if warm and red (possible septic bursitis)', 'urgent'),
      ED_TODAY('septic bursitis with fever or spreading cellulitis'),
    ],
    advice: [
      'Protect the elbow with padding and avoid leaning on it.',
      'Seek same-day care if it becomes hot, red or you feel unwell.',
    ],
  },
  {
    condition: 'cubital_tunnel',
    care: 'Avoid leaning on your elbow and keeping it bent for long periods (including on the phone). At night, wrap a towel loosely around the elbow to keep it fairly straight. Most mild cases improve within a few months.',
    seekHelp: 'your hand becomes weak or clumsy, the muscles of the hand waste, or numbness spreads',
    approach:
      'Ulnar neuropathy at the elbow: avoid prolonged elbow flexion and pressure, night splinting in extension; nerve conduction studies and hand or upper-limb surgical referral for weakness, wasting or persistent symptoms. Consider C8 radiculopathy and thoracic outlet causes.',
    investigations: [
      { name: 'Nerve conduction studies', subtype: 'other', when: 'weakness, wasting, or symptoms beyond 3 months' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_REVIEW('examination for weakness and wasting'),
      {
        kind: 'specialist',
        to: 'Hand or upper-limb surgeon',
        urgency: 'routine',
        reason: 'weakness, wasting or persistent symptoms',
      },
    ],
    advice: [
      'Avoid resting on your elbows and keeping them bent for long periods.',
      'See a doctor if your hand becomes weak or clumsy.',
    ],
  },
  {
    condition: 'pulled_elbow',
    care: 'This is a common, easily fixed injury in toddlers after the arm is pulled. A doctor or nurse can usually slip the elbow back in place in a few seconds, so please have your child seen today. Give paracetamol if they are in pain.',
    seekHelp:
      'there was a fall, the arm is swollen, bruised or deformed, your child will not use the arm after it has been put back, or the hand is pale or cold',
    childhood: true,
    approach:
      'Radial head subluxation (age 1 to 4, traction injury, arm held pronated, no swelling or bony tenderness): reduce by hyperpronation or supination-flexion; usually uses the arm within 15 to 30 minutes. X-ray if there was a fall, swelling, bruising, bony tenderness, or failure to use the arm after reduction.',
    investigations: [
      {
        name: 'X-ray of the elbow',
        subtype: 'imaging',
        when: 'a fall, swelling, bruising or bony tenderness, or not using the arm after reduction',
      },
    ],
    medications: [CHILD_PARACETAMOL],
    certificate: { suggestedDays: 1, note: "A carer's certificate for the day is usually enough." },
    referrals: [
      GP_REVIEW('reduction the same day', 'urgent'),
      ED_TODAY('a fall, swelling or deformity (possible fracture)'),
    ],
    advice: [
      'Lift your child under the arms rather than by the hands or wrists.',
      'It can happen again before age 5; the same simple treatment works.',
    ],
  },

  // ——— Wrist and hand
  {
    condition: 'carpal_tunnel',
    care: 'Wear a wrist splint at night that keeps the wrist straight, and take breaks from repetitive hand work. Many mild cases settle, especially in pregnancy after the baby is born.',
    seekHelp: 'your hand becomes weak, you drop things, the thumb muscles waste, or numbness is constant',
    approach:
      'Carpal tunnel syndrome (nocturnal median-distribution paraesthesia, positive Phalen or Tinel test): night wrist splint in neutral, activity modification; corticosteroid injection for moderate symptoms; nerve conduction studies and hand-surgeon referral for constant numbness, weakness, thenar wasting or failure of conservative care. Check for diabetes, hypothyroidism and pregnancy.',
    investigations: [
      { name: 'Nerve conduction studies', subtype: 'other', when: 'before surgery, or if the diagnosis is uncertain' },
      { name: 'HbA1c and TSH', subtype: 'pathology', when: 'at diagnosis if risk factors' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed; about 2 to 4 weeks after surgery depending on the job.' },
    referrals: [
      { kind: 'specialist', to: 'Hand therapist', urgency: 'routine', reason: 'night splint and activity advice' },
      {
        kind: 'specialist',
        to: 'Hand surgeon',
        urgency: 'routine',
        reason: 'constant numbness, weakness, wasting, or no improvement after 3 months',
      },
    ],
    advice: [
      'Wear the splint every night for at least 6 weeks.',
      'Avoid sleeping with your wrists bent.',
      'See a doctor sooner if your hand gets weak or the numbness becomes constant.',
    ],
  },
  {
    condition: 'de_quervain',
    care: 'Rest the thumb from repetitive pinching and lifting (lift a baby with both hands, palms up), wear a thumb splint, and use ice and an anti-inflammatory for a short time. A steroid injection helps most people whose pain persists.',
    seekHelp: 'the wrist becomes hot, red and swollen, or you have a fever',
    approach:
      'De Quervain tenosynovitis (radial wrist pain, positive Finkelstein test; common in new parents): thumb spica splint, activity modification, short-course NSAID; corticosteroid injection into the first extensor compartment is effective; surgical release if refractory.',
    investigations: [
      { name: 'Ultrasound of the wrist', subtype: 'imaging', when: 'only if the diagnosis is uncertain' },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 1 to 2 weeks' },
      { ...DICLOFENAC_GEL, alternative: true },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Usually modified duties.' },
    referrals: [
      { kind: 'specialist', to: 'Hand therapist', urgency: 'routine', reason: 'thumb splint and activity advice' },
      GP_REVIEW('corticosteroid injection if not settling in 2 to 4 weeks'),
    ],
    advice: [
      'Wear the thumb splint during activities and at night.',
      'Lift your baby with your palms facing up and both hands.',
    ],
  },
  {
    condition: 'trigger_finger',
    care: 'Avoid tight gripping, and a small splint that keeps the finger straight at night can help. A steroid injection cures most trigger fingers; a small operation is available if it comes back.',
    seekHelp: 'the finger becomes red, hot and swollen, or you cannot straighten it at all',
    approach:
      'Stenosing flexor tenosynovitis: splinting and activity modification; corticosteroid injection into the tendon sheath (success about 60 to 90%, less in diabetes); percutaneous or open release for recurrence or a locked digit. Trigger thumb in infants needs paediatric surgical review.',
    investigations: [{ name: 'No tests needed', subtype: 'other', when: 'the diagnosis is clinical' }],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a few days after surgery.' },
    referrals: [
      GP_REVIEW('corticosteroid injection'),
      {
        kind: 'specialist',
        to: 'Hand surgeon',
        urgency: 'routine',
        reason: 'recurrence after injection or a locked finger',
      },
    ],
    advice: [
      'An injection often fixes it; surgery is a small day procedure if needed.',
      'A red, hot, swollen finger needs to be seen the same day.',
    ],
  },
  {
    condition: 'ganglion',
    care: 'Ganglions are harmless fluid-filled lumps and many go away on their own. Leave it alone if it does not bother you; do not try to burst it. See a doctor if it is painful, growing or the diagnosis is unclear.',
    seekHelp: 'the lump is hard, growing quickly, red or hot, or you get numbness or weakness in the hand',
    approach:
      'Ganglion cyst: reassurance and observation (about half resolve); aspiration for symptoms (recurrence common); surgical excision for persistent pain or functional problems. Ultrasound if atypical (solid, growing, painful).',
    investigations: [
      {
        name: 'Ultrasound of the lump',
        subtype: 'imaging',
        when: 'atypical (firm, growing, painful) or before surgery',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed; a few days after surgery.' },
    referrals: [
      GP_REVIEW('if painful, growing or the diagnosis is uncertain'),
      {
        kind: 'specialist',
        to: 'Hand surgeon',
        urgency: 'routine',
        reason: 'persistent pain or functional limitation',
      },
    ],
    advice: ['Do not try to burst it.', 'Many ganglions disappear on their own within months.'],
  },
  {
    condition: 'wrist_fracture',
    care: 'Support the wrist in a sling or on a pillow, apply ice wrapped in a cloth, remove rings and watches, and go to an emergency department or urgent care clinic with x-ray today. Take paracetamol for pain.',
    seekHelp:
      'the hand becomes numb, pale or cold, the bone has broken the skin, or the pain becomes severe with the fingers swelling tight: call 000',
    approach:
      'Suspected distal radius fracture (fall on an outstretched hand, deformity, bony tenderness): x-ray today; reduction and casting or surgery depending on displacement; check median nerve function. In older adults, treat as a fragility fracture (bone density and osteoporosis treatment). In children, most buckle fractures need a splint only.',
    investigations: [
      { name: 'X-ray of the wrist', subtype: 'imaging', when: 'today' },
      { name: 'Bone mineral density (DXA)', subtype: 'imaging', when: 'after a low-trauma fracture in adults over 50' },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 6 weeks depending on the job and the dominant hand; school with a cast is usually fine.',
    },
    referrals: [
      ED_TODAY('x-ray, reduction and immobilisation'),
      FRACTURE_CLINIC('follow-up of the fracture'),
      ED_NOW('an open fracture or a numb, pale or cold hand'),
    ],
    advice: ['Take off rings and watches now, before the hand swells.', 'Keep the hand raised above heart level.'],
  },
  {
    condition: 'scaphoid_fracture',
    care: 'Pain at the base of the thumb after a fall on the hand may be a broken scaphoid, which can be missed on a first x-ray. Support the wrist, use ice, and have an x-ray within 24 hours. Take paracetamol for pain.',
    seekHelp: 'the hand becomes numb, cold or pale, or the wrist looks deformed',
    approach:
      'Suspected scaphoid fracture (FOOSH, anatomical snuffbox tenderness, pain on thumb telescoping): scaphoid-series x-ray; if normal, immobilise in a splint and arrange early CT or MRI (or repeat x-ray at 10 to 14 days). Missed fractures risk non-union and avascular necrosis.',
    investigations: [
      { name: 'X-ray of the wrist (scaphoid views)', subtype: 'imaging', when: 'within 24 hours' },
      { name: 'CT or MRI of the scaphoid', subtype: 'imaging', when: 'clinically suspected but x-ray normal' },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: { suggestedDays: 3, note: 'Usually 2 to 7 days for desk work; manual work may need weeks in a cast.' },
    referrals: [ED_TODAY('scaphoid x-ray and splint'), FRACTURE_CLINIC('suspected or confirmed scaphoid fracture')],
    advice: [
      'Wear the splint until a fracture has been ruled out, even if the first x-ray is normal.',
      'Do not play contact sport until cleared.',
    ],
  },
  {
    condition: 'wrist_sprain',
    care: 'Rest the wrist for a few days, use ice wrapped in a cloth, a wrist support, and paracetamol or ibuprofen. Start gentle movement as the pain allows. If the pain is at the base of the thumb or not improving within a week, an x-ray is needed.',
    seekHelp:
      'the wrist looks deformed, the hand is numb or cold, there is tenderness in the hollow at the base of the thumb, or it is not improving within a week',
    approach:
      'Wrist sprain is a diagnosis of exclusion: examine for distal radius and scaphoid fracture (snuffbox tenderness, thumb telescoping) and scapholunate ligament injury; x-ray if any bony tenderness. Otherwise a wrist support, analgesia and early movement; review at 1 to 2 weeks.',
    investigations: [
      {
        name: 'X-ray of the wrist (with scaphoid views)',
        subtype: 'imaging',
        when: 'bony or snuffbox tenderness, swelling, or not improving in a week',
      },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: { suggestedDays: 1, note: 'Usually 1 to 3 days, longer for manual work with the dominant hand.' },
    referrals: [
      GP_REVIEW('examination for bony or snuffbox tenderness', 'urgent'),
      { kind: 'specialist', to: 'Hand therapist', urgency: 'routine', reason: 'persistent pain or weakness' },
    ],
    advice: [
      'Use the support for a few days, then start moving the wrist.',
      'Pain in the hollow at the base of the thumb needs an x-ray.',
    ],
  },
  {
    condition: 'finger_fracture',
    care: 'Apply ice wrapped in a cloth, keep the hand raised, take off rings now, and tape the finger to its neighbour for comfort. Have it checked and x-rayed within a day or two, sooner if the finger looks bent or twisted.',
    seekHelp:
      'the finger is pale, cold or numb, the bone shows through the skin, or a wound is over a knuckle after a punch (bite injury)',
    approach:
      'Suspected phalangeal or metacarpal fracture: x-ray; check for rotational deformity (fingers crossing on making a fist) and open injuries (fight bite over a knuckle needs washout and antibiotics). Stable fractures: buddy strapping or splint; displaced, rotated or intra-articular fractures go to a hand clinic.',
    investigations: [
      {
        name: 'X-ray of the hand or finger',
        subtype: 'imaging',
        when: 'within 1 to 2 days (today with deformity or an open wound)',
      },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: { suggestedDays: 2, note: 'Usually 1 to 7 days depending on the job and the dominant hand.' },
    referrals: [
      GP_REVIEW('x-ray and examination for rotation', 'urgent'),
      {
        kind: 'specialist',
        to: 'Hand surgeon or hand clinic',
        urgency: 'urgent',
        reason: 'displaced, rotated, intra-articular or open fractures',
      },
      ED_TODAY('open fracture or a punch wound over a knuckle'),
    ],
    advice: [
      'Take off rings straight away.',
      'Keep the hand raised to reduce swelling.',
      'A wound over a knuckle after a punch must be seen today.',
    ],
  },
  {
    condition: 'radial_head_fracture',
    care: 'Rest the arm in a sling for comfort, apply ice wrapped in a cloth for 15 to 20 minutes every few hours, and take regular paracetamol. The elbow needs an x-ray, ideally today or tomorrow. Take off rings from that hand.',
    seekHelp:
      'the elbow looks out of shape, the hand becomes numb, cold or pale, or the pain is severe and getting worse: go to the emergency department now',
    approach:
      'Suspected radial head fracture (fall on an outstretched hand, lateral elbow tenderness, painful pronation and supination, loss of full extension): elbow x-ray (a raised anterior or posterior fat pad without a visible fracture is treated as one); check the wrist and forearm (Essex-Lopresti injury) and block to rotation; undisplaced fractures: sling for comfort for a few days and early active movement; displaced fractures, a mechanical block or instability go to orthopaedics.',
    investigations: [
      { name: 'X-ray of the elbow (AP and lateral)', subtype: 'imaging', when: 'today or tomorrow' },
      {
        name: 'X-ray of the wrist and forearm',
        subtype: 'imaging',
        when: 'if the wrist or forearm is tender too',
      },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 2 weeks for desk work with the sling; 4 to 8 weeks for heavy manual work.',
    },
    referrals: [
      ED_TODAY('x-ray of the elbow and assessment for a block to rotation'),
      FRACTURE_CLINIC('displaced radial head fracture, block to movement or instability'),
      PHYSIO('early movement to regain full straightening of the elbow'),
    ],
    advice: [
      'Start bending and straightening the elbow and turning the palm up and down within a few days, as the pain allows: the elbow stiffens quickly if kept still.',
      'Full straightening may take weeks to come back; it usually does with exercise.',
      'Avoid lifting heavy objects with that arm for about 6 weeks.',
    ],
  },
  {
    condition: 'skiers_thumb',
    care: 'Rest the thumb, apply ice wrapped in a cloth for 15 to 20 minutes every few hours, keep the hand raised, and take paracetamol. Support the thumb with tape or a splint so it cannot be pulled away from the hand. It needs an examination and x-ray within a few days, because a completely torn ligament may need surgery.',
    seekHelp:
      'the thumb is bent, twisted or out of place, numb, pale or cold, or there is a wound over the joint: go to the emergency department today',
    approach:
      'Suspected ulnar collateral ligament injury of the thumb MCP joint (forced abduction: ski pole, ball, fall): x-ray first for an avulsion fracture, then stress testing (laxity over 30° or 15° more than the other side, or no firm end point, suggests a complete tear); partial tears: thumb spica splint for 4 to 6 weeks; complete tears or a Stener lesion (palpable lump, confirmed on ultrasound) go to a hand surgeon within 1 to 3 weeks for repair.',
    investigations: [
      { name: 'X-ray of the thumb', subtype: 'imaging', when: 'within a few days, before stress testing' },
      {
        name: 'Ultrasound of the thumb ulnar collateral ligament',
        subtype: 'imaging',
        when: 'if a complete tear or a Stener lesion is suspected',
      },
    ],
    medications: INJURY_PAIN_RELIEF,
    certificate: {
      suggestedDays: 3,
      note: 'Usually a few days; longer for manual work with the dominant hand while in a splint.',
    },
    referrals: [
      GP_REVIEW('examination, x-ray and a thumb spica splint', 'urgent'),
      {
        kind: 'specialist',
        to: 'Hand surgeon or hand clinic',
        urgency: 'urgent',
        reason: 'complete tear, Stener lesion or displaced avulsion fracture (repair within 1 to 3 weeks)',
      },
      {
        kind: 'specialist',
        to: 'Hand therapist',
        urgency: 'routine',
        reason: 'custom thermoplastic thumb splint and rehabilitation',
      },
    ],
    advice: [
      'Keep the splint on as advised, including when sleeping, for 4 to 6 weeks.',
      'Avoid pinching and gripping hard until the thumb is reviewed.',
      'An untreated complete tear can leave a weak, painful pinch for life: do not leave it unchecked.',
    ],
  },
  {
    condition: 'mallet_finger',
    care: 'Keep the fingertip straight in a mallet splint day and night for 6 to 8 weeks, without letting it bend at all, even when changing the splint. A pharmacy or doctor can fit one. Ice and paracetamol help the pain.',
    seekHelp: 'the nail bed is cut, the fingertip is pale or numb, or the joint looks dislocated',
    approach:
      'Mallet finger (extensor tendon disruption or avulsion fracture at the distal phalanx): x-ray for a bony fragment; continuous extension splinting of the DIP joint for 6 to 8 weeks (then night splinting); hand-surgeon referral for a large fragment, joint subluxation or an open injury.',
    investigations: [{ name: 'X-ray of the finger', subtype: 'imaging', when: 'within a few days' }],
    medications: [{ ...PARACETAMOL, duration: 'as needed for a few days' }],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days; modified duties while splinted.' },
    referrals: [
      { kind: 'specialist', to: 'Hand therapist', urgency: 'urgent', reason: 'custom splint and instruction' },
      {
        kind: 'specialist',
        to: 'Hand surgeon',
        urgency: 'urgent',
        reason: 'large bony fragment or subluxation on x-ray',
      },
    ],
    advice: [
      'The splint must stay on all the time: one bend can undo the healing.',
      'Keep the splint dry; support the fingertip straight when changing it.',
    ],
  },
  {
    condition: 'dupuytren',
    care: "Dupuytren's is a slowly progressive thickening in the palm. It is not dangerous and often needs no treatment. See a doctor if you can no longer lay your hand flat on a table.",
    seekHelp: 'the finger contracture is worsening quickly or stops you using your hand',
    approach:
      "Dupuytren's disease: observation while function is preserved; hand-surgeon referral when the tabletop test is positive or the MCP contracture exceeds about 30 degrees (needle fasciotomy or fasciectomy).",
    investigations: [{ name: 'No tests needed', subtype: 'other', when: 'the diagnosis is clinical' }],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed; several weeks after surgery depending on the job.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Hand surgeon',
        urgency: 'routine',
        reason: 'positive tabletop test or contracture limiting function',
      },
    ],
    advice: [
      'Check whether you can lay your hand flat on a table; if not, ask about a referral.',
      'Stretching does not stop it progressing.',
    ],
  },
];
