/**
 * A doctor and a patient through the proxy: the doctor signs up and an operator verifies them, the
 * patient consults the AI doctor and is assigned to them, and each side's socket sits on a different
 * API process, so every message reaches the other side across processes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from './client.mjs';
import { consultUntilAssigned } from './consultation.mjs';
import { poll } from './processes.mjs';
import { check, note, proved, step } from './report.mjs';

const WAITING_ROOM = 'waiting-room';

export async function signUpDoctor(stack) {
  step('A doctor signs up and an operator verifies them (DEMO_MODE off, OPERATOR_TOKEN)');
  const doctor = new Client('doctor', stack.doctorOrigin);
  const deviceId = randomUUID();
  const { body: created, upstream } = await doctor.call('POST', '/api/doctors', {
    status: 201,
    body: {
      deviceId,
      fullName: 'Dr Dana Review',
      prescriberNumber: '1234567',
      providerNumber: '2345678F',
      gender: 'Female',
      mobileNumber: '0400000000',
    },
  });
  check(
    created.verified === false,
    `a new doctor is verified at sign-up outside demo mode: ${JSON.stringify(created)}`,
  );
  await doctor.call('PATCH', `/api/doctors/${created.id}/availability`, { status: 403, body: { isAvailable: 'on' } });
  proved(`sign-up through ${stack.nameOf(upstream)}: pending, and may not turn available (403)`);

  const waitingRoom = await doctor.openSocket();
  await waitingRoom.register('doctor', WAITING_ROOM, created.id);
  const operator = new Client('operator', stack.doctorOrigin);
  const bearer = { authorization: `Bearer ${stack.operatorToken}` };
  const { body: pending } = await operator.call('GET', '/api/operator/doctors/pending', { headers: bearer });
  check(
    pending.some((d) => d.id === created.id),
    `the operator's pending list lacks the doctor: ${JSON.stringify(pending)}`,
  );
  // The operator sends back the details they checked against the registers, as listed.
  const listed = pending.find((d) => d.id === created.id);
  const checked = {
    fullName: listed.fullName,
    prescriberNumber: listed.prescriberNumber,
    providerNumber: listed.providerNumber,
  };
  await operator.call('POST', `/api/operator/doctors/${created.id}/verify`, { body: checked, status: 401 });
  const verified = await operator.call('POST', `/api/operator/doctors/${created.id}/verify`, {
    headers: bearer,
    body: checked,
  });
  await waitingRoom.until((e) => e.type === 'doctor_verified', 'doctor_verified');
  proved(
    `listed as pending to the operator; without the operator's token 401; with it, verified through ${stack.nameOf(verified.upstream)}; the waiting room (socket on ${stack.nameOf(waitingRoom.upstream)}) heard it live`,
  );
  const available = await doctor.call('PATCH', `/api/doctors/${created.id}/availability`, {
    body: { isAvailable: 'on' },
  });
  check(available.body.isAvailable === 'on', `availability: ${JSON.stringify(available.body)}`);
  proved('the verified doctor is available');
  return { client: doctor, id: created.id, deviceId, waitingRoom };
}

export async function consultAndAssign(stack, doctor) {
  step('A patient consults the AI doctor through the patient origin and is assigned to the doctor');
  const patient = new Client('patient', stack.patientOrigin);
  const deviceId = `device_${Date.now()}_${randomBytes(18).toString('base64url')}`;
  const { body: user } = await patient.call('POST', '/api/users/device', { status: 201, body: { deviceId } });
  const { body: conversation } = await patient.call('POST', '/api/conversations', {
    status: 201,
    body: { userId: user.id, status: 'ongoing' },
  });
  const chat = await patient.openSocket();
  await chat.register('patient', conversation.id, user.id);
  const fullName = 'Sam Quinlan';
  const { turns, servedBy } = await consultUntilAssigned(patient, {
    conversationId: conversation.id,
    deviceId,
    fullName,
  });
  proved(`${turns} chat turns answered by the AI doctor, served by ${[...servedBy].map(stack.nameOf).join(' and ')}`);

  const assigned = await doctor.waitingRoom.until(
    (e) => e.type === 'new_patient_assigned' && e.patient.id === conversation.id,
    'new_patient_assigned',
  );
  check(assigned.patient.fullName === fullName, `new_patient_assigned names ${JSON.stringify(assigned.patient)}`);
  const joined = await chat.until((e) => e.type === 'doctor_assigned', 'doctor_assigned');
  check(joined.doctor.fullName.includes('Dana Review'), `doctor_assigned names ${JSON.stringify(joined.doctor)}`);
  proved(
    `assigned: the doctor's waiting room (socket on ${stack.nameOf(doctor.waitingRoom.upstream)}) got "${fullName}", the patient's chat (socket on ${stack.nameOf(chat.upstream)}) got "${joined.doctor.fullName}"`,
  );
  const { body: patients } = await doctor.client.call('GET', `/api/doctors/${doctor.id}/patients`);
  check(
    patients.some((p) => p.id === conversation.id),
    'the doctor’s patient list lacks the assigned consultation',
  );
  proved("the consultation is on the doctor's patient list");
  return { client: patient, userId: user.id, deviceId, conversationId: conversation.id, chat };
}

/** How each side sends into the consultation. */
export function sides(doctor, patient) {
  return {
    doctor: { name: 'doctor', client: doctor.client, extra: { sender: 'doctor', doctorDeviceId: doctor.deviceId } },
    patient: { name: 'patient', client: patient.client, extra: { sender: 'patient', userDeviceId: patient.deviceId } },
  };
}

