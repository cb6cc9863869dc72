import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as searchExtensions from './migrations/0001_search_extensions.ts';
import * as companiesAndUsers from './migrations/0002_companies_and_users.ts';
import * as sessions from './migrations/0003_sessions.ts';
import * as activities from './migrations/0004_activities.ts';
import * as attachments from './migrations/0005_attachments.ts';
import * as customers from './migrations/0006_customers.ts';
import * as customersSortKeys from './migrations/0006_customers_sort_keys.ts';
import * as rateLimits from './migrations/0007_rate_limits.ts';
import * as termGenders from './migrations/0008_term_genders.ts';
import * as notes from './migrations/0009_notes.ts';
import * as tasks from './migrations/0010_tasks.ts';
import * as searchAndHistory from './migrations/0011_search_and_history.ts';
import * as billing from './migrations/0012_billing.ts';
import * as idempotencyKeys from './migrations/0013_idempotency_keys.ts';
import * as activityNoteBodies from './migrations/0014_activity_note_bodies.ts';
import * as companyName from './migrations/0015_company_name.ts';
import * as appointments from './migrations/0016_appointments.ts';
import * as calendarFeeds from './migrations/0017_calendar_feeds.ts';
import * as customerAccesses from './migrations/0018_customer_accesses.ts';
import * as customersArchived from './migrations/0019_customers_archived.ts';
import * as noteAddendaAndPrivateNotes from './migrations/0020_note_addenda_and_private_notes.ts';
import * as twoFactor from './migrations/0021_two_factor.ts';
import * as exports from './migrations/0022_exports.ts';
import * as activityAuthorName from './migrations/0023_activity_author_name.ts';
import * as signingCertificates from './migrations/0024_signing_certificates.ts';
import * as qualifiedSearchFunctions from './migrations/0025_qualified_search_functions.ts';
import * as unloggedRateLimits from './migrations/0026_unlogged_rate_limits.ts';
import * as customerContactKeys from './migrations/0027_customer_contact_keys.ts';
import * as customerKeysPlpgsql from './migrations/0028_customer_keys_plpgsql.ts';
import * as signingCertificateKeys from './migrations/0029_signing_certificate_keys.ts';
import * as idempotencyKeyOwners from './migrations/0030_idempotency_key_owners.ts';

/**
 * Every migration, listed here rather than read from disk so nothing depends on the cwd. Kysely runs
 * them in the order of their names, whatever the order of this list, so the list keeps that order
 * and a new migration takes the next free number (test/migrations.test.ts holds both). A name is
 * recorded in every database that ran it, so a released migration is never renamed: that is why
 * the two `0006` keep their shared number.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_search_extensions': searchExtensions,
  '0002_companies_and_users': companiesAndUsers,
  '0003_sessions': sessions,
  '0004_activities': activities,
  '0005_attachments': attachments,
  '0006_customers': customers,
  '0006_customers_sort_keys': customersSortKeys,
  '0007_rate_limits': rateLimits,
  '0008_term_genders': termGenders,
  '0009_notes': notes,
  '0010_tasks': tasks,
  '0011_search_and_history': searchAndHistory,
  '0012_billing': billing,
  '0013_idempotency_keys': idempotencyKeys,
  '0014_activity_note_bodies': activityNoteBodies,
  '0015_company_name': companyName,
  '0016_appointments': appointments,
  '0017_calendar_feeds': calendarFeeds,
  '0018_customer_accesses': customerAccesses,
  '0019_customers_archived': customersArchived,
  '0020_note_addenda_and_private_notes': noteAddendaAndPrivateNotes,
  '0021_two_factor': twoFactor,
  '0022_exports': exports,
  '0023_activity_author_name': activityAuthorName,
  '0024_signing_certificates': signingCertificates,
  '0025_qualified_search_functions': qualifiedSearchFunctions,
  '0026_unlogged_rate_limits': unloggedRateLimits,
  '0027_customer_contact_keys': customerContactKeys,
  '0028_customer_keys_plpgsql': customerKeysPlpgsql,
  '0029_signing_certificate_keys': signingCertificateKeys,
  '0030_idempotency_key_owners': idempotencyKeyOwners,
};

/** Brings the schema up to date; applied migrations are skipped, so running it at every start is safe. */
export async function migrate<DB>(db: Kysely<DB>): Promise<void> {
  // Areas are built side by side with reserved numbers, so a database may have run a later number
  // before an earlier one lands: Kysely then runs the earlier one late instead of refusing to start.
  // Each migration stands on the ones below its number only.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
