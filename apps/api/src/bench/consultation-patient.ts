import type { KnowledgeBase } from '@telehealth/diagnosis';
import { parseCsv } from '@telehealth/diagnosis/dataset';
import { answerInWords, type ChatPatient } from './chat-patient.js';

/** One DDXPlus patient, read from a patients CSV. */
export interface DdxPatient {
  age: number;
  sex: 'M' | 'F';
  pathology: string;
  /** Evidence code → its values (binary evidences: []); a missing code means "no". */
  evidences: Map<string, (string | number)[]>;
  initialEvidence: string;
}

export function readPatients(csv: string): DdxPatient[] {
  const [header, ...rows] = parseCsv(csv);
  const col = (name: string) => header!.indexOf(name);
  return rows.map((r) => {
    const evidences = new Map<string, (string | number)[]>();
    for (const item of JSON.parse(r[col('EVIDENCES')]!.replace(/'/g, '"')) as string[]) {
      const [code, value] = item.split('_@_') as [string, string | undefined];
      const values = evidences.get(code) ?? [];
      if (value !== undefined) values.push(/^\d+$/.test(value) ? Number(value) : value);
      evidences.set(code, values);
    }
    return {
      age: Number(r[col('AGE')]),
      sex: r[col('SEX')] === 'F' ? 'F' : 'M',
      pathology: r[col('PATHOLOGY')]!,
      evidences,
      initialEvidence: r[col('INITIAL_EVIDENCE')]!,
    };
  });
}

/** How a patient would open with their main symptom. */
const OPENINGS: Readonly<Record<string, string>> = {
  E_201: "I've had a cough for a few days",
  E_66: "I'm really short of breath",
  E_181: 'I have a blocked and runny nose',
  E_91: "I've had a fever",
  E_50: "I've been sweating a lot more than usual",
  E_151: 'I have some swelling',
  E_129: "I've got a rash on my skin",
  E_144: 'My muscles ache all over',
  E_89: "I'm tired all the time",
  E_45: "I've been coughing up blood",
  E_77: "I'm coughing up green phlegm",
  E_214: "I'm wheezing when I breathe out",
  E_155: 'My heart is racing and pounding',
  E_218: 'I get symptoms when I exert myself and they settle with rest',
  E_148: 'I feel nauseous',
  E_217: "It's worse when I lie down and better sitting up",
  E_76: 'I feel a bit dizzy',
  E_82: 'I feel light-headed, like I might faint',
  E_220: 'It hurts when I take a deep breath',
  E_88: "I'm so tired I can't get out of bed",
  E_97: 'I have a sore throat',
};

/** "Do you have a cough?" → "I have a cough." — for openings nobody wrote out above. */
function firstPerson(question: string): string {
  return question
    .replace(/\?.*$/, '')
    .replace(/^Do you have /i, 'I have ')
    .replace(/^Have you had /i, "I've had ")
    .replace(/^Have you (been|noticed|felt|recently|lost|gained) /i, "I've $1 ")
    .replace(/^Are you /i, "I'm ")
    .replace(/^Do you feel /i, 'I feel ')
    .replace(/^Do you /i, 'I ')
    .replace(/^Did you /i, 'I ')
    .replace(/^Is your /i, 'My ')
    .replace(/^Has your (\w+) been /i, 'My $1 has been ')
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byou're\b/gi, "I'm")
    .replace(/\byour\b/gi, 'my')
    .replace(/\byou\b/gi, 'I');
}

function openingSentence(kb: KnowledgeBase, patient: DdxPatient): string {
  if (patient.initialEvidence === 'E_53') {
    const place = patient.evidences.get('E_55')?.[0];
    const label = kb.question('E_55')?.options?.find((o) => o.value === place)?.label;
    return label ? `I've got pain in the ${label}` : "I'm in pain";
  }
  return (
    OPENINGS[patient.initialEvidence] ?? firstPerson(kb.question(patient.initialEvidence)?.text ?? "I don't feel well")
  );
}

/** A DDXPlus patient's answer, in words: what its record holds for the finding (a yes/no by its presence). */
function ddxplusAnswer(kb: KnowledgeBase, patient: DdxPatient, code: string): string {
  const question = kb.question(code);
  const info = kb.evidence(code);
  if (!question || !info) return 'not sure';
  const values = patient.evidences.get(code);
  if (question.type === 'B') return answerInWords(kb, code, values !== undefined);
  // DDXPlus does not record some answers (how long it has lasted): the patient is not sure.
  if (question.type === 'C')
    return answerInWords(
      kb,
      code,
      values?.[0] ?? (info.defaultValue === '' ? undefined : (info.defaultValue as string | number)),
    );
  return answerInWords(kb, code, (values ?? []) as string[]);
}

/** A DDXPlus patient as a chat patient: its main symptom as a sentence, then its evidences in words. */
export function ddxplusChatPatient(kb: KnowledgeBase, patient: DdxPatient): ChatPatient {
  return {
    age: patient.age,
    sex: patient.sex,
    opening: openingSentence(kb, patient),
    furtherOpenings: [...patient.evidences.keys()]
      .filter((c) => c !== patient.initialEvidence && kb.question(c)?.type === 'B' && !kb.evidence(c)?.isAntecedent)
      .map((c) => openingSentence(kb, { ...patient, initialEvidence: c })),
    answer: (code) => ddxplusAnswer(kb, patient, code),
  };
}
