// Builds data/model.json from the DDXPlus knowledge files and the train and dev patient samples.
// The test patients are never read here. Usage: node dist/training/build-model-cli.js
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { datasetDir, readConditions, readEvidences, readPatients } from './dataset.js';
import { DEFAULT_FIT, fitModel } from './fit-model.js';

const FIT_FILES = ['train_patients_sample.csv', 'dev_patients.csv'];

const dir = datasetDir();
const conditions = readConditions(dir);
const evidences = readEvidences(dir);
const patients = FIT_FILES.flatMap((file) => readPatients(file, evidences, dir));
const model = fitModel(conditions, evidences, patients, DEFAULT_FIT, FIT_FILES);
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../data/model.json');
writeFileSync(out, JSON.stringify(model) + '\n');
console.log(
  `Wrote ${out}: ${model.pathologies.length} pathologies, ${model.evidences.length} evidences, ${patients.length} patients.`,
);
