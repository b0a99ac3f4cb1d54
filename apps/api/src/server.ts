import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { isDatabaseEmpty } from './db/empty.ts';
import { migrateToLatest } from './db/migrate.ts';

/** Reads the environment, prepares the database (migrations, demo data when empty) and listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = connect(config.databaseUrl);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  app.log.info(`database: ${database.describe}`);

  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    // Loaded only when needed: the generator and faker weigh about 30 MB of memory.
    const { generateDemoData } = await import('./demo/generate.ts');
    const started = Date.now();
    const summary = await generateDemoData(database.db, { password: config.demoPassword });
    app.log.info({ ...summary, ms: Date.now() - started }, 'demo data generated into the empty database');
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal} received, closing`);
    await app.close();
    await database.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
