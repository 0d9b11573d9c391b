import { ApiError, apiJson } from '../request.js';

/**
 * A version 4 UUID from the platform's random source (crypto.randomUUID exists only on secure
 * origins; getRandomValues everywhere).
 */
function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Waits before each resend: a dropped connection or a restarting server gets a moment. */
const RESEND_AFTER_MS = [1000, 3000];

/**
 * No answer came, so the message may or may not be stored: the network failed, or the proxy
 * could not reach the API. Any other answer is final.
 */
const unanswered = (err: unknown) => !(err instanceof ApiError) || [502, 503, 504].includes(err.status);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a chat message with an id made for it once. When no answer comes it is sent again with
 * the same id, so the server answers what it stored instead of storing it twice; it gives up after
 * three tries and raises the last error.
 */
export async function postChatMessage<T>(
  conversationId: string,
  body: Record<string, unknown>,
  wait: (ms: number) => Promise<void> = pause,
): Promise<T> {
  const payload = { ...body, clientMessageId: newMessageId() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiJson<T>('POST', `/api/conversations/${conversationId}/messages`, payload);
    } catch (err) {
      const delay = RESEND_AFTER_MS[attempt];
      if (delay === undefined || !unanswered(err)) throw err;
      await wait(delay);
    }
  }
}
