import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW } from './referrals.js';

/**
 * Management of infections (local, exposure-related and travel-acquired; bites, wounds and envenoming)
 * and of children's illnesses. Therapeutic Guidelines (Antibiotic; Toxicology and Toxinology), the
 * Australian Immunisation Handbook, CDNA Series of National Guidelines (exclusion periods), RCH Melbourne
 * Clinical Practice Guidelines, Australian Asthma Handbook, AMH Children's Dosing Companion.
 */

/** Paracetamol by weight: most of these illnesses are children's. */
const PARACETAMOL_CHILD: Medication = {
  ...PARACETAMOL,
  dose: '15 mg/kg (adult 1 g)',
  frequency: 'every 4 to 6 hours when required (no more than 4 doses in 24 hours)',
  needsMoreInfo: "Dose by the child's weight; for a baby under 1 month only on a doctor's advice.",
};

const IBUPROFEN_CHILD: Medication = {
  ...IBUPROFEN,
  dose: '5 to 10 mg/kg (adult 200 to 400 mg)',
  frequency: 'every 6 to 8 hours with food (no more than 3 doses in 24 hours)',
  cautions: `${IBUPROFEN.cautions} Not for babies under 3 months, in chickenpox, or in a child who is dehydrated or not drinking.`,
  needsMoreInfo: "Dose by the child's weight; not under 3 months of age.",
  alternative: true,
};

const GP_TODAY = (reason: string): Referral => ({
  kind: 'gp',
  to: 'General practitioner (in person)',
  urgency: 'urgent',
  reason,
});
const GP_ROUTINE = (reason: string): Referral => ({
  kind: 'gp',
  to: 'General practitioner (in person)',
  urgency: 'routine',
  reason,
});

