import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './message-time.js';

describe('formatMessageTime', () => {
  it('shows hour:minute for an ISO timestamp', () => {
    const iso = '2025-03-01T10:05:00.000Z';
    expect(formatMessageTime(iso)).toBe(new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
  });

  it('shows a display time, or anything that is not an ISO time, as it is', () => {
    expect(formatMessageTime('10:05 AM')).toBe('10:05 AM');
    expect(formatMessageTime('2025-13-45T99:99')).toBe('2025-13-45T99:99');
  });
});
