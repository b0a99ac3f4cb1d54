import { ChatErrorCode } from '@meetspace/domain';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { chatQueries } from '../chat.queries.ts';
import type { ChatDeps } from '../chat.reads.ts';

/**
 * `POST /v1/chat/block/{profileId}` and `DELETE` it: blocks or unblocks a member. Blocking twice
 * keeps one block; unblocking someone not blocked changes nothing. Both members' streams hear it.
 */
export async function setBlock(
  deps: ChatDeps,
  actor: Actor,
  profileId: number,
  blocked: boolean,
): Promise<{ ProfileId: number; Blocked: boolean }> {
  const me = actor.profileId;
  if (profileId === me)
    throw AppError.badRequest('A member does not block themselves', [
      { Field: 'profileId', Code: ChatErrorCode.ChatWithSelf },
    ]);
  if (!(await chatQueries.member(deps.db, profileId))) throw AppError.notFound('Member not found');
  if (blocked) await chatQueries.block(deps.db, me, profileId, deps.now.toISOString());
  else await chatQueries.unblock(deps.db, me, profileId);
  deps.hub.publish([me], { type: 'block', data: { ProfileId: profileId, Blocked: blocked } });
  deps.hub.publish([profileId], { type: 'block', data: { ProfileId: me, Blocked: blocked } });
  return { ProfileId: profileId, Blocked: blocked };
}
