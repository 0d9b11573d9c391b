import type { Db } from '../db/database.js';
import type { ActionableItemRow, ConversationRow, DoctorRow } from '../db/tables.js';
import { diagnosisItems, markIssued, tickedUnissuedItems } from '../repositories/actionable-items.js';
import { audit } from '../repositories/audit.js';
import { updateRecord } from '../repositories/conversations.js';
import type { CertificatePlan } from './certificate-plan.js';
import { clinicalFactsOf, type ClinicalFacts, type DiagnosisLine } from './clinical-facts.js';
import { addDays, clinicToday, formatLongDate } from '../domain/dates.js';
import { medicalCertificate } from './documents/certificate.js';
import { referralLetter } from './documents/referral-letter.js';
import { testRequest } from './documents/test-request.js';
import { certificateTitle, referralTitle, testRequestTitle } from './documents/titles.js';
import { doctorName, issueDocument, refuse, say, type IssueContext } from './issue-context.js';
import type { Investigation, Medication, Referral } from './knowledge/index.js';
import { findPathology } from './pathology-lookup.js';
import type { ItemDetails } from './plan.js';

export const NOTHING_TO_ISSUE = 'No items to issue: tick at least one item before issuing';

interface Ticked {
  row: ActionableItemRow;
  details: ItemDetails | null;
}

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

function detailsOf(row: ActionableItemRow): ItemDetails | null {
  const d = row.details as ItemDetails | null;
  return d && typeof d === 'object' && typeof d.kind === 'string' ? d : null;
}

/** A certificate suggested (not requested) on an earlier day starts on the day it is issued, keeping its length. */
function certificateAsIssued(plan: CertificatePlan, issuedOn: string): CertificatePlan {
  if (plan.requested || plan.fromDate >= issuedOn) return plan;
  return { ...plan, fromDate: issuedOn, toDate: addDays(issuedOn, plan.days - 1) };
}

/**
 * The differential as the doctor reviewed it: the plan's diagnosis items (a diagnosis issued now
 * first), else the conversation's own. Documents then agree with what the doctor saw and recorded.
 */
function reviewedDifferential(
  diagnosisRows: ActionableItemRow[],
  chosen: ActionableItemRow | null,
  facts: ClinicalFacts,
): DiagnosisLine[] {
  const lines = diagnosisRows
    .map((row) => ({ row, d: detailsOf(row) }))
    .filter(
      (x): x is { row: ActionableItemRow; d: Extract<ItemDetails, { kind: 'diagnosis' }> } => x.d?.kind === 'diagnosis',
    )
    .sort(
      (a, b) =>
        Number(b.row.id === chosen?.id) - Number(a.row.id === chosen?.id) || Number(b.d.working) - Number(a.d.working),
    )
    .map(({ d }) => ({ name: d.name, icd10: d.icd10, probability: null, pathology: findPathology(d.name, d.icd10) }));
  return lines.length > 0 ? lines : facts.differential;
}

/**
 * Issues every ticked, un-issued item of a conversation inside the caller's transaction, which holds
 * the conversation's row lock: certificates, test requests and referral letters as PDFs with a chat
 * message each; medicines and advice as messages; a diagnosis recorded on the conversation. The
 * caller rolls back on any failure, so nothing is half issued, and publishes the events once committed.
 */
/** This service sends no prescriptions: the words say where one comes from, never that it will follow. */
const NO_PRESCRIPTION =
  'This chat cannot send a prescription. If this medicine needs one, show this message to your GP; if it is sold without one, a pharmacist can help.';

