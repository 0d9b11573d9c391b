import { WS_RECONNECT_DELAY_MS } from '@telehealth/schema';

export interface ReconnectPolicy {
  /** The first wait after a close: the spec's 3 s. */
  baseDelayMs: number;
  /** The longest a wait grows to after repeated failures. */
  maxDelayMs: number;
  /** Up to this much is added at random, so clients dropped together do not all return together. */
  jitterMs: number;
  /** A connection that has not opened by then is given up and retried. */
  connectTimeoutMs: number;
}

export const DEFAULT_RECONNECT_POLICY: ReconnectPolicy = {
  baseDelayMs: WS_RECONNECT_DELAY_MS,
  maxDelayMs: 30_000,
  jitterMs: 1000,
  connectTimeoutMs: 10_000,
};

/**
 * How long to wait before the next attempt, after `failures` attempts in a row that did not open:
 * the base delay, doubled per failure up to the cap, plus jitter.
 */
export function reconnectDelay(
  failures: number,
  policy: ReconnectPolicy = DEFAULT_RECONNECT_POLICY,
  random = Math.random,
): number {
  const grown = Math.min(policy.baseDelayMs * 2 ** Math.max(0, failures), policy.maxDelayMs);
  return grown + Math.floor(random() * policy.jitterMs);
}
