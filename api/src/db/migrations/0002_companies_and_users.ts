import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value_cents', 'integer', (c) => c.notNull().check(sql`value_cents >= 0`))
    .addColumn('users_limit', 'integer', (c) => c.notNull())
    .addColumn('customers_limit', 'integer')
    .addColumn('customers_limit_period', 'text', (c) => c.notNull().check(sql`customers_limit_period in ('total', 'month')`))
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('companies')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('hashid', 'text', (c) => c.notNull().unique())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('payment_customer_id', 'text')
    .addColumn('payment_subscription_id', 'text')
    .addColumn('company_treatment', 'text', (c) => c.notNull().defaultTo('Empresa'))
    .addColumn('company_treatment_plural', 'text', (c) => c.notNull().defaultTo('Empresas'))
    .addColumn('customer_treatment', 'text', (c) => c.notNull().defaultTo('Cliente'))
    .addColumn('customer_treatment_plural', 'text', (c) => c.notNull().defaultTo('Clientes'))
    .addColumn('customer_fields_order', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('image_id', 'integer')
    .addColumn('professional_role', 'text')
    .addColumn('professional_description', 'text')
    .addColumn('onboarding_completed_at', 'timestamptz')
    .addColumn('print_header', 'text')
    .addColumn('print_footer', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('account_type', 'text', (c) =>
      c.notNull().check(sql`account_type in ('limited', 'standard', 'system_admin')`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('image_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mail addresses are unique whatever their case, as Devise compares them.
  await sql`create unique index if not exists users_email_unique on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_company_id_index').ifNotExists().on('users').column('company_id').execute();

  await db.schema
    .createTable('subscriptions')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('trialing', 'active', 'pending', 'suspended', 'canceled')`),
    )
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('trial_ends_at', 'timestamptz')
    .addColumn('next_charge_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('subscriptions_company_id_index')
    .ifNotExists()
    .on('subscriptions')
    .column('company_id')
    .execute();
}
