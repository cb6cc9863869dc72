import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseTarget, migrate, openDatabase } from './db/index.ts';
import { seed } from './db/seed.ts';

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

  const db = await openDatabase(databaseTarget(config));
  await migrate(db);
  // Samples only here: `pnpm start` is where someone signs in to the demo and looks around.
  await seed(db, { demo: config.seedDemo, demoSamples: true });

  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : `pglite (${config.dataDir}/pglite)` },
    `api listening on ${address}`,
  );
}

await main();
