import { describe, expect, it } from 'vitest';
import type { Message } from '@telehealth/schema';
import { appendNew, isTemporary, receiveMessage, replaceTemporary, temporaryPatientMessage } from './message-cache';

const message = (id: string, sender: Message['sender'] = 'doctor', text = id): Message => ({
  ...temporaryPatientMessage('c1', text, null),
  id,
  sender,
});

describe('message cache', () => {
  it('marks messages shown before the answer as temporary', () => {
    const temp = temporaryPatientMessage('c1', 'Hi', null);
    expect(temp.id.startsWith('temp-')).toBe(true);
    expect(isTemporary(temp)).toBe(true);
    expect(temp).toMatchObject({ sender: 'patient', text: 'Hi', conversationId: 'c1' });
  });

  it('replaces temporary messages with the server ones, without duplicates', () => {
    const temp = temporaryPatientMessage('c1', 'Hi', null);
    const patient = message('p1', 'patient', 'Hi');
    const doctor = message('d1');
    expect(replaceTemporary([message('a'), temp], [patient, doctor]).map((m) => m.id)).toEqual(['a', 'p1', 'd1']);
    expect(replaceTemporary([message('a'), temp, patient], [patient]).map((m) => m.id)).toEqual(['a', 'p1']);
  });

  it('appends socket messages only when their id is new', () => {
    const list = [message('a')];
    expect(appendNew(list, [message('a')])).toBe(list);
    expect(receiveMessage(list, message('a'))).toBe(list);
    expect(receiveMessage(list, message('b')).map((m) => m.id)).toEqual(['a', 'b']);
  });

  it("lets the patient's own pushed message take the place of its temporary copy", () => {
    const temp = temporaryPatientMessage('c1', 'Hi', null);
    const list = receiveMessage([message('a'), temp], message('p1', 'patient', 'Hi'));
    expect(list.map((m) => m.id)).toEqual(['a', 'p1']);
  });
});
