// The web app's initial JavaScript (the entry script and what index.html preloads), gzipped, against
// the quality bar's budget of 200 kB. Run after `npm run build`: `npm run size [-- <dist dir>]`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const dist = resolve(process.argv[2] ?? 'apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
// The server preloads the page's language strings beside them (`commonCatalogChunks`): the larger counts.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const catalogs = Object.entries(manifest)
  .filter(([source]) => /^src\/locales\/\w+\.json$/.test(source))
  .map(([, chunk]) => chunk.file);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const largestCatalog = catalogs.sort((a, b) => gz(b) - gz(a))[0];
if (largestCatalog) files.push(largestCatalog);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} kB  initial JS, gzip (budget ${BUDGET_BYTES / 1024} kB)`,
);
if (files.length === 0 || total > BUDGET_BYTES) {
  console.error(files.length === 0 ? 'no scripts found in index.html' : 'over budget');
  process.exit(1);
}
