// `npm run test:pg`: the data-layer and API tests on SQLite and PostgreSQL. Each test file gets a
// fresh schema in the TEST_DATABASE_URL database and drops it afterwards.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
};
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
