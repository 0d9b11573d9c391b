import { describe, expect, it } from 'vitest';
import type { Message } from '@telehealth/schema';
import {
  appendNew,
  dropTemporary,
  isTemporary,
  receiveMessage,
  replaceTemporary,
  temporaryMessage,
} from './message-cache.js';

const patientTemp = (text: string) => temporaryMessage({ conversationId: 'c1', sender: 'patient', text });
const doctorTemp = (text: string) => temporaryMessage({ conversationId: 'c1', sender: 'doctor', text });
const message = (id: string, sender: Message['sender'] = 'doctor', text = id): Message => ({
  ...patientTemp(text),
  id,
  sender,
});
const ids = (list: Message[]) => list.map((m) => m.id);

describe('temporary messages', () => {
  it("carry a 'temp-' id, the sender, the text and an ISO time", () => {
    const temp = temporaryMessage(
      { conversationId: 'c1', sender: 'patient', text: 'Hi', imageUrl: 'data:image/png;base64,AA' },
      new Date('2025-03-01T10:00:00Z'),
    );
    expect(temp.id.startsWith('temp-')).toBe(true);
    expect(isTemporary(temp)).toBe(true);
    expect(temp).toMatchObject({
      conversationId: 'c1',
      sender: 'patient',
      text: 'Hi',
      imageUrl: 'data:image/png;base64,AA',
      timestamp: '2025-03-01T10:00:00.000Z',
      createdAt: '2025-03-01T10:00:00.000Z',
    });
    expect(doctorTemp('Rest').imageUrl).toBeNull();
  });

  it('are told apart even when sent in the same millisecond', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    const a = temporaryMessage({ conversationId: 'c1', sender: 'doctor', text: 'a' }, now);
    const b = temporaryMessage({ conversationId: 'c1', sender: 'doctor', text: 'a' }, now);
    expect(a.id).not.toBe(b.id);
    expect(isTemporary(message('p1'))).toBe(false);
  });
});

describe('replacing a temporary message', () => {
  it("puts the server's messages in its place", () => {
    const temp = patientTemp('Hi');
    const list = replaceTemporary([message('a'), temp], temp.id, [message('p1', 'patient', 'Hi'), message('d1')]);
    expect(ids(list)).toEqual(['a', 'p1', 'd1']);
  });

  it('keeps the order when the socket delivered something meanwhile', () => {
    const temp = doctorTemp('Rest');
    const list = replaceTemporary([message('m1'), temp, message('m3', 'patient')], temp.id, [
      message('m2', 'doctor', 'Rest'),
    ]);
    expect(ids(list)).toEqual(['m1', 'm2', 'm3']);
  });

  it('never shows a message twice when the socket got there first', () => {
    const temp = patientTemp('Hi');
    const patient = message('p1', 'patient', 'Hi');
    expect(ids(replaceTemporary([message('a'), temp, patient], temp.id, [patient]))).toEqual(['a', 'p1']);
    expect(ids(replaceTemporary([patient, temp], temp.id, [patient, message('d1')]))).toEqual(['p1', 'd1']);
  });

  it('appends when the temporary message is already gone', () => {
    expect(ids(replaceTemporary([message('a')], 'temp-gone', [message('b')]))).toEqual(['a', 'b']);
    expect(ids(replaceTemporary(undefined, 'temp-gone', [message('b')]))).toEqual(['b']);
  });

  it('leaves the other temporary messages alone', () => {
    const first = doctorTemp('one');
    const second = doctorTemp('two');
    const list = replaceTemporary([first, second], first.id, [message('m1', 'doctor', 'one')]);
    expect(ids(list)).toEqual(['m1', second.id]);
  });

  it('drops it when sending failed', () => {
    const temp = doctorTemp('Rest');
    expect(ids(dropTemporary([message('m1'), temp], temp.id))).toEqual(['m1']);
    expect(dropTemporary(undefined, temp.id)).toEqual([]);
  });
});

describe('messages from the socket', () => {
  it('are appended only when their id is new', () => {
    const list = [message('a')];
    expect(appendNew(list, [message('a')])).toEqual(list);
    expect(ids(appendNew(list, [message('b'), message('b')]))).toEqual(['a', 'b']);
    expect(receiveMessage(list, message('a'))).toEqual(list);
    expect(ids(receiveMessage(list, message('b')))).toEqual(['a', 'b']);
    expect(ids(receiveMessage(undefined, message('b')))).toEqual(['b']);
  });

  it("let the sender's own echo take the place of its temporary twin", () => {
    const temp = patientTemp('Hi');
    expect(ids(receiveMessage([message('a'), temp], message('p1', 'patient', 'Hi')))).toEqual(['a', 'p1']);
    const doctor = doctorTemp('Take rest');
    expect(ids(receiveMessage([message('m1'), doctor], message('m2', 'doctor', 'Take rest')))).toEqual(['m1', 'm2']);
  });

  it('take their place by the server time when one arrives late (after a message still being sent)', () => {
    const at = (id: string, createdAt: string): Message => ({ ...message(id), createdAt, timestamp: createdAt });
    const list = [at('m1', '2025-03-01T10:00:00.000Z'), at('m3', '2025-03-01T10:00:05.000Z')];
    expect(ids(receiveMessage(list, at('m2', '2025-03-01T10:00:02.000Z')))).toEqual(['m1', 'm2', 'm3']);
    expect(ids(receiveMessage(list, at('m0', '2025-03-01T09:59:00.000Z')))).toEqual(['m0', 'm1', 'm3']);
    const temp = patientTemp('Hi');
    expect(ids(receiveMessage([...list, temp], at('m2', '2025-03-01T10:00:02.000Z')))).toEqual([
      'm1',
      'm3',
      temp.id,
      'm2',
    ]);
  });

  it("never take the place of the other side's temporary message", () => {
    const temp = doctorTemp('Yes');
    expect(ids(receiveMessage([temp], message('p1', 'patient', 'Yes')))).toEqual([temp.id, 'p1']);
  });
});
