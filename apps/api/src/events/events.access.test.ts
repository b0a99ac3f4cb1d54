import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { insertTestEvent } from '../../test/events.ts';

// The owner is the event's owner (booker@), the "host" one of its organizers (host@, linked by
// profile), the other member none of them. `fresh`: each caller gets an event of its own (delete).
const NOW = new Date('2026-11-23T08:00:00Z');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = [Method, string, object?];

const TABLE: { permission: string; calls: Call[]; fresh?: boolean; expected: Record<Caller, number> }[] = [
  {
    permission: 'event.manage (read)',
    calls: [['GET', '/v1/event/{event}/participants']],
    expected: { owner: 200, host: 200, other: 403, anonymous: 401, admin: 200 },
  },
  {
    permission: 'event.manage (write)',
    calls: [
      ['PUT', '/v1/event/{event}', { Description: 'Bring your laptop.' }],
      ['POST', '/v1/event/{event}/message', { Subject: 'Hello', Body: 'See you soon.' }],
      [
        'POST',
        '/v1/event/{event}/organizer',
        { FullName: 'Extra Hand', Email: 'extra-{caller}@example.com' },
      ],
    ],
    expected: { owner: 200, host: 200, other: 403, anonymous: 401, admin: 200 },
  },
  {
    // Check-in reaches the permission first: an unknown code is the organizers' 404, the others' 403/401.
    permission: 'event.manage (check-in)',
    calls: [['PUT', '/v1/event/{event}/checkin', { Code: 'no-such-ticket' }]],
    expected: { owner: 404, host: 404, other: 403, anonymous: 401, admin: 404 },
  },
  {
    permission: 'event.remove',
    calls: [['DELETE', '/v1/Event/{event}']],
    fresh: true,
    expected: { owner: 200, host: 403, other: 403, anonymous: 401, admin: 200 },
  },
  {
    // A draft is not found for anyone but its organizers and administrators.
    permission: 'a draft (read)',
    calls: [
      ['GET', '/v1/event/{draft}'],
      ['GET', '/v1/event/{draft}/ics'],
    ],
    expected: { owner: 200, host: 200, other: 404, anonymous: 404, admin: 200 },
  },
];

describe.each(engines)('who may do what with an event on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  let owner = 0;
  let organizer = 0;
  const ids = { event: 0, draft: 0 };

  const newEvent = (status: 'published' | 'draft' = 'published') =>
    insertTestEvent(t, {
      ownerProfileId: owner,
      status,
      organizers: [{ profileId: organizer, email: 'host@example.com', name: 'Hanna Host' }],
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    owner = await profileIdOf(t, 'booker@example.com');
    organizer = await profileIdOf(t, 'host@example.com');
    ids.event = await newEvent();
    ids.draft = await newEvent('draft');
  });
  afterAll(async () => t?.close());

  for (const { permission, calls, fresh, expected } of TABLE) {
    it(`${permission}: owner ${expected.owner}, organizer ${expected.host}, other ${expected.other}, anonymous ${expected.anonymous}, admin ${expected.admin}`, async () => {
      for (const [method, path, payload] of calls) {
        for (const caller of CALLERS) {
          const event = fresh ? await newEvent() : ids.event;
          const url = path.replace('{event}', String(event)).replace('{draft}', String(ids.draft));
          const body = payload && JSON.parse(JSON.stringify(payload).replace('{caller}', caller));
          const res = await apiCall(t)(method, url, headers[caller], body);
          expect({ call: `${method} ${path}`, caller, status: res.statusCode }).toEqual({
            call: `${method} ${path}`,
            caller,
            status: expected[caller],
          });
        }
      }
    });
  }
});
