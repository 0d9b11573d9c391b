// Test-only environment shims; nothing here ships to the apps. Guarded so that files
// running in the node environment (theme.test.ts) can share this setup.
import './testing/jsdom-shims';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for what a test expects; on a busy machine a screen can take longer than
// testing-library's 1 s default to get there. The test's own timeout (vitest.config.ts) still bounds it.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
