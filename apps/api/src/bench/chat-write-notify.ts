/**
 * What a chat write's notification costs the database, without HTTP: the doctor's message
 * statement run by 50 lanes at once on one PostgreSQL, its event notified in the write itself
 * against stored in the outbox and published after (realtime/outbox.ts), in alternating rounds of
 * the same run. Prints writes/s per round; asserts nothing. PostgreSQL only (BENCH_DATABASE_URL,
 * a fresh database). Usage: node dist/bench/chat-write-notify.js [--seconds 6] [--rounds 2] [--lanes 50]
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { NotifyInWrite } from '../repositories/audiences.js';
import { writeDoctorMessage } from '../repositories/turn-writes.js';
import { assignedPatients, newDoctor } from './turn-load.js';
import { UNLIMITED_RATES } from './unlimited.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('set BENCH_DATABASE_URL (a fresh PostgreSQL database)');
  const seconds = arg('seconds', 6);
  const rounds = arg('rounds', 2);
  const lanes = arg('lanes', 50);
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const app = await buildApp(
    {
      ...base,
      databaseUrl,
      demoMode: true,
      sessionSecret: base.sessionSecret ?? randomBytes(32).toString('hex'),
      dataEncryptionKey: base.dataEncryptionKey ?? randomBytes(32),
      publicPatientUrl: base.publicPatientUrl ?? 'http://localhost:3000',
      rateLimit: UNLIMITED_RATES,
    },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await app.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();
  const doctors = await Promise.all(Array.from({ length: 5 }, (_, i) => newDoctor(url, i)));
  const pairs = await assignedPatients(app, url, doctors, lanes);
  const outbox = app.notifyInWrite;
  if (!outbox?.outbox) throw new Error('the bus has no outbox');
  const modes: [string, NotifyInWrite][] = [
    ['notified in the write', { channel: outbox.channel, idleMinutes: outbox.idleMinutes }],
    ['stored in the outbox', outbox],
  ];
  console.log(`${lanes} doctors' messages at once, ${seconds} s a round, ${rounds} rounds`);
  for (let round = 0; round < rounds; round++) {
    for (const [label, notify] of modes) {
      let written = 0;
      const until = Date.now() + seconds * 1000;
      await Promise.all(
        pairs.map(async ({ patient, doctor }) => {
          while (Date.now() < until) {
            const wrote = await writeDoctorMessage(
              app.db,
              patient.conversationId,
              doctor.id,
              { sender: 'doctor', text: `Note ${written}`, authorDoctorId: doctor.id },
              {
                actorType: 'doctor',
                actorId: doctor.id,
                action: 'message.send',
                subjectType: 'conversation',
                subjectId: patient.conversationId,
              },
              notify,
            );
            if (!wrote) throw new Error('the doctor could not write');
            written++;
          }
        }),
      );
      console.log(`${label.padEnd(24)} ${Math.round(written / seconds)} writes/s`);
    }
  }
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