/**
 * Sends messages from `side` until one was handled by the process `handledBy`, each seen arriving on
 * `receiver`; returns the sends. nginx picks the process of each request by round robin, and keeps away
 * from one that failed for a while (fail_timeout): before each send, health checks through the same
 * origin wait until `handledBy` answers there again, and half the time one more goes first, so the sends
 * do not fall in step with the round robin.
 */
export async function sendUntilHandledBy(stack, conversationId, side, receiver, handledBy, words) {
  const sent = [];
  const health = () => side.client.request('GET', '/api/health');
  for (let i = 1; i <= 20; i++) {
    await poll(`nginx to send ${side.name} requests to ${stack.nameOf(handledBy)}`, async () => {
      return (await health()).upstream === handledBy;
    });
    if (Math.random() < 0.5) await health();
    const text = `${words}, number ${i}`;
    const res = await side.client.sendMessage(conversationId, { text, ...side.extra });
    await receiver.message(text);
    sent.push({ side: side.name, text, id: (res.body.message ?? res.body.patientMessage).id, ...res });
    const how = `"${text}" (${side.name}) sent through ${stack.nameOf(res.upstream)} arrived on the socket on ${stack.nameOf(receiver.upstream)}`;
    if (res.upstream !== handledBy) {
      note(how);
      continue;
    }
    proved(how);
    return sent;
  }
  throw new Error(`no ${side.name} message was handled by ${stack.nameOf(handledBy)} in 20 sends`);
}

/**
 * The doctor's chat socket on the process the patient's is not on; then each side writes until one of
 * its messages was handled by the process that does not hold the other side's socket.
 */
export async function crossProcesses(stack, doctor, patient) {
  step('Real-time messages cross the two API processes');
  const patientProcess = patient.chat.upstream;
  doctor.chat = await doctor.client.socketOn(
    (upstream) => upstream !== patientProcess,
    ['doctor', patient.conversationId, doctor.id],
    `on the other process than ${stack.nameOf(patientProcess)}`,
  );
  proved(`patient's socket on ${stack.nameOf(patientProcess)}, doctor's on ${stack.nameOf(doctor.chat.upstream)}`);
  const { doctor: fromDoctor, patient: fromPatient } = sides(doctor, patient);
  const { conversationId } = patient;
  await sendUntilHandledBy(stack, conversationId, fromDoctor, patient.chat, doctor.chat.upstream, 'Doctor says hello');
  await sendUntilHandledBy(stack, conversationId, fromPatient, doctor.chat, patientProcess, 'Patient says hello');
  proved('messages crossed both ways: each process delivered to its socket what the other stored');
}
