import { setTimeout as delay } from 'node:timers/promises';
import { API_REQUEST_TIMEOUT_MS } from '@practice/common';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { AccessLog } from './access-log/index.ts';
import { authenticate } from './auth/hook.ts';
import type { SessionCache } from './auth/tokens.ts';
import { verifyAgainstNobody } from './auth/password.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import type { Db } from './db/index.ts';
import { installBodyParsing } from './http/body.ts';
import { installErrorHandlers } from './http/errors.ts';
import { installIdempotency, startIdempotencySweep } from './http/idempotency.ts';
import { READ_CACHE_MS, ReadCache, WriteLog } from './http/read-cache.ts';
import { requestIds } from './http/request-id.ts';
import { installPublicPageLimit } from './http/public-pages.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { KEEP_ALIVE_MS, installDraining } from './http/shutdown.ts';
import { installOpenApi, markSignedIn, objectOf, oneOfTexts } from './http/openapi.ts';
import { logSerializers } from './http/log.ts';
import { createApiMetrics, installMetrics } from './metrics/index.ts';
import { installRequestSpans, statementSpans, tracerProviderRegistered } from './tracing/index.ts';
import { MailQueue, createMailer, type Mailer } from './mail/mailer.ts';
import { passwordRoutes } from './modules/accounts/password-routes.ts';
import { publicSessionRoutes, sessionRoutes } from './modules/accounts/session-routes.ts';
import { signupRoutes } from './modules/accounts/signup-routes.ts';
import { sessionListRoutes } from './modules/accounts/session-list.ts';
import { twoFactorRoutes } from './modules/accounts/two-factor-routes.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { bookingPageRoutes } from './modules/appointments/booking-page.ts';
import { bookingRoutes } from './modules/appointments/bookings.ts';
import { calendarFeedPublicRoutes } from './modules/appointments/calendar-feed.ts';
import { installReminders } from './modules/appointments/reminders.ts';
import { reminderLinkRoutes } from './modules/appointments/reminder-links.ts';
import { appointmentsRoutes } from './modules/appointments/routes.ts';
import { createPaymentProvider, startBillingSweep, type BillingDeps } from './modules/billing/index.ts';
import { subscriptionGuard, type SubscriptionCache } from './modules/billing/guard.ts';
import { sweep } from './modules/billing/lifecycle.ts';
import type { PaymentProvider } from './modules/billing/provider.ts';
import { billingPublicRoutes, billingRoutes } from './modules/billing/routes.ts';
import { companiesRoutes } from './modules/companies/routes.ts';
import { customerFieldsRoutes } from './modules/customer-fields/routes.ts';
import { customersRoutes } from './modules/customers/routes.ts';
import { noteTemplatesRoutes } from './modules/note-templates/routes.ts';
import { noteImagesRoutes } from './modules/notes/images.ts';
import { notesRoutes } from './modules/notes/routes.ts';
import { printRoutes } from './modules/print/routes.ts';
import { signedPdfRoutes, signingCertificateRoutes } from './modules/signatures/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { boardRoutes } from './modules/tasks/board-routes.ts';
import { taskPartsRoutes } from './modules/tasks/part-routes.ts';
import { tasksRoutes } from './modules/tasks/task-routes.ts';
import { createChangeBus, type ChangeBus } from './events/changes.ts';
import { LiveStreams, changesRoutes } from './events/routes.ts';
import { companyPlansRoutes, publicPlansRoutes } from './modules/plans/routes.ts';
import { recordAttachmentDownloads } from './modules/records/attachment-downloads.ts';
import { installExportJobs, recordsRoutes } from './modules/records/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createFiles } from './storage/index.ts';
import { fileRoutes } from './storage/routes.ts';
import { MAX_UPLOAD_BYTES, installUploadCleanup, receiveFileParts } from './storage/uploads.ts';

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated by the caller, who also closes it after the app. */
  db: Db;
  /** Defaults to SMTP or the `DATA_DIR/mail` outbox, as the config says. */
  mailer?: Mailer;
  clock?: Clock;
  /** How the api waits, for example to slow repeated failed sign-ins. Defaults to a real timer. */
  sleep?: (ms: number) => Promise<void>;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to Redis when REDIS_URL is set, otherwise this process only; closed with the app when made here. */
  changes?: ChangeBus;
  /** Defaults to the adapter `PAYMENT_PROVIDER` names. */
  paymentProvider?: PaymentProvider;
  /** Settle ended trials and periods at start and every `config.payments.sweepIntervalMs`. Default true. */
  billingSweep?: boolean;
  /** How long sessions and subscriptions read for the auth check are kept; READ_CACHE_MS by default, 0 for never. */
  readCacheMs?: number;
  /** How long a request may take to arrive; API_REQUEST_TIMEOUT_MS (common's time-out ladder) by default. */
  requestTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles every trial and paid period that has ended; the periodic sweep runs the same. */
    settleBilling(): Promise<number>;
  }
}

