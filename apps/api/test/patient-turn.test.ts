import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationEngine, ConsultationReply, ConsultationTurn } from '../src/consultation/contract.js';
import { patientTurn } from '../src/use-cases/patient-turn.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, startConversation, type Patient } from './helpers/actors.js';

let t: TestApp;
let alex: Patient;
beforeAll(async () => {
  t = await buildTestApp();
  alex = await registerPatient(t.app);
});
afterAll(() => t.close());

const userOf = (p: Patient) =>
  t.app.db.selectFrom('users').selectAll().where('id', '=', p.userId).executeTakeFirstOrThrow();
const conversation = (id: string) =>
  t.app.db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const reply = (text: string, over: Partial<ConsultationReply> = {}): ConsultationReply => ({
  text,
  options: null,
  conversationUpdate: { consultationState: JSON.stringify({ said: text }) },
  intents: [],
  ...over,
});

/** An engine scripted per call, remembering what it was told. */
function scripted(
  answer: (turn: ConsultationTurn, call: number, options?: { model?: boolean }) => Promise<ConsultationReply | null>,
) {
  const calls: { turn: ConsultationTurn; options?: { model?: boolean } }[] = [];
  const engine: ConsultationEngine = {
    async reply(turn, options) {
      calls.push({ turn, options });
      return answer(turn, calls.length, options);
    },
  };
  return { engine, calls };
}

describe('the patient-turn use case', () => {
  it('asks the engine with no row lock held: another writer may lock the conversation while the model thinks', async () => {
    const id = await startConversation(t.app, alex);
    const { engine } = scripted(async () => {
      // NOWAIT fails at once if the turn held the conversation's row lock.
      await t.app.db
        .transaction()
        .execute((trx) =>
          trx.selectFrom('conversations').select('id').where('id', '=', id).forUpdate().noWait().execute(),
        );
      return reply('Tell me more.');
    });
    const result = await patientTurn(
      { db: t.app.db, publish: t.app.publish, engine },
      { conversationId: id, user: await userOf(alex), text: 'I have a cough', imageUrl: null, imageBytes: 0 },
    );
    expect(result.doctorRow?.text).toBe('Tell me more.');
    expect((await conversation(id)).consultationState).toEqual({ said: 'Tell me more.' });
  });

  it('works the turn out again when the conversation changed while the engine was answering', async () => {
    const id = await startConversation(t.app, alex);
    const { engine, calls } = scripted(async (_turn, call) => {
      // A concurrent turn lands while the first answer is being worked out.
      if (call === 1) await t.app.db.updateTable('conversations').set({ version: 41 }).where('id', '=', id).execute();
      return reply(`answer ${call}`);
    });
    const result = await patientTurn(
      { db: t.app.db, publish: t.app.publish, engine },
      { conversationId: id, user: await userOf(alex), text: 'hello', imageUrl: null, imageBytes: 0 },
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]!.turn.conversation.version).toBe(41);
    expect(result.doctorRow?.text).toBe('answer 2');
    const stored = await conversation(id);
    expect(stored.consultationState).toEqual({ said: 'answer 2' });
    expect(stored.version).toBe(42);
    // The patient's message is stored once, whatever the retries.
    const messages = await t.app.db
      .selectFrom('messages')
      .select(['sender', 'text'])
      .where('conversationId', '=', id)
      .orderBy('seq')
      .execute();
    expect(messages).toEqual([
      { sender: 'patient', text: 'hello' },
      { sender: 'doctor', text: 'answer 2' },
    ]);
  });

  it('ends a turn that keeps being overtaken under the lock, with the embedded engine alone', async () => {
    const id = await startConversation(t.app, alex);
    const { engine, calls } = scripted(async (_turn, _call, options) => {
      if (options?.model !== false)
        await t.app.db
          .updateTable('conversations')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .execute();
      return reply(options?.model === false ? 'embedded' : 'with model');
    });
    const result = await patientTurn(
      { db: t.app.db, publish: t.app.publish, engine },
      { conversationId: id, user: await userOf(alex), text: 'hello', imageUrl: null, imageBytes: 0 },
    );
    expect(calls.map((c) => c.options?.model)).toEqual([true, true, false]);
    expect(result.doctorRow?.text).toBe('embedded');
  });

  it('carries out the intents: urgent, a doctor requested and assigned, and the words for who took the patient', async () => {
    const id = await startConversation(t.app, alex);
    const doctor = await registerDoctor(t.app, { fullName: 'Jane Smith' });
    const { engine, calls } = scripted(async () =>
      reply("Thank you. I'm asking one of our doctors to review your consultation.", {
        intents: [{ kind: 'mark-urgent' }, { kind: 'request-doctor', urgent: true, lead: 'Thank you. ' }],
      }),
    );
    const result = await patientTurn(
      { db: t.app.db, publish: t.app.publish, engine },
      { conversationId: id, user: await userOf(alex), text: 'yes please', imageUrl: null, imageBytes: 0 },
    );
    expect(calls[0]!.turn.queuePosition).toBeNull();
    expect(result.doctorRow?.text).toBe(
      "Thank you. Dr Jane Smith will review your consultation and reply here shortly. They can see everything you've told me.",
    );
    expect(await conversation(id)).toMatchObject({
      urgent: true,
      doctorConnectStatus: 'assigned',
      assignedDoctorId: doctor.id,
    });

    // With a doctor on the case the AI stays quiet: the engine is not even asked.
    const quiet = await patientTurn(
      { db: t.app.db, publish: t.app.publish, engine },
      { conversationId: id, user: await userOf(alex), text: 'thanks', imageUrl: null, imageBytes: 0 },
    );
    expect(quiet.doctorRow).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
