import { loadConfig } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

// `npm run db:migrate`: brings DATABASE_URL to the latest migration and says what it applied.
const config = loadConfig();
const database = connect(config.databaseUrl);
try {
  const result = await migrateToLatest(database.db);
  const applied = result.results?.map((r) => r.migrationName) ?? [];
  console.log(
    `${database.describe}: ${applied.length ? `applied ${applied.join(', ')}` : 'already up to date'}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.destroy();
}
