import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW, ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * An eleventh set of presentations: tarsal tunnel syndrome, drug-induced parkinsonism, akathisia, a cholesteatoma,
 * otomycosis, a nasal septal haematoma, a third nerve palsy, endophthalmitis, lymphoedema, bacterial tracheitis, bile
 * acid diarrhoea, a lactational breast abscess, chorioamnionitis, a quadriceps tendon rupture, peroneal
 * tendinopathy, erythrasma, orf, perianal streptococcal dermatitis, cyclical vomiting syndrome, opioid withdrawal,
 * hypomagnesaemia, a thyroglossal duct cyst, a blue-ringed octopus bite and sexually transmitted proctitis
 * (Therapeutic Guidelines; Australian Medicines Handbook; ASHM; RCH Clinical Practice Guidelines; RANZCOG; RANZCO;
 * ANZCOR; NICE CKS; OHCM; Murtagh's General Practice; Oxford Handbook of Emergency Medicine; DermNet).
 */

const SPECIALIST = (to: string, reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'specialist',
  to,
  urgency,
  reason,
});

const FLUCLOXACILLIN: Medication = {
  name: 'Flucloxacillin',
  dose: '500 mg',
  route: 'oral',
  frequency: 'every 6 hours, on an empty stomach',
  duration: '5 to 10 days, guided by the response after drainage',
  cautions:
    'Not with penicillin allergy; cholestatic jaundice is rare (more over 50 and with longer courses). Safe while breastfeeding; the baby may have looser stools.',
  needsMoreInfo: 'allergies, and whether the abscess has been aspirated or drained',
};

const CEFALEXIN: Medication = {
  name: 'Cefalexin',
  dose: '500 mg',
  route: 'oral',
  frequency: 'every 6 hours',
  duration: '5 to 10 days, guided by the response after drainage',
  cautions:
    'For a penicillin allergy that was not immediate (no hives, swelling or anaphylaxis); with an immediate allergy clindamycin is used instead. Safe while breastfeeding.',
  alternative: true,
};

const AMOXICILLIN_CLAVULANATE: Medication = {
  name: 'Amoxicillin with clavulanic acid',
  dose: '875 mg + 125 mg (child 22.5 mg/kg amoxicillin component, up to the adult dose)',
  route: 'oral',
  frequency: 'twice daily with food',
  duration: '7 days, then review',
  cautions:
    'Not with penicillin allergy; diarrhoea and thrush are common. An infected cyst is not cut open in the practice: it is removed later by a surgeon.',
  needsMoreInfo: 'allergies, the weight of a child, and whether breathing or swallowing is affected',
};

const ONDANSETRON: Medication = {
  name: 'Ondansetron (orally disintegrating tablet)',
  dose: '4 to 8 mg (child 0.15 mg/kg, up to 4 mg)',
  route: 'oral, dissolved on the tongue',
  frequency: 'every 8 hours when needed',
  duration: 'during a bout, usually 1 to 3 days',
  cautions:
    'Constipation and headache; avoid with a long QT interval. Vomiting that goes on, green vomit, a swollen tummy or drowsiness needs the emergency department.',
};

const LOPERAMIDE: Medication = {
  name: 'Loperamide',
  dose: '2 mg (4 mg for the first dose)',
  route: 'oral',
  frequency: 'after each loose stool (maximum 16 mg a day)',
  duration: 'short term, when needed',
  cautions: 'Not with blood in the stool or a fever; stop with a swollen tummy or constipation. Not for children.',
};

