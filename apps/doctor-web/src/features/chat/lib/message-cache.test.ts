import { describe, expect, it } from 'vitest';
import type { Message } from '@telehealth/schema';
import { confirmSent, dropTemporary, isTemporary, mergeIncoming, temporaryMessage } from './message-cache';

const message = (id: string, text: string, sender: Message['sender'] = 'patient'): Message => ({
  ...temporaryMessage('c1', text),
  id,
  sender,
});

describe('message cache', () => {
  it('makes temporary doctor messages with a temp- id and an ISO timestamp', () => {
    const temp = temporaryMessage('c1', 'Hello', new Date('2025-03-01T10:00:00Z'));
    expect(isTemporary(temp)).toBe(true);
    expect(temp).toMatchObject({ sender: 'doctor', text: 'Hello', timestamp: '2025-03-01T10:00:00.000Z' });
  });

  it('appends incoming messages unless one with the same id is shown', () => {
    const list = [message('m1', 'hi')];
    expect(mergeIncoming(list, message('m2', 'there'))).toHaveLength(2);
    expect(mergeIncoming(list, message('m1', 'hi'))).toHaveLength(1);
  });

  it("lets the socket's echo of the doctor's message replace its temporary twin", () => {
    const temp = temporaryMessage('c1', 'Take rest');
    const merged = mergeIncoming([message('m1', 'hi'), temp], message('m2', 'Take rest', 'doctor'));
    expect(merged.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('replaces the temporary message with the sent one, without duplicating an echo', () => {
    const temp = temporaryMessage('c1', 'Take rest');
    const sent = message('m2', 'Take rest', 'doctor');
    expect(confirmSent([message('m1', 'hi'), temp], temp.id, sent).map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(confirmSent([sent, temp], temp.id, sent).map((m) => m.id)).toEqual(['m2']);
  });

  it('removes the temporary message when sending fails', () => {
    const temp = temporaryMessage('c1', 'Take rest');
    expect(dropTemporary([message('m1', 'hi'), temp], temp.id).map((m) => m.id)).toEqual(['m1']);
  });
});
