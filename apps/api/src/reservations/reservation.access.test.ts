import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders, OWNER_OR_ADMIN } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the booking is on Wednesday (48 hours later).
const NOW = new Date('2026-11-23T08:00:00Z');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A call on the reservation `{id}`. */
type Call = [Method, string, object?];

/** Per permission, the calls it guards and what each caller gets (the booker owns the reservation). */
const TABLE: { permission: string; calls: Call[]; expected: Record<Caller, number> }[] = [
  {
    permission: 'reservation.read',
    calls: [
      ['GET', '/v1/reservation/{id}'],
      ['GET', '/v1/reservation/{id}/pdf'],
      ['GET', '/v1/reservation/{id}/ics'],
      ['GET', '/v1/reservation/{id}/revisions'],
      ['GET', '/v1/reservation/{id}/mails'],
      ['GET', '/v2/reservation/{id}/contacts'],
      ['GET', '/v2/reservation/{id}/externallinks'],
      ['GET', '/v1/reservation/{id}/program'],
      ['GET', '/v1/reservation/{id}/available/options'],
      ['GET', '/v1/reservation/{id}/link'],
      ['GET', '/v1/availability/copy/check?reservationId={id}&startDate=2026-12-09'],
    ],
    expected: OWNER_OR_ADMIN,
  },
  {
    permission: 'reservation.update',
    calls: [
      ['PUT', '/v2/reservation/{id}', { Comment: 'Coffee at ten' }],
      ['PUT', '/v2/reservation/{id}/tags', { Tags: ['team'] }],
      ['PUT', '/v2/reservation/{id}/address', { City: 'Utrecht' }],
      ['PUT', '/v1/reservation/{id}/program', { ProgramItems: [] }],
      ['PUT', '/v2/reservation/{id}/spaces', { Spaces: [{ Id: 0, IsLocked: false }] }],
      ['PUT', '/v1/voucher/reservation/{id}/apply', { Code: 'NO-SUCH-CODE' }],
    ],
    expected: OWNER_OR_ADMIN,
  },
  {
    permission: 'reservation.link',
    calls: [['DELETE', '/v1/reservation/{id}/link']],
    expected: OWNER_OR_ADMIN,
  },
];

describe.each(engines)('who may use a reservation on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  let reservation: { Id: number; Spaces: { Id: number }[] };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    reservation = await bookMeetingRoom(t, headers.owner, { day: '2026-11-25', startMinutes: 600 });
  });
  afterAll(async () => t.close());

  const url = (path: string) => path.replaceAll('{id}', String(reservation.Id));
  /** The space entry names the booked space (the table cannot know its id). */
  const body = (payload: object | undefined) =>
    payload && 'Spaces' in payload
      ? { Spaces: [{ Id: reservation.Spaces[0]?.Id, IsLocked: false }] }
      : payload;

  for (const { permission, calls, expected } of TABLE) {
    it(`${permission}: owner ${expected.owner}, host ${expected.host}, other member ${expected.other}, anonymous ${expected.anonymous}, admin ${expected.admin}`, async () => {
      for (const [method, path, payload] of calls) {
        for (const caller of CALLERS) {
          const res = await apiCall(t)(method, url(path), headers[caller], body(payload));
          expect({ call: `${method} ${path}`, caller, status: res.statusCode }).toEqual({
            call: `${method} ${path}`,
            caller,
            status: expected[caller],
          });
        }
      }
    });
  }

  it('answers 404 for a reservation that is not there', async () => {
    for (const caller of ['owner', 'admin'] as const) {
      expect((await apiCall(t)('GET', '/v1/reservation/99999999', headers[caller])).statusCode).toBe(404);
    }
  });
});
