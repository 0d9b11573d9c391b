import { defineConfig } from 'vitest/config';

// Browser journeys against the built product (`pnpm build` first); see scripts/e2e/global-setup.mjs.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['../../scripts/e2e/global-setup.mjs'],
    environment: 'node',
    // One server for the run: the journeys share its doctors and its patient queue, so one at a time.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
