// The api for the public flood benchmark, in a process of its own, with the production limits on
// public pages: the demo company takes online bookings (its admin free on weekdays 08:00–18:00 in
// 30-minute slots, with 200 appointments in the next weeks and a calendar feed), and a second company
// signs up, whose admin is the signed-in user the flood must not slow down.
// Prints `READY <url> <companyHash> <professionalId> <feedToken> <otherEmail> <otherPassword>`.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '@practice/api/config';
import { jsonb, sql } from '@practice/api/db';
import { startTestApi } from '@practice/api/testing';

const DAY_MS = 86_400_000;
// São Paulo keeps -03:00 all year since 2019.
const zonedDate = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

const api = await startTestApi({ seedDemo: true, config: { publicLimits: loadConfig({}).publicLimits } });
const admin = await api.db.selectFrom('users').select(['id', 'company_id']).where('email', '=', 'admin@demo.com.br').executeTakeFirstOrThrow();
const companyId = admin.company_id;

await api.db.updateTable('companies').set({ online_booking_enabled: true, booking_slot_minutes: 30, reminder_hours_before: 0 }).where('id', '=', companyId).execute();
await api.db
  .insertInto('user_availabilities')
  .values([1, 2, 3, 4, 5].map((weekday) => ({ company_id: companyId, user_id: admin.id, weekday, start_minute: 8 * 60, end_minute: 18 * 60 })))
  .execute();
const customers = (
  await api.db
    .insertInto('customers')
    .values(Array.from({ length: 40 }, (_, index) => ({ company_id: companyId, name: `Paciente ${index + 1}`, fields_values: jsonb({}) })))
    .returning('id')
    .execute()
).map((row) => row.id);
const rows = Array.from({ length: 200 }, (_, index) => {
  const day = zonedDate(new Date(Date.now() + (1 + Math.floor(index / 10)) * DAY_MS));
  const startsAt = new Date(`${day}T${String(8 + (index % 10)).padStart(2, '0')}:00:00-03:00`);
  return {
    company_id: companyId,
    customer_id: customers[index % customers.length]!,
    user_id: admin.id,
    starts_at: startsAt,
    ends_at: new Date(startsAt.getTime() + 30 * 60_000),
    public_token: randomBytes(24).toString('base64url'),
  };
});
await api.db.insertInto('appointments').values(rows).execute();
const feedToken = randomBytes(24).toString('base64url');
await api.db.insertInto('calendar_feeds').values({ user_id: admin.id, company_id: companyId, token: feedToken, created_at: new Date() }).execute();
const company = await api.db.selectFrom('companies').select('hashid').where('id', '=', companyId).executeTakeFirstOrThrow();

const other = { email: `outra.clinica.${Date.now()}@exemplo.com.br`, password: 'segredo1' };
const signup = await api.app.inject({
  method: 'POST',
  url: '/api/v1/auth/create_account',
  payload: {
    checkout_process: {
      plan_identifier: 'free',
      customer_name: 'Outra Clínica',
      customer_email: other.email,
      customer_email_confirmation: other.email,
      customer_password: other.password,
      customer_password_confirmation: other.password,
    },
    meta: { source: 'bench' },
  },
});
if (signup.statusCode !== 201) throw new Error(`sign-up: ${signup.statusCode} ${signup.body}`);

await sql`analyze`.execute(api.db);

console.log(`READY ${api.url} ${company.hashid} ${admin.id} ${feedToken} ${other.email} ${other.password}`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
