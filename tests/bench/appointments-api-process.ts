// The api for the agenda benchmark, in a process of its own: the demo company with 10 professionals
// and BENCH_APPOINTMENTS appointments (500 by default) in one week, 10 a day for each, written straight
// into the database; and online booking on, with one more professional free on weekdays 08:00–20:00
// in 30-minute slots the week after. Prints `READY <url> <weekMonday> <companyHash> <bookingUserId> <bookingMonday>`.
import { randomBytes } from 'node:crypto';
import { jsonb, sql } from '@practice/api/db';
import { startTestApi } from '@practice/api/testing';
import { countStatements } from './statements.ts';

const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 500);
const PROFESSIONALS = 10;
const DAY_MS = 86_400_000;
// São Paulo keeps -03:00 all year since 2019.
const zonedDate = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const zonedInstant = (date: string, minutes: number) => new Date(`${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00-03:00`);

const api = await startTestApi({ seedDemo: true });
const admin = await api.db.selectFrom('users').select(['id', 'company_id']).where('email', '=', 'admin@demo.com.br').executeTakeFirstOrThrow();
const companyId = admin.company_id;
const colleagues = await api.db
  .insertInto('users')
  .values(Array.from({ length: PROFESSIONALS }, (_, index) => ({ company_id: companyId, email: `agenda${index}@demo.com.br`, name: `Profissional ${index + 1}`, account_type: 'standard' as const, password_hash: 'x' })))
  .returning('id')
  .execute();
const professionals = colleagues.slice(0, PROFESSIONALS - 1).map((row) => row.id).concat(admin.id);
const booker = colleagues[PROFESSIONALS - 1]!.id;
const NAMES = ['Maria Silva', 'José Souza', 'Ana Lima', 'João Pereira', 'Márcia Araújo', 'Carlos Gonçalves', 'Lúcia Rocha', 'Pedro Alves'];
const customers = (
  await api.db
    .insertInto('customers')
    .values(Array.from({ length: 80 }, (_, index) => ({ company_id: companyId, name: `${NAMES[index % NAMES.length]} ${index + 1}`, fields_values: jsonb({}) })))
    .returning('id')
    .execute()
).map((row) => row.id);

/** The Monday at least two weeks ahead, so every slot is in the future. */
function mondayAfter(days: number): string {
  let at = new Date(Date.now() + days * DAY_MS);
  while (new Date(`${zonedDate(at)}T12:00:00Z`).getUTCDay() !== 1) at = new Date(at.getTime() + DAY_MS);
  return zonedDate(at);
}
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const week = mondayAfter(14);
const bookingWeek = addDays(week, 7);

const rows = Array.from({ length: APPOINTMENTS }, (_, index) => {
  const professional = index % PROFESSIONALS;
  const perProfessional = Math.floor(index / PROFESSIONALS);
  const day = Math.floor(perProfessional / 10) % 5;
  const hour = 8 + (perProfessional % 10);
  const startsAt = zonedInstant(addDays(week, day), hour * 60);
  return {
    company_id: companyId,
    customer_id: customers[index % customers.length]!,
    user_id: professionals[professional]!,
    starts_at: startsAt,
    ends_at: new Date(startsAt.getTime() + 50 * 60_000),
    status: (['scheduled', 'confirmed', 'attended', 'scheduled', 'missed'] as const)[index % 5]!,
    notes: index % 3 === 0 ? 'Sessão de acompanhamento; trazer os exames.' : null,
    public_token: randomBytes(24).toString('base64url'),
  };
});
for (let start = 0; start < rows.length; start += 250) await api.db.insertInto('appointments').values(rows.slice(start, start + 250)).execute();

await api.db.updateTable('companies').set({ online_booking_enabled: true, booking_slot_minutes: 30, reminder_hours_before: 0 }).where('id', '=', companyId).execute();
await api.db
  .insertInto('user_availabilities')
  .values([1, 2, 3, 4, 5].map((weekday) => ({ company_id: companyId, user_id: booker, weekday, start_minute: 8 * 60, end_minute: 20 * 60 })))
  .execute();
const company = await api.db.selectFrom('companies').select('hashid').where('id', '=', companyId).executeTakeFirstOrThrow();

// The tables filled above get their statistics, as autovacuum gives them on a server in use: a fresh
// database's planner guesses a handful of rows per company and chooses plans no real one would.
await sql`analyze`.execute(api.db);

countStatements(api.db);
console.log(`READY ${api.url} ${week} ${company.hashid} ${booker} ${bookingWeek}`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
