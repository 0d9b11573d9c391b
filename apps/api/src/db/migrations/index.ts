import type { Migration } from 'kysely/migration';
import * as initial from './0001-initial.js';
import * as conversationVersion from './0002-conversation-version.js';
import * as imageBudgetAndAudit from './0004-image-budget-and-audit.js';

/** Every migration, in order. Listed here (not read from disk) so they ship inside the build. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-conversation-version': conversationVersion,
  '0004-image-budget-and-audit': imageBudgetAndAudit,
};
