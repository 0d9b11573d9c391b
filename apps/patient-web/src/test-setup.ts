// Test-only environment; nothing here ships.
import '@telehealth/ui/testing/jsdom-shims';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { removeToast } from '@telehealth/ui';

afterEach(() => {
  cleanup();
  removeToast();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
