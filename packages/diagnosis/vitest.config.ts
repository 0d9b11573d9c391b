import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Some tests interview the textbook patient of every condition: seconds on an idle machine, more on a busy one.
    testTimeout: 60_000,
  },
});
