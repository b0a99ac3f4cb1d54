import type { ProfileState } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { accountAccess } from '../account.access.ts';
import { accountQueries } from '../account.queries.ts';
import { currentProfile } from '../account.reads.ts';
import { storeProfileImage } from '../profile-image.ts';
import type { AccountDeps } from './account-deps.ts';

/**
 * `PUT /v1/profile/image`: stores the picture in four sizes (the previous ones go) and makes the
 * 640x480 one the member's ImageUrl. Answers the member and the four public paths.
 */
export async function setProfilePicture(
  deps: Pick<AccountDeps, 'db' | 'now'> & { uploadDir: string },
  actor: Actor,
  image: string,
): Promise<ProfileState & { Images: Record<string, string> }> {
  await requireAccess({ db: deps.db }, actor, accountAccess.profile, actor.profileId);
  const stored = await storeProfileImage(deps.uploadDir, actor.profileId, image);
  await accountQueries.update(deps.db, actor.profileId, {
    image_url: stored.imageUrl,
    updated_at: deps.now.toISOString(),
  });
  return { ...(await currentProfile(deps.db, actor)), Images: stored.images };
}
