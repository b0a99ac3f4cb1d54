import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, issueSession, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { insertTestGroup } from '../../test/groups.ts';

// Every change of membership holds the group's row (`withGroupLock`), so `member_count` and "at
// least one admin" hold when requests arrive at once. PostgreSQL runs the transactions really side
// by side; SQLite has one writer at a time, so the bursts run on PostgreSQL only.

const NOW = new Date('2026-11-23T08:00:00Z');
// The demo has 17 plain members; the bursts use 16 of them.
const BURST = 16;

describe.each(engines)('group memberships in parallel on %s', (engine) => {
  let t: TestApp;
  let members: { id: number; headers: Record<string, string> }[];
  const db = () => t.database.db;
  const counts = async (groupId: number) => {
    const group = await db()
      .selectFrom('network_groups')
      .select('member_count')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    const rows = await db()
      .selectFrom('group_memberships')
      .select(['status', 'role'])
      .where('group_id', '=', groupId)
      .execute();
    return {
      memberCount: group.member_count,
      joined: rows.filter((r) => r.status === 'Joined').length,
      admins: rows.filter((r) => r.status === 'Joined' && r.role === 'admin').length,
    };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    members = await Promise.all(
      (await plainMemberEmails(t, BURST)).map(async (email) => {
        const id = await profileIdOf(t, email);
        return { id, headers: { profileToken: await issueSession(t, id, NOW) } };
      }),
    );
  });
  afterAll(async () => t?.close());

  const concurrent = (name: string, fn: () => Promise<void>, timeout: number) =>
    engine === 'postgres'
      ? it(name, fn, timeout)
      : it.skip(`${name} [skipped on SQLite: one writer at a time, no parallel transactions]`, fn, timeout);

  concurrent(
    `${BURST} members join an open group at once: every one Joined, member_count exact`,
    async () => {
      const owner = members[0] as (typeof members)[number];
      const id = await insertTestGroup(db(), { ownerProfileId: owner.id });
      const joiners = members.slice(1);
      const answers = await Promise.all(
        joiners.map((m) => apiCall(t)('POST', `/v1/group/${id}/join`, m.headers)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(joiners.map(() => 200));
      expect(await counts(id)).toEqual({ memberCount: BURST, joined: BURST, admins: 1 });
      // And all leave at once again.
      const left = await Promise.all(
        joiners.map((m) => apiCall(t)('PUT', `/v1/group/${id}/leave`, m.headers)),
      );
      expect(left.map((a) => a.statusCode)).toEqual(joiners.map(() => 200));
      expect(await counts(id)).toEqual({ memberCount: 1, joined: 1, admins: 1 });
    },
    60_000,
  );

  concurrent(
    'one member joins twice at once (a double click): one 200, one 409 already_member, counted once',
    async () => {
      const [owner, joiner] = members as [(typeof members)[number], (typeof members)[number]];
      for (let round = 0; round < 5; round += 1) {
        const id = await insertTestGroup(db(), { ownerProfileId: owner.id });
        const answers = await Promise.all(
          [1, 2].map(() => apiCall(t)('POST', `/v1/group/${id}/join`, joiner.headers)),
        );
        expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
        expect(answers.find((x) => x.statusCode === 409)?.json().Errors[0].Code).toBe('already_member');
        expect(await counts(id)).toEqual({ memberCount: 2, joined: 2, admins: 1 });
      }
    },
    60_000,
  );

  concurrent(
    'the two admins leave at once: exactly one succeeds, the other is the last admin (409)',
    async () => {
      const [a, b, c] = members as [
        (typeof members)[number],
        (typeof members)[number],
        (typeof members)[number],
      ];
      for (let round = 0; round < 5; round += 1) {
        const id = await insertTestGroup(db(), {
          ownerProfileId: a.id,
          members: [{ profileId: b.id, role: 'admin' }, { profileId: c.id }],
        });
        const answers = await Promise.all(
          [a, b].map((m) => apiCall(t)('PUT', `/v1/group/${id}/leave`, m.headers)),
        );
        expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
        const refused = answers.find((x) => x.statusCode === 409);
        expect(refused?.json().Errors[0].Code).toBe('group_admin_required');
        expect(await counts(id)).toEqual({ memberCount: 2, joined: 2, admins: 1 });
      }
    },
    60_000,
  );

  concurrent(
    'two admins demote each other at once: one admin is left',
    async () => {
      const [a, b] = members as [(typeof members)[number], (typeof members)[number]];
      for (let round = 0; round < 5; round += 1) {
        const id = await insertTestGroup(db(), {
          ownerProfileId: a.id,
          members: [{ profileId: b.id, role: 'admin' }],
        });
        const answers = await Promise.all([
          apiCall(t)('PUT', '/v1/group/member/demote', a.headers, { GroupId: id, ProfileId: b.id }),
          apiCall(t)('PUT', '/v1/group/member/demote', b.headers, { GroupId: id, ProfileId: a.id }),
        ]);
        // The second to hold the lock is no admin any more (403) or would demote the last one (409).
        expect(answers.filter((x) => x.statusCode === 200)).toHaveLength(1);
        expect([403, 409]).toContain(answers.find((x) => x.statusCode !== 200)?.statusCode);
        expect((await counts(id)).admins).toBe(1);
      }
    },
    60_000,
  );

  concurrent(
    'requests approved while others join: member_count stays the number of Joined rows',
    async () => {
      const owner = members[0] as (typeof members)[number];
      const id = await insertTestGroup(db(), {
        ownerProfileId: owner.id,
        joinType: 'request',
        members: members.slice(1, 11).map((m) => ({ profileId: m.id, status: 'Requested' as const })),
      });
      const invitedToo = members.slice(11);
      await db()
        .insertInto('group_memberships')
        .values(
          invitedToo.map((m) => ({
            group_id: id,
            profile_id: m.id,
            role: 'member',
            status: 'Invited',
            invited_by: owner.id,
            requested_at: null,
            joined_at: null,
            left_at: null,
            created_at: NOW.toISOString(),
            updated_at: NOW.toISOString(),
          })),
        )
        .execute();
      const answers = await Promise.all([
        ...members
          .slice(1, 11)
          .map((m) =>
            apiCall(t)('PUT', '/v1/group/member/approve', owner.headers, { GroupId: id, ProfileId: m.id }),
          ),
        ...invitedToo.map((m) => apiCall(t)('POST', `/v1/group/${id}/join`, m.headers)),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      expect(await counts(id)).toEqual({ memberCount: BURST, joined: BURST, admins: 1 });
    },
    60_000,
  );
});
