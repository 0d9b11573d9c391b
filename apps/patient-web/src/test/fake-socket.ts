import { vi } from 'vitest';
import { FakeWebSocket } from '@telehealth/api-client/testing/fake-web-socket';

/** The shared WebSocket stand-in, installed for one test: records what the app sends, plays server events. */
export class FakeSocket extends FakeWebSocket {
  static install() {
    FakeWebSocket.instances.length = 0;
    vi.stubGlobal('WebSocket', FakeWebSocket);
  }
}
