/**
 * The AI doctor alone, without the API or a database: the CPU time of a turn, and a fingerprint of
 * every reply and state, to show that a change of the engine's mechanics changed no answer. Prints
 * figures, asserts nothing. The vignette sets' patients (as in consultation.ts) talk to the engine
 * until its assessment; `--set script` is the turn bench's patient instead (turn-load.ts), each the same.
 * The passes after the first are the warm figure (the first also compiles the code).
 * Usage: node dist/bench/engine-turns.js [--set clinical-3] [--patients 1000] [--passes 3] [--transcript]
 * --transcript prints each turn's words and reply as JSON lines: two builds' lines compare with `diff`.
 */
import { createHash } from 'node:crypto';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import { VIGNETTE_SET_NAMES, vignetteSet } from '@telehealth/diagnosis/vignettes';
import type { ConversationRow } from '../db/tables.js';
import { DiagnosticConsultation } from '../consultation/engine.js';
import { respond, type ChatPatient } from './chat-patient.js';
import { PATIENT_SCRIPT } from './turn-load.js';
import { vignettePatient } from './vignette-chat-patient.js';

const MAX_TURNS = 60;
const ASSESSED = 'Would you like one of our doctors to review your consultation?';
/** A fixed time, so that two runs' replies (dates in them included) can be compared. */
const NOW = new Date('2026-01-15T10:00:00Z');

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const setName = option('set') ?? 'clinical-3';
const passes = Math.max(1, Number(option('passes') ?? 3));
const transcript = process.argv.includes('--transcript');
const kb = loadKnowledgeBase();
const engine = new DiagnosticConsultation(kb, null, (err) => {
  throw err;
});

/** A vignette patient, or null for the turn bench's scripted patient. */
function patientsOf(name: string, count: number): (ChatPatient | null)[] {
  if (name === 'script') return Array.from({ length: Math.min(count, 300) }, () => null);
  const set = vignetteSet(name);
  if (!set) throw new Error(`no vignette set "${name}"; the sets: script, ${VIGNETTE_SET_NAMES.join(', ')}`);
  return set.cases.slice(0, count).map((v) => vignettePatient(kb, v));
}

const patients = patientsOf(setName, Number(option('patients') ?? 1000));

/** The conversation row as the engine reads it: only its consultation state matters to it. */
const newRow = () => ({ consultationState: null }) as unknown as ConversationRow;

async function consult(patient: ChatPatient | null, fingerprint: ReturnType<typeof createHash>, print: boolean) {
  const openings = patient ? [...patient.furtherOpenings] : [];
  let conversation = newRow();
  let text = patient ? patient.opening : PATIENT_SCRIPT[0]!;
  const limit = patient ? MAX_TURNS : PATIENT_SCRIPT.length;
  let turns = 0;
  for (let t = 0; t < limit; t++) {
    const reply = await engine.reply({
      conversation,
      text,
      imageUrl: null,
      profiles: async () => [],
      queuePosition: null,
      now: NOW,
    });
    if (!reply) break;
    turns++;
    const line = JSON.stringify([text, reply]);
    fingerprint.update(line);
    if (print) console.log(line);
    // The row as the write would leave it (the engine reads its own earlier changes back from it).
    conversation = { ...conversation, ...reply.conversationUpdate } as ConversationRow;
    if (!patient) {
      text = PATIENT_SCRIPT[t + 1] ?? '';
      continue;
    }
    if (reply.text.includes(ASSESSED)) break;
    text = respond(kb, patient, reply.text, reply.options?.choices.map((c) => c.label) ?? [], openings);
  }
  return turns;
}

async function main() {
  const figures: { ms: number; turns: number; fingerprint: string }[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const fingerprint = createHash('sha256');
    let turns = 0;
    const started = process.cpuUsage();
    for (const patient of patients) turns += await consult(patient, fingerprint, transcript && pass === 0);
    const spent = process.cpuUsage(started);
    figures.push({
      ms: (spent.user + spent.system) / 1000,
      turns,
      fingerprint: fingerprint.digest('hex').slice(0, 16),
    });
  }
  const warm = figures.length > 1 ? figures.slice(1) : figures;
  const perTurn = warm.map((f) => f.ms / f.turns);
  console.log(
    `${setName}: ${patients.length} patients, ${figures[0]!.turns} turns; CPU per turn ${Math.min(...perTurn).toFixed(3)} ms ` +
      `(best of ${warm.length} warm passes; first pass ${(figures[0]!.ms / figures[0]!.turns).toFixed(3)} ms); ` +
      `replies fingerprint ${figures[0]!.fingerprint}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
