import { sql, type Kysely } from 'kysely';

/**
 * The agenda: appointments of a company's customers with its professionals (users), each user's
 * weekly availability, and the company's online booking and reminder settings.
 *
 * Two appointments of one professional that are not canceled never overlap: an exclusion constraint
 * over the professional and the time range (btree_gist), so even two writes racing each other cannot
 * both commit. Times are instants; `series_id` is the id of a series' first appointment, shared by
 * its dates; a change to a series moves its dates one by one, so the constraint may wait for the
 * commit (deferrable). `public_token` is what a reminder's links carry, valid until the appointment
 * starts. `contact_email` and `contact_phone` are what an online booking gave, for its reminder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await sql`alter table companies add column if not exists online_booking_enabled boolean not null default false`.execute(db);
  await sql`alter table companies add column if not exists booking_slot_minutes integer not null default 50`.execute(db);
  await sql`alter table companies add column if not exists reminder_hours_before integer not null default 24`.execute(db);

  await db.schema
    .createTable('appointments')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('scheduled').check(sql`status in ('scheduled', 'confirmed', 'attended', 'missed', 'canceled')`),
    )
    .addColumn('notes', 'text')
    .addColumn('series_id', 'integer')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('staff').check(sql`source in ('staff', 'online')`))
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('public_token', 'text', (c) => c.notNull().unique())
    .addColumn('reminder_sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('appointments_ends_after_starts', sql`ends_at > starts_at`)
    .execute();
  await sql`alter table appointments add constraint appointments_no_overlap
    exclude using gist (user_id with =, tstzrange(starts_at, ends_at, '[)') with &&) where (status <> 'canceled')
    deferrable initially immediate`.execute(db);
  await sql`create index if not exists appointments_company_starts_index on appointments (company_id, starts_at)`.execute(db);
  await sql`create index if not exists appointments_user_starts_index on appointments (user_id, starts_at)`.execute(db);
  await sql`create index if not exists appointments_customer_starts_index on appointments (customer_id, starts_at)`.execute(db);
  await sql`create index if not exists appointments_series_index on appointments (series_id, starts_at) where series_id is not null`.execute(db);
  await sql`create index if not exists appointments_reminder_index on appointments (starts_at)
    where reminder_sent_at is null and status in ('scheduled', 'confirmed')`.execute(db);

  await db.schema
    .createTable('user_availabilities')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('weekday', 'smallint', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addCheckConstraint('user_availabilities_range', sql`start_minute >= 0 and end_minute <= 1440 and end_minute > start_minute`)
    .execute();
  await sql`create index if not exists user_availabilities_user_index on user_availabilities (user_id, weekday, start_minute)`.execute(db);
}
