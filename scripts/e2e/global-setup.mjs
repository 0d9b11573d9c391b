/**
 * Vitest globalSetup shared by the apps' browser tests (apps/<app>/vitest.e2e.config.ts):
 *
 *   test: { globalSetup: ['../../scripts/e2e/global-setup.mjs'], fileParallelism: false, ... }
 *
 * It finds (or installs) Chromium, starts the built product on free ports (see server.mjs), and provides
 * `patientUrl`, `doctorUrl` and `chromiumPath` to the tests: `inject('patientUrl')` from 'vitest'.
 * Typed by `scripts/e2e/provided-context.d.ts`. E2E_API_LOGS=1 streams the API's output.
 * The app under test must be built (its dist is checked); E2E_APPS=patient-web,doctor-web requires both.
 */
import { basename, dirname } from 'node:path';
import { findChromium } from './chromium.mjs';
import { REPO_ROOT, startServer } from './server.mjs';

/** The app builds that must exist: E2E_APPS (comma-separated), else the app whose tests these are. */
function requiredApps(root) {
  if (process.env.E2E_APPS)
    return process.env.E2E_APPS.split(',')
      .map((app) => app.trim())
      .filter(Boolean);
  const inApps = dirname(root) === `${REPO_ROOT}/apps`;
  return inApps ? [basename(root)] : ['patient-web', 'doctor-web'];
}

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  const chromiumPath = findChromium();
  const server = await startServer({
    requireApps: requiredApps(project.config.root),
    quiet: process.env.E2E_API_LOGS !== '1',
  });
  project.provide('patientUrl', server.patientUrl);
  project.provide('doctorUrl', server.doctorUrl);
  project.provide('chromiumPath', chromiumPath);
  console.log(`[e2e] Chromium ${chromiumPath}; patient app ${server.patientUrl}; doctor app ${server.doctorUrl}`);
  return async () => {
    await server.stop();
  };
}