export const INFECTIONS_AND_CHILDREN: ConditionManagement[] = [
  // ——— Serious infections
  {
    condition: 'sepsis',
    care: 'This could be sepsis, a life-threatening reaction to an infection. Please call 000 now. While you wait, lie down, keep warm and do not eat or drink.',
    seekHelp:
      'you are waiting for help and feel worse, become confused or very drowsy, or your breathing gets harder: call 000 again',
    emergency: true,
    approach:
      'Suspected sepsis (infection with organ dysfunction: altered mentation, fast breathing, low blood pressure, mottling, reduced urine): ambulance to the emergency department now for blood cultures, lactate and intravenous antibiotics within the first hour. No remote prescribing; tell the ambulance about immunosuppression, recent surgery or recent travel.',
    investigations: [
      {
        name: 'Blood cultures, lactate, FBC, UEC, LFTs and CRP (in hospital)',
        subtype: 'pathology',
        when: 'in the emergency department, before antibiotics if it causes no delay',
      },
      {
        name: 'Urine microscopy and culture, and cultures from any other likely source',
        subtype: 'pathology',
        when: 'in the emergency department',
      },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'From the day of presentation; hospital admission is usual, extend after discharge as advised.',
    },
    referrals: [ED_NOW('suspected sepsis: immediate antibiotics and resuscitation')],
    advice: [
      'Call 000 now. Sepsis is a medical emergency: treatment in the first hour saves lives.',
      'Tell the paramedics about any recent infection, surgery, chemotherapy, steroids or overseas travel.',
      'Do not drive yourself to hospital.',
    ],
  },
  {
    condition: 'meningococcal_disease',
    care: 'This could be meningococcal infection, which can become life-threatening within hours. Call 000 now. Do not wait for a rash to appear or for the fever to come down.',
    seekHelp:
      'you are waiting for the ambulance and the person becomes more drowsy, the rash spreads, or breathing changes: call 000 again',
    emergency: true,
    approach:
      'Suspected invasive meningococcal disease: ambulance now. A clinician seeing the patient in person gives benzylpenicillin 60 mg/kg up to 2.4 g (or ceftriaxone 50 mg/kg up to 2 g) IV or IM without delaying transfer; nothing is prescribed remotely. Notify the public health unit urgently: close contacts need clearance antibiotics (ciprofloxacin, rifampicin or ceftriaxone) and vaccination.',
    investigations: [
      {
        name: 'Blood cultures, meningococcal PCR (blood), FBC, CRP, UEC, coagulation and lactate (in hospital)',
        subtype: 'pathology',
        when: 'in the emergency department',
      },
      {
        name: 'Lumbar puncture (CSF microscopy, culture and PCR)',
        subtype: 'pathology',
        when: 'in hospital, once stable and if not contraindicated',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: "Hospital admission is usual; household members may need a carer's certificate. Extend as the hospital advises.",
    },
    referrals: [
      ED_NOW('suspected meningococcal disease: antibiotics and resuscitation'),
      {
        kind: 'specialist',
        to: 'State or territory public health unit',
        urgency: 'urgent',
        reason: 'notifiable: clearance antibiotics and vaccination for close contacts',
      },
    ],
    advice: [
      'Call 000 now: meningococcal infection can get worse very quickly.',
      'A rash that does not fade when you press a glass on it is an emergency, but do not wait for a rash: fever with drowsiness, cold hands and feet, leg pain or a stiff neck is enough.',
      'Close contacts will be contacted by public health for preventive antibiotics and vaccination.',
    ],
  },
  {
    condition: 'viral_illness',
    care: 'Rest, drink plenty of fluids, and use paracetamol or ibuprofen if the fever or aches make you (or your child) uncomfortable. Most viral fevers settle within 3 to 5 days.',
    seekHelp:
      'the fever lasts more than 3 to 5 days, or there is drowsiness, a rash that does not fade when pressed, a stiff neck, breathing that is fast or hard work, not drinking or fewer wet nappies, or a baby under 3 months has a temperature of 38 °C or more',
    approach:
      'Fever without a focus in a well person, or a well child with no traffic-light danger signs (NICE, RCH): supportive care and a clear safety-net. Antibiotics do not help. Review if the fever persists beyond 5 days, a focus appears, or any danger sign develops; infants under 3 months with fever are always seen in person.',
    investigations: [
      {
        name: 'Urine microscopy and culture (clean catch in a child)',
        subtype: 'pathology',
        when: 'fever over 48 hours without a focus in a child, or any unwell febrile infant',
      },
      {
        name: 'FBC and CRP',
        subtype: 'pathology',
        when: 'if the fever lasts more than 5 days or the patient becomes unwell',
      },
    ],
    medications: [PARACETAMOL_CHILD, IBUPROFEN_CHILD],
    certificate: {
      suggestedDays: 2,
      note: "Usually 2 to 3 days; a carer's certificate for a parent of a sick child. Children can return to childcare or school once the fever has gone for 24 hours.",
    },
    referrals: [
      GP_ROUTINE('fever lasting more than 5 days, or a new focus of infection'),
      ED_NOW(
        'drowsiness, non-blanching rash, neck stiffness, laboured breathing, dehydration, or fever in a baby under 3 months',
      ),
    ],
    advice: [
      'Fever itself is not harmful; treat the discomfort, not the number on the thermometer.',
      'Offer small, frequent drinks; for babies, offer extra breast or bottle feeds.',
      'Dress in light clothing; do not sponge with cold water.',
      'Stay home from work, school or childcare until the fever has gone for 24 hours.',
      'Seek help urgently for drowsiness, a rash that does not fade when pressed, a stiff neck, difficulty breathing, or much less urine or fewer wet nappies.',
    ],
  },
  {
    condition: 'toxic_shock_syndrome',
    care: 'This could be toxic shock syndrome. If you are using a tampon or menstrual cup, remove it now, then call 000. Lie down while you wait.',
    seekHelp: 'you feel faint, confused, or worse while waiting: call 000 again',
    emergency: true,
    approach:
      'Suspected toxic shock syndrome (fever, sunburn-like rash, vomiting or diarrhoea, hypotension; tampon, wound or postpartum source): remove any tampon or packing, ambulance to the emergency department for resuscitation, source control and intravenous antibiotics (including clindamycin). No remote prescribing.',
    investigations: [
      {
        name: 'Blood cultures, FBC, UEC, LFTs, CK, coagulation and lactate (in hospital)',
        subtype: 'pathology',
        when: 'in the emergency department',
      },
      { name: 'Swabs of the vagina, wound or other source', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Hospital admission is usual; extend after discharge as advised.' },
    referrals: [ED_NOW('suspected toxic shock syndrome: resuscitation and intravenous antibiotics')],
    advice: [
      'Remove any tampon or menstrual cup now and call 000.',
      'After toxic shock syndrome, do not use tampons again unless your doctor says it is safe.',
    ],
  },

  // ——— Infections with a rash, and vaccine-preventable infections
  {
    condition: 'scarlet_fever',
    care: 'Scarlet fever is a strep throat infection with a rash. It needs antibiotics from a doctor. Paracetamol or ibuprofen help the sore throat and fever; offer cool drinks and soft food.',
    seekHelp:
      'there is difficulty swallowing saliva or breathing, drowsiness, swollen painful joints, dark or reduced urine, or the child is not drinking',
    childhood: true,
    approach:
      'Group A streptococcal pharyngitis with a scarlatiniform rash: treat with penicillin for 10 days to shorten infectiousness and prevent rheumatic fever and glomerulonephritis (take a throat swab if the diagnosis is uncertain). Exclude from school or childcare until 24 hours of antibiotics and feeling well.',
    investigations: [
      {
        name: 'Throat swab for group A streptococcus (culture or PCR)',
        subtype: 'pathology',
        when: 'if the diagnosis is uncertain',
      },
      {
        name: 'Urinalysis',
        subtype: 'pathology',
        when: 'if the urine becomes dark, smoky or reduced, or the face swells, 1 to 3 weeks later (post-streptococcal glomerulonephritis)',
      },
    ],
    medications: [
      {
        name: 'Phenoxymethylpenicillin',
        dose: '15 mg/kg up to 500 mg (adult 500 mg)',
        route: 'oral',
        frequency: '12-hourly',
        duration: '10 days',
        cautions: 'Not with penicillin allergy; take on an empty stomach; complete the 10-day course.',
        needsMoreInfo: "Child's weight; check for penicillin allergy.",
      },
      {
        name: 'Amoxicillin',
        dose: '50 mg/kg up to 1 g (adult 1 g)',
        route: 'oral',
        frequency: 'once daily',
        duration: '10 days',
        cautions: 'Not with penicillin allergy; a once-daily option that children may take more reliably.',
        alternative: true,
        needsMoreInfo: "Child's weight; check for penicillin allergy.",
      },
      {
        name: 'Cefalexin',
        dose: '25 mg/kg up to 1 g (adult 1 g)',
        route: 'oral',
        frequency: '12-hourly',
        duration: '10 days',
        cautions: 'For non-severe penicillin allergy only (not after anaphylaxis or a severe skin reaction).',
        alternative: true,
        needsMoreInfo: "Child's weight and the nature of the penicillin allergy.",
      },
      {
        name: 'Azithromycin',
        dose: '12 mg/kg up to 500 mg (adult 500 mg)',
        route: 'oral',
        frequency: 'once daily',
        duration: '5 days',
        cautions: 'Only for severe (immediate) penicillin allergy; gastrointestinal upset; QT prolongation.',
        alternative: true,
        needsMoreInfo: "Child's weight; confirm a severe penicillin allergy.",
      },
      PARACETAMOL_CHILD,
      IBUPROFEN_CHILD,
    ],
    certificate: {
      suggestedDays: 2,
      note: "Exclusion from school or childcare until at least 24 hours of antibiotics and feeling well; a carer's certificate for a parent.",
    },
    referrals: [
      GP_ROUTINE('review if not improving after 48 hours of antibiotics'),
      ED_NOW('unable to swallow saliva, drooling, difficulty breathing or drowsiness'),
    ],
    advice: [
      'Finish the whole course of antibiotics, even when the child feels better.',
      'Keep the child home until they have had 24 hours of antibiotics and feel well.',
      'The skin may peel on the hands and feet a week or two later; this is expected.',
      'See a doctor if the urine turns dark or cola-coloured, the face swells, or joints become painful in the weeks after.',
    ],
  },
  {
    condition: 'measles',
    care: 'Measles spreads very easily. Stay at home away from others, and phone the clinic or emergency department before you go so they can keep others safe. Rest, fluids and paracetamol help.',
    seekHelp:
      'there is difficulty breathing, drowsiness, confusion, a seizure, not drinking, or a baby, pregnant woman or person with a weak immune system has been in contact: call 000 for breathing difficulty or drowsiness',
    approach:
      'Suspected measles (fever, cough, coryza, conjunctivitis, then a rash from the face downwards; unvaccinated or recent travel): isolate, arrange testing with the clinic warned in advance, and notify the public health unit on suspicion. Supportive care; hospital for pneumonia, encephalitis or dehydration. Contacts: MMR within 72 hours or normal human immunoglobulin within 6 days (infants, pregnant and immunocompromised contacts).',
    investigations: [
      {
        name: 'Measles PCR (nose and throat swab, and urine)',
        subtype: 'pathology',
        when: 'now, collected with infection control (call ahead)',
      },
      { name: 'Measles IgM and IgG serology', subtype: 'pathology', when: 'now' },
    ],
    medications: [PARACETAMOL_CHILD],
    certificate: {
      suggestedDays: 5,
      note: 'Exclude from work, school or childcare until 4 days after the rash appeared.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'State or territory public health unit',
        urgency: 'urgent',
        reason: 'notifiable on suspicion: contact tracing and post-exposure prophylaxis',
      },
      GP_TODAY('assessment and testing: phone ahead so you can be seen away from others'),
      ED_NOW('difficulty breathing, drowsiness, seizures or dehydration (phone ahead)'),
    ],
    advice: [
      'Stay home and away from others, especially babies, pregnant women and anyone with a weak immune system, until 4 days after the rash started.',
      'Always phone before going to a clinic or hospital so you can be kept apart from other patients.',
      'Household contacts who are not immune may be offered a vaccine or an injection to prevent measles.',
      'Make sure everyone in the family is up to date with the measles vaccine (MMR).',
    ],
  },
  {
    condition: 'mumps',
    care: 'Rest, drink fluids (avoid sour drinks that make the glands hurt), use paracetamol or ibuprofen for pain, and apply warm or cool packs to the swelling. Stay away from others for 5 days after the swelling started.',
    seekHelp:
      'there is a severe headache, stiff neck, drowsiness, painful swollen testicles, severe tummy pain, or hearing loss',
    approach:
      'Clinical mumps (parotitis, often with a recent exposure or incomplete vaccination): confirm with a buccal swab PCR, notify the public health unit, supportive care. Watch for orchitis, meningitis, pancreatitis and hearing loss. Exclude for 5 days after the onset of swelling.',
    investigations: [
      { name: 'Mumps PCR (buccal swab over the parotid duct) and serology', subtype: 'pathology', when: 'now' },
    ],
    medications: [PARACETAMOL_CHILD, IBUPROFEN_CHILD],
    certificate: {
      suggestedDays: 5,
      note: 'Exclude from work, school or childcare for 5 days after the swelling began.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'State or territory public health unit',
        urgency: 'routine',
        reason: 'notifiable: contact advice and vaccination',
      },
      GP_TODAY('painful testicular swelling or severe tummy pain'),
      ED_NOW('severe headache, neck stiffness or drowsiness (meningitis)'),
    ],
    advice: [
      'Stay home for 5 days after the swelling started and do not share cups or cutlery.',
      'Soft food and non-acidic drinks are easiest when chewing hurts.',
      'Check that everyone in the household has had two doses of MMR vaccine.',
    ],
  },
  {
    condition: 'rubella',
    care: 'Rubella is usually mild. Rest, fluids and paracetamol help. Stay away from others, and especially from anyone who is pregnant, until 4 days after the rash began.',
    seekHelp:
      'you are pregnant or have been near a pregnant woman, or there is a severe headache, drowsiness, bleeding or bruising',
    approach:
      'Suspected rubella (pink rash from the face down, posterior neck and occipital lymph nodes, arthralgia; unvaccinated or travel): confirm by PCR and serology, notify the public health unit, and identify pregnant contacts, who need serology and obstetric advice because of congenital rubella syndrome.',
    investigations: [
      { name: 'Rubella PCR (throat swab) and rubella IgM/IgG serology', subtype: 'pathology', when: 'now' },
      { name: 'Rubella serology for pregnant contacts', subtype: 'pathology', when: 'for any pregnant contact' },
    ],
    medications: [PARACETAMOL_CHILD],
    certificate: {
      suggestedDays: 4,
      note: 'Exclude from work, school or childcare until 4 days after the rash appeared.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'State or territory public health unit',
        urgency: 'urgent',
        reason: 'notifiable on suspicion: pregnant contacts need follow-up',
      },
      { kind: 'specialist', to: 'Obstetrician', urgency: 'urgent', reason: 'rubella or rubella exposure in pregnancy' },
    ],
    advice: [
      'Keep away from anyone who is or may be pregnant until 4 days after the rash began.',
      'Rubella is prevented by the MMR vaccine: women planning a pregnancy should check their immunity.',
    ],
  },
  {
    condition: 'mpox',
    care: 'Stay at home and avoid close or sexual contact with anyone, cover the sores, and do not share towels or bedding until you have been tested. Paracetamol helps the pain; salt-water baths ease sore areas.',
    seekHelp:
      'you have severe pain in the bottom or when passing urine, sores near the eyes, difficulty swallowing, or you feel very unwell',
    approach:
      'Possible mpox (anogenital or widespread vesiculopustular lesions, lymphadenopathy and fever; sexual contact with men who have sex with men or a known case): PCR of a lesion swab, full STI and HIV screen, isolation until lesions have crusted and healed, and notification. Analgesia and lesion care; tecovirimat only through an infectious diseases specialist for severe disease or immunosuppression. Vaccinate contacts within 4 days where possible.',
    investigations: [
      { name: 'Mpox PCR (swab of a lesion)', subtype: 'pathology', when: 'now' },
      { name: 'HIV, syphilis, chlamydia and gonorrhoea testing', subtype: 'pathology', when: 'now' },
    ],
    medications: [PARACETAMOL, { ...IBUPROFEN, alternative: true }],
    certificate: {
      suggestedDays: 14,
      note: 'Isolation until all the sores have crusted over and new skin has formed (often 2 to 4 weeks); the certificate need not name the condition.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Sexual health clinic',
        urgency: 'urgent',
        reason: 'testing, contact tracing and vaccination of contacts',
      },
      ED_NOW('severe rectal pain, eye involvement, difficulty swallowing or breathing'),
    ],
    advice: [
      'Avoid sex and close contact until all the sores have healed.',
      'Keep the sores covered, wash your hands often, and do not share towels, bedding or clothes.',
      'Vaccination (two doses) is free for people at higher risk; contacts may be offered a vaccine within 4 days of exposure.',
    ],
  },

  // ——— Australian exposures
  {
    condition: 'ross_river_virus',
    care: 'There is no cure, but rest, gentle exercise, and paracetamol or anti-inflammatory medicine ease the joint pain. A blood test can confirm it. Protect yourself from mosquitoes so you do not spread it.',
    seekHelp:
      'a single joint becomes very hot, red and swollen, you have a high fever that does not settle, or you feel very unwell',
    approach:
      'Suspected Ross River or Barmah Forest virus infection (polyarthralgia with rash and fatigue after mosquito exposure): confirm with paired serology (IgM, and IgG rise 10 to 14 days later), treat symptoms with NSAIDs and graded activity. Most recover over weeks to months; corticosteroids are not routinely used.',
    investigations: [
      {
        name: 'Ross River and Barmah Forest virus serology (IgM and IgG), repeated in 10 to 14 days',
        subtype: 'pathology',
        when: 'now and again in 2 weeks',
      },
      { name: 'FBC, CRP and ESR', subtype: 'pathology', when: 'if the diagnosis is uncertain' },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 2 weeks, then review' },
      {
        name: 'Naproxen',
        dose: '250 to 500 mg',
        route: 'oral',
        frequency: '12-hourly with food',
        duration: 'up to 2 weeks, then review',
        cautions: 'Avoid with peptic ulcer, kidney impairment, heart failure, anticoagulants and in late pregnancy.',
        alternative: true,
      },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: {
      suggestedDays: 5,
      note: 'Usually 3 to 7 days; fatigue and joint pain may need a graded return to work over weeks.',
    },
    referrals: [
      GP_ROUTINE('serology results and review; persisting joint symptoms after 3 months'),
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'routine',
        reason: 'joint swelling persisting beyond 3 to 6 months despite treatment',
      },
    ],
    advice: [
      'Keep moving gently; rest during flares and build up activity as tolerated.',
      'Most people recover fully, though it can take weeks to months.',
      'Avoid mosquito bites (repellent, long sleeves, screens) so mosquitoes do not pass it on.',
    ],
  },
  {
    condition: 'q_fever',
    care: 'Q fever needs a blood test and an antibiotic from a doctor. Rest, drink fluids and take paracetamol for the headache and fever.',
    seekHelp: 'you have chest pain, breathlessness, yellow skin or eyes, confusion, or you are pregnant',
    approach:
      'Suspected Q fever (fever, severe headache, myalgia after contact with livestock, kangaroos or birthing products): serology and PCR, LFTs, start doxycycline without waiting for results, notify public health, and follow serology at 6 months (endocarditis and post-Q fever fatigue). Q fever vaccine (after screening) for at-risk workers.',
    investigations: [
      {
        name: 'Coxiella burnetii PCR (blood) and Q fever serology (phase I and II), repeated in 2 weeks',
        subtype: 'pathology',
        when: 'now',
      },
      { name: 'FBC, LFTs and CRP', subtype: 'pathology', when: 'now' },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'if cough or breathlessness' },
      {
        name: 'Echocardiogram',
        subtype: 'imaging',
        when: 'if a valve lesion or prosthesis is known, or serology stays high',
      },
    ],
    medications: [
      {
        name: 'Doxycycline',
        dose: '100 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '14 days',
        cautions:
          'Take with a full glass of water, upright; photosensitivity; not in pregnancy (specialist advice; trimethoprim+sulfamethoxazole is used).',
        needsMoreInfo: 'Confirm the patient is not pregnant; children need weight-based dosing.',
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks; fatigue may need a graded return.' },
    referrals: [
      GP_ROUTINE('follow-up serology at 3 to 6 months; lasting fatigue'),
      {
        kind: 'specialist',
        to: 'Infectious diseases physician',
        urgency: 'urgent',
        reason: 'pregnancy, valve disease, or persistent infection',
      },
      {
        kind: 'specialist',
        to: 'State or territory public health unit',
        urgency: 'routine',
        reason: 'notifiable disease: workplace follow-up and vaccination of co-workers',
      },
    ],
    advice: [
      'Take the antibiotic for the full 14 days.',
      'Co-workers who handle animals should be screened and vaccinated against Q fever.',
      'See your doctor if you stay tired or unwell for months afterwards.',
    ],
  },
  {
    condition: 'leptospirosis',
    care: 'Leptospirosis needs a blood test and antibiotics. Rest, drink plenty of fluids and see a doctor today.',
    seekHelp:
      'you notice yellow skin or eyes, pass little urine, cough up blood, become breathless, bleed or bruise easily, or feel confused: call 000',
    approach:
      'Suspected leptospirosis (abrupt fever, severe myalgia especially in the calves, headache and conjunctival suffusion after floodwater, mud or animal urine exposure): PCR and serology, and start doxycycline for mild disease without waiting for results. Jaundice, oliguria, haemoptysis or bleeding indicate severe disease needing hospital and intravenous benzylpenicillin or ceftriaxone. Notifiable.',
    investigations: [
      { name: 'Leptospira PCR (blood in the first week, urine later) and serology', subtype: 'pathology', when: 'now' },
      { name: 'FBC, UEC, LFTs and CK', subtype: 'pathology', when: 'now' },
    ],
    medications: [
      {
        name: 'Doxycycline',
        dose: '100 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '7 days',
        cautions: 'Take with a full glass of water, upright; photosensitivity; not in pregnancy.',
        needsMoreInfo: 'Confirm the patient is not pregnant; children need weight-based dosing.',
      },
      {
        name: 'Amoxicillin',
        dose: '500 mg',
        route: 'oral',
        frequency: '8-hourly',
        duration: '7 days',
        cautions: 'Not with penicillin allergy; the option in pregnancy and for young children.',
        alternative: true,
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks.' },
    referrals: [
      GP_TODAY('assessment, blood tests and antibiotics'),
      ED_NOW('jaundice, reduced urine, breathlessness, coughing blood or bleeding (severe leptospirosis)'),
    ],
    advice: [
      'Drink plenty of fluids and take the antibiotics for the full course.',
      'Cover cuts and wear boots and gloves around floodwater, mud and animal urine.',
    ],
  },
  {
    condition: 'tick_typhus',
    care: 'Tick typhus is treated with an antibiotic, so please see a doctor today. If a tick is still attached, kill it first with a freezing spray for warts or ticks, then let it drop off; do not squeeze it or pull it out with your fingers.',
    seekHelp: 'you become confused or very drowsy, breathless, or the rash turns purple or bruise-like',
    approach:
      'Suspected rickettsial spotted fever (Queensland tick typhus; scrub typhus in the tropical north): fever, headache, rash, eschar and regional lymphadenopathy after a tick bite. Start doxycycline on clinical suspicion (also in children, for a short course); confirm with serology (paired) or PCR of an eschar swab.',
    investigations: [
      {
        name: 'Rickettsial serology (repeated in 2 weeks) and PCR of an eschar swab',
        subtype: 'pathology',
        when: 'now',
      },
      { name: 'FBC, UEC and LFTs', subtype: 'pathology', when: 'now' },
    ],
    medications: [
      {
        name: 'Doxycycline',
        dose: '100 mg (child 2.2 mg/kg up to 100 mg)',
        route: 'oral',
        frequency: '12-hourly',
        duration: '7 days',
        cautions:
          'Take with a full glass of water, upright; photosensitivity. A short course is used even in young children for rickettsial infection.',
        needsMoreInfo: "Confirm the patient is not pregnant (azithromycin is used instead); a child's weight.",
      },
      PARACETAMOL_CHILD,
    ],
    certificate: { suggestedDays: 5, note: 'Usually 3 to 7 days.' },
    referrals: [
      GP_TODAY('examination, blood tests and antibiotics'),
      ED_NOW('confusion, breathlessness, or a purpuric rash'),
    ],
    advice: [
      'Remove ticks by freezing them first (an ether-containing spray) and letting them drop off; do not squeeze them.',
      'Use repellent, tuck clothing in and check the skin after bushwalking.',
      'Fever usually settles within 2 to 3 days of starting the antibiotic.',
    ],
  },
  {
    condition: 'melioidosis',
    care: 'Melioidosis is a serious infection that needs hospital treatment. Please go to the emergency department today and tell them you have been in the tropical north.',
    seekHelp: 'you become breathless, confused, faint or very unwell: call 000',
    approach:
      'Suspected melioidosis (fever, pneumonia, abscesses or sepsis in the tropical north, especially in the wet season and with diabetes, alcohol excess or kidney disease): cultures of blood, sputum, urine and throat with the laboratory warned, and intravenous ceftazidime or meropenem in hospital, then a prolonged oral eradication phase.',
    investigations: [
      {
        name: 'Blood, sputum, urine and throat cultures for Burkholderia pseudomallei (tell the laboratory)',
        subtype: 'pathology',
        when: 'in hospital, now',
      },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'in hospital, now' },
      {
        name: 'CT of the abdomen and pelvis (liver, spleen, prostate abscesses)',
        subtype: 'imaging',
        when: 'once confirmed',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Hospital admission is usual; extend after discharge as advised.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'urgent',
        reason: 'suspected melioidosis: cultures and intravenous antibiotics today',
      },
      {
        kind: 'specialist',
        to: 'Infectious diseases physician',
        urgency: 'urgent',
        reason: 'treatment and eradication therapy',
      },
    ],
    advice: [
      'Go to hospital today: melioidosis needs intravenous antibiotics.',
      'In the wet season wear boots and gloves in mud and soil, especially if you have diabetes or kidney disease.',
    ],
  },
  {
    condition: 'cat_scratch_disease',
    care: 'The swollen gland usually settles by itself over weeks to months. Paracetamol and a warm compress help the tenderness.',
    seekHelp:
      'the gland becomes red, soft and very painful, a high fever develops, or you have problems with your eyesight',
    approach:
      'Cat scratch disease (tender regional lymphadenopathy weeks after a cat scratch or bite): confirm with Bartonella serology; most resolve without treatment. Azithromycin speeds resolution of bulky nodes; ultrasound and aspiration for a fluctuant node. Persistent nodes need review to exclude other causes.',
    investigations: [
      { name: 'Bartonella henselae serology', subtype: 'pathology', when: 'now' },
      {
        name: 'Ultrasound of the lymph node',
        subtype: 'imaging',
        when: 'if the node is fluctuant or not settling after 4 to 6 weeks',
      },
      { name: 'FBC', subtype: 'pathology', when: 'if fever, night sweats or weight loss' },
    ],
    medications: [
      {
        name: 'Azithromycin',
        dose: '500 mg on day 1, then 250 mg (child 10 mg/kg, then 5 mg/kg)',
        route: 'oral',
        frequency: 'once daily',
        duration: '5 days',
        cautions: 'Gastrointestinal upset; QT prolongation.',
        needsMoreInfo: "Only for large or very tender nodes; a child's weight.",
      },
      PARACETAMOL_CHILD,
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed beyond a day or two.' },
    referrals: [
      GP_ROUTINE(
        'examination of the node, and review if not settling after 6 weeks, or with weight loss or night sweats',
      ),
    ],
    advice: [
      'The gland can take 2 to 4 months to go down completely.',
      'Wash scratches and bites promptly and treat the cat for fleas.',
    ],
  },

  // ——— Bites, wounds and envenoming
  {
    condition: 'animal_bite_wound',
    care: 'Wash the bite straight away under running water with soap for several minutes, then cover it with a clean dressing. Bites (especially cat bites and bites on the hand) easily become infected, so a doctor should check it today.',
    seekHelp:
      'the bite is deep, on the face or hand, will not stop bleeding, or becomes red, swollen, hot or painful, or you develop a fever',
    approach:
      'Mammalian bite: irrigate and debride; leave puncture wounds, cat bites and hand bites unsutured; prophylactic amoxicillin+clavulanate for cat bites, hand, face or genital bites, deep punctures, crush injury, or immunosuppression. Check tetanus status and rabies or lyssavirus risk (bats anywhere, mammals overseas).',
    investigations: [
      { name: 'Wound swab for culture', subtype: 'pathology', when: 'only if the wound is infected' },
      {
        name: 'X-ray of the hand',
        subtype: 'imaging',
        when: 'if a tooth may have penetrated bone or a joint, or a foreign body is suspected',
      },
    ],
    medications: [
      {
        name: 'Amoxicillin with clavulanic acid',
        dose: '875 mg + 125 mg (child 22.5 mg/kg amoxicillin component up to 875 mg)',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days (prophylaxis); longer if infected',
        cautions: 'Not with penicillin allergy; diarrhoea; cholestatic hepatitis (rare).',
        needsMoreInfo:
          "Only for high-risk bites (cat, hand, face, deep puncture, immunosuppressed); check penicillin allergy; a child's weight.",
      },
      {
        name: 'Doxycycline',
        dose: '100 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days, with metronidazole 400 mg 12-hourly',
        cautions: 'For penicillin allergy; not in pregnancy or children under 8; take upright with water.',
        alternative: true,
      },
      PARACETAMOL_CHILD,
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days; longer for hand injuries that limit work.' },
    referrals: [
      GP_TODAY('wound assessment, antibiotic prophylaxis and tetanus status'),
      ED_NOW(
        'deep wounds, tendon or joint injury, facial bites, uncontrolled bleeding, or a bite by a bat or an animal overseas',
      ),
      {
        kind: 'specialist',
        to: 'Plastic or hand surgeon',
        urgency: 'urgent',
        reason: 'hand bite with tendon, joint or nerve injury',
      },
    ],
    advice: [
      'Wash the bite well with soap and running water as soon as possible.',
      'Keep the bitten part raised, and watch for redness, swelling, pus or fever over the next 2 days.',
      'Check that your tetanus vaccination is up to date.',
      'Any bite or scratch from a bat, or from a dog, monkey or other mammal overseas, needs same-day advice about rabies or lyssavirus.',
    ],
  },
  {
    condition: 'lyssavirus_exposure',
    care: 'Wash the bite or scratch straight away with soap and running water for 15 minutes, then apply an antiseptic such as povidone-iodine. You need protective injections as soon as possible: a doctor and the public health unit will arrange them today.',
    seekHelp:
      'the wound becomes infected, or you develop tingling or pain at the wound, fever, or difficulty swallowing',
    approach:
      'Potential exposure to Australian bat lyssavirus (any bat bite or scratch, or bat saliva on broken skin or mucosa) or rabies (mammal bite or scratch overseas): immediate wound cleansing and post-exposure prophylaxis through the public health unit: rabies vaccine on days 0, 3, 7 and 14 (a fifth dose if immunocompromised), plus human rabies immunoglobulin for category III exposures in the previously unvaccinated. Prophylaxis is urgent but never too late to start while symptoms are absent.',
    investigations: [
      {
        name: 'Testing of the bat for lyssavirus (via the public health unit)',
        subtype: 'other',
        when: 'if the bat is available',
      },
      { name: 'Rabies antibody level', subtype: 'pathology', when: 'after the vaccine course if immunocompromised' },
    ],
    medications: [
      {
        name: 'Rabies vaccine',
        dose: '1 mL (one dose)',
        route: 'intramuscular, deltoid (anterolateral thigh in infants)',
        frequency: 'on days 0, 3, 7 and 14 (and 28 if immunocompromised)',
        duration: '4 doses (2 doses on days 0 and 3 if previously fully vaccinated)',
        cautions: 'Never in the buttock; supplied and scheduled through the public health unit.',
        needsMoreInfo:
          'Previous rabies vaccination and immune status decide the schedule; arranged through the public health unit.',
      },
      {
        name: 'Human rabies immunoglobulin',
        dose: '20 IU/kg',
        route: 'infiltrated in and around the wound (any remainder intramuscularly away from the vaccine site)',
        frequency: 'once, with the first vaccine dose (up to day 7)',
        duration: 'single dose',
        cautions: 'Not for people previously fully vaccinated; supplied by the public health unit.',
        needsMoreInfo:
          'Only for category III exposures (bites or scratches that break the skin, or mucosal contact) in the unvaccinated; weight needed.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off for the vaccine visits as needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'State or territory public health unit',
        urgency: 'urgent',
        reason: 'post-exposure prophylaxis (rabies vaccine with or without immunoglobulin)',
      },
      GP_TODAY('wound care, tetanus check and the first vaccine dose'),
    ],
    advice: [
      'Wash the wound with soap and water for 15 minutes, then use an antiseptic.',
      'Keep every vaccine appointment: the course only protects if it is finished.',
      'Do not handle bats unless you are vaccinated and trained; call a wildlife rescue service instead.',
    ],
  },
  {
    condition: 'tetanus_prone_wound',
    care: 'Clean the wound well under running water, remove any dirt you can see, and cover it. See a doctor today to check whether you need a tetanus booster (and sometimes an injection of tetanus antibodies).',
    seekHelp:
      'the wound becomes red, swollen, hot or smelly, you develop a fever, or you notice jaw stiffness or muscle spasms',
    approach:
      'Tetanus-prone wound (dirty, puncture, crush, soil or manure, devitalised tissue, or treatment delayed over 6 hours): thorough cleaning and debridement; a tetanus-containing vaccine (dTpa or ADT) if more than 5 years since the last dose, and tetanus immunoglobulin 250 IU if fewer than 3 doses or unknown history (Australian Immunisation Handbook). Antibiotics only if infected.',
    investigations: [
      { name: 'X-ray of the area', subtype: 'imaging', when: 'if glass, metal or another foreign body may remain' },
    ],
    medications: [
      {
        name: 'Diphtheria-tetanus-acellular pertussis vaccine (dTpa)',
        dose: '0.5 mL',
        route: 'intramuscular',
        frequency: 'once',
        duration: 'single dose',
        cautions: 'Sore arm; ADT (diphtheria-tetanus) is an alternative when pertussis is not needed.',
        needsMoreInfo:
          'Only if the last tetanus-containing vaccine was more than 5 years ago (tetanus-prone wound) or the history is unknown.',
      },
      {
        name: 'Tetanus immunoglobulin',
        dose: '250 IU (500 IU if more than 24 hours old)',
        route: 'intramuscular, at a different site from the vaccine',
        frequency: 'once',
        duration: 'single dose',
        cautions: 'Blood product: consent needed.',
        needsMoreInfo: 'Only when fewer than 3 tetanus vaccine doses have been given or the history is unknown.',
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 1, note: 'Usually a day; longer if the wound limits work.' },
    referrals: [
      GP_TODAY('wound cleaning and tetanus vaccination'),
      ED_NOW('deep or heavily contaminated wounds, embedded objects, or jaw stiffness or muscle spasms'),
    ],
    advice: [
      'Clean the wound thoroughly with running water as soon as possible.',
      'Adults need a tetanus booster after a dirty wound if their last one was more than 5 years ago.',
      'Watch for redness, swelling, pus or fever over the next few days.',
    ],
  },
  {
    condition: 'snake_bite',
    care: 'Call 000 now. Keep still and calm. Apply a firm, broad elastic bandage over the bite and then up the whole limb, splint it, and do not move it. Do not wash the bite, cut it, or use a tourniquet.',
    seekHelp:
      'anything gets worse while you wait, such as drooping eyelids, trouble swallowing or breathing, bleeding, or collapse: call 000 again',
    emergency: true,
    approach:
      'Possible Australian snake bite: pressure immobilisation first aid and ambulance to a hospital that can give antivenom. Every suspected bite needs observation with serial coagulation studies, CK and neurological examination for at least 12 hours, even without symptoms; snake venom detection kit swab from the bite site (do not wash it). No remote prescribing.',
    investigations: [
      {
        name: 'Coagulation studies (INR, APTT, fibrinogen, D-dimer), FBC, UEC and CK, repeated (in hospital)',
        subtype: 'pathology',
        when: 'on arrival and serially for at least 12 hours',
      },
      {
        name: 'Snake venom detection kit from the bite site (in hospital)',
        subtype: 'pathology',
        when: 'if envenomed',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'At least the day of observation; longer after envenoming.' },
    referrals: [ED_NOW('suspected snake bite: observation and antivenom if envenomed')],
    advice: [
      'Call 000. Apply a pressure immobilisation bandage, splint the limb and keep the person completely still.',
      'Do not wash the bite, cut it, suck it, or use a tourniquet.',
      'Do not try to catch or kill the snake; the hospital can identify the venom.',
    ],
  },
  {
    condition: 'redback_spider_bite',
    care: 'Wash the bite and put an ice pack (wrapped in cloth) on it for pain. Paracetamol or ibuprofen can help. Do not use a pressure bandage for a redback bite. You can call the Poisons Information Centre on 13 11 26 for advice.',
    seekHelp:
      'the pain is severe or spreading, or you develop sweating, vomiting, headache or feel generally unwell: see a doctor or go to the emergency department; call 000 for a child who is unwell',
    approach:
      'Redback spider bite (latrodectism): local pain is usual and settles; severe or spreading pain, local or generalised sweating and systemic features need emergency department assessment for analgesia (antivenom is of uncertain benefit). No pressure bandage.',
    investigations: [],
    medications: [PARACETAMOL_CHILD, IBUPROFEN_CHILD],
    certificate: { suggestedDays: 1, note: 'Usually 1 day; longer if systemic envenoming.' },
    referrals: [ED_NOW('severe or spreading pain, sweating, vomiting or systemic symptoms, or any unwell child')],
    advice: [
      'Apply ice wrapped in a cloth; do not use a pressure bandage.',
      'Most redback bites cause only local pain that settles within a day.',
      'Go to hospital if the pain becomes severe, spreads, or you start sweating, vomiting or feeling unwell.',
    ],
  },
  {
    condition: 'funnel_web_spider_bite',
    care: 'Call 000 now. Apply a firm, broad elastic bandage over the bite and then up the whole limb, splint it, and keep the person completely still.',
    seekHelp:
      'anything gets worse while you wait (tingling around the mouth, sweating, drooling, twitching or difficulty breathing): call 000 again',
    emergency: true,
    approach:
      'Possible funnel-web spider bite (any large black spider bite in eastern New South Wales or south-east Queensland): pressure immobilisation first aid and ambulance; antivenom in hospital for envenoming (perioral tingling, sweating, salivation, muscle fasciculation, hypertension, pulmonary oedema). No remote prescribing.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 2, note: 'At least the day of observation; longer after envenoming.' },
    referrals: [ED_NOW('possible funnel-web spider bite: observation and antivenom')],
    advice: [
      'Call 000. Apply a pressure immobilisation bandage, splint the limb and keep still.',
      'Do not wash the bite or use a tourniquet.',
    ],
  },

  // ——— Travel-acquired fevers
  {
    condition: 'dengue',
    care: 'Rest and drink plenty of fluids. Use paracetamol only for fever and pain: do not take ibuprofen, aspirin or other anti-inflammatories, as they increase the risk of bleeding. A doctor should arrange blood tests today.',
    seekHelp:
      'you have tummy pain, keep vomiting, bleed from the gums or nose, have black stools, feel very drowsy or restless, or feel faint, especially as the fever settles: go to the emergency department or call 000',
    approach:
      'Suspected dengue (fever, severe headache, retro-orbital pain, myalgia and rash after travel to an endemic area, or in north Queensland): NS1 antigen or PCR with serology, FBC (platelets, haematocrit) and LFTs; paracetamol and fluids; avoid NSAIDs. Review daily through the critical phase (days 3 to 7, as the fever falls); warning signs mean hospital. Notifiable: in north Queensland local transmission must be prevented.',
    investigations: [
      { name: 'Dengue NS1 antigen or PCR and dengue serology (IgM/IgG)', subtype: 'pathology', when: 'now' },
      {
        name: 'FBC (platelets and haematocrit) and LFTs',
        subtype: 'pathology',
        when: 'now and daily in the critical phase if abnormal',
      },
      { name: 'Malaria films or rapid test', subtype: 'pathology', when: 'if travel was to a malaria area' },
    ],
    medications: [
      {
        ...PARACETAMOL_CHILD,
        cautions: `${PARACETAMOL.cautions} The only fever medicine to use in dengue: avoid ibuprofen and aspirin.`,
      },
    ],
    certificate: { suggestedDays: 7, note: 'Usually 5 to 10 days; fatigue may last weeks.' },
    referrals: [
      GP_TODAY('blood tests and daily review through the critical phase'),
      ED_NOW('warning signs: abdominal pain, persistent vomiting, bleeding, lethargy or restlessness, or fainting'),
    ],
    advice: [
      'Drink plenty of fluids and use paracetamol only; no ibuprofen or aspirin.',
      'The risky time is as the fever goes down (days 3 to 7): watch for tummy pain, vomiting, bleeding or drowsiness.',
      'Avoid mosquito bites while you are unwell, especially in north Queensland, so the virus does not spread.',
    ],
  },
  {
    condition: 'malaria',
    care: 'A fever after travel to a malaria area must be checked today: please go to the emergency department now and tell them where you travelled. Malaria can become severe within hours.',
    seekHelp: 'you become confused or drowsy, breathless, yellow, pass little urine, or have a seizure: call 000',
    emergency: true,
    approach:
      'Fever within 3 months of travel to a malaria-endemic area is malaria until proven otherwise: same-day thick and thin blood films with a rapid antigen test (repeat at 12 to 24 hours if negative), FBC, UEC, LFTs and glucose, in the emergency department. Treatment depends on species and severity (artemether+lumefantrine for uncomplicated falciparum; intravenous artesunate for severe). No remote prescribing.',
    investigations: [
      {
        name: 'Thick and thin blood films and malaria rapid antigen test (repeat twice if negative)',
        subtype: 'pathology',
        when: 'now, in the emergency department',
      },
      { name: 'FBC, UEC, LFTs, glucose and lactate', subtype: 'pathology', when: 'now' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks; longer after severe malaria.' },
    referrals: [
      ED_NOW('fever after travel to a malaria area: same-day blood films'),
      {
        kind: 'specialist',
        to: 'Infectious diseases physician',
        urgency: 'urgent',
        reason: 'confirmed malaria: treatment and follow-up (primaquine for vivax and ovale)',
      },
    ],
    advice: [
      'Go to the emergency department today and tell them exactly where you travelled.',
      'Malaria can appear weeks to months after you come home, even if you took preventive tablets.',
    ],
  },
  {
    condition: 'typhoid',
    care: 'Typhoid needs blood tests and antibiotics. Please see a doctor today (or go to the emergency department if you feel very unwell) and tell them where you travelled. Drink fluids and wash your hands well after the toilet.',
    seekHelp:
      'you have severe tummy pain, black or bloody stools, confusion, or cannot keep fluids down: go to the emergency department',
    approach:
      'Suspected enteric fever (step-ladder fever, headache, abdominal discomfort and constipation or diarrhoea after travel, mostly to South Asia): blood cultures before antibiotics (with malaria films), then azithromycin for uncomplicated disease acquired in South Asia (fluoroquinolone resistance), intravenous ceftriaxone or a carbapenem if unwell. Notifiable; food handlers and childcare workers are excluded until clearance stool tests.',
    investigations: [
      { name: 'Blood cultures (two sets) and stool culture', subtype: 'pathology', when: 'now, before antibiotics' },
      { name: 'Malaria films, FBC and LFTs', subtype: 'pathology', when: 'now' },
    ],
    medications: [
      {
        name: 'Azithromycin',
        dose: '1 g (child 20 mg/kg up to 1 g)',
        route: 'oral',
        frequency: 'once daily',
        duration: '7 days',
        cautions: 'Gastrointestinal upset; QT prolongation. Adjust to culture results.',
        needsMoreInfo:
          "Only after blood cultures are taken, and only for a patient well enough for oral treatment; a child's weight.",
      },
      PARACETAMOL_CHILD,
    ],
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 2 weeks; food handlers, health and childcare workers are excluded until public health clearance.',
    },
    referrals: [
      GP_TODAY('blood cultures and treatment'),
      ED_NOW('very unwell, unable to keep fluids down, severe abdominal pain or confusion'),
      {
        kind: 'specialist',
        to: 'State or territory public health unit',
        urgency: 'routine',
        reason: 'notifiable: work exclusion and clearance testing',
      },
    ],
    advice: [
      'Wash your hands well after the toilet and do not prepare food for others until cleared.',
      'Finish the whole course of antibiotics.',
      'Before future travel to South Asia, ask about the typhoid vaccine (it is only partly protective: food and water care still matter).',
    ],
  },
  {
    condition: 'chikungunya',
    care: 'Rest, drink fluids and use paracetamol for fever and pain. Do not take ibuprofen or aspirin until a doctor has ruled out dengue. Avoid mosquito bites while you are unwell.',
    seekHelp:
      'you have bleeding, tummy pain, persistent vomiting or drowsiness, or you are pregnant and near your due date',
    approach:
      'Suspected chikungunya (abrupt fever with severe, often symmetrical polyarthralgia after travel): PCR and serology, with dengue (and malaria if relevant) excluded; paracetamol until dengue is excluded, then NSAIDs for joint pain. Joint symptoms may persist for months. Notifiable.',
    investigations: [
      { name: 'Chikungunya PCR and serology', subtype: 'pathology', when: 'now' },
      { name: 'Dengue NS1 and serology, FBC and LFTs', subtype: 'pathology', when: 'now' },
    ],
    medications: [
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true, needsMoreInfo: 'Only once dengue has been excluded.' },
    ],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks; joint pain may need a graded return.' },
    referrals: [
      GP_ROUTINE('test results and review of joint symptoms'),
      { kind: 'specialist', to: 'Rheumatologist', urgency: 'routine', reason: 'arthritis persisting beyond 3 months' },
    ],
    advice: [
      'Use paracetamol until dengue has been ruled out.',
      'Avoid mosquito bites while unwell so the virus does not spread.',
      'Joint pain can last for weeks or months; gentle exercise helps.',
    ],
  },
  {
    condition: 'zika',
    care: 'Zika is usually mild: rest, fluids and paracetamol. Do not take ibuprofen or aspirin until dengue has been ruled out. If you are pregnant, or your partner is, tell your doctor today.',
    seekHelp: 'you are pregnant, or you develop weakness or tingling in the legs, bleeding or severe tummy pain',
    approach:
      'Suspected Zika (itchy rash, conjunctivitis, arthralgia and low-grade fever after travel to an endemic area): PCR (blood and urine) and serology with dengue excluded; supportive care. Pregnancy or a pregnant partner needs obstetric referral (congenital Zika syndrome); advise condoms or abstinence for 3 months (men) or 2 months (women) after travel or illness, and delay conception.',
    investigations: [
      { name: 'Zika PCR (blood and urine) and serology', subtype: 'pathology', when: 'now' },
      { name: 'Dengue NS1 and serology', subtype: 'pathology', when: 'now' },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 7 days.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Obstetrician (maternal-fetal medicine)',
        urgency: 'urgent',
        reason: 'Zika infection or exposure in pregnancy',
      },
      GP_ROUTINE('test results; advice on conception and sexual transmission'),
    ],
    advice: [
      'Use condoms for 3 months (men) or 2 months (women) after travel or illness, and delay trying for a baby for the same time.',
      'Avoid mosquito bites while unwell.',
    ],
  },

  // ——— The febrile child
  {
    condition: 'fever_young_infant',
    care: 'A baby under 3 months with a temperature of 38 °C or more needs to be checked by a doctor in person today, even if they seem well. Take your baby to the emergency department or your GP now; if your baby is under 1 month, go to the emergency department.',
    seekHelp:
      'your baby is floppy or hard to wake, is not feeding, has fewer wet nappies, has pale, blue or mottled skin, a rash, or is breathing fast or with effort: call 000',
    childhood: true,
    approach:
      'Fever in an infant under 3 months: always an in-person assessment the same day because of the risk of serious bacterial infection (urinary tract infection, bacteraemia, meningitis). Under 1 month, or unwell at any age: emergency department for a full septic work-up and empirical antibiotics. Do not prescribe remotely.',
    investigations: [
      {
        name: 'Urine microscopy and culture (catheter or suprapubic sample)',
        subtype: 'pathology',
        when: 'in person, today',
      },
      { name: 'FBC, CRP, procalcitonin and blood culture', subtype: 'pathology', when: 'in person, today' },
      { name: 'Lumbar puncture', subtype: 'pathology', when: 'in hospital: under 1 month, or unwell' },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: "A carer's certificate for a parent, usually 2 to 3 days." },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'urgent',
        reason: 'fever in a baby under 3 months: same-day assessment (immediately if under 1 month or unwell)',
      },
      ED_NOW('baby floppy, drowsy, not feeding, mottled or breathing with effort'),
    ],
    advice: [
      'Any temperature of 38 °C or more in a baby under 3 months needs a doctor today.',
      'Keep offering breast or bottle feeds, and dress your baby in light clothing.',
      'Do not give paracetamol to a baby under 1 month unless a doctor advises it; it can hide a fever without treating the cause.',
    ],
  },
  {
    condition: 'roseola',
    care: 'Roseola is a common viral infection of babies and toddlers. The rash is harmless and does not need treatment. Offer plenty of fluids, and paracetamol if your child is uncomfortable.',
    seekHelp:
      'your child is drowsy or floppy, not drinking, has fewer wet nappies, has a fit, or the rash does not fade when pressed',
    childhood: true,
    approach:
      'Roseola (HHV-6): 3 to 5 days of high fever in a well infant or toddler, then a pink blanching rash as the fever settles. Reassurance and safety-netting; febrile convulsions can occur in the febrile phase.',
    investigations: [],
    medications: [PARACETAMOL_CHILD, IBUPROFEN_CHILD],
    certificate: {
      suggestedDays: 1,
      note: "A carer's certificate for a parent; childcare can resume once the fever has gone.",
    },
    referrals: [
      GP_ROUTINE('review if the child is not improving or the rash lasts more than 3 days'),
      ED_NOW('drowsiness, a non-blanching rash, dehydration or a seizure'),
    ],
    advice: [
      'Once the rash appears the fever has usually gone and your child is getting better.',
      'The rash is not itchy and fades within 1 to 2 days.',
      'Fits with a fever can happen in young children: lie your child on their side and time it; call 000 if it lasts more than 5 minutes.',
    ],
  },
  {
    condition: 'hand_foot_mouth',
    care: 'Hand, foot and mouth disease is a mild viral illness that gets better by itself in about a week. Offer cold drinks, ice blocks and soft food, and paracetamol for sore mouths.',
    seekHelp:
      'your child is not drinking, has fewer wet nappies, is drowsy, has a stiff neck, or has a severe headache',
    childhood: true,
    approach:
      'Enteroviral hand, foot and mouth disease: supportive care, hydration and analgesia. Watch for dehydration; rarely meningitis or encephalitis. Exclude from childcare until all the blisters have dried.',
    investigations: [],
    medications: [PARACETAMOL_CHILD, IBUPROFEN_CHILD],
    certificate: {
      suggestedDays: 3,
      note: "Exclude from childcare or school until all the blisters have dried; a carer's certificate for a parent.",
    },
    referrals: [
      GP_TODAY('not drinking enough or fewer wet nappies'),
      ED_NOW('drowsiness, neck stiffness, severe headache or dehydration'),
    ],
    advice: [
      'Cold fluids and ice blocks are soothing; avoid salty or acidic food.',
      'Wash hands well, especially after nappy changes, and do not share cups or towels.',
      'Keep your child home until all the blisters have dried.',
    ],
  },
  {
    condition: 'chickenpox',
    care: 'Keep the fingernails short, use calamine lotion or a soothing gel on itchy spots, and paracetamol for fever. Do not give ibuprofen or aspirin in chickenpox. Keep away from pregnant women, newborn babies and people with weak immune systems.',
    seekHelp:
      'there is difficulty breathing, drowsiness, a spot that becomes red, hot, swollen and very painful, bleeding into the spots, or the person is pregnant, a newborn, or has a weak immune system',
    childhood: true,
    approach:
      'Varicella: symptomatic care in healthy children. Oral antivirals within 24 hours of rash onset for adolescents and adults (more severe disease); urgent specialist advice for pregnancy, neonates and the immunocompromised (aciclovir or zoster immunoglobulin for exposed susceptible contacts). Avoid NSAIDs (invasive group A streptococcal infection) and aspirin (Reye syndrome). Exclude until all blisters have crusted (at least 5 days).',
    investigations: [
      {
        name: 'Varicella-zoster virus PCR of a vesicle swab',
        subtype: 'pathology',
        when: 'if the diagnosis is uncertain, or in pregnancy or immunosuppression',
      },
      {
        name: 'Varicella IgG serology',
        subtype: 'pathology',
        when: 'for exposed pregnant or immunocompromised contacts',
      },
    ],
    medications: [
      {
        ...PARACETAMOL_CHILD,
        cautions: `${PARACETAMOL.cautions} Use paracetamol, not ibuprofen or aspirin, in chickenpox.`,
      },
      {
        name: 'Calamine lotion',
        dose: 'a thin layer (apply 3 to 4 times a day)',
        route: 'topical',
        frequency: 'when itchy',
        duration: 'until the spots crust',
        cautions: 'Not on broken or weeping skin or near the eyes.',
      },
      {
        name: 'Cetirizine',
        dose: '10 mg (child 2 to 5 years 2.5 to 5 mg; 6 to 11 years 5 to 10 mg)',
        route: 'oral',
        frequency: 'once daily',
        duration: 'while itchy',
        cautions: 'Drowsiness; not under 1 year.',
        alternative: true,
        needsMoreInfo: "The child's age.",
      },
      {
        name: 'Valaciclovir',
        dose: '1 g',
        route: 'oral',
        frequency: '8-hourly',
        duration: '7 days',
        cautions: 'Start within 24 hours of the rash; reduce the dose in kidney impairment.',
        alternative: true,
        needsMoreInfo:
          'For adolescents and adults only, started within 24 hours of the rash; pregnancy and immunosuppression need specialist advice.',
      },
    ],
    certificate: {
      suggestedDays: 5,
      note: "Exclude from school, childcare or work until all the blisters have crusted (at least 5 days after the rash appeared); a carer's certificate for a parent.",
    },
    referrals: [
      GP_TODAY('adolescents and adults within 24 hours of the rash, or an infected-looking spot'),
      {
        kind: 'specialist',
        to: 'Obstetrician or infectious diseases physician',
        urgency: 'urgent',
        reason: 'chickenpox or chickenpox exposure in pregnancy, a newborn, or immunosuppression',
      },
      ED_NOW('breathing difficulty, drowsiness, spreading red painful skin, or bleeding into the spots'),
    ],
    advice: [
      'Keep nails short and use calamine or a cool bath to ease the itch.',
      'Use paracetamol, not ibuprofen or aspirin.',
      'Your child is infectious until all the spots have crusted over, usually about 5 days.',
      'Stay away from pregnant women, newborns and anyone with a weak immune system.',
    ],
  },
  {
    condition: 'slapped_cheek',
    care: 'Slapped cheek is a mild viral illness. By the time the rash appears your child is no longer infectious and can go back to school or childcare. Paracetamol helps any aches.',
    seekHelp:
      'you are pregnant and have been in contact, or the child is very pale, tired or breathless (especially with a blood condition such as sickle cell disease)',
    childhood: true,
    approach:
      'Erythema infectiosum (parvovirus B19): supportive care; no exclusion once the rash appears. Pregnant contacts need serology (risk of fetal anaemia and hydrops); people with haemolytic anaemia or immunosuppression risk aplastic crisis.',
    investigations: [
      {
        name: 'Parvovirus B19 IgM and IgG serology',
        subtype: 'pathology',
        when: 'for a pregnant contact, or if the diagnosis matters for a vulnerable person',
      },
    ],
    medications: [PARACETAMOL_CHILD],
    certificate: { suggestedDays: 1, note: 'No exclusion needed once the rash has appeared.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Obstetrician',
        urgency: 'urgent',
        reason: 'parvovirus infection or exposure in pregnancy',
      },
      GP_ROUTINE('joint pain lasting more than 2 weeks (more common in adults)'),
    ],
    advice: [
      'The rash can come and go for several weeks, especially with heat or exercise.',
      'Tell any pregnant women who were in contact so they can see their doctor.',
    ],
  },
  {
    condition: 'kawasaki_disease',
    care: 'A fever for 5 days or more with red eyes, red lips or tongue, a rash, or swollen hands or feet needs to be checked in hospital today, because Kawasaki disease is treated in hospital to protect the heart.',
    seekHelp: 'your child becomes drowsy, pale, breathless, or stops drinking: call 000',
    childhood: true,
    approach:
      'Suspected Kawasaki disease (fever 5 days or more with bilateral non-purulent conjunctival injection, oral mucosal changes, polymorphous rash, extremity changes and cervical lymphadenopathy): same-day paediatric emergency referral for bloods, echocardiography and intravenous immunoglobulin with aspirin within 10 days of fever onset. No treatment is started remotely (aspirin only in hospital).',
    investigations: [
      { name: 'FBC, CRP, ESR, LFTs, albumin and urinalysis (in hospital)', subtype: 'pathology', when: 'today' },
      { name: 'Echocardiogram (coronary arteries)', subtype: 'imaging', when: 'at diagnosis, and at 2 and 6 weeks' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: "A carer's certificate for a parent during admission and recovery." },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department (paediatric)',
        urgency: 'urgent',
        reason: 'suspected Kawasaki disease: assessment and intravenous immunoglobulin today',
      },
    ],
    advice: [
      'Go to a hospital emergency department today.',
      'Do not give aspirin at home; the hospital will decide on treatment.',
      'Children who have had Kawasaki disease need heart check-ups afterwards.',
    ],
  },
  {
    condition: 'febrile_convulsion',
    care: 'During a fit: stay calm, lie your child on their side on a safe surface, do not put anything in their mouth, and time it. Call 000 if it lasts more than 5 minutes or your child does not wake up afterwards. After a first fit, your child should be checked by a doctor today.',
    seekHelp:
      'the fit lasts more than 5 minutes, another fit follows, your child does not wake up fully within an hour, has a stiff neck, a rash that does not fade, or breathing trouble: call 000',
    childhood: true,
    approach:
      'Simple febrile convulsion (brief generalised seizure with fever, age 6 months to 5 years): same-day assessment to find the source of fever and exclude meningitis (neck stiffness, non-blanching rash, prolonged drowsiness, focal or prolonged seizure, under 12 months). Reassure: no lasting harm and antipyretics do not prevent recurrence.',
    investigations: [
      { name: 'Urine microscopy and culture', subtype: 'pathology', when: 'if no other source of fever' },
      { name: 'Lumbar puncture', subtype: 'pathology', when: 'in hospital if meningitis is suspected' },
    ],
    medications: [
      {
        ...PARACETAMOL_CHILD,
        cautions: `${PARACETAMOL.cautions} For comfort only: it does not prevent febrile convulsions.`,
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: "A carer's certificate for a parent; the child can return once the fever has gone.",
    },
    referrals: [
      GP_TODAY('assessment after a first febrile convulsion to find the cause of fever'),
      ED_NOW('seizure over 5 minutes, repeated seizures, not waking up, neck stiffness or a non-blanching rash'),
    ],
    advice: [
      'Lie your child on their side, stay with them and time the fit; do not restrain them or put anything in their mouth.',
      'Call 000 if a fit lasts more than 5 minutes.',
      'About 1 in 3 children have another febrile convulsion; they do not cause brain damage.',
      'Treat fever for comfort only: paracetamol does not prevent fits.',
    ],
  },
  {
    condition: 'child_uti',
    care: 'A urine infection in a child needs a urine test and antibiotics from a doctor today. Offer plenty of fluids and paracetamol for fever or pain.',
    seekHelp:
      'your child is under 3 months, is drowsy or floppy, keeps vomiting, is not drinking, or has fewer wet nappies: go to the emergency department',
    childhood: true,
    approach:
      'Suspected urinary tract infection in a child: collect a clean-catch urine for microscopy and culture before antibiotics, then oral cefalexin (3 days for cystitis in a well older child, 7 days if febrile or pyelonephritis), adjusted to culture. Infants under 3 months, or unwell or vomiting children, need hospital and intravenous treatment. Renal ultrasound after a first febrile UTI under 6 months, atypical or recurrent infection.',
    investigations: [
      {
        name: 'Urine microscopy, culture and sensitivities (clean catch or catheter sample)',
        subtype: 'pathology',
        when: 'today, before antibiotics',
      },
      {
        name: 'Renal tract ultrasound',
        subtype: 'imaging',
        when: 'first febrile UTI under 6 months, atypical or recurrent infection',
      },
    ],
    medications: [
      {
        name: 'Cefalexin',
        dose: '33 mg/kg up to 500 mg',
        route: 'oral',
        frequency: '8-hourly',
        duration: '3 days (cystitis in an older child); 7 days if febrile',
        cautions: 'Not after anaphylaxis to penicillins; diarrhoea.',
        needsMoreInfo: "Child's weight and age (over 3 months, well and drinking); urine sample collected first.",
      },
      {
        name: 'Trimethoprim with sulfamethoxazole',
        dose: '4 mg/kg + 20 mg/kg (up to 160 mg + 800 mg)',
        route: 'oral',
        frequency: '12-hourly',
        duration: '3 days (cystitis); 7 days if febrile',
        cautions: 'Not under 6 weeks of age; rash; check local resistance.',
        alternative: true,
        needsMoreInfo: "Child's weight; for penicillin or cephalosporin allergy.",
      },
      PARACETAMOL_CHILD,
    ],
    certificate: { suggestedDays: 2, note: "A carer's certificate for a parent, usually 1 to 3 days." },
    referrals: [
      GP_TODAY('urine test and antibiotics'),
      ED_NOW('under 3 months, drowsy, vomiting or not drinking (intravenous antibiotics)'),
      {
        kind: 'specialist',
        to: 'Paediatrician',
        urgency: 'routine',
        reason: 'recurrent or atypical UTI, or an abnormal ultrasound',
      },
    ],
    advice: [
      'Give the whole course of antibiotics; the doctor may change them when the urine culture is back.',
      'Encourage drinking and regular toilet visits, and treat any constipation.',
      'Seek help urgently if your child becomes drowsy, vomits repeatedly or stops drinking.',
    ],
  },

  // ——— The unsettled or vomiting baby
  {
    condition: 'intussusception',
    care: 'Attacks of severe pain or screaming with a pale or floppy baby in between can be intussusception, a bowel emergency. Call 000 or go to the emergency department now. Do not give food or drink.',
    seekHelp: 'anything gets worse on the way (green vomit, blood in the nappy, drowsiness): call 000',
    emergency: true,
    childhood: true,
    approach:
      'Suspected intussusception (paroxysmal colicky pain with pallor and lethargy between episodes, vomiting, later redcurrant-jelly stool; usually 3 months to 3 years): emergency department now for ultrasound and air-enema reduction, with surgery if that fails or the child is peritonitic.',
    investigations: [{ name: 'Abdominal ultrasound (in hospital)', subtype: 'imaging', when: 'now' }],
    medications: [],
    certificate: { suggestedDays: 3, note: "A carer's certificate for a parent during admission and recovery." },
    referrals: [ED_NOW('suspected intussusception: ultrasound and reduction')],
    advice: [
      'Go to the emergency department now (call 000 if your child is drowsy or very pale).',
      'Do not give anything to eat or drink on the way.',
    ],
  },
  {
    condition: 'pyloric_stenosis',
    care: 'Forceful (projectile) vomiting after every feed in a young baby who is hungry straight afterwards needs to be checked in hospital today.',
    seekHelp: 'your baby is drowsy, has very few wet nappies, or the vomit turns green: call 000',
    childhood: true,
    approach:
      'Suspected infantile hypertrophic pyloric stenosis (non-bilious projectile vomiting at 2 to 8 weeks, hungry after vomiting, weight loss): same-day emergency referral for ultrasound, blood gas and electrolytes (hypochloraemic alkalosis), rehydration, then pyloromyotomy.',
    investigations: [
      { name: 'Abdominal ultrasound of the pylorus', subtype: 'imaging', when: 'today, in hospital' },
      { name: 'Venous blood gas, electrolytes and glucose', subtype: 'pathology', when: 'today, in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: "A carer's certificate for a parent during admission." },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department (paediatric)',
        urgency: 'urgent',
        reason: 'suspected pyloric stenosis: ultrasound, rehydration and surgery',
      },
    ],
    advice: [
      'Go to the emergency department today.',
      'Pyloric stenosis is fixed with a small operation, and babies recover quickly.',
    ],
  },
  {
    condition: 'infant_colic',
    care: 'Colic is common and your baby is not in danger: it usually peaks at about 6 weeks and settles by 3 to 4 months. Try holding, gentle rocking, a warm bath, a walk in the pram, or white noise. It is OK to put your baby down safely in the cot and take a break if you feel overwhelmed.',
    seekHelp:
      'your baby has a fever, vomits (especially green vomit), has blood in the poo, feeds poorly, has fewer wet nappies, or the crying sounds different or high-pitched; and get help if you feel you cannot cope',
    childhood: true,
    approach:
      'Infant colic (crying 3 hours or more a day in a thriving baby with a normal examination): reassurance, settling strategies and parent support, with attention to parental wellbeing and postnatal depression. Exclude illness (fever, vomiting, poor feeding, poor weight gain). Simethicone, lactase and probiotics have little evidence; avoid formula changes without a reason.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate for a parent if needed." },
    referrals: [
      GP_ROUTINE('examination, weight check and parent support'),
      {
        kind: 'gp',
        to: 'Child and family health nurse or parenting helpline (e.g. Tresillian, Karitane)',
        urgency: 'routine',
        reason: 'settling support',
      },
      ED_NOW('fever in a baby under 3 months, green vomit, blood in the poo, or a floppy baby'),
    ],
    advice: [
      'Never shake a baby. If you feel overwhelmed, put your baby safely in the cot and step away for a few minutes.',
      'Support is available: your child and family health nurse, the Pregnancy, Birth and Baby helpline on 1800 882 436, or PANDA on 1300 726 306 if you feel low or anxious.',
      'Crying usually improves by 3 to 4 months of age.',
    ],
  },
  {
    condition: 'infant_reflux',
    care: 'Bringing up milk after feeds is very common in healthy babies and usually stops by 12 months. Hold your baby upright during and after feeds, try smaller, more frequent feeds, and always put your baby to sleep on their back.',
    seekHelp:
      'the vomit is green or contains blood, vomiting is forceful, your baby is not gaining weight, refuses feeds, has fewer wet nappies, or has breathing problems',
    childhood: true,
    approach:
      "Uncomplicated gastro-oesophageal reflux in a thriving infant: reassurance and feeding advice; no acid suppression or thickeners without red flags or faltering growth. Consider cow's milk protein allergy if there is eczema, blood in stools or a family history.",
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_ROUTINE('weight check if feeding is a worry'),
      {
        kind: 'specialist',
        to: 'Paediatrician',
        urgency: 'routine',
        reason: 'faltering growth, feed refusal or persistent symptoms after 12 months',
      },
    ],
    advice: [
      'Always place your baby on their back to sleep, even with reflux.',
      'Do not change formula or start medicines without talking to your doctor.',
      'Most babies outgrow reflux by their first birthday.',
    ],
  },
  {
    condition: 'cows_milk_allergy',
    care: "Do not change your baby's milk without a doctor's advice. Keep breastfeeding if you can. A doctor can confirm cow's milk allergy and prescribe a special formula if needed.",
    seekHelp:
      'your baby has swelling of the face or lips, difficulty breathing, becomes floppy or pale after a feed (call 000), or is not gaining weight',
    childhood: true,
    approach:
      "Suspected non-IgE (or IgE) cow's milk protein allergy: a supervised 2 to 4 week elimination trial (maternal dairy elimination if breastfed, or an extensively hydrolysed formula), then reintroduction to confirm. Immediate reactions (hives, vomiting, swelling) need IgE testing and an allergy action plan. Dietitian support for calcium intake.",
    investigations: [
      {
        name: "Skin-prick or specific IgE testing to cow's milk",
        subtype: 'pathology',
        when: 'immediate-type reactions only',
      },
    ],
    medications: [
      {
        name: 'Extensively hydrolysed infant formula',
        dose: 'usual feed volumes (about 150 mL/kg a day)',
        route: 'oral',
        frequency: 'in place of usual formula feeds',
        duration: '2 to 4 week trial, then review; continue to 9 to 12 months if confirmed',
        cautions: 'PBS authority prescription; an amino acid formula is needed if symptoms persist.',
        needsMoreInfo: "Only for formula-fed babies; the baby's weight and feeding history.",
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_ROUTINE('elimination trial, growth check and reintroduction plan'),
      {
        kind: 'specialist',
        to: 'Paediatric allergist or paediatrician',
        urgency: 'routine',
        reason: 'immediate reactions, faltering growth or uncertain diagnosis',
      },
      ED_NOW('swelling of the face, breathing difficulty or a floppy baby after milk (anaphylaxis)'),
    ],
    advice: [
      'If breastfeeding, keep going; your doctor may suggest you avoid dairy yourself for 2 to 4 weeks and take a calcium supplement.',
      "Most children outgrow cow's milk allergy by school age.",
      'Do not use goat, sheep or unmodified soy milks instead.',
    ],
  },
  {
    condition: 'neonatal_jaundice',
    care: 'Yellow skin or eyes in a newborn needs a blood test for the jaundice level. Please have your baby seen by a doctor or midwife today, and keep feeding frequently.',
    seekHelp:
      'your baby is very sleepy or hard to wake, is not feeding, the jaundice started in the first 24 hours, or the poo is pale or white: go to the emergency department now',
    childhood: true,
    approach:
      'Neonatal jaundice: measure bilirubin (transcutaneous or serum) the same day and plot against age-specific treatment thresholds for phototherapy. Jaundice in the first 24 hours, an unwell baby, or jaundice beyond 14 days (21 if preterm) needs urgent assessment; prolonged jaundice with pale stools or dark urine needs conjugated bilirubin to exclude biliary atresia.',
    investigations: [
      { name: 'Total and conjugated bilirubin (or transcutaneous bilirubin)', subtype: 'pathology', when: 'today' },
      {
        name: 'Blood group, direct antiglobulin test and FBC',
        subtype: 'pathology',
        when: 'if early or high jaundice',
      },
      {
        name: 'Conjugated bilirubin, LFTs and thyroid function',
        subtype: 'pathology',
        when: 'jaundice beyond 14 days',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate if needed." },
    referrals: [
      GP_TODAY('bilirubin level today (or the maternity unit or midwife)'),
      ED_NOW('jaundice in the first 24 hours, a sleepy baby who will not feed, or pale stools'),
    ],
    advice: [
      'Feed your baby frequently (8 to 12 times a day); wake them for feeds if needed.',
      'Check the colour of the poo: pale or chalky stools need urgent review.',
      'Do not put your baby in the sun to treat jaundice.',
    ],
  },
  {
    condition: 'teething',
    care: 'Teething can make babies grizzly and dribbly. A chilled (not frozen) teething ring, gentle gum massage with a clean finger, and cuddles help. Paracetamol can be used if your baby is very unsettled.',
    seekHelp:
      'your baby has a temperature of 38 °C or more, diarrhoea or vomiting, is not feeding, or seems unwell: these are not caused by teething',
    childhood: true,
    approach:
      'Teething: reassurance; teething does not cause significant fever, diarrhoea or illness, so look for another cause if present. Avoid amber necklaces (strangulation and choking) and teething gels containing choline salicylate or local anaesthetics.',
    investigations: [],
    medications: [PARACETAMOL_CHILD],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [GP_ROUTINE('fever, diarrhoea or an unwell baby (another cause is likely)')],
    advice: [
      'Use a chilled teething ring or a clean, cold wet face washer to chew on.',
      'Do not use amber teething necklaces: they are a choking and strangulation risk.',
      'Start brushing new teeth twice a day with a soft brush and water.',
    ],
  },
  {
    condition: 'nappy_rash',
    care: 'Change nappies often, clean gently with water, pat dry, give nappy-free time, and apply a thick barrier cream (zinc oxide) at every change. Most nappy rash settles in a few days.',
    seekHelp:
      'the rash has blisters, pus or raw bleeding areas, spreads beyond the nappy area, does not improve after 3 days, or your baby has a fever',
    childhood: true,
    approach:
      'Irritant napkin dermatitis: frequent changes, nappy-free time and a zinc barrier. Candida (bright red with satellite lesions, skin-fold involvement, or lasting over 3 days) needs a topical azole; a short course of mild hydrocortisone for inflamed rash. Consider bacterial infection, seborrhoeic dermatitis or psoriasis if not settling.',
    investigations: [
      { name: 'Skin swab for culture', subtype: 'pathology', when: 'if pustules, crusting or not settling' },
    ],
    medications: [
      {
        name: 'Zinc oxide barrier cream',
        dose: 'a thick layer (about 1 to 2 g)',
        route: 'topical',
        frequency: 'at every nappy change',
        duration: 'until healed, then as needed',
        cautions: 'No significant cautions.',
      },
      {
        name: 'Clotrimazole 1% cream',
        dose: 'a thin layer (about 0.5 g)',
        route: 'topical',
        frequency: '2 to 3 times a day',
        duration: 'until 1 week after the rash clears',
        cautions: 'Mild irritation.',
        needsMoreInfo:
          'Only if candida is likely (satellite spots, skin folds involved, or rash for more than 3 days).',
      },
      {
        name: 'Hydrocortisone 1% cream',
        dose: 'a thin layer (about 0.5 g)',
        route: 'topical',
        frequency: 'twice daily',
        duration: 'up to 7 days',
        cautions: 'Short courses only under a nappy; not for infected or blistering rash.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [GP_ROUTINE('not settling after 3 to 5 days, blisters or pustules, or a rash beyond the nappy area')],
    advice: [
      'Change nappies as soon as they are wet or dirty and give nappy-free time each day.',
      'Avoid wipes with alcohol or fragrance, and talc.',
      'Apply the barrier cream thickly at every change.',
    ],
  },

  // ——— Tummy, bladder and bowel
  {
    condition: 'child_constipation',
    care: 'Constipation is common in children. Offer water and high-fibre foods (fruit, vegetables, wholegrains), encourage sitting on the toilet for 5 minutes after meals with feet supported, and praise effort. A gentle laxative from a doctor or pharmacist often helps.',
    seekHelp:
      'there is vomiting (especially green), a swollen tummy, severe tummy pain, blood in the poo that keeps happening, weight loss, or constipation since birth',
    childhood: true,
    approach:
      'Functional constipation in a child without red flags (onset in the first weeks, delayed meconium, failure to thrive, abdominal distension, neurological signs): disimpaction if needed, then maintenance osmotic laxative (macrogol) for months with toilet routine, diet and positive reinforcement, tapered only after regular soft stools for several weeks.',
    investigations: [
      {
        name: 'Coeliac serology and thyroid function',
        subtype: 'pathology',
        when: 'if not responding to treatment or with poor growth',
      },
    ],
    medications: [
      {
        name: 'Macrogol 3350 with electrolytes, paediatric sachet (6.9 g)',
        dose: '1 sachet daily (2 to 6 years) or 2 sachets daily (7 to 11 years); adolescents 1 to 2 adult sachets (13.8 g)',
        route: 'oral, dissolved in water',
        frequency: 'once daily, adjusted to a soft poo every day',
        duration: 'for several months, then taper slowly',
        cautions: 'Bloating; higher doses for disimpaction only under medical advice.',
        needsMoreInfo: "The child's age and weight; not under 2 years without specialist advice.",
      },
      {
        name: 'Lactulose',
        dose: '0.5 mL/kg (up to 20 mL)',
        route: 'oral',
        frequency: 'once or twice daily',
        duration: 'until regular soft stools, then taper',
        cautions: 'Wind and tummy cramps; sweet taste.',
        alternative: true,
        needsMoreInfo: "The child's weight; an option for infants and toddlers.",
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_ROUTINE('examination and a treatment plan; review in 4 to 6 weeks'),
      {
        kind: 'specialist',
        to: 'Paediatrician',
        urgency: 'routine',
        reason: 'red flags or no improvement with 3 months of treatment',
      },
    ],
    advice: [
      'Keep giving the laxative every day until poos are soft and regular for several weeks; stopping early is the commonest reason it comes back.',
      'Sit on the toilet after meals with feet on a step, for about 5 minutes.',
      'Praise trying, never punish accidents.',
    ],
  },
  {
    condition: 'mesenteric_adenitis',
    care: 'Tummy pain with a cold or sore throat in a child is often from swollen glands in the tummy and settles in a few days. Use paracetamol or ibuprofen and offer fluids.',
    seekHelp:
      'the pain moves to the lower right side, gets steadily worse, makes walking or jumping painful, or comes with vomiting, a swollen tummy or green vomit: see a doctor today',
    childhood: true,
    approach:
      'Probable mesenteric adenitis (central or right-sided abdominal pain with fever after an upper respiratory infection, without peritonism): analgesia and review within 24 hours, as appendicitis cannot be excluded remotely. Ultrasound if the diagnosis is uncertain.',
    investigations: [
      { name: 'Abdominal ultrasound', subtype: 'imaging', when: 'if pain persists or appendicitis is possible' },
      { name: 'FBC and CRP', subtype: 'pathology', when: 'if pain persists' },
      { name: 'Urinalysis', subtype: 'pathology', when: 'to exclude urinary infection' },
    ],
    medications: [PARACETAMOL_CHILD, IBUPROFEN_CHILD],
    certificate: { suggestedDays: 2, note: "A carer's certificate for a parent, usually 1 to 3 days." },
    referrals: [
      GP_TODAY('examination within 24 hours to exclude appendicitis'),
      ED_NOW('worsening pain, pain on walking or jumping, persistent vomiting or a rigid tummy'),
    ],
    advice: [
      'Watch for pain that moves to the lower right side or keeps getting worse.',
      'Keep your child drinking; a light diet is fine.',
    ],
  },
  {
    condition: 'bedwetting',
    care: "Bedwetting is common and nobody's fault: most children grow out of it. Encourage normal drinking during the day, a wee before bed, and no punishment. Protective bedding helps. From about 6 years a bedwetting alarm is the most effective treatment.",
    seekHelp:
      'your child was dry for 6 months and has started wetting again, wets during the day, has pain passing urine, is very thirsty or losing weight, or has constipation',
    childhood: true,
    approach:
      'Primary nocturnal enuresis (over 5 years): exclude infection, diabetes, constipation and daytime symptoms (urinalysis); reassurance and routine; an enuresis alarm from about 6 to 7 years is first-line; desmopressin for short-term use (camps, sleepovers) or if an alarm is unsuitable. Secondary enuresis needs a search for a cause, including stress.',
    investigations: [
      { name: 'Urinalysis (glucose, protein, infection)', subtype: 'pathology', when: 'at the first assessment' },
    ],
    medications: [
      {
        name: 'Desmopressin wafer',
        dose: '120 micrograms (may increase to 240 micrograms)',
        route: 'sublingual',
        frequency: 'at bedtime',
        duration: '3 months, then review with a break',
        cautions:
          'Hyponatraemia: limit drinks from 1 hour before until 8 hours after the dose; stop during vomiting or diarrhoea.',
        needsMoreInfo:
          'Only for children aged 6 or over, after urinalysis, and when the family can keep to the fluid restriction.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      GP_ROUTINE('urinalysis and a management plan'),
      {
        kind: 'specialist',
        to: 'Continence service or paediatric enuresis clinic',
        urgency: 'routine',
        reason: 'alarm therapy and persistent wetting',
      },
    ],
    advice: [
      'Never punish wetting; reward dry nights or good routines.',
      'Drink well during the day, limit drinks in the hour before bed, and wee before sleep.',
      'The National Continence Helpline (1800 33 00 66) can help with alarms and advice.',
    ],
  },

  // ——— The limping child and limb pains
  {
    condition: 'transient_synovitis',
    care: 'An irritable hip after a cold usually settles in a few days with rest and pain relief (ibuprofen or paracetamol). Let your child rest and limit running and jumping.',
    seekHelp:
      'your child has a fever over 38.5 °C, cannot put any weight on the leg, is in severe pain, seems unwell, or the limp lasts more than 5 days: see a doctor today',
    childhood: true,
    approach:
      'Probable transient synovitis (well child aged 3 to 8 with a limp or hip pain after a viral illness, afebrile or low-grade fever, able to bear some weight): anti-inflammatory analgesia and review in 24 to 48 hours. Fever, inability to weight-bear or raised inflammatory markers require urgent exclusion of septic arthritis (Kocher criteria); a limp beyond 1 to 2 weeks needs X-ray for Perthes disease.',
    investigations: [
      { name: 'FBC, CRP and ESR', subtype: 'pathology', when: 'if febrile, not weight-bearing, or not settling' },
      {
        name: 'Hip ultrasound (effusion) and X-ray of both hips',
        subtype: 'imaging',
        when: 'if not settling within a few days or red flags',
      },
    ],
    medications: [
      { ...IBUPROFEN_CHILD, alternative: undefined },
      { ...PARACETAMOL_CHILD, alternative: true },
    ],
    certificate: { suggestedDays: 2, note: "A carer's certificate for a parent, usually 1 to 3 days." },
    referrals: [
      GP_TODAY('examination within 24 to 48 hours, or today if febrile'),
      ED_NOW('fever with refusal to bear weight or a hot, swollen joint (septic arthritis)'),
    ],
    advice: [
      'Rest and pain relief for a few days; most children are back to normal within a week.',
      'Seek help the same day for fever, refusal to walk, or severe pain.',
    ],
  },
  {
    condition: 'perthes_disease',
    care: 'A limp with hip, thigh or knee pain that has lasted weeks needs an X-ray. Paracetamol or ibuprofen help the pain; avoid high-impact sport until your child has been assessed.',
    seekHelp: 'your child cannot walk, develops a fever, or the pain becomes severe',
    childhood: true,
    approach:
      'Suspected Perthes disease (avascular necrosis of the femoral head, usually boys 4 to 10, painless or mildly painful limp for weeks, pain referred to the knee): AP and frog-leg lateral X-rays of both hips and referral to a paediatric orthopaedic surgeon; analgesia and activity modification meanwhile.',
    investigations: [
      { name: 'X-ray of both hips (AP and frog-leg lateral)', subtype: 'imaging', when: 'within a few days' },
    ],
    medications: [PARACETAMOL_CHILD, IBUPROFEN_CHILD],
    certificate: { suggestedDays: 1, note: 'Usually not needed; school may need a note about sport.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Paediatric orthopaedic surgeon',
        urgency: 'routine',
        reason: 'suspected or confirmed Perthes disease',
      },
      GP_ROUTINE('examination and hip X-ray'),
    ],
    advice: [
      'Knee pain in a child can come from the hip: the hip must be examined.',
      'Swimming and cycling are usually fine; avoid running and jumping sports until reviewed.',
    ],
  },
  {
    condition: 'sufe',
    care: 'Hip, thigh or knee pain with a limp in a teenager can be a slipped growth plate at the hip. Avoid putting weight on the leg (use crutches if you have them) and have an X-ray today.',
    seekHelp: 'you suddenly cannot walk at all, or the pain becomes severe: go to the emergency department',
    childhood: true,
    approach:
      'Suspected slipped upper femoral epiphysis (adolescent, often overweight, hip, thigh or knee pain and limp, loss of internal rotation): non-weight-bearing and same-day AP and frog-leg lateral X-rays of both hips; urgent orthopaedic referral for pinning. An unstable slip (cannot bear weight) is an emergency.',
    investigations: [{ name: 'X-ray of both hips (AP and frog-leg lateral)', subtype: 'imaging', when: 'today' }],
    medications: [PARACETAMOL_CHILD],
    certificate: {
      suggestedDays: 5,
      note: 'Usually off school or sport until surgery and for some weeks after; the surgeon will advise.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Paediatric orthopaedic surgeon',
        urgency: 'urgent',
        reason: 'suspected slipped upper femoral epiphysis: same-day review',
      },
      ED_NOW('unable to bear weight (unstable slip)'),
    ],
    advice: [
      'Do not put weight on the leg until it has been X-rayed; use crutches.',
      'Both hips need to be checked: the other side can slip too.',
    ],
  },
  {
    condition: 'growing_pains',
    care: 'Growing pains are harmless aches in both legs in the evening or night in healthy, active children. Gentle massage, a warm pack or bath, and paracetamol or ibuprofen on bad nights help.',
    seekHelp:
      'the pain is in one leg only, is there in the morning or during the day, causes a limp, or comes with a fever, swelling, bruising, night sweats or weight loss',
    childhood: true,
    approach:
      'Benign nocturnal limb pains of childhood: bilateral, non-articular, evening or night pain in a well child with a normal examination and normal daytime function. Reassurance, massage and stretching; investigate unilateral, persistent or daytime pain, limp, joint swelling, bone tenderness or systemic symptoms.',
    investigations: [
      {
        name: 'FBC, CRP and X-ray of the painful area',
        subtype: 'pathology',
        when: 'only with red flags (one-sided pain, limp, swelling, fever, weight loss)',
      },
    ],
    medications: [PARACETAMOL_CHILD, IBUPROFEN_CHILD],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [GP_ROUTINE('examination if the pattern changes or any red flag appears')],
    advice: [
      'Massage, stretching and warmth help; the pains come and go and are outgrown.',
      'See a doctor if the pain is in one leg only, during the day, causes limping, or comes with fever or swelling.',
    ],
  },
  {
    condition: 'henoch_schonlein_purpura',
    care: 'HSP is an inflammation of small blood vessels that usually settles in a few weeks. Rest, and use paracetamol for joint or tummy pain. Your child needs urine and blood pressure checks over the next 6 months.',
    seekHelp:
      'there is severe tummy pain, blood in the poo or vomit, painful swollen testicles, reduced or dark urine, swelling of the face or legs, or your child has a fever and seems unwell: go to the emergency department',
    childhood: true,
    approach:
      'IgA vasculitis: palpable purpura on the legs and buttocks with arthralgia, abdominal pain and possible nephritis, in a well child. Confirm a normal platelet count, check blood pressure and urinalysis, and follow urinalysis and BP for 6 months. Severe abdominal pain (intussusception), orchitis or nephritis need hospital. A febrile unwell child with purpura is meningococcal disease until proven otherwise.',
    investigations: [
      { name: 'FBC (normal platelets), UEC and coagulation', subtype: 'pathology', when: 'at diagnosis' },
      {
        name: 'Urinalysis and blood pressure',
        subtype: 'other',
        when: 'at diagnosis, then weekly for a month and monthly to 6 months',
      },
      { name: 'Urine albumin/creatinine ratio', subtype: 'pathology', when: 'if the dipstick shows protein' },
    ],
    medications: [
      PARACETAMOL_CHILD,
      {
        ...IBUPROFEN_CHILD,
        needsMoreInfo: "The child's weight; only with normal kidney function and no gut bleeding.",
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: "A carer's certificate for a parent; school once joint and tummy pain allow.",
    },
    referrals: [
      GP_TODAY('platelet count, blood pressure and urine check to confirm the diagnosis'),
      {
        kind: 'specialist',
        to: 'Paediatrician or paediatric nephrologist',
        urgency: 'routine',
        reason: 'protein or blood in the urine, or high blood pressure',
      },
      ED_NOW('fever with an unwell child, severe abdominal pain, gut bleeding or scrotal swelling'),
    ],
    advice: [
      'The rash can come back in crops over several weeks.',
      'Urine and blood pressure checks for 6 months are important, even if your child feels well.',
    ],
  },

  // ——— Nose and ears
  {
    condition: 'nasal_foreign_body',
    care: 'Do not try to remove it with tweezers or a cotton bud. If your child is old enough, ask them to blow the nose while you press the other nostril closed. Otherwise a doctor can remove it today.',
    seekHelp:
      'it could be a button battery or magnets, there is noisy or difficult breathing, or heavy bleeding: go to the emergency department now',
    childhood: true,
    approach:
      'Nasal foreign body: same-day removal (positive-pressure "parent\'s kiss" technique, then instruments in a cooperative child or the emergency department). Button batteries and paired magnets cause septal necrosis within hours: emergency removal.',
    investigations: [
      {
        name: 'X-ray',
        subtype: 'imaging',
        when: 'only if a button battery or metal object may have been swallowed or inhaled',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate for a parent if needed." },
    referrals: [
      GP_TODAY("removal (the parent's kiss technique or instruments)"),
      ED_NOW('button battery or magnets, breathing difficulty, or failed removal'),
    ],
    advice: [
      'Never probe the nose: it can push the object further back.',
      'A smelly discharge from one nostril in a young child is often a forgotten object.',
      'Keep button batteries and small magnets out of reach.',
    ],
  },
  {
    condition: 'ear_foreign_body',
    care: 'Do not try to remove it yourself with tweezers or cotton buds. If a live insect is in the ear, you can pour a little warm (not hot) olive oil in to stop it moving, unless there is a hole in the eardrum or grommets. A doctor can remove the object.',
    seekHelp:
      'it could be a button battery, there is bleeding, severe pain, or sudden hearing loss or dizziness: go to the emergency department',
    childhood: true,
    approach:
      'Foreign body in the ear canal: removal under direct vision (irrigation for non-organic objects if the drum is intact, hook or suction); insects are killed first with oil. Button batteries need emergency removal. Refer to ENT if the object is deep, impacted or removal fails.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate for a parent if needed." },
    referrals: [
      GP_ROUTINE('removal within a day or two'),
      ED_NOW('button battery, bleeding, severe pain or vertigo'),
      { kind: 'specialist', to: 'ENT surgeon', urgency: 'urgent', reason: 'failed removal or deep, impacted object' },
    ],
    advice: ['Do not poke anything into the ear.', 'Do not use oil if there may be a hole in the eardrum or grommets.'],
  },

  // ——— Household accidents
  {
    condition: 'accidental_poisoning',
    care: 'Call the Poisons Information Centre now on 13 11 26 (24 hours). Have the container with you. Do not try to make your child vomit. If your child is drowsy, having a fit, or has trouble breathing, call 000.',
    seekHelp: 'your child becomes drowsy, has a fit, has trouble breathing or collapses: call 000',
    childhood: true,
    approach:
      'Possible accidental ingestion: risk assessment by the Poisons Information Centre (agent, dose per kg, time, symptoms), which decides between home observation and the emergency department. Do not induce vomiting. High-risk agents even in small amounts include paracetamol overdose, iron, opioids, calcium-channel blockers, sulfonylureas, clonidine, tricyclics, eucalyptus oil, dishwasher powder and button batteries.',
    investigations: [
      {
        name: 'Paracetamol level at 4 hours (and other levels as advised)',
        subtype: 'pathology',
        when: 'in hospital, as advised by the Poisons Information Centre or toxicologist',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: "A carer's certificate for a parent if observation or admission is needed.",
    },
    referrals: [
      GP_TODAY('follow-up after Poisons Information Centre advice, if advised'),
      ED_NOW('if advised by the Poisons Information Centre, or drowsiness, seizure, breathing difficulty or collapse'),
    ],
    advice: [
      'Call the Poisons Information Centre on 13 11 26 now, with the container in front of you.',
      'Do not make your child vomit or give them anything to eat or drink unless told to.',
      'Store medicines and chemicals up high in a locked cupboard, in their original containers.',
    ],
  },
  {
    condition: 'swallowed_foreign_body',
    care: 'Most small smooth objects such as coins pass through in a few days. If your child is breathing normally, call your doctor or the Poisons Information Centre (13 11 26) for advice. If it could be a button battery or magnets, go to the emergency department now.',
    seekHelp:
      'there is choking, noisy breathing, drooling, difficulty swallowing, chest or tummy pain, vomiting or blood in vomit or poo: go to the emergency department; call 000 for breathing difficulty',
    childhood: true,
    approach:
      'Swallowed foreign body: an X-ray (neck to abdomen) locates radio-opaque objects when the object is unknown, the child is symptomatic, or a battery or magnet is possible. Oesophageal coins, sharp objects, button batteries and multiple magnets need emergency endoscopic removal; asymptomatic smooth objects in the stomach usually pass.',
    investigations: [
      {
        name: 'X-ray of the neck, chest and abdomen',
        subtype: 'imaging',
        when: 'today if symptomatic or the object is unknown',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate for a parent if needed." },
    referrals: [
      GP_TODAY('assessment and X-ray if needed'),
      ED_NOW('button battery or magnets, drooling, difficulty swallowing, breathing difficulty or pain'),
    ],
    advice: [
      'Do not try to make your child vomit.',
      'Check nappies or the toilet for the object over the next few days if advised.',
      'Keep coins, button batteries and magnets away from small children.',
    ],
  },
  {
    condition: 'button_battery_ingestion',
    care: 'A swallowed button battery or magnets is an emergency: go to the nearest emergency department now, or call 000. Do not make your child vomit and do not give food or drink unless the Poisons Information Centre (13 11 26) tells you to.',
    seekHelp: 'there is any breathing difficulty, drooling, vomiting or blood: call 000',
    emergency: true,
    childhood: true,
    approach:
      'Button battery (or multiple magnet) ingestion: immediate emergency department referral for X-ray; an oesophageal battery needs endoscopic removal within 2 hours because of burns, perforation and fatal haemorrhage. On the way, honey (10 mL every 10 minutes, up to 6 doses, children over 1 year, within 12 hours) only if advised by the Poisons Information Centre. Nothing is prescribed remotely.',
    investigations: [
      { name: 'X-ray of the neck, chest and abdomen (in hospital)', subtype: 'imaging', when: 'immediately' },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: "A carer's certificate for a parent during assessment and any admission." },
    referrals: [ED_NOW('swallowed button battery or magnets: X-ray and urgent removal')],
    advice: [
      'Go to the emergency department now: button batteries can burn through the food pipe in 2 hours.',
      'Call the Poisons Information Centre (13 11 26) on the way for first-aid advice.',
      'Keep button batteries and magnets locked away; check that battery compartments are screwed shut.',
    ],
  },

  // ——— Behaviour and sleep
  {
    condition: 'breath_holding_spells',
    care: 'Breath-holding spells are frightening but not harmful, and children grow out of them. During a spell, lie your child on their side and stay calm; they will start breathing again on their own within a minute.',
    seekHelp:
      'a spell happens without crying or upset first, lasts more than a minute, includes jerking that goes on after the colour returns, or your child is slow to recover: call 000 if your child does not start breathing or wake up',
    childhood: true,
    approach:
      'Breath-holding spells (cyanotic or pallid, triggered by crying, frustration or minor injury, ages 6 months to 5 years): reassurance and a first-aid plan; check for iron deficiency (treating it reduces spells). An ECG if spells occur with exertion, without a trigger, or with a family history of sudden death or fainting.',
    investigations: [
      { name: 'FBC and iron studies', subtype: 'pathology', when: 'at assessment' },
      { name: 'ECG', subtype: 'other', when: 'atypical spells, or a family history of sudden death or fainting' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      GP_ROUTINE('examination, iron studies and a first-aid plan'),
      { kind: 'specialist', to: 'Paediatrician', urgency: 'routine', reason: 'atypical or very frequent spells' },
    ],
    advice: [
      'Stay calm, lie your child on their side, and do not shake them or put anything in their mouth.',
      'Try not to change how you respond to tantrums because of the spells.',
      'Most children stop having spells by 5 years of age.',
    ],
  },
  {
    condition: 'night_terrors',
    care: 'Night terrors are common in young children and are not harmful. Do not try to wake your child; stay nearby to keep them safe, and they will settle back to sleep. A regular bedtime and enough sleep help.',
    seekHelp:
      'the episodes happen many times a night, your child is injured, or there is stiffening, jerking, tongue-biting or wetting that could be a seizure',
    childhood: true,
    approach:
      'Sleep terrors (partial arousal from deep sleep in the first third of the night, no recall): reassurance, sleep hygiene, avoiding overtiredness, and scheduled awakening 15 minutes before the usual time if frequent. Consider nocturnal seizures or obstructive sleep apnoea (snoring) if atypical.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [GP_ROUTINE('frequent episodes, snoring with pauses in breathing, or features of a seizure')],
    advice: [
      'Do not wake your child during a night terror; keep them safe and let it pass.',
      'A regular bedtime and enough sleep reduce night terrors.',
      'A video of an episode can help your doctor.',
    ],
  },
  {
    condition: 'viral_induced_wheeze',
    care: 'Give the reliever puffer (salbutamol) through a spacer as your doctor or the asthma first aid plan advises, and keep your child upright and calm. If your child needs the puffer more often than every 3 hours, see a doctor today.',
    seekHelp:
      'your child is working hard to breathe, the skin sucks in between the ribs, cannot talk or feed, looks pale or blue, is drowsy, or the puffer does not help: call 000 and keep giving the puffer',
    childhood: true,
    approach:
      'Preschool viral-induced wheeze: salbutamol by pressurised inhaler and spacer (with mask under about 4 years), reviewed the same day if frequent doses are needed; oral corticosteroids are not routinely helpful for preschool wheeze managed at home. Moderate or severe distress needs the emergency department. Frequent episodes or interval symptoms: paediatric review for preventer therapy and an action plan.',
    investigations: [
      { name: 'Pulse oximetry at an in-person review', subtype: 'other', when: 'if breathing is laboured' },
    ],
    medications: [
      {
        name: 'Salbutamol 100 micrograms/actuation inhaler with spacer (and mask if under 4)',
        dose: '6 puffs (under 6 years) or 12 puffs (6 years and over), one puff at a time with 4 breaths each',
        route: 'inhaled',
        frequency: 'every 20 minutes for the first hour if needed, then every 3 to 4 hours when required',
        duration: 'until the wheeze settles; review within 24 hours',
        cautions:
          'Tremor, fast heart rate and restlessness are expected; needing it more than every 3 hours needs a doctor today.',
        needsMoreInfo: "The child's age, and whether an asthma action plan already exists.",
      },
    ],
    certificate: { suggestedDays: 2, note: "A carer's certificate for a parent, usually 1 to 3 days." },
    referrals: [
      GP_TODAY('review if the reliever is needed more than every 3 hours'),
      ED_NOW('laboured breathing, unable to talk or feed, blue or drowsy, or no response to the reliever'),
      {
        kind: 'specialist',
        to: 'Paediatrician',
        urgency: 'routine',
        reason: 'frequent episodes or symptoms between colds',
      },
    ],
    advice: [
      'Use the puffer through a spacer: shake, one puff at a time, 4 breaths per puff.',
      'Keep your child away from cigarette smoke and vapes.',
      'Call 000 if your child is struggling to breathe, and keep giving the puffer while you wait.',
    ],
  },
];
