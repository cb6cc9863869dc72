import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    // Held by the one request or sweep charging for this subscription; a claim past it was abandoned.
    .addColumn('settling_until', 'timestamptz')
    .execute();

  // The company's saved cards as the provider answered them: never a number or a security code.
  await db.schema
    .createTable('payment_methods')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('display_number', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payment_methods_company_id_index')
    .ifNotExists()
    .on('payment_methods')
    .column('company_id')
    .execute();

  // One row per provider notification already applied, so a repeated one changes nothing.
  await db.schema
    .createTable('billing_webhook_events')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('billing_webhook_events_provider_key', ['provider', 'event_key'])
    .execute();

  // The local payment sandbox's own records (tokens, customers, cards, subscriptions, charges).
  await db.schema
    .createTable('payment_sandbox_objects')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('token', 'customer', 'payment_method', 'subscription', 'charge')`),
    )
    .addColumn('owner_id', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payment_sandbox_objects_owner_index')
    .ifNotExists()
    .on('payment_sandbox_objects')
    .columns(['kind', 'owner_id'])
    .execute();
}