export async function issueTickedItems(
  trx: Db,
  conversation: ConversationRow,
  doctor: DoctorRow,
  { now = new Date(), publicPatientUrl }: { now?: Date; publicPatientUrl: string },
) {
  const conversationId = conversation.id;
  const rows = await tickedUnissuedItems(trx, conversationId);
  if (rows.length === 0) throw refuse(NOTHING_TO_ISSUE);

  const ctx: IssueContext = {
    trx,
    conversation,
    doctor,
    facts: clinicalFactsOf(conversation, now),
    issuedAt: now,
    issuedOn: clinicToday(now),
    publicPatientUrl,
    events: [],
    attachmentIds: [],
  };
  const ticked: Ticked[] = rows.map((row) => ({ row, details: detailsOf(row) }));
  const of = (category: string) => ticked.filter((t) => t.row.category === category);
  const doctorSays = doctorName(doctor);
  const summary: string[] = [];

  // Diagnosis: the working one if ticked, else the first ticked, becomes the conversation's diagnosis.
  const diagnoses = of('diagnoses');
  const chosen = diagnoses.find((d) => d.details?.kind === 'diagnosis' && d.details.working) ?? diagnoses[0] ?? null;
  if (chosen) {
    const d =
      chosen.details?.kind === 'diagnosis'
        ? chosen.details
        : { name: chosen.row.text.replace(/: .*$/, ''), icd10: null };
    await updateRecord(trx, conversationId, { diagnosisName: d.name, diagnosisCode: d.icd10 });
    summary.push(`diagnosis recorded: ${d.name}`);
  }
  const diagnosisRows = await diagnosisItems(trx, conversationId);
  const differential = reviewedDifferential(diagnosisRows, chosen?.row ?? null, ctx.facts);
  const working = differential[0] ?? null;

  const certificates = of('certificates').flatMap((c) =>
    c.details?.kind === 'certificate' ? [c.details.certificate] : [],
  );
  for (const certificate of certificates) {
    const plan = certificateAsIssued(certificate, ctx.issuedOn);
    await issueDocument(ctx, {
      kind: 'certificate',
      title: certificateTitle(plan.purpose),
      fileName: `medical-certificate-${plan.purpose}-${plan.fromDate}.pdf`,
      purpose: plan.purpose,
      condition: plan.condition,
      validFrom: plan.fromDate,
      validTo: plan.toDate,
      content: (parties) => medicalCertificate(parties, plan),
      message: `${doctorSays} has issued your medical certificate (${plan.purpose}) for ${formatLongDate(plan.fromDate)} to ${formatLongDate(plan.toDate)}. You can download it here or from Documents.`,
    });
  }
  if (certificates.length > 0) summary.push(plural(certificates.length, 'medical certificate'));

  const tests = of('investigations').map((t) => ({
    investigation:
      t.details?.kind === 'investigation'
        ? t.details.investigation
        : ({
            name: t.row.text,
            subtype: (t.row.subtype ?? 'other') as Investigation['subtype'],
            when: '',
          } satisfies Investigation),
    condition: t.details?.kind === 'investigation' ? t.details.condition : (working?.name ?? ''),
  }));
  for (const kind of ['pathology', 'imaging'] as const) {
    const wanted = tests.filter((x) => x.investigation.subtype === kind);
    if (wanted.length === 0) continue;
    const names = wanted.map((x) => x.investigation.name);
    await issueDocument(ctx, {
      kind,
      title: testRequestTitle(kind, names),
      fileName: `${kind}-request-${ctx.issuedOn}.pdf`,
      purpose: kind,
      condition: working?.name ?? null,
      content: (parties) =>
        testRequest(parties, {
          kind,
          tests: wanted,
          working,
          urgent: ctx.facts.urgent || ctx.facts.triage === 'urgent',
        }),
      message:
        kind === 'pathology'
          ? `${doctorSays} has requested these pathology tests: ${names.join('; ')}. Take the attached request form to any pathology collection centre.`
          : `${doctorSays} has requested imaging: ${names.join('; ')}. Book with a radiology practice and take the attached request form with you.`,
    });
    summary.push(
      kind === 'pathology'
        ? `a pathology request (${plural(wanted.length, 'test')})`
        : `an imaging request (${plural(wanted.length, 'examination')})`,
    );
  }
  const otherTests = tests.filter((x) => x.investigation.subtype === 'other');
  if (otherTests.length > 0) {
    const lines = otherTests.map(
      (x) => `- ${x.investigation.name}${x.investigation.when ? `: ${x.investigation.when}` : ''}`,
    );
    await say(
      ctx,
      `${doctorSays} recommends these tests, arranged through your GP or the specialist:\n${lines.join('\n')}`,
    );
    summary.push(`${plural(otherTests.length, 'other test')} sent to the chat`);
  }

  const medications = of('medications');
  const medicines: Medication[] = medications.flatMap((m) =>
    m.details?.kind === 'medication' ? [m.details.medication] : [],
  );

  const referrals = of('referrals');
  for (const r of referrals) {
    const referral: Referral =
      r.details?.kind === 'referral'
        ? r.details.referral
        : { kind: 'gp', to: r.row.text.replace(/ \(.*$/, ''), urgency: 'routine', reason: r.row.text };
    const emergency = referral.kind === 'emergency';
    await issueDocument(ctx, {
      kind: 'referral',
      title: referralTitle(referral.to),
      fileName: `referral-letter-${referral.kind}-${ctx.issuedOn}.pdf`,
      purpose: 'referral',
      condition: working?.name ?? null,
      content: (parties) =>
        referralLetter(parties, {
          referral,
          working,
          others: differential.slice(1),
          consultation: ctx.facts.consultation,
          triage: ctx.facts.triage,
          medications: medicines,
        }),
      message: emergency
        ? `${doctorSays} has referred you to the emergency department. Please go to your nearest emergency department now, or call 000 if you are very unwell, and take the attached letter with you.`
        : `${doctorSays} has referred you to: ${referral.to}. The referral letter is attached; please book an appointment${referral.urgency === 'routine' ? '' : ' soon'}.`,
    });
  }
  if (referrals.length > 0) summary.push(plural(referrals.length, 'referral letter'));

  for (const m of medications) {
    const text =
      m.details?.kind === 'medication'
        ? `${m.details.medication.name} ${m.details.medication.dose} ${m.details.medication.route}, ${m.details.medication.frequency}; ${m.details.medication.duration}. Cautions: ${m.details.medication.cautions}`
        : m.row.text;
    await say(ctx, `${doctorSays} recommends this medicine: ${text}\n${NO_PRESCRIPTION}`);
  }
  if (medications.length > 0)
    summary.push(`${plural(medications.length, 'medication')} sent to the chat (no prescription is sent)`);

  const advice = of('advice');
  if (advice.length > 0) {
    const lines = advice.map((a) => `- ${a.details?.kind === 'advice' ? a.details.text : a.row.text}`);
    await say(ctx, `Advice from ${doctorSays}:\n${lines.join('\n')}`);
    summary.push('advice sent to the chat');
  }

  const ids = rows.map((r) => r.id);
  await markIssued(trx, ids, now);
  await audit(trx, {
    actorType: 'doctor',
    actorId: doctor.id,
    action: 'clinical_items.issue',
    subjectType: 'conversation',
    subjectId: conversationId,
    detail: { itemIds: ids, attachmentIds: ctx.attachmentIds, messages: ctx.events.length },
  });
  return { summary: `Issued ${plural(rows.length, 'item')}: ${summary.join(', ')}.`, events: ctx.events };
}
