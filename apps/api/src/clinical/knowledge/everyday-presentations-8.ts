import { IBUPROFEN, PARACETAMOL, SALINE_NASAL_SPRAY } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW, ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * An eighth set of presentations: Charles Bonnet syndrome, an orbital blowout fracture, erythema toxicum
 * neonatorum, laryngomalacia, a hair tourniquet, in-toeing, rhinitis of pregnancy, a skin tear, trichotillomania,
 * neuroleptic malignant syndrome, lithium toxicity, calcium channel blocker ankle oedema, a stingray injury, tick
 * paralysis, mammalian meat allergy, priapism, a penile fracture, a retained tampon, infective flexor
 * tenosynovitis, a fight bite, cryptosporidiosis, hallux rigidus, isolated sleep paralysis and infant dyschezia
 * (Therapeutic Guidelines; Australian Medicines Handbook; ASCIA; RCH Clinical Practice Guidelines; RANZCO;
 * DermNet; CDNA; Murtagh's General Practice; Oxford Handbooks of General Practice and Emergency Medicine).
 */

const SPECIALIST = (to: string, reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'specialist',
  to,
  urgency,
  reason,
});

const AMOXICILLIN_CLAVULANATE: Medication = {
  name: 'Amoxicillin with clavulanic acid',
  dose: '875 + 125 mg (child 22.5 + 3.2 mg/kg up to the adult dose)',
  route: 'oral',
  frequency: 'every 12 hours with food',
  duration: '5 days for prophylaxis, 7 to 14 days when infected, then review',
  cautions:
    'Not with penicillin allergy (use the alternative); diarrhoea is common; cholestatic jaundice is rare. Deep or joint infection needs IV antibiotics and a hand surgeon.',
  needsMoreInfo: 'allergies, and whether the wound is already infected or near a joint or tendon',
};

