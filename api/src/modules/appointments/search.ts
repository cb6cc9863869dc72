import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus, zonedIsoString } from '@practice/common';
import { sql, type Expression, type SqlBool } from 'kysely';
import { escapeLike, type Executor } from '../../db/index.ts';
import type { Visibility } from './queries.ts';

export interface AppointmentHit {
  id: number;
  /** In São Paulo time, with its offset. */
  starts_at: string;
  ends_at: string;
  customer_id: number;
  customer_name: string;
  user_id: number;
  professional_name: string;
  status: AppointmentStatus;
  status_text: string;
  status_color: string;
}

/**
 * The appointments the caller may see whose patient's or professional's name holds every term,
 * accents and case ignored: the coming ones first, soonest first, then the past ones, latest first.
 * The appointment's own notes are not searched, since they may say something clinical. Answers the
 * first `limit` and how many match in all.
 */
export async function searchAppointments(
  db: Executor,
  visibility: Visibility,
  terms: readonly string[],
  limit: number,
  now: Date,
): Promise<{ count: number; items: AppointmentHit[] }> {
  const matches = (term: string): Expression<SqlBool> => {
    const pattern = sql`'%' || search_normalize(${escapeLike(term)}::text) || '%'`;
    return sql<SqlBool>`(customers.sort_name like ${pattern} or search_normalize(users.name) like ${pattern})`;
  };
  let filtered = db
    .selectFrom('appointments')
    .innerJoin('customers', 'customers.id', 'appointments.customer_id')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .where('appointments.company_id', '=', visibility.companyId);
  if (visibility.onlyUserId !== undefined) filtered = filtered.where('appointments.user_id', '=', visibility.onlyUserId);
  for (const term of terms) filtered = filtered.where(matches(term));

  const rows = await filtered
    .select([
      'appointments.id',
      'appointments.starts_at',
      'appointments.ends_at',
      'appointments.customer_id',
      'customers.name as customer_name',
      'appointments.user_id',
      'users.name as professional_name',
      'appointments.status',
      sql<number>`(count(*) over ())::int`.as('total'),
    ])
    .orderBy(sql`case when appointments.starts_at >= ${now} then 0 else 1 end`)
    .orderBy(sql`case when appointments.starts_at >= ${now} then appointments.starts_at end`, 'asc')
    .orderBy('appointments.starts_at', 'desc')
    .orderBy('appointments.id')
    .limit(limit)
    .execute();
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((row) => {
      const status = APPOINTMENT_STATUS_LABELS[row.status];
      return {
        id: row.id,
        starts_at: zonedIsoString(row.starts_at),
        ends_at: zonedIsoString(row.ends_at),
        customer_id: row.customer_id,
        customer_name: row.customer_name,
        user_id: row.user_id,
        professional_name: row.professional_name,
        status: row.status,
        status_text: status.text,
        status_color: status.color,
      };
    }),
  };
}
