import { describe, expect, it } from 'vitest';
import { devLogStream, formatDevLine, startBanner } from './dev-log.ts';

const line = (fields: object) => JSON.stringify({ level: 30, time: 1, pid: 7, hostname: 'h', ...fields });

describe('the console of a local start', () => {
  it('leaves requests out unless they failed, and writes them readably then', () => {
    expect(
      formatDevLine(line({ msg: 'incoming request', req: { method: 'GET', url: '/nl' } })),
    ).toBeUndefined();
    const completed = (statusCode: number) =>
      line({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/x' },
        res: { statusCode },
        responseTime: 12.4,
      });
    expect(formatDevLine(completed(200))).toBeUndefined();
    expect(formatDevLine(completed(404))).toBeUndefined();
    expect(formatDevLine(completed(400))).toBe('GET /api/x 400 12 ms');
    expect(formatDevLine(completed(500))).toBe('GET /api/x 500 12 ms');
    expect(formatDevLine(completed(200), true)).toBe('GET /api/x 200 12 ms');
  });

  it('writes other messages as text with their level, errors with their stack, and drops what the start line says', () => {
    expect(formatDevLine(line({ msg: 'demo data generated' }))).toBe('demo data generated');
    expect(formatDevLine(line({ level: 40, msg: 'slow' }))).toBe('warn: slow');
    expect(
      formatDevLine(
        line({ level: 50, msg: 'failed', err: { message: 'boom', stack: 'Error: boom\n  at x' } }),
      ),
    ).toBe('error: failed\nError: boom\n  at x');
    expect(formatDevLine(line({ msg: 'Server listening at http://127.0.0.1:3000' }))).toBeUndefined();
    expect(formatDevLine(line({ msg: 'database: sqlite data/app.db' }))).toBeUndefined();
    expect(formatDevLine('not json\n')).toBe('not json');
  });

  it('streams the formatted lines', () => {
    const written: string[] = [];
    const stream = devLogStream(false, { write: (text) => written.push(text) });
    stream.write(line({ msg: 'incoming request' }));
    stream.write(line({ level: 40, msg: 'careful' }));
    expect(written).toEqual(['warn: careful\n']);
  });

  it('says in one line where the site is, who to log in as and where the mails are', () => {
    expect(
      startBanner({
        url: 'http://localhost:3000',
        demoAccounts: ['a@example.com', 'b@example.com'],
        demoPassword: 'pw',
        outbox: true,
      }),
    ).toBe(
      'Meetspace is running at http://localhost:3000 · log in as a@example.com, b@example.com (password pw) · mails: http://localhost:3000/dev/outbox · Ctrl+C stops',
    );
    expect(startBanner({ url: 'http://x', demoAccounts: [], demoPassword: 'pw', outbox: false })).toBe(
      'Meetspace is running at http://x · Ctrl+C stops',
    );
  });
});
