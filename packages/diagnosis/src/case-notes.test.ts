import { describe, expect, it } from 'vitest';
import { assessmentOf, createInterview, loadKnowledgeBase, understand } from './index.js';

/**
 * Case notes as a clinician, a nurse or a patient who knows the words writes them ("dysuria, frequency and
 * suprapubic discomfort"), and everyday complaints in lay words: our own, written from textbook
 * presentations (Murtagh, eTG, RCH, NICE CKS), never from published symptom-checker vignettes. The note is
 * read, every question is answered "no" (a patient who says only this much), and the condition must be
 * among the first three: a check that the reader and the knowledge meet such words at all.
 */
const kb = loadKnowledgeBase();

type Note = [text: string, age: number, sex: 'F' | 'M', conditions: string[]];

const NOTES: Note[] = [
  ["A 34-year-old woman has had a unilateral throbbing headache with photophobia and vomiting for 6 hours, preceded by visual zigzags lasting 20 minutes.", 34, 'F', ['migraine_with_aura']],
  ["45-year-old man with sudden severe pain, redness and swelling of the right big toe that woke him overnight after a night of heavy drinking.", 45, 'M', ['gout']],
  ["22 year old female with 3 days of dysuria, frequency and suprapubic discomfort. No fever, no flank pain, no vaginal discharge.", 22, 'F', ['cystitis']],
  ["28F with fever 39, rigors, right flank pain and dysuria for 2 days, vomiting.", 28, 'F', ['pyelonephritis']],
  ["19 year old male with 24 hours of periumbilical pain that has migrated to the right iliac fossa, anorexia and nausea, low grade fever.", 19, 'M', ['appendicitis']],
  ["52 year old woman with colicky right upper quadrant pain after fatty meals, radiating to the right shoulder, lasting a few hours, recurrent.", 52, 'F', ['biliary_colic','acute_cholecystitis']],
  ["67-year-old smoker with crushing central chest pain radiating to the jaw and left arm for 40 minutes, sweaty and nauseated.", 67, 'M', ['acute_coronary_syndrome','unstable_angina']],
  ["30-year-old woman on the oral contraceptive pill with sudden pleuritic chest pain and breathlessness two days after a long-haul flight, calf swelling.", 30, 'F', ['pulmonary_embolism']],
  ["6 year old boy with sore throat, fever 38.8, tender anterior cervical lymph nodes, tonsillar exudate and no cough.", 6, 'M', ['strep_tonsillitis','scarlet_fever']],
  ["2-year-old girl with barking cough, hoarse voice and inspiratory stridor at night after a cold.", 2, 'F', ['croup']],
  ["4 month old baby with runny nose for 2 days, now wheezing, fast breathing and feeding poorly.", 0, 'M', ['bronchiolitis']],
  ["40 year old man with acute low back pain after lifting, no leg pain, no numbness, no bladder problems.", 40, 'M', ['low_back_pain','muscle_strain']],
  ["55 year old man with low back pain radiating down the back of the left leg to the foot with numbness in the foot.", 55, 'M', ['sciatica']],
  ["25-year-old man who rolled his ankle playing basketball, swelling and bruising over the outside of the ankle, able to walk with a limp.", 25, 'M', ['ankle_sprain']],
  ["Red itchy eye with sticky yellow discharge and crusting of the eyelashes in the morning for 2 days, vision normal.", 35, 'F', ['bacterial_conjunctivitis']],
  ["29 year old woman with vulval itch and thick white cottage-cheese discharge after a course of antibiotics.", 29, 'F', ['vulvovaginal_candidiasis']],
  ["Sneezing, itchy watery eyes and clear rhinorrhoea every spring, worse outdoors.", 24, 'F', ['allergic_rhinitis']],
  ["70-year-old woman with a painful band of blisters on the right side of her chest, preceded by burning pain for 3 days.", 70, 'F', ['shingles']],
  ["8-year-old with itchy dry red patches in the elbow and knee creases since infancy, worse in winter, history of asthma.", 8, 'F', ['atopic_eczema']],
  ["17-year-old with crampy lower abdominal pain starting with each period, nausea, no bleeding between periods.", 17, 'F', ['primary_dysmenorrhoea']],
  ["26 year old woman 7 weeks pregnant with lower abdominal pain on one side and light vaginal bleeding, shoulder tip pain.", 26, 'F', ['ectopic_pregnancy']],
  ["31-year-old woman 24 weeks pregnant with burning on urination and frequency for 2 days, no fever.", 31, 'F', ['uti_in_pregnancy']],
  ["38-year-old man with diarrhoea and vomiting since last night after eating at a buffet, abdominal cramps, no blood in stool.", 38, 'M', ['viral_gastroenteritis','food_poisoning','bacterial_gastroenteritis']],
  ["60-year-old woman with sudden onset of the worst headache of her life while lifting, neck stiffness and vomiting.", 60, 'F', ['subarachnoid_haemorrhage']],
  ["72-year-old man with sudden weakness of the right arm and leg, facial droop and slurred speech starting 1 hour ago.", 72, 'M', ['stroke']],
  ["20 year old student with fever, severe headache, neck stiffness, photophobia and a purple non-blanching rash on the legs.", 20, 'M', ['meningococcal_disease','bacterial_meningitis']],
  ["48-year-old woman with tiredness, weight gain, cold intolerance, constipation and dry skin for several months.", 48, 'F', ['hypothyroidism']],
  ["33-year-old woman with palpitations, weight loss despite good appetite, heat intolerance, tremor and anxiety.", 33, 'F', ['hyperthyroidism']],
  ["16 year old with polyuria, polydipsia, weight loss and now vomiting, abdominal pain and drowsiness.", 16, 'M', ['diabetic_ketoacidosis','type_1_diabetes']],
  ["27-year-old woman with low mood, anhedonia, poor sleep, poor concentration and guilt for 6 weeks, no thoughts of self-harm.", 27, 'F', ['depression']],
  ["35-year-old man with constant worry about everything for over a year, restlessness, muscle tension, trouble sleeping.", 35, 'M', ['generalised_anxiety_disorder']],
  ["58 year old man with burning retrosternal pain after meals and lying down, acid taste in the mouth, relieved by antacids.", 58, 'M', ['gord']],
  ["44 year old woman with pain and stiffness in both hands, wrists and feet for 3 months, morning stiffness over an hour, swollen knuckles.", 44, 'F', ['rheumatoid_arthritis']],
  ["75-year-old woman with bilateral shoulder and hip girdle pain and stiffness, worse in the morning, for 4 weeks.", 75, 'F', ['polymyalgia_rheumatica']],
  ["3-year-old boy with fever for 5 days, red eyes without discharge, cracked red lips, strawberry tongue, rash and swollen hands.", 3, 'M', ['kawasaki_disease']],
  ["11-month-old with 3 days of high fever, now the fever has gone and a pink rash has appeared on the trunk.", 1, 'F', ['roseola']],
  ["50 year old man with vertigo brought on by rolling over in bed and looking up, lasting less than a minute, no hearing loss.", 50, 'M', ['bppv']],
  ["42-year-old woman with a hot, red, swollen, tender area spreading on the lower leg with fever, after a scratch.", 42, 'F', ['cellulitis']],
  ["65-year-old man with difficulty passing urine, weak stream, hesitancy and nocturia for a year.", 65, 'M', ['bph']],
  ["23 year old man with penile discharge and dysuria a week after unprotected sex with a new partner.", 23, 'M', ['gonorrhoea','chlamydia']],
  ["30 year old man with earache, itching and discharge from the right ear after swimming, pain when pulling the ear.", 30, 'M', ['otitis_externa']],
  ["55-year-old woman with numbness and tingling in the thumb, index and middle fingers, worse at night, shaking the hand helps.", 55, 'F', ['carpal_tunnel']],
  ["68 year old man with progressive breathlessness on exertion, orthopnoea, paroxysmal nocturnal dyspnoea and ankle oedema.", 68, 'M', ['heart_failure']],
  ["62-year-old smoker with chronic productive cough every winter and worsening breathlessness, now more sputum that is green and more wheeze.", 62, 'M', ['copd_exacerbation']],
  ["Sudden onset palpitations, regular and very fast, started and stopped abruptly, lasting 20 minutes, no chest pain.", 24, 'F', ['psvt']],
  ["71 year old man with an irregularly irregular pulse, palpitations and breathlessness for 2 days.", 71, 'M', ['atrial_fibrillation']],
  ["Sharp central chest pain for 2 days, worse lying flat and on inspiration, relieved by sitting forward, after a viral illness.", 35, 'M', ['pericarditis']],
  ["58 year old with a painful, swollen, red left calf for 3 days after a long car trip.", 58, 'M', ['dvt']],
  ["19 year old woman with hives all over after eating peanuts, now lip swelling, throat tightness and wheeze.", 19, 'F', ['anaphylaxis']],
  ["Wheeze, chest tightness and shortness of breath, worse at night, known asthmatic, using reliever every few hours.", 29, 'M', ['asthma_attack','acute_severe_asthma']],
  ["Productive cough with rusty sputum, fever 39, rigors and right-sided pleuritic chest pain for 3 days.", 45, 'F', ['pneumonia']],
  ["Fever, myalgia, headache, dry cough and sore throat starting abruptly yesterday during winter, several colleagues sick.", 32, 'F', ['influenza','covid19']],
  ["5 year old with ear pain and fever since yesterday after a cold, tugging at his ear, no discharge.", 5, 'M', ['acute_otitis_media']],
  ["Facial pain and pressure over the cheeks, worse bending forward, purulent nasal discharge and blocked nose for 10 days after a cold.", 36, 'F', ['acute_sinusitis']],
  ["Sudden onset of spinning vertigo with nausea and vomiting for 2 days after a cold, no hearing loss, worse with head movement.", 61, 'F', ['vestibular_neuritis']],
  ["Sudden painless loss of vision in the right eye like a curtain coming down, preceded by floaters and flashes.", 48, 'M', ['retinal_detachment']],
  ["Painful red eye with blurred vision, haloes around lights, headache and vomiting this evening.", 66, 'F', ['acute_angle_closure_glaucoma']],
  ["Acute onset of excruciating colicky left loin pain radiating to the groin, with haematuria, vomiting and restlessness.", 39, 'M', ['renal_colic']],
  ["70 year old man unable to pass urine for 12 hours, painful distended lower abdomen, history of prostate problems.", 70, 'M', ['acute_urinary_retention']],
  ["15 year old boy with sudden severe pain in the left testicle for 2 hours with vomiting.", 15, 'M', ['testicular_torsion']],
  ["Lower abdominal pain, deep dyspareunia, fever and abnormal vaginal discharge, new sexual partner.", 25, 'F', ['pid']],
  ["Thin grey vaginal discharge with a fishy odour, worse after sex, no itch.", 30, 'F', ['bacterial_vaginosis']],
  ["Painful blisters and ulcers on the penis with tingling beforehand, flu-like symptoms and painful urination.", 22, 'M', ['genital_herpes']],
  ["Painful, red, hot wedge-shaped area in the left breast with fever, breastfeeding a 6 week old baby.", 27, 'F', ['lactational_mastitis']],
  ["8 weeks pregnant with nausea and vomiting most of the day, unable to keep fluids down, weight loss and dizziness.", 29, 'F', ['hyperemesis_gravidarum']],
  ["34 weeks pregnant with severe headache, blurred vision, swelling of the face and hands and upper abdominal pain.", 33, 'F', ['pre_eclampsia']],
  ["8 year old with itchy scalp and lice eggs seen in the hair.", 8, 'F', ['head_lice']],
  ["Intensely itchy rash between the fingers and on the wrists, worse at night, partner also itchy.", 26, 'M', ['scabies']],
  ["Blackheads, whiteheads and red pustules on the face and upper back for a year.", 16, 'M', ['acne']],
  ["Well-demarcated red plaques with silvery scale on the elbows, knees and scalp, nail pitting.", 40, 'F', ['psoriasis']],
  ["4 year old with honey-coloured crusted sores around the nose and mouth spreading over 3 days.", 4, 'F', ['impetigo']],
  ["Painful swollen fluctuant red lump in the armpit with pus for 4 days.", 34, 'M', ['skin_abscess']],
  ["Severe stabbing pain in the heel worst with the first steps in the morning.", 44, 'F', ['plantar_fasciitis']],
  ["Pain on the outside of the elbow radiating down the forearm, worse gripping and lifting, after painting the house.", 50, 'M', ['tennis_elbow']],
  ["Painful stiff shoulder with loss of external rotation for 4 months, unable to reach behind her back, diabetic.", 56, 'F', ['frozen_shoulder']],
  ["Knee pain worse with walking and at the end of the day, stiffness for 10 minutes in the morning, crepitus.", 69, 'F', ['knee_osteoarthritis']],
  ["78 year old woman fell onto her hip, now unable to bear weight, leg shortened and externally rotated.", 78, 'F', ['hip_fracture']],
  ["31 year old man with intermittent diarrhoea with blood and mucus, urgency and crampy abdominal pain for 6 weeks, weight loss.", 31, 'M', ['ulcerative_colitis','crohns_disease']],
  ["Bloating, crampy abdominal pain relieved by opening bowels and alternating constipation and diarrhoea for a year.", 28, 'F', ['irritable_bowel_syndrome']],
  ["Black tarry stools for 2 days, dizziness on standing, taking ibuprofen for arthritis.", 62, 'M', ['upper_gi_bleed','peptic_ulcer']],
  ["Left lower quadrant pain, fever and change in bowel habit for 3 days.", 70, 'F', ['diverticulitis']],
  ["Painful bright red bleeding on wiping after passing a hard stool, sharp pain during defecation lasting an hour.", 26, 'M', ['anal_fissure']],
  ["80 year old woman, acutely confused since yesterday, agitated at night, with urinary frequency and a low grade fever.", 80, 'F', ['delirium','child_uti','cystitis']],
  ["Binge eating followed by self-induced vomiting several times a week, worried about weight.", 23, 'F', ['bulimia_nervosa']],
  ["Hot flushes, night sweats, irregular periods, mood swings and vaginal dryness for 6 months.", 52, 'F', ['menopause']],
  ["9 month old with intermittent inconsolable crying episodes, drawing his legs up, vomiting, and redcurrant jelly stools.", 1, 'M', ['intussusception']],
  ["5 week old baby boy with projectile vomiting after every feed, hungry afterwards, losing weight.", 0, 'M', ['pyloric_stenosis']],
  ["My ear is blocked and muffled since I flew home yesterday, it hurts a bit", 30, 'F', ['ear_barotrauma','eustachian_tube_dysfunction']],
  ["My hearing has slowly got worse in both ears over a few years, especially in noisy places", 70, 'M', ['presbycusis']],
  ["Ringing in my ears, spinning attacks lasting hours and my left ear feels full, hearing comes and goes", 45, 'F', ['menieres']],
  ["I woke up and the right side of my face has dropped, I can't close my right eye or raise my eyebrow", 55, 'M', ['bells_palsy']],
  ["I have a painful lump on my eyelid, red and swollen near the lashes", 25, 'F', ['stye','chalazion']],
  ["Something flew into my eye while grinding metal, now it's scratchy and watering", 40, 'M', ['corneal_foreign_body','corneal_abrasion']],
  ["I've been having panic attacks with a racing heart, shaking and feeling like I'm going to die, they come out of nowhere", 30, 'F', ['panic_attack','generalised_anxiety_disorder']],
  ["I can't sleep, I lie awake for hours most nights for the last 3 months and I'm exhausted during the day", 35, 'M', ['insomnia_disorder']],
  ["Since the car accident 2 months ago I have nightmares, flashbacks and I avoid driving", 29, 'F', ['ptsd']],
  ["I'm always thirsty, weeing a lot and I've lost weight, my dad has diabetes", 58, 'M', ['type_2_diabetes']],
  ["I'm always tired, short of breath climbing stairs and look pale, my periods are very heavy", 32, 'F', ['anaemia','heavy_menstrual_bleeding']],
  ["Sore throat, fever and really tired for a week, swollen glands in my neck, my girlfriend had the same", 20, 'M', ['glandular_fever','strep_tonsillitis','viral_pharyngitis']],
  ["My son has itchy spots and blisters all over his body, started on his chest yesterday, mild fever, kids at kindy have chickenpox", 4, 'M', ['chickenpox']],
  ["My daughter has ulcers in her mouth and spots on her hands and feet, she won't eat", 2, 'F', ['hand_foot_mouth']],
  ["My son has bright red cheeks like he's been slapped and a lacy rash on his arms", 6, 'M', ['slapped_cheek']],
  ["My 3 week old baby has yellow skin and eyes, she's feeding well", 0, 'F', ['neonatal_jaundice']],
  ["My 6 week old cries for hours every evening, pulls his legs up, but is feeding and growing well", 0, 'M', ['infant_colic']],
  ["My baby has a red sore rash in the nappy area", 1, 'F', ['nappy_rash']],
  ["My daughter has an itchy bottom at night and I saw little white worms", 7, 'F', ['threadworm']],
  ["My son wets the bed most nights, he's dry during the day", 9, 'M', ['bedwetting']],
  ["My toddler has been constipated for weeks, hard painful poos, holding on", 3, 'M', ['child_constipation']],
  ["My 18 month old had a fit when his temperature was high, it lasted 2 minutes, he is back to normal now", 1, 'M', ['febrile_convulsion']],
  ["Red, scaly, itchy rash around my nose and eyebrows and dandruff", 35, 'F', ['seborrhoeic_dermatitis']],
  ["Itchy red ring-shaped rash on my arm that is spreading outwards with a clear centre", 27, 'M', ['tinea_corporis']],
  ["Itchy, peeling skin between my toes", 30, 'F', ['tinea_pedis']],
  ["A mole on my back has changed shape and colour and sometimes bleeds", 60, 'M', ['melanoma']],
  ["Warts on my fingers that won't go away", 28, 'F', ['viral_warts']],
  ["I get a sharp pain in my heel and the back of my ankle when I run", 45, 'M', ['achilles_tendinopathy','plantar_fasciitis']],
  ["My wrist hurts at the base of my thumb when I lift my baby", 35, 'F', ['de_quervain']],
  ["My finger gets stuck bent and then clicks straight", 50, 'F', ['trigger_finger']],
  ["I twisted my knee playing football, heard a pop, it swelled up straight away and feels unstable", 25, 'M', ['acl_injury']],
  ["Painful lump below my kneecap, worse after football", 14, 'M', ['osgood_schlatter']],
  ["My neck is stiff and sore after sleeping awkwardly, I can't turn my head to the left", 40, 'M', ['acute_wry_neck','mechanical_neck_pain']],
  ["I'm 10 weeks pregnant and vomiting every morning but keeping fluids down", 30, 'F', ['nausea_vomiting_pregnancy']],
  ["I'm 30 weeks pregnant and the baby is moving less than usual today", 33, 'F', ['reduced_fetal_movements']],
  ["I had unprotected sex last night and need the morning after pill", 19, 'F', ['emergency_contraception']],
  ["I have small painless lumps on my penis that look like cauliflower", 26, 'M', ['genital_warts']],
  ['I was doing a fun run in the heat and now I feel dizzy, sick, sweaty and have a headache', 30, 'M', ['heat_exhaustion']],
  ['My grandad was gardening in 42 degree heat and now he is confused and very hot and vomiting', 80, 'M', ['heat_stroke']],
];

describe('case notes and everyday complaints', () => {
  it.each(NOTES)('%s', (text, age, sex, conditions) => {
    const patient = { age, sex };
    const interview = createInterview(kb, patient);
    for (const o of understand(kb, text, { patient })) interview.observe(o.evidence, o.value);
    for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
      if (q.type === 'B') interview.observe(q.evidence, false);
      else if (q.type === 'M') interview.observe(q.evidence, []);
      else interview.decline(q.evidence);
    }
    const firstThree = assessmentOf(kb, interview).differential.slice(0, 3).map((e) => kb.pathology(e.pathology)?.id);
    expect(firstThree.some((id) => id !== undefined && conditions.includes(id)), `first three: ${firstThree.join(', ')}`).toBe(true);
  });
});
