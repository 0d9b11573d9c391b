// Test-only environment; nothing here ships.
import '@telehealth/ui/testing/jsdom-shims';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { FakeWebSocket } from '@telehealth/api-client/testing/fake-web-socket';
import { removeToast } from '@telehealth/ui';

// findBy* and waitFor wait for what a test expects; on a busy machine a screen can take longer than
// testing-library's 1 s default to get there. The test's own timeout (vitest.config.ts) still bounds it.
configure({ asyncUtilTimeout: 15_000 });

// No server in component tests: every socket a screen opens is a fake that a test can drive.
vi.stubGlobal('WebSocket', FakeWebSocket);

afterEach(() => {
  cleanup();
  // The toast store lives outside React: one test's toast must not show in the next.
  removeToast();
  localStorage.clear();
});
