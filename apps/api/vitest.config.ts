import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Whole consultations run in some tests: a machine busy with other work can make one take minutes.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Each file gets its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
