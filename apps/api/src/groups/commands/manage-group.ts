import {
  GroupErrorCode,
  type GroupSettingsBody,
  type GroupState,
  type GroupView,
  type groupUpdateBody,
} from '@meetspace/domain';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { readGroup, readState } from '../group.reads.ts';
import { groupAccess } from '../groups.access.ts';
import { groupQueries } from '../groups.queries.ts';
import type { NetworkGroupsTable } from '../groups.schema.ts';
import { checkPhoto, groupSearchText } from './create-group.ts';
import type { GroupDeps } from './group-deps.ts';

const TOGGLE_COLUMNS = {
  ActivateChat: 'activate_chat',
  ActivateEvents: 'activate_events',
  ActivateMemberList: 'activate_member_list',
  ActivatePosts: 'activate_posts',
  ActivateQuestions: 'activate_questions',
} as const;

function toggleChanges(body: GroupSettingsBody): Updateable<NetworkGroupsTable> {
  const changes: Updateable<NetworkGroupsTable> = {};
  for (const [field, column] of Object.entries(TOGGLE_COLUMNS)) {
    const value = body[field as keyof GroupSettingsBody];
    if (value !== undefined) changes[column] = value ? 1 : 0;
  }
  return changes;
}

/** `PUT /v1/group/{id}`: the fields sent change (the photo is checked when it changes). */
export async function updateGroup(
  deps: GroupDeps,
  actor: Actor,
  groupId: number,
  body: z.output<typeof groupUpdateBody>,
): Promise<GroupView> {
  const group = await requireAccess({ db: deps.db }, actor, groupAccess.administer, groupId);
  if (body.Photo !== undefined && body.Photo !== group.photo_url) await checkPhoto(deps.db, actor, body.Photo);
  const name = body.Name ?? group.name;
  const description = body.Description ?? group.description;
  await groupQueries.update(deps.db, groupId, {
    name,
    description,
    search_text: groupSearchText(name, description),
    ...(body.Photo !== undefined ? { photo_url: body.Photo ?? null } : {}),
    ...(body.JoinType ? { join_type: body.JoinType } : {}),
    ...toggleChanges(body),
    updated_at: deps.now.toISOString(),
  });
  return readGroup(deps, actor, groupId);
}

/** `PUT /v1/group/{id}/settings`: switches features on or off. */
export async function groupSettings(
  deps: GroupDeps,
  actor: Actor,
  groupId: number,
  body: GroupSettingsBody,
): Promise<GroupState> {
  await requireAccess({ db: deps.db }, actor, groupAccess.administer, groupId);
  await groupQueries.update(deps.db, groupId, { ...toggleChanges(body), updated_at: deps.now.toISOString() });
  return readState(deps, actor, groupId);
}

/** `PUT /v1/group/{id}/publish` and `/deactivate`: published (listed, open to join) or a draft again. */
export async function setPublished(
  deps: GroupDeps,
  actor: Actor,
  groupId: number,
  published: boolean,
): Promise<GroupView> {
  const group = await requireAccess({ db: deps.db }, actor, groupAccess.administer, groupId);
  if (published && group.description.trim() === '')
    throw new AppError(409, 'A group needs a description to be published', [
      { Field: 'Description', Code: GroupErrorCode.GroupPublishFailed },
    ]);
  const at = deps.now.toISOString();
  await groupQueries.update(deps.db, groupId, {
    status: published ? 'published' : 'draft',
    ...(published ? { published_at: group.published_at ?? at } : {}),
    updated_at: at,
  });
  return readGroup(deps, actor, groupId);
}

/** `DELETE /v1/group/{id}`: gone from every list and page (its stories stay their authors'). */
export async function deleteGroup(deps: GroupDeps, actor: Actor, groupId: number): Promise<{ Id: number }> {
  await requireAccess({ db: deps.db }, actor, groupAccess.administer, groupId);
  const at = deps.now.toISOString();
  await groupQueries.update(deps.db, groupId, { deleted_at: at, updated_at: at });
  return { Id: groupId };
}
