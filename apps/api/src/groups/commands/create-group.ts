import { CHANNEL_ID, GroupErrorCode, type groupBody, normalizeSearchText } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { uploadedImageOf } from '../../uploads/index.ts';
import { groupQueries } from '../groups.queries.ts';
import type { GroupDeps } from './group-deps.ts';

/** A group's searchable text: its name and description, normalized. */
export const groupSearchText = (name: string, description: string) => normalizeSearchText(`${name} ${description}`);

/** 400 unless the photo is a picture this member uploaded for a group (null: no photo). */
export async function checkPhoto(db: Kysely<DB>, actor: Actor, photo: string | null | undefined): Promise<void> {
  if (!photo) return;
  const image = await uploadedImageOf(db, photo);
  if (!image || image.type !== 'Group' || image.profileId !== actor.profileId)
    throw AppError.badRequest('The photo is not a group picture you uploaded', [
      { Field: 'Photo', Code: GroupErrorCode.GroupImageInvalid },
    ]);
}

/** `POST /v1/group`: a draft whose creator is its first admin (joined, so the count starts at 1). */
export async function createGroup(
  deps: GroupDeps,
  actor: Actor,
  body: z.output<typeof groupBody>,
): Promise<{ Id: number }> {
  await checkPhoto(deps.db, actor, body.Photo);
  const at = deps.now.toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const groupId = await groupQueries.insert(trx, {
      channel_id: CHANNEL_ID,
      owner_profile_id: actor.profileId,
      name: body.Name,
      description: body.Description,
      photo_url: body.Photo ?? null,
      join_type: body.JoinType,
      status: 'draft',
      activate_chat: body.ActivateChat ? 1 : 0,
      activate_events: body.ActivateEvents ? 1 : 0,
      activate_member_list: body.ActivateMemberList ? 1 : 0,
      activate_posts: body.ActivatePosts ? 1 : 0,
      activate_questions: body.ActivateQuestions ? 1 : 0,
      search_text: groupSearchText(body.Name, body.Description),
      member_count: 1,
      created_at: at,
      updated_at: at,
      published_at: null,
      deleted_at: null,
    });
    await groupQueries.insertMembership(trx, {
      group_id: groupId,
      profile_id: actor.profileId,
      role: 'admin',
      status: 'Joined',
      invited_by: null,
      requested_at: null,
      joined_at: at,
      left_at: null,
      created_at: at,
      updated_at: at,
    });
    return groupId;
  });
  return { Id: id };
}
