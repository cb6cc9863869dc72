import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import type { AppointmentRow } from './queries.ts';
import { companyName, customerContacts, reminderLinks, reminderText } from './queries.ts';

/** Reminders claimed per round; the next round takes the rest. */
const BATCH = 100;

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Claims every appointment whose reminder is due (scheduled or confirmed, starting within its
 * company's `reminder_hours_before`, not started, no reminder yet) and e-mails the patients who have
 * an e-mail. The claim is one UPDATE over rows locked with SKIP LOCKED, so api processes running
 * this at the same time each take different rows and every reminder is claimed exactly once.
 */
export async function sendDueReminders(deps: Pick<AppDeps, 'db' | 'clock' | 'mail' | 'config'>): Promise<number> {
  const { db, clock, mail, config } = deps;
  let total = 0;
  for (;;) {
    const now = clock();
    const claimed = await sql<AppointmentRow>`
      update appointments set reminder_sent_at = ${now}
      where id in (
        select appointments.id from appointments
        join companies on companies.id = appointments.company_id
        where appointments.reminder_sent_at is null
          and appointments.status in ('scheduled', 'confirmed')
          and companies.reminder_hours_before > 0
          and appointments.starts_at > ${now}
          and appointments.starts_at <= ${now}::timestamptz + companies.reminder_hours_before * interval '1 hour'
        order by appointments.starts_at
        limit ${BATCH}
        for update of appointments skip locked
      )
      returning *`.execute(db);
    const rows = claimed.rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at) }));
    total += rows.length;
    for (const row of rows) {
      const contacts = await customerContacts(db, row.company_id, [row.customer_id]);
      const email = contacts.get(row.customer_id)?.email ?? row.contact_email;
      if (!email) continue;
      const [customer, professional, company] = await Promise.all([
        db.selectFrom('customers').select('name').where('id', '=', row.customer_id).executeTakeFirst(),
        db.selectFrom('users').select('name').where('id', '=', row.user_id).executeTakeFirst(),
        companyName(db, row.company_id),
      ]);
      const message = reminderText({
        customerName: customer?.name ?? '',
        professionalName: professional?.name ?? '',
        companyName: company,
        startsAt: row.starts_at,
        appUrl: config.appUrl,
        token: row.public_token,
      });
      const links = reminderLinks(config.appUrl, row.public_token);
      const [greeting] = message.split('\n');
      mail.enqueue({
        to: email,
        subject: 'Lembrete do seu atendimento',
        text: message,
        html: `<p>${escapeHtml(greeting ?? '')}</p><p><a href="${escapeHtml(links.confirm)}">Confirmar presença</a></p><p><a href="${escapeHtml(links.cancel)}">Cancelar</a></p>`,
      });
    }
    if (rows.length < BATCH) return total;
  }
}

/** Sends due reminders every `intervalMs` (0: never); the answer stops the timer and waits for a round running. */
export function startReminders(deps: Pick<AppDeps, 'db' | 'clock' | 'mail' | 'config'>, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  if (intervalMs <= 0) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => sendDueReminders(deps)).catch((error: unknown) => log.error({ err: error }, 'appointment reminders failed'));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
