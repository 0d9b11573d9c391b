/** The run's story, step by step: each step prints what it proved. */
import { consultAndAssign, crossProcesses, signUpDoctor } from './care.mjs';
import { crashAndRestart } from './crash.mjs';
import { issueDocuments } from './issuing.mjs';
import { check, proved, step } from './report.mjs';
import { checkStaticApps } from './static-apps.mjs';

export async function care(stack) {
  step('nginx serves both apps with the shipped caching and precompression');
  await checkStaticApps(stack);
  const doctor = await signUpDoctor(stack);
  const patient = await consultAndAssign(stack, doctor);
  await crossProcesses(stack, doctor, patient);
  await issueDocuments(stack, doctor, patient);
  await crashAndRestart(stack, doctor, patient);
  await rateLimitsShared(stack);
}

async function rateLimitsShared(stack) {
  step('The API processes keep their rate-limit counters in Redis (REDIS_URL)');
  const keys = await stack.redis.rateLimitKeys();
  check(keys.length > 0, `no rate-limit counter in Redis database ${stack.redis.db}`);
  proved(
    `${keys.length} rate-limit counters in Redis database ${stack.redis.db}, where every replica reads and counts them`,
  );
}
