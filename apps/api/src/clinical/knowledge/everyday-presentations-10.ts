import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW, ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * A tenth set of presentations: an extradural haematoma, Wernicke encephalopathy, peripartum cardiomyopathy, a
 * molar pregnancy, infantile spasms, a bleeding Meckel diverticulum, Hirschsprung disease, benzodiazepine
 * withdrawal, a pubic ramus fracture, hypocalcaemia, a vitreous haemorrhage, degenerative cervical myelopathy,
 * benign acute childhood myositis, juvenile idiopathic arthritis, hypermobility spectrum disorder, thyroid eye
 * disease, adenomyosis, periductal mastitis, femoroacetabular impingement, a ruptured long head of biceps, a
 * pharyngeal pouch, gastroparesis, otosclerosis and normal pressure hydrocephalus (Therapeutic Guidelines;
 * Australian Medicines Handbook; RCH Clinical Practice Guidelines; RANZCOG; RANZCO; NICE CKS; Heart Foundation;
 * OHCM; Murtagh's General Practice; Oxford Handbook of Emergency Medicine).
 */

const SPECIALIST = (to: string, reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'specialist',
  to,
  urgency,
  reason,
});

const DIAZEPAM_TAPER: Medication = {
  name: 'Diazepam',
  dose: 'the equivalent of the usual daily benzodiazepine dose (for example 5 to 20 mg a day), then reduced by about 10% every 1 to 2 weeks',
  route: 'oral',
  frequency: 'in 2 to 3 divided doses, then once daily as the dose falls',
  duration: 'a slow taper over weeks to months, supplied in small amounts',
  cautions:
    'Prescribed by one doctor with a written plan and regular review. Drowsiness: no driving when sedated; never with alcohol, opioids or other sedatives (breathing can stop). Reduce slowly: stopping suddenly can cause seizures. Older people need lower doses.',
  needsMoreInfo:
    'which benzodiazepine, the dose, how long it was taken, alcohol and other drug use, and any past withdrawal seizures',
};

const CALCIUM_CARBONATE: Medication = {
  name: 'Calcium carbonate',
  dose: '1 to 2 g elemental calcium a day (for example 600 mg elemental calcium two or three times a day)',
  route: 'oral',
  frequency: 'in divided doses with food',
  duration: 'as directed after a calcium blood test; usually with calcitriol after neck surgery',
  cautions:
    'For mild symptoms only once the calcium level is known; spasm, seizures or a long QT need intravenous calcium in hospital. Constipation; separate from thyroxine, iron and some antibiotics by 4 hours.',
  needsMoreInfo: 'the calcium, magnesium, vitamin D and parathyroid hormone results, and the kidney function',
};

const TRANEXAMIC_ACID: Medication = {
  name: 'Tranexamic acid',
  dose: '1 to 1.5 g',
  route: 'oral',
  frequency: 'three times a day during heavy bleeding',
  duration: 'up to 5 days of each period',
  cautions:
    'Not with a past or present blood clot or a high clot risk; reduce in kidney impairment. Reduces flow, not pain.',
};

const MEFENAMIC_ACID: Medication = {
  name: 'Mefenamic acid',
  dose: '500 mg',
  route: 'oral',
  frequency: 'three times a day with food, from the start of bleeding',
  duration: 'up to 5 days of each period',
  cautions:
    'An anti-inflammatory: not with a stomach ulcer, kidney disease, aspirin-sensitive asthma or in late pregnancy; stop with diarrhoea or rash.',
};

const AMOXICILLIN_CLAVULANATE: Medication = {
  name: 'Amoxicillin with clavulanic acid',
  dose: '875 mg + 125 mg',
  route: 'oral',
  frequency: 'twice daily with food',
  duration: '5 to 7 days, then review',
  cautions:
    'Not with penicillin allergy (then clindamycin, or cefalexin with metronidazole if the allergy is not immediate); diarrhoea and thrush are common.',
  needsMoreInfo: 'allergies, and whether an abscess needs draining',
};

const CARBOMER_EYE_GEL: Medication = {
  name: 'Carbomer eye gel (lubricant)',
  dose: '1 drop',
  route: 'into each affected eye',
  frequency: '3 to 4 times a day and at bedtime',
  duration: 'while the eyes are gritty or dry',
  cautions: 'Blurs vision briefly after use; preservative-free drops if used more than 4 to 6 times a day.',
};

const METOCLOPRAMIDE: Medication = {
  name: 'Metoclopramide',
  dose: '10 mg',
  route: 'oral',
  frequency: 'up to three times a day, 30 minutes before meals',
  duration: 'the shortest course possible, up to 5 days at a time without review',
  cautions:
    'Can cause restlessness, muscle spasms (more in young people) and rarely tardive dyskinesia with long use; not with bowel obstruction, Parkinson disease or epilepsy; reduce in kidney impairment.',
};