export const EVERYDAY_PRESENTATIONS_11: ConditionManagement[] = [
  {
    condition: 'tarsal_tunnel_syndrome',
    care: 'Wear supportive, well-fitting shoes (an arch support helps flat feet), avoid long periods standing where you can, and ease activity that brings on the burning. Simple pain relief can help.',
    seekHelp:
      'the foot becomes weak, you cannot lift the toes, the numbness spreads up the leg or to both feet, or there is back pain with numbness between the legs or trouble passing urine',
    approach:
      'Tarsal tunnel syndrome (Murtagh; Oxford Handbook of General Practice): tibial nerve entrapment behind the medial malleolus; burning and paraesthesia of the sole, Tinel sign; look for flat feet, ganglion, varicosities or past ankle injury; exclude lumbar radiculopathy and peripheral neuropathy (glucose, B12); orthotics, activity modification, NSAID, podiatry and physiotherapy; nerve conduction studies and ultrasound or MRI when persistent, then surgical decompression.',
    investigations: [
      { name: 'Nerve conduction studies', subtype: 'other', when: 'if symptoms persist beyond 6 to 8 weeks' },
      { name: 'Ultrasound or MRI of the ankle', subtype: 'imaging', when: 'to look for a ganglion or other mass' },
      { name: 'Glucose, HbA1c and vitamin B12', subtype: 'pathology', when: 'to exclude a neuropathy' },
    ],
    medications: [PARACETAMOL, IBUPROFEN],
    certificate: {
      suggestedDays: 1,
      note: 'Rarely needed; a day or adjusted duties for work that is mostly standing while it settles.',
    },
    referrals: [
      GP_REVIEW('examination of the foot and Tinel sign; nerve tests if not settling'),
      SPECIALIST('Podiatrist', 'orthotics for flat feet or heel position'),
      PHYSIO('nerve gliding and foot and ankle strengthening'),
    ],
    advice: [
      'Most tarsal tunnel symptoms settle with the right footwear, orthotics and time.',
      'Surgery to free the nerve is only for symptoms that do not settle or with a ganglion pressing on the nerve.',
    ],
  },
  {
    condition: 'drug_induced_parkinsonism',
    care: 'Do not stop an antipsychotic suddenly on your own; contact the doctor who prescribes it soon to review the dose or change the medicine. An anti-sickness tablet (metoclopramide or prochlorperazine) can usually be stopped; ask your doctor or pharmacist. Take care to avoid falls.',
    seekHelp:
      'a fever with stiff muscles and confusion, sudden weakness of one side, a fall with injury, trouble swallowing, or thoughts of self-harm',
    approach:
      'Drug-induced parkinsonism (AMH; eTG Neurology; OHCM): symmetrical bradykinesia and rigidity within weeks to months of a dopamine antagonist (antipsychotic, metoclopramide, prochlorperazine); stop the antiemetic; for an antipsychotic, reduce the dose or change to a lower-risk agent (quetiapine, clozapine, aripiprazole) with the prescriber; anticholinergics only short term; recovery over weeks to months; persistence beyond 6 months suggests unmasked Parkinson disease; exclude neuroleptic malignant syndrome if febrile or rigid and confused.',
    investigations: [
      {
        name: 'Review of all medicines with the pharmacist',
        subtype: 'other',
        when: 'at the first visit',
      },
      {
        name: 'DaT (dopamine transporter) scan',
        subtype: 'imaging',
        when: 'if it persists months after the drug is stopped',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually not needed; longer only if falls or slowness stop usual work.' },
    referrals: [
      GP_REVIEW('medicine review and examination for parkinsonism', 'urgent'),
      SPECIALIST('Psychiatrist', 'antipsychotic dose or choice review', 'urgent'),
      SPECIALIST('Neurologist', 'parkinsonism that persists after the medicine is stopped'),
    ],
    advice: [
      'Medicine-caused stiffness and slowness usually improve over weeks to months once the medicine is stopped or changed.',
      'Tell every doctor and pharmacist about this reaction so the same kind of medicine is not given again without care.',
    ],
  },
  {
    condition: 'akathisia',
    care: 'Contact the doctor who prescribed the medicine today. Do not stop an antipsychotic suddenly on your own. Walking helps relieve the urge to move; avoid caffeine. If you feel agitated or have thoughts of harming yourself, call 000 or Lifeline on 13 11 14.',
    seekHelp:
      'the restlessness becomes unbearable, you have thoughts of self-harm or suicide, or there is a fever, stiff muscles or confusion',
    approach:
      'Akathisia (AMH; RANZCP; eTG): subjective inner restlessness with motor restlessness after starting or increasing an antipsychotic (aripiprazole, risperidone, haloperidol) or after metoclopramide or prochlorperazine; distinguish from agitation, anxiety and restless legs; stop the antiemetic; reduce or change the antipsychotic; propranolol 10 to 20 mg two or three times a day, or a short course of a benzodiazepine; assess suicide risk.',
    investigations: [
      { name: 'Medicine review and suicide risk assessment', subtype: 'other', when: 'at the first contact' },
    ],
    medications: [
      {
        name: 'Propranolol',
        dose: '10 to 20 mg',
        route: 'oral',
        frequency: 'two or three times a day',
        duration: 'while the medicine is being reviewed, usually days to weeks',
        cautions:
          'Not with asthma, a slow pulse, heart block or low blood pressure; can cause tiredness, cold hands and vivid dreams. Check pulse and blood pressure.',
        needsMoreInfo: 'asthma, heart rhythm problems and current blood pressure',
      },
      {
        name: 'Diazepam',
        dose: '2 to 5 mg',
        route: 'oral',
        frequency: 'up to three times a day when needed',
        duration: 'a few days only',
        cautions:
          'Drowsiness; no driving when sedated; never with alcohol or opioids; short courses only because of dependence.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 2, note: 'A few days while the medicine is changed and the restlessness settles.' },
    referrals: [
      SPECIALIST('Psychiatrist or prescribing doctor', 'antipsychotic review for akathisia', 'urgent'),
      GP_REVIEW('review of the medicine and of mood and safety', 'urgent'),
    ],
    advice: [
      'Akathisia is a known side effect and gets better once the medicine is lowered or changed.',
      'The feeling of having to move can be very distressing; tell someone close and your doctor how you are feeling.',
    ],
  },
  {
    condition: 'cholesteatoma',
    care: 'Keep the ear dry (a cotton ball with petroleum jelly in the ear when showering, no swimming) and do not put cotton buds in it. Make an appointment to have the ear examined.',
    seekHelp:
      'you develop dizziness or spinning, weakness of the face, a severe headache, a fever with neck stiffness, swelling or pain behind the ear, or sudden worse hearing',
    approach:
      'Cholesteatoma (ENT guidelines; Murtagh): painless persistent or recurrent offensive otorrhoea unresponsive to drops, conductive hearing loss, attic retraction pocket or keratin debris on otoscopy; audiometry; prompt ENT referral for microscopy, CT of the temporal bone and surgical removal (mastoidectomy); urgent with vertigo, facial palsy, headache or signs of intracranial spread.',
    investigations: [
      { name: 'Audiogram (hearing test)', subtype: 'other', when: 'before the ENT appointment' },
      { name: 'Ear swab', subtype: 'pathology', when: 'if the discharge is heavy or infected' },
      { name: 'CT scan of the temporal bone', subtype: 'imaging', when: 'arranged by the ENT surgeon' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'Not usually needed before surgery; about 1 to 2 weeks after an operation.',
    },
    referrals: [
      GP_REVIEW('otoscopy of the ear drum and hearing test', 'urgent'),
      SPECIALIST('ENT surgeon', 'suspected cholesteatoma for microscopy, imaging and surgery', 'urgent'),
    ],
    advice: [
      'A cholesteatoma does not go away with drops; it is removed with an operation, and follow-up checks are needed for years.',
      'Found early, hearing and the ear can usually be protected.',
    ],
  },
  {
    condition: 'otomycosis',
    care: 'Keep the ear dry (cotton ball with petroleum jelly when showering, ear plugs or a swimming cap), stop any antibiotic ear drops, and do not use cotton buds or scratch inside the ear.',
    seekHelp:
      'the ear becomes very painful or swollen, there is a fever, the swelling spreads to the face or behind the ear, hearing suddenly worsens, or you have diabetes or a weak immune system and it is not improving',
    approach:
      'Otomycosis (eTG otitis externa; ENT guidelines; DermNet): itch, fullness and white or black fungal debris after antibiotic drops, swimming or instrumentation; aural toilet (dry mopping or microsuction) is the key step; antifungal-containing drops (flumetasone with clioquinol) twice daily for 7 days after cleaning; check the drum for perforation; refer to ENT if recurrent, perforated or not clearing.',
    investigations: [
      { name: 'Ear swab for fungal culture', subtype: 'pathology', when: 'if it recurs or does not settle' },
    ],
    medications: [
      {
        name: 'Flumetasone pivalate 0.02% with clioquinol 1% ear drops',
        dose: '2 to 3 drops',
        route: 'into the affected ear',
        frequency: 'twice daily, after the ear is cleaned',
        duration: '7 days',
        cautions:
          'Can stain skin, clothes and the hair yellow; not for use with a known hole in the eardrum unless an ENT surgeon advises; stop if the ear becomes more painful.',
        needsMoreInfo: 'whether the eardrum is intact (otoscopy) and if the canal needs cleaning first',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_REVIEW('ear examination and cleaning of the fungal debris'),
      SPECIALIST('ENT surgeon', 'microsuction for recurrent or resistant otomycosis or a perforated drum'),
    ],
    advice: [
      'Fungal ear infections need the debris cleaned out as well as drops; drops alone often fail.',
      'Antibiotic ear drops feed the fungus: only use them when a doctor advises.',
    ],
  },
  {
    condition: 'nasal_septal_haematoma',
    care: 'Go to an emergency department today. Do not blow your nose hard. A cold pack on the outside of the nose (wrapped in cloth, 20 minutes at a time) can ease the pain.',
    seekHelp:
      'there is a fever, the pain or swelling gets worse, the nose changes shape, there is clear fluid running from the nose, or a nosebleed will not stop with 20 minutes of pressure',
    approach:
      'Nasal septal haematoma (RCH nasal injury; Oxford Handbook of Emergency Medicine; ENT guidelines): bilateral nasal obstruction after trauma with a boggy, fluctuant septal swelling on anterior rhinoscopy; same-day incision and drainage (ENT) with nasal packing and antibiotic cover to prevent septal abscess and cartilage necrosis (saddle deformity); consider non-accidental injury in a young child.',
    investigations: [
      { name: 'Examination inside the nose (anterior rhinoscopy)', subtype: 'other', when: 'today' },
      { name: 'CT of the face', subtype: 'imaging', when: 'only if other facial fractures are suspected' },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 3, note: 'Drainage, packing and follow-up; avoid contact sport for 6 weeks.' },
    referrals: [
      ED_TODAY('nose blocked on both sides after a nose injury (possible septal haematoma)'),
      SPECIALIST('ENT surgeon', 'drainage of a septal haematoma', 'urgent'),
    ],
    advice: [
      'Drained early, a septal haematoma heals well; left, it can become an abscess and collapse the nose.',
      'Wear protection and avoid contact sport until the ENT team says it has healed.',
    ],
  },
  {
    condition: 'third_nerve_palsy',
    emergency: true,
    care: 'Call 000 or go to an emergency department now. Do not drive yourself. Covering one eye can stop the double vision in the meantime.',
    seekHelp:
      'an eyelid droops with double vision, one pupil becomes larger, or there is a sudden severe headache, neck stiffness, drowsiness or weakness',
    approach:
      'Third nerve palsy (OHCM; Oxford Handbook of Emergency Medicine; RANZCO): ptosis, diplopia and a down-and-out eye; a dilated pupil or pain suggests compression by a posterior communicating artery aneurysm: urgent CT with CT angiography (and MRI); a pupil-sparing palsy in a vascular-risk patient is often microvascular but a new palsy is still imaged the same day; check glucose, blood pressure, ESR and CRP (giant cell arteritis over 50); neurosurgical referral for an aneurysm.',
    investigations: [
      { name: 'CT brain with CT angiography', subtype: 'imaging', when: 'immediately in the emergency department' },
      { name: 'MRI brain', subtype: 'imaging', when: 'if the CT angiogram is normal' },
      { name: 'Glucose, HbA1c, ESR and CRP', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Longer with double vision; no driving until the double vision has gone and a doctor agrees.',
    },
    referrals: [
      ED_NOW('new droopy eyelid with double vision (third nerve palsy; exclude an aneurysm)'),
      SPECIALIST('Neurosurgeon or neurologist', 'cause of a third nerve palsy', 'immediate'),
      SPECIALIST('Ophthalmologist', 'follow-up of eye movements and double vision'),
    ],
    advice: [
      'A palsy from small-vessel disease (diabetes or high blood pressure) usually recovers over 3 months.',
      'Do not drive while you have double vision.',
    ],
  },
  {
    condition: 'endophthalmitis',
    emergency: true,
    care: 'Go to the emergency department or your eye surgeon now, today, even at night. Do not wait for a routine appointment. Keep using the eye drops you were given unless told otherwise, and do not rub the eye.',
    seekHelp:
      'after eye surgery or an eye injection, the eye becomes more painful, red, the vision gets worse, or there is discharge or swelling',
    approach:
      'Endophthalmitis (RANZCO; Oxford Handbook of Emergency Medicine; OHCM): pain, redness, lid swelling, reduced acuity and hypopyon days after cataract surgery or intravitreal injection (or a penetrating injury); same-day ophthalmology for vitreous tap and intravitreal antibiotics (vancomycin with ceftazidime), sometimes vitrectomy; sight-threatening within hours.',
    investigations: [
      { name: 'Vitreous tap for culture', subtype: 'pathology', when: 'by the ophthalmologist the same day' },
      { name: 'B-scan ultrasound of the eye', subtype: 'imaging', when: 'if the back of the eye cannot be seen' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Treatment and recovery; longer with lasting loss of vision.' },
    referrals: [
      ED_NOW('painful red eye with worsening vision after eye surgery or an eye injection (possible endophthalmitis)'),
      SPECIALIST('Ophthalmologist', 'intravitreal antibiotics for suspected endophthalmitis', 'immediate'),
    ],
    advice: [
      'Treated within hours, some or much of the sight can often be saved.',
      'After any eye operation or injection, pain and falling vision are always reasons to be seen the same day.',
    ],
  },
  {
    condition: 'lymphoedema',
    care: 'Keep the skin clean and moisturised, protect the limb from cuts, burns, insect bites and sunburn, keep active, raise the limb when resting, and wear any compression garment as fitted. Avoid tight jewellery or sleeves on that side.',
    seekHelp:
      'the limb becomes red, hot and painful or you feel feverish (cellulitis needs antibiotics the same day), there is sudden swelling with calf pain or breathlessness, or a new lump appears',
    approach:
      'Lymphoedema (Murtagh; healthdirect; Oxford Handbook of General Practice): chronic swelling after lymph node dissection or radiotherapy (or primary); exclude DVT, recurrence of cancer, heart, kidney or liver causes and medicines; complex decongestive therapy by a lymphoedema practitioner (manual drainage, bandaging, then fitted compression), skin care and exercise; treat cellulitis early and consider a standby antibiotic for recurrent episodes.',
    investigations: [
      {
        name: 'Duplex ultrasound of the veins',
        subtype: 'imaging',
        when: 'if the swelling came on quickly or with pain',
      },
      {
        name: 'Full blood count, kidney, liver and thyroid function, albumin',
        subtype: 'pathology',
        when: 'at first assessment',
      },
      {
        name: 'Limb circumference or volume measurement',
        subtype: 'other',
        when: 'at baseline and to follow treatment',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually not needed; for appointments with the lymphoedema therapist.' },
    referrals: [
      GP_REVIEW('examination, exclusion of other causes of swelling and a care plan'),
      SPECIALIST('Lymphoedema practitioner', 'decongestive therapy and a fitted compression garment'),
      SPECIALIST('Oncologist or cancer surgeon', 'new lymphoedema after cancer treatment, to exclude recurrence'),
    ],
    advice: [
      'Lymphoedema cannot be cured, but compression, skin care and exercise keep it under control.',
      'Cellulitis is the main risk: act quickly on redness, heat or a fever in the swollen limb.',
    ],
  },
  {
    condition: 'bacterial_tracheitis',
    emergency: true,
    childhood: true,
    care: 'Call 000 now. Keep your child calm and upright on your lap, do not look in the throat, and do not give food or drink while you wait.',
    seekHelp:
      'a child with croup has a high fever, looks very unwell, coughs up thick mucus, is working hard to breathe or is not improving after steroid medicine',
    approach:
      'Bacterial tracheitis (RCH croup guideline; Nelson; Oxford Handbook of Emergency Medicine): croup-like stridor with high fever, toxicity and purulent secretions, failing to respond to dexamethasone or nebulised adrenaline; risk of sudden airway obstruction; minimal handling, senior airway team, endoscopy and intubation as needed; intravenous antibiotics covering Staphylococcus aureus (flucloxacillin or vancomycin with ceftriaxone).',
    investigations: [
      { name: 'Airway endoscopy', subtype: 'other', when: 'by the airway team in theatre' },
      { name: 'Tracheal aspirate culture, blood cultures', subtype: 'pathology', when: 'once the airway is safe' },
    ],
    medications: [],
    certificate: { suggestedDays: 10, note: 'Hospital care and recovery; a carer certificate for the parent.' },
    referrals: [
      ED_NOW('croup with high fever and toxicity not responding to steroid (possible bacterial tracheitis)'),
      SPECIALIST('Paediatric intensive care', 'airway management', 'immediate'),
    ],
    advice: [
      'Bacterial tracheitis is uncommon but serious; with airway support and antibiotics most children recover fully.',
      'Ordinary croup usually improves within hours of the steroid medicine; a child who worsens needs to be seen again.',
    ],
  },
  {
    condition: 'bile_acid_diarrhoea',
    care: 'Smaller, lower-fat meals often help. Drink enough fluid, and keep a diary of bowel motions and foods to show your doctor.',
    seekHelp:
      'there is blood in the stool, weight loss, diarrhoea that wakes you at night, a fever, severe tummy pain, yellow skin or eyes, or you are over 50 with a new change in bowel habit',
    approach:
      'Bile acid diarrhoea (gastroenterology guidelines; NICE CKS chronic diarrhoea; Harrison): chronic watery postprandial diarrhoea after cholecystectomy or ileal resection, or idiopathic; exclude coeliac disease, inflammatory bowel disease, infection, thyroid disease and colorectal cancer (FBC, CRP, coeliac serology, TSH, faecal calprotectin, stool tests, colonoscopy when indicated); a trial of colestyramine is diagnostic and therapeutic; low-fat diet; loperamide for breakthrough.',
    investigations: [
      {
        name: 'Full blood count, CRP, coeliac serology, TSH, liver function',
        subtype: 'pathology',
        when: 'at first assessment',
      },
      {
        name: 'Faecal calprotectin and stool microscopy and culture',
        subtype: 'pathology',
        when: 'at first assessment',
      },
      {
        name: 'Colonoscopy with biopsies',
        subtype: 'other',
        when: 'with red flags, over 50, or a raised calprotectin',
      },
    ],
    medications: [
      {
        name: 'Colestyramine',
        dose: '4 g sachet',
        route: 'oral, mixed in water or juice',
        frequency: 'once daily, increased to two or three times a day if needed',
        duration: 'a 2 to 4 week trial, then long term if it helps',
        cautions:
          'Take other medicines 1 hour before or 4 to 6 hours after (it binds them, including thyroxine and warfarin); bloating and constipation; long use can lower fat-soluble vitamins.',
      },
      LOPERAMIDE,
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; for flare days when the urgency prevents usual work.' },
    referrals: [
      GP_REVIEW('tests to exclude other causes of chronic diarrhoea and a trial of treatment'),
      SPECIALIST('Gastroenterologist', 'colonoscopy with red flags or diarrhoea not responding to treatment'),
    ],
    advice: [
      'Diarrhoea after gallbladder removal is common and usually responds well to a bile acid binder.',
      'A lower-fat diet reduces the bile acids that reach the bowel.',
    ],
  },
  {
    condition: 'lactational_breast_abscess',
    care: 'See a doctor today for an ultrasound and drainage. Keep breastfeeding or expressing from both breasts (it is safe for the baby and helps healing), use cold packs after feeds and take simple pain relief.',
    seekHelp:
      'you feel very unwell, have a high fever or shivers, a racing heart, the redness spreads quickly, or you feel faint or confused',
    approach:
      'Lactational breast abscess (eTG; RANZCOG; healthdirect): a fluctuant tender mass, often after mastitis not settling on antibiotics; breast ultrasound and needle aspiration (repeated as needed) or incision and drainage; send pus for culture (MRSA); flucloxacillin or cefalexin, adjusted to culture; continue breastfeeding or expressing; hospital with sepsis.',
    investigations: [
      { name: 'Breast ultrasound', subtype: 'imaging', when: 'today' },
      { name: 'Culture of the aspirated pus', subtype: 'pathology', when: 'at aspiration' },
      { name: 'Full blood count and CRP', subtype: 'pathology', when: 'if systemically unwell' },
    ],
    medications: [FLUCLOXACILLIN, CEFALEXIN, PARACETAMOL, IBUPROFEN],
    certificate: {
      suggestedDays: 3,
      note: 'Until drained and the fever has settled; longer after a surgical drainage.',
    },
    referrals: [
      ED_TODAY('breast abscess while breastfeeding, for ultrasound-guided drainage'),
      SPECIALIST('Breast surgeon', 'aspiration or drainage of a breast abscess', 'urgent'),
      SPECIALIST('Lactation consultant', 'support to keep breastfeeding during treatment'),
    ],
    advice: [
      'Breastfeeding can continue, including from the affected side unless the drainage site is in the way.',
      'Most abscesses heal after one or more needle drainages without an operation.',
    ],
  },
  {
    condition: 'chorioamnionitis',
    emergency: true,
    care: 'Call 000 or go to your birth suite or emergency department now. Bring your pregnancy record. Do not put anything in the vagina.',
    seekHelp:
      'after the waters break you have a fever, shivers, tummy tenderness, a racing heart, smelly or coloured fluid, or the baby moves less',
    approach:
      'Chorioamnionitis, intra-amniotic infection (RANZCOG; Queensland Clinical Guidelines; Oxford Handbook of Emergency Medicine): maternal fever with uterine tenderness, maternal or fetal tachycardia or offensive liquor, usually after rupture of membranes; sepsis screen, fetal monitoring, intravenous broad-spectrum antibiotics (ampicillin with gentamicin, plus metronidazole after caesarean) and expedited birth; neonatal team for sepsis assessment of the baby.',
    investigations: [
      { name: 'Fetal heart rate monitoring (CTG)', subtype: 'other', when: 'immediately on arrival' },
      {
        name: 'Full blood count, CRP, lactate, blood cultures, high vaginal swab',
        subtype: 'pathology',
        when: 'in the birth suite',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Birth and recovery; maternity leave applies.' },
    referrals: [
      ED_NOW('fever after the waters broke in pregnancy (possible chorioamnionitis)'),
      SPECIALIST('Obstetrician', 'antibiotics and delivery for intra-amniotic infection', 'immediate'),
    ],
    advice: [
      'With prompt antibiotics and birth, mother and baby usually recover well.',
      'After the waters break, check your temperature every 4 hours and report a fever at once.',
    ],
  },
  {
    condition: 'quadriceps_tendon_rupture',
    care: 'Go to an emergency department today. Keep the leg straight and rest it, use crutches if you have them, and put a cold pack on the knee (wrapped, 20 minutes at a time).',
    seekHelp: 'the leg becomes cold, pale or numb, the calf becomes swollen and painful, or the pain becomes severe',
    approach:
      'Quadriceps tendon rupture (Oxford Handbook of Emergency Medicine; Rosen; Murtagh): inability to straight-leg raise or actively extend the knee after eccentric loading, suprapatellar gap, low-lying patella; X-ray and ultrasound or MRI; early surgical repair (ideally within 1 to 2 weeks) with a knee brace in extension; look for risk factors (kidney disease, diabetes, steroids, fluoroquinolones).',
    investigations: [
      { name: 'X-ray of the knee', subtype: 'imaging', when: 'today' },
      { name: 'Ultrasound or MRI of the knee', subtype: 'imaging', when: 'to confirm a complete tear' },
    ],
    medications: [PARACETAMOL, IBUPROFEN],
    certificate: {
      suggestedDays: 14,
      note: 'Surgery and a brace for about 6 weeks; return to physical work after 3 to 6 months.',
    },
    referrals: [
      ED_TODAY('unable to straighten the knee after a pop above the kneecap (possible quadriceps tendon rupture)'),
      SPECIALIST('Orthopaedic surgeon', 'repair of a quadriceps tendon rupture', 'urgent'),
      PHYSIO('rehabilitation after tendon repair'),
    ],
    advice: [
      'Repaired early, most people regain good strength, though recovery takes several months.',
      'Do not drive until the surgeon says it is safe.',
    ],
  },
  {
    condition: 'peroneal_tendinopathy',
    care: 'Reduce running and activity on uneven ground for a few weeks, keep up activity that does not hurt, use a cold pack after activity, and wear supportive shoes. An ankle brace can help.',
    seekHelp:
      'the ankle keeps giving way, there is a painful snapping behind the ankle bone, you cannot bear weight, or it is not improving after 6 weeks',
    approach:
      'Peroneal tendinopathy (musculoskeletal guidelines; Murtagh; Oxford Handbook of General Practice): posterolateral ankle pain and swelling along the peroneal tendons, often after ankle sprains or with a cavus foot; load management, progressive eversion strengthening and balance exercises, bracing or orthotics; ultrasound or MRI for a split tear, subluxation or persistent symptoms; orthopaedic referral for instability or tears.',
    investigations: [
      { name: 'Ultrasound of the peroneal tendons', subtype: 'imaging', when: 'if not improving after 6 weeks' },
      { name: 'MRI of the ankle', subtype: 'imaging', when: 'with snapping, instability or suspected tear' },
    ],
    medications: [PARACETAMOL, IBUPROFEN],
    certificate: { suggestedDays: 1, note: 'Usually not needed; adjusted duties for work that is mostly on the feet.' },
    referrals: [
      PHYSIO('progressive tendon loading, eversion strengthening and balance training'),
      SPECIALIST('Orthopaedic foot and ankle surgeon', 'tendon tear, subluxation or failure of rehabilitation'),
    ],
    advice: [
      'Tendon pain settles with the right amount of load over weeks to months; complete rest slows recovery.',
      'Balance exercises reduce repeat ankle sprains, which strain these tendons.',
    ],
  },
  {
    condition: 'erythrasma',
    care: 'Wash the area daily with soap and water, dry it well, wear loose cotton clothing, and keep the skin folds dry. An antibacterial wash can help prevent it coming back.',
    seekHelp: 'the rash spreads, becomes painful, blistered or weeping, or you develop a fever',
    approach:
      'Erythrasma (DermNet; Murtagh; eTG): well-demarcated brown-pink finely scaly patches in the groin, axillae or toe webs, coral-red fluorescence under a Wood lamp; topical clindamycin or erythromycin for localised disease, oral erythromycin for extensive disease; treat toe-web involvement; manage diabetes, obesity and sweating to prevent recurrence.',
    investigations: [
      { name: 'Wood lamp examination', subtype: 'other', when: 'at the examination' },
      { name: 'Skin scrapings for fungal microscopy', subtype: 'pathology', when: 'if a fungal infection is possible' },
      { name: 'HbA1c or fasting glucose', subtype: 'pathology', when: 'if diabetes has not been tested' },
    ],
    medications: [
      {
        name: 'Clindamycin 1% topical solution',
        dose: 'a thin layer (1%)',
        route: 'on the skin',
        frequency: 'twice daily',
        duration: '2 weeks',
        cautions: 'Can irritate; rarely diarrhoea. Not on broken skin.',
      },
      {
        name: 'Erythromycin',
        dose: '250 mg',
        route: 'oral',
        frequency: 'four times a day',
        duration: '14 days',
        cautions:
          'For widespread erythrasma. Nausea and stomach upset; interacts with many medicines (statins, warfarin, some heart medicines): check before prescribing.',
        alternative: true,
        needsMoreInfo: 'current medicines, for interactions',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [GP_REVIEW('examination of the rash, Wood lamp and a check for diabetes')],
    advice: [
      'Erythrasma is a bacterial, not a fungal, infection, which is why antifungal creams do not clear it.',
      'It can come back; keeping the skin folds dry is the best prevention.',
    ],
  },
  {
    condition: 'orf',
    care: 'Keep the sore clean and covered with a dry dressing, wash your hands after touching it, and wear gloves when handling lambs, sheep or goats. It heals on its own in about 6 weeks.',
    seekHelp:
      'redness spreads, a red line runs up the arm, the sore becomes very painful, you develop a fever or swollen glands in the armpit, or you have a weak immune system',
    approach:
      'Orf (DermNet; Murtagh; communicable disease guidance): parapoxvirus from sheep and goats; a solitary papule-target-nodule on the hand evolving over 6 weeks, self-limiting; keep covered, protect from trauma; treat secondary bacterial infection; erythema multiforme can follow; large or persistent lesions in immunosuppression need dermatology review; gloves for prevention.',
    investigations: [
      { name: 'Swab for viral PCR', subtype: 'pathology', when: 'if the diagnosis is uncertain' },
      { name: 'Bacterial swab', subtype: 'pathology', when: 'if the sore looks infected' },
    ],
    medications: [PARACETAMOL],
    certificate: {
      suggestedDays: 1,
      note: 'Usually not needed if the sore can be covered; avoid handling food uncovered.',
    },
    referrals: [
      GP_REVIEW('confirm the diagnosis and check for secondary infection'),
      SPECIALIST('Dermatologist', 'large or persistent lesions, or in a weakened immune system'),
    ],
    advice: [
      'Orf is caught from animals, not usually from other people, and one attack gives only short-lived protection.',
      'Wear gloves during lambing, bottle feeding and shearing.',
    ],
  },
  {
    condition: 'perianal_streptococcal_dermatitis',
    childhood: true,
    care: 'Gently wash the area with warm water and pat dry, use a barrier cream, and give simple pain relief before toileting if it hurts. Offer plenty of water and fruit to keep the stools soft.',
    seekHelp:
      'your child develops a fever, the redness spreads, there are painful lumps or pus, they stop passing stools, or they seem unwell',
    approach:
      'Perianal streptococcal dermatitis (DermNet; Nelson; Murtagh): well-demarcated bright perianal erythema with pain, itch, withholding and blood-streaked stools in a young child; perianal swab for group A streptococcus; oral phenoxymethylpenicillin for 10 days; recurrence is common; treat constipation and check household contacts with sore throats.',
    investigations: [{ name: 'Perianal skin swab for culture', subtype: 'pathology', when: 'before antibiotics' }],
    medications: [
      {
        name: 'Phenoxymethylpenicillin',
        dose: '500 mg (child 15 mg/kg, up to 500 mg)',
        route: 'oral',
        frequency: 'twice daily',
        duration: '10 days',
        cautions:
          'Not with penicillin allergy (cefalexin if the allergy was not immediate); take on an empty stomach; diarrhoea and rash can occur.',
        needsMoreInfo: "the child's weight and any allergies",
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 1, note: 'A day off childcare until antibiotics have started; a carer certificate.' },
    referrals: [GP_REVIEW('examination and a swab of the perianal skin')],
    advice: [
      'This is a strep infection of the skin, not nappy rash or threadworm, and it needs antibiotics.',
      'It can come back; see the doctor again if the redness returns.',
    ],
  },
  {
    condition: 'cyclical_vomiting_syndrome',
    care: 'During a bout, rest in a dark quiet room and take small frequent sips of an oral rehydration solution. Keep a diary of bouts and possible triggers (stress, excitement, lack of sleep, fasting, illness).',
    seekHelp:
      'the vomiting is green or bloody, there is severe tummy pain or a swollen tummy, your child is drowsy, floppy or not passing urine, or cannot keep any fluid down for more than 4 to 6 hours',
    approach:
      'Cyclical vomiting syndrome (RCH vomiting guideline; Nelson; gastroenterology guidelines, Rome IV): stereotyped episodes of intense vomiting with wellness between; exclude surgical (malrotation, intussusception), metabolic, renal, neurological causes and cannabinoid hyperemesis; in an episode, intravenous fluids with dextrose, ondansetron and sedation in a quiet room; prevention with lifestyle measures and, for frequent bouts, cyproheptadine (young children), propranolol or amitriptyline under specialist care.',
    investigations: [
      {
        name: 'Electrolytes, glucose, ketones, lipase, liver function, urinalysis',
        subtype: 'pathology',
        when: 'during a bout that needs hospital care',
      },
      {
        name: 'Abdominal ultrasound or contrast study',
        subtype: 'imaging',
        when: 'to exclude a surgical cause at first presentation',
      },
    ],
    medications: [ONDANSETRON],
    certificate: { suggestedDays: 2, note: 'For each bout, usually 1 to 3 days; a carer certificate for a child.' },
    referrals: [
      GP_REVIEW('a plan for bouts and exclusion of other causes', 'urgent'),
      SPECIALIST('Paediatrician or gastroenterologist', 'confirming the diagnosis and preventive treatment'),
    ],
    advice: [
      'Many children grow out of cyclical vomiting; some develop migraine later.',
      'A written plan for bouts, started early, can shorten them.',
    ],
  },
  {
    condition: 'opioid_withdrawal',
    care: 'Drink plenty of fluids, rest, and have someone with you. Do not use alcohol or sedatives to get through it. If you do use again, your tolerance is lower: use less, never alone, and have naloxone with you. Help is available: call the Alcohol and Drug Information Service on 1800 250 015.',
    seekHelp:
      'you cannot keep fluids down, you are pregnant, you feel faint, confused or have chest pain, or you have thoughts of self-harm',
    approach:
      'Opioid withdrawal (eTG; AMH; healthdirect): yawning, rhinorrhoea, lacrimation, piloerection, mydriasis, sweating, myalgia, abdominal cramps, diarrhoea, vomiting, anxiety and insomnia hours after the last dose; score with COWS; offer opioid agonist treatment (buprenorphine or methadone) through an authorised prescriber; symptomatic relief (clonidine, loperamide, antiemetics, simple analgesia); take-home naloxone and overdose education (lost tolerance); in pregnancy, do not withdraw: refer for opioid agonist treatment.',
    investigations: [
      { name: 'Clinical Opiate Withdrawal Scale (COWS) score', subtype: 'other', when: 'at assessment' },
      {
        name: 'Urine drug screen, hepatitis B and C, HIV tests',
        subtype: 'pathology',
        when: 'when entering treatment',
      },
    ],
    medications: [
      {
        name: 'Clonidine',
        dose: '75 micrograms (up to 150 micrograms)',
        route: 'oral',
        frequency: 'every 6 hours when needed',
        duration: 'up to 5 to 7 days',
        cautions:
          'Low blood pressure, dizziness and drowsiness: check blood pressure first and withhold if low; not with a slow pulse; reduce over 2 to 3 days at the end.',
        needsMoreInfo: 'blood pressure and pulse, other medicines and whether the person is pregnant',
      },
      LOPERAMIDE,
      {
        name: 'Naloxone nasal spray',
        dose: '1.8 mg (one spray in one nostril)',
        route: 'intranasal',
        frequency: 'once for a suspected overdose, repeated after 2 to 3 minutes if no response',
        duration: 'kept on hand (take-home supply)',
        cautions:
          'For someone else to give in an overdose while calling 000; its effect wears off before many opioids, so the person must be watched and taken to hospital.',
      },
    ],
    certificate: { suggestedDays: 5, note: 'Withdrawal usually lasts 5 to 7 days after short-acting opioids.' },
    referrals: [
      SPECIALIST('Alcohol and drug service', 'opioid agonist treatment (buprenorphine or methadone)', 'urgent'),
      GP_REVIEW('withdrawal support, naloxone and review', 'urgent'),
    ],
    advice: [
      'Opioid withdrawal feels awful but is rarely dangerous in itself; the biggest risk is overdose if you use again.',
      'Buprenorphine or methadone treatment greatly reduces withdrawal and the risk of overdose.',
    ],
  },
  {
    condition: 'hypomagnesaemia',
    care: 'See a doctor today for a blood test and a heart tracing. Do not drink alcohol. Keep taking your regular medicines until a doctor reviews them.',
    seekHelp:
      'you have palpitations, faint or black out, have a seizure, your hands or face go into spasm, or you feel very weak or confused',
    approach:
      'Hypomagnesaemia (OHCM; AMH; endocrine guidelines): from long-term proton pump inhibitors, alcohol, diarrhoea, diuretics, poor intake or kidney losses; check magnesium, potassium, calcium (low calcium and potassium do not correct until magnesium is replaced) and an ECG (long QT, arrhythmia); oral magnesium for mild cases; intravenous magnesium sulfate in hospital for tetany, arrhythmia or a level below 0.5 mmol/L; stop or reduce the PPI where possible and treat the cause.',
    investigations: [
      {
        name: 'Magnesium, potassium, calcium, phosphate, kidney function',
        subtype: 'pathology',
        when: 'today',
      },
      { name: 'ECG', subtype: 'other', when: 'today, for long QT or arrhythmia' },
    ],
    medications: [
      {
        name: 'Magnesium (as magnesium aspartate or chloride tablets)',
        dose: '300 to 600 mg elemental magnesium a day',
        route: 'oral',
        frequency: 'in 2 to 3 divided doses with food',
        duration: 'until the level is normal, then as advised',
        cautions:
          'Diarrhoea is common (start low); reduce the dose with kidney impairment; separate from some antibiotics and bisphosphonates by 2 hours. Severe or symptomatic deficiency needs intravenous magnesium in hospital.',
        needsMoreInfo: 'the magnesium level and kidney function',
      },
    ],
    certificate: { suggestedDays: 2, note: 'A few days while the level is corrected.' },
    referrals: [
      GP_REVIEW('magnesium level, ECG and medicine review (proton pump inhibitor or diuretic)', 'urgent'),
      ED_TODAY('spasm of the hands, palpitations or an abnormal ECG with a low magnesium'),
    ],
    advice: [
      'Long-term reflux tablets can lower magnesium; your doctor may reduce or change them.',
      'Cutting down alcohol helps the body hold on to magnesium.',
    ],
  },
  {
    condition: 'thyroglossal_duct_cyst',
    care: 'Do not squeeze or try to drain the lump. If it is red and sore, simple pain relief and a doctor today for antibiotics.',
    seekHelp:
      'the lump becomes rapidly bigger, red and painful, there is a fever, or any difficulty swallowing or breathing',
    approach:
      'Thyroglossal duct cyst (RCH; Nelson; ENT guidelines): midline neck lump moving with tongue protrusion; ultrasound to confirm a cyst and a normal thyroid in its usual place (with thyroid function); treat infection with antibiotics (amoxicillin with clavulanic acid) and avoid incision; elective Sistrunk excision once quiet to prevent recurrent infection; rarely malignancy in adults.',
    investigations: [
      { name: 'Ultrasound of the neck and thyroid', subtype: 'imaging', when: 'at first assessment' },
      { name: 'Thyroid function tests', subtype: 'pathology', when: 'before surgery' },
    ],
    medications: [AMOXICILLIN_CLAVULANATE, PARACETAMOL],
    certificate: { suggestedDays: 1, note: 'Usually not needed; about a week after surgery.' },
    referrals: [
      GP_REVIEW('examination and an ultrasound of the neck lump'),
      SPECIALIST('ENT or paediatric surgeon', 'excision of a thyroglossal duct cyst'),
    ],
    advice: [
      'Thyroglossal duct cysts are not cancer; they are removed because they tend to become infected.',
      'The operation takes the cyst and its track to stop it coming back.',
    ],
  },
  {
    condition: 'blue_ringed_octopus_bite',
    emergency: true,
    care: 'Call 000 now. Apply a firm pressure bandage over the bite and along the limb, keep the person still, and be ready to start rescue breathing or CPR: they may be awake but unable to breathe or move.',
    seekHelp:
      'someone handles or is bitten by a small octopus, or has numbness of the lips or tongue, trouble speaking, swallowing or breathing after touching one',
    approach:
      'Blue-ringed octopus envenoming (eTG Toxicology; ANZCOR envenomation guideline; Oxford Handbook of Emergency Medicine): tetrodotoxin causes rapid perioral numbness, bulbar and limb weakness and respiratory failure with preserved consciousness; pressure immobilisation, airway support and mechanical ventilation until it wears off (usually within 24 hours); no antivenom; observe at least 6 hours even when well.',
    investigations: [
      { name: 'Oxygen saturation and blood gas', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Hospital observation or ventilation and recovery.' },
    referrals: [ED_NOW('bite from a blue-ringed octopus (risk of paralysis and stopped breathing)')],
    advice: [
      'With breathing support until the venom wears off, people recover fully.',
      'Never pick up small octopuses or shells in rock pools.',
    ],
  },
  {
    condition: 'sti_proctitis',
    care: 'Avoid sex (including oral and anal sex) until 7 days after treatment and until your partners have been treated. Drink plenty of fluids and use simple pain relief. Testing and treatment are confidential.',
    seekHelp:
      'you develop a fever, severe pain, heavy bleeding, pus or swelling around the anus, or are unable to pass urine or open your bowels',
    approach:
      'Sexually transmitted proctitis (ASHM STI guidelines; eTG; NICE CKS): anorectal pain, mucopurulent discharge, bleeding and tenesmus after receptive anal sex; rectal NAAT for gonorrhoea and chlamydia (with LGV typing), gonococcal culture, HSV PCR, syphilis and HIV serology; empirical ceftriaxone 500 mg IM once with doxycycline 100 mg twice daily for 7 days (21 days for LGV); treat herpes or syphilis if found; partner notification, HIV PrEP discussion and test of cure for gonorrhoea.',
    investigations: [
      {
        name: 'Rectal swabs: gonorrhoea and chlamydia NAAT (with LGV typing), gonococcal culture, herpes PCR',
        subtype: 'pathology',
        when: 'before treatment',
      },
      { name: 'Syphilis, HIV and hepatitis B serology', subtype: 'pathology', when: 'at the same visit' },
    ],
    medications: [
      {
        name: 'Ceftriaxone',
        dose: '500 mg (in 2 mL of 1% lidocaine)',
        route: 'intramuscular injection',
        frequency: 'once',
        duration: 'single dose, given at the clinic',
        cautions: 'Not with a severe allergy to cephalosporins or a previous anaphylaxis to penicillin.',
      },
      {
        name: 'Doxycycline',
        dose: '100 mg',
        route: 'oral',
        frequency: 'twice daily with food and a full glass of water, sitting upright',
        duration: '7 days (21 days if lymphogranuloma venereum is found)',
        cautions: 'Sun sensitivity; heartburn if taken lying down; not in pregnancy.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; the condition is not named on a certificate.' },
    referrals: [
      SPECIALIST('Sexual health clinic', 'testing, treatment and partner notification', 'urgent'),
      GP_REVIEW('swabs and treatment for proctitis', 'urgent'),
    ],
    advice: [
      'These infections are common and curable; your partners need testing and treatment too.',
      'Regular sexual health checks every 3 months and HIV PrEP are recommended for people at ongoing risk.',
    ],
  },
];
