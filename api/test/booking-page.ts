import type { TestApi } from './harness.ts';
import type { AuthHeaders } from './helpers.ts';

/** One stretch of a professional's weekly hours, as PUT /users/:id/availability takes it (0 is Sunday). */
export interface WeeklyHours {
  weekday: number;
  start: string;
  end: string;
}

/** The same hours on every day of the week. */
export function everyDay(start: string, end: string): WeeklyHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));
}

/**
 * Opens a company's online booking page as its admin does on /business/main: booking turned on with
 * slots of `slotMinutes` (and any other company settings in `company`), and `hours` set for the
 * professional, so that the page offers them. Answers the page's hashid (`/public/booking/:hashid`).
 */
export async function openBookingPage(
  api: TestApi,
  admin: { companyId: number; auth: AuthHeaders },
  options: { professionalId: number; hours: WeeklyHours[]; slotMinutes?: number; company?: Record<string, unknown> },
): Promise<string> {
  const turned = await api.app.inject({
    method: 'PATCH',
    url: `/api/v1/companies/${admin.companyId}`,
    headers: admin.auth,
    payload: { company: { ...options.company, online_booking_enabled: true, booking_slot_minutes: options.slotMinutes ?? 60 } },
  });
  if (turned.statusCode !== 200) throw new Error(`turning online booking on: ${turned.statusCode} ${turned.body}`);
  const hours = await api.app.inject({
    method: 'PUT',
    url: `/api/v1/users/${options.professionalId}/availability`,
    headers: admin.auth,
    payload: { availability: options.hours },
  });
  if (hours.statusCode !== 200) throw new Error(`setting the hours: ${hours.statusCode} ${hours.body}`);
  const { hashid } = await api.db.selectFrom('companies').select('hashid').where('id', '=', admin.companyId).executeTakeFirstOrThrow();
  return hashid;
}
