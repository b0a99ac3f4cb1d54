// `npm start`: builds the web app and the API bundle when either is missing or older than its
// sources, then runs the server bundle in this process (so signals reach it directly). The builds
// say one line each; their own output (vite's file tables) is shown only when one fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');
// The server renderer (built with the web app) must be there too.
const builtEntry = join(root, 'apps/web/dist-server/entry-server.js');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
];

/** Runs a build quietly: its output only when it fails, then this start stops with its code. */
function build(what, command, args) {
  const started = Date.now();
  process.stdout.write(`${what}…`);
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    process.stdout.write(' failed\n');
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    if (result.error) console.error(result.error.message);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(` done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt =
  existsSync(builtIndex) && existsSync(builtEntry)
    ? Math.min(statSync(builtIndex).mtimeMs, statSync(builtEntry).mtimeMs)
    : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < sourcesAt) {
  build(builtAt ? 'web build is stale, rebuilding' : 'web build missing, building', 'npm', [
    'run',
    'build',
    '-w',
    'apps/web',
  ]);
}

const { API_BUNDLE, API_SOURCES } = await import('./build-api.mjs');
const bundledAt = existsSync(API_BUNDLE) ? statSync(API_BUNDLE).mtimeMs : 0;
if (bundledAt < Math.max(...API_SOURCES.map((s) => newestMtime(join(root, s))))) {
  // In a child process: esbuild's service would otherwise keep this one alive after SIGTERM.
  build(bundledAt ? 'API bundle is stale, rebuilding' : 'API bundle missing, building', process.execPath, [
    join(root, 'scripts/build-api.mjs'),
  ]);
}
await import(API_BUNDLE);
