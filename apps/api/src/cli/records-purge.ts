import { ConfigError } from '../config.js';
import { recordsPurgeCommand } from './purge-command.js';

/**
 * `pnpm --filter @telehealth/api records:purge [--delete]`. pnpm runs it inside apps/api, so a
 * relative DATA_DIR is taken from where the command was typed (INIT_CWD), as `pnpm start` does.
 * The embedded database takes one process at a time: stop the server first.
 */
recordsPurgeCommand(process.argv.slice(2), process.env, process.env.INIT_CWD ?? process.cwd(), console).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
    process.exit(1);
  },
);
