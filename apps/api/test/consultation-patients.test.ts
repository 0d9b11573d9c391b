import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Message, WsServerEvent } from '@telehealth/schema';
import { SUMMARY_PREVIEW_MAX_LENGTH } from '@telehealth/schema';
import { createConsultationEngine } from '../src/consultation/index.js';
import { localDate } from '../src/domain/dates.js';
import { hideMedicareNumber } from '../src/domain/medicare.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type DoctorActor,
  type Patient,
} from './helpers/actors.js';
import {
  consult,
  PRIORITY_OFFER,
  readConversation,
  REVIEW_QUESTION,
  say,
  type Script,
} from './helpers/consultation.js';
import { openSocket, type TestSocket } from './helpers/socket.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { logLevel: process.env.TEST_LOG ?? 'silent' },
    {
      engine: createConsultationEngine(testConfig(null)),
      ...(process.env.TEST_LOG ? { logger: { level: 'error' } } : {}),
    },
  );
});
afterAll(() => t.close());
// Each patient meets only the doctors and the queue of their own story.
beforeEach(async () => {
  await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();
  await t.app.db
    .updateTable('conversations')
    .set({ doctorConnectStatus: null })
    .where('doctorConnectStatus', '=', 'requested')
    .execute();
});

async function patientWithSocket(): Promise<{ who: Patient; c: string; socket: TestSocket }> {
  const who = await registerPatient(t.app);
  const c = await startConversation(t.app, who);
  const socket = await openSocket(t.app, who.cookie);
  expect(await socket.register('patient', c, who.userId)).toMatchObject({ type: 'registered' });
  return { who, c, socket };
}

async function waitingRoomOf(doctor: DoctorActor): Promise<TestSocket> {
  const socket = await openSocket(t.app, doctor.cookie);
  expect(await socket.register('doctor', 'waiting-room', doctor.id)).toMatchObject({ type: 'registered' });
  return socket;
}

/** After the assessment: yes to a doctor, then the details the review needs, until a doctor or the queue answers. */
const toDoctor = (who: Patient, c: string, script: Script) =>
  consult(t.app, who, c, script, (d) => /will review your consultation|in the queue|A doctor will join/.test(d.text));

/** Waits for a given message on a socket (events of earlier turns may still be arriving). */
async function messageOn(socket: TestSocket, text: string): Promise<Message> {
  for (;;) {
    const event = await socket.next('new_message');
    if (event.type === 'new_message' && event.message.text === text) return event.message;
  }
}

// Events of consecutive turns may arrive in either order; the apps place messages by their own times.
const sorted = (list: string[]) => [...list].sort();
const texts = (events: WsServerEvent[]) => events.flatMap((e) => (e.type === 'new_message' ? [e.message.text] : []));

/** The doctor's side once assigned: their socket on the conversation hears the patient, and the AI is quiet. */
async function aiStaysQuiet(doctor: DoctorActor, who: Patient, c: string) {
  const doctorSocket = await openSocket(t.app, doctor.cookie);
  expect(await doctorSocket.register('doctor', c, doctor.id)).toMatchObject({ type: 'registered' });
  const sent = await say(t.app, who, c, 'Thank you, I will wait for the doctor');
  expect(sent.doctorMessage).toBeUndefined();
  expect(await messageOn(doctorSocket, 'Thank you, I will wait for the doctor')).toMatchObject({ sender: 'patient' });
  doctorSocket.close();
}

function expectAssessment(message: Message | undefined, plainName: string) {
  expect(message?.text).toContain(`**Most likely:** ${plainName}`);
  expect(message?.text).toContain('**What you can do now:**');
  expect(message?.text).toContain('**See a doctor in person, or call 000 in an emergency, if**');
  expect(message?.text).toContain('This is not a diagnosis');
  expect(message?.text).toContain(REVIEW_QUESTION);
  expect(message?.options).toEqual({
    multiple: false,
    choices: [
      { label: 'Yes', value: 'Yes' },
      { label: 'No', value: 'No' },
    ],
  });
}