type Routes = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

const BODY_LIMIT = 15 * 1024 * 1024;

/** The logger as given, with the request serializer that keeps queries and addresses out of the logs. */
function loggerOptions(logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  return { ...(logger === true ? {} : logger), serializers: logSerializers };
}

/** The api without listening: main.ts listens, tests call `inject` or listen on port 0. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const requestTimeout = options.requestTimeoutMs ?? API_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    // Each request is logged under the gateway's `x-request-id` (from a trusted proxy) or a new id.
    genReqId: requestIds(config.trustedProxies),
    // Fastify's 'x-forwarded-for' reading: only from these peers, and only the hop they add.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: BODY_LIMIT,
    keepAliveTimeout: KEEP_ALIVE_MS,
    // The bottom of the time-out ladder (common's timeouts.ts): a request still arriving when the
    // gateway would give up is answered 408 and never run. Node applies the limit only when it is
    // given to the server as it is made (Fastify's own option sets it later, where it does nothing),
    // and looks for late requests every `connectionsCheckingInterval` (30 s by default, which would
    // let one outlast the gateway).
    requestTimeout,
    http: { requestTimeout, connectionsCheckingInterval: Math.min(1_000, requestTimeout) },
  });
  // Traced only when main.ts's preload (or a test) started the SDK: otherwise no hook and no cost.
  const traced = tracerProviderRegistered();
  if (traced) installRequestSpans(app);
  const mailer = options.mailer ?? createMailer(config, app.log);
  const clock = options.clock ?? systemClock;
  const metrics = config.metricsToken === undefined ? null : createApiMetrics(options.db);
  const measured = metrics ? options.db.withPlugin(metrics.queries) : options.db;
  const db = traced ? measured.withPlugin(statementSpans()) : measured;
  // Before every route, so that public creates (online booking) take a key as signed-in ones do.
  const writeOnce = installIdempotency(app, db, clock);
  const files = await createFiles(config, clock);
  const billing: BillingDeps = {
    db,
    clock,
    provider: options.paymentProvider ?? createPaymentProvider(config.payments, db, clock),
    log: app.log,
  };
  const changes = options.changes ?? (await createChangeBus(config, app.log));
  const writes = new WriteLog();
  const deps: AppDeps = {
    config,
    db,
    clock,
    sleep: options.sleep ?? ((ms) => delay(ms)),
    mail: new MailQueue(mailer, app.log),
    files,
    billing,
    changes,
    writeOnce,
    // Writes with the database itself: an entry is never part of a request's transaction.
    accesses: new AccessLog(options.db, clock, app.log),
    writes,
  };
  app.decorate('settleBilling', () => sweep(billing));
  const changeStreams = new LiveStreams(config.changeStreamsPerUser);
  app.decorate('changeStreams', changeStreams);
  installDraining(app);
  // Before every route, so the description lists them all.
  await installOpenApi(app);

  await installBodyParsing(app, { onFile: receiveFileParts(files.storage), maxFileBytes: MAX_UPLOAD_BYTES, bodyLimit: BODY_LIMIT });
  installUploadCleanup(app, files.storage);
  installErrorHandlers(app);
  installSecurityHeaders(app);
  if (metrics) installMetrics(app, config.metricsToken as string, metrics);
  // What every signed-in request reads first (its session, its company's subscription) is kept a few
  // seconds, and read again after a write to its company through this process or, with Redis, another.
  writes.install(app, changes);
  const sessions: SessionCache = new ReadCache(writes, options.readCacheMs ?? READ_CACHE_MS);
  const subscriptions: SubscriptionCache = new ReadCache(writes, options.readCacheMs ?? READ_CACHE_MS);

  const healthRoute = {
    schema: {
      response: {
        200: objectOf({ status: oneOfTexts(['ok']) }, { title: 'Healthy', description: 'The api and its database answer.' }),
        503: objectOf({ status: oneOfTexts(['draining']) }, { title: 'Draining', description: 'The process is stopping: send new requests elsewhere.' }),
      },
    },
  };
  app.get('/healthz', healthRoute, async (_request, reply) => {
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    await db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
    return { status: 'ok' };
  });

  installPublicPageLimit(app, deps);
  const publicRoutes: Routes[] = [
    publicPlansRoutes,
    publicSessionRoutes,
    signupRoutes,
    passwordRoutes,
    billingPublicRoutes,
    bookingPageRoutes,
    bookingRoutes,
    reminderLinkRoutes,
    calendarFeedPublicRoutes,
  ];
  for (const routes of publicRoutes) await routes(app, deps);
  await fileRoutes(app, files, recordAttachmentDownloads(options.db, deps.accesses, app.log));
  // PDFs take either auth headers or a signed link, so they check the session themselves.
  await printRoutes(app, deps);
  await signedPdfRoutes(app, deps);
  installExportJobs(app, deps);
  installReminders(app, deps);

  // Everything registered in this scope needs a valid token; the hook does not reach the 404 handler.
  await app.register(async (scope) => {
    markSignedIn(scope);
    scope.addHook('onRequest', authenticate(db, deps.clock, { sessions, after: subscriptionGuard(billing, subscriptions) }));
    // Every create says where it is declared whether a repeat of its key gets its answer again.
    scope.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('POST') && !route.config?.idempotency) throw new Error(`POST ${route.url} does not declare config.idempotency`);
    });
    const protectedRoutes: Routes[] = [
      sessionRoutes,
      sessionListRoutes,
      twoFactorRoutes,
      companiesRoutes,
      usersRoutes,
      billingRoutes,
      companyPlansRoutes,
      customerFieldsRoutes,
      customersRoutes,
      notesRoutes,
      noteImagesRoutes,
      noteTemplatesRoutes,
      activityRoutes,
      dashboardRoutes,
      searchRoutes,
      reportsRoutes,
      boardRoutes,
      tasksRoutes,
      taskPartsRoutes,
      appointmentsRoutes,
      recordsRoutes,
      signingCertificateRoutes,
    ];
    for (const routes of protectedRoutes) await routes(scope, deps);
    await changesRoutes(scope, changes, changeStreams, { db, clock, writes });
  });

  // The first refused sign-in should not be the one that pays for hashing the stand-in password.
  let stopSweep: (() => Promise<void>) | null = null;
  let stopIdempotencySweep: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    await verifyAgainstNobody('');
    if (options.billingSweep !== false) stopSweep = startBillingSweep(billing, config.payments.sweepIntervalMs);
    stopIdempotencySweep = startIdempotencySweep(db, clock, app.log);
  });
  // onClose hooks run last-added first, so main.ts's, which closes the database, runs before this
  // file's: the access entries still waiting are written before any of them.
  app.addHook('preClose', async () => {
    await deps.accesses.close();
  });
  app.addHook('onClose', async () => {
    await stopSweep?.();
    await stopIdempotencySweep?.();
    await deps.mail.drain();
    mailer.close();
    if (!options.changes) await changes.close();
  });
  return app;
}
