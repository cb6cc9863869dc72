import { sql, type Kysely } from 'kysely';

/**
 * Task boards and their tasks, with assignees, checklist items, comments and attachments.
 *
 * A board's columns are the ordered names in `kanban_group_options`; a task names its column in
 * `kanban_group` and keeps its place in `position`. Removing a column from a board leaves its tasks
 * with a group no longer listed, never deletes them. `description_text` is the description without
 * markup, written with it, so that search and cards read plain text; `search_text` is kept by
 * PostgreSQL from the title and that text, lower case and without accents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('task_lists')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('kanban_group_options', 'jsonb', (c) => c.notNull().defaultTo(sql`'["A fazer"]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists task_lists_company_index on task_lists (company_id, id)`.execute(db);

  await db.schema
    .createTable('tasks')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('task_list_id', 'integer', (c) => c.notNull().references('task_lists.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) =>
      c.notNull().generatedAlwaysAs(sql`search_normalize(title || ' ' || description_text)`).stored(),
    )
    .addColumn('due_date', 'date')
    .addColumn('priority', 'text', (c) => c.check(sql`priority in ('low', 'medium', 'high')`))
    .addColumn('kanban_group', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('estimated_hours', 'double precision')
    .addColumn('time_spent', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists tasks_board_index on tasks (task_list_id, kanban_group, position, id)`.execute(db);
  await sql`create index if not exists tasks_company_due_index on tasks (company_id, due_date)`.execute(db);
  await sql`create index if not exists tasks_company_created_index on tasks (company_id, created_at)`.execute(db);
  await sql`create index if not exists tasks_customer_index on tasks (customer_id)`.execute(db);
  await sql`create index if not exists tasks_search_text_index on tasks using gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('task_assignees')
    .ifNotExists()
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('task_assignees_pkey', ['task_id', 'user_id'])
    .execute();
  await sql`create index if not exists task_assignees_user_index on task_assignees (user_id)`.execute(db);

  await db.schema
    .createTable('task_checklist_items')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists task_checklist_items_task_index on task_checklist_items (task_id, position, id)`.execute(db);

  await db.schema
    .createTable('task_comments')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists task_comments_task_index on task_comments (task_id, created_at, id)`.execute(db);

  await db.schema
    .createTable('task_attachments')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists task_attachments_task_index on task_attachments (task_id, id)`.execute(db);
}
