import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { insertTestGroup } from '../../test/groups.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
type Who = 'asker' | 'member' | 'outsider' | 'visitor' | 'admin';
type H = Record<string, string>;

// Each permission of the questions area against each kind of caller, on a group's question (the
// strictest case): the asker, another Joined member of the group, a member outside it, a visitor
// and an administrator. A channel question is read by every member (the last table row).
describe.each(engines)('questions access on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  const headers: Partial<Record<Who, H>> = {};
  let groupId: number;
  let questionId: number;
  let channelQuestionId: number;
  let memberAnswerId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    call = apiCall(t);
    const [a, m, o, owner] = (await plainMemberEmails(t, 4)) as [string, string, string, string];
    headers.asker = await memberHeaders(t, a, NOW);
    headers.member = await memberHeaders(t, m, NOW);
    headers.outsider = await memberHeaders(t, o, NOW);
    headers.visitor = {};
    headers.admin = await memberHeaders(t, 'admin@example.com', NOW);
    groupId = await insertTestGroup(t.database.db, {
      ownerProfileId: await profileIdOf(t, owner),
      name: 'Access table',
      members: [{ profileId: await profileIdOf(t, a) }, { profileId: await profileIdOf(t, m) }],
    });
    const asked = async (body: object) =>
      (
        await call('POST', '/v1/question', headers.asker as H, {
          Title: 'Access?',
          Text: 'Who may do what here?',
          ...body,
        })
      ).json().Id;
    questionId = await asked({ Type: 'group', ItemId: groupId });
    channelQuestionId = await asked({});
    memberAnswerId = (
      await call('POST', '/v1/question/answer', headers.member as H, {
        QuestionId: questionId,
        Text: 'An answer',
      })
    ).json().Answers[0].Id;
  });
  afterAll(async () => t?.close());

  const table: [string, (who: Who) => Promise<number>, Record<Who, number>][] = [
    [
      'read',
      (w) => status('GET', `/v1/question/${questionId}`, w),
      { asker: 200, member: 200, outsider: 403, visitor: 401, admin: 200 },
    ],
    [
      'group list',
      (w) => status('GET', `/v1/group/${groupId}/questions`, w),
      { asker: 200, member: 200, outsider: 403, visitor: 401, admin: 200 },
    ],
    [
      'answer',
      (w) => status('POST', '/v1/question/answer', w, { QuestionId: questionId, Text: 'Another' }),
      { asker: 200, member: 200, outsider: 403, visitor: 401, admin: 200 },
    ],
    [
      "upvote (the member's answer)",
      (w) => status('PUT', `/v1/question/answer/${memberAnswerId}/upvote`, w),
      { asker: 200, member: 403, outsider: 403, visitor: 401, admin: 200 },
    ],
    [
      'best',
      (w) => status('PUT', `/v1/question/answer/${memberAnswerId}/best`, w),
      { asker: 200, member: 403, outsider: 403, visitor: 401, admin: 403 },
    ],
    [
      "edit (the member's answer)",
      (w) => status('PUT', `/v1/question/setanswer/${memberAnswerId}`, w, { Text: 'Edited' }),
      { asker: 403, member: 200, outsider: 403, visitor: 401, admin: 403 },
    ],
    [
      'close',
      (w) => status('PUT', `/v1/question/${questionId}/close`, w),
      { asker: 200, member: 403, outsider: 403, visitor: 401, admin: 403 },
    ],
    [
      'open',
      (w) => status('PUT', `/v1/question/${questionId}/open`, w),
      { asker: 200, member: 403, outsider: 403, visitor: 401, admin: 403 },
    ],
    [
      'read a channel question',
      (w) => status('GET', `/v1/question/${channelQuestionId}`, w),
      { asker: 200, member: 200, outsider: 200, visitor: 401, admin: 200 },
    ],
  ];

  async function status(method: 'GET' | 'POST' | 'PUT', url: string, who: Who, body?: object) {
    return (await call(method, url, headers[who] as H, body)).statusCode;
  }

  for (const [name, run, expected] of table)
    it(`${name}: ${Object.entries(expected)
      .map(([w, s]) => `${w} ${s}`)
      .join(', ')}`, async () => {
      const got: Partial<Record<Who, number>> = {};
      for (const who of ['visitor', 'outsider', 'member', 'admin', 'asker'] as const)
        got[who] = await run(who);
      expect(got).toEqual(expected);
    });
});
