import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { insertTestGroup } from '../../test/groups.ts';
import { countAnswersBy } from './index.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
type H = Record<string, string>;

describe.each(engines)('questions on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let asker: H;
  let helper: H;
  let third: H;
  let outsider: H;
  let admin: H;
  let askerId: number;
  let helperId: number;
  let thirdId: number;
  let groupId: number;
  let closedFeatureGroupId: number;

  const ask = async (who: H, body: object = {}) => {
    const res = await call('POST', '/v1/question', who, {
      Title: 'Where to meet in Utrecht?',
      Text: 'Looking for a quiet room near the station for six people.',
      Tags: ['Utrecht', 'meeting rooms'],
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const answer = async (who: H, QuestionId: number, Text: string, AnswerId?: number) => {
    const res = await call('POST', '/v1/question/answer', who, { QuestionId, Text, AnswerId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const inbox = async (profileId: number, kindId: number) =>
    t.database.db
      .selectFrom('notifications')
      .select(['data', 'link_route', 'link_params'])
      .where('profile_id', '=', profileId)
      .where('kind_id', '=', kindId)
      .orderBy('id', 'desc')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    call = apiCall(t);
    const [a, b, c, d] = (await plainMemberEmails(t, 4)) as [string, string, string, string];
    asker = await memberHeaders(t, a, NOW);
    helper = await memberHeaders(t, b, NOW);
    third = await memberHeaders(t, c, NOW);
    outsider = await memberHeaders(t, d, NOW);
    admin = await memberHeaders(t, 'admin@example.com', NOW);
    askerId = await profileIdOf(t, a);
    helperId = await profileIdOf(t, b);
    thirdId = await profileIdOf(t, c);
    groupId = await insertTestGroup(t.database.db, {
      ownerProfileId: askerId,
      name: 'Question testers',
      members: [{ profileId: helperId }, { profileId: thirdId }],
    });
    closedFeatureGroupId = await insertTestGroup(t.database.db, {
      ownerProfileId: thirdId,
      name: 'No questions here',
      members: [{ profileId: helperId }],
      toggles: { questions: false },
    });
  });
  afterAll(async () => t?.close());

  it('answers 401 on every call without a login', async () => {
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/v1/question'],
      ['GET', '/v1/question/1'],
      ['GET', '/v1/question/answeredon'],
      ['GET', '/v1/profile/question'],
      ['POST', '/v1/question', { Title: 'A valid title', Text: 'A valid question text' }],
      ['POST', '/v1/question/answer', { QuestionId: 1, Text: 'A valid answer' }],
      ['PUT', '/v1/question/answer/1/best'],
      ['PUT', '/v1/question/answer/1/upvote'],
      ['PUT', '/v1/question/answer/1/downvote'],
      ['PUT', '/v1/question/1/close'],
      ['PUT', '/v1/question/1/open'],
      ['PUT', '/v1/question/setanswer/1', { Text: 'A valid answer' }],
      ['GET', `/v1/group/${groupId}/questions`],
    ];
    for (const [method, url, body] of calls)
      expect((await call(method, url, {}, body)).statusCode, url).toBe(401);
  });

  it('asks, answers, replies, votes, chooses the best and closes: the whole journey', async () => {
    const q = await ask(asker, { Tags: [' Utrecht ', 'utrecht', 'Meeting rooms'] });
    expect(q).toMatchObject({
      Type: 'channel',
      ItemId: 1,
      GroupId: null,
      Tags: ['utrecht', 'meeting rooms'],
      Status: 'open',
      AnswerCount: 0,
      IsAsker: true,
      CanAnswer: true,
      Answers: [],
    });
    const a1 = (await answer(helper, q.Id, 'Try the library rooms, they are quiet.')).Answers[0];
    let view = await answer(third, q.Id, 'The station has meeting rooms on the first floor.');
    const a2 = view.Answers.find((x: { Id: number }) => x.Id !== a1.Id);
    view = await answer(asker, q.Id, 'Do they have a screen?', a2.Id);
    expect(view.AnswerCount).toBe(2);
    expect(view.Answers.find((x: { Id: number }) => x.Id === a2.Id).Replies).toMatchObject([
      { Text: 'Do they have a screen?', IsMine: true },
    ]);

    // Notices: the asker of each answer (not of their own reply), the answer's author of the reply.
    const answers = await inbox(askerId, 15);
    expect(answers).toHaveLength(2);
    expect(JSON.parse(answers[0]?.data ?? '{}')).toMatchObject({ title: 'Where to meet in Utrecht?' });
    expect(answers[0]?.link_route).toBe('network-question');
    expect(JSON.parse(answers[0]?.link_params ?? '{}')).toEqual({ id: String(q.Id) });
    expect(await inbox(thirdId, 16)).toHaveLength(1);
    expect(await inbox(helperId, 16)).toHaveLength(0);

    // Votes: one per member; the same again withdraws, the other switches; never your own.
    const vote = (who: H, id: number, way: 'upvote' | 'downvote') =>
      call('PUT', `/v1/question/answer/${id}/${way}`, who);
    let res = await vote(asker, a2.Id, 'upvote');
    expect(res.statusCode).toBe(200);
    let voted = res.json().Answers.find((x: { Id: number }) => x.Id === a2.Id);
    expect(voted).toMatchObject({ Upvotes: 1, Downvotes: 0, Score: 1, MyVote: 'up' });
    expect(res.json().Answers[0].Id).toBe(a2.Id);
    res = await vote(asker, a2.Id, 'downvote');
    voted = res.json().Answers.find((x: { Id: number }) => x.Id === a2.Id);
    expect(voted).toMatchObject({ Upvotes: 0, Downvotes: 1, Score: -1, MyVote: 'down' });
    res = await vote(asker, a2.Id, 'downvote');
    voted = res.json().Answers.find((x: { Id: number }) => x.Id === a2.Id);
    expect(voted).toMatchObject({ Upvotes: 0, Downvotes: 0, MyVote: null });
    await vote(asker, a1.Id, 'upvote');
    await vote(third, a1.Id, 'upvote');
    res = await vote(helper, a1.Id, 'upvote');
    expect(res.statusCode).toBe(403);
    expect(res.json().Errors[0].Code).toBe('own_answer_vote');
    const other = await call('GET', `/v1/question/${q.Id}`, third);
    expect(other.json().Answers[0]).toMatchObject({ Id: a1.Id, Upvotes: 2, MyVote: 'up', IsMine: false });

    // Best: the asker only, not a reply; it comes first.
    expect((await call('PUT', `/v1/question/answer/${a2.Id}/best`, helper)).statusCode).toBe(403);
    const reply = view.Answers.find((x: { Id: number }) => x.Id === a2.Id).Replies[0];
    res = await call('PUT', `/v1/question/answer/${reply.Id}/best`, asker);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].Code).toBe('best_answer_invalid');
    res = await call('PUT', `/v1/question/answer/${a2.Id}/best`, asker);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ BestAnswerId: a2.Id });
    expect(res.json().Answers.map((x: { Id: number; IsBest: boolean }) => [x.Id, x.IsBest])).toEqual([
      [a2.Id, true],
      [a1.Id, false],
    ]);

    // Edit: its author only.
    expect(
      (await call('PUT', `/v1/question/setanswer/${a1.Id}`, third, { Text: 'Mine now' })).statusCode,
    ).toBe(403);
    res = await call('PUT', `/v1/question/setanswer/${a1.Id}`, helper, {
      Text: 'Try the library: quiet rooms.',
    });
    expect(res.json().Answers.find((x: { Id: number }) => x.Id === a1.Id)).toMatchObject({
      Text: 'Try the library: quiet rooms.',
      Upvotes: 2,
    });

    // Close: the asker only; then no answers or replies; reopen.
    expect((await call('PUT', `/v1/question/${q.Id}/close`, helper)).statusCode).toBe(403);
    res = await call('PUT', `/v1/question/${q.Id}/close`, asker);
    expect(res.json()).toMatchObject({ Status: 'closed', CanAnswer: false });
    expect(res.json().ClosedOn).toBe(NOW.toISOString());
    res = await call('POST', '/v1/question/answer', third, { QuestionId: q.Id, Text: 'Late answer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().Errors[0].Code).toBe('question_closed');
    res = await call('POST', '/v1/question/answer', third, {
      QuestionId: q.Id,
      Text: 'Late',
      AnswerId: a1.Id,
    });
    expect(res.statusCode).toBe(409);
    res = await call('PUT', `/v1/question/${q.Id}/open`, asker);
    expect(res.json()).toMatchObject({ Status: 'open', ClosedOn: null });
    await answer(third, q.Id, 'Now that it is open again: the town hall.');

    expect(await countAnswersBy(t.database.db, thirdId)).toBeGreaterThanOrEqual(2);
    const mine = await call('GET', '/v1/profile/question', asker);
    expect(mine.json().Results.map((r: { Id: number }) => r.Id)).toContain(q.Id);
    const answered = await call('GET', '/v1/question/answeredon', helper);
    expect(answered.json().Results.map((r: { Id: number }) => r.Id)).toContain(q.Id);
    const replied = await call('GET', '/v1/question/answeredon', asker);
    expect(replied.json().Results.map((r: { Id: number }) => r.Id)).not.toContain(q.Id);
  });

  it('keeps a group question to the group: members read it, others 403, the members are notified', async () => {
    const before = (await inbox(helperId, 14)).length;
    const q = await ask(asker, {
      Type: 'group',
      ItemId: groupId,
      Title: 'Group only question',
      Tags: ['inside'],
    });
    expect(q).toMatchObject({
      Type: 'group',
      ItemId: groupId,
      GroupId: groupId,
      GroupName: 'Question testers',
    });
    expect(await inbox(helperId, 14)).toHaveLength(before + 1);
    expect(await inbox(askerId, 14)).toHaveLength(0);

    expect((await call('GET', `/v1/question/${q.Id}`, helper)).statusCode).toBe(200);
    expect((await call('GET', `/v1/question/${q.Id}`, admin)).statusCode).toBe(200);
    const refused = await call('GET', `/v1/question/${q.Id}`, outsider);
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('POST', '/v1/question/answer', outsider, { QuestionId: q.Id, Text: 'Me too' })).statusCode,
    ).toBe(403);
    const a = (await answer(helper, q.Id, 'Inside answer')).Answers[0];
    expect((await call('PUT', `/v1/question/answer/${a.Id}/upvote`, outsider)).statusCode).toBe(403);
    expect((await call('PUT', `/v1/question/${q.Id}/close`, outsider)).statusCode).toBe(403);

    const list = await call('GET', `/v1/group/${groupId}/questions`, third);
    expect(list.statusCode).toBe(200);
    expect(list.json().Results.map((r: { Id: number }) => r.Id)).toEqual([q.Id]);
    expect((await call('GET', `/v1/group/${groupId}/questions`, outsider)).statusCode).toBe(403);
    expect((await call('GET', `/v1/question?groupId=${groupId}`, outsider)).statusCode).toBe(403);
    expect((await call('GET', '/v1/group/999999/questions', third)).statusCode).toBe(404);
    const all = await call('GET', '/v1/question?tags=inside', outsider);
    expect(all.json().Results).toEqual([]);
    const theirs = await call('GET', '/v1/question?tags=inside', helper);
    expect(theirs.json().Results.map((r: { Id: number }) => r.Id)).toEqual([q.Id]);

    // The questions feature off: the group's members neither ask nor read there (its admin still reads).
    const res = await call('POST', '/v1/question', helper, {
      Type: 'group',
      ItemId: closedFeatureGroupId,
      Title: 'Can I ask here?',
      Text: 'The feature is switched off in this group.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].Code).toBe('question_group_invalid');
    expect((await call('GET', `/v1/group/${closedFeatureGroupId}/questions`, helper)).statusCode).toBe(403);
    expect((await call('GET', `/v1/group/${closedFeatureGroupId}/questions`, third)).statusCode).toBe(200);
  });

  it('filters the list by words, tags and status, 25 a page by default', async () => {
    const a = await ask(asker, {
      Title: 'Zebra crossing parking',
      Text: 'Where do I park near the zebra?',
      Tags: ['Parking'],
    });
    const b = await ask(helper, {
      Title: 'Zebra print chairs',
      Text: 'Who has zebra print chairs for rent?',
      Tags: ['interior'],
    });
    await call('PUT', `/v1/question/${b.Id}/close`, helper);
    const ids = async (qs: string) =>
      (await call('GET', `/v1/question?${qs}`, third)).json().Results.map((r: { Id: number }) => r.Id);
    expect(await ids('q=ZEBRA')).toEqual([b.Id, a.Id]);
    expect(await ids('q=zebra park')).toEqual([a.Id]);
    expect(await ids('q=zebra&tags=parking')).toEqual([a.Id]);
    expect(await ids('q=zebra&status=closed')).toEqual([b.Id]);
    expect(await ids('q=zebra&status=open')).toEqual([a.Id]);
    expect(await ids('q=50%25_off')).toEqual([]);
    const page = await call('GET', '/v1/question', third);
    expect(page.json().Results.length).toBeLessThanOrEqual(25);
    expect(page.json().TotalCount).toBeGreaterThanOrEqual(2);
    const small = await call('GET', '/v1/question?q=zebra&itemsPerPage=1&page=2', third);
    expect(small.json()).toMatchObject({ MorePages: false, TotalCount: 2 });
    expect(small.json().Results.map((r: { Id: number }) => r.Id)).toEqual([a.Id]);
  });

  it('answers 400 with field errors for bad input and 404 "Question not found"', async () => {
    let res = await call('POST', '/v1/question', asker, { Title: 'x', Text: '' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .Errors.map((e: { Field: string }) => e.Field)
        .sort(),
    ).toEqual(['Text', 'Title']);
    res = await call('POST', '/v1/question', asker, {
      Type: 'group',
      Title: 'No group given',
      Text: 'Which group, though?',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toMatchObject({ Field: 'ItemId', Code: 'question_group_invalid' });
    res = await call('POST', '/v1/question/answer', asker, { QuestionId: 'x', Text: 'ok then' });
    expect(res.statusCode).toBe(400);
    res = await call('GET', '/v1/question?status=maybe', asker);
    expect(res.statusCode).toBe(400);
    res = await call('GET', '/v1/question/abc', asker);
    expect(res.statusCode).toBe(400);
    res = await call('GET', '/v1/question/99999999', asker);
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Question not found');
    res = await call('POST', '/v1/question/answer', asker, { QuestionId: 99999999, Text: 'Hello there' });
    expect(res.statusCode).toBe(404);
    res = await call('PUT', '/v1/question/answer/99999999/upvote', asker);
    expect(res.statusCode).toBe(404);
    const q = await ask(asker);
    const other = await ask(helper);
    const a = (await answer(helper, other.Id, 'An answer elsewhere')).Answers[0];
    res = await call('POST', '/v1/question/answer', third, {
      QuestionId: q.Id,
      Text: 'Reply across',
      AnswerId: a.Id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toMatchObject({ Field: 'AnswerId', Code: 'answer_not_replyable' });
    res = await call('PUT', `/v1/question/setanswer/${a.Id}`, helper, { Text: '' });
    expect(res.statusCode).toBe(400);
  });

  it("honours the member's rule: a questionAnswer switched off in the inbox lands nowhere", async () => {
    const q = await ask(asker, { Title: 'Rules are honoured?' });
    const rule = await call('PUT', '/v1/notification/rules/15', asker, { Notification: false });
    expect(rule.statusCode).toBe(200);
    const before = (await inbox(askerId, 15)).length;
    await answer(helper, q.Id, 'This one is not in the inbox.');
    expect(await inbox(askerId, 15)).toHaveLength(before);
    await call('PUT', '/v1/notification/rules/15', asker, { Notification: true });
    await answer(third, q.Id, 'This one is.');
    expect(await inbox(askerId, 15)).toHaveLength(before + 1);
  });

  it("mails a notice in the member's language while the rule's mail part is on, and not once it is off", async () => {
    const mails = () =>
      t.database.db
        .selectFrom('outbox as o')
        .innerJoin('profiles as p', 'p.email', 'o.to_email')
        .select(['o.subject', 'o.text_body', 'p.language_id'])
        .where('p.id', '=', askerId)
        .where('o.kind', '=', 'question-questionAnswer')
        .orderBy('o.id')
        .execute();
    const q = await ask(asker, { Title: 'Mailed or not?' });
    const before = (await mails()).length;
    await answer(helper, q.Id, 'An answer that is mailed.');
    const after = await mails();
    expect(after).toHaveLength(before + 1);
    const mail = after.at(-1);
    expect(mail?.subject).toBe(
      mail?.language_id === 65
        ? 'New answer to your question: Mailed or not?'
        : 'Nieuw antwoord op je vraag: Mailed or not?',
    );
    expect(mail?.text_body).toContain('An answer that is mailed.');
    expect(mail?.text_body).toMatch(new RegExp(`/(netwerk/vragen|network/questions)/${q.Id}$`, 'm'));
    await call('PUT', '/v1/notification/rules/15', asker, { Email: false });
    await answer(third, q.Id, 'Not mailed.');
    expect(await mails()).toHaveLength(before + 1);
    expect(await inbox(askerId, 15)).not.toHaveLength(0);
    await call('PUT', '/v1/notification/rules/15', asker, { Email: true });
  });
});
