import type { ProfileState } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { lockRow } from '../../kernel/locks.ts';
import { accountAccess } from '../account.access.ts';
import { accountQueries } from '../account.queries.ts';
import { currentProfile } from '../account.reads.ts';
import { removeProfileImages, renderProfileImage, writeProfileImage } from '../profile-image.ts';
import type { AccountDeps } from './account-deps.ts';

type PictureDeps = Pick<AccountDeps, 'db' | 'now'> & { uploadDir: string };

/**
 * `PUT /v1/profile/image`: stores the picture in four sizes (the previous ones go) and makes the
 * 640x480 one the member's ImageUrl. Answers the member and the four public paths. The costly
 * decoding runs first, in parallel with anything; writing the files and the profile, and removing
 * the old files, run with the profile's row held, so parallel uploads of one member take turns
 * (in any process) and the files kept are the ones the profile names.
 */
export async function setProfilePicture(
  deps: PictureDeps,
  actor: Actor,
  image: string,
): Promise<ProfileState & { Images: Record<string, string> }> {
  await requireAccess({ db: deps.db }, actor, accountAccess.profile, actor.profileId);
  const rendered = await renderProfileImage(image);
  let stored: Awaited<ReturnType<typeof writeProfileImage>>;
  try {
    stored = await deps.db.transaction().execute(async (trx) => {
      if (!(await lockRow(trx, 'profiles', { column: 'id', value: actor.profileId })))
        throw AppError.notFound('Profile not found');
      const files = await writeProfileImage(deps.uploadDir, actor.profileId, rendered);
      await accountQueries.update(trx, actor.profileId, {
        image_url: files.imageUrl,
        updated_at: deps.now.toISOString(),
      });
      return files;
    });
  } finally {
    // After the commit (or a failure): a picture the profile does not name is removed.
    await keepOnlyNamedPicture(deps, actor.profileId);
  }
  return { ...(await currentProfile(deps.db, actor)), Images: stored.images };
}

/** Removes the member's picture files but the ones their profile names, with the row held. */
async function keepOnlyNamedPicture(deps: { db: Kysely<DB>; uploadDir: string }, profileId: number) {
  await deps.db.transaction().execute(async (trx) => {
    const exists = await lockRow(trx, 'profiles', { column: 'id', value: profileId });
    const named = exists ? ((await accountQueries.byId(trx, profileId))?.image_url ?? null) : null;
    await removeProfileImages(deps.uploadDir, profileId, named);
  });
}
