import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as searchExtensions from './migrations/0001_search_extensions.ts';
import * as companiesAndUsers from './migrations/0002_companies_and_users.ts';
import * as sessions from './migrations/0003_sessions.ts';
import * as activities from './migrations/0004_activities.ts';
import * as attachments from './migrations/0005_attachments.ts';

/** Listed here rather than read from disk, so the order is explicit and nothing depends on the cwd. */
const migrations: Record<string, Migration> = {
  '0001_search_extensions': searchExtensions,
  '0002_companies_and_users': companiesAndUsers,
  '0003_sessions': sessions,
  '0004_activities': activities,
  '0005_attachments': attachments,
};

/** Brings the schema up to date; applied migrations are skipped, so running it at every start is safe. */
export async function migrate<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
