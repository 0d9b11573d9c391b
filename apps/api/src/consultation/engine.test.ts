import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import type { ConversationRow, ProfileRow } from '../db/tables.js';
import type { ConsultationTurn } from './contract.js';
import { DiagnosticConsultation } from './engine.js';
import { replyToRequest } from './handover-words.js';
import { welcomedState, type ConsultationState } from './state.js';

const kb = loadKnowledgeBase();
const engine = new DiagnosticConsultation(kb, null, (err) => {
  throw err;
});
const NOW = new Date('2026-11-22T23:00:00Z');

/** A turn built from plain values: no database anywhere. */
function turnIn(
  state: Partial<ConsultationState>,
  text: string,
  over: Partial<ConsultationTurn> = {},
): ConsultationTurn {
  return {
    conversation: {
      id: 'c1',
      consultationState: { ...welcomedState(), ...state },
      doctorConnectStatus: null,
      version: 3,
    } as unknown as ConversationRow,
    text,
    imageUrl: null,
    profiles: async () => [],
    queuePosition: null,
    now: NOW,
    ...over,
  };
}

describe('the consultation engine, without storage', () => {
  it('asks for the details a review needs only once a doctor is wanted, then requests one', async () => {
    const wanted = await engine.reply(turnIn({ stage: 'declined', triage: 'routine' }, "I'd like to talk to a doctor"));
    expect(wanted?.text).toBe("Of course. Nearly done. For the doctor's records, what is your full name?");
    expect(wanted?.intents).toEqual([]);

    const reply = await engine.reply(turnIn({ stage: 'certificate', triage: 'routine' }, 'No, thanks'));
    expect(reply?.intents).toEqual([{ kind: 'request-doctor', urgent: false, lead: 'No problem. ' }]);
    expect(reply?.text).toBe("No problem. I'm asking one of our doctors to review your consultation.");
    expect(JSON.parse(String(reply?.conversationUpdate.consultationState))).toMatchObject({ stage: 'waiting' });
  });

  it('skips the details a saved profile gave, and asks for priority when the triage is urgent', async () => {
    const known = {
      fullName: 'Alex Citizen',
      dateOfBirth: '01/01/1990',
      mobileNumber: '0412345678',
      medicareNumber: '2123456701',
    };
    const wanted = await engine.reply(
      turnIn({ stage: 'declined', triage: 'urgent' }, 'yes', {
        conversation: {
          id: 'c1',
          consultationState: { ...welcomedState(), stage: 'declined', triage: 'urgent' },
          doctorConnectStatus: 'declined',
          version: 3,
          ...known,
        } as unknown as ConversationRow,
      }),
    );
    expect(wanted?.text).toContain('Do you need a medical certificate');
    const reply = await engine.reply(turnIn({ stage: 'certificate', triage: 'urgent' }, 'no'));
    const request = reply?.intents.find((i) => i.kind === 'request-doctor');
    expect(request).toEqual({ kind: 'request-doctor', urgent: true, lead: 'No problem. ' });
    if (request?.kind !== 'request-doctor') throw new Error('no request');
    expect(replyToRequest(request, { doctor: { fullName: 'Dr Lee' }, queuePosition: null }).text).toBe(
      "No problem. Dr Lee will review your consultation and reply here shortly. They can see everything you've told me.",
    );
    expect(replyToRequest(request, { doctor: null, queuePosition: 2 }).text).toContain('You are number 2 in the queue');
    expect(replyToRequest(request, { doctor: null, queuePosition: 2 }).text).toContain('You have been given priority.');
  });

  it('opens the words after a request with the photo thanks of the same turn', async () => {
    const reply = await engine.reply(
      turnIn({ stage: 'certificate' }, 'no', { imageUrl: 'data:image/png;base64,AAAA' }),
    );
    const request = reply?.intents.find((i) => i.kind === 'request-doctor');
    expect(request).toMatchObject({
      lead: "Thank you for the photo. I've kept it with your consultation so the doctor can see it. No problem. ",
    });
  });

  it('reads the saved profiles only for the steps that use them, once a turn', async () => {
    const mia = {
      id: 'p1',
      deviceId: 'd1',
      fullName: 'Mia Citizen',
      dateOfBirth: '01/01/2019',
      country: 'Australia',
      mobileNumber: null,
      medicareNumber: null,
      medicareReferenceNumber: null,
      relationship: 'child',
    } as ProfileRow;
    let reads = 0;
    const profiles = async () => {
      reads++;
      return [mia];
    };
    const described = await engine.reply(turnIn({}, 'I have a cough and a fever', { profiles }));
    expect(described?.text).toContain('Who is this consultation for?');
    expect(reads).toBe(1);
    const state = (reply: typeof described) => JSON.parse(String(reply?.conversationUpdate.consultationState));

    const chosen = await engine.reply(turnIn(state(described), 'Mia Citizen', { profiles }));
    expect(chosen?.conversationUpdate).toMatchObject({ fullName: 'Mia Citizen' });
    // The age comes from the profile, the name into the next question (a child's sex is not in the relationship).
    expect(chosen?.text).toContain("Mia's sex at birth");
    expect(reads).toBe(2);

    reads = 0;
    const answered = await engine.reply(turnIn(state(chosen), 'Female', { profiles }));
    expect(state(answered)).toMatchObject({ stage: 'interview' });
    const interviewing = await engine.reply(turnIn(state(answered), 'No', { profiles }));
    expect(state(interviewing)).toMatchObject({ stage: 'interview', asked: 1 });
    expect(reads).toBe(0);
  });

  it('tells a waiting patient their place in the queue from what it is given', async () => {
    const reply = await engine.reply(turnIn({ stage: 'waiting' }, 'how long?', { queuePosition: 4 }));
    expect(reply?.text).toContain('You are number 4 in the queue.');
    expect(reply?.intents).toEqual([]);
  });

  it('marks an emergency urgent as an intent', async () => {
    const reply = await engine.reply(turnIn({}, "I've got a crushing chest pain even at rest, it started an hour ago"));
    expect(reply?.intents).toContainEqual({ kind: 'mark-urgent' });
    expect(reply?.conversationUpdate).toMatchObject({ triage: 'emergency' });
  });

  it('never calls the model when told not to', async () => {
    const llm = {
      extract: () => Promise.reject(new Error('model called')),
      phrase: () => Promise.reject(new Error('model called')),
      summarise: () => Promise.reject(new Error('model called')),
    };
    const withModel = new DiagnosticConsultation(kb, llm, (err) => {
      throw err;
    });
    const reply = await withModel.reply(turnIn({}, 'I have a cough and a fever'), { model: false });
    expect(reply?.text).toBeTruthy();
  });
});
