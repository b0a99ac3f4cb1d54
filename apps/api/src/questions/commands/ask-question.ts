import {
  normalizeTags,
  QUESTION_CHANNEL_ID,
  QuestionErrorCode,
  type QuestionView,
  type questionBody,
} from '@meetspace/domain';
import type { z } from 'zod';
import { groupsWhereMemberReadsQuestions, joinedMemberIds } from '../../groups/index.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { type QuestionDeps, questionFor } from '../question.reads.ts';
import { questionQueries, tagsColumn } from '../questions.queries.ts';
import { nameOf, noticeOfQuestion } from './notices.ts';

type Body = z.output<typeof questionBody>;

const groupInvalid = () =>
  AppError.badRequest('Ask in a group whose questions you read', [
    { Field: 'ItemId', Code: QuestionErrorCode.QuestionGroupInvalid },
  ]);

/**
 * `POST /v1/question`. In the channel (ItemId 1 or none), or in a group the asker reads questions
 * of (Joined with questions on, or its admin; 400 question_group_invalid otherwise). The group's
 * other Joined members are notified (newQuestion) in the same transaction.
 */
export async function askQuestion(deps: QuestionDeps, actor: Actor, body: Body): Promise<QuestionView> {
  let groupId: number | null = null;
  if (body.Type === 'group') {
    if (body.ItemId === undefined) throw groupInvalid();
    const readable = await groupsWhereMemberReadsQuestions(deps.db, actor.profileId, [body.ItemId]);
    if (readable.length === 0) throw groupInvalid();
    groupId = body.ItemId;
  } else if (body.ItemId !== undefined && body.ItemId !== QUESTION_CHANNEL_ID) {
    throw AppError.badRequest('The channel is 1', [{ Field: 'ItemId', Code: 'invalid_value' }]);
  }
  const at = deps.now.toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await questionQueries.insertQuestion(trx, {
      profile_id: actor.profileId,
      type: groupId === null ? 'channel' : 'group',
      item_id: groupId ?? QUESTION_CHANNEL_ID,
      group_id: groupId,
      title: body.Title,
      text: body.Text,
      tags: tagsColumn(normalizeTags(body.Tags)),
      status: 'open',
      best_answer_id: null,
      answer_count: 0,
      created_at: at,
      updated_at: at,
      closed_at: null,
    });
    if (groupId !== null) {
      const by = await nameOf(trx, actor.profileId);
      for (const member of await joinedMemberIds(trx, groupId))
        if (member !== actor.profileId)
          await noticeOfQuestion(trx, member, 'newQuestion', { id, title: body.Title }, by, body.Text, deps);
    }
    return id;
  });
  return questionFor(deps.db, actor, id);
}
