import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localizedPath } from '@meetspace/domain';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { KEY, startDemoServer } from './run.ts';

// `npm run lighthouse [-- --assert] [--out <dir>] [--locations 200]`: builds the site, starts the
// real server on generated demo data (run.ts's start-up) and runs Lighthouse in its default mobile
// configuration in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium; never a downloaded
// browser) against the home page, the locations list and the first demo location's page. Prints
// the four category scores per page against ../shared/guide/quality-bar.md and the audits that
// cost points. Exits non-zero for scores below target only with --assert.

const { values } = parseArgs({
  options: {
    /** Exit 1 when a page misses a target or could not be measured. */
    assert: { type: 'boolean', default: false },
    /** Also write each page's full report (HTML and JSON) into this folder. */
    out: { type: 'string' },
    locations: { type: 'string', default: '200' },
  },
});

const CATEGORIES = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 95 },
  { id: 'seo', label: 'SEO', target: 100 },
] as const;
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const API_BUNDLE = fileURLToPath(new URL('../../apps/api/dist/server.mjs', import.meta.url));

interface PageRun {
  name: string;
  path: string;
  status: number | string;
  scores?: Partial<Record<(typeof CATEGORIES)[number]['id'], number | null>>;
  findings: string[];
  /** Performance audits that would save time (weight 0, so not in `findings`). */
  opportunities: string[];
  error?: string;
}

/** The first demo location's page, found through the API; undefined when there is none. */
async function firstLocationPath(base: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${base}/api/v2/location/channel/1?itemsPerPage=1`, {
      headers: { apiToken: KEY },
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { Results?: { Id: number; UrlName?: string }[] };
    const first = body.Results?.[0];
    if (!first?.UrlName) return undefined;
    return localizedPath('location', 'nl', { id: String(first.Id), slug: first.UrlName });
  } catch {
    return undefined;
  }
}

/** The audits that cost a category points, the heaviest first, as "category: title (score) value". */
function findings(lhr: Result, limit = 8): string[] {
  const lost: { cost: number; line: string }[] = [];
  for (const { id, label } of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    const totalWeight = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const cost = (ref.weight / totalWeight) * (1 - audit.score);
      const value = audit.displayValue ? `, ${audit.displayValue}` : '';
      lost.push({ cost, line: `${label}: ${audit.title} (${audit.id}, score ${audit.score}${value})` });
    }
  }
  return lost
    .sort((a, b) => b.cost - a.cost)
    .slice(0, limit)
    .map((f) => f.line);
}

/**
 * The performance audits that carry no weight themselves but say what would speed the metrics up
 * (text compression, render-blocking files, unused code, ...), the largest estimated saving first.
 */
function opportunities(lhr: Result, limit = 6): string[] {
  const found: { saving: number; line: string }[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight > 0 || audit.score === null || audit.score >= 0.9) continue;
    const saving = Object.values(audit.metricSavings ?? {}).reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
    if (saving <= 0) continue;
    const value = audit.displayValue ? `: ${audit.displayValue}` : '';
    found.push({ saving, line: `${audit.title} (${audit.id}${value})` });
  }
  return found
    .sort((a, b) => b.saving - a.saving)
    .slice(0, limit)
    .map((f) => f.line);
}

/**
 * One Lighthouse run (default config: mobile, simulated throttling), tried up to three times while
 * Lighthouse reports a runtime error about its own recording (e.g. NO_NAVSTART on a busy machine).
 */
async function measure(url: string, port: number): Promise<RunnerResult> {
  let result: RunnerResult | undefined;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await lighthouse(url, { port, output: ['html', 'json'], logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    if (!result.lhr.runtimeError) return result;
    console.error(`${url}: ${result.lhr.runtimeError.code}, attempt ${attempt} of 3`);
  }
  return result as RunnerResult;
}

const pct = (score: number | null | undefined) =>
  score === null || score === undefined ? '—' : String(Math.round(score * 100));

if (!existsSync(API_BUNDLE))
  throw new Error('API bundle missing: run `npm run lighthouse` (it builds first)');
if (!existsSync(CHROME_PATH))
  throw new Error(`no Chromium at ${CHROME_PATH}: apt-get install -y chromium, or set CHROME_PATH`);

const { base, stop } = await startDemoServer(Number(values.locations));
const runs: PageRun[] = [];
let chrome: LaunchedChrome | undefined;
try {
  chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  const locationPath = await firstLocationPath(base);
  const pages = [
    { name: 'home', path: localizedPath('index', 'nl') },
    { name: 'locations', path: localizedPath('locations', 'nl') },
    { name: 'location', path: locationPath },
  ];
  for (const page of pages) {
    if (!page.path) {
      runs.push({ name: page.name, path: '?', status: 'no location', findings: [], opportunities: [] });
      continue;
    }
    const url = `${base}${page.path}`;
    let status: number | string;
    try {
      status = (await fetch(url)).status;
    } catch (error) {
      status = `fetch failed: ${(error as Error).message}`;
    }
    try {
      const result = await measure(url, chrome.port);
      const { lhr } = result;
      if (values.out) {
        const dir = resolve(values.out);
        mkdirSync(dir, { recursive: true });
        const [html, json] = result.report as string[];
        writeFileSync(join(dir, `${page.name}.report.html`), html ?? '');
        writeFileSync(join(dir, `${page.name}.report.json`), json ?? '');
      }
      runs.push({
        name: page.name,
        path: page.path,
        status,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c.id, lhr.categories[c.id]?.score ?? null])),
        findings: findings(lhr),
        opportunities: opportunities(lhr),
        ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      });
    } catch (error) {
      runs.push({
        name: page.name,
        path: page.path,
        status,
        findings: [],
        opportunities: [],
        error: (error as Error).message,
      });
    }
  }
} finally {
  chrome?.kill();
  await stop();
}

/** A page misses when it was not answered with 200, not measured, or below a target. */
const misses = (run: PageRun) =>
  run.status !== 200 ||
  !run.scores ||
  Boolean(run.error) ||
  CATEGORIES.some((c) => (run.scores?.[c.id] ?? 0) * 100 < c.target);

console.log(
  `# Lighthouse (mobile, default config), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`\n| page | path | HTTP | ${CATEGORIES.map((c) => c.label).join(' | ')} | meets targets |`);
console.log(`|---|---|---:|${CATEGORIES.map(() => '---:').join('|')}|---|`);
console.log(
  `| target | | 200 | ${CATEGORIES.map((c) => (c.target === 100 ? '100' : `>= ${c.target}`)).join(' | ')} | |`,
);
for (const run of runs)
  console.log(
    `| ${run.name} | ${run.path} | ${run.status} | ${CATEGORIES.map((c) => pct(run.scores?.[c.id])).join(' | ')} | ${misses(run) ? 'no' : 'yes'} |`,
  );
for (const run of runs) {
  if (run.error) console.log(`\n${run.name}: ${run.error}`);
  if (run.findings.length > 0) {
    console.log(`\n${run.name}: audits that cost points`);
    for (const line of run.findings) console.log(`- ${line}`);
  }
  if (run.opportunities.length > 0) {
    console.log(`\n${run.name}: what would make it faster`);
    for (const line of run.opportunities) console.log(`- ${line}`);
  }
}
if (values.out) console.log(`\nfull reports: ${resolve(values.out)}`);
if (values.assert && runs.some(misses)) process.exitCode = 1;
