import { tracing } from './tracing/preload.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, acquireDataDirLock } from './data-dir-lock.ts';
import { databaseTarget, migrate, openDatabase } from './db/index.ts';
import { seed } from './demo/seed.ts';
import { createFileStorage, sweepFiles } from './storage/index.ts';

const STORAGE_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Invalid configuration: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let lock;
  try {
    lock = await acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const db = await openDatabase(databaseTarget(config));
  await migrate(db);
  // Samples only here: `pnpm start` is where someone signs in to the demo and looks around.
  await seed(db, { demo: config.seedDemo, demoSamples: true });

  const app = await buildApp({ config, db });
  const storage = await createFileStorage(config.storage);
  const sweepStorage = async () => {
    const swept = await sweepFiles(db, storage, config.dataDir, new Date());
    if (Object.values(swept).some((count) => count > 0)) app.log.info(swept, 'removed files left by an interrupted upload');
  };
  await sweepStorage();
  // A bucket is shared by every api process and outlives their restarts, so it is swept again now and then.
  const storageSweep =
    config.storage.kind === 's3'
      ? setInterval(() => void sweepStorage().catch((error: unknown) => app.log.error({ err: error }, 'could not sweep the file storage')), STORAGE_SWEEP_INTERVAL_MS)
      : undefined;
  storageSweep?.unref();
  app.addHook('onClose', async () => {
    clearInterval(storageSweep);
    await db.destroy();
    await lock.release();
  });
  let stopping = false;
  // Drains first (no new connection, /healthz 503, live streams ended, requests in flight finished),
  // then closes: the reminder worker, the mail queue, the event bus and the database pool.
  const shutDown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ reason, graceMs: config.shutdownGraceMs }, 'draining before shutting down');
    // Whatever hangs after the grace period does not keep the process alive.
    setTimeout(() => {
      app.log.error('did not stop in time; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 10_000).unref();
    const inFlight = setTimeout(() => app.log.warn({ requests: app.inFlight() }, 'still answering'), config.shutdownGraceMs - 500);
    const cut = await app.drain(config.shutdownGraceMs);
    clearTimeout(inFlight);
    if (cut > 0) app.log.warn({ connections: cut }, 'cut the connections still open after the grace period');
    await app.close();
    await tracing?.shutdown();
    app.log.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(signal));
  // Started by scripts/start.mjs: when the launcher goes away, so does the api.
  if (process.connected) process.once('disconnect', () => void shutDown('launcher gone'));
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : `pglite (${config.dataDir}/pglite)` },
    `api listening on ${address}`,
  );
}

await main();
