import { cpus, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type BookingStats, type BookingStep, startBookings } from './bookings.ts';
import { type Measurement, measure } from './measure.ts';
import { coldAvailability, coldNearby, coldSearchTerm } from './questions.ts';
import {
  DEFAULT_PG,
  DEFAULT_SERVER,
  type Engine,
  KEY,
  peakRssMb,
  rssMb,
  startDemoServer,
} from './servers.ts';

export { KEY, startDemoServer };

// `npm run bench [-- --engines sqlite,pg --locations 200,10000 --duration 10 --connections 20
// --only <text> --server <bundle>]`: for each data size and engine, the real server (a bundle, its
// own process) on a database of its own with generated demo data, then every scenario with
// autocannon from this process: one markdown table per engine and size, each line with the ratio of
// its throughput to GET /api/health measured in the same run and the answer-cache hits, then the
// server's resident memory. See ../README.md.

/** Imported (by lighthouse.ts, for `startDemoServer`) it only defines; run, it measures. */
const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
const { values } = parseArgs({
  args: isMain ? process.argv.slice(2) : [],
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    locations: { type: 'string', default: '200' },
    engines: { type: 'string', default: 'sqlite,pg' },
    /** The server bundle to measure (an older build gives "before" figures). */
    server: { type: 'string', default: DEFAULT_SERVER },
    /** The PostgreSQL server (no database name): the benchmark creates and drops `bench_<random>` on it. */
    pg: { type: 'string', default: DEFAULT_PG },
    /** Only the scenarios whose name contains this text (health always runs). */
    only: { type: 'string', default: '' },
    /** Bookings per second beside the searches in the bookings scenario. */
    'bookings-per-second': { type: 'string', default: '10' },
    /** Seconds the server is left idle after the runs before its memory is read again (0: not). */
    'idle-seconds': { type: 'string', default: '30' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

interface Scenario {
  name: string;
  path: string;
  vary?: () => string;
  /** `bookings`: measured while bookings run at other locations; `two-processes`: against two servers. */
  kind?: 'bookings' | 'two-processes';
  engines?: Engine[];
}

/** A city search whose seats and times change on every request (the older cold scenario, kept for comparison). */
let variedCounter = 0;
const varied = () => {
  variedCounter += 1;
  const seats = 1 + (variedCounter % 40);
  const start = 480 + 30 * (Math.floor(variedCounter / 40) % 16);
  return `/api/v2/availability?q=Utrecht&startDate=2027-03-02&startTime=${start}&endTime=${start + 180}&meetingtype=1&seats=${seats}`;
};
const WARM_UTRECHT =
  '/api/v2/availability?q=Utrecht&startDate=2027-03-02&startTime=540&endTime=780&meetingtype=1&seats=4';
const COLD_UTRECHT = 'availability (cold): Utrecht, every request another date/time/duration/seats';
const coldUtrecht = coldAvailability('Utrecht');

/** In this order; the bookings scenario follows the cold one, which is its "without bookings" figure. */
const scenarios: Scenario[] = [
  { name: 'health', path: '/api/health' },
  { name: 'location list, page 1', path: '/api/v1/location?itemsPerPage=20' },
  { name: 'locations near Utrecht (25 km)', path: '/api/v1/location?lat=52.0907&lng=5.1214&itemsPerPage=50' },
  { name: 'location search term', path: '/api/v1/location?searchTerm=amsterdam&itemsPerPage=20' },
  {
    name: 'availability: city (Utrecht), meeting room, 4 seats',
    path: WARM_UTRECHT,
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
  (() => {
    const vary = coldNearby(25);
    return { name: 'locations near a point (cold): around Utrecht, 25 km, pages 1-3', path: vary(), vary };
  })(),
  (() => {
    const vary = coldSearchTerm();
    return { name: 'location search term (cold): city names x pages 1-10', path: vary(), vary };
  })(),
  { name: COLD_UTRECHT, path: coldUtrecht(), vary: coldUtrecht },
  {
    name: `${COLD_UTRECHT}, with ${values['bookings-per-second']} bookings/s elsewhere`,
    path: coldUtrecht(),
    vary: coldUtrecht,
    kind: 'bookings',
  },
  {
    name: `${COLD_UTRECHT}, two server processes (summed)`,
    path: coldUtrecht(),
    vary: coldUtrecht,
    kind: 'two-processes',
    engines: ['pg'],
  },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ENGINE_NAME: Record<Engine, string> = { sqlite: 'SQLite', pg: 'PostgreSQL' };

if (isMain) await runBenchmarks();

async function runBenchmarks() {
  const engines = String(values.engines)
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const engine of engines) {
    if (engine !== 'sqlite' && engine !== 'pg') throw new Error(`unknown engine ${engine} (sqlite, pg)`);
  }
  console.log(
    `# ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, server ${values.server}`,
  );
  for (const size of String(values.locations).split(',').map(Number)) {
    for (const engine of engines as Engine[]) await runOne(size, engine);
  }
}

async function runOne(size: number, engine: Engine) {
  const phaseStart = performance.now();
  const demo = await startDemoServer(size, {
    engine,
    serverPath: String(values.server),
    pgUrl: String(values.pg),
  });
  const stopOnSignal = () => {
    void demo.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  try {
    const setupMs = performance.now() - phaseStart;
    console.log(
      `\n## ${size} locations (${ENGINE_NAME[engine]}, ${connections} connections, ${duration} s each)\n`,
    );
    console.log(
      `Generating the demo data took ${seconds(demo.generationMs)} (database, migrations, data and server start ${seconds(setupMs)}; generator from ${demo.dataSource}).\n`,
    );
    console.log('| scenario | req/s | p50 ms | p99 ms | ratio to health | cache hits | failed |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    const notes: string[] = [];
    let health = 0;
    /** The cold Utrecht figure, when it was the measurement just before (a comparison's "without"). */
    let coldJustBefore: Measurement | undefined;
    let bookingIndex = 0;
    const row = (name: string, m: Measurement) =>
      console.log(
        `| ${name} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${health ? (m.rps / health).toFixed(2) : '-'} | ${m.cacheHits} | ${m.failed} |`,
      );
    /** The cold Utrecht figure on the first process just before now: the one measured last, or a new run. */
    const coldBaseline = async (label: string) => {
      if (coldJustBefore) return coldJustBefore;
      const m = await measure(`${demo.base}${coldUtrecht()}`, { vary: coldUtrecht, connections, duration });
      row(`${COLD_UTRECHT} (${label}, just before)`, m);
      return m;
    };
    const runsStart = performance.now();
    await warmUp(demo.base);
    for (const s of scenarios) {
      if (s.name !== 'health' && !s.name.includes(String(values.only))) continue;
      if (s.engines && !s.engines.includes(engine)) continue;
      if (demo.server.exitCode !== null || demo.server.signalCode !== null) {
        notes.push('The server process ended during the run; the scenarios after it were not measured.');
        break;
      }
      const url = `${demo.base}${s.path}`;
      if (s.kind === 'bookings') {
        const without = await coldBaseline('without bookings');
        const bookings = startBookings(demo.base, Number(values['bookings-per-second']), bookingIndex);
        const m = await measure(url, { vary: s.vary, connections, duration });
        const stats = await bookings.stop();
        bookingIndex = stats.nextIndex;
        row(s.name, m);
        notes.push(bookingNote(stats, m, without));
      } else if (s.kind === 'two-processes') {
        const one = await coldBaseline('one process');
        const second = await demo.startAnother();
        await warmUp(second.base);
        const half = Math.max(1, Math.floor(connections / 2));
        const [a, b] = await Promise.all([
          measure(url, { vary: s.vary, connections: half, duration }),
          measure(`${second.base}${s.path}`, { vary: s.vary, connections: connections - half, duration }),
        ]);
        const summed: Measurement = {
          rps: a.rps + b.rps,
          p50: Math.max(a.p50, b.p50),
          p99: Math.max(a.p99, b.p99),
          failed: a.failed + b.failed,
          cacheHits: a.cacheHits + b.cacheHits,
          requests: a.requests + b.requests,
        };
        row(s.name, summed);
        notes.push(
          `Two server processes on one database (${half} + ${connections - half} connections): ${a.rps.toFixed(0)} + ${b.rps.toFixed(0)} = ${summed.rps.toFixed(0)} req/s, against ${one.rps.toFixed(0)} req/s with one process just before (x${(summed.rps / one.rps).toFixed(2)}); p50/p99 are the higher of the two; second process RSS ${rssMb(second.server)} MB.`,
        );
      } else {
        const m = await measure(url, { vary: s.vary, connections, duration });
        if (s.name === 'health') health = m.rps;
        row(s.name, m);
        coldJustBefore = s.name === COLD_UTRECHT ? m : undefined;
        continue;
      }
      coldJustBefore = undefined;
    }
    console.log(
      `\nserver RSS after the run: ${rssMb(demo.server)} MB (peak during the run ${peakRssMb(demo.server)} MB)`,
    );
    const idleSeconds = Number(values['idle-seconds']);
    if (idleSeconds > 0) {
      // What the server keeps once the load is over: V8 shrinks its heap after a quiet spell.
      await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
      console.log(`server RSS after ${idleSeconds} s idle: ${rssMb(demo.server)} MB`);
    }
    for (const note of notes) console.log(`\n${note}`);
    console.log(`\nScenarios took ${seconds(performance.now() - runsStart)}.`);
  } finally {
    process.off('SIGINT', stopOnSignal);
    // autocannon ends with requests in flight; let the server finish them before it is stopped
    // (it closes its database after its HTTP server, so a handler still running would log errors).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await demo.stop();
  }
}

/**
 * Before a server process is measured: one search (its catalogue load), then a second of cold
 * Utrecht searches (the code paths compiled), not counted. Without it the first scenario that
 * searches measured start-up: a first cold run in a fresh process gave 194 req/s, the next 306.
 */
async function warmUp(base: string): Promise<void> {
  const response = await fetch(`${base}${WARM_UTRECHT}`, { headers: { apiToken: KEY } });
  if (!response.ok) throw new Error(`warm-up search answered ${response.status}`);
  await response.arrayBuffer();
  await measure(`${base}${coldUtrecht()}`, { vary: coldUtrecht, connections, duration: 1 });
}

function bookingNote(
  stats: BookingStats & { nextIndex: number },
  m: Measurement,
  without: Measurement,
): string {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0) : '-';
  };
  const steps = (Object.keys(stats.steps) as BookingStep[])
    .map((step) => `${step} ${median(stats.steps[step])}`)
    .join(', ');
  const ratio = m.rps / without.rps;
  const reasons = stats.errors.length ? ` First failures: ${stats.errors.join('; ')}.` : '';
  return `Bookings beside the cold Utrecht searches: ${stats.started} started, ${stats.succeeded} succeeded, ${stats.failed} failed (median ${median(stats.durations)} ms from search to finalize; by call: ${steps} ms). Cold-search throughput with bookings ${m.rps.toFixed(0)} req/s against ${without.rps.toFixed(0)} without: **${ratio.toFixed(2)}** (goal >= 0.8${ratio >= 0.8 ? ', met' : ', not met'}).${reasons}`;
}
