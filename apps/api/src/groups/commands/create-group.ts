import { CHANNEL_ID, GroupErrorCode, type groupBody, normalizeSearchText } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { uploadedImageOf } from '../../uploads/index.ts';
import type { GroupDeps } from '../group.reads.ts';
import { groupQueries } from '../groups.queries.ts';

/** The name and description, lower case without accents, as `q` compares them. */
export const searchTextOf = (name: string, description: string) =>
  normalizeSearchText(`${name} ${description}`);

/** The picture must be an upload of Type Group by this member (`group_image_invalid` otherwise). */
export async function photoProblems(db: Kysely<DB>, actor: Actor, photo: string): Promise<FieldError[]> {
  const image = await uploadedImageOf(db, photo);
  if (image?.type === 'Group' && image.profileId === actor.profileId) return [];
  return [
    {
      Field: 'Photo',
      Code: GroupErrorCode.GroupImageInvalid,
      Message: 'The picture is not a group picture you uploaded',
    },
  ];
}

/**
 * `POST /v1/group`: a draft group (toggles as sent, default on) with the caller as its first admin
 * (Joined) and `member_count` 1, in one transaction. Returns its id.
 */
export async function createGroup(
  deps: GroupDeps,
  actor: Actor,
  body: z.output<typeof groupBody>,
): Promise<{ Id: number }> {
  const { db, now } = deps;
  const photo = body.Photo || null;
  if (photo) {
    const problems = await photoProblems(db, actor, photo);
    if (problems.length > 0) throw AppError.badRequest('The group cannot be saved', problems);
  }
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const id = await groupQueries.insertGroup(trx, {
      channel_id: CHANNEL_ID,
      owner_profile_id: actor.profileId,
      name: body.Name,
      description: body.Description,
      photo_url: photo,
      join_type: body.JoinType,
      status: 'draft',
      activate_chat: body.ActivateChat ? 1 : 0,
      activate_events: body.ActivateEvents ? 1 : 0,
      activate_member_list: body.ActivateMemberList ? 1 : 0,
      activate_posts: body.ActivatePosts ? 1 : 0,
      activate_questions: body.ActivateQuestions ? 1 : 0,
      search_text: searchTextOf(body.Name, body.Description),
      member_count: 1,
      created_at: nowIso,
      updated_at: nowIso,
      published_at: null,
      deleted_at: null,
    });
    await groupQueries.insertMembership(trx, {
      group_id: id,
      profile_id: actor.profileId,
      role: 'admin',
      status: 'Joined',
      invited_by: null,
      requested_at: null,
      joined_at: nowIso,
      left_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    });
    return { Id: id };
  });
}
