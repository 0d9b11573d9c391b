import type { Config } from '../config.js';

/** Rate limits no benchmark reaches: a bench measures the service, not its limits. */
export const UNLIMITED_RATES: Config['rateLimit'] = {
  registrationsPerMinute: 1_000_000,
  messagesPerMinute: 1_000_000,
  writesPerMinute: 1_000_000,
  verificationsPerMinute: 1_000_000,
  perAddressPerMinute: 1_000_000,
};
