import type { AnswerView, QuestionPerson, QuestionSummary, QuestionView } from '@meetspace/domain';
import { sortAnswers } from '@meetspace/domain';
import type { Actor } from '../kernel/access/access.ts';
import { type Named, type NamedAnswerRow, type NamedQuestionRow, tagsOf } from './questions.queries.ts';

const person = (profileId: number, row: Named): QuestionPerson => ({
  ProfileId: profileId,
  Name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || '–',
  Photo: row.image_url,
});

/** A question's row as a list shows it (the group's name from the groups area). */
export function presentSummary(row: NamedQuestionRow, groupName: string | null): QuestionSummary {
  return {
    Id: row.id,
    Type: row.type === 'group' ? 'group' : 'channel',
    ItemId: row.item_id,
    GroupId: row.group_id,
    GroupName: row.group_id === null ? null : groupName,
    Title: row.title,
    Text: row.text,
    Tags: tagsOf(row.tags),
    Status: row.status === 'closed' ? 'closed' : 'open',
    Author: person(row.profile_id, row),
    AnswerCount: row.answer_count,
    BestAnswerId: row.best_answer_id,
    CreatedOn: row.created_at,
    UpdatedOn: row.updated_at,
    ClosedOn: row.closed_at,
  };
}

/** The question with its answers (best first, then by score), their replies and the caller's votes. */
export function presentQuestion(
  actor: Actor,
  row: NamedQuestionRow,
  groupName: string | null,
  answers: NamedAnswerRow[],
  myVotes: Map<number, number>,
): QuestionView {
  const replies = new Map<number, NamedAnswerRow[]>();
  for (const a of answers)
    if (a.parent_id !== null) replies.set(a.parent_id, [...(replies.get(a.parent_id) ?? []), a]);
  const views: AnswerView[] = answers
    .filter((a) => a.parent_id === null)
    .map((a) => {
      const vote = myVotes.get(a.id);
      return {
        Id: a.id,
        QuestionId: a.question_id,
        Text: a.text,
        Author: person(a.profile_id, a),
        CreatedOn: a.created_at,
        UpdatedOn: a.updated_at,
        Upvotes: a.upvotes,
        Downvotes: a.downvotes,
        Score: a.upvotes - a.downvotes,
        IsBest: row.best_answer_id === a.id,
        MyVote: vote === 1 ? 'up' : vote === -1 ? 'down' : null,
        IsMine: a.profile_id === actor.profileId,
        Replies: (replies.get(a.id) ?? []).map((r) => ({
          Id: r.id,
          Text: r.text,
          Author: person(r.profile_id, r),
          CreatedOn: r.created_at,
          UpdatedOn: r.updated_at,
          IsMine: r.profile_id === actor.profileId,
        })),
      };
    });
  return {
    ...presentSummary(row, groupName),
    Answers: sortAnswers(views),
    IsAsker: row.profile_id === actor.profileId,
    CanAnswer: row.status !== 'closed',
  };
}
