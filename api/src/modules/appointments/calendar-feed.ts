import { APPOINTMENT_STATUS_LABELS } from '@practice/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ical, { ICalEventStatus } from 'ical-generator';
import { getCaller, parseId } from '../../auth/hook.ts';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { IDEMPOTENT_SECRET } from '../../http/idempotency.ts';
import { PUBLIC_PAGE } from '../../http/public-pages.ts';
import { customerNameOf } from '../customers/queries.ts';
import { findCompanyUser, userNames } from '../users/queries.ts';
import { newPublicToken } from './queries.ts';
import { CALENDAR_FEED_ANSWER, CALENDAR_FEED_FILE } from './schemas.ts';

type UserParams = { Params: { userId: string } };
type FeedParams = { Params: { file: string } };

const DAY_MS = 86_400_000;
/** What a feed holds: the recent past and the year ahead, so a subscribed calendar stays small. */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 366;
/** How often calendar apps are asked to read the feed again. */
const FEED_REFRESH_SECONDS = 15 * 60;

/** The address a calendar app subscribes to, on the app's public origin (the gateway forwards it). */
export function calendarFeedUrl(appUrl: string, token: string): string {
  return `${appUrl}/api/v1/calendar_feeds/${token}.ics`;
}

async function feedToken(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
  return row?.token;
}

/** The professional's appointments as an iCalendar document, canceled ones left out. */
async function renderFeed(db: Executor, feed: { user_id: number; company_id: number }, now: Date, appUrl: string): Promise<string> {
  const [users, rows] = await Promise.all([
    userNames(db, feed.company_id, [feed.user_id]),
    db
      .selectFrom('appointments')
      .select((eb) => [
        'appointments.id',
        'appointments.starts_at',
        'appointments.ends_at',
        'appointments.status',
        'appointments.notes',
        'appointments.created_at',
        'appointments.updated_at',
        customerNameOf(db, eb.ref('appointments.customer_id')).as('customer_name'),
      ])
      .where('appointments.user_id', '=', feed.user_id)
      .where('appointments.company_id', '=', feed.company_id)
      .where('appointments.status', '<>', 'canceled')
      .where('appointments.starts_at', '>=', new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS))
      .where('appointments.starts_at', '<', new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS))
      .orderBy('appointments.starts_at')
      .execute(),
  ]);
  const host = new URL(appUrl).host;
  const calendar = ical({
    name: `Agenda de ${users.get(feed.user_id) ?? ''}`.trim(),
    prodId: { company: 'practice', product: 'agenda', language: 'PT-BR' },
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const row of rows) {
    const label = APPOINTMENT_STATUS_LABELS[row.status].text;
    calendar.createEvent({
      id: `appointment-${row.id}@${host}`,
      start: row.starts_at,
      end: row.ends_at,
      stamp: row.updated_at,
      created: row.created_at,
      lastModified: row.updated_at,
      summary: row.customer_name ?? '',
      description: row.notes ? `${label}\n\n${row.notes}` : label,
      status: ICalEventStatus.CONFIRMED,
      url: `${appUrl}/agenda`,
    });
  }
  return calendar.toString();
}

/** The secret feed itself: public, found by its token alone. */
export async function calendarFeedPublicRoutes(app: FastifyInstance, { db, clock, config }: AppDeps): Promise<void> {
  app.get<FeedParams>('/api/v1/calendar_feeds/:file', { ...PUBLIC_PAGE, schema: { response: { 200: CALENDAR_FEED_FILE } } }, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(request.params.file);
    if (!match) throw notFound();
    const feed = await db.selectFrom('calendar_feeds').select(['user_id', 'company_id']).where('token', '=', match[1]!).executeTakeFirst();
    if (!feed) throw notFound();
    const body = await renderFeed(db, feed, clock(), config.appUrl);
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="agenda.ics"')
      .header('cache-control', 'private, max-age=300')
      .header('x-robots-tag', 'noindex');
    return body;
  });
}

/**
 * A user's feed address, and renewing it. A user reads and renews their own; a system admin anyone's
 * in the company; a user of another company is not found.
 */
export async function calendarFeedRoutes(app: FastifyInstance, { db, clock, config, writeOnce }: AppDeps): Promise<void> {
  const target = async (executor: Executor, request: FastifyRequest<UserParams>) => {
    const caller = getCaller(request).user;
    const userId = parseId(request.params.userId);
    const user = await findCompanyUser(executor, caller.company_id, userId);
    if (user.id !== caller.id && caller.account_type !== 'system_admin') throw forbidden();
    return { user };
  };
  const answer = (token: string | undefined) => ({ calendar_feed: { url: token ? calendarFeedUrl(config.appUrl, token) : null } });

  app.get<UserParams>('/api/v1/users/:userId/calendar_feed', { schema: { response: { 200: CALENDAR_FEED_ANSWER } } }, async (request) => {
    const { user } = await target(db, request);
    return answer(await feedToken(db, user.id));
  });

  // The answer is the feed's secret address, so only that it was made is kept for a repeat.
  app.post<UserParams>('/api/v1/users/:userId/calendar_feed', { config: IDEMPOTENT_SECRET, schema: { response: { 200: CALENDAR_FEED_ANSWER } } }, async (request, reply) => {
    await target(db, request);
    return writeOnce(request, reply, async (trx) => {
      const { user } = await target(trx, request);
      const fresh = newPublicToken();
      const now = clock();
      await trx
        .insertInto('calendar_feeds')
        .values({ user_id: user.id, company_id: user.company_id, token: fresh, created_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token: fresh, created_at: now }))
        .execute();
      return answer(fresh);
    });
  });
}
