import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { insertTestGroup } from '../../test/groups.ts';

// The owner (booker@) created the group and is its admin; the "host" (host@) is a Joined member
// (not an admin); the other member has no relation to it; admin@ is an administrator of the
// platform. `fresh`: each caller gets a group of its own (the call changes it).
const NOW = new Date('2026-11-23T08:00:00Z');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = [Method, string, object?];

const MEMBER_READ = { owner: 200, host: 200, other: 200, anonymous: 401, admin: 200 };
const ADMINS = { owner: 200, host: 403, other: 403, anonymous: 401, admin: 200 };
const DRAFT_ADMINS = { owner: 200, host: 404, other: 404, anonymous: 401, admin: 200 };

const TABLE: { permission: string; calls: Call[]; fresh?: boolean; expected: Record<Caller, number> }[] = [
  {
    permission: 'a member (lists)',
    calls: [
      ['GET', '/v1/group'],
      ['GET', '/v1/profile/group'],
    ],
    expected: MEMBER_READ,
  },
  {
    permission: 'group.read (published)',
    calls: [
      ['GET', '/v1/group/{group}'],
      ['GET', '/v1/group/{group}/state'],
    ],
    expected: MEMBER_READ,
  },
  {
    // A draft is not found for anyone but its admins and administrators, its members included.
    permission: 'group.read (draft)',
    calls: [
      ['GET', '/v1/group/{draft}'],
      ['GET', '/v1/group/{draft}/state'],
    ],
    expected: DRAFT_ADMINS,
  },
  {
    permission: 'group.events, group.members (toggles on)',
    calls: [
      ['GET', '/v1/group/{group}/events'],
      ['GET', '/v1/group/{group}/members'],
    ],
    expected: { owner: 200, host: 200, other: 403, anonymous: 401, admin: 200 },
  },
  {
    permission: 'group.events, group.members (toggles off)',
    calls: [
      ['GET', '/v1/group/{off}/events'],
      ['GET', '/v1/group/{off}/members'],
    ],
    expected: ADMINS,
  },
  {
    permission: 'group.events, group.members (draft)',
    calls: [
      ['GET', '/v1/group/{draft}/events'],
      ['GET', '/v1/group/{draft}/members'],
    ],
    expected: DRAFT_ADMINS,
  },
  {
    permission: 'group.manage',
    calls: [
      ['PUT', '/v1/group/{group}', { Description: 'Bring your laptop.' }],
      ['PUT', '/v1/group/{group}/settings', { ActivateChat: false }],
      ['PUT', '/v1/group/{group}/publish'],
      ['PUT', '/v1/group/{group}/deactivate'],
      ['POST', '/v1/group/{group}/invite', { Email: 'admin@example.com' }],
      ['PUT', '/v1/group/member/promote', { GroupId: '{group}', ProfileId: '{host}' }],
      ['PUT', '/v1/group/member/decline', { GroupId: '{group}', ProfileId: '{host}' }],
      ['DELETE', '/v1/group/{group}'],
    ],
    fresh: true,
    expected: ADMINS,
  },
  {
    permission: 'group.manage (draft)',
    calls: [
      ['PUT', '/v1/group/{draft}/settings', { ActivateChat: false }],
      ['PUT', '/v1/group/member/demote', { GroupId: '{draft}', ProfileId: '{host}' }],
    ],
    expected: DRAFT_ADMINS,
  },
];

describe.each(engines)('who may do what with a group on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  let owner = 0;
  let host = 0;
  const ids = { group: 0, draft: 0, off: 0 };

  const newGroup = (extra: Partial<Parameters<typeof insertTestGroup>[1]> = {}) =>
    insertTestGroup(t.database.db, { ownerProfileId: owner, members: [{ profileId: host }], ...extra });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    owner = await profileIdOf(t, 'booker@example.com');
    host = await profileIdOf(t, 'host@example.com');
    ids.group = await newGroup();
    ids.draft = await newGroup({ status: 'draft' });
    ids.off = await newGroup({ toggles: { events: false, memberList: false } });
  });
  afterAll(async () => t?.close());

  for (const { permission, calls, fresh, expected } of TABLE) {
    it(`${permission}: owner ${expected.owner}, member ${expected.host}, other ${expected.other}, anonymous ${expected.anonymous}, admin ${expected.admin}`, async () => {
      for (const [method, path, payload] of calls) {
        for (const caller of CALLERS) {
          const group = fresh ? await newGroup() : ids.group;
          const fill = (s: string) =>
            s
              .replace('{group}', String(group))
              .replace('{draft}', String(ids.draft))
              .replace('{off}', String(ids.off))
              .replace('"{host}"', String(host));
          const url = fill(path);
          const body = payload && JSON.parse(fill(JSON.stringify(payload)).replace(/"(\d+)"/g, '$1'));
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
