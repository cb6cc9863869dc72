import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Logger, run, type Runner, type Task } from 'graphile-worker';
import pg from 'pg';
import type { AppDeps } from '../../deps.ts';
import { handleConnectionErrors, type Executor } from '../../db/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { reminderHoursOf } from '../companies/queries.ts';
import { customerContacts } from '../customers/queries.ts';
import { userNames } from '../users/queries.ts';
import type { AppointmentRow } from './queries.ts';
import { companyName, reminderLinks, reminderText } from './queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mails every reminder now due, once each; the timer runs the same. Answers how many were claimed. */
    sendAppointmentReminders(): Promise<number>;
  }
}

/** Reminders claimed per round; the next round takes the rest. */
const BATCH = 100;

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The reminder e-mail of an appointment, or nothing when the patient has no e-mail. */
async function reminderMail(db: Executor, appUrl: string, row: AppointmentRow): Promise<MailMessage | undefined> {
  const customer = (await customerContacts(db, row.company_id, [row.customer_id])).get(row.customer_id);
  const email = customer?.email ?? row.contact_email;
  if (!email) return undefined;
  const [professionals, company] = await Promise.all([userNames(db, null, [row.user_id]), companyName(db, row.company_id)]);
  const message = reminderText({
    customerName: customer?.name ?? '',
    professionalName: professionals.get(row.user_id) ?? '',
    companyName: company,
    startsAt: row.starts_at,
    appUrl,
    token: row.public_token,
  });
  const links = reminderLinks(appUrl, row.public_token);
  const [greeting] = message.split('\n');
  return {
    to: email,
    subject: 'Lembrete do seu atendimento',
    text: message,
    html: `<p>${escapeHtml(greeting ?? '')}</p><p><a href="${escapeHtml(links.confirm)}">Confirmar presença</a></p><p><a href="${escapeHtml(links.cancel)}">Cancelar</a></p>`,
  };
}

/** Which reminders are due at `now`: open, not started, within the company's hours before, none sent yet. */
const DUE = (db: Executor, now: Date) => {
  const hours = reminderHoursOf(db, sql.ref('appointments.company_id'));
  return sql<boolean>`appointments.reminder_sent_at is null
  and appointments.status in ('scheduled', 'confirmed')
  and appointments.starts_at > ${now}
  and (${hours}) > 0
  and appointments.starts_at <= ${now}::timestamptz + (${hours}) * interval '1 hour'`;
};

