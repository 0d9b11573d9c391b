import { describe, expect, it } from 'vitest';
import { DEFAULT_RECONNECT_POLICY, reconnectDelay } from './reconnect-policy.js';

describe('reconnectDelay', () => {
  const noJitter = () => 0;

  it("starts at the spec's 3 s", () => {
    expect(DEFAULT_RECONNECT_POLICY.baseDelayMs).toBe(3000);
    expect(reconnectDelay(0, DEFAULT_RECONNECT_POLICY, noJitter)).toBe(3000);
  });

  it('doubles with each failure in a row, up to the cap', () => {
    const delays = [0, 1, 2, 3, 4, 5, 50, 5000].map((n) => reconnectDelay(n, DEFAULT_RECONNECT_POLICY, noJitter));
    expect(delays).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('adds up to the jitter, never more', () => {
    expect(reconnectDelay(0, DEFAULT_RECONNECT_POLICY, () => 0.999_999)).toBe(3999);
    expect(reconnectDelay(9, DEFAULT_RECONNECT_POLICY, () => 0.5)).toBe(30_500);
  });

  it('follows a policy of its own', () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 250, jitterMs: 0, connectTimeoutMs: 1000 };
    expect([0, 1, 2].map((n) => reconnectDelay(n, policy, noJitter))).toEqual([100, 200, 250]);
  });
});
