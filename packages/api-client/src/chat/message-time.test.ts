import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './message-time.js';

describe('formatMessageTime', () => {
  it("shows hour:minute in the clinic's zone, whatever the device's", () => {
    // 23:30 UTC is 10:30 am the next day in Sydney and 6:30 pm in New York.
    expect(formatMessageTime('2026-11-22T23:30:00.000Z', 'Australia/Sydney')).toBe('10:30 am');
    expect(formatMessageTime('2026-11-22T23:30:00.000Z', 'America/New_York')).toBe('6:30 pm');
    expect(formatMessageTime('2026-11-22T13:05:00.000Z', 'Australia/Sydney')).toBe('12:05 am');
    expect(formatMessageTime('2026-11-23T01:05:00.000Z', 'Australia/Sydney')).toBe('12:05 pm');
  });

  it('shows a display time, or anything that is not an ISO time, as it is', () => {
    expect(formatMessageTime('10:05 AM', 'Australia/Sydney')).toBe('10:05 AM');
    expect(formatMessageTime('2025-13-45T99:99', 'Australia/Sydney')).toBe('2025-13-45T99:99');
  });
});
