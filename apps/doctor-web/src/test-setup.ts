// Test-only environment; nothing here ships.
import '@telehealth/ui/testing/jsdom-shims';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeToast } from '@telehealth/ui';

afterEach(() => {
  cleanup();
  // The toast store lives outside React: one test's toast must not show in the next.
  removeToast();
  localStorage.clear();
});
