import type { ModelPathology } from '../model-file.js';
import type { PathologyInfo } from '../types.js';

/** Plain-English names for the DDXPlus conditions, keyed by their published English names. */
const PLAIN_NAMES: Readonly<Record<string, string>> = {
  'Spontaneous pneumothorax': 'Collapsed lung (spontaneous pneumothorax)',
  'Cluster headache': 'Cluster headache',
  Boerhaave: 'Tear in the food pipe (Boerhaave syndrome)',
  'Spontaneous rib fracture': 'Cracked rib without injury',
  GERD: 'Acid reflux (GORD)',
  'HIV (initial infection)': 'Early HIV infection',
  Anemia: 'Anaemia (low red blood cells)',
  'Viral pharyngitis': 'Viral sore throat',
  'Inguinal hernia': 'Groin hernia (inguinal hernia)',
  'Myasthenia gravis': 'Myasthenia gravis (muscle weakness disorder)',
  'Whooping cough': 'Whooping cough',
  Anaphylaxis: 'Severe allergic reaction (anaphylaxis)',
  Epiglottitis: 'Swelling of the epiglottis (epiglottitis)',
  'Guillain-Barré syndrome': 'Guillain-Barré syndrome (nerve inflammation)',
  'Acute laryngitis': 'Laryngitis (voice box inflammation)',
  Croup: 'Croup',
  PSVT: 'Fast heart rhythm (SVT)',
  'Atrial fibrillation': 'Irregular heartbeat (atrial fibrillation)',
  Bronchiectasis: 'Bronchiectasis (damaged airways)',
  'Allergic sinusitis': 'Hay fever (allergic rhinitis)',
  Chagas: 'Chagas disease',
  'Scombroid food poisoning': 'Fish poisoning (scombroid)',
  Myocarditis: 'Inflammation of the heart muscle (myocarditis)',
  Larygospasm: 'Spasm of the vocal cords (laryngospasm)',
  'Acute dystonic reactions': 'Muscle spasm reaction to a medicine (acute dystonia)',
  'Localized edema': 'Local swelling (oedema)',
  SLE: 'Lupus (SLE)',
  Tuberculosis: 'Tuberculosis (TB)',
  'Unstable angina': 'Unstable angina (heart pain at rest)',
  'Stable angina': 'Angina (heart pain on exertion)',
  Ebola: 'Ebola virus disease',
  'Acute otitis media': 'Middle ear infection',
  'Panic attack': 'Panic attack',
  'Bronchospasm / acute asthma exacerbation': 'Asthma attack',
  Bronchitis: 'Chest infection (bronchitis)',
  'Acute COPD exacerbation / infection': 'COPD flare-up',
  'Pulmonary embolism': 'Blood clot in the lung (pulmonary embolism)',
  URTI: 'Common cold (upper respiratory tract infection)',
  Influenza: 'Flu (influenza)',
  Pneumonia: 'Pneumonia (lung infection)',
  'Acute rhinosinusitis': 'Sinus infection (acute sinusitis)',
  'Chronic rhinosinusitis': 'Long-term sinusitis (chronic sinusitis)',
  Bronchiolitis: 'Bronchiolitis (small airway infection in babies)',
  'Pulmonary neoplasm': 'Lung tumour',
  'Possible NSTEMI / STEMI': 'Possible heart attack',
  Sarcoidosis: 'Sarcoidosis',
  'Pancreatic neoplasm': 'Pancreatic tumour',
  'Acute pulmonary edema': 'Fluid on the lungs (acute pulmonary oedema)',
  Pericarditis: 'Inflammation around the heart (pericarditis)',
};

/**
 * Corrections of the published ICD-10 field: one code per condition. SLE is published as M34 (systemic
 * sclerosis); lupus is M32. Pneumonia is published as "j17, j18"; J18 is pneumonia, organism unspecified.
 */
const ICD10_CORRECTIONS: Readonly<Record<string, string>> = {
  SLE: 'M32',
  Pneumonia: 'J18',
};

export function describePathology(p: ModelPathology): PathologyInfo {
  const severity = Math.min(5, Math.max(1, Math.round(p.severity))) as PathologyInfo['severity'];
  return {
    name: p.name,
    plainName: PLAIN_NAMES[p.name] ?? p.name,
    icd10: ICD10_CORRECTIONS[p.name] ?? p.icd10.trim().toUpperCase(),
    sourceIcd10: p.icd10,
    severity,
  };
}
