// Test-only environment; nothing here ships.
import '@telehealth/ui/testing/jsdom-shims';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { removeToast } from '@telehealth/ui';

// findBy* and waitFor wait for what a test expects; on a busy machine a screen can take longer than
// testing-library's 1 s default to get there. The test's own timeout (vitest.config.ts) still bounds it.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  removeToast();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
