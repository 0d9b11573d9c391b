import { describe, expect, it } from 'vitest';
import type { ConversationRow } from '../db/tables.js';
import { TurnConversations } from './turn-conversations.js';

const row = (id: string, version: number) => ({ id, version, userId: 'u1' }) as unknown as ConversationRow;

describe('the conversations kept from this instance’s turns', () => {
  it('answers the conversation as the last turn wrote it, with no stored message known', () => {
    const kept = new TurnConversations();
    kept.keep(row('c1', 3), 'm1');
    expect(kept.get('c1', 'm2')).toMatchObject({ id: 'c1', version: 3, sentMessageId: null });
    expect(kept.get('c2', 'm2')).toBeUndefined();
  });

  it('reads again for a resend of a message written here', () => {
    const kept = new TurnConversations();
    kept.keep(row('c1', 3), 'm1');
    kept.keep(row('c1', 4), 'm2');
    expect(kept.get('c1', 'm1')).toBeUndefined();
    expect(kept.get('c1', 'm2')).toBeUndefined();
    expect(kept.get('c1', null)?.version).toBe(4);
  });

  it('keeps the newer version when an older turn finishes last', () => {
    const kept = new TurnConversations();
    kept.keep(row('c1', 5), 'm2');
    kept.keep(row('c1', 4), 'm1');
    expect(kept.get('c1', null)?.version).toBe(5);
  });

  it('forgets a conversation, and answers nothing past its time', () => {
    let now = 0;
    const kept = new TurnConversations({ ttlMs: 1000, now: () => now });
    kept.keep(row('c1', 1), null);
    kept.keep(row('c2', 1), null);
    kept.forget('c1');
    expect(kept.get('c1', null)).toBeUndefined();
    now = 999;
    expect(kept.get('c2', null)).toBeDefined();
    now = 1000;
    expect(kept.get('c2', null)).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('keeps at most so many, the oldest going first', () => {
    const kept = new TurnConversations({ maxEntries: 2 });
    kept.keep(row('c1', 1), null);
    kept.keep(row('c2', 1), null);
    kept.keep(row('c3', 1), null);
    expect(kept.get('c1', null)).toBeUndefined();
    expect(kept.get('c3', null)).toBeDefined();
    expect(kept.size).toBe(2);
  });
});
