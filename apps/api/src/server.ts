import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { isDatabaseEmpty } from './db/empty.ts';
import { migrateToLatest } from './db/migrate.ts';
import { devLogStream, startBanner } from './dev-log.ts';

/** The demo accounts of the README (all with DEMO_PASSWORD), named in the start line. */
const DEMO_LOGINS = ['booker@example.com', 'host@example.com', 'admin@example.com'];

/** Reads the environment, prepares the database (migrations, demo data when empty) and listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Production logs JSON lines, every request at `info`; a local start a readable, quiet console.
  const local = process.env.NODE_ENV !== 'production';
  const database = connect(config.databaseUrl);
  await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    database,
    ...(local ? { logStream: devLogStream(config.logLevel === 'debug' || config.logLevel === 'trace') } : {}),
  });
  app.log.info(`database: ${database.describe}`);

  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    // Loaded only when needed: the generator and faker weigh about 30 MB of memory.
    const { generateDemoData } = await import('./demo/generate.ts');
    const started = Date.now();
    const summary = await generateDemoData(database.db, {
      password: config.demoPassword,
      uploadDir: config.uploadDir,
    });
    app.log.info({ ...summary, ms: Date.now() - started }, 'demo data generated into the empty database');
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal} received, closing`);
    await app.close();
    await database.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
  if (local && config.logLevel !== 'silent')
    console.log(
      startBanner({
        url: config.publicUrl,
        demoAccounts: config.demoData ? DEMO_LOGINS : [],
        demoPassword: config.demoPassword,
        outbox: config.devOutbox,
      }),
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
