import {
  DOXYCYCLINE_RESPIRATORY,
  IBUPROFEN,
  MOMETASONE_NASAL,
  PANTOPRAZOLE,
  PARACETAMOL,
  SALINE_NASAL_SPRAY,
} from './common-medicines.js';
import type { ConditionManagement, Medication } from './types.js';

const AMOXICILLIN_500: Medication = {
  name: 'Amoxicillin',
  dose: '500 mg',
  route: 'oral',
  frequency: '8-hourly',
  duration: '5 days',
  cautions: 'Not with penicillin allergy; diarrhoea; rash is common if the illness is glandular fever.',
};

export const EAR_NOSE_THROAT: ConditionManagement[] = [
  {
    condition: 'viral_pharyngitis',
    care: 'Rest your voice, sip warm drinks, suck lozenges, and gargle with salt water. Paracetamol or ibuprofen help with the pain.',
    seekHelp: 'you cannot swallow your saliva, are drooling, have a muffled voice, trouble breathing, or a high fever',
    approach:
      'Self-limiting viral sore throat: symptom relief, no antibiotics. Test for group A streptococcus only when the risk of rheumatic fever is high or it does not settle.',
    investigations: [
      {
        name: 'Throat swab for microscopy, culture and sensitivity',
        subtype: 'pathology',
        when: 'if not settling after 7 days, or high risk of rheumatic fever',
      },
      { name: 'Full blood count (FBC)', subtype: 'pathology', when: 'if symptoms persist beyond 7 to 10 days' },
      { name: 'C-reactive protein (CRP)', subtype: 'pathology', when: 'if symptoms persist beyond 7 to 10 days' },
      {
        name: 'EBV serology (glandular fever)',
        subtype: 'pathology',
        when: 'if persistent fatigue, large neck glands or tonsillar exudate',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'while symptoms last, up to 5 days' },
      { ...IBUPROFEN, alternative: true },
      {
        name: 'Benzydamine 0.15% mouthwash/gargle',
        dose: '15 mL',
        route: 'gargle and spit out',
        frequency: 'every 1.5 to 3 hours when required',
        duration: 'up to 7 days',
        cautions: 'Stinging or numbness of the mouth; do not swallow.',
        alternative: true,
      },
      {
        name: 'Phenoxymethylpenicillin',
        dose: '500 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '10 days',
        cautions: 'Not with penicillin allergy; take on an empty stomach.',
        alternative: true,
        needsMoreInfo:
          'Only if group A streptococcus is likely: a positive throat swab, or a patient at high risk of rheumatic fever (e.g. Aboriginal and Torres Strait Islander people in high-risk settings).',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Most people are back to usual activities within 2 to 3 days.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination if not improving after 7 days or recurrent tonsillitis',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason:
          'drooling, unable to swallow fluids, trismus, one-sided neck swelling or noisy breathing (quinsy or epiglottitis)',
      },
    ],
    advice: [
      'Drink plenty of fluids, rest, and try warm salt-water gargles, honey and lemon drinks or throat lozenges.',
      'A viral sore throat usually settles within a week; antibiotics do not help and can cause side effects.',
      'Seek urgent care if you cannot swallow fluids, start drooling, have trouble breathing or opening your mouth, or one side of your throat swells.',
      'Stay home while you have a fever and wash your hands often to avoid spreading it.',
    ],
  },
  {
    condition: 'urti',
    care: 'Rest, drink plenty of fluids, and use paracetamol or ibuprofen for fever or aches. Honey in warm water and saline nose spray can ease a cough and a blocked nose. Stay home while you are unwell to avoid spreading it.',
    seekHelp:
      'you find it hard to breathe, have chest pain, a fever for more than 3 days, cannot keep fluids down, or are not improving after 10 days',
    approach:
      'Common cold: self-limiting, symptom relief only. Test for COVID-19 and influenza when feverish or at higher risk.',
    investigations: [
      {
        name: 'Respiratory viral PCR swab (SARS-CoV-2, influenza A/B, RSV)',
        subtype: 'pathology',
        when: 'if feverish, at higher risk of complications, or for public health reasons',
      },
      { name: 'Full blood count (FBC)', subtype: 'pathology', when: 'if symptoms last beyond 10 days' },
      { name: 'C-reactive protein (CRP)', subtype: 'pathology', when: 'if symptoms last beyond 10 days' },
    ],
    medications: [
      PARACETAMOL,
      SALINE_NASAL_SPRAY,
      { ...IBUPROFEN, alternative: true },
      {
        name: 'Oxymetazoline 0.05% nasal spray',
        dose: '2 to 3 sprays in each nostril',
        route: 'intranasal',
        frequency: '12-hourly when required',
        duration: 'no more than 3 days (rebound congestion)',
        cautions: 'Avoid in uncontrolled hypertension, with MAO inhibitors, and for longer than 3 days.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days; longer if fever persists.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'symptoms lasting more than 10 days, ear or sinus pain, or worsening after initial improvement',
      },
    ],
    advice: [
      'Rest, drink plenty of fluids and use saline nasal spray or steam for congestion.',
      'A cold usually lasts 7 to 10 days; a cough can linger for up to 3 weeks. Antibiotics do not help.',
      'Stay home while unwell, cover coughs and sneezes, and wash your hands often.',
      'Seek urgent care if you become short of breath, have chest pain, a high fever that does not settle, or feel confused or very drowsy.',
    ],
  },
  {
    condition: 'acute_laryngitis',
    care: 'Rest your voice (do not whisper), drink plenty of fluids, breathe steam, and avoid smoking. It usually settles within a week.',
    seekHelp: 'you cannot swallow your saliva, are drooling, have a muffled voice, trouble breathing, or a high fever',
    approach:
      'Usually viral and self-limiting: voice rest and symptom relief. Hoarseness beyond 3 weeks needs the larynx examined.',
    investigations: [
      {
        name: 'Nasendoscopy / laryngoscopy (via ENT)',
        subtype: 'other',
        when: 'if hoarseness lasts more than 3 weeks, especially in smokers',
      },
    ],
    medications: [PARACETAMOL, { ...IBUPROFEN, alternative: true }],
    certificate: { suggestedDays: 2, note: 'Longer (3 to 5 days) for people whose work depends on their voice.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Ear, nose and throat (ENT) surgeon',
        urgency: 'routine',
        reason: 'hoarseness persisting beyond 3 weeks',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'noisy breathing (stridor), difficulty breathing or swallowing',
      },
    ],
    advice: [
      'Rest your voice: speak softly rather than whispering, and avoid shouting or singing for a few days.',
      'Drink plenty of fluids, breathe in steam, and avoid smoking, smoky places and alcohol.',
      'See a doctor in person if your voice is still hoarse after 3 weeks.',
      'Call 000 if you have noisy or difficult breathing.',
    ],
  },
  {
    condition: 'croup',
    care: 'Keep your child calm and upright, and offer drinks. Croup often needs a single dose of steroid medicine from a doctor, so please have them seen today.',
    seekHelp:
      'the noisy breathing happens at rest, the skin between the ribs sucks in, your child is drowsy, drooling or turning pale or blue: call 000',
    childhood: true,
    approach:
      'A viral illness of young children. A single dose of oral corticosteroid shortens it; stridor at rest or distress needs the emergency department.',
    investigations: [
      {
        name: 'Pulse oximetry at an in-person review',
        subtype: 'other',
        when: 'if breathing is laboured or stridor is heard at rest',
      },
    ],
    medications: [
      {
        name: 'Dexamethasone',
        dose: '0.15 mg/kg',
        route: 'oral',
        frequency: 'once',
        duration: 'single dose (may be repeated once the next day)',
        cautions: 'Vomiting within 30 minutes: repeat the dose; caution with recent exposure to chickenpox.',
        needsMoreInfo:
          "Weight-based: needs the child's weight (croup is a childhood illness; adult doses do not apply).",
      },
      {
        name: 'Prednisolone',
        dose: '1 mg/kg',
        route: 'oral',
        frequency: 'once daily',
        duration: '1 to 3 days',
        cautions: 'Can cause vomiting and irritability; short courses are otherwise well tolerated.',
        alternative: true,
        needsMoreInfo: "Weight-based: needs the child's weight.",
      },
      { ...PARACETAMOL, dose: '15 mg/kg (adult 1 g)', needsMoreInfo: 'Dose by weight for a child.' },
    ],
    certificate: {
      suggestedDays: 2,
      note: "Usually a carer's certificate for a parent; childcare or school 2 to 3 days.",
    },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'stridor at rest, chest wall drawing in, drowsiness, drooling or blue colour',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'examination the same day if not settling after the corticosteroid',
      },
    ],
    advice: [
      'Keep your child calm and upright; crying makes the breathing noise worse. Steam is not recommended.',
      'Croup is often worse at night and usually settles within 2 to 3 days.',
      'Call 000 if your child is struggling to breathe, the noisy breathing is there at rest, they are drowsy, drooling or look pale or blue.',
    ],
  },
  {
    condition: 'epiglottitis',
    care: 'Please call 000 now. Sit upright, stay calm, and do not try to look in the throat or eat or drink.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'A life-threatening airway infection: send to the emergency department by ambulance now. Do not examine the throat or lie the patient flat; no medicine is started remotely (treatment is airway support and IV antibiotics in hospital).',
    investigations: [
      {
        name: 'Lateral neck X-ray or nasendoscopy (in hospital, once the airway is safe)',
        subtype: 'imaging',
        when: 'in the emergency department only',
      },
      {
        name: 'Blood cultures, FBC and CRP (in hospital)',
        subtype: 'pathology',
        when: 'in the emergency department only',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'From the day of presentation; extend after discharge as the hospital advises.',
    },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'suspected epiglottitis: airway at risk',
      },
    ],
    advice: [
      'Call 000 now. Stay sitting upright and leaning forward, stay calm, and do not eat or drink.',
      'Do not try to look in the throat or lie down while waiting for the ambulance.',
    ],
  },
  {
    condition: 'acute_sinusitis',
    care: 'Saline nose rinses, steam, rest and paracetamol or ibuprofen usually help; most sinus infections settle within 10 days without antibiotics.',
    seekHelp:
      'you have swelling or redness around the eye, a severe headache, a stiff neck, a high fever, or no improvement after 10 days',
    approach:
      'Mostly viral: saline irrigation, analgesia and an intranasal corticosteroid. Antibiotics only for features of bacterial sinusitis (more than 10 days, severe, or worsening after improving).',
    investigations: [
      {
        name: 'CT of the paranasal sinuses',
        subtype: 'imaging',
        when: 'only if complications are suspected or symptoms recur',
      },
    ],
    medications: [
      SALINE_NASAL_SPRAY,
      PARACETAMOL,
      { ...MOMETASONE_NASAL, duration: '2 to 4 weeks' },
      {
        ...AMOXICILLIN_500,
        alternative: true,
        needsMoreInfo:
          'Only with features of bacterial sinusitis (symptoms over 10 days, severe facial pain and fever, or double worsening); confirm no penicillin allergy.',
      },
      {
        ...DOXYCYCLINE_RESPIRATORY,
        alternative: true,
        needsMoreInfo: 'For bacterial sinusitis when the patient is allergic to penicillin.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'swelling or redness around the eye, double vision, severe headache or neck stiffness',
      },
      {
        kind: 'specialist',
        to: 'Ear, nose and throat (ENT) surgeon',
        urgency: 'routine',
        reason: 'three or more episodes a year or symptoms beyond 12 weeks',
      },
    ],
    advice: [
      'Rinse your nose with saltwater (a sinus rinse bottle or spray) several times a day and breathe in steam.',
      'Most sinus infections are viral and clear within 2 to 3 weeks without antibiotics.',
      'Seek urgent care for swelling or redness around the eye, changes in vision, a severe headache or a stiff neck.',
    ],
  },
  {
    condition: 'chronic_sinusitis',
    care: 'Daily saline rinses and a steroid nose spray used regularly for several weeks usually help. A doctor can review if it keeps coming back.',
    seekHelp:
      'you have swelling or redness around the eye, a severe headache, a stiff neck, a high fever, or no improvement after 10 days',
    approach:
      'Long-term saline irrigation and a daily intranasal corticosteroid; CT and ENT review when symptoms persist despite 3 months of treatment.',
    investigations: [
      {
        name: 'CT of the paranasal sinuses',
        subtype: 'imaging',
        when: 'if symptoms persist after 3 months of treatment',
      },
      {
        name: 'Allergen-specific IgE (RAST) or skin-prick testing',
        subtype: 'pathology',
        when: 'if allergy is suspected as a driver',
      },
    ],
    medications: [
      {
        ...SALINE_NASAL_SPRAY,
        name: 'Sodium chloride 0.9% sinus irrigation',
        dose: '240 mL in each nostril',
        frequency: 'once or twice daily',
        duration: 'long term',
      },
      { ...MOMETASONE_NASAL, duration: 'at least 3 months, then review' },
    ],
    certificate: { suggestedDays: 1, note: 'A flare rarely needs more than a day or two away.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Ear, nose and throat (ENT) surgeon',
        urgency: 'routine',
        reason:
          'symptoms persisting after 3 months of irrigation and intranasal corticosteroid, nasal polyps, or one-sided symptoms',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'nasal examination and review of treatment',
      },
    ],
    advice: [
      'Use a saltwater sinus rinse daily and the steroid nasal spray every day, even when you feel better; it takes weeks to work fully.',
      'Avoid cigarette smoke and known allergy triggers.',
      'See a doctor promptly for symptoms on one side only, bleeding, or changes in vision.',
    ],
  },
  {
    condition: 'allergic_rhinitis',
    care: 'A non-drowsy antihistamine or a steroid nose spray from the pharmacy usually helps, along with saline rinses and avoiding your triggers.',
    seekHelp: 'you develop wheeze or shortness of breath, or symptoms do not improve with treatment',
    approach:
      'Allergic rhinitis: allergen avoidance, an intranasal corticosteroid first line, and a non-sedating antihistamine when needed.',
    investigations: [
      {
        name: 'Allergen-specific IgE (RAST)',
        subtype: 'pathology',
        when: 'to identify triggers if symptoms are persistent or immunotherapy is considered',
      },
    ],
    medications: [
      { ...MOMETASONE_NASAL, duration: 'throughout the allergy season or exposure' },
      {
        name: 'Loratadine',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'when required',
        cautions: 'Occasional drowsiness; lower the dose in severe liver impairment.',
      },
      {
        name: 'Cetirizine',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'when required',
        cautions: 'More sedating than loratadine; halve the dose in kidney impairment.',
        alternative: true,
      },
      {
        name: 'Azelastine with fluticasone propionate nasal spray (125/50 micrograms)',
        dose: '1 spray in each nostril',
        route: 'intranasal',
        frequency: 'twice daily',
        duration: 'when required for moderate to severe symptoms',
        cautions: 'Bitter taste, nosebleeds; for people not controlled on an intranasal corticosteroid alone.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely more than a day.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Clinical immunologist / allergist',
        urgency: 'routine',
        reason: 'severe or uncontrolled symptoms, or to consider allergen immunotherapy',
      },
    ],
    advice: [
      'Use the steroid nasal spray every day during your allergy season; it works best used regularly.',
      'Reduce exposure to triggers: keep windows closed on high-pollen days, shower after being outdoors, and wash bedding weekly in hot water for dust mite.',
      'Thunderstorm asthma can occur in spring in people with hay fever: carry a reliever if you have ever wheezed.',
    ],
  },
  {
    condition: 'acute_otitis_media',
    care: 'Paracetamol or ibuprofen ease the pain. Most ear infections settle within 3 days without antibiotics.',
    seekHelp:
      'there is swelling or redness behind the ear, a stiff neck, drowsiness, a high fever, or no improvement after 2 to 3 days',
    approach:
      'Analgesia first; most settle in 2 to 3 days. Antibiotics for severe illness, systemic features or no improvement after 48 to 72 hours. Otoscopy confirms the diagnosis.',
    investigations: [
      {
        name: 'Ear swab for microscopy, culture and sensitivity',
        subtype: 'pathology',
        when: 'if the ear is discharging',
      },
      {
        name: 'Audiology (hearing test and tympanometry)',
        subtype: 'other',
        when: 'if hearing loss or effusion persists beyond 3 months',
      },
    ],
    medications: [
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
      {
        ...AMOXICILLIN_500,
        needsMoreInfo:
          'Only for severe pain or fever, systemic illness, or no improvement after 48 to 72 hours; confirm no penicillin allergy; otoscopy preferred.',
      },
      {
        name: 'Cefuroxime',
        dose: '500 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days',
        cautions: 'Not after an immediate severe reaction to penicillin; take with food.',
        alternative: true,
        needsMoreInfo: 'For a non-severe penicillin allergy when an antibiotic is indicated.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'otoscopy if not improving after 48 hours or the ear discharges',
      },
      {
        kind: 'specialist',
        to: 'Ear, nose and throat (ENT) surgeon',
        urgency: 'routine',
        reason: 'recurrent infections or effusion persisting beyond 3 months',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'swelling or redness behind the ear, facial weakness, severe headache or confusion',
      },
    ],
    advice: [
      'Take pain relief regularly for the first day or two; most ear infections get better on their own within 2 to 3 days.',
      'Keep the ear dry and do not put anything into it.',
      'See a doctor if it is not better in 2 days, the ear discharges, or hearing does not return to normal within a few weeks.',
      'Seek urgent care for swelling behind the ear, weakness of the face, severe headache or confusion.',
    ],
  },
  {
    condition: 'laryngospasm',
    care: 'This needs to be checked in an emergency department now. Please call 000 or have someone take you; do not drive yourself.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    approach:
      'Brief vocal-cord spasm, often triggered by reflux or post-nasal drip: reassurance, breathing technique and treating the trigger. Recurrent episodes need laryngoscopy.',
    investigations: [{ name: 'Nasendoscopy / laryngoscopy (via ENT)', subtype: 'other', when: 'if episodes recur' }],
    medications: [
      {
        ...PANTOPRAZOLE,
        duration: '8 weeks, then review',
        needsMoreInfo: 'When reflux is the likely trigger (heartburn, acid taste, night-time episodes).',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs more than a day.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Ear, nose and throat (ENT) surgeon',
        urgency: 'routine',
        reason: 'recurrent episodes: laryngoscopy',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'an episode lasting more than a minute, blue lips or fainting',
      },
    ],
    advice: [
      'During an episode, stay calm, breathe slowly in through your nose and out through pursed lips; sipping water afterwards can help.',
      'Avoid triggers such as late meals, alcohol and smoke if reflux is a cause.',
      'Call 000 if an episode does not settle within a minute, your lips turn blue, or you faint.',
    ],
  },
];
