/**
 * One API process killed with SIGKILL while both sides are sending, then started again: every message
 * is stored once (a send the proxy could not complete is sent again with the same clientMessageId, as
 * the apps do), the socket on the killed process reconnects through the proxy, and sockets on both
 * processes receive what is said afterwards.
 */
import { query } from './database.mjs';
import { within } from './processes.mjs';
import { sendUntilHandledBy, sides } from './care.mjs';
import { check, note, proved, step } from './report.mjs';

const PER_SIDE = 8;
/** The kill comes as this many messages have been acknowledged, with the next ones in flight. */
const KILL_AFTER = 4;

/** The stored message's id in a send's answer (a doctor's send answers `message`, a patient's `patientMessage`). */
const idOf = (res) => (res.body.message ?? res.body.patientMessage).id;

export async function crashAndRestart(stack, doctor, patient) {
  step('An API process is killed (SIGKILL) mid-conversation and started again');
  const victim = stack.apiAt(patient.chat.upstream);
  const survivor = stack.apis.find((api) => api !== victim);
  check(victim && doctor.chat.upstream === survivor.address, 'the two sockets are not on the two processes');
  const doctorSocket = doctor.chat;
  const patientSocketBefore = patient.chat;

  const sent = [];
  let kill = null;
  let killStarted;
  const killing = new Promise((resolve) => (killStarted = resolve));
  const both = sides(doctor, patient);
  const conversation = async (side) => {
    const { client, extra } = both[side];
    for (let i = 1; i <= PER_SIDE; i++) {
      const text = `${side} message ${i} of ${PER_SIDE} around the crash`;
      const sending = client.sendMessage(patient.conversationId, { text, ...extra });
      // The kill starts while this send (and likely the other side's) is on its way.
      if (!kill && sent.length >= KILL_AFTER) killStarted((kill = victim.process.crash()));
      const res = await sending;
      sent.push({ side, text, id: idOf(res), ...res });
    }
  };
  const talking = Promise.all([conversation('patient'), conversation('doctor')]);

  const finishedFirst = talking.then(() => {
    throw new Error('the conversation ended before the kill');
  });
  finishedFirst.catch(() => undefined); // it only matters if it comes first
  await Promise.race([killing, finishedFirst]);
  await kill;
  proved(
    `${victim.name} killed with SIGKILL after ${sent.length} acknowledged messages, while both sides were sending`,
  );
  const closeCode = await within(patientSocketBefore.closed, 60_000, "the patient's socket to drop");
  proved(
    `the patient's socket on ${victim.name} dropped (close code ${closeCode}); the doctor's on ${survivor.name} stayed open`,
  );

  patient.chat = await patient.client.socketOn(
    () => true,
    ['patient', patient.conversationId, patient.userId],
    'reconnected',
  );
  check(patient.chat.upstream === survivor.address, `the reconnected socket is on ${patient.chat.upstream}`);
  proved(`the patient's socket reconnected through nginx, now on ${survivor.name}`);

  await stack.restart(victim);
  proved(`${victim.name} started again on ${victim.address} and answers its health check`);
  await talking;
  const retried = sent.filter((s) => s.attempts > 1);
  proved(
    `all ${sent.length} messages acknowledged; ${retried.length} needed a second send (${retried.map((s) => `"${s.text}" ×${s.attempts}`).join(', ') || 'none'})`,
  );

  // The doctor's socket never dropped: it heard every message live, except one the killed process had
  // stored but not yet announced when it died (its resend returns the stored copy, announced by no one).
  const missed = [];
  for (const message of sent) {
    try {
      await doctorSocket.message(message.text, message.attempts > 1 ? 5_000 : 60_000);
    } catch (err) {
      if (message.attempts === 1) throw err;
      missed.push(message.text);
    }
  }
  proved(`the doctor's socket on ${survivor.name} received ${sent.length - missed.length} of ${sent.length} live`);
  for (const text of missed)
    note(`"${text}" was stored by ${victim.name} as it died and not announced live; it is in the list below`);

  doctorSocket.close();
  doctor.chat = await doctor.client.socketOn(
    (upstream) => upstream === victim.address,
    ['doctor', patient.conversationId, doctor.id],
    `on the restarted ${victim.name}`,
  );
  proved(`the doctor's socket reopened on the restarted ${victim.name}`);

  // Both ways across the restarted process: what it stores reaches the survivor's socket, and back.
  const { conversationId } = patient;
  const later = [
    ...(await sendUntilHandledBy(
      stack,
      conversationId,
      both.doctor,
      patient.chat,
      victim.address,
      'Doctor writes after the restart',
    )),
    ...(await sendUntilHandledBy(
      stack,
      conversationId,
      both.patient,
      doctor.chat,
      survivor.address,
      'Patient writes after the restart',
    )),
  ];

  await checkNothingLost(stack, doctor, patient, [...sent, ...later]);
}

async function checkNothingLost(stack, doctor, patient, expected) {
  const base = `/api/conversations/${patient.conversationId}/messages`;
  const { body: patientView } = await patient.client.call('GET', `${base}?userDeviceId=${patient.deviceId}`);
  const { body: doctorView } = await doctor.client.call('GET', `${base}?doctorDeviceId=${doctor.deviceId}`);
  const [{ count }] = await query(
    stack.database.url,
    'select count(*)::int as count from messages where conversation_id = $1',
    [patient.conversationId],
  );
  check(
    JSON.stringify(patientView.map((m) => m.id)) === JSON.stringify(doctorView.map((m) => m.id)),
    'the patient and the doctor see different messages',
  );
  check(patientView.length === count, `the list has ${patientView.length} messages, the database ${count}`);
  check(new Set(patientView.map((m) => m.id)).size === count, 'a message is listed twice');
  for (const message of expected) {
    const copies = patientView.filter((m) => m.text === message.text);
    check(copies.length === 1, `"${message.text}" is stored ${copies.length} times`);
    check(copies[0].id === message.id, `"${message.text}" is listed with another id than its acknowledgement's`);
  }
  for (const side of ['patient', 'doctor']) {
    const order = patientView
      .filter((m) => expected.some((e) => e.side === side && e.text === m.text))
      .map((m) => m.text);
    const sentOrder = expected.filter((e) => e.side === side).map((e) => e.text);
    check(
      JSON.stringify(order) === JSON.stringify(sentOrder),
      `the ${side}'s messages are out of order: ${order.join(' / ')}`,
    );
  }
  proved(
    `nothing lost: all ${expected.length} messages of the crash and after stored once each, in the order sent; patient and doctor both list the same ${count} messages, as many as the database holds`,
  );
}
