import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Screens driven click by click through jsdom take seconds each on a busy two-core machine;
    // vitest's 5 s default fails them there. Tests wait for what they expect, never for a fixed time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
