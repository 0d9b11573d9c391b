import {
  loadKnowledgeBase,
  restoreInterview,
  type DifferentialEntry,
  type InterviewState,
  type PathologyInfo,
} from '@telehealth/diagnosis';
import type { CertificateRequest } from '@telehealth/schema';
import type { ConversationRow } from '../db/tables.js';
import { ageOn, clinicToday, isIsoDate } from '../domain/dates.js';
import { consultationNotesOf, type ConsultationNotes } from './consultation-notes.js';
import { CERTIFICATE_PURPOSES } from './knowledge/index.js';
import { findPathology, pathologiesMentioned } from './pathology-lookup.js';

export interface DiagnosisLine {
  /** As shown to the doctor and recorded on the conversation when issued. */
  name: string;
  icd10: string | null;
  probability: number | null;
  /** The diagnosis package's pathology, when the name is one it knows. */
  pathology: PathologyInfo | null;
}

export interface PatientDetails {
  fullName: string | null;
  dateOfBirth: string | null;
  ageYears: number | null;
  medicareNumber: string | null;
  medicareReferenceNumber: string | null;
  mobileNumber: string | null;
  country: string | null;
}

/** What the management plan is built from: the conversation, read defensively. */
export interface ClinicalFacts {
  today: string;
  patient: PatientDetails;
  /** The working diagnosis first, then the other conditions worth considering. */
  differential: DiagnosisLine[];
  summaryText: string | null;
  /** The AI consultation's record of the patient's words and answers, when there is one. */
  consultation: ConsultationNotes | null;
  triage: 'emergency' | 'urgent' | 'routine' | null;
  urgent: boolean;
  certificateRequest: CertificateRequest | null;
}

const MAX_DIFFERENTIAL = 5;
const MIN_PROBABILITY = 0.02;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type StateDifferential = { source: 'entries' | 'interview'; entries: DifferentialEntry[] };

/**
 * A differential kept anywhere near the top of the consultation state: a list of DDXPlus names with
 * probabilities, or an interview of the diagnosis package to restore. The state belongs to the
 * consultation engine and may change shape, so anything unexpected is ignored.
 */
