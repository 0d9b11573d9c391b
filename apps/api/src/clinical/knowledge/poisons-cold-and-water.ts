import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Referral } from './types.js';
import { ED_NOW } from './referrals.js';

/**
 * Cold, smoke, water, marine stings, alcohol and drugs: first aid in words and, for most, 000 or the
 * emergency department (Australian Resuscitation Council guidelines; Healthdirect; Therapeutic Guidelines:
 * Toxicology and Toxinology; Poisons Information Centre 13 11 26; Rosen's Emergency Medicine).
 */

const POISONS_LINE = 'The Poisons Information Centre (13 11 26) gives advice any time of day or night.';
const GP_FOLLOW_UP = (reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'gp',
  to: 'General practitioner',
  urgency,
  reason,
});
const DRUG_AND_ALCOHOL = (reason: string): Referral => ({
  kind: 'specialist',
  to: 'Alcohol and other drug service',
  urgency: 'routine',
  reason,
});

export const POISONS_COLD_AND_WATER: ConditionManagement[] = [
  {
    condition: 'hypothermia',
    care: 'This may be hypothermia, which is an emergency: call 000. Move the person out of the cold and wind, handle them gently, take off wet clothes and wrap them in dry blankets, a sleeping bag or a space blanket, covering the head. Warm the room. If they are awake and can swallow, give warm sweet drinks (no alcohol). Do not rub the skin, put them in a hot bath, or let them walk about.',
    seekHelp:
      'the person is confused, drowsy, stops shivering, becomes hard to wake or stops breathing normally: call 000 and start CPR if they are not breathing',
    emergency: true,
    approach:
      'Suspected accidental hypothermia (cold exposure with shivering, cold skin, clumsiness, confusion or drowsiness): ambulance; gentle handling and horizontal position (risk of ventricular fibrillation), remove wet clothing, passive and active external rewarming; in hospital core temperature, ECG, glucose, UEC, CK and a search for the cause (a fall and long lie, alcohol or drugs, sepsis, hypothyroidism, stroke). Below 30 °C active internal rewarming or ECMO; resuscitation continues until rewarmed.',
    investigations: [
      { name: 'Core (low-reading rectal or oesophageal) temperature', subtype: 'other', when: 'in hospital, now' },
      { name: '12-lead ECG and cardiac monitoring', subtype: 'other', when: 'in hospital, now' },
      {
        name: 'Glucose, UEC, CK, FBC, blood gas, TSH and blood alcohol',
        subtype: 'pathology',
        when: 'in hospital, now (the cause and the complications)',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: 'Usually a few days after mild hypothermia; longer after a hospital admission, a long lie or frostbite.',
    },
    referrals: [
      ED_NOW('suspected hypothermia: core temperature, rewarming and the cause'),
      GP_FOLLOW_UP('follow-up after discharge: falls, home heating, medicines and support at home', 'urgent'),
    ],
    advice: [
      'Handle a cold person gently and keep them lying flat: rough handling can upset the heart rhythm.',
      'Warm the body centre first with blankets and warm drinks; do not rub the arms and legs or use hot water bottles directly on the skin.',
      'Older people living alone need a warm home in winter: heating concessions and a personal alarm can help.',
      'In the bush, carry waterproof and warm layers even on a warm day, and turn back when people get cold and wet.',
    ],
  },
  {
    condition: 'smoke_inhalation',
    care: 'Smoke from a fire can injure the airway and contain poisons such as carbon monoxide, even when you feel well at first. Get into fresh air, away from the smoke, and call 000 or go to the emergency department now. Sit upright. Do not go back into the building.',
    seekHelp:
      'your voice gets hoarse, your breathing is noisy or hard, you cough up black phlegm, or you become drowsy or confused: call 000 straight away',
    emergency: true,
    approach:
      'Smoke inhalation (fire in an enclosed space, soot in the mouth or sputum, hoarseness, stridor, singed nasal hairs, facial burns, breathlessness or altered conscious state): ambulance and high-flow oxygen; in hospital carboxyhaemoglobin and lactate (cyanide), ECG, chest x-ray, and airway assessment with early intubation for stridor or progressive swelling; hydroxocobalamin for suspected cyanide poisoning; observe at least 4 to 6 hours, longer with symptoms.',
    investigations: [
      {
        name: 'Blood gas with carboxyhaemoglobin and lactate',
        subtype: 'pathology',
        when: 'in hospital, now (carbon monoxide and cyanide)',
      },
      { name: 'Chest x-ray', subtype: 'imaging', when: 'in hospital' },
      {
        name: 'Nasendoscopy or bronchoscopy of the airway',
        subtype: 'other',
        when: 'in hospital, for hoarseness, stridor, facial burns or soot in the airway',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: 'Usually a few days; longer after an admission, burns or an airway injury.',
    },
    referrals: [
      ED_NOW('smoke inhalation: oxygen, carboxyhaemoglobin and airway assessment'),
      GP_FOLLOW_UP('a check of breathing and cough, and support after the fire', 'urgent'),
    ],
    advice: [
      'Breathing problems from smoke can worsen over the following hours: stay with someone and do not sleep alone tonight.',
      'A lingering cough or wheeze for a week or two is common; see your GP if it does not settle or your asthma is worse.',
      'Check your smoke alarms every month and plan two ways out of your home.',
    ],
  },
  {
    condition: 'drowning',
    care: 'Anyone who has been under the water and is coughing, breathless, vomiting, drowsy or not themselves needs to be checked in hospital: call 000 or go to the emergency department now. Keep them warm and lying on their side if drowsy. If they are not breathing normally, call 000 and start CPR.',
    seekHelp:
      'the breathing becomes fast or hard, the lips turn blue, they become drowsy or confused, or they stop breathing: call 000 and start CPR',
    emergency: true,
    approach:
      'Non-fatal drowning: ambulance; oxygen to saturations of 94% or more, assessment of breathing (crackles, work of breathing) and conscious state; chest x-ray and blood gas; observe at least 6 to 8 hours, as lung injury can worsen, and admit with any symptom or low oxygen; look for a cause (a seizure, a head or neck injury in shallow water, alcohol, a heart rhythm problem). Antibiotics are not routine.',
    investigations: [
      { name: 'Oxygen saturation and blood gas', subtype: 'pathology', when: 'in hospital, now' },
      { name: 'Chest x-ray', subtype: 'imaging', when: 'in hospital, for any breathing symptoms' },
      {
        name: 'Cervical spine imaging',
        subtype: 'imaging',
        when: 'in hospital, after a dive or a fall into shallow water',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 2,
      note: 'Usually a day or two after a short observation; longer after an admission. A carer’s certificate for a child.',
    },
    referrals: [
      ED_NOW('drowning incident with symptoms: oxygen and observation for at least 6 hours'),
      GP_FOLLOW_UP('a check in a few days, and water safety and CPR training for the family'),
    ],
    advice: [
      'Symptoms can start or worsen up to 8 hours after being in the water: stay close by for the rest of the day.',
      'Always watch children in and around water, within arm’s reach for toddlers, and keep the pool fence and gate closed.',
      'A CPR course (Royal Life Saving or St John Ambulance) helps every family with a pool or who swims.',
    ],
  },
  {
    condition: 'box_jellyfish_sting',
    care: 'A box jellyfish sting is a life-threatening emergency: call 000 now. Get the person out of the water, keep them still, and pour plenty of vinegar over the sting for at least 30 seconds (do not use fresh water, and do not rub). Pick off any remaining tentacles once vinegar has been applied. If they stop breathing normally, start CPR.',
    seekHelp:
      'the person is breathless, confused, drowsy, collapses or stops breathing: call 000 and start CPR straight away',
    emergency: true,
    approach:
      'Suspected Chironex fleckeri envenomation (tropical northern Australia, severe immediate pain, ladder-pattern welts, possible rapid collapse): ambulance, liberal vinegar to the sting, CPR if needed; in hospital cardiac monitoring, analgesia (intravenous opioids), box jellyfish antivenom for cardiac arrest, arrhythmia, hypotension or uncontrolled pain (CSL antivenom, with the Poisons Information Centre 13 11 26); observe for late Irukandji features.',
    investigations: [
      { name: '12-lead ECG and cardiac monitoring', subtype: 'other', when: 'in hospital, now' },
      { name: 'Troponin, UEC and blood gas', subtype: 'pathology', when: 'in hospital, for systemic symptoms' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: 'Usually a few days for pain and skin healing; longer after systemic envenomation or an admission.',
    },
    referrals: [
      ED_NOW('box jellyfish envenomation: cardiac monitoring, analgesia and antivenom if needed'),
      GP_FOLLOW_UP('care of the skin welts, which can scar, over the following weeks'),
    ],
    advice: [
      'In northern Australia swim only at patrolled beaches inside the stinger nets, and wear a full-body stinger suit, above all from October to May.',
      'Vinegar is the first aid for tropical jellyfish stings; many beaches keep it in a post near the water.',
      'The welts can blister and scar; keep them clean and see your GP if they become hot, swollen or weepy.',
    ],
  },
  {
    condition: 'bluebottle_sting',
    care: 'Get out of the water and pick off any tentacles with your fingers (they do not sting fingertips much) or a towel. Rinse the area with seawater, not fresh water, then put the stung area in hot water, as hot as you can comfortably stand without burning (about 45 °C), for 20 minutes. If hot water is not available, a cold pack can ease the pain. The pain usually settles within an hour or two.',
    seekHelp:
      'you have trouble breathing, swelling of the face or throat, chest pain, severe or spreading pain, or the sting was in northern Australia: call 000',
    approach:
      'Bluebottle (Physalia) sting in southern or eastern waters: local pain and a linear welt without systemic features; remove tentacles, rinse with seawater, hot-water immersion at 45 °C for 20 minutes (better than ice for pain relief), simple analgesia. Vinegar is not used for bluebottles. Any systemic features, or a sting in tropical waters, is treated as a possible box jellyfish or Irukandji envenomation.',
    investigations: [],
    medications: [PARACETAMOL, { ...IBUPROFEN, alternative: true }],
    certificate: {
      suggestedDays: 1,
      note: 'Rarely needed; a day at most for the pain.',
    },
    referrals: [
      GP_FOLLOW_UP('a welt that becomes hot, swollen or weepy (skin infection), or itch that persists'),
      ED_NOW('breathing difficulty, facial swelling, collapse or pain spreading through the body'),
    ],
    advice: [
      'Hot water (not hot enough to burn) eases a bluebottle sting better than ice.',
      'Do not rub the sting or wash it with fresh water, which can fire more stinging cells.',
      'Bluebottles wash in with onshore winds in summer: look for warning signs and swim between the flags.',
    ],
  },
  {
    condition: 'alcohol_intoxication',
    care: 'Stop drinking and drink water instead. Someone sober should stay with the person all night. Lie them on their side (the recovery position) if they are sleepy or being sick, so they cannot choke, and check that they can be woken and are breathing normally. Do not give coffee or a cold shower, or let them sleep it off alone or drive.',
    seekHelp:
      'the person cannot be woken, is confused, has a fit, breathes slowly or irregularly, has pale or blue skin, is vomiting while drowsy, or has hit their head: call 000',
    approach:
      'Acute alcohol intoxication without danger signs: supervision by a sober adult, recovery position, no further alcohol; exclude head injury, hypoglycaemia, other drugs and co-ingestions. Reduced conscious state, vomiting with drowsiness, seizures, hypothermia or respiratory depression need the emergency department (airway, glucose, observation). Brief intervention once sober; thiamine for people who drink heavily and regularly.',
    investigations: [
      {
        name: 'Blood glucose',
        subtype: 'pathology',
        when: 'in hospital, for reduced conscious state (alcohol causes hypoglycaemia, above all in teenagers)',
      },
      {
        name: 'CT of the head',
        subtype: 'imaging',
        when: 'in hospital, after any head injury with reduced conscious state',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'A day at most; repeated absences are a reason to talk about drinking.',
    },
    referrals: [
      ED_NOW('cannot be woken, breathing slowly, a fit, vomiting while drowsy, or a head injury'),
      GP_FOLLOW_UP('a talk about drinking once sober, and support to cut down'),
      DRUG_AND_ALCOHOL('regular heavy drinking, or wanting help to cut down'),
    ],
    advice: [
      'Stay with them: a drunk person can choke on vomit or stop breathing while asleep.',
      'Coffee, a cold shower or walking it off do not sober anyone up; only time does.',
      'The Australian guidelines advise no more than 10 standard drinks a week and 4 on any one day; under 18s are safest not drinking.',
      'The National Alcohol and Other Drug Hotline (1800 250 015) is free and confidential.',
    ],
  },
  {
    condition: 'stimulant_toxicity',
    care: 'This may be a dangerous reaction to a stimulant drug: call 000 now, and tell them what was taken (the paramedics are there to help, not to involve the police). Stay in a cool, quiet place with someone who can stay calm with you, do not take any more, and sip water slowly. If the person collapses or has a fit, lie them on their side and call 000.',
    seekHelp:
      'there is chest pain, a very fast heartbeat, a fit, overheating, confusion, severe agitation or seeing and hearing things: call 000',
    emergency: true,
    approach:
      'Sympathomimetic toxicity (methamphetamine, amphetamine, cocaine, MDMA): ambulance; in hospital sedation with benzodiazepines (diazepam or midazolam) for agitation, tachycardia and hypertension, active cooling for hyperthermia, ECG and troponin for chest pain (cocaine coronary vasospasm and infarction; avoid beta blockers acutely), UEC, CK, glucose and sodium (MDMA hyponatraemia); psychiatric assessment for persisting psychosis.',
    investigations: [
      { name: '12-lead ECG and troponin', subtype: 'pathology', when: 'in hospital, for chest pain or palpitations' },
      {
        name: 'UEC, CK, glucose and temperature',
        subtype: 'pathology',
        when: 'in hospital (rhabdomyolysis, hyponatraemia, hyperthermia)',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 2,
      note: 'Usually a day or two; longer after an admission or persisting psychosis.',
    },
    referrals: [
      ED_NOW('stimulant toxicity: sedation, cooling, ECG and troponin'),
      DRUG_AND_ALCOHOL('support to cut down or stop stimulant use'),
      GP_FOLLOW_UP('follow-up of the heart, mood and sleep after the episode'),
    ],
    advice: [
      'Do not use again while you are unwell, and never use alone.',
      'Mixing stimulants with alcohol or other drugs, or taking more while coming down, greatly raises the risk.',
      'The National Alcohol and Other Drug Hotline (1800 250 015) is free and confidential.',
      POISONS_LINE,
    ],
  },
  {
    condition: 'serotonin_toxicity',
    care: 'This may be serotonin toxicity, which can become dangerous within hours: go to the emergency department now, or call 000 if you feel very hot, confused or very unwell. Do not take any more of the antidepressant, tramadol or other medicines or drugs that may have caused it until a doctor has seen you. Take the medicines or their names with you.',
    seekHelp:
      'you feel very hot, become confused or drowsy, the jerking or stiffness gets worse, or you have a fit: call 000',
    emergency: true,
    approach:
      'Serotonin toxicity (Hunter criteria: a serotonergic agent with clonus, tremor and hyperreflexia, agitation, sweating, diarrhoea, hyperthermia): stop all serotonergic agents; mild cases are observed for 6 to 12 hours; moderate cases need benzodiazepines (diazepam), fluids and cyproheptadine; severe toxicity with a temperature above 38.5 °C and rising rigidity needs intensive care (sedation, paralysis and ventilation). Avoid physical restraint and antipyretics, which do not work. Review the combination before restarting anything.',
    investigations: [
      {
        name: 'Temperature, UEC, CK and ECG',
        subtype: 'pathology',
        when: 'in hospital, now (hyperthermia, rhabdomyolysis)',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: 'Usually a few days; longer after an admission.',
    },
    referrals: [
      ED_NOW('suspected serotonin toxicity: observation, benzodiazepines and cooling'),
      GP_FOLLOW_UP('review of the antidepressant and the medicines that interacted before restarting', 'urgent'),
    ],
    advice: [
      'Stop the medicines that raise serotonin until a doctor has reviewed them; do not restart them on your own.',
      'Before any new medicine, tell the doctor or pharmacist that you take an antidepressant: tramadol, some migraine and cough medicines, St John’s wort and MDMA can all interact.',
      POISONS_LINE,
    ],
  },
];
