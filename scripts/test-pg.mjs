// `npm run test:pg`: the data-layer and API tests on PostgreSQL (and Redis for shared throttling). Each test file gets a
// fresh schema in the TEST_DATABASE_URL database and drops it afterwards.
// CI runs `npm test` first, which covers SQLite; this run leaves SQLite out (TEST_ENGINES=postgres) and only takes the
// test files that can reach PostgreSQL or Redis (the others would only repeat their SQLite run). `TEST_ENGINES=both`
// and file filters on the command line run what is asked instead.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  // The throttling counters shared between processes are also tested against this Redis.
  TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
  TEST_ENGINES: process.env.TEST_ENGINES || 'postgres',
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

/** The api test files that open a test database (`test/db.ts`, directly or through `test/app.ts`) or read the PG/Redis URLs. */
function filesThatReachTheServices() {
  const reaches = /test\/(db|app)\.ts'|TEST_DATABASE_URL|TEST_REDIS_URL/;
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts') && reaches.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  };
  for (const root of ['apps/api/src', 'apps/api/test']) walk(root);
  return found.map((path) => relative('.', path)).sort();
}

const args = process.argv.slice(2);
const files =
  args.some((arg) => !arg.startsWith('-')) || env.TEST_ENGINES === 'both' ? [] : filesThatReachTheServices();
if (files.length > 0) console.log(`test:pg: ${files.length} test files reach PostgreSQL or Redis`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...files, ...args], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