export const EVERYDAY_PRESENTATIONS_10: ConditionManagement[] = [
  {
    condition: 'extradural_haematoma',
    emergency: true,
    care: 'Call 000 now. Keep the person lying still with the head and neck in line, do not give food, drink or medicines, and stay with them. If they stop responding, put them on their side and check their breathing.',
    seekHelp:
      'anyone who has had a head injury becomes more drowsy, confused, vomits again, has a worsening headache, a seizure, weakness, or one pupil larger than the other',
    approach:
      "Extradural haematoma (Oxford Handbook of Emergency Medicine; Rosen's head trauma; OHCM): temporal blow, brief loss of consciousness, lucid interval, then headache, vomiting, falling GCS, ipsilateral fixed dilated pupil and contralateral weakness; urgent non-contrast CT head; airway and ventilation, avoid hypoxia and hypotension; neurosurgical evacuation; reverse any anticoagulation.",
    investigations: [
      { name: 'CT scan of the head', subtype: 'imaging', when: 'immediately in the emergency department' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Hospital care and recovery; return to work and sport after neurosurgical review.',
    },
    referrals: [
      ED_NOW('deterioration after a lucid interval following a head injury (possible extradural haematoma)'),
      SPECIALIST('Neurosurgeon', 'evacuation of the haematoma', 'immediate'),
    ],
    advice: [
      'Found and treated early, most people recover well from an extradural bleed.',
      'After any head injury, someone should stay with the person for the first 24 hours.',
    ],
  },
  {
    condition: 'wernicke_encephalopathy',
    emergency: true,
    care: 'Call 000 or go to the emergency department now. Do not give sugary drinks before a doctor has given thiamine (vitamin B1) if that can be avoided. Stay with the person.',
    seekHelp:
      'a heavy drinker or someone who has been vomiting for days becomes confused, unsteady on their feet, has double vision or eyes that flick or do not move properly',
    approach:
      'Wernicke encephalopathy (OHCM; eTG; AMH thiamine): clinical diagnosis in at-risk patients with any of confusion, ataxia, nystagmus or ophthalmoplegia; parenteral thiamine 500 mg IV three times a day for 3 to 5 days before glucose, then oral; check magnesium, glucose and electrolytes; manage alcohol withdrawal; untreated it progresses to Korsakoff syndrome.',
    investigations: [
      {
        name: 'Glucose, electrolytes, magnesium, liver function',
        subtype: 'pathology',
        when: 'in the emergency department',
      },
      { name: 'CT or MRI of the brain', subtype: 'imaging', when: 'to exclude a bleed after falls or head injury' },
    ],
    medications: [
      {
        name: 'Thiamine',
        dose: '100 mg (after hospital treatment of Wernicke encephalopathy)',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term while drinking, or as advised',
        cautions:
          'The emergency treatment is intravenous thiamine in hospital; tablets alone are not enough for Wernicke encephalopathy. Safe; rarely an allergic reaction to the injection.',
      },
    ],
    certificate: { suggestedDays: 14, note: 'Hospital care and recovery; longer with memory problems.' },
    referrals: [
      ED_NOW('confusion, unsteadiness and eye-movement signs in heavy drinking (possible Wernicke encephalopathy)'),
      SPECIALIST('Alcohol and drug service', 'treatment of alcohol dependence', 'urgent'),
    ],
    advice: [
      'Vitamin B1 (thiamine) given early can reverse the confusion, unsteadiness and eye problems.',
      'Stopping or cutting down alcohol and eating regular meals prevents it coming back; help is available.',
    ],
  },
  {
    condition: 'peripartum_cardiomyopathy',
    care: 'See a doctor today, in an emergency department or your maternity unit. Rest propped up on pillows. If you are very breathless at rest, cough up pink frothy spit, have chest pain or feel faint, call 000.',
    seekHelp:
      'you are breathless at rest or when lying flat, wake gasping, cough up pink frothy spit, have chest pain, a racing heart or feel faint',
    approach:
      'Peripartum cardiomyopathy (RANZCOG; Heart Foundation heart failure guideline; Harrison): heart failure with LVEF under 45% in the last month of pregnancy or up to 5 months after, without another cause; ECG, BNP, echocardiogram; exclude PE, pre-eclampsia and infection; treat heart failure (diuretic, beta blocker; ACE inhibitor after birth, hydralazine-nitrate in pregnancy), anticoagulation if LVEF very low; bromocriptine in specialist hands; cardiology and obstetric co-care; counsel about future pregnancy.',
    investigations: [
      { name: 'ECG, BNP, full blood count, electrolytes', subtype: 'pathology', when: 'today' },
      { name: 'Echocardiogram', subtype: 'imaging', when: 'today' },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'today, with shielding if pregnant' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Hospital care and recovery; work after cardiology review.' },
    referrals: [
      ED_TODAY('breathlessness lying flat and swelling around childbirth (possible peripartum cardiomyopathy)'),
      SPECIALIST('Cardiologist', 'heart failure treatment and follow-up', 'urgent'),
      SPECIALIST('Obstetrician', 'co-care in pregnancy and advice about future pregnancies', 'urgent'),
    ],
    advice: [
      'Many women recover heart function within 6 to 12 months with treatment.',
      'Talk to your cardiologist before another pregnancy, as the condition can return.',
      'Many heart failure medicines are safe with breastfeeding; check with your doctor.',
    ],
  },
  {
    condition: 'molar_pregnancy',
    care: 'See a doctor or your early pregnancy service today for a blood test and ultrasound. If the bleeding becomes heavy (soaking a pad an hour), you feel faint or have severe pain, go to an emergency department now.',
    seekHelp:
      'the bleeding becomes heavy, you feel faint or dizzy, have severe tummy pain, a bad headache, or cannot keep fluids down',
    approach:
      'Molar pregnancy (RANZCOG gestational trophoblastic disease; OHCM): first-trimester bleeding, hyperemesis, uterus large for dates, very high hCG, snowstorm or cystic placenta on ultrasound; check blood pressure, thyroid function and full blood count; suction curettage with histology; Rh D immunoglobulin if negative; weekly hCG to normal then monthly follow-up per protocol via the regional trophoblastic disease registry; reliable contraception during follow-up; persistent hCG needs oncology.',
    investigations: [
      {
        name: 'Quantitative hCG, full blood count, blood group, thyroid function',
        subtype: 'pathology',
        when: 'today',
      },
      { name: 'Pelvic ultrasound', subtype: 'imaging', when: 'today' },
    ],
    medications: [],
    certificate: { suggestedDays: 5, note: 'Procedure and recovery; longer if needed for emotional recovery.' },
    referrals: [
      SPECIALIST('Early pregnancy assessment service or gynaecologist', 'evacuation and hCG follow-up', 'urgent'),
      ED_NOW('heavy bleeding, faintness or severe pain in a molar pregnancy'),
    ],
    advice: [
      'Almost all molar pregnancies are cured by the procedure and follow-up blood tests.',
      'Use reliable contraception until your doctor says the hCG follow-up is complete.',
      'Losing a pregnancy this way is hard: support services and counselling are available.',
    ],
  },
  {
    condition: 'infantile_spasms',
    childhood: true,
    care: 'Your baby needs to be seen by a paediatrician urgently, today or within a day: video the episodes on your phone to show the doctor. If a seizure lasts more than 5 minutes or your baby is hard to wake, call 000.',
    seekHelp:
      'a seizure lasts more than 5 minutes, your baby is hard to wake, floppy, not feeding, has a fever, or the episodes become much more frequent',
    approach:
      'Infantile spasms (West syndrome) (RCH; Nelson): clusters of flexor or extensor spasms on waking in an infant of 3 to 12 months, often with developmental regression; urgent EEG (hypsarrhythmia) within days; treatment delay worsens development; paediatric neurology for prednisolone or ACTH, or vigabatrin (first line in tuberous sclerosis); look for the cause (MRI, skin examination, metabolic and genetic tests).',
    investigations: [
      { name: 'EEG (including sleep)', subtype: 'other', when: 'within days' },
      { name: 'MRI of the brain', subtype: 'imaging', when: 'as arranged by paediatric neurology' },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: "A carer's certificate for tests and starting treatment." },
    referrals: [
      SPECIALIST('Paediatric neurologist', 'urgent EEG and treatment of suspected infantile spasms', 'urgent'),
      ED_NOW('a seizure lasting over 5 minutes or a baby hard to wake'),
    ],
    advice: [
      'Fast treatment gives the best chance for development, so do not wait for the next appointment.',
      'A phone video of the episodes helps the doctor a great deal.',
    ],
  },
  {
    condition: 'meckel_diverticulum',
    childhood: true,
    care: 'Take your child to an emergency department today. If there is more heavy bleeding, your child is pale, sweaty, drowsy or faint, call 000.',
    seekHelp:
      'the bleeding continues or is heavy, your child looks pale, is drowsy, faint, breathing fast, or develops tummy pain or vomiting',
    approach:
      'Bleeding Meckel diverticulum (RCH rectal bleeding; Nelson): painless large maroon or dark red rectal bleeding in a young child, often with anaemia; assess for shock, full blood count and group and hold; technetium-99m pertechnetate (Meckel) scan; paediatric surgical resection; intussusception, volvulus and obstruction are other presentations.',
    investigations: [
      { name: 'Full blood count, group and hold, coagulation', subtype: 'pathology', when: 'today' },
      { name: 'Meckel (technetium) scan', subtype: 'imaging', when: 'as arranged by the paediatric surgeons' },
    ],
    medications: [],
    certificate: { suggestedDays: 5, note: "A carer's certificate for the hospital stay and surgery." },
    referrals: [
      ED_TODAY('large painless rectal bleeding in a young child (possible Meckel diverticulum)'),
      SPECIALIST('Paediatric surgeon', 'diagnosis and removal of a bleeding Meckel diverticulum', 'urgent'),
    ],
    advice: [
      'Once removed, a Meckel diverticulum does not come back.',
      'Bring a photo of the nappy or stool if you can; it helps the doctor judge the bleeding.',
    ],
  },
  {
    condition: 'hirschsprung_disease',
    childhood: true,
    care: 'Your baby needs to be seen by a doctor today. If your baby vomits green, has a very swollen tummy, a fever, smelly diarrhoea, or is floppy or not feeding, go to an emergency department now.',
    seekHelp:
      'your baby vomits green, the tummy becomes very swollen or tense, there is a fever, explosive smelly diarrhoea, or your baby becomes floppy or stops feeding',
    approach:
      'Hirschsprung disease (RCH; Nelson): failure to pass meconium in 48 hours, abdominal distension, bilious vomiting, explosive stool after rectal examination, chronic constipation with poor growth; enterocolitis (fever, distension, foul diarrhoea) is life-threatening; abdominal X-ray, contrast enema, rectal suction biopsy (absent ganglion cells) for diagnosis; rectal washouts then pull-through surgery by paediatric surgeons.',
    investigations: [
      {
        name: 'Abdominal X-ray and contrast enema',
        subtype: 'imaging',
        when: 'as arranged by the paediatric surgeons',
      },
      { name: 'Rectal suction biopsy', subtype: 'pathology', when: 'to confirm the diagnosis' },
    ],
    medications: [],
    certificate: { suggestedDays: 5, note: "A carer's certificate for tests and surgery." },
    referrals: [
      SPECIALIST('Paediatric surgeon', 'suspected Hirschsprung disease', 'urgent'),
      ED_NOW('green vomiting, a tense swollen belly or fever and diarrhoea in a baby'),
    ],
    advice: [
      'Most children do well after surgery, though some have bowel problems for a few years.',
      'Enterocolitis can happen even after surgery: fever, a swollen belly and smelly diarrhoea need a doctor the same day.',
    ],
  },
  {
    condition: 'benzodiazepine_withdrawal',
    care: 'See a doctor today; do not stop the medicine suddenly again or take extra from other sources. If you have a seizure, become confused or see or hear things that are not there, call 000.',
    seekHelp:
      'you have a seizure or a fit, become confused, see or hear things that are not there, have thoughts of harming yourself, or cannot cope',
    approach:
      'Benzodiazepine withdrawal (AMH; eTG psychotropic: benzodiazepine dependence): anxiety, insomnia, tremor, sweating, perceptual disturbance and seizures after abrupt cessation of regular use; risk highest with high doses, short-acting agents, alcohol co-use and past seizures; convert to a long-acting benzodiazepine (diazepam) at an equivalent dose and taper about 10% every 1 to 2 weeks with single-prescriber supply and review; inpatient withdrawal for high doses, polysubstance use or previous seizures; treat underlying anxiety or insomnia with psychological therapy.',
    investigations: [{ name: 'Urine drug screen', subtype: 'pathology', when: 'if other drug use is possible' }],
    medications: [DIAZEPAM_TAPER],
    certificate: { suggestedDays: 5, note: 'While withdrawal symptoms are settling; longer if admitted.' },
    referrals: [
      GP_REVIEW('restart and plan a slow supervised taper', 'urgent'),
      SPECIALIST('Alcohol and drug service', 'supervised withdrawal or high-dose dependence', 'urgent'),
      ED_NOW('a seizure, confusion or hallucinations'),
    ],
    advice: [
      'A slow reduction over weeks to months is safer and easier than stopping suddenly.',
      'Avoid alcohol and driving while on diazepam or while symptoms are bad.',
      'Talking therapy and sleep strategies help the anxiety and sleep problems in the long term.',
    ],
  },
  {
    condition: 'pubic_ramus_fracture',
    care: 'See a doctor today for an X-ray to check the hip and pelvis. Take regular paracetamol, use a walking frame, and keep moving gently as pain allows. If the leg is shortened or turned out, you cannot stand, or there is a long lie on the floor, call an ambulance.',
    seekHelp:
      'you cannot stand or walk at all, the leg looks shorter or turned out, you feel faint, the pain becomes much worse, or you become confused',
    approach:
      "Pubic ramus fracture (Oxford Handbook of Emergency Medicine; Rosen's pelvic injuries): low-energy fall in an older osteoporotic patient; groin pain, able to weight-bear with pain, no shortening or rotation; pelvic and hip X-rays, CT or MRI if a hip fracture is suspected and X-rays are normal; analgesia, early mobilisation with physiotherapy and walking aid, VTE prophylaxis per local policy, falls and osteoporosis assessment; admission if unable to mobilise safely.",
    investigations: [
      { name: 'X-ray of the pelvis and hip', subtype: 'imaging', when: 'today' },
      {
        name: 'CT or MRI of the hip',
        subtype: 'imaging',
        when: 'if a hip fracture is suspected and the X-ray is normal',
      },
      { name: 'Bone density scan and vitamin D', subtype: 'other', when: 'after recovery, for osteoporosis treatment' },
    ],
    medications: [{ ...PARACETAMOL, dose: '1 g (15 mg/kg if under 50 kg)', duration: 'regularly for 2 to 4 weeks' }],
    certificate: { suggestedDays: 14, note: 'Recovery usually takes 6 to 8 weeks.' },
    referrals: [
      ED_TODAY('groin pain after a fall in an older person (pelvic or hip fracture to exclude)'),
      PHYSIO('mobilising with a walking aid and falls prevention'),
      GP_REVIEW('osteoporosis treatment and a falls review'),
    ],
    advice: [
      'These fractures usually heal in 6 to 8 weeks without surgery; staying mobile helps recovery.',
      'A falls and bone health check lowers the chance of another fracture.',
    ],
  },
  {
    condition: 'hypocalcaemia',
    care: 'See a doctor today for a calcium blood test and a heart tracing. If your hands or face go into spasm, your throat feels tight, you have a seizure or your heart races, call 000.',
    seekHelp:
      'your hands or face go into strong spasm, your throat tightens or breathing is noisy, you have a seizure, your heart races or you feel faint',
    approach:
      'Hypocalcaemia (OHCM; endocrine guidelines; Harrison): after thyroid or parathyroid surgery, with vitamin D deficiency, hypomagnesaemia, kidney disease or drugs (bisphosphonates, denosumab); perioral and digital paraesthesia, cramps, Trousseau and Chvostek signs, seizures, laryngospasm, long QT; corrected calcium, magnesium, phosphate, PTH, vitamin D, kidney function and ECG; IV calcium gluconate for severe symptoms or QT prolongation; oral calcium and calcitriol for mild, and replace magnesium and vitamin D.',
    investigations: [
      {
        name: 'Calcium (corrected or ionised), magnesium, phosphate, PTH, vitamin D, kidney function',
        subtype: 'pathology',
        when: 'today',
      },
      { name: 'ECG', subtype: 'other', when: 'today' },
    ],
    medications: [CALCIUM_CARBONATE],
    certificate: { suggestedDays: 3, note: 'While the calcium is corrected; longer after surgery.' },
    referrals: [
      ED_TODAY('tingling and hand spasm after neck surgery (possible low calcium)'),
      SPECIALIST('Endocrinologist or the surgical team', 'ongoing calcium and vitamin D treatment', 'urgent'),
    ],
    advice: [
      'Low calcium after thyroid or parathyroid surgery is common and usually temporary.',
      'Take calcium tablets exactly as prescribed and have the blood tests your doctor arranges.',
    ],
  },
  {
    condition: 'vitreous_haemorrhage',
    care: 'See an eye doctor or go to an eye emergency department today. Rest with your head raised, and avoid heavy lifting and straining. Do not drive if your vision is affected.',
    seekHelp:
      'a curtain or shadow spreads across your vision, you get flashing lights, the eye becomes painful or red, or the vision in the other eye changes',
    approach:
      'Vitreous haemorrhage (RANZCO; Oxford Handbook of Emergency Medicine; OHCM): sudden painless floaters or visual loss from proliferative diabetic retinopathy, retinal tear or detachment, vein occlusion or trauma; same-day ophthalmology with dilated fundoscopy and B-scan ultrasound if the fundus is obscured to exclude retinal detachment; head elevation; laser or anti-VEGF for the cause, vitrectomy if non-clearing; review glycaemic and blood pressure control; anticoagulants generally continued.',
    investigations: [
      { name: 'Dilated eye examination and ocular ultrasound', subtype: 'imaging', when: 'today' },
      { name: 'HbA1c, blood pressure', subtype: 'pathology', when: 'at follow-up' },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Longer if vision is needed for driving or safety at work.' },
    referrals: [
      SPECIALIST(
        'Ophthalmologist or eye emergency department',
        'same-day assessment to exclude retinal detachment',
        'urgent',
      ),
      GP_REVIEW('diabetes and blood pressure control'),
    ],
    advice: [
      'The blood often clears over weeks to months, and treatment can deal with the cause.',
      'Regular diabetic eye checks find problems before they bleed.',
    ],
  },
  {
    condition: 'degenerative_cervical_myelopathy',
    care: 'See a doctor within days for an examination and an MRI of the neck. Avoid neck manipulation and heavy lifting. If you suddenly become weak, lose control of your bladder or bowel, or after a fall or neck injury, go to an emergency department.',
    seekHelp:
      'your arms or legs suddenly become weak, you lose bladder or bowel control, cannot walk, or have a fall or neck injury',
    approach:
      'Degenerative cervical myelopathy (NICE CKS; OHCM; Murtagh): clumsy numb hands, gait imbalance, neck stiffness, Lhermitte sign; upper motor neurone signs (hyperreflexia, Hoffmann, up-going plantars); MRI cervical spine; refer to spinal surgery (urgent if moderate or progressing) for decompression; avoid chiropractic manipulation; differential: carpal tunnel, peripheral neuropathy, B12 deficiency, MS, motor neurone disease.',
    investigations: [
      { name: 'MRI of the cervical spine', subtype: 'imaging', when: 'within weeks, sooner if progressing' },
      { name: 'Vitamin B12, glucose, thyroid function', subtype: 'pathology', when: 'to exclude other causes' },
    ],
    medications: [{ ...PARACETAMOL, duration: 'for neck pain when needed' }],
    certificate: {
      suggestedDays: 2,
      note: 'Manual work or driving may need review depending on hand and leg function.',
    },
    referrals: [
      GP_REVIEW('neurological examination and MRI referral'),
      SPECIALIST('Spinal surgeon (neurosurgery or orthopaedics)', 'spinal cord compression in the neck', 'urgent'),
    ],
    advice: [
      'Surgery can stop the condition getting worse; the earlier it is done, the better the recovery.',
      'Avoid neck manipulation and contact sports until you have been assessed.',
    ],
  },
  {
    condition: 'benign_acute_childhood_myositis',
    childhood: true,
    care: 'Rest, fluids and paracetamol or ibuprofen for pain. Most children walk normally again within 3 to 7 days. Your child should be checked by a doctor within a day or two.',
    seekHelp:
      'your child becomes weak (not just sore), cannot stand, has dark brown or red urine, passes less urine, has trouble breathing or swallowing, or is not better within a week',
    approach:
      'Benign acute childhood myositis (RCH acute myositis; Nelson): bilateral calf pain and toe-walking 1 to 5 days after influenza (mostly B) in a school-age child; normal strength and reflexes; CK raised (often 10 to 30 times), urine without myoglobin; supportive care; review if weakness, areflexia (Guillain-Barré), dark urine or kidney impairment (rhabdomyolysis), or symptoms over a week.',
    investigations: [
      { name: 'CK, kidney function and urinalysis for blood (myoglobin)', subtype: 'pathology', when: 'at assessment' },
    ],
    medications: [
      { ...PARACETAMOL, dose: '15 mg/kg (up to 1 g)', duration: 'while sore' },
      { ...IBUPROFEN, dose: '5 to 10 mg/kg (up to 400 mg)', duration: 'up to 3 days', alternative: true },
    ],
    certificate: { suggestedDays: 3, note: "A carer's certificate while the child cannot walk normally." },
    referrals: [
      GP_REVIEW('examination, CK and urine test', 'urgent'),
      ED_TODAY('weakness, dark urine or reduced urine'),
    ],
    advice: [
      'It is a short-lived muscle inflammation after the flu and gets better without lasting harm.',
      'Plenty of fluids help protect the kidneys.',
      'A yearly flu vaccine lowers the chance of flu and its complications.',
    ],
  },
  {
    condition: 'juvenile_idiopathic_arthritis',
    childhood: true,
    care: 'See a doctor within days for an examination and blood tests. Ibuprofen can ease pain and stiffness. A warm bath in the morning helps stiffness; keep your child active as they are able.',
    seekHelp:
      'your child has a fever, the joint becomes hot and very painful, they cannot bear weight, have a red or painful eye or blurred vision, a rash, or weight loss',
    approach:
      'Juvenile idiopathic arthritis (RCH; Nelson): arthritis for 6 weeks or more before 16 with no other cause; oligoarticular most common (young girls, knee); exclude septic arthritis, malignancy (night pain, bone pain, cytopenias) and reactive arthritis; full blood count, ESR, CRP, ANA, RF, HLA-B27 as guided; refer to paediatric rheumatology; NSAIDs, intra-articular steroid, methotrexate, biologics; regular ophthalmology screening for silent uveitis (especially ANA positive).',
    investigations: [
      { name: 'Full blood count, ESR, CRP, ANA', subtype: 'pathology', when: 'at assessment' },
      { name: 'X-ray or ultrasound of the joint', subtype: 'imaging', when: 'to exclude other causes' },
      { name: 'Eye examination (slit lamp)', subtype: 'other', when: 'soon after diagnosis and regularly after' },
    ],
    medications: [
      {
        ...IBUPROFEN,
        dose: '5 to 10 mg/kg (up to 400 mg)',
        frequency: 'three times a day with food',
        duration: 'until reviewed by the rheumatologist',
      },
    ],
    certificate: { suggestedDays: 2, note: "A carer's certificate for appointments; school attendance is encouraged." },
    referrals: [
      GP_REVIEW('examination and blood tests'),
      SPECIALIST('Paediatric rheumatologist', 'persistent joint swelling in a child', 'urgent'),
      SPECIALIST('Ophthalmologist', 'uveitis screening'),
    ],
    advice: [
      'With modern treatment most children with arthritis lead full, active lives.',
      'Eye checks matter even when the eyes feel fine, because inflammation can be silent.',
    ],
  },
  {
    condition: 'hypermobility_spectrum_disorder',
    care: 'Regular strengthening exercise (especially around the shoulders, hips, knees and core), pacing activity, good sleep and paracetamol or a short course of ibuprofen for flares. A physiotherapist experienced in hypermobility can guide a programme.',
    seekHelp:
      'a joint dislocates and does not go back, a joint becomes hot and swollen, you have a fever, or pain stops you working or sleeping',
    approach:
      'Hypermobility spectrum disorder and hypermobile Ehlers-Danlos syndrome (musculoskeletal guidelines; Murtagh; Harrison; 2017 international criteria): Beighton score of 5 or more in adults with chronic pain, subluxations, fatigue; screen for features of other heritable connective tissue disorders (Marfan, vascular EDS: aortic disease, arterial or organ rupture, family sudden death) and for POTS; management is graded strengthening and proprioceptive physiotherapy, pacing, psychology for chronic pain, avoiding long-term opioids.',
    investigations: [
      {
        name: 'Echocardiogram',
        subtype: 'imaging',
        when: 'only if features or family history suggest Marfan or vascular Ehlers-Danlos',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'when needed for flares' },
      { ...IBUPROFEN, duration: 'up to 5 days for a flare', alternative: true },
    ],
    certificate: { suggestedDays: 2, note: 'For flares or after a subluxation.' },
    referrals: [
      PHYSIO('strengthening and joint control programme for hypermobility'),
      GP_REVIEW('Beighton score, and screening for other connective tissue disorders'),
    ],
    advice: [
      'Strong muscles protect loose joints, so regular strengthening is the main treatment.',
      'Pacing activity (not too much on good days) helps avoid flares of pain and fatigue.',
    ],
  },
  {
    condition: 'thyroid_eye_disease',
    care: 'Use lubricating eye drops or gel often, wear sunglasses, raise the head of the bed to reduce morning puffiness, and stop smoking (it is the biggest risk). See your doctor within days to be referred to an eye specialist.',
    seekHelp:
      'your vision gets blurry or darker, colours look washed out, the eye becomes very painful, you cannot close your eyes, or double vision gets worse',
    approach:
      'Thyroid eye disease (RANZCO; endocrine guidelines; OHCM; EUGOGO): lid retraction, proptosis, grittiness, periorbital oedema, restrictive diplopia in Graves disease; assess activity (clinical activity score) and severity; urgent ophthalmology for dysthyroid optic neuropathy (reduced acuity or colour vision) or corneal exposure; restore euthyroidism (avoid radioiodine without steroid cover in active disease); stop smoking; lubricants; selenium for mild active disease; IV methylprednisolone, orbital radiotherapy or surgery by specialists.',
    investigations: [
      { name: 'Thyroid function tests and TSH receptor antibodies', subtype: 'pathology', when: 'at assessment' },
      { name: 'CT or MRI of the orbits', subtype: 'imaging', when: 'as arranged by the ophthalmologist' },
    ],
    medications: [CARBOMER_EYE_GEL],
    certificate: { suggestedDays: 1, note: 'Usually no time off; longer if vision is affected.' },
    referrals: [
      SPECIALIST('Ophthalmologist (orbital or thyroid eye clinic)', 'assessment and treatment of thyroid eye disease'),
      SPECIALIST('Endocrinologist', 'control of the thyroid'),
      ED_TODAY('loss of vision or colour vision in thyroid eye disease'),
    ],
    advice: [
      'Stopping smoking is the single most helpful thing you can do for thyroid eye disease.',
      'The active phase usually settles within 1 to 2 years; treatment can help the eyes in the meantime.',
    ],
  },
  {
    condition: 'adenomyosis',
    care: 'Anti-inflammatory pain relief from the first day of the period, tranexamic acid for heavy days, a heat pack, and a diary of bleeding and pain to bring to your doctor.',
    seekHelp:
      'you soak a pad or tampon every hour for several hours, feel faint or breathless, the pain becomes severe or constant, or you could be pregnant',
    approach:
      'Adenomyosis (RANZCOG; NICE CKS heavy menstrual bleeding; Murtagh): heavy and painful periods with a bulky tender uterus, often in multiparous women over 35; full blood count and ferritin; pregnancy test; transvaginal ultrasound or MRI; cervical screening up to date; levonorgestrel IUD first line, tranexamic acid and NSAIDs, combined pill or progestogens; hysterectomy when childbearing is complete and other treatment fails; endometrial sampling for risk factors or intermenstrual bleeding.',
    investigations: [
      { name: 'Full blood count, ferritin', subtype: 'pathology', when: 'at assessment' },
      { name: 'Transvaginal pelvic ultrasound', subtype: 'imaging', when: 'within weeks' },
    ],
    medications: [
      MEFENAMIC_ACID,
      TRANEXAMIC_ACID,
      { ...IBUPROFEN, alternative: true, duration: 'up to 5 days of each period' },
    ],
    certificate: { suggestedDays: 2, note: 'For days of severe pain or heavy bleeding.' },
    referrals: [
      GP_REVIEW('examination, blood count, ultrasound and a hormonal IUD discussion'),
      SPECIALIST('Gynaecologist', 'heavy or painful periods not helped by first treatments'),
    ],
    advice: [
      'A hormonal IUD often makes periods much lighter and less painful.',
      'Heavy periods can cause low iron; iron tablets help if your level is low.',
    ],
  },
  {
    condition: 'periductal_mastitis',
    care: 'Warm compresses, a supportive bra, and pain relief. See a doctor within a day or two for antibiotics and a breast check. Stopping smoking greatly lowers the chance of it coming back.',
    seekHelp:
      'the redness spreads, a tender lump grows or becomes soft, you get a fever or feel unwell, or a lump remains after the infection settles',
    approach:
      'Periductal (non-lactational) mastitis (NICE CKS breast infection; OHCM): subareolar inflammation in a smoker, nipple retraction, discharge, recurrent abscess or mammary duct fistula; antibiotics covering anaerobes (amoxicillin-clavulanate, or clindamycin), ultrasound to look for an abscess (aspiration), triple assessment for any persisting mass or in older women (inflammatory breast cancer), smoking cessation; breast surgeon for recurrence or fistula.',
    investigations: [
      {
        name: 'Breast ultrasound',
        subtype: 'imaging',
        when: 'if a lump or abscess is suspected, and after treatment if a lump persists',
      },
      { name: 'Swab of any discharge', subtype: 'pathology', when: 'at assessment' },
    ],
    medications: [AMOXICILLIN_CLAVULANATE, { ...PARACETAMOL, duration: 'while sore' }],
    certificate: { suggestedDays: 2, note: 'Longer if an abscess needs draining.' },
    referrals: [
      GP_REVIEW('breast examination and antibiotics', 'urgent'),
      SPECIALIST('Breast surgeon', 'an abscess, a fistula, recurrence, or a lump that persists'),
    ],
    advice: [
      'This infection is strongly linked to smoking; stopping is the best way to prevent it returning.',
      'Any breast lump that remains after the infection settles needs checking.',
    ],
  },
  {
    condition: 'femoroacetabular_impingement',
    care: 'Avoid deep squats, long sitting in low chairs and pivoting sports for now; take regular breaks from sitting, and use paracetamol or a short course of ibuprofen. A physiotherapy programme for hip and core strength is the main treatment.',
    seekHelp:
      'you cannot bear weight, the hip locks and will not move, you get a fever, or there is pain at night that does not settle',
    approach:
      'Femoroacetabular impingement and labral tear (musculoskeletal guidelines; Murtagh; Warwick agreement): anterior groin pain with flexion and rotation, catching or clicking, positive FADIR test; AP pelvis and lateral hip X-rays for cam or pincer morphology and dysplasia; MR arthrogram if surgery is considered; physiotherapy for 3 months first; sports and exercise physician or orthopaedic hip surgeon for persistent symptoms (arthroscopy in selected patients); differential: hip osteoarthritis, stress fracture, adductor or hernia-related groin pain.',
    investigations: [
      { name: 'X-ray of the pelvis and hip', subtype: 'imaging', when: 'at assessment' },
      { name: 'MRI or MR arthrogram of the hip', subtype: 'imaging', when: 'if symptoms persist after physiotherapy' },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'when needed' },
      { ...IBUPROFEN, duration: 'up to 5 days for flares', alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Usually no time off; avoid long sitting without breaks.' },
    referrals: [
      PHYSIO('hip and core strengthening, activity modification'),
      SPECIALIST('Sports physician or orthopaedic hip surgeon', 'symptoms persisting after 3 months of physiotherapy'),
    ],
    advice: [
      'Most people improve with physiotherapy and changing how they load the hip.',
      'Return to sport gradually, avoiding positions of deep bending and twisting until pain settles.',
    ],
  },
  {
    condition: 'proximal_biceps_rupture',
    care: 'Ice wrapped in a cloth for 15 to 20 minutes several times a day for 2 days, rest from heavy lifting, and pain relief. The bruising will spread down the arm and fade over 2 weeks. See a doctor within a week.',
    seekHelp:
      'the pop was at the elbow rather than the shoulder, you cannot bend the elbow or turn the palm up with strength, the arm becomes cold, numb or very swollen',
    approach:
      'Rupture of the long head of biceps (musculoskeletal guidelines; Oxford Handbook of Emergency Medicine; Murtagh): pop at the anterior shoulder, Popeye deformity, mild loss of supination and elbow flexion strength; distinguish from a distal biceps rupture (elbow pain, reverse Popeye, hook test positive) which needs urgent surgical referral; assess the rotator cuff (often torn too); ultrasound if in doubt; usually non-operative with physiotherapy; tenodesis for young manual workers or cosmesis.',
    investigations: [
      {
        name: 'Ultrasound of the shoulder and arm',
        subtype: 'imaging',
        when: 'if the diagnosis or a rotator cuff tear is in doubt',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'while sore' },
      { ...IBUPROFEN, duration: 'up to 5 days', alternative: true },
    ],
    certificate: { suggestedDays: 3, note: 'Light duties for 4 to 6 weeks in heavy manual work.' },
    referrals: [
      GP_REVIEW('examination to exclude a distal biceps or rotator cuff tear'),
      PHYSIO('shoulder and arm strengthening'),
      SPECIALIST('Orthopaedic shoulder surgeon', 'young manual workers or suspected distal rupture', 'urgent'),
    ],
    advice: [
      'Most people keep nearly all their strength and function; the bulge is mainly cosmetic.',
      'Any associated shoulder (rotator cuff) problem may need its own treatment.',
    ],
  },
  {
    condition: 'pharyngeal_pouch',
    care: 'Eat slowly, take small mouthfuls, chew well and drink water with meals; sit upright for an hour after eating and sleep propped up. See a doctor within a few weeks to arrange a swallow test.',
    seekHelp:
      'food completely sticks and you cannot swallow your saliva, you cough up blood, develop a fever or chest infection, or lose weight quickly',
    approach:
      'Pharyngeal pouch (Zenker diverticulum) (OHCM; ENT guidelines; Murtagh): older patients with high dysphagia, regurgitation of undigested food, gurgling, halitosis, aspiration; barium swallow first (endoscopy risks perforation); exclude malignancy in progressive dysphagia with weight loss; ENT referral for endoscopic stapling or open diverticulectomy if symptomatic; speech pathology swallow assessment.',
    investigations: [{ name: 'Barium swallow', subtype: 'imaging', when: 'within weeks' }],
    medications: [],
    certificate: { suggestedDays: 1, note: 'For appointments and tests.' },
    referrals: [
      GP_REVIEW('examination and barium swallow referral'),
      SPECIALIST('ENT surgeon', 'symptomatic pharyngeal pouch'),
      SPECIALIST('Speech pathologist', 'swallowing assessment and safe-swallow strategies'),
    ],
    advice: [
      'A pouch can be treated with a short operation, often through the mouth.',
      'Coughing or chest infections after eating can mean food is going down the wrong way; tell your doctor.',
    ],
  },
  {
    condition: 'gastroparesis',
    care: 'Eat small meals 4 to 6 times a day, low in fat and fibre, with softer or blended foods; sip fluids; stay upright after eating. Check blood sugar more often if you have diabetes, as absorption is unpredictable.',
    seekHelp:
      'you cannot keep fluids down, vomit blood or coffee-ground material, have severe tummy pain, your blood sugars are very high or low, or you have ketones',
    approach:
      'Gastroparesis (gastroenterology guidelines; OHCM; Harrison): delayed gastric emptying without obstruction, in long-standing diabetes with autonomic neuropathy, after surgery, or with opioids and GLP-1 agonists; exclude obstruction with endoscopy; gastric emptying scintigraphy; optimise glycaemia, review drugs, dietary changes, prokinetics (metoclopramide short term, domperidone with ECG, erythromycin), antiemetics; gastroenterology for refractory cases; check for dehydration and electrolyte disturbance.',
    investigations: [
      { name: 'HbA1c, electrolytes, kidney function', subtype: 'pathology', when: 'at assessment' },
      { name: 'Gastroscopy', subtype: 'other', when: 'to exclude obstruction' },
      { name: 'Gastric emptying study', subtype: 'imaging', when: 'after obstruction is excluded' },
    ],
    medications: [METOCLOPRAMIDE],
    certificate: { suggestedDays: 2, note: 'For flares of vomiting.' },
    referrals: [
      GP_REVIEW('review of diabetes, medicines and tests'),
      SPECIALIST('Gastroenterologist', 'confirmation and treatment of gastroparesis'),
    ],
    advice: [
      'Small, low-fat, low-fibre meals empty from the stomach more easily.',
      'Better blood sugar control can improve stomach emptying.',
    ],
  },
  {
    condition: 'otosclerosis',
    care: 'Book a hearing test (audiology) and see your doctor to check your ears. Face people when they talk and reduce background noise in the meantime. A hearing aid works very well for this kind of hearing loss.',
    seekHelp:
      'hearing drops suddenly over hours to days (see a doctor the same day), you get severe spinning dizziness, ear pain or discharge',
    approach:
      'Otosclerosis (ENT guidelines; Murtagh; OHCM): progressive conductive hearing loss in young adults, often bilateral, family history, worse in pregnancy, paracusis of Willis, normal tympanic membrane (occasionally Schwartze sign); Rinne negative, Weber to the worse ear; audiometry with an air-bone gap and absent stapedial reflexes; ENT for hearing aids or stapedotomy; sudden sensorineural loss is a same-day referral.',
    investigations: [{ name: 'Audiometry and tympanometry', subtype: 'other', when: 'within weeks' }],
    medications: [],
    certificate: { suggestedDays: 1, note: 'For appointments; time off after surgery.' },
    referrals: [
      GP_REVIEW('ear examination and tuning fork tests, and audiology referral'),
      SPECIALIST('ENT surgeon', 'conductive hearing loss with a normal eardrum'),
    ],
    advice: [
      'Both hearing aids and an operation (stapedotomy) can restore useful hearing.',
      'Hearing may worsen during pregnancy; let your doctor know if you are planning one.',
    ],
  },
  {
    condition: 'normal_pressure_hydrocephalus',
    care: 'See a doctor within days for an examination and a brain scan. Remove trip hazards at home, use a walking aid if advised, and plan toilet trips regularly. Call 000 for sudden weakness, confusion or a bad headache.',
    seekHelp:
      'there is a sudden change: a fall with a head injury, new weakness on one side, sudden confusion, a severe headache or drowsiness',
    approach:
      'Normal pressure hydrocephalus (OHCM; Harrison; Oxford Handbook of General Practice): gait apraxia (magnetic, broad-based, shuffling) first, then urinary urgency or incontinence and subcortical cognitive decline; CT or MRI with ventriculomegaly out of proportion to atrophy; exclude Parkinson disease, vascular dementia, cervical myelopathy, B12 deficiency; refer to neurology or neurosurgery for a lumbar tap test or drain trial, then a ventriculoperitoneal shunt in responders; falls prevention.',
    investigations: [
      { name: 'CT or MRI of the brain', subtype: 'imaging', when: 'within weeks' },
      {
        name: 'Vitamin B12, thyroid function, full blood count, glucose',
        subtype: 'pathology',
        when: 'to exclude other causes',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate for appointments if needed." },
    referrals: [
      GP_REVIEW('examination, cognitive testing and brain scan referral'),
      SPECIALIST('Neurologist or neurosurgeon', 'tap test and shunt assessment'),
      PHYSIO('gait, balance and falls prevention'),
    ],
    advice: [
      'It is one of the few causes of walking and memory problems that can improve with treatment.',
      'Walking often improves most after a shunt, so early assessment is worthwhile.',
    ],
  },
];
