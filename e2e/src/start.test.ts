import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Resolves with the exit code, or with 'still running' when the process has not exited in `ms`. */
function exitWithin(child: ChildProcess, ms: number): Promise<number | string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still running'), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? String(signal));
    });
  });
}

/** The ids of a process's children (`ps --ppid`). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((id) => id > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the process is gone within `ms`. */
async function stopsWithin(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'start-'));
  // Inside the repository, so the bundle finds node_modules; `dist/` is ignored by git.
  const distDir = join(root, 'apps/api/dist', `start-test-${process.pid}`);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  });

  it('rebuilds a missing API bundle quietly, prints one friendly line, keeps requests off a local console, and stops on SIGTERM', async () => {
    const port = await freePort();
    // As a container runs it: npm is the process that gets the signal.
    const child = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        API_DIST_DIR: distDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}`,
        DEMO_DATA: 'off',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    try {
      const listening = await new Promise<boolean>((resolve) => {
        const deadline = setTimeout(() => resolve(false), 120_000);
        const check = setInterval(() => {
          if (output.includes('Meetspace is running at')) {
            clearInterval(check);
            clearTimeout(deadline);
            resolve(true);
          }
        }, 100);
      });
      expect(listening, output).toBe(true);
      expect(output).toMatch(/API bundle missing, building… done in [\d.]+ s/);
      expect(output).toContain(`Meetspace is running at http://localhost:${port} · Ctrl+C stops`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/nl`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Readable and short: no JSON lines, no build tables, no line per request.
      expect(output, output).not.toMatch(/"level":|│|kB|\/api\/health|incoming request/);
      expect(output.trim().split('\n').length, output).toBeLessThanOrEqual(8);
      // npm runs `exec node scripts/start.mjs`: the server is npm's child.
      const serverPid = childrenOf(child.pid ?? 0)[0] ?? 0;
      expect(serverPid).toBeGreaterThan(0);
      // With the heap limit that keeps V8's heap near its live size (docs/operations.md, "Memory").
      expect(readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0')).toContain(
        '--max-old-space-size=512',
      );
      child.kill('SIGTERM');
      await exitWithin(child, 15_000);
      // The server itself must stop too (through `sh -c` it never got the signal and kept serving).
      expect(await stopsWithin(serverPid, 15_000)).toBe(true);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      for (const pid of childrenOf(child.pid ?? 0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});
