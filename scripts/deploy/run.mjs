/**
 * pnpm test:deploy — the production shape, run for real on this machine: PostgreSQL (a fresh database),
 * Redis, two API processes and nginx with the repository's own configuration (deploy/), and a patient
 * and a doctor driven through it over HTTP and WebSocket. Prints what each step proved; exits non-zero
 * on any failure; always stops what it started and drops its database.
 *
 * Needs a build (`pnpm build`; `pnpm test:deploy` builds first). Environment: DEPLOY_DATABASE_URL or
 * DATABASE_URL (the PostgreSQL server: a fresh database is made on it), DEPLOY_REDIS_URL or
 * TEST_REDIS_URL (the Redis server), NGINX_PATH; as root on Debian, nginx is installed when missing.
 */
import { care } from './scenario.mjs';
import { killAllNow } from './processes.mjs';
import { provedCount } from './report.mjs';
import { failureReport, startStack, tearDown } from './stack.mjs';

const started = Date.now();
const log = (text) => console.log(`  ${text}`);
let ending = null;

async function end(code, reason) {
  if (ending) return ending;
  ending = (async () => {
    if (reason) console.error(`\n✗ ${reason}\n\n${failureReport()}`);
    console.log('\n▶ Cleaning up');
    await tearDown(log);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      code === 0
        ? `\ntest:deploy passed: ${provedCount()} checks proved in ${seconds} s`
        : `\ntest:deploy FAILED after ${provedCount()} checks proved (${seconds} s)`,
    );
    process.exit(code);
  })();
  return ending;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.once(signal, () => void end(1, `interrupted (${signal})`));
process.on('unhandledRejection', (err) => void end(1, err instanceof Error ? err.stack : String(err)));
process.on('exit', killAllNow);

try {
  console.log('▶ Starting the production shape');
  const stack = await startStack(log);
  await care(stack);
  await end(0);
} catch (err) {
  await end(1, err instanceof Error ? (err.stack ?? err.message) : String(err));
}
