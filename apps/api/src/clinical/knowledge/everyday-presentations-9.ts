import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW, ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * A ninth set of presentations: tennis leg, a Lisfranc injury, developmental dysplasia of the hip, malrotation
 * with midgut volvulus, staphylococcal scalded skin syndrome, lymphangitis, cervical artery dissection, cerebral
 * venous thrombosis, chronic kidney disease, IgE-mediated food allergy, pollen food allergy syndrome, Irukandji
 * syndrome, a stonefish sting, ciguatera, amatoxin mushroom poisoning, an opioid overdose, an embedded fish hook, a
 * ring stuck on a finger, Fournier gangrene, decompression illness, acute mountain sickness, ophthalmia
 * neonatorum, ovarian hyperstimulation syndrome and entropion or ectropion (Therapeutic Guidelines; Australian
 * Medicines Handbook; ASCIA; Kidney Health Australia; Stroke Foundation; RCH Clinical Practice Guidelines;
 * RANZCOG; RANZCO; DermNet; CDC Yellow Book; Murtagh's General Practice; Oxford Handbooks of General Practice and
 * Emergency Medicine).
 */

const SPECIALIST = (to: string, reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'specialist',
  to,
  urgency,
  reason,
});

const ADRENALINE_AUTOINJECTOR: Medication = {
  name: 'Adrenaline (epinephrine) autoinjector',
  dose: '300 microgram (child 7.5 to 20 kg: 150 microgram)',
  route: 'intramuscular, outer mid-thigh',
  frequency: 'once for anaphylaxis; a second dose after 5 minutes if no response',
  duration: 'carried at all times, replaced before expiry',
  cautions:
    'For anaphylaxis (breathing difficulty, throat or tongue swelling, hoarse voice, wheeze or cough, collapse, a pale floppy child): lie flat, give it, then call 000. Prescribed with an ASCIA action plan and training.',
  needsMoreInfo: 'the weight of the child, and whether the reaction involved breathing, voice or circulation',
};

const CETIRIZINE: Medication = {
  name: 'Cetirizine',
  dose: '10 mg (child 2 to 6 years: 2.5 to 5 mg; 6 to 12 years: 5 to 10 mg)',
  route: 'oral',
  frequency: 'once daily',
  duration: 'for a few days while hives settle, or when required',
  cautions:
    'A non-sedating antihistamine treats hives and itch only: it does not treat or prevent anaphylaxis. Reduce the dose in kidney impairment.',
};

const FLUCLOXACILLIN: Medication = {
  name: 'Flucloxacillin',
  dose: '500 mg (child 12.5 mg/kg up to 500 mg)',
  route: 'oral',
  frequency: 'every 6 hours, an hour before food',
  duration: '5 to 7 days, then review',
  cautions:
    'Not with penicillin allergy (cefalexin if the allergy is not immediate, clindamycin if it is); cholestatic jaundice is rare and more likely in older people and longer courses.',
  needsMoreInfo: 'allergies, and whether the person is well enough for tablets at home',
};

