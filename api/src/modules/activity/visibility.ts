import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { abilityWhere, type Action, type AppAbility, type SubjectName } from '../../auth/abilities.ts';
import { noteCreatorOf } from '../notes/queries.ts';

/**
 * A history row tells what its record held (a colleague's e-mail, a card's last digits, a note's
 * text), so it is offered only to a caller who may read that record where it lives. Each kind of
 * row names the subject and action its own routes check, and where the rule's attributes are read
 * for the row.
 */
interface RowSubject {
  subject: SubjectName;
  action: Action;
  attributes: Record<string, RawBuilder<unknown>>;
}

const company = sql.ref('activities.company_id');
const item = sql.ref('activities.item_id');

const CUSTOMER: RowSubject = { subject: 'Customer', action: 'read', attributes: { company_id: company } };

/** Billing (the plan, its cards) is read and changed by those who manage the subscription (billing/routes.ts). */
const BILLING: RowSubject[] = [{ subject: 'Subscription', action: 'manage', attributes: { company_id: company } }];

/**
 * The kinds of row and what reading one takes: every subject listed must be readable. Boards and
 * tasks need a login only (tasks/scope.ts), so their rows have no subject to check. A kind missing
 * here is shown to nobody, so a new kind stays hidden until someone decides who reads it.
 */
const ROW_SUBJECTS: Record<string, RowSubject[]> = {
  Company: [{ subject: 'Company', action: 'read', attributes: { id: item } }],
  User: [{ subject: 'User', action: 'read', attributes: { company_id: company, id: item } }],
  Subscription: BILLING,
  PaymentMethod: BILLING,
  CustomerField: [{ subject: 'CustomerField', action: 'read', attributes: { company_id: company } }],
  Customer: [CUSTOMER],
  // A note is read through its customer, and by the note's own rule, which may name its author.
  CustomerNote: [
    CUSTOMER,
    {
      subject: 'CustomerNote',
      action: 'read',
      attributes: {
        company_id: company,
        // Read only when a rule names the author; a deleted note has none, so such a rule hides its rows.
        creator_id: sql`(${noteCreatorOf(sql.ref<number>('activities.item_id'), sql.ref<number>('activities.company_id'))})`,
      },
    },
  ],
  NoteTemplate: [{ subject: 'NoteTemplate', action: 'read', attributes: { company_id: company } }],
  TaskList: [],
  Task: [],
  TaskComment: [],
  TaskChecklistItem: [],
  TaskAttachment: [],
  // An appointment's row is part of its customer's story: read by whoever reads the customer.
  Appointment: [CUSTOMER],
  // Signing certificates are kept by those who run the practice (signatures/routes.ts), the users who
  // also manage its subscription; a limited user neither sees nor changes them.
  SigningCertificate: BILLING,
};

function attributeOf(itemType: string, attributes: Record<string, RawBuilder<unknown>>) {
  return (field: string): RawBuilder<unknown> => {
    const column = attributes[field];
    // A rule on an attribute the history cannot read would otherwise be read as absent.
    if (!column) throw new Error(`the history has no ${field} for a ${itemType} row`);
    return column;
  };
}

/**
 * The SQL condition on `activities` that keeps the rows `ability` may read, to be added to the
 * history's query so pages and counts hold only those rows.
 */
export function visibleActivities(ability: AppAbility): RawBuilder<SqlBool> {
  const kinds: RawBuilder<SqlBool>[] = [];
  for (const [itemType, subjects] of Object.entries(ROW_SUBJECTS)) {
    const conditions: RawBuilder<SqlBool>[] = [];
    let readable = true;
    for (const { subject, action, attributes } of subjects) {
      const condition = abilityWhere(ability, action, subject, attributeOf(itemType, attributes));
      if (!condition) {
        readable = false;
        break;
      }
      conditions.push(condition);
    }
    if (!readable) continue;
    kinds.push(sql<SqlBool>`(${sql.join([sql<SqlBool>`activities.item_type = ${itemType}`, ...conditions], sql` and `)})`);
  }
  return kinds.length ? sql<SqlBool>`(${sql.join(kinds, sql` or `)})` : sql<SqlBool>`false`;
}