describe('the consultation, from hello to a human doctor', () => {
  it('chest pain at rest: emergency advice at once, marked urgent, reviewed before routine patients', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Omar Haddad', avatarNumber: '3' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}/availability`,
      headers: { cookie: doctor.cookie },
      payload: { isAvailable: 'off' },
    });
    const earlier = await registerPatient(t.app);
    const routine = await startConversation(t.app, earlier);
    expect(await requestDoctorFor(t.app, routine)).toMatchObject({ queuePosition: 1 });

    const { who, c, socket } = await patientWithSocket();
    const first = await say(t.app, who, c, "I've got a crushing chest pain even at rest, it started an hour ago");
    expect(first.doctorMessage?.text).toMatch(/call 000 now, or go to the nearest emergency department/);
    expect(first.doctorMessage?.text).toContain(PRIORITY_OFFER);
    expect(first.doctorMessage?.options?.choices.map((x) => x.label)).toEqual(['Yes', 'No']);
    expect(await readConversation(t.app, who, c)).toMatchObject({ urgent: true, triage: 'emergency' });

    const handover = await say(t.app, who, c, 'Yes');
    expect(handover.doctorMessage?.text).toMatch(/priority/);
    expect(handover.doctorMessage?.text).toMatch(/You are number 1 in the queue/); // ahead of the routine patient
    const conversation = await readConversation(t.app, who, c);
    expect(conversation).toMatchObject({ urgent: true, triage: 'emergency', doctorConnectStatus: 'requested' });
    expect([
      'Unstable angina',
      'Possible NSTEMI / STEMI',
      'Stable angina',
      'Pericarditis',
      'Acute pulmonary edema',
    ]).toContain(conversation.diagnosisName);
    expect(conversation.diagnosisCode).toMatch(/^I\d\d|^J81/);
    expect(conversation.summaryText).toMatch(
      /^\*\*Presenting complaint:\*\* "I've got a crushing chest pain even at rest/,
    );
    expect(conversation.summaryText).toMatch(/\*\*Red flags screened:\*\* \*\*chest pain at rest: YES\*\*/);
    expect(conversation.summaryText).toContain('**Disposition:** Emergency: call 000 now');
    expect(conversation.summaryPreview).toMatch(/^EMERGENCY · /);

    // The doctor turns available: the urgent patient is assigned first.
    const waitingRoom = await waitingRoomOf(doctor);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}/availability`,
      headers: { cookie: doctor.cookie },
      payload: { isAvailable: 'on' },
    });
    expect(await socket.next('doctor_assigned')).toEqual({
      type: 'doctor_assigned',
      doctor: { fullName: 'Dr Omar Haddad', avatarNumber: '3' },
    });
    const announced = [await waitingRoom.next('new_patient_assigned'), await waitingRoom.next('new_patient_assigned')];
    expect(announced).toContainEqual(
      expect.objectContaining({
        patient: expect.objectContaining({ id: c, urgent: true, diagnosisName: conversation.diagnosisName }),
      }),
    );
    const order = await t.app.db
      .selectFrom('doctorPatientAssignments')
      .select('conversationId')
      .where('doctorId', '=', doctor.id)
      .orderBy('assignedAt')
      .execute();
    expect(order.map((a) => a.conversationId)).toEqual([c, routine]);
    await socket.until((e) => e.type === 'new_message' && e.message.text === handover.doctorMessage!.text);
    expect(sorted(texts(socket.events))).toEqual(
      sorted([first.patientMessage.text, first.doctorMessage!.text, 'Yes', handover.doctorMessage!.text]),
    );
    await aiStaysQuiet(doctor, who, c);
    socket.close();
    waitingRoom.close();
  });

  it('a cold: the whole interview in words, details, a work certificate, and a doctor assigned at once', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Maya Patel', avatarNumber: '5' });
    const waitingRoom = await waitingRoomOf(doctor);
    const { who, c, socket } = await patientWithSocket();
    const script: Script = {
      opening: "I've got a runny nose, a sore throat and a cough, and I feel hot",
      age: "I'm 25",
      sex: 'Female',
      answers: {
        E_54: 'tender (sore to touch), nagging',
        E_56: 'about a 4',
        E_58: 'about a 3',
        E_59: 'about a 2',
        E_57: "nowhere, it doesn't spread",
        E_41: 'yes, my flatmate has a cold',
        E_50: 'yes',
        E_144: 'yes',
        E_48: 'yes',
        E_49: 'yes',
      },
      name: 'Jordan Lee',
      dateOfBirth: '4/7/2001',
      mobile: '0412 345 678',
      medicare: '2123 45670 1, reference 2',
      certificate: { purpose: 'Yes, for work', days: 'Today and tomorrow', nameIt: 'Yes, name it' },
    };
    const transcript = await consult(t.app, who, c, script);
    const assessment = transcript.at(-1)!.doctor;
    expectAssessment(assessment, 'Common cold (upper respiratory tract infection)');
    // Age and sex come before the first symptom question; one question per message.
    expect(transcript[1]!.doctor?.text).toMatch(/sex at birth/);
    expect(transcript.filter((e) => (e.doctor?.text.match(/\?/g) ?? []).length > 2)).toHaveLength(0);
    // No details are asked before the assessment: only once a doctor is wanted.
    expect(await readConversation(t.app, who, c)).toMatchObject({
      fullName: null,
      dateOfBirth: null,
      certificateRequest: null,
    });

    const review = await toDoctor(who, c, { ...script, opening: 'Yes please' });
    const handover = review.at(-1)!.doctor!;
    expect(handover.text).toMatch(
      /^Thanks, I've noted that for the doctor, who decides on the certificate\. Dr Maya Patel will review your consultation/,
    );
    const conversation = await readConversation(t.app, who, c);
    expect(conversation).toMatchObject({
      diagnosisName: 'URTI',
      diagnosisCode: 'J06.9',
      fullName: 'Jordan Lee',
      dateOfBirth: '04/07/2001',
      country: 'Australia',
      mobileNumber: '0412345678',
      medicareNumber: '2123456701',
      medicareReferenceNumber: '2',
      triage: 'routine',
      urgent: false,
      doctorConnectStatus: 'assigned',
      certificateRequest: {
        purpose: 'work',
        fromDate: localDate(new Date()),
        toDate: localDate(new Date(), 1),
        nameCondition: true,
      },
    });
    // Structured, each heading once, and who the patient is left to the conversation's own fields.
    expect(conversation.summaryText).toMatch(
      /^\*\*Presenting complaint:\*\* "I've got a runny nose, a sore throat and a cough, and I feel hot" \(25-year-old woman\)\n\*\*History:\*\* .+\n\*\*Positives:\*\* .*sore throat.*\n\*\*Pertinent negatives:\*\* denies /,
    );
    expect(conversation.summaryText).toMatch(
      /\*\*Red flags screened:\*\* .+\n\*\*Disposition:\*\* Self-care, with advice on when to seek help\n\*\*Differential \(AI estimate\):\*\*\n1\. URTI \(J06\.9\), \d+%: Common cold/,
    );
    expect(conversation.summaryText).toContain('**Medical certificate requested:** work');
    expect(conversation.summaryText).not.toMatch(/Jordan|04\/07\/2001|Patient:|Triage:/);
    for (const label of [
      'Presenting complaint',
      'History',
      'Positives',
      'Pertinent negatives',
      'Red flags screened',
      'Disposition',
      'Differential',
    ]) {
      expect(conversation.summaryText!.split(`**${label}`).length - 1, label).toBe(1);
    }
    expect(conversation.summaryPreview!.length).toBeLessThanOrEqual(SUMMARY_PREVIEW_MAX_LENGTH);
    // The ranked differential stays on the conversation for clinical management.
    const { consultationState } = await t.app.db
      .selectFrom('conversations')
      .select('consultationState')
      .where('id', '=', c)
      .executeTakeFirstOrThrow();
    expect(
      (consultationState as { differential: { pathology: string; icd10: string; probability: number }[] })
        .differential[0],
    ).toMatchObject({ pathology: 'URTI', icd10: 'J06.9' });
    expect(conversation.summaryPreview).toMatch(/^Common cold .* \(\d+%\) · /);
    expect(Date.now() - Date.parse(conversation.summaryGeneratedAt!)).toBeLessThan(60_000);

    expect(await socket.next('doctor_assigned')).toEqual({
      type: 'doctor_assigned',
      doctor: { fullName: 'Maya Patel', avatarNumber: '5' },
    });
    expect(await waitingRoom.next('new_patient_assigned')).toMatchObject({
      patient: {
        id: c,
        fullName: 'Jordan Lee',
        diagnosisName: 'URTI',
        summaryPreview: conversation.summaryPreview,
        dateOfBirth: '04/07/2001',
        urgent: false,
      },
    });
    expect((await readConversation(t.app, who, c)).doctorConnectStatus).toBe('assigned');
    // Every message of the consultation reached the patient's socket, in order (the card number hidden in the chat).
    await socket.until((e) => e.type === 'new_message' && e.message.text === handover.text);
    const said = (text: string) => hideMedicareNumber(text, '2123456701');
    expect(said('2123 45670 1, reference 2')).toBe('[Medicare number], reference 2');
    expect(sorted(texts(socket.events))).toEqual(
      sorted([...transcript, ...review].flatMap((e) => [said(e.said), e.doctor!.text])),
    );
    await aiStaysQuiet(doctor, who, c);
    socket.close();
    waitingRoom.close();
  });

  it('an asthma attack: urgent in words, asthma first aid, and a doctor today', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Lena Ortiz' });
    const { who, c, socket } = await patientWithSocket();
    const transcript = await consult(t.app, who, c, {
      opening: "I'm wheezing and I can't catch my breath, my asthma is playing up",
      age: '30',
      sex: 'Male',
      answers: {
        E_201: 'yes',
        E_46: 'yes, twice',
        E_101: 'yes',
        E_116: 'yes',
        E_226: 'yes',
        E_87: 'yes, my mum',
        E_222: 'yes',
      },
      priority: 'No',
    });
    const assessment = transcript.at(-1)!.doctor;
    expectAssessment(assessment, 'Asthma attack');
    expect(assessment?.text).toMatch(
      /Please see a doctor today|call 000 or go to the nearest emergency department now/,
    );
    expect(assessment?.text).toContain('reliever puffer');
    const conversation = await readConversation(t.app, who, c);
    expect(conversation).toMatchObject({
      diagnosisName: 'Bronchospasm / acute asthma exacerbation',
      diagnosisCode: 'J45.9',
      urgent: true,
    });
    expect(['urgent', 'emergency']).toContain(conversation.triage);
    expect(conversation.summaryText).toContain('expiratory wheeze');

    const handover = (await toDoctor(who, c, { opening: 'yes' })).at(-1)!.doctor!;
    expect(handover.text).toContain('Dr Lena Ortiz will review your consultation');
    expect(await socket.next('doctor_assigned')).toMatchObject({ doctor: { fullName: 'Dr Lena Ortiz' } });
    await aiStaysQuiet(doctor, who, c);
    socket.close();
  });

  it('a panic attack: routine, with breathing advice and where to get support', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Sam Nguyen' });
    const { who, c, socket } = await patientWithSocket();
    const transcript = await consult(t.app, who, c, {
      opening: "My heart is pounding, I'm shaking and I feel like I'm going to die",
      age: '27',
      sex: 'Female',
      answers: {
        E_53: 'yes',
        E_54: 'cramping, sharp',
        E_55: 'upper chest',
        E_56: 'about a 5',
        E_57: "nowhere, it doesn't spread",
        E_58: 'about a 3',
        E_59: 'about an 8',
        E_157: 'yes',
        E_75: 'yes',
        E_171: 'yes',
        E_16: 'yes',
        E_81: 'yes',
        E_80: 'yes',
        E_50: 'yes',
        E_82: 'yes',
        E_148: 'yes',
      },
      priority: 'No',
    });
    expectAssessment(transcript.at(-1)!.doctor, 'Panic attack');
    expect(transcript.at(-1)!.doctor?.text).toContain('Slow breathing helps');
    const conversation = await readConversation(t.app, who, c);
    expect(conversation).toMatchObject({ diagnosisName: 'Panic attack', diagnosisCode: 'F41.0' });
    expect(conversation.summaryText).toContain('palpitations');

    await toDoctor(who, c, { opening: 'Yes' });
    expect(await socket.next('doctor_assigned')).toMatchObject({ doctor: { fullName: 'Dr Sam Nguyen' } });
    await aiStaysQuiet(doctor, who, c);
    socket.close();
  });

  it('a parent picks their daughter’s saved profile: her details fill the conversation, no age or sex questions', async () => {
    const { who, c, socket } = await patientWithSocket();
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: { cookie: who.cookie },
        payload: { deviceId: who.deviceId, ...payload },
      });
    await create({ fullName: 'Alex Citizen', dateOfBirth: '12/03/1985', relationship: 'self' });
    await create({
      fullName: 'Mia Citizen',
      dateOfBirth: '03/05/2016',
      relationship: 'daughter',
      medicareNumber: '2123456701',
      medicareReferenceNumber: '2',
      mobileNumber: '0400111222',
    });

    const first = await say(t.app, who, c, 'My daughter has a sore ear and a fever');
    expect(first.doctorMessage?.text).toContain('Who is this consultation for?');
    expect(first.doctorMessage?.options?.choices.map((x) => x.label)).toEqual([
      'Me — Alex Citizen',
      'My daughter — Mia Citizen',
      'Someone else',
    ]);
    const script: Script = {
      opening: 'My daughter — Mia Citizen',
      answers: {
        E_54: 'tender (sore to touch), sharp',
        E_56: 'about a 6',
        E_57: "nowhere, it doesn't spread",
        E_58: 'about an 8',
        E_59: 'about a 3',
        E_114: 'yes, she is very grumpy',
        E_1: 'yes',
        E_181: 'yes',
      },
      certificate: { purpose: 'Yes, for school', days: 'Just today', nameIt: 'No, keep it private' },
    };
    const transcript = await consult(t.app, who, c, script);
    expect(transcript[0]!.doctor?.text).toContain('this consultation is for Mia Citizen');
    const asked = transcript.map((e) => e.doctor?.text ?? '').join('\n');
    expect(asked).not.toMatch(/how old|sex at birth|full name|date of birth|mobile number|Medicare/i);
    expectAssessment(transcript.at(-1)!.doctor, 'Middle ear infection');

    // No doctor is available: after the certificate they wait in the queue, and the AI keeps them company.
    const review = await toDoctor(who, c, { ...script, opening: 'Yes' });
    expect(review.map((e) => e.doctor?.text ?? '').join('\n')).not.toMatch(
      /full name|date of birth|mobile number|Medicare/i,
    );
    expect(review.at(-1)!.doctor?.text).toMatch(/All our doctors are busy right now\. You are number 1 in the queue/);
    const conversation = await readConversation(t.app, who, c);
    expect(conversation).toMatchObject({
      diagnosisName: 'Acute otitis media',
      diagnosisCode: 'H66.9',
      fullName: 'Mia Citizen',
      dateOfBirth: '03/05/2016',
      country: 'Australia',
      mobileNumber: '0400111222',
      medicareNumber: '2123456701',
      medicareReferenceNumber: '2',
      certificateRequest: {
        purpose: 'school',
        fromDate: localDate(new Date()),
        toDate: localDate(new Date()),
        nameCondition: false,
      },
    });
    expect(conversation.summaryText).toMatch(/^\*\*Presenting complaint:\*\* .+ \(10-year-old girl\)\n/);

    expect(conversation.doctorConnectStatus).toBe('requested');
    const waiting = await say(t.app, who, c, 'How long will it be?');
    expect(waiting.doctorMessage?.text).toMatch(
      /You are number 1 in the queue\. A doctor will join this chat as soon as one is free/,
    );
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Ana Costa' }); // signing up drains the queue
    expect(await socket.next('doctor_assigned')).toMatchObject({ doctor: { fullName: 'Dr Ana Costa' } });
    await aiStaysQuiet(doctor, who, c);
    socket.close();
  });

  it('someone who declines a doctor and asks for one later, in words', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Priya Shah', avatarNumber: '9' });
    const waitingRoom = await waitingRoomOf(doctor);
    const { who, c, socket } = await patientWithSocket();
    await consult(t.app, who, c, {
      opening: "I've got a runny nose, a sore throat and a cough, and I feel hot",
      age: '40',
      sex: 'Male',
      answers: {
        E_54: 'tender (sore to touch), nagging',
        E_56: 'about a 3',
        E_57: "nowhere, it doesn't spread",
        E_58: 'about a 3',
        E_59: 'about a 2',
        E_41: 'yes',
        E_50: 'yes',
        E_144: 'yes',
        E_48: 'yes',
      },
      name: 'my name is Chris Walker',
      dateOfBirth: '15/08/1986',
    });
    const declined = await say(t.app, who, c, 'No thanks');
    expect(declined.doctorMessage?.text).toMatch(/No problem\. .*"I'd like to talk to a doctor"/);
    expect(declined.doctorMessage?.options?.choices.map((x) => x.label)).toEqual(['Talk to a doctor']);
    // Without a doctor's review no details were needed, so none were asked.
    expect(await readConversation(t.app, who, c)).toMatchObject({
      doctorConnectStatus: 'declined',
      fullName: null,
      diagnosisName: 'URTI',
    });

    const chat = await say(t.app, who, c, 'Thanks, I feel a bit better already');
    expect(chat.doctorMessage?.text).toContain("If you'd like one of our doctors to look at this, just say so");

    const later = await say(t.app, who, c, 'Actually, can I talk to a doctor?');
    expect(later.doctorMessage?.text).toBe("Of course. Nearly done. For the doctor's records, what is your full name?");
    const review = await toDoctor(who, c, { opening: 'my name is Chris Walker', dateOfBirth: '15/08/1986' });
    expect(review.at(-1)!.doctor?.text).toBe(
      "No problem. Dr Priya Shah will review your consultation and reply here shortly. They can see everything you've told me.",
    );
    expect(await socket.next('doctor_assigned')).toEqual({
      type: 'doctor_assigned',
      doctor: { fullName: 'Dr Priya Shah', avatarNumber: '9' },
    });
    expect(await waitingRoom.next('new_patient_assigned')).toMatchObject({
      patient: { id: c, fullName: 'Chris Walker', diagnosisName: 'URTI' },
    });
    expect((await readConversation(t.app, who, c)).doctorConnectStatus).toBe('assigned');
    await aiStaysQuiet(doctor, who, c);
    socket.close();
    waitingRoom.close();
  });
});