/**
 * Claims every appointment whose reminder is due (scheduled or confirmed, starting within its
 * company's `reminder_hours_before`, not started, no reminder yet) and e-mails the patients who have
 * an e-mail. The claim is one UPDATE over rows locked with SKIP LOCKED, so api processes running
 * this at the same time each take different rows and every reminder is claimed exactly once.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const { db, clock, mail, config } = deps;
  let total = 0;
  for (;;) {
    const now = clock();
    const claimed = await sql<AppointmentRow>`
      update appointments set reminder_sent_at = ${now}
      where id in (
        select appointments.id from appointments
        where ${DUE(db, now)}
        order by appointments.starts_at
        limit ${BATCH}
        for update of appointments skip locked
      )
      returning *`.execute(db);
    const rows = claimed.rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at) }));
    total += rows.length;
    for (const row of rows) {
      const message = await reminderMail(db, config.appUrl, row);
      if (message) mail.enqueue(message);
    }
    if (rows.length < BATCH) return total;
  }
}

/** Sends due reminders every `intervalMs` (0: never); the answer stops the timer and waits for a round running. */
export function startReminders(deps: ReminderDeps, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
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

type ReminderDeps = Pick<AppDeps, 'db' | 'clock' | 'mail' | 'config'>;

const SCAN_TASK = 'appointment_reminders';
const SEND_TASK = 'appointment_reminder';
/** The wait before starting a stopped job queue again, doubled for each start that fails. */
const RESTART_DELAY_MS = 1_000;
const RESTART_MAX_DELAY_MS = 60_000;

/**
 * One appointment's reminder, as the queue's job sends it: claimed (reminder_sent_at set, only while
 * still due and unsent) and e-mailed in one transaction, so a failed send leaves it unclaimed for the
 * job's next attempt, and a second job for the same appointment finds nothing to do.
 */
export async function sendReminder(deps: ReminderDeps, appointmentId: number): Promise<boolean> {
  const { db, clock, mail, config } = deps;
  return db.transaction().execute(async (trx) => {
    const now = clock();
    const claimed = await sql<AppointmentRow>`
      update appointments set reminder_sent_at = ${now}
      where appointments.id = ${appointmentId} and ${DUE(trx, now)}
      returning appointments.*`.execute(trx);
    const row = claimed.rows[0];
    if (!row) return false;
    const message = await reminderMail(trx, config.appUrl, { ...row, starts_at: new Date(row.starts_at) });
    if (message) await mail.send(message);
    return true;
  });
}

/**
 * Reminders on PostgreSQL, through graphile-worker: every `intervalMs` each api process asks for a
 * scan, and the job key keeps at most one scan waiting whatever the number of processes. The scan
 * adds one job per due appointment (keyed by the appointment, so a repeat scan adds none) and the
 * workers of all processes share them; each job sends its reminder once (`sendReminder`), retried with
 * the queue's back-off when the e-mail could not be sent. The answer stops the timer and the worker.
 */
export async function startReminderQueue(
  deps: ReminderDeps,
  options: { connectionString: string; intervalMs: number; concurrency?: number },
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const { db, clock } = deps;
  const scan: Task = async (_payload, helpers) => {
    const due = await db
      .selectFrom('appointments')
      .select('appointments.id')
      .where(DUE(db, clock()))
      .orderBy('appointments.starts_at')
      .limit(1000)
      .execute();
    for (const { id } of due) {
      await helpers.addJob(SEND_TASK, { appointmentId: id }, { jobKey: `appointment-reminder:${id}`, jobKeyMode: 'preserve_run_at', maxAttempts: 10 });
    }
  };
  const send: Task = async (payload) => {
    const { appointmentId } = payload as { appointmentId: number };
    await sendReminder(deps, appointmentId);
  };
  const logger = new Logger((scope) => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
    log[method]({ ...scope, ...meta }, message);
  });
  // The queue's own pool, so stopping waits until every connection is closed, with the listeners
  // graphile-worker asks for: a connection the server ends, idle or held (its LISTEN connection is
  // held all the time), is logged and opened again rather than left an unhandled error.
  const pool = handleConnectionErrors(
    new pg.Pool({ connectionString: options.connectionString, max: (options.concurrency ?? 2) + 2 }),
    (error) => log.warn({ err: error }, 'a job queue connection ended'),
  );
  const runnerOptions = {
    pgPool: pool,
    concurrency: options.concurrency ?? 2,
    noHandleSignals: true,
    pollInterval: Math.min(options.intervalMs, 2_000),
    logger,
    taskList: { [SCAN_TASK]: scan, [SEND_TASK]: send },
    // Unbatched, graphile-worker records a finished job without waiting for it, so a database that
    // is away at that moment ends the process with an unhandled rejection. Batched, the failure
    // stops the runner instead, and the runner is started again below.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
  };

  let runner: Runner | undefined;
  let stopped = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let failedStarts = 0;
  let restarting: Promise<void> = Promise.resolve();
  // A runner stops on its own when it could not record a job (the database went away); a new one
  // takes up the jobs from then on, so one outage never ends this process's reminders.
  const keep = (started: Runner) => {
    runner = started;
    const ended = () => {
      if (runner !== started || stopped) return;
      runner = undefined;
      log.error('the job queue stopped; starting it again');
      restartLater();
    };
    started.promise.then(ended, ended);
  };
  const restartLater = () => {
    const delayMs = Math.min(RESTART_MAX_DELAY_MS, RESTART_DELAY_MS * 2 ** Math.min(failedStarts, 10));
    restartTimer = setTimeout(() => {
      restarting = run(runnerOptions).then(
        (started) => {
          failedStarts = 0;
          if (stopped) return started.stop();
          keep(started);
        },
        (error: unknown) => {
          failedStarts += 1;
          log.error({ err: error }, 'could not start the job queue again; trying later');
          if (!stopped) restartLater();
        },
      );
    }, delayMs);
    restartTimer.unref();
  };
  keep(await run(runnerOptions));

  const askForScan = () =>
    (runner ? runner.addJob(SCAN_TASK, {}, { jobKey: SCAN_TASK, jobKeyMode: 'preserve_run_at', maxAttempts: 1 }) : Promise.resolve()).catch((error: unknown) =>
      log.error({ err: error }, 'could not ask for the appointment reminders'),
    );
  let asking: Promise<unknown> = askForScan();
  const timer = setInterval(() => {
    asking = asking.then(askForScan);
  }, options.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(restartTimer);
    await asking;
    await restarting;
    await runner?.stop();
    await pool.end();
  };
}

/**
 * The reminder worker, started with the app and stopped, after the round it is running, as it
 * closes. On PostgreSQL a job queue shares the reminders between every api process; PGlite has one
 * process, which sends them on a timer.
 */
export function installReminders(app: FastifyInstance, deps: AppDeps): void {
  const { config } = deps;
  app.decorate('sendAppointmentReminders', () => sendDueReminders(deps));
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    if (config.databaseUrl && config.reminderIntervalMs > 0) {
      stop = await startReminderQueue(deps, { connectionString: config.databaseUrl, intervalMs: config.reminderIntervalMs }, app.log);
    } else {
      stop = startReminders(deps, config.reminderIntervalMs, app.log);
    }
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
