// Test-only environment; nothing here ships.
import '@telehealth/ui/testing/jsdom-shims';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { FakeWebSocket } from '@telehealth/api-client/testing/fake-web-socket';
import { removeToast } from '@telehealth/ui';

// No server in component tests: every socket a screen opens is a fake that a test can drive.
vi.stubGlobal('WebSocket', FakeWebSocket);

afterEach(() => {
  cleanup();
  // The toast store lives outside React: one test's toast must not show in the next.
  removeToast();
  localStorage.clear();
});
