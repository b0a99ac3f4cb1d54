/**
 * The console of a local start (`npm start` without NODE_ENV=production): one readable line per
 * message instead of pino's JSON, and quiet about requests. Production keeps JSON lines with
 * every request at `info` (the log collector reads those).
 */

/** pino's numeric levels and how a local console names them. */
const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/** Messages a local console leaves out: the friendly start line (`startBanner`) says it better. */
const QUIET_MESSAGES = [/^Server listening at /, /^database: /];

interface LogLine {
  level?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/**
 * One JSON log line as a local console shows it, or undefined to leave it out. Requests: the
 * arrival never; the completion only when it failed (4xx/5xx, except the 404s of probes for
 * missing files) or when `verbose` (LOG_LEVEL debug or trace), as `GET /url 200 12 ms`.
 */
export function formatDevLine(json: string, verbose = false): string | undefined {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.trimEnd();
  }
  const level = line.level ?? 30;
  const msg = line.msg ?? '';
  if (msg === 'incoming request') return undefined;
  if (msg === 'request completed') {
    const status = line.res?.statusCode ?? 0;
    if (!verbose && (status < 400 || status === 404)) return undefined;
    const time = line.responseTime === undefined ? '' : ` ${Math.round(line.responseTime)} ms`;
    return `${line.req?.method ?? ''} ${line.req?.url ?? ''} ${status}${time}`;
  }
  if (level <= 30 && QUIET_MESSAGES.some((quiet) => quiet.test(msg))) return undefined;
  const prefix = level === 30 ? '' : `${LEVELS[level] ?? level}: `;
  const error = line.err ? `\n${line.err.stack ?? line.err.message ?? ''}` : '';
  return `${prefix}${msg}${error}`;
}

/** A log stream for pino that writes `formatDevLine`'s lines to `out` (standard output by default). */
export function devLogStream(
  verbose: boolean,
  out: { write(text: string): void } = process.stdout,
): { write(line: string): void } {
  return {
    write(json: string) {
      const text = formatDevLine(json, verbose);
      if (text !== undefined) out.write(`${text}\n`);
    },
  };
}

/** The one line a local start prints once it listens: where to go and what to try. */
export function startBanner({
  url,
  demoAccounts,
  demoPassword,
  outbox,
}: {
  url: string;
  /** The demo accounts' e-mail addresses; empty when started without demo data. */
  demoAccounts: readonly string[];
  demoPassword: string;
  /** Whether the outbox page is served. */
  outbox: boolean;
}): string {
  const parts = [`Meetspace is running at ${url}`];
  if (demoAccounts.length > 0) parts.push(`log in as ${demoAccounts.join(', ')} (password ${demoPassword})`);
  if (outbox) parts.push(`mails: ${url}/dev/outbox`);
  return `${parts.join(' · ')} · Ctrl+C stops`;
}