export const EVERYDAY_PRESENTATIONS_9: ConditionManagement[] = [
  {
    condition: 'gastrocnemius_tear',
    care: 'Rest from sport, use an ice pack wrapped in a cloth for 15 to 20 minutes every 2 to 3 hours for the first 2 days, a compression bandage, and keep the leg raised. A small heel raise in the shoe or crutches for a few days can ease walking. Gentle calf stretches once the worst pain settles.',
    seekHelp:
      'the calf becomes more swollen, hot or tight, you cannot walk at all, you cannot stand on tiptoe, or you become short of breath or have chest pain',
    approach:
      'Medial gastrocnemius tear (tennis leg) (Oxford Handbook of Emergency Medicine; sports medicine guidelines; Murtagh): tenderness at the medial head and musculotendinous junction, Thompson test normal (Achilles intact); exclude DVT (Wells score, ultrasound if in doubt) and compartment syndrome; RICE, analgesia, early graded loading and physiotherapy; return to sport over 3 to 8 weeks by grade.',
    investigations: [
      {
        name: 'Ultrasound of the calf',
        subtype: 'imaging',
        when: 'if the diagnosis is unclear or a DVT needs excluding',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'while sore' },
      { ...IBUPROFEN, duration: 'up to 5 days', alternative: true },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Desk work is usually possible within days; a physical job may need 1 to 3 weeks.',
    },
    referrals: [
      GP_REVIEW('to examine the calf, exclude a clot and the Achilles, and plan rehabilitation'),
      PHYSIO('graded calf strengthening and return to sport'),
    ],
    advice: [
      'Most calf tears heal in 3 to 6 weeks; larger tears can take longer.',
      'Warm up and build up training gradually to lower the risk of another tear.',
    ],
  },
  {
    condition: 'lisfranc_injury',
    care: 'Do not walk on the foot: use crutches, keep it raised and use a cold pack wrapped in a cloth. Go to an emergency department or see a doctor today for an X-ray.',
    seekHelp:
      'the foot becomes very swollen, tight, pale, cold or numb, the pain is much worse, or the toes change colour',
    approach:
      "Lisfranc (tarsometatarsal) injury (Oxford Handbook of Emergency Medicine; Rosen's foot injuries): midfoot tenderness, plantar ecchymosis, pain on passive pronation-abduction; weight-bearing (or comparison) X-rays looking for a widened gap between the first and second metatarsal bases or the fleck sign, CT if the X-ray is normal and suspicion remains; exclude compartment syndrome; non-weight-bearing cast or boot for stable injuries, orthopaedic fixation for any displacement.",
    investigations: [
      { name: 'X-ray of the foot, weight-bearing if possible', subtype: 'imaging', when: 'today' },
      { name: 'CT of the foot', subtype: 'imaging', when: 'if the X-ray is normal but a Lisfranc injury is suspected' },
    ],
    medications: [{ ...PARACETAMOL, duration: 'while sore' }],
    certificate: {
      suggestedDays: 14,
      note: 'Non-weight-bearing for about 6 weeks; desk work may resume sooner with crutches, physical work after months.',
    },
    referrals: [
      ED_TODAY('midfoot injury with plantar bruising and inability to bear weight (possible Lisfranc injury)'),
      SPECIALIST('Orthopaedic surgeon (foot and ankle)', 'any displacement or instability', 'urgent'),
    ],
    advice: [
      'A missed Lisfranc injury can leave long-term pain and arthritis, so it is worth the X-ray even if it feels like a sprain.',
      'Keep weight off the foot until a doctor says it is safe.',
    ],
  },
  {
    condition: 'developmental_dysplasia_hip',
    childhood: true,
    care: 'Your baby needs a hip check with a doctor and probably an ultrasound. Carry and wrap your baby with the legs free to bend up and apart at the hips (hip-healthy swaddling); avoid tight wrapping with the legs straight.',
    seekHelp:
      'your child has a fever, will not move a leg, cries when the leg is moved, or the limp is new or getting worse',
    approach:
      'Developmental dysplasia of the hip (RCH DDH; Nelson): Ortolani and Barlow under 3 months, limited abduction, leg-length difference (Galeazzi) and asymmetric creases later; risk factors breech, family history, female; hip ultrasound at 6 weeks to 6 months, X-ray after 4 to 6 months; refer to paediatric orthopaedics; Pavlik harness in early infancy, closed or open reduction later.',
    investigations: [
      { name: 'Hip ultrasound', subtype: 'imaging', when: 'under 6 months of age' },
      { name: 'Pelvis X-ray', subtype: 'imaging', when: 'over 4 to 6 months of age' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's day for appointments if needed." },
    referrals: [
      GP_REVIEW('hip examination and ultrasound referral'),
      SPECIALIST('Paediatric orthopaedic surgeon', 'an unstable or dysplastic hip on examination or imaging', 'urgent'),
    ],
    advice: [
      'Found early, most hip dysplasia is treated with a soft harness for a few months.',
      'Babies who were breech or have a family history should have a hip ultrasound even if the check is normal.',
    ],
  },
  {
    condition: 'midgut_volvulus',
    emergency: true,
    childhood: true,
    care: 'Call 000 or go to the nearest emergency department now. Do not feed your baby until a doctor has seen them.',
    seekHelp:
      'a baby vomits green or yellow-green fluid, even once, or has a swollen tummy, blood in the poo, or becomes pale or floppy',
    approach:
      'Malrotation with midgut volvulus (RCH bilious vomiting; Nelson): bilious vomiting in an infant is a surgical emergency; IV access, fluids, nil by mouth, nasogastric decompression, urgent upper GI contrast study and paediatric surgical review; laparotomy (Ladd procedure) without delay if volvulus is suspected.',
    investigations: [
      { name: 'Upper gastrointestinal contrast study', subtype: 'imaging', when: 'urgently, in hospital' },
      { name: 'Blood gas, electrolytes, glucose', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: "A carer's leave for the admission and recovery." },
    referrals: [
      ED_NOW('green (bilious) vomiting in an infant (possible malrotation with volvulus)'),
      SPECIALIST('Paediatric surgeon', 'immediate review for volvulus', 'immediate'),
    ],
    advice: [
      'Green vomit in a baby always needs to be checked in hospital straight away.',
      'Surgery done quickly usually saves the bowel.',
    ],
  },
  {
    condition: 'staphylococcal_scalded_skin',
    childhood: true,
    care: 'Take your child to an emergency department or see a doctor today: this usually needs antibiotics into a vein in hospital. Keep them drinking, dress them in loose soft clothes and handle the skin gently.',
    seekHelp:
      'your child becomes drowsy or floppy, stops drinking or has far fewer wet nappies, the peeling spreads quickly, or they have sores inside the mouth or eyes',
    approach:
      'Staphylococcal scalded skin syndrome (DermNet; RCH; Nelson): fever, tender erythroderma, flaccid bullae and superficial peeling with a positive Nikolsky sign, flexural and periorificial, mucosa spared (distinguishes SJS/TEN); swab the primary focus (nose, eyes, umbilicus, impetigo); admit for IV flucloxacillin (plus clindamycin in severe cases), fluids, analgesia and non-adherent dressings; heals without scarring in 1 to 2 weeks.',
    investigations: [
      {
        name: 'Swabs of the nose, eyes and any impetigo for culture',
        subtype: 'pathology',
        when: 'before antibiotics',
      },
      { name: 'Full blood count, electrolytes', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [
      {
        ...FLUCLOXACILLIN,
        dose: 'child 25 mg/kg (up to 1 g) IV, or 12.5 mg/kg oral for a mild case once improving',
        route: 'intravenous, then oral',
        frequency: 'every 6 hours',
        duration: '7 to 10 days in total',
      },
    ],
    certificate: {
      suggestedDays: 5,
      note: "A carer's leave while the child is in hospital; back to care once treated for 48 hours and the skin is healing.",
    },
    referrals: [ED_TODAY('scalded-looking skin peeling with fever in a child (staphylococcal scalded skin syndrome)')],
    advice: [
      'The skin heals without scars once the infection is treated.',
      'Wash hands well: the staph germ can spread to others, especially with impetigo.',
    ],
  },
  {
    condition: 'lymphangitis',
    care: 'See a doctor today: this needs antibiotics. Keep the limb raised and rested, clean the wound, and mark the edge of the redness with a pen to see whether it is spreading.',
    seekHelp:
      'the red streak or redness keeps spreading past the mark, you feel faint, confused or very unwell, the pain becomes severe, or you have a fever and shivers despite antibiotics for 48 hours',
    approach:
      'Acute lymphangitis (eTG skin and soft tissue infections; DermNet): usually Streptococcus pyogenes, sometimes Staphylococcus aureus, from a wound, bite, blister or tinea; treat as cellulitis: oral flucloxacillin (cefalexin or clindamycin in allergy), treat the portal of entry (including tinea pedis), review in 48 hours; IV antibiotics if systemically unwell, rapidly progressive or immunocompromised; consider animal bite or water-exposure organisms.',
    investigations: [
      { name: 'Wound swab', subtype: 'pathology', when: 'if there is pus or an open wound' },
      { name: 'Blood cultures and full blood count', subtype: 'pathology', when: 'if febrile or unwell' },
    ],
    medications: [
      FLUCLOXACILLIN,
      {
        name: 'Cefalexin',
        dose: '500 mg (child 12.5 mg/kg up to 500 mg)',
        route: 'oral',
        frequency: 'every 6 hours',
        duration: '5 to 7 days, then review',
        cautions: 'For a penicillin allergy that was not immediate (not anaphylaxis, hives or swelling).',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Rest with the limb raised for a day or two while antibiotics start to work.',
    },
    referrals: [
      GP_REVIEW('review within 24 to 48 hours to check the streak is fading', 'urgent'),
      ED_TODAY('spreading despite antibiotics, systemically unwell, or immunocompromised'),
    ],
    advice: [
      'The red line should stop spreading within a day and fade within 2 to 3 days of antibiotics.',
      'Treat athlete’s foot and keep cuts clean and covered to prevent it coming back.',
    ],
  },
  {
    condition: 'cervical_artery_dissection',
    emergency: true,
    care: 'Call 000 now. Do not have any further neck manipulation. Note the time the symptoms started.',
    seekHelp:
      'after neck pain or a neck manipulation you have a droopy eyelid, a smaller pupil, double vision, slurred speech, weakness, numbness, unsteadiness or a severe new headache',
    approach:
      "Cervical artery dissection (Stroke Foundation; Oxford Handbook of Emergency Medicine; Rosen's): suspect with neck pain or headache plus Horner syndrome, lower cranial nerve palsies or posterior-circulation symptoms; CT angiography or MR angiography of the neck and brain; stroke pathway (thrombolysis if eligible); antiplatelet or anticoagulant therapy on neurology advice for 3 to 6 months; avoid chiropractic neck manipulation.",
    investigations: [
      { name: 'CT angiography or MR angiography of the neck and brain', subtype: 'imaging', when: 'now' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Admission and recovery; the neurology team advises return to work.' },
    referrals: [
      ED_NOW(
        'neck pain with Horner syndrome or stroke symptoms after neck manipulation or strain (cervical artery dissection)',
      ),
      SPECIALIST('Neurologist or stroke physician', 'management and follow-up imaging', 'urgent'),
    ],
    advice: [
      'Avoid neck manipulation and heavy straining while the artery heals (usually over 3 to 6 months).',
      'Most people recover well, especially when treated early.',
    ],
  },
  {
    condition: 'cerebral_venous_thrombosis',
    emergency: true,
    care: 'Call 000 or go to the emergency department now. Tell them if you have recently had a baby, are pregnant or take the pill.',
    seekHelp:
      'you have a headache that keeps getting worse over days with vomiting, blurred or double vision, a fit, weakness, numbness or confusion, especially after a birth, in pregnancy or on the pill',
    approach:
      "Cerebral venous sinus thrombosis (Stroke Foundation; Harrison's; Oxford Handbook of Emergency Medicine): risk factors are the puerperium, pregnancy, oestrogen, thrombophilia, dehydration, infection and malignancy; CT with CT venography or MRI with MR venography (D-dimer does not exclude it); anticoagulation with heparin even with haemorrhage, then oral anticoagulation for 3 to 12 months; treat seizures and raised pressure; stop oestrogen-containing contraception; thrombophilia screen.",
    investigations: [
      { name: 'CT venography or MR venography of the brain', subtype: 'imaging', when: 'now' },
      { name: 'Full blood count, coagulation, thrombophilia screen', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 21, note: 'Admission and recovery; the neurology team advises return to work.' },
    referrals: [
      ED_NOW(
        'progressive headache with vomiting, visual change, seizure or weakness after a birth or on oestrogen (cerebral venous thrombosis)',
      ),
      SPECIALIST('Neurologist and haematologist', 'anticoagulation and thrombophilia follow-up', 'urgent'),
    ],
    advice: [
      'Oestrogen-containing contraception should not be used again; a progestogen-only or non-hormonal method is safer.',
      'Most people recover well with blood thinners.',
    ],
  },
  {
    condition: 'chronic_kidney_disease',
    care: 'See your GP to plan care for your kidneys. Avoid anti-inflammatory painkillers such as ibuprofen, diclofenac and naproxen (paracetamol is safer), do not take new medicines or supplements without asking, stop smoking, and keep active.',
    seekHelp:
      'you pass much less urine, become short of breath or very swollen, are vomiting and cannot keep fluids down, become confused or drowsy, or have chest pain or palpitations',
    approach:
      'Chronic kidney disease (Kidney Health Australia CKD management in primary care; Murtagh; Oxford Handbook of General Practice): confirm with eGFR and urine albumin-to-creatinine ratio over 3 months; stage and follow the action plan; blood pressure target at or below 130/80 with an ACE inhibitor or ARB if albuminuric, an SGLT2 inhibitor, statin, diabetes control, avoid nephrotoxins (NSAIDs), dose-adjust medicines for eGFR, check potassium, haemoglobin, calcium and phosphate; refer to a nephrologist for eGFR under 30, persistent heavy albuminuria, a sustained fall in eGFR, or resistant hypertension.',
    investigations: [
      {
        name: 'eGFR, electrolytes, urine albumin-to-creatinine ratio',
        subtype: 'pathology',
        when: 'now, and 3 to 12 monthly by stage',
      },
      {
        name: 'Full blood count, HbA1c, lipids, calcium, phosphate',
        subtype: 'pathology',
        when: 'at diagnosis and by stage',
      },
      { name: 'Kidney ultrasound', subtype: 'imaging', when: 'at diagnosis or if the eGFR falls quickly' },
    ],
    medications: [
      {
        name: 'Perindopril',
        dose: '2.5 to 10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions:
          'Check potassium and eGFR 1 to 2 weeks after starting or increasing (a rise in creatinine up to 30% is acceptable); not in pregnancy; pause if vomiting, diarrhoea or dehydrated ("sick day" rules).',
        needsMoreInfo: 'blood pressure, potassium, eGFR, albuminuria and pregnancy plans',
      },
      {
        name: 'Dapagliflozin',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions:
          'Not started below the eGFR in the product information; pause when unwell, fasting or before surgery (ketoacidosis risk); genital thrush is common; not in pregnancy or breastfeeding.',
        needsMoreInfo: 'eGFR, diabetes medicines and albuminuria',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day for appointments if required.' },
    referrals: [
      GP_REVIEW('CKD action plan, blood pressure, medicines review and monitoring'),
      SPECIALIST('Nephrologist', 'eGFR under 30, heavy albuminuria, a rapid fall in eGFR, or resistant hypertension'),
    ],
    advice: [
      'Many people with chronic kidney disease never need dialysis when blood pressure and diabetes are well controlled.',
      'Tell every doctor and pharmacist that you have reduced kidney function so doses can be adjusted.',
      'Kidney Health Australia has information and support.',
    ],
  },
  {
    condition: 'ige_food_allergy',
    care: 'Stop giving the food. For hives alone, a non-drowsy antihistamine can help. Watch closely for the next few hours. Keep a note of the food, the amount and what happened.',
    seekHelp:
      'there is any difficulty breathing, noisy breathing, wheeze or persistent cough, swelling of the tongue, throat tightness, a hoarse voice or cry, or the person becomes pale, floppy or collapses: this is anaphylaxis, call 000',
    approach:
      'IgE-mediated food allergy (ASCIA; RCH acute allergic reaction): a history of reaction within minutes to 2 hours of a food; assess for anaphylaxis (respiratory, cardiovascular, persistent gut symptoms with insect or drug triggers); mild reactions: antihistamine and observation; refer to a clinical immunology/allergy specialist for skin prick or specific IgE testing; ASCIA action plan; adrenaline autoinjector for those at risk of anaphylaxis (asthma, peanut or tree nut, past severe reaction); continue other allergens in the diet as tolerated.',
    investigations: [
      { name: 'Skin prick test or specific IgE to the food', subtype: 'pathology', when: 'at the allergy specialist' },
    ],
    medications: [CETIRIZINE, ADRENALINE_AUTOINJECTOR],
    certificate: { suggestedDays: 1, note: "A carer's day after a reaction if needed." },
    referrals: [
      GP_REVIEW('an ASCIA action plan and referral for allergy testing'),
      SPECIALIST(
        'Clinical immunologist or allergist',
        'confirm the allergy and plan management (including an adrenaline autoinjector)',
      ),
    ],
    advice: [
      'Read food labels and tell the child care, school or restaurant about the allergy.',
      'Many children outgrow egg and milk allergy; peanut and tree nut allergy usually last.',
      'Allergy & Anaphylaxis Australia and ASCIA have action plans and support.',
    ],
  },
  {
    condition: 'pollen_food_syndrome',
    care: 'Avoid the raw fruits or vegetables that cause it; cooked, canned or peeled versions are often fine. A non-drowsy antihistamine eases mild itch.',
    seekHelp:
      'you have throat tightness, trouble breathing or swallowing, a hoarse voice, hives all over or faintness after a food: call 000',
    approach:
      'Pollen food allergy syndrome (ASCIA; DermNet): cross-reactive heat-labile plant proteins (birch PR-10, profilins) give oral itch and tingling with raw fruit, vegetables and nuts in pollen-allergic people; diagnose on history; avoid trigger foods raw; treat hay fever; refer if systemic symptoms, reactions to cooked foods or peanut/tree nuts, for testing and to decide on an adrenaline autoinjector.',
    investigations: [
      {
        name: 'Allergy testing',
        subtype: 'pathology',
        when: 'only if symptoms are beyond the mouth or involve nuts or cooked foods',
      },
    ],
    medications: [{ ...CETIRIZINE, dose: '10 mg', duration: 'when required' }],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_REVIEW('if reactions spread beyond the mouth or involve nuts'),
      SPECIALIST('Clinical immunologist or allergist', 'systemic reactions or uncertain trigger foods'),
    ],
    advice: [
      'This is common in people with hay fever and is usually mild.',
      'Symptoms can be worse in the pollen season.',
    ],
  },
  {
    condition: 'irukandji_syndrome',
    emergency: true,
    care: 'Call 000 now. Get out of the water, pour vinegar over the sting for 30 seconds, and keep the person lying still. Be ready to start CPR.',
    seekHelp:
      'after a sting in tropical waters there is severe back, belly or muscle pain, sweating, vomiting, a racing heart, chest pain, breathlessness or a sense of doom',
    approach:
      'Irukandji syndrome (eTG marine envenoming; Oxford Handbook of Emergency Medicine): catecholamine excess after a carybdeid jellyfish sting; vinegar to the site; titrated IV opioid analgesia, antiemetics; monitor blood pressure, ECG and troponin; treat severe hypertension (phentolamine or GTN) and watch for cardiomyopathy, pulmonary oedema and intracranial haemorrhage; magnesium is not of proven benefit; observe at least 6 hours after resolution.',
    investigations: [
      { name: 'ECG and troponin', subtype: 'pathology', when: 'in the emergency department' },
      { name: 'Echocardiogram', subtype: 'imaging', when: 'if troponin rises or breathlessness develops' },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Observation and recovery; longer if the heart was affected.' },
    referrals: [ED_NOW('severe pain, sweating and vomiting after a tropical jellyfish sting (Irukandji syndrome)')],
    advice: [
      'Swim at patrolled beaches inside stinger nets in the tropical stinger season (about October to May) and wear a full-body stinger suit.',
      'Carry vinegar on boats and beach outings in the tropics.',
    ],
  },
  {
    condition: 'stonefish_sting',
    emergency: true,
    care: 'Call 000. Put the foot in hot water that is as hot as can be comfortably tolerated (test it with an unaffected hand; about 45 °C) for up to 90 minutes. Do not cut or suck the wound. Keep the person still.',
    seekHelp:
      'after stepping on something in the sea there is severe pain, swelling, faintness, breathlessness or collapse',
    approach:
      'Stonefish envenoming (eTG marine envenoming; Oxford Handbook of Emergency Medicine): hot-water immersion, local or regional anaesthetic block, parenteral analgesia; stonefish antivenom for severe pain not controlled by these or systemic effects; X-ray or ultrasound for retained spines; wound care, tetanus cover; antibiotics (doxycycline or ciprofloxacin for marine organisms) if infected.',
    investigations: [
      { name: 'X-ray or ultrasound for retained spine fragments', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 5, note: 'Rest and wound care; longer if the wound becomes infected.' },
    referrals: [ED_NOW('stonefish sting with severe pain (hot water, nerve block, antivenom)')],
    advice: [
      'Wear thick-soled shoes on reefs and in rock pools, and shuffle rather than step in shallow water.',
      'Watch the wound for redness, swelling or pus over the following week.',
    ],
  },
  {
    condition: 'ciguatera',
    care: 'See a doctor or go to an emergency department today. Drink fluids. Avoid alcohol, nuts, seeds, caffeine and fish for several weeks, as these can bring symptoms back. Keep any leftover fish for testing.',
    seekHelp:
      'you feel faint, have a slow or irregular heartbeat, become weak or short of breath, or cannot keep fluids down',
    approach:
      'Ciguatera fish poisoning (eTG; CDNA; Oxford Handbook of Emergency Medicine): clinical diagnosis after a large reef fish; monitor heart rate, blood pressure and ECG for bradycardia and hypotension (atropine, fluids); supportive care for gastrointestinal symptoms; amitriptyline or gabapentin for persisting neuropathic symptoms; mannitol is no longer routinely recommended; notify the public health unit (notifiable in Queensland).',
    investigations: [{ name: 'ECG', subtype: 'other', when: 'at the first assessment' }],
    medications: [
      {
        name: 'Ondansetron',
        dose: '4 to 8 mg',
        route: 'oral (wafer)',
        frequency: 'every 8 hours when required',
        duration: 'up to 2 days',
        cautions: 'Can prolong the QT interval; constipation and headache are common.',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Fatigue and tingling can last weeks; longer leave may be needed.' },
    referrals: [
      ED_TODAY('ciguatera with vomiting, weakness or an abnormal pulse'),
      GP_REVIEW('follow-up of lingering neurological symptoms'),
    ],
    advice: [
      'Cooking, freezing or marinating does not destroy the toxin.',
      'Avoid large reef fish (such as big coral trout, Spanish mackerel and barracuda) and fish heads and organs.',
      'Symptoms can return with alcohol, fish or exercise for months.',
    ],
  },
  {
    condition: 'amatoxin_poisoning',
    emergency: true,
    care: 'Go to the emergency department now or call 000, even if you feel better. Take any leftover mushrooms (or photos) with you. Call the Poisons Information Centre on 13 11 26 for advice on the way. Anyone else who ate them must come too.',
    seekHelp: 'anyone who has eaten wild mushrooms gets vomiting, diarrhoea or stomach pain, even if it settles',
    approach:
      'Amatoxin (death cap) poisoning (eTG toxicology; Healthdirect): delayed-onset (6 to 24 hours) gastroenteritis after foraged mushrooms is amatoxin poisoning until proven otherwise; admit; aggressive IV fluids, serial liver function, INR, kidney function and glucose; activated charcoal, silibinin and N-acetylcysteine per the toxicology service; early liver transplant unit contact for rising INR or encephalopathy; identify the mushroom (mycologist).',
    investigations: [
      {
        name: 'Liver function tests, INR, kidney function, glucose',
        subtype: 'pathology',
        when: 'now and repeated every 12 hours',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Admission and recovery; longer if the liver was affected.' },
    referrals: [ED_NOW('vomiting and diarrhoea after eating wild mushrooms (possible death cap poisoning)')],
    advice: [
      'Never eat wild mushrooms unless identified by an expert; death caps grow under oak trees in Canberra, Melbourne and Adelaide.',
      'An improvement after a day does not mean the danger has passed.',
    ],
  },
  {
    condition: 'opioid_overdose',
    emergency: true,
    care: 'Call 000 now. If the person is not responding, or breathing slowly or not at all, give naloxone if you have it, start rescue breaths or CPR, and put them on their side once breathing. Stay with them: naloxone wears off before many opioids do.',
    seekHelp:
      'anyone who has taken opioids is very drowsy or hard to wake, snoring or breathing slowly, has blue lips or tiny pupils',
    approach:
      'Opioid toxicity (eTG toxicology; AMH; Oxford Handbook of Emergency Medicine): airway and ventilation first; IV/IM/intranasal naloxone titrated to breathing (not to full wakefulness, to avoid precipitated withdrawal); observe at least 4 to 6 hours (longer for methadone, controlled-release or fentanyl patches, or infusion); check paracetamol level and co-ingestants; consider aspiration; harm-reduction counselling, take-home naloxone and referral to drug and alcohol services; review prescribing.',
    investigations: [
      { name: 'Paracetamol level, glucose, blood gas', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [
      {
        name: 'Naloxone nasal spray (take-home)',
        dose: '1.8 mg',
        route: 'intranasal',
        frequency: 'one spray into one nostril; repeat with a new device after 2 to 3 minutes if no response',
        duration: 'carried by people at risk and their family and friends',
        cautions:
          'Call 000 as well: naloxone wears off in 30 to 90 minutes and the overdose can return. It can cause sudden withdrawal (agitation, vomiting). Free without prescription in Australia under the Take Home Naloxone program.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Observation and recovery; longer if aspiration pneumonia.' },
    referrals: [
      ED_NOW('reduced consciousness with slow breathing after opioids (opioid overdose)'),
      SPECIALIST('Alcohol and drug service', 'opioid dependence treatment and harm reduction', 'urgent'),
    ],
    advice: [
      'Never use alone, and avoid mixing opioids with alcohol, benzodiazepines or other sedatives.',
      'Tolerance drops quickly after a break (such as after prison, hospital or detox), making overdose more likely.',
      'Keep naloxone at home and make sure family or friends know how to use it.',
    ],
  },
  {
    condition: 'fish_hook_injury',
    care: 'Do not try to pull a barbed hook straight out. Cut the fishing line, cover the area and see a doctor or nurse today to have it removed under local anaesthetic. A hook in or near the eye must not be touched: go to an emergency department now.',
    seekHelp:
      'the hook is in or near the eye, in a joint, or the finger becomes swollen, red, hot or hard to bend in the following days, or you develop a fever',
    approach:
      'Embedded fish hook (Oxford Handbook of Emergency Medicine; Murtagh): local anaesthetic; string-yank technique for superficial hooks, retrograde needle-cover technique, or advance-push-through and cut the barb; X-ray if a fragment may remain; irrigate; tetanus prophylaxis as indicated; antibiotics not routine (consider for hand wounds in sea water or the immunocompromised); eye, joint or tendon sheath involvement goes to the specialist.',
    investigations: [{ name: 'X-ray', subtype: 'imaging', when: 'if part of the hook may remain' }],
    medications: [{ ...PARACETAMOL, duration: 'a day or two' }],
    certificate: { suggestedDays: 1, note: 'Usually back to normal activities the same or next day.' },
    referrals: [
      GP_REVIEW('hook removal under local anaesthetic and tetanus update', 'urgent'),
      ED_NOW('a hook in or near the eye'),
    ],
    advice: [
      'Check your tetanus vaccination: a booster is needed if the last was more than 5 years ago for a dirty wound.',
      'Watch for signs of infection over the next few days.',
    ],
  },
  {
    condition: 'ring_stuck_on_finger',
    care: 'Raise the hand above your heart for 10 to 15 minutes, then try soapy water or lubricant and twist the ring off gently. Do not keep pulling hard if the finger is swelling more. If it will not come off, go to an emergency department or a doctor today to have it cut off.',
    seekHelp: 'the finger becomes pale, blue, cold, numb or very painful, or the swelling is increasing',
    approach:
      'Ring tourniquet (Oxford Handbook of Emergency Medicine; Murtagh; Rosen’s): assess perfusion and sensation; elevation, cold, lubrication; string-wrap (or glove) compression technique; ring cutter if these fail or perfusion is threatened (manual or powered for hard metals); then treat the underlying injury (X-ray if trauma).',
    investigations: [{ name: 'X-ray of the finger', subtype: 'imaging', when: 'if the finger was injured' }],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed beyond the day; longer if the finger is injured.' },
    referrals: [ED_TODAY('a ring that cannot be removed from a swollen finger (ring cutter)')],
    advice: [
      'Take rings off straight away after a hand injury, an insect bite, a burn or an allergic reaction, before swelling starts.',
      'A jeweller can usually repair a cut ring.',
    ],
  },
  {
    condition: 'fourniers_gangrene',
    emergency: true,
    care: 'Call 000 or go to the emergency department now. This infection spreads fast and needs surgery.',
    seekHelp:
      'the skin of the scrotum, penis or between the legs is red and spreading, very painful, turning dark or crackles, especially with a fever or if you have diabetes',
    approach:
      "Fournier gangrene (eTG necrotising soft tissue infections; Rosen's; Oxford Handbook of Emergency Medicine): a clinical diagnosis (pain out of proportion, crepitus, skin necrosis, systemic toxicity); resuscitate, blood cultures, broad-spectrum IV antibiotics (meropenem or piperacillin-tazobactam plus clindamycin, with vancomycin if MRSA risk) and urgent surgical debridement (urology or general surgery); CT if it does not delay theatre; ICU; control diabetes.",
    investigations: [
      {
        name: 'Blood cultures, full blood count, lactate, glucose, kidney function',
        subtype: 'pathology',
        when: 'now',
      },
      { name: 'CT of the pelvis and perineum', subtype: 'imaging', when: 'only if it does not delay surgery' },
    ],
    medications: [],
    certificate: { suggestedDays: 28, note: 'Admission, repeated surgery and recovery; the surgical team advises.' },
    referrals: [
      ED_NOW('a spreading, darkening or crackling infection of the scrotum or perineum with fever (Fournier gangrene)'),
      SPECIALIST('Urologist or general surgeon', 'emergency debridement', 'immediate'),
    ],
    advice: [
      'Good control of diabetes and early treatment of boils or abscesses near the genitals lower the risk.',
      'Recovery after surgery can take weeks and may need reconstructive surgery.',
    ],
  },
  {
    condition: 'decompression_illness',
    emergency: true,
    care: 'Call 000 now and say it is a diving emergency. Lie flat, breathe 100% oxygen if it is available, drink water if fully alert, and do not dive or fly. The Divers Alert Network emergency line (1800 088 200) can advise the ambulance and hospital.',
    seekHelp:
      'within a day or two of a dive you have joint pain, numbness, tingling, weakness, a blotchy rash, breathlessness, chest pain, headache, confusion or extreme tiredness',
    approach:
      "Decompression illness (Oxford Handbook of Emergency Medicine; Rosen's dysbarism): high-flow 100% oxygen, IV or oral fluids, lie flat, neurological examination; contact the hyperbaric unit (Divers Alert Network) for recompression; exclude pneumothorax with a chest X-ray before recompression; ground or low-altitude transport; no diving until cleared by a diving physician.",
    investigations: [{ name: 'Chest X-ray', subtype: 'imaging', when: 'before recompression' }],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Recompression and rest; longer if neurological symptoms persist.' },
    referrals: [
      ED_NOW(
        'joint pain, numbness, weakness or breathlessness after a dive (decompression illness, for oxygen and recompression)',
      ),
      SPECIALIST('Hyperbaric (diving) medicine unit', 'recompression therapy and fitness to dive', 'immediate'),
    ],
    advice: [
      'Do not fly for at least 24 hours after diving, or after treatment until cleared.',
      'Ascend slowly with safety stops and keep within dive-computer limits.',
    ],
  },
  {
    condition: 'acute_mountain_sickness',
    care: 'Do not go any higher until you are better. Rest, drink enough fluids and avoid alcohol. Paracetamol or ibuprofen can help the headache. If symptoms get worse despite a day of rest, go down at least 300 to 1000 metres.',
    seekHelp:
      'you become confused, clumsy or unsteady, very drowsy, breathless at rest, or cough up frothy or pink sputum: go down now and get help',
    approach:
      'Acute mountain sickness (CDC Yellow Book high-altitude travel; Oxford Handbook of Emergency Medicine): Lake Louise score; stop ascent, rest, analgesia, antiemetic; acetazolamide speeds acclimatisation; descend if worsening; HACE (ataxia, confusion) needs descent, oxygen and dexamethasone; HAPE (breathless at rest) needs descent, oxygen and nifedipine; prevention by gradual ascent (no more than 500 m sleeping altitude a day above 3000 m) and acetazolamide for those at risk.',
    investigations: [{ name: 'Oxygen saturation', subtype: 'other', when: 'if breathless or in doubt' }],
    medications: [
      {
        name: 'Acetazolamide',
        dose: '125 to 250 mg',
        route: 'oral',
        frequency: 'every 12 hours',
        duration:
          'until symptoms resolve or descent (for prevention: from the day before ascent until 2 days at the highest altitude)',
        cautions:
          'A sulfonamide: not with sulfonamide allergy; tingling, frequent urination and flat-tasting fizzy drinks are common; avoid in pregnancy and severe kidney or liver disease.',
        needsMoreInfo: 'allergies, pregnancy and kidney function',
      },
      { ...PARACETAMOL, duration: 'while the headache lasts' },
    ],
    certificate: { suggestedDays: 2, note: 'Usually settles in 1 to 3 days of rest or descent.' },
    referrals: [
      GP_REVIEW('before the next trip to plan a slower ascent and preventive acetazolamide'),
      ED_TODAY(
        'symptoms not settling with rest, or any confusion, unsteadiness or breathlessness at rest (after descent)',
      ),
    ],
    advice: [
      'Climb high, sleep low: above 3000 metres raise your sleeping altitude by no more than 500 metres a day, with a rest day every 3 to 4 days.',
      'Travel insurance that covers evacuation is wise for high-altitude trips.',
    ],
  },
  {
    condition: 'ophthalmia_neonatorum',
    childhood: true,
    care: 'Your baby needs to be seen today, in an emergency department or by a doctor, for eye swabs and treatment. Gently wipe the eyes from the inside corner outwards with cooled boiled water and a fresh cotton ball each time, and wash your hands well.',
    seekHelp:
      'your baby is feeding poorly, has a fever or is floppy, the eyelids are very swollen with lots of pus, or the eye looks cloudy',
    approach:
      'Ophthalmia neonatorum (RCH neonatal conjunctivitis; RANZCO; ASHM): conjunctivitis in the first 28 days; urgent Gram stain, culture and PCR for Neisseria gonorrhoeae and Chlamydia trachomatis; gonococcal (2 to 5 days, hyperacute) needs admission and IV or IM ceftriaxone with eye irrigation and ophthalmology review; chlamydial (5 to 14 days) needs oral azithromycin (risk of pneumonitis); test and treat the mother and partner; notify as required.',
    investigations: [
      {
        name: 'Eye swab for Gram stain, culture and gonorrhoea and chlamydia PCR',
        subtype: 'pathology',
        when: 'today, before treatment',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: "A carer's leave for the assessment and treatment." },
    referrals: [
      ED_TODAY('purulent conjunctivitis in a baby under 4 weeks (ophthalmia neonatorum)'),
      SPECIALIST('Ophthalmologist', 'gonococcal conjunctivitis or any corneal involvement', 'urgent'),
    ],
    advice: [
      'The mother and her partner should be tested and treated for chlamydia and gonorrhoea.',
      'A sticky eye without redness or swelling is usually a blocked tear duct, but this needs checking in a newborn.',
    ],
  },
  {
    condition: 'ovarian_hyperstimulation_syndrome',
    care: 'Call your fertility clinic today. Drink to thirst (about 2 to 3 litres a day, including some electrolyte drinks), rest but keep walking gently, weigh yourself each morning, and avoid sex and hard exercise. Paracetamol is safe for pain; avoid anti-inflammatory painkillers.',
    seekHelp:
      'you become short of breath, pass very little urine, gain more than 1 kilogram a day, have severe belly pain, vomit and cannot keep fluids down, or have a painful swollen leg or chest pain',
    approach:
      'Ovarian hyperstimulation syndrome (RANZCOG; Oxford Handbook of General Practice): grade severity by symptoms, weight, abdominal girth, urine output, haematocrit, electrolytes, albumin and ultrasound for ascites; mild to moderate: outpatient monitoring by the fertility unit, oral fluids, analgesia (no NSAIDs), thromboprophylaxis if moderate; severe (haematocrit over 45%, oliguria, breathlessness, tense ascites): admit for fluids, paracentesis, enoxaparin; pregnancy prolongs it.',
    investigations: [
      {
        name: 'Full blood count (haematocrit), electrolytes, kidney and liver function, albumin',
        subtype: 'pathology',
        when: 'today',
      },
      { name: 'Pelvic and abdominal ultrasound', subtype: 'imaging', when: 'at the fertility clinic or hospital' },
    ],
    medications: [{ ...PARACETAMOL, duration: 'while sore' }],
    certificate: { suggestedDays: 5, note: 'Usually settles in 7 to 10 days (longer if pregnant).' },
    referrals: [
      SPECIALIST('Fertility specialist (IVF unit)', 'assessment and monitoring of OHSS today', 'urgent'),
      ED_TODAY('breathlessness, very little urine, severe pain or vomiting (severe OHSS)'),
    ],
    advice: [
      'Most cases are mild and settle within 1 to 2 weeks.',
      'Blood clots are a risk: keep moving and drink enough fluids.',
    ],
  },
  {
    condition: 'eyelid_malposition',
    care: 'Use lubricating eye drops several times a day and a gel at night. For a lid turned in, taping the lower lid down and out to the cheek with skin tape can keep the lashes off the eye until it is fixed.',
    seekHelp:
      'the eye becomes very painful or red, your vision gets worse, or you see a white spot on the clear front of the eye',
    approach:
      'Entropion and ectropion (RANZCO; Murtagh; Oxford Handbook of General Practice): involutional lid laxity in older people; also cicatricial, paralytic (Bell palsy) or mechanical; examine for corneal abrasion or ulcer with fluorescein; lubricants, taping or a bandage contact lens for comfort; definitive treatment is surgical lid tightening by an ophthalmologist or oculoplastic surgeon.',
    investigations: [{ name: 'Eye examination with fluorescein', subtype: 'other', when: 'at the GP or optometrist' }],
    medications: [
      {
        name: 'Carmellose sodium 0.5% eye drops',
        dose: '1 to 2 drops',
        route: 'eye',
        frequency: 'four to six times a day',
        duration: 'until the lid is repaired',
        cautions: 'Preservative-free single-dose units if used more than 4 times a day; remove contact lenses.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a few days after lid surgery.' },
    referrals: [
      GP_REVIEW('to check the cornea and refer for repair'),
      SPECIALIST('Ophthalmologist (oculoplastic surgeon)', 'lid-tightening surgery'),
    ],
    advice: [
      'The operation is usually a short day procedure under local anaesthetic.',
      'Wipe tears downwards and inwards (towards the nose) rather than pulling the lid down.',
    ],
  },
];
