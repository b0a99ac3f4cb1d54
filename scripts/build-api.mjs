// `npm run build` (and `npm start` when the bundle is stale): bundles the API server, with the domain
// package it imports, into apps/api/dist with esbuild. npm packages stay external and load from
// node_modules; dynamic imports (demo generator, ...) become their own chunks, so they still load
// only when used. Running the bundle instead of TypeScript through tsx saves about 40 MB of memory.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
// API_DIST_DIR moves the bundle elsewhere (a test rebuilds into a temp folder).
const dist = process.env.API_DIST_DIR ? resolve(process.env.API_DIST_DIR) : join(root, 'apps/api/dist');
export const API_BUNDLE = join(dist, 'server.mjs');
/** What the bundle is built from: when any of it is newer than the bundle, it is built again. */
export const API_SOURCES = ['apps/api/src', 'apps/api/package.json', 'packages/domain/src'];

export async function buildApi() {
  const pkg = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@meetspace/'));
  await build({
    entryPoints: [join(root, 'apps/api/src/server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildApi();
  // esbuild's service process would keep this process alive.
  await stop();
  console.log(`API bundle written: ${API_BUNDLE}`);
}
