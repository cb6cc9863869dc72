import { setTimeout as delay } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authenticate } from './auth/hook.ts';
import { verifyAgainstNobody } from './auth/password.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { installBodyParsing } from './http/body.ts';
import { installErrorHandlers } from './http/errors.ts';
import { MailQueue, createMailer, type Mailer } from './mail/mailer.ts';
import { passwordRoutes } from './modules/accounts/password-routes.ts';
import { publicSessionRoutes, sessionRoutes } from './modules/accounts/session-routes.ts';
import { signupRoutes } from './modules/accounts/signup-routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { companiesRoutes } from './modules/companies/routes.ts';
import { customerFieldsRoutes } from './modules/customer-fields/routes.ts';
import { customersRoutes } from './modules/customers/routes.ts';
import { companyPlansRoutes, publicPlansRoutes } from './modules/plans/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createFiles, type Files } from './storage/index.ts';
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
}

/** What every module's routes receive. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
  mail: MailQueue;
  files: Files;
}

type Routes = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

const BODY_LIMIT = 15 * 1024 * 1024;

/** The api without listening: main.ts listens, tests call `inject` or listen on port 0. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
  });
  const mailer = options.mailer ?? createMailer(config, app.log);
  const clock = options.clock ?? systemClock;
  const files = await createFiles(config, clock);
  const deps: AppDeps = { config, db, clock, sleep: options.sleep ?? ((ms) => delay(ms)), mail: new MailQueue(mailer, app.log), files };

  await installBodyParsing(app, { onFile: receiveFileParts(files.storage), maxFileBytes: MAX_UPLOAD_BYTES });
  installUploadCleanup(app, files.storage);
  installErrorHandlers(app);

  app.get('/healthz', async () => {
    await db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
    return { status: 'ok' };
  });

  const publicRoutes: Routes[] = [publicPlansRoutes, publicSessionRoutes, signupRoutes, passwordRoutes];
  for (const routes of publicRoutes) await routes(app, deps);
  await fileRoutes(app, files);

  // Everything registered in this scope needs a valid token; the hook does not reach the 404 handler.
  await app.register(async (scope) => {
    scope.addHook('onRequest', authenticate(db, deps.clock));
    const protectedRoutes: Routes[] = [
      sessionRoutes,
      companiesRoutes,
      usersRoutes,
      billingRoutes,
      companyPlansRoutes,
      customerFieldsRoutes,
      customersRoutes,
    ];
    for (const routes of protectedRoutes) await routes(scope, deps);
  });

  // The first refused sign-in should not be the one that pays for hashing the stand-in password.
  app.addHook('onReady', async () => {
    await verifyAgainstNobody('');
  });
  app.addHook('onClose', async () => {
    await deps.mail.drain();
    mailer.close();
  });
  return app;
}
