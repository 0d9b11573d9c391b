import { defineConfig } from 'vitest/config';

// Browser journeys against the built product (pnpm build first); see scripts/e2e/global-setup.mjs.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['../../scripts/e2e/global-setup.mjs'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
