// Test-only environment shims; nothing here ships to the apps. Guarded so that files
// running in the node environment (theme.test.ts) can share this setup.
import './testing/jsdom-shims';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
