import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

// Two requests for blog rights at once make one waiting request: the second waits for the member's
// profile row (lockRow) and then sees the first.
describe.each(engines)('parallel blog-rights requests on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
  });
  afterAll(async () => t?.close());

  it('a burst of 8 requests by one member: one pending row, the rest 409', async () => {
    const [email] = (await plainMemberEmails(t, 1)) as [string];
    const headers = await memberHeaders(t, email, NOW);
    const answers = await burst(8, () =>
      apiCall(t)('POST', '/v1/channel/1/article/publish/request', headers, {
        Motivation: 'I write about hybrid meetings every week.',
      }),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await t.database.db
      .selectFrom('blog_rights_requests')
      .select('status')
      .where('profile_id', '=', await profileIdOf(t, email))
      .execute();
    expect(rows).toEqual([{ status: 'pending' }]);
  });
});
