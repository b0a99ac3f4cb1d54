import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import * as thisCheckout from './data-source.ts';

// The benchmark's server: a database of its own (a temp SQLite file, or a `bench_<random>` database
// on the local PostgreSQL server) with generated demo data, and the server bundle started on it as
// its own process, as `npm start` runs it.

export type Engine = 'sqlite' | 'pg';

/** The API key the benchmark server accepts (`apiToken`). */
export const KEY = 'bench-key';

/** The bundle `npm run build` writes (what `npm start` runs). */
export const DEFAULT_SERVER = fileURLToPath(new URL('../../apps/api/dist/server.mjs', import.meta.url));

/**
 * The node flags `npm start` gives the server (package.json's start script), so that the benchmark
 * measures the server as it runs; `BENCH_SERVER_NODE_ARGS` adds to them.
 */
export const START_NODE_FLAGS: string[] = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')).scripts
    .start as string
)
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

/** The local PostgreSQL server (trust auth); the benchmark creates and drops a database of its own on it. */
export const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432';

export interface DemoServer {
  base: string;
  server: ChildProcess;
  databaseUrl: string;
  /** Wall time of generating the demo data (migrations not included), ms. */
  generationMs: number;
  /** Where the migrations and the generator came from (this checkout, or the server's). */
  dataSource: string;
  /** Another server process on the same database (another port); stopped with `stop`. */
  startAnother: () => Promise<{ base: string; server: ChildProcess }>;
  /** Ends every server process it started and removes the database. */
  stop: () => Promise<void>;
}

export interface DemoServerOptions {
  engine?: Engine;
  /** The server bundle to run (default: this checkout's apps/api/dist/server.mjs). */
  serverPath?: string;
  /** PostgreSQL server URL without a database name (default DEFAULT_PG). */
  pgUrl?: string;
}

/**
 * The real server (a bundle, its own process) on a database of its own with `locations` generated
 * demo locations; `stop` ends it and removes the database.
 */
export async function startDemoServer(
  locations: number,
  options: DemoServerOptions = {},
): Promise<DemoServer> {
  const engine = options.engine ?? 'sqlite';
  const serverPath = resolve(options.serverPath ?? DEFAULT_SERVER);
  if (!existsSync(serverPath)) throw new Error(`no server bundle at ${serverPath} (npm run build)`);
  const data = await dataSourceFor(serverPath);
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  let databaseUrl: string;
  if (engine === 'pg') {
    const pgUrl = (options.pgUrl ?? DEFAULT_PG).replace(/\/+$/, '');
    const name = `bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(pgUrl, `CREATE DATABASE ${name}`);
    cleanups.unshift(() => adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    databaseUrl = `${pgUrl}/${name}`;
  } else {
    databaseUrl = `sqlite:${join(dir, 'bench.db')}`;
  }
  const servers: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map(stopProcess));
    for (const cleanup of cleanups) await cleanup();
  };
  try {
    const database = data.connect(databaseUrl);
    await data.migrateToLatest(database.db);
    const started = performance.now();
    await data.generateDemoData(database.db, { password: 'Bench-pass-1!', locations });
    const generationMs = performance.now() - started;
    await database.destroy();
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      // Every process of one database signs and checks quotes with the same secret.
      QUOTE_SECRET: randomBytes(24).toString('hex'),
    };
    const startOne = async () => {
      const port = 30000 + Math.floor(Math.random() * 20000);
      const server = await startServer(serverPath, port, env);
      servers.push(server);
      return { base: `http://127.0.0.1:${port}`, server };
    };
    const first = await startOne();
    return {
      ...first,
      databaseUrl,
      generationMs,
      dataSource: data.describe,
      startAnother: startOne,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The migrations and the demo generator that match the server bundle: a bundle in another checkout
 * (`<checkout>/apps/api/dist/server.mjs`, e.g. an older build for "before" figures) gets its own
 * checkout's (its migrations must match the schema it expects, or it refuses the database at
 * start); this checkout's when that checkout has none or cannot load them.
 */
async function dataSourceFor(serverPath: string): Promise<typeof thisCheckout & { describe: string }> {
  const ownSrc = fileURLToPath(new URL('../../apps/api/src/', import.meta.url));
  const src = resolve(dirname(serverPath), '../src');
  if (resolve(src) === resolve(ownSrc) || !existsSync(join(src, 'demo/generate.ts'))) {
    return { ...thisCheckout, describe: 'this checkout' };
  }
  try {
    const url = (path: string) => pathToFileURL(join(src, path)).href;
    const [connectModule, migrateModule, generateModule] = await Promise.all([
      import(url('db/connect.ts')),
      import(url('db/migrate.ts')),
      import(url('demo/generate.ts')),
    ]);
    return {
      connect: connectModule.connect,
      migrateToLatest: migrateModule.migrateToLatest,
      generateDemoData: generateModule.generateDemoData,
      describe: src,
    };
  } catch (error) {
    console.warn(`cannot load the generator of ${src} (${(error as Error).message}); using this checkout's`);
    return { ...thisCheckout, describe: 'this checkout (the server checkout could not load its own)' };
  }
}

/** One statement on the PostgreSQL maintenance database (`postgres`). */
async function adminQuery(pgUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${pgUrl}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts a server bundle as a child process and waits until /api/health answers. */
async function startServer(
  serverPath: string,
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": the server's own node flags
  // (NODE_OPTIONS refuses --cpu-prof); the profile is written when the benchmark stops the server.
  const nodeArgs = [
    ...START_NODE_FLAGS,
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(process.execPath, [...nodeArgs, serverPath], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_KEYS: KEY,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  child.once('exit', (code, signal) => {
    if (!stopping.has(child)) {
      console.error(
        `server on port ${port} ended by itself after ${seconds(Date.now() - started)} (code ${code}, signal ${signal})`,
      );
    }
  });
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopProcess(child);
  throw new Error(`server ${serverPath} did not start`);
}

/** The processes the benchmark is ending (their exit is expected). */
const stopping = new WeakSet<ChildProcess>();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function stopProcess(child: ChildProcess): Promise<void> {
  stopping.add(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in MB (Linux /proc), or why there is none. */
export function rssMb(child: ChildProcess): string {
  return statusMb(child, 'VmRSS');
}

/** The most resident memory the process has had since it started, in MB. */
export function peakRssMb(child: ChildProcess): string {
  return statusMb(child, 'VmHWM');
}

function statusMb(child: ChildProcess, field: 'VmRSS' | 'VmHWM'): string {
  if (child.exitCode !== null || child.signalCode !== null) {
    return `(none: the process ended, code ${child.exitCode} signal ${child.signalCode})`;
  }
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return String(Math.round(kb / 1024));
}
