import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus, zonedIsoString } from '@practice/common';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { customerIdsNamed, customerNameOf } from '../customers/queries.ts';
import { userIdsNamed, userNameOf } from '../users/queries.ts';
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
  const { companyId } = visibility;
  let filtered = db.selectFrom('appointments').where('appointments.company_id', '=', companyId);
  if (visibility.onlyUserId !== undefined) filtered = filtered.where('appointments.user_id', '=', visibility.onlyUserId);
  for (const term of terms) {
    filtered = filtered.where((eb) =>
      eb.or([eb('appointments.customer_id', 'in', customerIdsNamed(db, companyId, term)), eb('appointments.user_id', 'in', userIdsNamed(db, companyId, term))]),
    );
  }

  const rows = await filtered
    .select((eb) => [
      'appointments.id',
      'appointments.starts_at',
      'appointments.ends_at',
      'appointments.customer_id',
      customerNameOf(db, eb.ref('appointments.customer_id')).as('customer_name'),
      'appointments.user_id',
      userNameOf(db, eb.ref('appointments.user_id')).as('professional_name'),
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
        customer_name: row.customer_name ?? '',
        user_id: row.user_id,
        professional_name: row.professional_name ?? '',
        status: row.status,
        status_text: status.text,
        status_color: status.color,
      };
    }),
  };
}
