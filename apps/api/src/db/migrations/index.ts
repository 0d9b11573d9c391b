import type { Migration } from 'kysely/migration';
import * as initial from './0001-initial.js';
import * as conversationVersion from './0002-conversation-version.js';
import * as sessionsAndVerification from './0003-sessions-and-verification.js';
import * as imageBudgetAndAudit from './0004-image-budget-and-audit.js';
import * as medicareEncryptionAndMessageIds from './0005-medicare-encryption-and-message-ids.js';
import * as retainedRecords from './0006-retained-records.js';
import * as eventOutbox from './0007-event-outbox.js';
import * as doctorVerifiedName from './0008-doctor-verified-name.js';

/** Every migration, in order. Listed here (not read from disk) so they ship inside the build. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-conversation-version': conversationVersion,
  '0003-sessions-and-verification': sessionsAndVerification,
  '0004-image-budget-and-audit': imageBudgetAndAudit,
  '0005-medicare-encryption-and-message-ids': medicareEncryptionAndMessageIds,
  '0006-retained-records': retainedRecords,
  '0007-event-outbox': eventOutbox,
  '0008-doctor-verified-name': doctorVerifiedName,
};
