import { FakeWebSocket } from '@telehealth/api-client/testing/fake-web-socket';

/** Every socket a screen opened, newest last (test-setup installs the fake): a test plays the server's events. */
export const openedSockets = FakeWebSocket.instances;