function differentialInState(state: unknown, depth = 0): StateDifferential | null {
  if (depth > 3 || state === null || typeof state !== 'object') return null;
  if (Array.isArray(state)) {
    const entries = state.filter(
      (e): e is Record<string, unknown> =>
        isRecord(e) && typeof (e.pathology ?? e.name) === 'string' && typeof e.probability === 'number',
    );
    if (entries.length > 0 && entries.length === state.length) {
      return {
        source: 'entries',
        entries: entries.map((e) => ({
          pathology: String(e.pathology ?? e.name),
          icd10: String(e.icd10 ?? ''),
          probability: Number(e.probability),
        })),
      };
    }
    return null;
  }
  const record = state as Record<string, unknown>;
  if (record.version === 1 && isRecord(record.patient) && Array.isArray(record.observations)) {
    try {
      return {
        source: 'interview',
        entries: restoreInterview(loadKnowledgeBase(), record as unknown as InterviewState).differential(),
      };
    } catch {
      return null; // a state from another version: fall back to the other sources
    }
  }
  for (const value of Object.values(record)) {
    const found = differentialInState(value, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The ranked differential, from the most explicit source: a differential kept in the consultation
 * state; the summary's own differential section (the lines after "Differential"); an interview kept
 * in the state; and last, the conditions the summary names anywhere.
 */
function rankedDifferential(row: ConversationRow): { pathology: PathologyInfo; probability: number | null }[] {
  const kb = loadKnowledgeBase();
  const state = differentialInState(row.consultationState);
  const fromEntries = (entries: DifferentialEntry[]) =>
    entries
      .map((e) => ({ pathology: kb.pathology(e.pathology) ?? findPathology(e.pathology), probability: e.probability }))
      .filter(
        (e): e is { pathology: PathologyInfo; probability: number } =>
          e.pathology !== null && e.pathology !== undefined,
      )
      .sort((a, b) => b.probability - a.probability);
  if (state?.source === 'entries') return fromEntries(state.entries);
  const summary = row.summaryText ?? '';
  // Only the differential section: the symptoms above it may name conditions the patient denied.
  const section = [...summary.matchAll(/differential[^\n:]*:?/gi)].at(-1);
  const listed = section ? pathologiesMentioned(summary.slice(section.index + section[0].length)) : [];
  if (listed.length > 0) return listed;
  if (state) return fromEntries(state.entries);
  return pathologiesMentioned(summary);
}

function lineOf(pathology: PathologyInfo, probability: number | null, plainWords: boolean): DiagnosisLine {
  return { name: plainWords ? pathology.plainName : pathology.name, icd10: pathology.icd10, probability, pathology };
}

function differentialOf(row: ConversationRow): DiagnosisLine[] {
  const working = row.diagnosisName?.trim() ? findPathology(row.diagnosisName, row.diagnosisCode) : null;
  // Name the other conditions the way the consultation named the working one.
  const plainWords =
    working !== null &&
    working.plainName.toLowerCase() === row.diagnosisName?.trim().toLowerCase() &&
    working.plainName !== working.name;

  const ranked = rankedDifferential(row);

  const lines: DiagnosisLine[] = [];
  if (working) {
    lines.push({
      ...lineOf(working, ranked.find((r) => r.pathology.name === working.name)?.probability ?? null, plainWords),
      name: row.diagnosisName!.trim(),
    });
  } else if (row.diagnosisName?.trim()) {
    // A working diagnosis the package does not know: kept as written, managed generally.
    lines.push({
      name: row.diagnosisName.trim(),
      icd10: row.diagnosisCode?.trim() || null,
      probability: null,
      pathology: null,
    });
  }
  for (const r of ranked) {
    if (lines.length >= MAX_DIFFERENTIAL) break;
    if (lines.some((l) => l.pathology?.name === r.pathology.name)) continue;
    if (r.probability !== null && r.probability < MIN_PROBABILITY) continue;
    lines.push(lineOf(r.pathology, r.probability, plainWords));
  }
  return lines;
}

/** The patient's certificate request, only when it is well formed (purpose known, real dates, in order). */
export function certificateRequestOf(value: unknown): CertificateRequest | null {
  if (!isRecord(value)) return null;
  const { purpose, fromDate, toDate, nameCondition } = value;
  if (typeof purpose !== 'string' || !(CERTIFICATE_PURPOSES as readonly string[]).includes(purpose)) return null;
  if (!isIsoDate(fromDate) || !isIsoDate(toDate) || fromDate > toDate) return null;
  return { purpose: purpose as CertificateRequest['purpose'], fromDate, toDate, nameCondition: nameCondition === true };
}

export function clinicalFactsOf(row: ConversationRow, now: Date = new Date()): ClinicalFacts {
  const today = clinicToday(now);
  const triage = row.triage === 'emergency' || row.triage === 'urgent' || row.triage === 'routine' ? row.triage : null;
  return {
    today,
    patient: {
      fullName: row.fullName?.trim() || null,
      dateOfBirth: row.dateOfBirth?.trim() || null,
      ageYears: ageOn(row.dateOfBirth, today),
      medicareNumber: row.medicareNumber?.trim() || null,
      medicareReferenceNumber: row.medicareReferenceNumber?.trim() || null,
      mobileNumber: row.mobileNumber?.trim() || null,
      country: row.country?.trim() || null,
    },
    differential: differentialOf(row),
    summaryText: row.summaryText?.trim() || null,
    consultation: consultationNotesOf(row.consultationState),
    triage,
    urgent: row.urgent || triage === 'emergency',
    certificateRequest: certificateRequestOf(row.certificateRequest),
  };
}