export const EVERYDAY_PRESENTATIONS_8: ConditionManagement[] = [
  {
    condition: 'charles_bonnet_syndrome',
    care: 'These pictures come from the brain filling in for the sight that has been lost; they are not a sign of mental illness or dementia. Blinking, looking away, moving your eyes from side to side, or turning on a light often makes them go.',
    seekHelp:
      'you also hear voices, become confused or muddled, believe the things you see are real, your sight suddenly gets worse, or you have new weakness, headache or trouble speaking',
    approach:
      'Charles Bonnet syndrome (RANZCO; Oxford Handbook of General Practice): silent, complex visual hallucinations with preserved insight in visual impairment; confirm insight and a clear sensorium, exclude delirium, dementia with Lewy bodies, psychosis, medicines (dopamine agonists, anticholinergics) and a new visual field loss or stroke; explain and reassure (the diagnosis itself eases distress), optimise vision (refraction, cataract, treat AMD), lighting and eye-movement techniques; referral to the optometrist or ophthalmologist for the eye disease; medicines rarely needed.',
    investigations: [
      { name: 'Eye examination with visual acuity and fields', subtype: 'other', when: 'at the GP or optometrist' },
      { name: 'Cognitive screen', subtype: 'other', when: 'if memory or confusion is in doubt' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day for appointments if required.' },
    referrals: [
      GP_REVIEW('to confirm the diagnosis and check medicines and memory'),
      SPECIALIST('Ophthalmologist or optometrist', 'to treat the eye disease and make the most of the remaining sight'),
    ],
    advice: [
      'Up to a third of people with severe sight loss have these experiences; they often fade within a year or two.',
      'Tell family and carers what it is, so they are not alarmed.',
      'Vision Australia and Macular Disease Foundation Australia offer support and low-vision aids.',
    ],
  },
  {
    condition: 'orbital_blowout_fracture',
    care: 'Go to an emergency department or an eye service today. Do not blow your nose (air can be forced into the eye socket); sneeze with your mouth open. Use a cold pack wrapped in a cloth for 15 minutes at a time and sleep with your head raised.',
    seekHelp:
      'your vision gets worse, the eye becomes very painful or bulges, you keep vomiting or feel faint (especially a child), or you cannot move the eye at all',
    approach:
      "Orbital floor (blowout) fracture (Oxford Handbook of Emergency Medicine; Rosen's facial trauma): visual acuity, pupils, eye movements (restricted upgaze), infraorbital sensation, enophthalmos; exclude globe injury (hyphaema, rupture, retinal detachment) and retrobulbar haemorrhage; CT of the orbits; no nose blowing, consider oral antibiotics for a sinus-communicating fracture and a decongestant; an entrapped muscle with bradycardia or vomiting (the white-eyed blowout of children) needs urgent surgery; otherwise maxillofacial or ophthalmology review within a week, surgery for persistent diplopia or enophthalmos.",
    investigations: [
      { name: 'CT of the orbits and face', subtype: 'imaging', when: 'in the emergency department' },
      { name: 'Full eye examination with acuity and eye movements', subtype: 'other', when: 'today' },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'while sore' },
      {
        name: 'Amoxicillin with clavulanic acid',
        dose: '875 + 125 mg',
        route: 'oral',
        frequency: 'every 12 hours with food',
        duration: '5 to 7 days',
        cautions: 'Only if the hospital team advises it for a fracture into the sinus. Not with penicillin allergy.',
        needsMoreInfo: 'allergies and the hospital team’s advice',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 5,
      note: 'About a week off contact sport and heavy work; longer if surgery is needed. No flying or diving until cleared.',
    },
    referrals: [
      ED_TODAY('double vision or a numb cheek after a blow to the eye, for CT and an eye check'),
      SPECIALIST('Maxillofacial surgeon or ophthalmologist', 'review of the fracture within a week', 'urgent'),
    ],
    advice: [
      'Double vision often improves as the swelling goes down over 1 to 2 weeks.',
      'Avoid nose blowing, straining and flying until the doctor says it is safe.',
      'Wear eye protection for sport in future.',
    ],
  },
  {
    condition: 'erythema_toxicum_neonatorum',
    childhood: true,
    care: 'This common newborn rash is harmless and needs no treatment or creams. Bathe the baby as usual with plain water and a mild wash, and dress in light layers.',
    seekHelp:
      'your baby has a fever of 38 °C or more, is not feeding, is floppy, very sleepy or hard to wake, the spots turn into blisters or weep, or the rash does not fade when pressed',
    approach:
      'Erythema toxicum neonatorum (DermNet; RCH): a clinical diagnosis in a well term newborn in the first days of life; blotchy erythema with central yellow-white papules or pustules, sparing palms and soles, migrating, resolving within 1 to 2 weeks; distinguish neonatal pustular melanosis, milia, miliaria and neonatal acne, and exclude infection (staphylococcal pustules, herpes simplex vesicles, candida) in an unwell or febrile baby; reassure.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A carer’s day is rarely needed.' },
    referrals: [
      GP_REVIEW('if the rash is still there after 2 weeks or the baby is unwell'),
      ED_NOW('a newborn with a fever, poor feeding, floppiness or blisters'),
    ],
    advice: [
      'About half of healthy newborns get this rash; it comes and goes and is gone within two weeks.',
      'It does not bother the baby and is not an allergy or infection.',
    ],
  },
  {
    condition: 'laryngomalacia',
    childhood: true,
    care: 'Most babies with a floppy voice box grow out of the noise by 12 to 18 months. Feed the baby upright and take your time with feeds; babies sleep on their back as usual.',
    seekHelp:
      'your baby struggles to breathe, the skin sucks in between the ribs or at the neck, the lips go blue, there are pauses in breathing, feeds are very hard or choking, or the baby is not gaining weight',
    approach:
      'Laryngomalacia (RCH stridor; Nelson; ENT guidelines): inspiratory stridor from the first weeks, worse feeding, crying and supine, in a thriving infant; assess work of breathing, feeding, growth and reflux; mild disease: reassure and review growth; moderate to severe (feeding difficulty, faltering growth, apnoeas, cyanosis, marked recession) or atypical stridor (biphasic, from birth, hoarse cry): ENT for flexible laryngoscopy and possible supraglottoplasty; treat reflux if present.',
    investigations: [
      { name: 'Weight and growth check', subtype: 'other', when: 'at each review' },
      { name: 'Flexible laryngoscopy', subtype: 'other', when: 'by ENT if severe or atypical' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A carer’s day for appointments if needed.' },
    referrals: [
      GP_REVIEW('to confirm the diagnosis and check growth', 'urgent'),
      SPECIALIST(
        'Paediatric ENT surgeon',
        'feeding difficulty, poor weight gain, breathing pauses, blue spells or noisy breathing in and out',
      ),
      ED_NOW('a baby struggling to breathe or going blue'),
    ],
    advice: [
      'The noise is often loudest at 4 to 8 months before it settles.',
      'A cold can make the noise louder for a few days; watch the breathing effort, not the noise.',
    ],
  },
  {
    condition: 'hair_tourniquet',
    childhood: true,
    care: 'See a doctor today, now if the toe or finger is pale, blue or very swollen: the hair must be removed completely. If you can see the end, you may try a hair-removal cream on the area for 10 minutes (not on broken skin or the penis), then rinse.',
    seekHelp:
      'the toe, finger or penis turns pale, blue or black, the swelling increases, the baby cannot be settled, or you cannot see or remove the hair',
    approach:
      'Hair tourniquet (RCH hair tourniquet; Oxford Handbook of Emergency Medicine): inspect every digit and the genitals of an inconsolable infant; remove the whole strand under good light and magnification (unwinding, depilatory cream for hair, or a blunt probe and incision over the groove dorsally at 3 or 9 o’clock for a toe); confirm a complete release; check perfusion after; penile tourniquets and ischaemic or deep grooves need surgical review.',
    investigations: [],
    medications: [
      {
        ...PARACETAMOL,
        name: 'Paracetamol (child dose)',
        dose: '15 mg/kg (maximum 1 g)',
        frequency: 'every 4 to 6 hours when required (maximum 4 doses in 24 hours)',
        cautions: 'Use the child dose by weight; check other products do not also contain paracetamol.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'A carer’s day if needed.' },
    referrals: [
      ED_TODAY('a hair or thread tight around a baby’s toe, finger or penis that cannot be fully removed at home'),
      SPECIALIST('Paediatric surgeon', 'a penile tourniquet or a deep groove with poor colour after release', 'urgent'),
    ],
    advice: [
      'Mothers shed more hair in the months after birth, so check a crying baby’s toes and fingers.',
      'Turn socks and mittens inside out to remove loose threads.',
    ],
  },
  {
    condition: 'intoeing',
    childhood: true,
    care: 'In-toeing is part of normal development in most young children and corrects itself without special shoes, splints or exercises. Let your child walk barefoot and play as usual.',
    seekHelp:
      'your child has pain, a limp, only one side turns in, the feet are stiff and cannot be straightened, it is getting worse after age 8, or there are delays in walking or other development',
    approach:
      'In-toeing (RCH in-toeing; Murtagh; Nelson): identify the level (metatarsus adductus, internal tibial torsion, femoral anteversion) by foot shape, thigh-foot angle and hip rotation; check hips, spine, neurology and development; reassure for symmetrical painless in-toeing with normal milestones, as most resolve by 8 to 10 years; refer a rigid metatarsus adductus, asymmetry, pain, a limp, neurological signs or persistence beyond 8 years to orthopaedics.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A carer’s day for an appointment if needed.' },
    referrals: [
      GP_REVIEW('an examination of the hips, legs and feet'),
      SPECIALIST(
        'Paediatric orthopaedic surgeon',
        'a stiff foot, one side only, pain or a limp, or in-toeing beyond 8 years',
      ),
    ],
    advice: [
      'Special shoes, inserts and braces do not change how the legs grow.',
      'W-sitting is not harmful; offer other positions if you like.',
    ],
  },
  {
    condition: 'pregnancy_rhinitis',
    care: 'Rinse the nose with saltwater spray or rinses several times a day, raise the head of the bed, and exercise gently, which opens the nose. Nasal strips can help at night.',
    seekHelp:
      'you have a fever, face pain, thick coloured discharge, nosebleeds that will not stop, trouble breathing, or snoring with stopped breathing at night',
    approach:
      'Rhinitis of pregnancy (ENT guidelines; Pregnancy care guidelines; Murtagh): nasal congestion for 6 weeks or more in pregnancy without infection or allergy; exclude allergic rhinitis, sinusitis and rhinitis medicamentosa; saline irrigation, head elevation, exercise and nasal dilator strips first; an intranasal corticosteroid (budesonide or mometasone) if needed; avoid decongestant sprays beyond 3 days and oral decongestants; resolves within 2 weeks of the birth; screen for sleep-disordered breathing.',
    investigations: [],
    medications: [
      { ...SALINE_NASAL_SPRAY, duration: 'for the rest of the pregnancy as needed' },
      {
        name: 'Budesonide nasal spray',
        dose: '64 micrograms in each nostril',
        route: 'nasal',
        frequency: 'once or twice a day',
        duration: 'while needed in pregnancy',
        cautions: 'Used in pregnancy; nosebleeds and dryness. Aim the spray away from the middle of the nose.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day if poor sleep makes work unsafe.' },
    referrals: [GP_REVIEW('at the next antenatal visit if it is troublesome')],
    advice: [
      'It is caused by pregnancy hormones and extra blood flow and goes within two weeks of the birth.',
      'Avoid decongestant nose sprays for more than 3 days, which make congestion worse.',
    ],
  },
  {
    condition: 'skin_tear',
    care: 'Rinse with clean water or saline, gently roll the flap back into place with a damp cotton bud, and cover with a non-stick silicone dressing; do not use adhesive strips or tape on the skin. Mark an arrow on the dressing showing the direction to peel it off (away from the flap), and keep the leg raised.',
    seekHelp:
      'the bleeding will not stop with 10 minutes of pressure, the wound is deep or dirty, the skin around it becomes red, hot, swollen or smelly, or you have a fever',
    approach:
      'Skin tear (ISTAP classification; Murtagh; eTG wound management): control bleeding, clean, realign the viable flap (type 1 and 2) without sutures or adhesive strips, silicone or foam dressing left 5 days, arrow marking direction of removal; tetanus status; check anticoagulation; address causes (falls, shear, dry skin, steroids) with emollients twice daily, limb protectors and padded furniture; review non-healing tears over 4 weeks.',
    investigations: [],
    medications: [{ ...PARACETAMOL, duration: 'while sore' }],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a carer’s day may be needed for an older relative.' },
    referrals: [
      GP_REVIEW('wound check and dressing within 5 days, and a tetanus booster if due', 'urgent'),
      SPECIALIST('Community or practice nurse', 'dressing changes until healed'),
    ],
    advice: [
      'Moisturise the arms and legs twice a day to strengthen the skin.',
      'Long sleeves, long trousers or shin guards and padding on furniture edges help prevent more tears.',
      'Do not pull dressings off towards the flap.',
    ],
  },
  {
    condition: 'trichotillomania',
    care: 'Notice when and where the pulling happens (often when bored, stressed or reading) and keep your hands busy then, with a fidget toy or stress ball; gloves, plasters on fingertips or a beanie can block the habit. Be kind to yourself: it is a common condition, not a choice.',
    seekHelp:
      'you feel hopeless or have thoughts of harming yourself, you are swallowing the hair, have stomach pain or vomiting, or the pulling is taking over your day',
    approach:
      'Trichotillomania (RANZCP obsessive-compulsive and related disorders; DermNet; Oxford Handbook of General Practice): patchy hair loss with broken hairs of varying length; exclude alopecia areata and tinea capitis; screen for depression, anxiety, OCD and self-harm; habit reversal therapy (awareness, competing response) or CBT with a psychologist under a mental health care plan; N-acetylcysteine has modest evidence; SSRIs for co-existing depression or OCD; ask about trichophagia (abdominal pain, vomiting: bezoar).',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day for appointments.' },
    referrals: [
      GP_REVIEW('a mental health care plan and check for anxiety or depression'),
      SPECIALIST('Psychologist', 'habit reversal therapy or cognitive behavioural therapy'),
    ],
    advice: [
      'Hair usually grows back once the pulling stops.',
      'The TLC Foundation for Body-Focused Repetitive Behaviors has self-help resources.',
      'If you feel unsafe, call Lifeline on 13 11 14.',
    ],
  },
  {
    condition: 'neuroleptic_malignant_syndrome',
    emergency: true,
    care: 'Call 000 now. Do not give any more of the antipsychotic medicine. Keep the person cool and take all their medicines (or a list) to hospital.',
    seekHelp:
      'anyone on an antipsychotic has a fever with stiff muscles, confusion or drowsiness: this needs an ambulance now',
    approach:
      'Neuroleptic malignant syndrome (AMH; eTG psychotropic toxicity; Rosen’s): stop all dopamine antagonists (restart levodopa if withdrawn); ABCs, cooling, IV fluids, CK, kidney function, electrolytes, monitoring for rhabdomyolysis, arrhythmia and DIC; benzodiazepines for agitation; bromocriptine or dantrolene in severe cases on toxicology advice; ICU; exclude serotonin toxicity, malignant hyperthermia, sepsis, meningitis and encephalitis; no rechallenge for at least 2 weeks and then a low-potency agent slowly.',
    investigations: [
      {
        name: 'CK, kidney function, electrolytes, full blood count',
        subtype: 'pathology',
        when: 'in the emergency department',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Admission and recovery; the treating team advises.' },
    referrals: [ED_NOW('fever, rigidity and confusion on an antipsychotic (neuroleptic malignant syndrome)')],
    advice: [
      'Record this reaction as an allergy-type alert so the medicine is not restarted without care.',
      'Any future antipsychotic should be started at a low dose with close monitoring.',
    ],
  },
  {
    condition: 'lithium_toxicity',
    emergency: true,
    care: 'Go to the emergency department now or call 000 if there is confusion, drowsiness or unsteadiness. Do not take another lithium dose until a doctor has checked your level. Bring your tablets and a list of all your medicines.',
    seekHelp:
      'someone on lithium becomes unsteady, confused, very drowsy, slurs their speech, twitches, has a fit, or cannot keep fluids down',
    approach:
      'Lithium toxicity (eTG toxicology; AMH; Rosen’s): hold lithium; serum lithium (12 hours post-dose if possible), kidney function, electrolytes, TSH, calcium, ECG; IV fluids for volume depletion; stop interacting drugs (thiazides, ACE inhibitors, ARBs, NSAIDs); haemodialysis for severe neurological toxicity, kidney impairment or high levels on toxicology advice; no activated charcoal; neurological signs can lag behind the level; review dose and monitoring before restarting with the psychiatrist.',
    investigations: [
      {
        name: 'Serum lithium level, kidney function, electrolytes',
        subtype: 'pathology',
        when: 'now, in the emergency department',
      },
      { name: 'ECG', subtype: 'other', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Admission and recovery; longer if neurological symptoms persist.' },
    referrals: [
      ED_NOW('signs of lithium toxicity (unsteady, confused, drowsy, coarse tremor or vomiting on lithium)'),
      SPECIALIST('Treating psychiatrist', 'review of lithium dosing and monitoring after recovery', 'urgent'),
    ],
    advice: [
      'Vomiting, diarrhoea, heat and not drinking enough raise lithium levels: hold a dose and get a level checked if unwell.',
      'Tell every prescriber you take lithium: water tablets, some blood pressure medicines and anti-inflammatories raise the level.',
      'Have your lithium level and kidney function checked regularly as advised.',
    ],
  },
  {
    condition: 'ccb_ankle_oedema',
    care: 'Raise your legs when sitting, walk often and avoid standing still for long; keep taking the tablet until you have spoken with your doctor, as stopping it suddenly can raise your blood pressure.',
    seekHelp:
      'you become short of breath, cannot lie flat, wake breathless, one calf becomes painful, red or swollen, the swelling spreads above the knees, or the skin breaks down',
    approach:
      'Calcium channel blocker oedema (AMH; NICE CKS hypertension; Murtagh): dose-related precapillary vasodilatation, commonest with dihydropyridines (amlodipine, felodipine, nifedipine) at higher doses and in women; exclude heart failure, venous disease, DVT, kidney, liver and thyroid causes (examination, urine protein, kidney and liver function if unclear); diuretics do not help; reduce the dose, switch to a lipophilic agent (lercanidipine) or another class, or add an ACE inhibitor or ARB; recheck blood pressure within 2 to 4 weeks of a change.',
    investigations: [
      {
        name: 'Urine albumin-to-creatinine ratio, kidney and liver function',
        subtype: 'pathology',
        when: 'if the cause is in doubt',
      },
      { name: 'Blood pressure check', subtype: 'other', when: '2 to 4 weeks after a change of medicine' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [GP_REVIEW('to review the blood pressure medicine and examine the legs and heart')],
    advice: [
      'Fluid tablets do not help this kind of swelling; a dose change or a different medicine does.',
      'The swelling usually settles within weeks of the change.',
    ],
  },
  {
    condition: 'stingray_injury',
    care: 'Rinse the wound, then soak it in hot water that is comfortable to your other hand (about 45 °C, not scalding) for 30 to 90 minutes, which eases the pain. Do not pull out any barb lodged deeply, and see a doctor today for cleaning and checks for pieces of barb.',
    seekHelp:
      'the barb went into the chest, belly or neck, you feel faint, short of breath or have chest pain, the bleeding will not stop, or the wound becomes red, hot, swollen or oozing in the days after',
    approach:
      'Stingray injury (eTG marine envenoming; Oxford Handbook of Emergency Medicine): hot water immersion for pain, parenteral opioids or regional block if needed; explore, irrigate and debride the wound; X-ray or ultrasound for retained barb and sheath; leave heavily contaminated wounds open or loosely closed; tetanus; antibiotics for marine wounds that are deep, contaminated or in the immunocompromised (doxycycline plus ciprofloxacin on eTG advice); chest or abdominal penetration is a surgical emergency.',
    investigations: [
      {
        name: 'X-ray or ultrasound for retained barb',
        subtype: 'imaging',
        when: 'in the emergency department or GP clinic',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'while sore' },
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'A few days off for a foot wound that needs elevation and dressings; longer for manual or wet work.',
    },
    referrals: [
      ED_TODAY('a stingray wound for cleaning, pain relief and a check for barb fragments'),
      ED_NOW('a stingray barb in the chest, abdomen or neck, or faintness or breathlessness'),
      GP_REVIEW('wound check in 2 to 3 days and a tetanus booster if due'),
    ],
    advice: [
      'Shuffle your feet when wading in shallow water so rays swim away.',
      'Stingray wounds easily become infected; watch for increasing redness and pus.',
    ],
  },
  {
    condition: 'tick_paralysis',
    emergency: true,
    care: 'Call 000 now. If the tick is still attached, kill it where it is with an ether-containing spray (for allergy to ticks, freeze it) or have it removed at hospital; do not squeeze or pull it off with fingers. Keep the person lying down and watch their breathing.',
    seekHelp:
      'after a tick bite a child or adult becomes unsteady, weak, has droopy eyelids, double vision, a weak voice, trouble swallowing or breathing: this needs an ambulance now',
    approach:
      'Tick paralysis (RCH tick bite; eTG; ASCIA): Ixodes holocyclus toxin causes ascending flaccid paralysis, ataxia and cranial nerve palsies, worse for 24 to 48 hours after removal; search the whole body (scalp, ears, skin folds) for more ticks; remove by freezing or killing in place; admit and monitor respiratory function, swallowing and bulbar signs; ventilatory support if needed; tick antitoxin is no longer available; distinguish Guillain-Barré syndrome and botulism.',
    investigations: [{ name: 'Respiratory function monitoring', subtype: 'other', when: 'in hospital' }],
    medications: [],
    certificate: { suggestedDays: 5, note: 'Admission and recovery; a carer’s certificate for a child.' },
    referrals: [ED_NOW('weakness, unsteadiness or droopy eyelids after a tick bite (tick paralysis)')],
    advice: [
      'Check children all over, including the scalp and behind the ears, after being in the bush on the east coast.',
      'Freeze or kill ticks in place rather than pulling them off.',
      'Permethrin-treated clothing and repellent reduce tick bites.',
    ],
  },
  {
    condition: 'mammalian_meat_allergy',
    care: 'Avoid red meat (beef, lamb, pork, kangaroo, venison) and products made from it, such as gelatine, until you have seen a doctor; some people also react to dairy. Non-drowsy antihistamines ease hives. Prevent further tick bites and kill any tick in place by freezing before removing it.',
    seekHelp:
      'you have swelling of the tongue or throat, trouble breathing or swallowing, a hoarse voice, wheeze, collapse or feel faint after eating: call 000 and use an adrenaline injector if you have one',
    approach:
      'Mammalian meat allergy (ASCIA; eTG): delayed (3 to 6 hours) urticaria, angioedema, gastrointestinal symptoms or anaphylaxis after mammalian meat, in people with tick bites; alpha-gal specific IgE; avoid mammalian meat, offal and gelatine (and sometimes dairy, some medicines and gelatine-containing vaccines and colloids); ASCIA action plan; adrenaline autoinjector if anaphylaxis has occurred; prevent tick bites (freeze-and-remove); allergist referral; may remit over years without further bites.',
    investigations: [
      { name: 'Alpha-gal specific IgE blood test', subtype: 'pathology', when: 'to confirm the diagnosis' },
    ],
    medications: [
      {
        name: 'Cetirizine',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once a day when required',
        duration: 'for reactions, as needed',
        cautions: 'Mild drowsiness in some. Does not treat anaphylaxis: adrenaline does.',
      },
      {
        name: 'Adrenaline (epinephrine) autoinjector',
        dose: '300 micrograms (children 15 to 30 kg: 150 micrograms)',
        route: 'intramuscular (outer thigh)',
        frequency: 'once for anaphylaxis, a second dose after 5 minutes if no better',
        duration: 'carry two at all times if prescribed',
        cautions:
          'For anaphylaxis only; call 000 after use. Prescribed after an anaphylactic reaction, with an ASCIA action plan.',
        needsMoreInfo: 'whether any reaction has included breathing or circulation problems',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'A day after a reaction if needed.' },
    referrals: [
      GP_REVIEW('blood test for alpha-gal and an ASCIA action plan'),
      SPECIALIST('Clinical immunologist or allergist', 'confirmation and a plan, especially after anaphylaxis'),
    ],
    advice: [
      'Reactions come hours after the meal, often at night, which makes the link easy to miss.',
      'Chicken, fish and other seafood are safe.',
      'Tell doctors before surgery or vaccination: some products contain gelatine or mammalian ingredients.',
    ],
  },
  {
    condition: 'priapism',
    emergency: true,
    care: 'Go to the emergency department now: after 4 hours the blood trapped in the penis starts to damage it. Cold packs, gentle exercise such as climbing stairs, or passing urine may help on the way, but do not delay.',
    seekHelp: 'an erection lasts more than 4 hours or is painful and will not go down, whatever the cause',
    approach:
      'Priapism (eTG; Oxford Handbook of Emergency Medicine; Rosen’s): distinguish ischaemic (painful, rigid; after intracavernosal injection, PDE5 inhibitors, sickle cell disease, antipsychotics, trazodone, cocaine) from non-ischaemic (painless, after perineal trauma) by history and cavernosal blood gas; ischaemic priapism: dorsal penile block, corporal aspiration and irrigation, then intracavernosal phenylephrine with monitoring; urology for failure; sickle cell crisis management in parallel; review the cause and medicines.',
    investigations: [
      { name: 'Cavernosal blood gas', subtype: 'pathology', when: 'in the emergency department' },
      { name: 'Full blood count and sickle screen', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'A few days after treatment; the treating team advises.' },
    referrals: [
      ED_NOW('an erection lasting more than 4 hours (priapism)'),
      SPECIALIST('Urologist', 'aspiration that fails, or recurrent priapism', 'urgent'),
    ],
    advice: [
      'Tell the doctor about any erection injections, tablets, recreational drugs and all medicines.',
      'If you use injections for erections, your prescriber will give a plan for an erection that will not go down.',
    ],
  },
  {
    condition: 'penile_fracture',
    emergency: true,
    care: 'Go to the emergency department now: this needs an operation, ideally within a day, to protect erections and passing urine. Use a cold pack wrapped in a cloth on the way. Do not have sex.',
    seekHelp:
      'there is a crack or pop with sudden pain, loss of the erection and swelling or bruising of the penis during sex or an erection: this needs the emergency department now',
    approach:
      'Penile fracture (Oxford Handbook of Emergency Medicine; Rosen’s; eTG): clinical diagnosis (snap, detumescence, aubergine deformity); blood at the meatus, haematuria or retention suggest urethral injury (retrograde urethrogram or cystoscopy, no blind catheter); ultrasound or MRI if doubt; analgesia; urgent urology for surgical exploration and repair of the tunica albuginea within 24 hours, which lowers curvature and erectile dysfunction.',
    investigations: [
      { name: 'Ultrasound of the penis', subtype: 'imaging', when: 'if the diagnosis is unclear' },
      { name: 'Urine test for blood', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'About a week after surgery; no sex for 4 to 6 weeks.' },
    referrals: [
      ED_NOW('a crack and swelling of the penis during sex (penile fracture)'),
      SPECIALIST('Urologist', 'surgical repair', 'immediate'),
    ],
    advice: [
      'Early surgery gives the best chance of normal erections and a straight penis.',
      'Avoid sex for 4 to 6 weeks after repair, as advised by the surgeon.',
    ],
  },
  {
    condition: 'retained_tampon',
    care: 'Wash your hands, squat or put one foot on the toilet, and gently feel for the tampon with two fingers; if you can reach it, pull it out slowly. If you cannot, see a GP or sexual health clinic today. Do not put another tampon in.',
    seekHelp:
      'you have a fever, a rash like sunburn, vomiting, diarrhoea, dizziness or feel faint or very unwell (signs of toxic shock), or you have lower tummy pain',
    approach:
      'Retained tampon (Oxford Handbook of General Practice; Murtagh; RANZCOG): speculum examination and removal with sponge forceps, sealing the tampon in a bag immediately for odour; check for further fragments; no antibiotics routinely; screen for toxic shock syndrome (fever, hypotension, rash, multi-organ features: ED now); offer STI testing if indicated; the discharge and odour settle within days.',
    investigations: [
      { name: 'Speculum examination', subtype: 'other', when: 'today, if the tampon cannot be removed at home' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for the appointment if needed.' },
    referrals: [
      GP_REVIEW('removal of a tampon that cannot be reached', 'urgent'),
      ED_NOW('fever, rash, vomiting or faintness with a tampon in (possible toxic shock)'),
    ],
    advice: [
      'Change tampons every 4 to 8 hours and use the lowest absorbency you need.',
      'Setting a phone reminder near the end of a period helps avoid forgetting the last one.',
    ],
  },
  {
    condition: 'flexor_tenosynovitis',
    emergency: true,
    care: 'Go to the emergency department now: this infection can destroy the tendon within hours and needs antibiotics through a drip and often an operation today. Keep the hand raised above the heart, take off rings, and do not eat in case of surgery.',
    seekHelp:
      'a finger becomes swollen all along, held bent, and very painful to straighten, especially after a cut, thorn or bite: this needs the emergency department now',
    approach:
      'Infective flexor tenosynovitis (eTG hand infections; Oxford Handbook of Emergency Medicine; Rosen’s): Kanavel signs (fusiform swelling, flexed posture, sheath tenderness, pain on passive extension); IV flucloxacillin (or cefazolin), plus cover for bites as per eTG; elevation, splinting; X-ray for foreign body; urgent hand surgery for sheath irrigation; early surgery protects function.',
    investigations: [
      { name: 'X-ray of the hand', subtype: 'imaging', when: 'in the emergency department' },
      { name: 'Full blood count, CRP and blood cultures', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Time off for admission, surgery and hand therapy; manual workers often need longer.',
    },
    referrals: [
      ED_NOW('a swollen finger held bent after a wound or bite (flexor tendon sheath infection)'),
      SPECIALIST('Hand surgeon', 'urgent washout of the tendon sheath', 'immediate'),
    ],
    advice: [
      'Hand therapy after the infection helps the finger bend and straighten fully again.',
      'Puncture wounds and bites of the fingers should be seen early.',
    ],
  },
  {
    condition: 'fight_bite',
    care: 'See a doctor today, even if the cut looks small: a tooth wound over a knuckle often reaches the joint or tendon. Wash it under running water for several minutes, cover it, keep the hand raised and take off rings.',
    seekHelp:
      'the hand becomes more swollen, red, hot or painful, pus comes out, you cannot bend or straighten a finger, red streaks spread up the arm, or you have a fever',
    approach:
      'Clenched-fist (fight bite) injury (eTG bite wounds; Oxford Handbook of Emergency Medicine; Rosen’s): assume joint or tendon involvement; examine the wound through the range of movement (the tendon moves away from the skin wound), X-ray for fracture and tooth fragments; irrigate, debride, leave open; amoxicillin-clavulanate (metronidazole with doxycycline or cotrimoxazole in penicillin allergy as per eTG) prophylactically for 5 days; tetanus; consider HIV, hepatitis B and C exposure; any established infection, joint or tendon injury: hand surgery and IV antibiotics.',
    investigations: [
      { name: 'X-ray of the hand', subtype: 'imaging', when: 'for fracture or a tooth fragment' },
      {
        name: 'Blood-borne virus testing',
        subtype: 'pathology',
        when: 'if the other person’s status is unknown or at risk',
      },
    ],
    medications: [AMOXICILLIN_CLAVULANATE, { ...PARACETAMOL, duration: 'while sore' }],
    certificate: { suggestedDays: 3, note: 'Several days for manual work; longer if surgery is needed.' },
    referrals: [
      ED_TODAY('a knuckle wound from a tooth, for cleaning, an X-ray and antibiotics'),
      SPECIALIST('Hand surgeon', 'an infected wound, a joint or tendon injury', 'urgent'),
    ],
    advice: [
      'These wounds look minor but infect easily; finish the antibiotic course.',
      'A tetanus booster may be needed.',
    ],
  },
  {
    condition: 'cryptosporidiosis',
    care: 'Drink plenty of fluids, using oral rehydration solution for children or if you are going often; eat as you feel able. Wash hands with soap after the toilet and before food, and do not swim for 2 weeks after the diarrhoea stops; stay home from work, school or childcare until 48 hours after the last loose stool.',
    seekHelp:
      'there is blood in the poo, you cannot keep fluids down, you pass little urine or feel dizzy, a child is drowsy or floppy, it lasts more than 3 weeks, or you have a weakened immune system',
    approach:
      'Cryptosporidiosis (CDNA; NICE CKS gastroenteritis; eTG): watery diarrhoea 1 to 3 weeks, often after recreational water, calves or childcare; stool PCR; notifiable; oral rehydration, no routine antimicrobials; nitazoxanide for severe or prolonged illness on infectious diseases advice, specialist care in immunosuppression; exclusion from food handling, childcare and swimming as per public health.',
    investigations: [
      {
        name: 'Faecal multiplex PCR',
        subtype: 'pathology',
        when: 'diarrhoea over 7 days, a pool or childcare outbreak, or a food handler',
      },
    ],
    medications: [
      {
        name: 'Oral rehydration solution',
        dose: '200 to 400 mL after each loose stool (child 10 mL/kg)',
        route: 'oral',
        frequency: 'after each loose stool, sipped',
        duration: 'until the diarrhoea settles',
        cautions:
          'Made up exactly as directed; not a replacement for medical review if a child is drowsy or not passing urine.',
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Off work, school or childcare until 48 hours after the last loose stool; food handlers may need clearance.',
    },
    referrals: [
      GP_REVIEW('a stool test if it lasts over a week or you work with food, children or in health care', 'urgent'),
      ED_TODAY('dehydration that fluids by mouth do not fix'),
    ],
    advice: [
      'Chlorine does not kill Cryptosporidium: no swimming for 2 weeks after the diarrhoea stops.',
      'Symptoms can come and go for up to a month.',
    ],
  },
  {
    condition: 'hallux_rigidus',
    care: 'Wear firm, stiff-soled shoes with a roomy toe box (or a rocker sole), avoid high heels, and use ice and a simple pain reliever after activity. Cycling and swimming are easier on the toe than running.',
    seekHelp:
      'the joint becomes red, hot and swollen suddenly, you have a fever, or the pain stops you walking despite good shoes',
    approach:
      'Hallux rigidus (Murtagh; Oxford Handbook of General Practice; MSK guidelines): first MTP joint osteoarthritis; reduced dorsiflexion, dorsal osteophyte, pain at toe-off; weight-bearing X-ray; footwear (stiff sole, rocker bottom, deep toe box), carbon-fibre insert or Morton’s extension orthoses by a podiatrist, activity modification, topical or oral NSAIDs, intra-articular corticosteroid for flares; orthopaedic referral (cheilectomy, fusion) for persistent pain.',
    investigations: [
      { name: 'Weight-bearing X-ray of the foot', subtype: 'imaging', when: 'to confirm and grade, if not settling' },
    ],
    medications: [
      {
        name: 'Diclofenac 1% gel',
        dose: '2 to 4 g',
        route: 'topical',
        frequency: 'three to four times a day',
        duration: 'up to 2 weeks, then review',
        cautions: 'Not on broken skin; wash hands after. Fewer side effects than tablets.',
      },
      { ...PARACETAMOL, duration: 'when needed' },
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day for a flare in standing work.' },
    referrals: [
      SPECIALIST('Podiatrist', 'footwear advice and orthoses'),
      SPECIALIST(
        'Orthopaedic foot and ankle surgeon',
        'pain that persists despite 3 to 6 months of footwear and orthoses',
      ),
      PHYSIO('joint mobility and gait advice'),
    ],
    advice: [
      'A stiff shoe stops the painful bending of the toe joint with every step.',
      'It is wear and tear of the joint, not gout: it does not come in sudden red, hot attacks.',
    ],
  },
  {
    condition: 'sleep_paralysis',
    care: 'Sleep paralysis is harmless and passes within a minute or two. Keep regular sleep and wake times, get enough sleep, avoid sleeping on your back, and limit alcohol and caffeine late in the day. During an episode, try to stay calm and move a finger or toe, or your eyes.',
    seekHelp:
      'you fall asleep suddenly during the day, your knees buckle or you collapse with laughter or strong emotion, you have weakness of one side of the body or face, slurred speech, fits, or episodes that are frequent and distressing',
    approach:
      'Isolated sleep paralysis (Oxford Handbook of General Practice; Murtagh; Harrison): a REM parasomnia with preserved awareness, often with hypnopompic hallucinations; explain and reassure; sleep hygiene, regular schedule, treat sleep deprivation, shift-work effects, anxiety, PTSD and alcohol use; ask about excessive daytime sleepiness and cataplexy (narcolepsy: sleep physician referral); frequent distressing episodes may respond to CBT.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      GP_REVIEW('if episodes are frequent or distressing, or there is daytime sleepiness'),
      SPECIALIST('Sleep physician', 'daytime sleep attacks or collapse with emotion (possible narcolepsy)'),
    ],
    advice: [
      'Up to a third of young adults have had it at least once, especially with too little sleep or shift work.',
      'It cannot stop your breathing or harm you.',
    ],
  },
  {
    condition: 'infant_dyschezia',
    childhood: true,
    care: 'Your baby is learning to push and relax the bottom at the same time; it settles without treatment, usually by 9 months. Comfort the baby and cycle the legs or do gentle tummy massage if it helps. Avoid thermometers, cotton buds or fingers in the bottom, and do not use laxatives.',
    seekHelp:
      'the poos become hard or pellet-like, there is blood in the nappy, the tummy swells, there is vomiting (especially green), poor feeding or poor weight gain, or a fever',
    approach:
      'Infant dyschezia (Rome IV; RCH constipation; Nelson): an infant under 9 months straining and crying for 10 minutes or more before soft stools, otherwise healthy; examine for growth, abdominal distension and anal anomalies; reassure; avoid rectal stimulation and laxatives, which delay learning; consider constipation, anal fissure, Hirschsprung disease (delayed meconium, distension) or cow’s milk protein allergy when features differ.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A carer’s day is rarely needed.' },
    referrals: [GP_REVIEW('a check of growth and the tummy if worried, or if it continues beyond 9 months')],
    advice: [
      'Soft poos mean the baby is not constipated, even with a lot of straining.',
      'Straining and going red in the face before a poo is normal in young babies.',
    ],
  },
];
