import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { notify } from '../notifications/index.ts';
import { tagsColumn } from '../questions/index.ts';
import { GROUP_TEXTS } from './group-texts.ts';
import { fullName, loadNetworkPeople, type NetworkMember } from './network-people.ts';
import { QUESTIONS } from './question-texts.ts';
import { DemoRandom, Stream } from './random.ts';

/** What the demo's questions wrote, for the summary and the README. */
export interface DemoQuestionsSummary {
  questions: number;
  answers: number;
  replies: number;
  votes: number;
}

const HOUR = 3_600_000;

/**
 * The demo's questions (the questions area's tables, written as its calls would), with their own
 * random stream (`Stream.Questions`): 20 questions in Dutch and English, in the channel and in
 * demo groups (by the group's members, answered by them), with answers, replies, votes (one per
 * member and answer, never on one's own), best answers and some closed. The booker asked two and
 * answered several; the answers (and replies) to the booker's questions are in their inbox as
 * `questionAnswer` notices, those of the last six days unread.
 */
export async function writeDemoQuestions(
  trx: Kysely<DB>,
  seed: number,
  now: Date,
): Promise<DemoQuestionsSummary> {
  const summary: DemoQuestionsSummary = { questions: 0, answers: 0, replies: 0, votes: 0 };
  const people = await loadNetworkPeople(trx);
  if (!people) return summary;
  const r = new DemoRandom(seed, Stream.Questions);
  const groups = await trx
    .selectFrom('network_groups')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .where('status', '=', 'published')
    .where('activate_questions', '=', 1)
    .execute();
  const memberships = await trx
    .selectFrom('group_memberships')
    .select(['group_id', 'profile_id'])
    .where('status', '=', 'Joined')
    .orderBy('id')
    .execute();
  const everyone = [...people.pool, people.booker, people.host];
  const membersOf = (groupId: number) =>
    everyone
      .filter((p) => memberships.some((m) => m.group_id === groupId && m.profile_id === p.id))
      .sort((a, b) => a.id - b.id);

  for (const spec of QUESTIONS) {
    const groupId = spec.group
      ? groups.find((g) => g.name === GROUP_TEXTS[spec.group as keyof typeof GROUP_TEXTS].name)?.id
      : undefined;
    if (spec.group && groupId === undefined) continue;
    const circle = groupId === undefined ? everyone : membersOf(groupId);
    if (circle.length < 3) continue;
    const asker =
      (spec.by ? people.who(spec.by) : undefined) ?? r.pick(circle.filter((p) => p.id !== people.booker.id));
    const others = (but: number[]) => circle.filter((p) => !but.includes(p.id));
    const askedAt = new Date(now.getTime() - spec.daysAgo * 24 * HOUR - r.int(1, 8) * HOUR);
    const questionId = (
      await trx
        .insertInto('questions')
        .values({
          profile_id: asker.id,
          type: groupId === undefined ? 'channel' : 'group',
          item_id: groupId ?? 1,
          group_id: groupId ?? null,
          title: spec.title,
          text: spec.text,
          tags: tagsColumn(spec.tags),
          status: 'open',
          best_answer_id: null,
          answer_count: 0,
          created_at: askedAt.toISOString(),
          updated_at: askedAt.toISOString(),
          closed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    summary.questions += 1;

    const answerIds: number[] = [];
    let last = askedAt;
    const at = () => {
      last = new Date(Math.min(now.getTime() - 60_000, last.getTime() + r.int(1, 10) * HOUR));
      return last.toISOString();
    };
    const noticeToAsker = async (
      kind: 'questionAnswer' | 'answerComment',
      to: number,
      by: NetworkMember,
      text: string,
      when: string,
    ) => {
      if (to === by.id || to !== people.booker.id) return;
      await notify(
        trx,
        {
          profileId: to,
          kind,
          data: { title: spec.title, text: `${fullName(by)}: ${text}`, name: fullName(by) },
          link: { route: 'network-question', params: { id: String(questionId) } },
        },
        new Date(when),
      );
    };
    const used = new Set<number>([asker.id]);
    for (const answer of spec.answers) {
      const fixed = answer.by ? people.who(answer.by) : undefined;
      const author =
        fixed && fixed.id !== asker.id
          ? fixed
          : r.pick(others([...used]).length ? others([...used]) : others([asker.id]));
      used.add(author.id);
      const when = at();
      const up = Math.min(answer.up, others([author.id]).length);
      const voters = r.sample(others([author.id]), up + (answer.down ?? 0));
      const answerId = (
        await trx
          .insertInto('question_answers')
          .values({
            question_id: questionId,
            parent_id: null,
            profile_id: author.id,
            text: answer.text,
            upvotes: Math.min(up, voters.length),
            downvotes: Math.max(0, voters.length - up),
            created_at: when,
            updated_at: when,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      answerIds.push(answerId);
      summary.answers += 1;
      if (voters.length)
        await trx
          .insertInto('question_votes')
          .values(
            voters.map((v, i) => ({
              answer_id: answerId,
              profile_id: v.id,
              value: i < up ? 1 : -1,
              created_at: when,
            })),
          )
          .execute();
      summary.votes += voters.length;
      await noticeToAsker('questionAnswer', asker.id, author, answer.text, when);
      for (const reply of answer.replies ?? []) {
        const by =
          reply.by === 'asker'
            ? asker
            : ((reply.by ? people.who(reply.by) : undefined) ?? r.pick(others([author.id])));
        const replyAt = at();
        await trx
          .insertInto('question_answers')
          .values({
            question_id: questionId,
            parent_id: answerId,
            profile_id: by.id,
            text: reply.text,
            upvotes: 0,
            downvotes: 0,
            created_at: replyAt,
            updated_at: replyAt,
          })
          .execute();
        summary.replies += 1;
        if (by.id !== author.id) await noticeToAsker('answerComment', author.id, by, reply.text, replyAt);
      }
    }
    const closedAt = spec.closed ? at() : null;
    await trx
      .updateTable('questions')
      .set({
        answer_count: answerIds.length,
        best_answer_id: spec.best !== undefined ? (answerIds[spec.best] ?? null) : null,
        status: spec.closed ? 'closed' : 'open',
        closed_at: closedAt,
        updated_at: closedAt ?? last.toISOString(),
      })
      .where('id', '=', questionId)
      .execute();
  }
  // History: what is older than six days has been read (the answers to the booker's second question are new).
  await trx
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('profile_id', '=', people.booker.id)
    .where('kind_id', 'in', [15, 16])
    .where('created_at', '<', new Date(now.getTime() - 6 * 24 * HOUR).toISOString())
    .execute();
  return summary;
}
