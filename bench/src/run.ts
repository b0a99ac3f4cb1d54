import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { connect } from '../../apps/api/src/db/connect.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { generateDemoData } from '../../apps/api/src/demo/generate.ts';

// `npm run bench [-- --duration 10 --connections 50 --locations 200,10000]`: for each data size, the
// real server (the apps/api/dist/server.mjs bundle, its own process) on a temp SQLite file, then every scenario
// with autocannon from this process, printed one line each with the ratio of its throughput to
// GET /api/health measured in the same run, and the server's resident memory.

/** Imported (by lighthouse.ts, for `startDemoServer`) it only defines; run, it measures. */
const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
const { values } = parseArgs({
  args: isMain ? process.argv.slice(2) : [],
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    locations: { type: 'string', default: '200' },
    /** Only the scenarios whose name contains this text (health always runs). */
    only: { type: 'string', default: '' },
  },
});
/** The API key the benchmark server accepts (`apiToken`). */
export const KEY = 'bench-key';
/** A city search whose seats and times change on every request: measures evaluation, not the answer cache. */
let variedCounter = 0;
const varied = () => {
  variedCounter += 1;
  const seats = 1 + (variedCounter % 40);
  const start = 480 + 30 * (Math.floor(variedCounter / 40) % 16);
  return `/api/v2/availability?q=Utrecht&startDate=2027-03-02&startTime=${start}&endTime=${start + 180}&meetingtype=1&seats=${seats}`;
};
const scenarios: { name: string; path: string; vary?: () => string }[] = [
  { name: 'health', path: '/api/health' },
  { name: 'location list, page 1', path: '/api/v1/location?itemsPerPage=20' },
  { name: 'locations near Utrecht (25 km)', path: '/api/v1/location?lat=52.0907&lng=5.1214&itemsPerPage=50' },
  { name: 'location search term', path: '/api/v1/location?searchTerm=amsterdam&itemsPerPage=20' },
  {
    name: 'availability: city (Utrecht), meeting room, 4 seats',
    path: '/api/v2/availability?q=Utrecht&startDate=2027-03-02&startTime=540&endTime=780&meetingtype=1&seats=4',
  },
  {
    name: 'availability: city (Utrecht), 640 different seats/times (answer cache mostly cold)',
    path: varied(),
    vary: varied,
  },
  {
    name: 'availability: whole country, meeting room, 4 seats',
    path: '/api/v2/availability?startDate=2027-03-02&startTime=540&endTime=780&meetingtype=1&seats=4',
  },
];

async function measure(url: string, vary?: () => string) {
  const result = await autocannon({
    url,
    requests: vary ? [{ setupRequest: (request) => ({ ...request, path: vary() }) }] : undefined,
    duration: Number(values.duration),
    connections: Number(values.connections),
    // As browsers and the mobile apps do; routes that compress answer gzip, the rest as before.
    headers: { apiToken: KEY, 'accept-encoding': 'gzip, deflate, br' },
    timeout: 30,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

if (isMain) await runBenchmarks();

async function runBenchmarks() {
  console.log(
    `# ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  for (const size of String(values.locations).split(',').map(Number)) {
    const { base, server, stop } = await startDemoServer(size);
    console.log(
      `\n## ${size} locations (SQLite, ${values.connections} connections, ${values.duration} s each)`,
    );
    console.log('| scenario | req/s | p50 ms | p99 ms | ratio to health | failed |');
    console.log('|---|---:|---:|---:|---:|---:|');
    let health = 0;
    for (const s of scenarios) {
      if (s.name !== 'health' && !s.name.includes(String(values.only))) continue;
      const m = await measure(`${base}${s.path}`, s.vary);
      if (s.name === 'health') health = m.rps;
      console.log(
        `| ${s.name} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${(m.rps / health).toFixed(2)} | ${m.failed} |`,
      );
    }
    console.log(`\nserver RSS after the run: ${serverRssMb(server)} MB`);
    await stop();
  }
}

/**
 * The real server (the apps/api/dist/server.mjs bundle, its own process) on a temp SQLite file with
 * `locations` generated demo locations; `stop` ends it and removes the file.
 */
export async function startDemoServer(
  locations: number,
): Promise<{ base: string; server: ChildProcess; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const database = connect(`sqlite:${join(dir, 'bench.db')}`);
  await migrateToLatest(database.db);
  await generateDemoData(database.db, { password: 'Bench-pass-1!', locations });
  await database.destroy();
  const port = 30000 + Math.floor(Math.random() * 20000);
  const server = await startServer(join(dir, 'bench.db'), port);
  return {
    base: `http://127.0.0.1:${port}`,
    server,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts the real server as a child process and waits until /api/health answers. */
async function startServer(dbFile: string, port: number): Promise<ChildProcess> {
  // The bundle `npm run build` writes (what `npm start` runs), not the TypeScript through tsx.
  const server = fileURLToPath(new URL('../../apps/api/dist/server.mjs', import.meta.url));
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${dbFile}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_KEYS: KEY,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** Resident memory of a process in MB (Linux /proc). */
function serverRssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
