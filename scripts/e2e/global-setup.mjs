/**
 * Vitest globalSetup shared by the apps' browser tests (apps/<app>/vitest.e2e.config.ts):
 *
 *   test: { globalSetup: ['../../scripts/e2e/global-setup.mjs'], fileParallelism: false, ... }
 *
 * It finds (or installs) Chromium, starts the built product on free ports (see server.mjs), and provides
 * `patientUrl`, `doctorUrl` and `chromiumPath` to the tests: `inject('patientUrl')` from 'vitest'.
 * Typed by `scripts/e2e/provided-context.d.ts`. E2E_API_LOGS=1 streams the API's output.
 */
import { findChromium } from './chromium.mjs';
import { startServer } from './server.mjs';

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  const chromiumPath = findChromium();
  const server = await startServer({ quiet: process.env.E2E_API_LOGS !== '1' });
  project.provide('patientUrl', server.patientUrl);
  project.provide('doctorUrl', server.doctorUrl);
  project.provide('chromiumPath', chromiumPath);
  console.log(`[e2e] Chromium ${chromiumPath}; patient app ${server.patientUrl}; doctor app ${server.doctorUrl}`);
  return async () => {
    await server.stop();
  };
}
