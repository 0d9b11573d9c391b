import type { ConditionDef } from '../types.js';

/**
 * The 49 DDXPlus conditions, under their published English names. Their likelihoods for the DDXPlus
 * evidences are fitted on DDXPlus patients (data/model.json); what is authored here is what DDXPlus
 * does not say: how common each is in real primary care (not in the data set, where Ebola is as common as
 * a cold), who gets it, its urgency, how long it has lasted when people consult, the findings of the
 * wider vocabulary, and the exposures without which rare and travel-acquired ones cannot lead.
 */
const S = ['ddxplus', 'murtagh', 'beach'];

export const DDXPLUS_CONDITIONS: ConditionDef[] = [
  {
    id: 'spontaneous_pneumothorax', ddxplus: true, name: 'Spontaneous pneumothorax', plainName: 'Collapsed lung (spontaneous pneumothorax)',
    icd10: 'J93.1', system: 'respiratory', urgency: 'emergency', telehealth: 'refer', prevalence: 'rare',
    ages: { infant: 0, toddler: 0, child: 0.1, teen: 1, adult: 1, middle: 0.6, older: 0.5 }, sex: { M: 2, F: 0.4 },
    // A previous pneumothorax in about 1 in 4, a family history or COPD in few (not 6 in 10 as in DDXPlus).
    // Primary spontaneous pneumothorax is a disease of tall, thin young men who smoke (BTS 2023).
    findings: { laboured_breathing: 0.2, past_pneumothorax: 0.25, family_pneumothorax: 0.1, copd: 0.1, tall_thin_build: 0.5 },
    override: ['family_pneumothorax', 'copd', 'past_pneumothorax'],
    duration: { hours: 0.7, days: 0.3 }, sources: [...S, 'rosen'],
  },
  {
    id: 'cluster_headache', ddxplus: true, name: 'Cluster headache', plainName: 'Cluster headache',
    icd10: 'G44.0', system: 'neurology', urgency: 'days', telehealth: 'assess', prevalence: 'rare',
    ages: { infant: 0, toddler: 0, child: 0.05, teen: 0.5, adult: 1, middle: 1, older: 0.4 }, sex: { M: 2.5, F: 0.5 },
    findings: { one_sided_headache: 0.95, recurrent: 0.8, photophobia: 0.3, nausea: 0.2, night_pain: 0.5 },
    against: { fever: 0.01, neck_stiffness: 0.005 },
    duration: { hours: 0.35, days: 0.25, weeks: 0.3, months: 0.1 }, sources: [...S, 'ichd3'],
  },
  {
    id: 'boerhaave', ddxplus: true, name: 'Boerhaave', plainName: 'Tear in the food pipe (Boerhaave syndrome)',
    icd10: 'K22.3', system: 'gut', urgency: 'emergency', telehealth: 'refer', prevalence: 'very rare',
    ages: { infant: 0, toddler: 0, child: 0.02, teen: 0.3 }, sex: { M: 2, F: 0.5 },
    findings: {}, duration: { hours: 0.85, days: 0.15 }, sources: [...S, 'rosen'],
  },
  {
    id: 'spontaneous_rib_fracture', ddxplus: true, name: 'Spontaneous rib fracture', plainName: 'Cracked rib without injury',
    icd10: 'S22.3', system: 'musculoskeletal', urgency: 'days', telehealth: 'assess', prevalence: 'rare',
    ages: { infant: 0, toddler: 0, child: 0.05, teen: 0.2, adult: 0.5, middle: 1, older: 3 }, sex: { F: 1.5, M: 0.7 },
    findings: { bone_tenderness: 0.5 }, duration: { hours: 0.1, days: 0.6, weeks: 0.3 }, sources: [...S],
  },
  {
    id: 'gord', ddxplus: true, name: 'GERD', plainName: 'Acid reflux (GORD)',
    icd10: 'K21.9', system: 'gut', urgency: 'days', telehealth: 'manage', prevalence: 'very common',
    ages: { infant: 0.3, toddler: 0.1, child: 0.2, teen: 0.5, adult: 1, middle: 1.3, older: 1.2 },
    findings: { hunger_pain: 0.3, worse_lying_down: 0.4, recurrent: 0.7, regurgitation: 0.5 }, // regurgitation: with heartburn, the typical reflux symptom (NICE CKS, Montreal)
    against: { fever: 0.01, diarrhoea: 0.02 },
    duration: { hours: 0.05, days: 0.2, weeks: 0.35, months: 0.4 }, sources: [...S, 'gastro-guidelines'],
  },
  {
    id: 'acute_hiv', ddxplus: true, name: 'HIV (initial infection)', plainName: 'Early HIV infection',
    icd10: 'B23.0', system: 'infections', urgency: 'days', telehealth: 'assess', prevalence: 'very rare',
    ages: { infant: 0, toddler: 0, child: 0, teen: 0.3 }, sex: { M: 3, F: 0.5 },
    findings: { new_partner: 0.7, night_sweats: 0.3, mouth_ulcers: 0.3 },
    requires: ['multiple_partners', 'new_partner', 'hiv_partner', 'iv_drug_use', 'past_sti'],
    duration: { hours: 0.02, days: 0.5, weeks: 0.45, months: 0.03 }, sources: [...S, 'ashm'],
  },
  {
    id: 'anaemia', ddxplus: true, name: 'Anemia', plainName: 'Anaemia (low red blood cells)',
    icd10: 'D64.9', system: 'blood', urgency: 'days', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 0.3, toddler: 0.6, teen: 1, adult: 1, middle: 1, older: 1.5 }, sex: { F: 2, M: 0.6 },
    // In pregnancy, anaemia (iron deficiency on top of dilution) is mostly found after 20 weeks.
    findings: { gum_bleeding: 0.05, cold_intolerance: 0.2, pregnancy_over_20_weeks: 0.75 },
    against: { fever: 0.02 },
    duration: { hours: 0.01, days: 0.09, weeks: 0.35, months: 0.55 }, sources: [...S, 'haem-guidelines'],
  },
  {
    id: 'viral_pharyngitis', ddxplus: true, name: 'Viral pharyngitis', plainName: 'Viral sore throat',
    icd10: 'J02.9', system: 'ent', urgency: 'self-care', telehealth: 'manage', prevalence: 'very common',
    ages: { infant: 0.3, toddler: 1, child: 1.3, teen: 1.3, adult: 1, middle: 0.7, older: 0.4 },
    // A sore throat is what the condition is (DDXPlus records it only as pain in the pharynx and tonsils).
    findings: { sore_throat: 0.9, tonsil_exudate: 0.15, sneezing: 0.3, hoarse: 0.2, smoker: 0.15, daycare: 0.25, crowded_household: 0.3 },
    // DDXPlus's synthetic sore throats cough up blood in half and are immunosuppressed in 6 in 10.
    against: { muffled_voice: 0.005, drooling: 0.005, immunosuppressed: 0.03 },
    override: ['coughing_blood', 'immunosuppressed', 'smoker', 'daycare', 'crowded_household'],
    duration: { hours: 0.1, days: 0.8, weeks: 0.1 }, sources: [...S, 'etg', 'nice-cks'],
  },
  {
    id: 'inguinal_hernia', ddxplus: true, name: 'Inguinal hernia', plainName: 'Groin hernia (inguinal hernia)',
    icd10: 'K40.9', system: 'gut', urgency: 'days', telehealth: 'assess', prevalence: 'uncommon',
    ages: { infant: 1, toddler: 0.5, child: 0.3, teen: 0.3, adult: 0.8, middle: 1.2, older: 1.5 }, sex: { M: 7, F: 0.8 },
    // The lump is the presentation: a swelling in the groin, bigger on standing or straining, gone lying down (Murtagh, OHCM).
    // (The lump is described by the swelling and its site; "groin_lump" only reads it and opens the history.)
    findings: { lump_reducible: 0.8, skin_lump: 0.3, lifting_strain: 0.3 },
    against: { fever: 0.01, dysuria: 0.01, lump_irreducible: 0.03 },
    swelling: { p: 0.9, sites: { groin: 0.95, scrotum: 0.15 } },
    duration: { hours: 0.05, days: 0.2, weeks: 0.35, months: 0.4 }, sources: [...S],
  },
  {
    id: 'myasthenia_gravis', ddxplus: true, name: 'Myasthenia gravis', plainName: 'Myasthenia gravis (muscle weakness disorder)',
    icd10: 'G70.0', system: 'neurology', urgency: 'urgent', telehealth: 'refer', prevalence: 'very rare',
    ages: { infant: 0, toddler: 0, child: 0.05, teen: 0.3 }, sex: { F: 1.3 },
    findings: {}, requires: ['droopy_eyelid', 'double_vision', 'weakness_worse_fatigue', 'facial_eye_weakness'],
    duration: { days: 0.2, weeks: 0.4, months: 0.4 }, sources: [...S, 'harrison'],
  },
  {
    id: 'whooping_cough', ddxplus: true, name: 'Whooping cough', plainName: 'Whooping cough',
    icd10: 'A37.9', system: 'respiratory', urgency: 'days', telehealth: 'assess', prevalence: 'uncommon',
    ages: { infant: 3, toddler: 1.5, child: 1.2, teen: 1 },
    // A cough is the illness (DDXPlus records only its fits, the vomiting and the noisy in-breath); the
    // whoop is heard in most children and in about a third of adults.
    // A known contact in about a third; asthma no commoner than in anyone (DDXPlus: half).
    findings: { cough: 0.9, whooping: 0.45, unvaccinated: 0.3, sick_contact: 0.4, pertussis_contact: 0.35 },
    override: ['asthma', 'pertussis_contact'],
    duration: { days: 0.15, weeks: 0.7, months: 0.15 }, sources: [...S, 'cdna', 'immunisation-handbook'],
  },
  {
    id: 'anaphylaxis', ddxplus: true, name: 'Anaphylaxis', plainName: 'Severe allergic reaction (anaphylaxis)',
    icd10: 'T78.2', system: 'general', urgency: 'emergency', telehealth: 'refer', prevalence: 'uncommon',
    // Throat tightness is one of the ASCIA signs of anaphylaxis (DDXPlus does not record it).
    findings: { swollen_face_lips: 0.6, hives: 0.7, cannot_speak_sentences: 0.1, insect_bite: 0.15, choking_feeling: 0.35 },
    // Real angioedema swells the lips, tongue, eyes and throat; DDXPlus's synthetic patients swell only the
    // forehead, cheeks and nose, so a swollen lip or tongue would rule anaphylaxis out (ASCIA action plan).
    swelling: { p: 0.9, sites: { lips: 0.45, face: 0.4, tongue: 0.4, throat: 0.35, eyes: 0.3, forehead: 0.15, nose: 0.15 } },
    // Abdominal cramps, throat or chest tightness: not the right-sided belly pain of DDXPlus's synthetic patients.
    override: ['pain_site', 'swelling_site'],
    pain: { p: 0.4, sites: { tummy: 0.5, throat: 0.4, chest: 0.35 } },
    duration: { hours: 0.97, days: 0.03 }, sources: [...S, 'ascia'],
  },
  {
    id: 'epiglottitis', ddxplus: true, name: 'Epiglottitis', plainName: 'Swelling of the epiglottis (epiglottitis)',
    icd10: 'J05.1', system: 'ent', urgency: 'emergency', telehealth: 'refer', prevalence: 'very rare',
    // A severe sore throat is the commonest complaint of adult epiglottitis (DDXPlus records it only as pain in the throat).
    findings: { sore_throat: 0.9, muffled_voice: 0.6, high_fever: 0.5, unvaccinated: 0.2, alcohol_excess: 0.1, diabetes: 0.2, stimulant_use: 0.03 },
    // Diabetes is a known association of adult epiglottitis; alcohol and stimulants are not the 6 in 10 of DDXPlus.
    override: ['alcohol_excess', 'diabetes', 'stimulant_use', 'vaccinated'],
    against: { vaccinated: 0.75 },
    duration: { hours: 0.7, days: 0.3 }, sources: [...S, 'rosen'],
  },
  {
    id: 'guillain_barre', ddxplus: true, name: 'Guillain-Barré syndrome', plainName: 'Guillain-Barré syndrome (nerve inflammation)',
    icd10: 'G61.0', system: 'neurology', urgency: 'emergency', telehealth: 'refer', prevalence: 'very rare',
    findings: { leg_weakness: 0.8, worsening: 0.9 },
    requires: ['weakness_both_limbs', 'numb_feet', 'tingling_limbs_mouth', 'leg_weakness'],
    duration: { hours: 0.05, days: 0.65, weeks: 0.3 }, sources: [...S, 'harrison'],
  },
  {
    id: 'acute_laryngitis', ddxplus: true, name: 'Acute laryngitis', plainName: 'Laryngitis (voice box inflammation)',
    icd10: 'J04.0', system: 'ent', urgency: 'self-care', telehealth: 'manage', prevalence: 'common',
    ages: { infant: 0.2, toddler: 0.5 },
    // Not 6 in 10 smokers and daycare attenders as DDXPlus's synthetic patients are.
    findings: { smoker: 0.2, daycare: 0.1, crowded_household: 0.3 }, override: ['smoker', 'daycare', 'crowded_household'],
    duration: { hours: 0.05, days: 0.75, weeks: 0.2 }, sources: [...S, 'nice-cks'],
  },
  {
    id: 'croup', ddxplus: true, name: 'Croup', plainName: 'Croup',
    icd10: 'J05.0', system: 'children', urgency: 'urgent', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 3, toddler: 5, child: 0.4, teen: 0.02, adult: 0.005, middle: 0.002, older: 0.002 },
    findings: { barking_cough: 0.95, worse_at_night: 0.7, laboured_breathing: 0.3 },
    // Croup is its barking cough or its stridor: a cough and a cold without them is not croup.
    requires: ['barking_cough', 'stridor'],
    // No vaccine prevents croup: vaccinated as often as other children (DDXPlus: half).
    override: ['vaccinated'],
    duration: { hours: 0.5, days: 0.5 }, sources: [...S, 'rch-cpg'],
  },
  {
    id: 'psvt', ddxplus: true, name: 'PSVT', plainName: 'Fast heart rhythm (SVT)',
    icd10: 'I47.1', system: 'heart-vessels', urgency: 'urgent', telehealth: 'assess', prevalence: 'uncommon',
    ages: { infant: 0.2, toddler: 0.2, child: 0.3 }, sex: { F: 1.5 },
    findings: { recurrent: 0.6, palpitations_start_stop_suddenly: 0.8 }, against: { fever: 0.01 },
    duration: { hours: 0.8, days: 0.15, weeks: 0.05 }, sources: [...S, 'heart-foundation'],
  },
  {
    id: 'atrial_fibrillation', ddxplus: true, name: 'Atrial fibrillation', plainName: 'Irregular heartbeat (atrial fibrillation)',
    icd10: 'I48.9', system: 'heart-vessels', urgency: 'urgent', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 0, toddler: 0, child: 0, teen: 0.01, adult: 0.1, middle: 1, older: 4 },
    // Besides palpitations and breathlessness (fitted), about 1 in 8 feel light-headed.
    findings: { faint_feeling: 0.12 }, against: { fever: 0.02 },
    duration: { hours: 0.4, days: 0.35, weeks: 0.15, months: 0.1 }, sources: [...S, 'heart-foundation'],
  },
  {
    id: 'bronchiectasis', ddxplus: true, name: 'Bronchiectasis', plainName: 'Bronchiectasis (damaged airways)',
    icd10: 'J47', system: 'respiratory', urgency: 'days', telehealth: 'assess', prevalence: 'rare',
    ages: { infant: 0.1, toddler: 0.3, child: 0.3, teen: 0.3, adult: 0.7, middle: 1, older: 1.5 },
    // Causes and associations at their real rates (post-infective most often; CF, IBD and rheumatoid
    // arthritis each a few per cent), not 6 in 10 each as in DDXPlus's synthetic patients; blood in the
    // sputum in half (Harrison: 50–70% over the illness).
    findings: { recurrent: 0.8, coughing_blood: 0.5, past_pneumonia: 0.5, copd: 0.3, asthma: 0.2, immunosuppressed: 0.1, ibd: 0.03, rheumatoid_arthritis_history: 0.05, cystic_fibrosis: 0.03 },
    override: ['coughing_blood', 'asthma', 'immunosuppressed', 'ibd', 'rheumatoid_arthritis_history', 'cystic_fibrosis', 'past_pneumonia', 'copd'],
    duration: { days: 0.2, weeks: 0.3, months: 0.5 }, sources: [...S, 'harrison'],
  },
  {
    id: 'allergic_rhinitis', ddxplus: true, name: 'Allergic sinusitis', plainName: 'Hay fever (allergic rhinitis)',
    icd10: 'J30.4', system: 'ent', urgency: 'self-care', telehealth: 'manage', prevalence: 'very common',
    ages: { infant: 0.1, toddler: 0.5, child: 1.2, teen: 1.3, adult: 1.1, middle: 0.9, older: 0.5 },
    // Asthma in about a quarter of people with hay fever (ASCIA).
    findings: { sneezing: 0.85, watery_eyes: 0.5, recurrent: 0.7, asthma: 0.25 }, override: ['asthma'],
    against: { fever: 0.01, coloured_nasal_discharge: 0.05, sore_throat: 0.1 },
    duration: { hours: 0.03, days: 0.2, weeks: 0.35, months: 0.42 }, sources: [...S, 'ascia'],
  },
  {
    id: 'chagas', ddxplus: true, name: 'Chagas', plainName: 'Chagas disease',
    icd10: 'B57.2', system: 'infections', urgency: 'days', telehealth: 'refer', prevalence: 'very rare',
    findings: {}, travel: { 'South America': 0.6, 'Central America': 0.38, none: 0.02 },
    requires: ['travel:South America', 'travel:Central America'],
    duration: { days: 0.2, weeks: 0.4, months: 0.4 }, sources: [...S, 'travel-cdc'],
  },
  {
    id: 'scombroid', ddxplus: true, name: 'Scombroid food poisoning', plainName: 'Fish poisoning (scombroid)',
    icd10: 'T61.1', system: 'gut', urgency: 'days', telehealth: 'assess', prevalence: 'rare',
    findings: { hives: 0.3 }, requires: ['ate_fish_cheese'],
    duration: { hours: 0.95, days: 0.05 }, sources: [...S, 'rosen'],
  },
  {
    id: 'myocarditis', ddxplus: true, name: 'Myocarditis', plainName: 'Inflammation of the heart muscle (myocarditis)',
    icd10: 'I51.4', system: 'heart-vessels', urgency: 'urgent', telehealth: 'refer', prevalence: 'rare',
    ages: { infant: 0.3, toddler: 0.3, child: 0.5, teen: 1.5, adult: 1.3, middle: 0.7, older: 0.4 }, sex: { M: 1.8, F: 0.6 },
    findings: {}, duration: { hours: 0.1, days: 0.6, weeks: 0.3 }, sources: [...S, 'harrison'],
  },
  {
    id: 'laryngospasm', ddxplus: true, name: 'Larygospasm', plainName: 'Spasm of the vocal cords (laryngospasm)',
    icd10: 'J38.5', system: 'ent', urgency: 'urgent', telehealth: 'refer', prevalence: 'rare',
    findings: { recurrent: 0.6, smoker: 0.2, asthma: 0.2, passive_smoking: 0.1 }, override: ['smoker', 'asthma', 'passive_smoking'],
    duration: { hours: 0.7, days: 0.2, weeks: 0.1 }, sources: [...S],
  },
  {
    id: 'acute_dystonia', ddxplus: true, name: 'Acute dystonic reactions', plainName: 'Muscle spasm reaction to a medicine (acute dystonia)',
    icd10: 'G24.0', system: 'neurology', urgency: 'urgent', telehealth: 'refer', prevalence: 'rare',
    findings: { new_medicine: 0.9 }, requires: ['antipsychotic', 'recent_sedation', 'new_medicine'],
    duration: { hours: 0.8, days: 0.2 }, sources: [...S, 'amh'],
  },
  {
    id: 'localised_oedema', ddxplus: true, name: 'Localized edema', plainName: 'Local swelling (oedema)',
    icd10: 'R60.0', system: 'heart-vessels', urgency: 'days', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 0.1, toddler: 0.1, child: 0.2, teen: 0.3, adult: 0.6, middle: 1, older: 2 },
    findings: {}, duration: { hours: 0.05, days: 0.35, weeks: 0.35, months: 0.25 }, sources: [...S],
  },
  {
    id: 'sle', ddxplus: true, name: 'SLE', plainName: 'Lupus (SLE)',
    icd10: 'M32.9', system: 'musculoskeletal', urgency: 'days', telehealth: 'refer', prevalence: 'rare',
    ages: { infant: 0, toddler: 0, child: 0.1, teen: 0.7, adult: 1.3, middle: 1, older: 0.5 }, sex: { F: 3, M: 0.35 },
    findings: { morning_stiffness: 0.4, hair_loss: 0.3, recurrent: 0.5 },
    duration: { days: 0.1, weeks: 0.4, months: 0.5 }, sources: [...S, 'harrison'],
  },
  {
    id: 'tuberculosis', ddxplus: true, name: 'Tuberculosis', plainName: 'Tuberculosis (TB)',
    icd10: 'A15.0', system: 'infections', urgency: 'days', telehealth: 'refer', prevalence: 'very rare',
    // Sweats (mostly at night) in about half, tiredness in most; DDXPlus links neither question to TB.
    // DDXPlus's synthetic TB patients are half underweight, diabetic, on steroids, HIV-positive and injecting
    // drugs; in Australia (CDNA TB reports, mostly overseas-born adults) these are each a minority.
    override: ['underweight', 'iv_drug_use', 'hiv', 'diabetes', 'corticosteroids'],
    findings: { night_sweats: 0.5, sweating: 0.4, fatigue: 0.6, underweight: 0.2, iv_drug_use: 0.03, hiv: 0.04, diabetes: 0.15, corticosteroids: 0.05 }, travel: { none: 0.7, Asia: 0.1, 'South-East Asia': 0.15, 'Southern Africa': 0.05 },
    duration: { days: 0.05, weeks: 0.35, months: 0.6 }, sources: [...S, 'cdna'],
  },
  {
    id: 'unstable_angina', ddxplus: true, name: 'Unstable angina', plainName: 'Unstable angina (heart pain at rest)',
    icd10: 'I20.0', system: 'heart-vessels', urgency: 'emergency', telehealth: 'refer', prevalence: 'uncommon',
    ages: { infant: 0, toddler: 0, child: 0, teen: 0, adult: 0.15, middle: 1, older: 2 }, sex: { M: 1.6, F: 0.6 },
    findings: { chest_pain_exertion: 0.6, recurrent: 0.6 }, against: { fever: 0.01 },
    duration: { hours: 0.5, days: 0.4, weeks: 0.1 }, sources: [...S, 'heart-foundation'],
  },
  {
    id: 'stable_angina', ddxplus: true, name: 'Stable angina', plainName: 'Angina (heart pain on exertion)',
    icd10: 'I20.9', system: 'heart-vessels', urgency: 'urgent', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 0, toddler: 0, child: 0, teen: 0, adult: 0.1, middle: 1, older: 2 }, sex: { M: 1.6, F: 0.6 },
    findings: { chest_pain_exertion: 0.95, recurrent: 0.85 }, against: { fever: 0.01 },
    duration: { hours: 0.02, days: 0.18, weeks: 0.4, months: 0.4 }, sources: [...S, 'heart-foundation'],
  },
  {
    id: 'ebola', ddxplus: true, name: 'Ebola', plainName: 'Ebola virus disease',
    icd10: 'A98.4', system: 'infections', urgency: 'emergency', telehealth: 'refer', prevalence: 'very rare',
    findings: { high_fever: 0.7 }, travel: { 'West Africa': 0.9, none: 0.1 },
    requires: ['ebola_contact', 'travel:West Africa'],
    duration: { days: 0.9, weeks: 0.1 }, sources: [...S, 'cdna', 'travel-cdc'],
  },
  {
    id: 'acute_otitis_media', ddxplus: true, name: 'Acute otitis media', plainName: 'Middle ear infection',
    // About 1 GP encounter in 100 (a quarter as many as colds), nearly all under 5 (BEACH; RCH):
    // about half as common as a cold in babies and toddlers, rare in adults.
    icd10: 'H66.9', system: 'ent', urgency: 'days', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 3, toddler: 4, child: 2.5, teen: 0.6, adult: 0.2, middle: 0.15, older: 0.1 },
    findings: { pulling_ear: 0.5, hearing_loss: 0.3, ear_fullness: 0.4, ear_discharge: 0.1, recent_cold: 0.6 },
    // Already on antibiotics for the ear in a few (treatment failure), not half as in DDXPlus.
    // Vaccinated about as often as other children (DDXPlus: 4 in 10).
    against: { ear_itch: 0.03, ear_antibiotics: 0.1, vaccinated: 0.88 }, override: ['ear_antibiotics', 'vaccinated'],
    duration: { hours: 0.3, days: 0.65, weeks: 0.05 }, sources: [...S, 'etg', 'rch-cpg'],
  },
  {
    id: 'panic_attack', ddxplus: true, name: 'Panic attack', plainName: 'Panic attack',
    icd10: 'F41.0', system: 'mental-health', urgency: 'days', telehealth: 'manage', prevalence: 'common',
    ages: { infant: 0, toddler: 0, child: 0.1, teen: 0.8, adult: 1.3, middle: 0.8, older: 0.3 }, sex: { F: 1.5 },
    findings: { panic_episodes: 0.9, recurrent: 0.6, constant_worry: 0.4 }, against: { fever: 0.01 },
    // Never the default for chest pain, palpitations or faintness: it leads only once the patient tells of
    // panic, fear or anxiety (Heart Foundation: exclude a heart cause first; RANZCP panic disorder).
    requires: ['panic_episodes', 'anxious', 'chronic_anxiety', 'fear_of_dying', 'detached', 'constant_worry'],
    // Real panic attacks hurt in the chest, not the lower belly as DDXPlus's synthetic ones do.
    override: ['pain_site'],
    pain: { p: 0.5, sites: { chest: 0.7, 'side of the chest': 0.3, 'upper tummy': 0.15, head: 0.1, throat: 0.1 } },
    duration: { hours: 0.5, days: 0.2, weeks: 0.15, months: 0.15 }, sources: [...S, 'dsm5-tr'],
  },
  {
    id: 'asthma_attack', ddxplus: true, name: 'Bronchospasm / acute asthma exacerbation', plainName: 'Asthma attack',
    icd10: 'J45.9', system: 'respiratory', urgency: 'urgent', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 0.2, toddler: 0.8, child: 1.5, teen: 1.2, adult: 1, middle: 0.8, older: 0.6 },
    // Most attacks come on asthma that was already poorly controlled.
    findings: { reliever_not_helping: 0.3, cannot_speak_sentences: 0.1, laboured_breathing: 0.3, worse_at_night: 0.5, frequent_reliever_use: 0.55 },
    // Nearly all know they have asthma (a first attack is the exception); an admission in the past year, smoke
    // at home or chronic sinusitis in few, not the 6 in 10 of DDXPlus's synthetic patients.
    against: { asthma: 0.92, passive_smoking: 0.15, asthma_admission: 0.15, frequent_asthma_attacks: 0.4, chronic_sinusitis_history: 0.1 },
    override: ['asthma', 'passive_smoking', 'asthma_admission', 'frequent_asthma_attacks', 'chronic_sinusitis_history'],
    // Chest tightness, which many call pain or discomfort (DDXPlus records none).
    pain: { p: 0.45, sites: { chest: 0.8 }, character: { heavy: 0.5 }, intensity: 'moderate' },
    duration: { hours: 0.5, days: 0.45, weeks: 0.05 }, sources: [...S, 'asthma-handbook'],
  },
  {
    id: 'acute_bronchitis', ddxplus: true, name: 'Bronchitis', plainName: 'Chest infection (bronchitis)',
    icd10: 'J20.9', system: 'respiratory', urgency: 'self-care', telehealth: 'manage', prevalence: 'very common',
    // A chest cold in someone with COPD is a COPD flare-up; DDXPlus gives its synthetic bronchitis COPD in 6 in 10.
    findings: { smoker: 0.25 }, against: { copd: 0.08 }, override: ['copd', 'smoker', 'vaccinated'],
    duration: { hours: 0.02, days: 0.5, weeks: 0.45, months: 0.03 }, sources: [...S, 'etg'],
  },
  {
    id: 'copd_exacerbation', ddxplus: true, name: 'Acute COPD exacerbation / infection', plainName: 'COPD flare-up',
    icd10: 'J44.1', system: 'respiratory', urgency: 'urgent', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 0, toddler: 0, child: 0, teen: 0, adult: 0.1, middle: 1, older: 2.5 },
    // Most know they have COPD; DDXPlus's synthetic flare-ups have it in 6 in 10, and farm, mine and
    // building work, reflux and home oxygen each in over half (COPD-X).
    findings: { laboured_breathing: 0.3, copd: 0.9, smoker: 0.4, severe_copd: 0.2, reflux_history: 0.2, copd_flares: 0.5, farm_work: 0.05, mining_work: 0.04, construction_work: 0.1 },
    override: ['copd', 'smoker', 'severe_copd', 'reflux_history', 'copd_flares', 'farm_work', 'mining_work', 'construction_work'],
    duration: { hours: 0.1, days: 0.7, weeks: 0.2 }, sources: [...S, 'copdx'],
  },
  {
    id: 'pulmonary_embolism', ddxplus: true, name: 'Pulmonary embolism', plainName: 'Blood clot in the lung (pulmonary embolism)',
    icd10: 'I26.9', system: 'respiratory', urgency: 'emergency', telehealth: 'refer', prevalence: 'uncommon',
    ages: { infant: 0, toddler: 0, child: 0.02, teen: 0.2, adult: 0.7, middle: 1, older: 1.5 },
    findings: { calf_tender_swollen: 0.3, contraception_hormonal: 0.3 },
    // Pleuritic pain anywhere in the chest: DDXPlus's synthetic patients feel it only at the side, so "chest pain"
    // would rule a clot out (PERC, Wells; Rosen).
    // And its risk factors and signs at their real rates (Wells, PERC; Rosen): each in 1 in 10 to 1 in 4, not
    // the 6 in 10 (and swelling in 9 in 10) of DDXPlus, so that a patient without them is not ruled out.
    override: ['pain_site', 'fainted', 'coughing_blood', 'recent_surgery', 'active_cancer', 'past_dvt', 'immobile', 'swelling', 'swelling_site'],
    against: { fainted: 0.12, coughing_blood: 0.12, recent_surgery: 0.15, active_cancer: 0.15, past_dvt: 0.15, immobile: 0.15 },
    swelling: { p: 0.3, sites: { calf: 0.7, leg: 0.6, ankle: 0.3 } },
    pain: { p: 0.7, sites: { chest: 0.6, 'side of the chest': 0.55, 'upper back': 0.1, shoulder: 0.05 } },
    duration: { hours: 0.5, days: 0.45, weeks: 0.05 }, sources: [...S, 'rosen'],
  },
  {
    id: 'urti', ddxplus: true, name: 'URTI', plainName: 'Common cold (upper respiratory tract infection)',
    icd10: 'J06.9', system: 'respiratory', urgency: 'self-care', telehealth: 'manage', prevalence: 'very common',
    ages: { infant: 1.5, toddler: 2, child: 1.5, teen: 1, adult: 1, middle: 0.8, older: 0.6 },
    // A cough worse at night (post-nasal drip) is common in colds, in children especially.
    findings: { sneezing: 0.5, ear_fullness: 0.1, hoarse: 0.15, worse_at_night: 0.35, smoker: 0.15, daycare: 0.3, crowded_household: 0.3, passive_smoking: 0.12, sweating: 0.15, muscle_aches: 0.35 },
    // DDXPlus's synthetic colds hurt only in the forehead, cheeks, temples and scalp, never the throat, so a
    // cold with a sore throat read as pain in the throat was ruled out; and their risk factors are each
    // present in about 6 in 10 (smoking, daycare, a crowded home, smoke at home, sweating), so that a plain
    // "no" counted against a cold. Real colds: a sore throat in about half, a heavy head or sinus pressure.
    // Aching muscles in about a third (fewer than with flu).
    override: ['pain_site', 'smoker', 'daycare', 'crowded_household', 'passive_smoking', 'sweating', 'muscle_aches'],
    pain: { p: 0.75, sites: { throat: 0.55, forehead: 0.3, 'right cheek': 0.2, 'left cheek': 0.2, temple: 0.25, 'top of the head': 0.15, 'back of the head': 0.15, nose: 0.15 } },
    duration: { hours: 0.05, days: 0.8, weeks: 0.15 }, sources: [...S, 'etg'],
  },
  {
    id: 'influenza', ddxplus: true, name: 'Influenza', plainName: 'Flu (influenza)',
    icd10: 'J11.1', system: 'respiratory', urgency: 'self-care', telehealth: 'manage', prevalence: 'common',
    // DDXPlus's synthetic flu has skin lesions in 9 in 10 and immunosuppression in 6 in 10.
    findings: { high_fever: 0.5, rigors: 0.2, sick_contact: 0.4, immunosuppressed: 0.05, smoker: 0.15 },
    override: ['rash', 'immunosuppressed', 'smoker'],
    duration: { hours: 0.15, days: 0.8, weeks: 0.05 }, sources: [...S, 'etg', 'cdna'],
  },
  {
    id: 'pneumonia', ddxplus: true, name: 'Pneumonia', plainName: 'Pneumonia (lung infection)',
    icd10: 'J18.9', system: 'respiratory', urgency: 'urgent', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 1, toddler: 1, child: 0.6, teen: 0.4, adult: 0.6, middle: 1, older: 2.5 },
    // New confusion (the C of CURB-65): about 1 in 10 of those admitted, fewer of all who consult.
    findings: { high_fever: 0.4, laboured_breathing: 0.3, rigors: 0.2, confusion: 0.05 },
    // DDXPlus's synthetic pneumonia has skin lesions in 19 in 20, blood in the sputum in half, and each of a
    // dozen risk factors in over half (Parkinson disease, stroke, heart failure, COPD, alcohol, recent surgery),
    // so a healthy adult with pneumonia who said "no" to them was told it was something else. Community-acquired
    // pneumonia as it presents (eTG; BTS): rusty or bloody sputum in about 1 in 10, COPD in about 1 in 6.
    override: ['rash', 'coughing_blood', 'parkinsons', 'past_stroke', 'heart_failure', 'copd', 'asthma', 'underweight', 'alcohol_excess', 'smoker', 'vaccinated', 'recent_surgery', 'past_pneumonia'],
    against: { coughing_blood: 0.1, parkinsons: 0.01, past_stroke: 0.06, heart_failure: 0.08, copd: 0.15, asthma: 0.15, underweight: 0.05, alcohol_excess: 0.1, smoker: 0.25, vaccinated: 0.75, recent_surgery: 0.03, past_pneumonia: 0.15 },
    duration: { hours: 0.05, days: 0.75, weeks: 0.2 }, sources: [...S, 'etg'],
  },
  {
    id: 'acute_sinusitis', ddxplus: true, name: 'Acute rhinosinusitis', plainName: 'Sinus infection (acute sinusitis)',
    icd10: 'J01.9', system: 'ent', urgency: 'self-care', telehealth: 'manage', prevalence: 'common',
    ages: { infant: 0.05, toddler: 0.2, child: 0.6 },
    // Risk factors at their real rates, not in 6 in 10 as in DDXPlus's synthetic patients (polyps, a
    // deviated septum, reflux, previous pneumonia).
    findings: { recent_cold: 0.6, smoker: 0.2, asthma: 0.15, reflux_history: 0.12, deviated_septum: 0.1, nasal_polyps: 0.05 },
    override: ['smoker', 'asthma', 'past_pneumonia', 'reflux_history', 'deviated_septum', 'nasal_polyps', 'vaccinated'],
    duration: { days: 0.5, weeks: 0.5 }, sources: [...S, 'etg'],
  },
  {
    id: 'chronic_sinusitis', ddxplus: true, name: 'Chronic rhinosinusitis', plainName: 'Long-term sinusitis (chronic sinusitis)',
    icd10: 'J32.9', system: 'ent', urgency: 'days', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 0, toddler: 0.05, child: 0.3 },
    // Defined by persistence (12 weeks or more), not by episodes that come and go (EPOS 2020).
    findings: { recurrent: 0.3, smoker: 0.2, asthma: 0.3, reflux_history: 0.2, deviated_septum: 0.15, nasal_polyps: 0.25, recent_cold: 0.3 },
    // Asthma in about a third and polyps in about a quarter (EPOS 2020), not 6 in 10 of every risk factor.
    override: ['smoker', 'asthma', 'past_pneumonia', 'reflux_history', 'deviated_septum', 'nasal_polyps', 'recent_cold'],
    duration: { days: 0.02, weeks: 0.18, months: 0.8 }, sources: [...S, 'etg'],
  },
  {
    id: 'bronchiolitis', ddxplus: true, name: 'Bronchiolitis', plainName: 'Bronchiolitis (small airway infection in babies)',
    icd10: 'J21.9', system: 'children', urgency: 'days', telehealth: 'assess', prevalence: 'common',
    ages: { infant: 12, toddler: 0.6, child: 0, teen: 0, adult: 0, middle: 0, older: 0 },
    // Starts as a cold, wheeze and cough following 1–3 days of a runny nose (RCH CPG).
    // DDXPlus's synthetic patients mostly have apnoeas, live rurally and in crowded homes; real ones: apnoea
    // in the youngest few (under 2 months, ex-premature), home and place as in everyone.
    override: ['sleep_apnoea_pauses', 'rural', 'crowded_household', 'vaccinated'],
    findings: { poor_feeding: 0.4, laboured_breathing: 0.5, sick_contact: 0.5, recent_cold: 0.8, sleep_apnoea_pauses: 0.08 },
    duration: { hours: 0.05, days: 0.85, weeks: 0.1 }, sources: [...S, 'rch-cpg'],
  },
  {
    id: 'lung_cancer', ddxplus: true, name: 'Pulmonary neoplasm', plainName: 'Lung tumour',
    icd10: 'C34.9', system: 'respiratory', urgency: 'days', telehealth: 'refer', prevalence: 'rare',
    ages: { infant: 0, toddler: 0, child: 0, teen: 0, adult: 0.05, middle: 1, older: 3 },
    // Blood in the sputum in about 1 in 4 at diagnosis (NICE NG12), not 8 in 10 as in DDXPlus.
    findings: { night_sweats: 0.2, coughing_blood: 0.25, passive_smoking: 0.15, family_lung_cancer: 0.15 },
    override: ['coughing_blood', 'passive_smoking', 'family_lung_cancer'],
    requires: ['coughing_blood', 'weight_loss', 'weight_loss_or_appetite', 'early_satiety'],
    duration: { days: 0.05, weeks: 0.35, months: 0.6 }, sources: [...S, 'nice-cks'],
  },
  {
    id: 'acute_coronary_syndrome', ddxplus: true, name: 'Possible NSTEMI / STEMI', plainName: 'Possible heart attack',
    icd10: 'I21.9', system: 'heart-vessels', urgency: 'emergency', telehealth: 'refer', prevalence: 'uncommon',
    ages: { infant: 0, toddler: 0, child: 0, teen: 0.005, adult: 0.15, middle: 1, older: 2 }, sex: { M: 1.6, F: 0.6 },
    findings: { chest_pain_exertion: 0.2, chest_pain_at_rest: 0.85 }, against: { fever: 0.02 },
    duration: { hours: 0.8, days: 0.2 }, sources: [...S, 'heart-foundation'],
  },
  {
    id: 'sarcoidosis', ddxplus: true, name: 'Sarcoidosis', plainName: 'Sarcoidosis',
    icd10: 'D86.9', system: 'respiratory', urgency: 'days', telehealth: 'refer', prevalence: 'very rare',
    ages: { infant: 0, toddler: 0, child: 0.05 },
    // DDXPlus's synthetic sarcoidosis has vaginal discharge in half and seizures in 4 in 10.
    findings: { seizure: 0.01, farm_work: 0.05 }, override: ['vaginal_discharge', 'seizure', 'farm_work'],
    requires: ['swollen_glands', 'red_eye', 'rash'],
    duration: { days: 0.05, weeks: 0.35, months: 0.6 }, sources: [...S, 'harrison'],
  },
  {
    id: 'pancreatic_cancer', ddxplus: true, name: 'Pancreatic neoplasm', plainName: 'Pancreatic tumour',
    icd10: 'C25.9', system: 'gut', urgency: 'days', telehealth: 'refer', prevalence: 'very rare',
    ages: { infant: 0, toddler: 0, child: 0, teen: 0, adult: 0.05, middle: 1, older: 2.5 },
    findings: { jaundice: 0.5, abdominal_swelling: 0.1 },
    requires: ['weight_loss', 'jaundice', 'pale_stools_dark_urine', 'weight_loss_or_appetite'],
    duration: { days: 0.05, weeks: 0.45, months: 0.5 }, sources: [...S, 'gastro-guidelines'],
  },
  {
    id: 'acute_pulmonary_oedema', ddxplus: true, name: 'Acute pulmonary edema', plainName: 'Fluid on the lungs (acute pulmonary oedema)',
    icd10: 'J81.0', system: 'heart-vessels', urgency: 'emergency', telehealth: 'refer', prevalence: 'uncommon',
    ages: { infant: 0, toddler: 0, child: 0, teen: 0.01, adult: 0.05, middle: 0.8, older: 3 },
    // Cough (with frothy white or pink sputum) is common; most decompensate on known heart failure after
    // days to weeks of creeping breathlessness and ankle swelling, so some date "this" from then.
    findings: { laboured_breathing: 0.5, cannot_speak_sentences: 0.2, cough: 0.4 },
    duration: { hours: 0.55, days: 0.3, weeks: 0.1, months: 0.05 }, sources: [...S, 'heart-foundation'],
  },
  {
    id: 'pericarditis', ddxplus: true, name: 'Pericarditis', plainName: 'Inflammation around the heart (pericarditis)',
    icd10: 'I30.9', system: 'heart-vessels', urgency: 'urgent', telehealth: 'assess', prevalence: 'uncommon',
    ages: { infant: 0, toddler: 0.1, child: 0.3, teen: 1, adult: 1.3, middle: 1, older: 0.6 }, sex: { M: 1.5 },
    findings: {}, duration: { hours: 0.3, days: 0.6, weeks: 0.1 }, sources: [...S, 'heart-foundation'],
  },
];
