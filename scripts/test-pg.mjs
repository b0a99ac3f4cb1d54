// `npm run test:pg`: the data-layer and API tests on SQLite and PostgreSQL (and Redis for shared throttling). Each test file gets a
// fresh schema in the TEST_DATABASE_URL database and drops it afterwards.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  // The throttling counters shared between processes are also tested against this Redis.
  TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
};
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
