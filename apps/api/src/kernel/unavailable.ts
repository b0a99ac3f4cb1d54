/** SQLSTATE codes of a PostgreSQL server that is going away, restarting or refusing connections. */
const PG_UNAVAILABLE = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
/** Node's socket errors when the database cannot be reached. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** pg's own words for a connection that broke under a query (these errors carry no code). */
const PG_MESSAGES = [/connection terminated/i, /not queryable/i, /connection error/i];

/**
 * Whether an error means the database is briefly unreachable (a lost PostgreSQL connection, a
 * failover, SQLite's write lock held by another process): the call can be tried again, so it
 * answers 503 with Retry-After instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (PG_UNAVAILABLE.has(code) || SOCKET_ERRORS.has(code)) return true;
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true;
  }
  return PG_MESSAGES.some((pattern) => pattern.test(error.message));
}
