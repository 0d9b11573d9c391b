import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CATCH_UP } from '../src/realtime/hub.js';
import { appsOnOneDatabase, asAdministrator, onRealPostgres } from './helpers/postgres.js';
import { registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';
import { openSocket, socketClosed } from './helpers/socket.js';

/**
 * PostgreSQL ends the connection an instance listens for events on (an administrator, a failover):
 * what is notified until it listens again is heard by no one, so once it listens again it closes its
 * sockets with "catch up" (1012), and the apps reconnect and read the messages again. Needs a real
 * PostgreSQL.
 */
const database = appsOnOneDatabase(1);

/** Ends every connection to the database but the administrator's own: the pool's and the listener's. */
async function endConnections(name: string): Promise<number> {
  const ended = await asAdministrator(
    'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return ended.length;
}

describe.runIf(onRealPostgres)('the event connection ended', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = database.apps[0]!;
  });
  it('a message stored while it listens again is not lost: the socket is told to reconnect and read again', async () => {
    const patient = await registerPatient(app);
    const c = await startConversation(app, patient);
    const doctor = await registerDoctor(app);
    await requestDoctorFor(app, c);
    const socket = await openSocket(app, patient.cookie);
    await socket.register('patient', c, patient.userId);
    const closed = socketClosed(socket.ws);

    expect(await endConnections(database.name)).toBeGreaterThan(0);
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/api/conversations/${c}/messages`,
        headers: { cookie: doctor.cookie },
        payload: { text: 'Written as the database came back', sender: 'doctor', doctorDeviceId: doctor.deviceId },
      });
    // A request that meets a connection the pool has not yet found dead fails (503), one dead connection at
    // a time on a busy machine; the app resends, and a resend is stored.
    let res = await send();
    for (let resend = 0; resend < 5 && res.statusCode === 503; resend++) res = await send();
    expect(res.statusCode).toBe(200);
    // Heard live (it was notified after the instance listened again), or the socket closed to catch up.
    const live = socket.until((e) => e.type === 'new_message', 30_000).then(() => 'live');
    const outcome = await Promise.race([
      live,
      closed.then((code) => (code === CATCH_UP ? 'catch up' : `closed ${code}`)),
    ]);
    expect(['live', 'catch up']).toContain(outcome);

    // What the app does after the reconnect: register again and read the messages.
    const again = await openSocket(app, patient.cookie);
    expect(await again.register('patient', c, patient.userId)).toMatchObject({ type: 'registered' });
    const list = await app.inject({
      method: 'GET',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: patient.cookie },
    });
    expect(list.json<{ text: string }[]>().map((m) => m.text)).toContain('Written as the database came back');
    again.close();
  });
});
