// `npm run test:pg`: the data-layer and API tests on SQLite and PostgreSQL (and Redis for shared throttling). Each test file gets a
// fresh schema in the TEST_DATABASE_URL database and drops it afterwards.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  // The throttling counters shared between processes are also tested against this Redis.
  TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
};
// Each test file creates and drops a schema of ~100 tables; where autovacuum is off (as on the CI
// machine) the dead rows of the system catalogs pile up run after run and every DDL slows down.
// Vacuum them before the run; a failure here only warns, the tests themselves decide.
try {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(
    'VACUUM (ANALYZE) pg_catalog.pg_attribute, pg_catalog.pg_depend, pg_catalog.pg_class, pg_catalog.pg_index, ' +
      'pg_catalog.pg_constraint, pg_catalog.pg_trigger, pg_catalog.pg_attrdef, pg_catalog.pg_type, pg_catalog.pg_namespace',
  );
  await client.end();
} catch (error) {
  console.warn(`test:pg: could not vacuum the system catalogs (${error.message}); going on`);
}

const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
