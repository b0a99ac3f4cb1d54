import {
  LanguageId,
  type Locale,
  normalizeNetworkTags,
  type ProfileState,
  tagsToColumn,
} from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { accountAccess } from '../account.access.ts';
import { accountQueries } from '../account.queries.ts';
import { currentProfile } from '../account.reads.ts';
import type { AccountDeps } from './account-deps.ts';

/** `PUT /v1/profile`: the member changes what they may about themselves; absent fields stay. */
export async function updateProfile(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  actor: Actor,
  b: {
    FirstName?: string;
    LastName?: string;
    Phone?: string | null;
    Bio?: string | null;
    Language?: Locale;
    LanguageId?: 52 | 65;
    City?: string | null;
    WorkingOn?: string | null;
    Knowledge?: string | null;
    Tags?: string[];
    ShareEmail?: boolean;
    SharePhone?: boolean;
  },
): Promise<ProfileState> {
  await requireAccess({ db: deps.db }, actor, accountAccess.profile, actor.profileId);
  await accountQueries.update(deps.db, actor.profileId, {
    ...(b.FirstName !== undefined ? { first_name: b.FirstName } : {}),
    ...(b.LastName !== undefined ? { last_name: b.LastName } : {}),
    ...(b.Phone !== undefined ? { phone: b.Phone || null } : {}),
    ...(b.Bio !== undefined ? { bio: b.Bio || null } : {}),
    ...(b.LanguageId !== undefined
      ? { language_id: b.LanguageId }
      : b.Language !== undefined
        ? { language_id: LanguageId[b.Language] }
        : {}),
    ...(b.City !== undefined ? { city: b.City || null } : {}),
    ...(b.WorkingOn !== undefined ? { working_on: b.WorkingOn || null } : {}),
    ...(b.Knowledge !== undefined ? { knowledge: b.Knowledge || null } : {}),
    ...(b.Tags !== undefined ? { network_tags: tagsToColumn(normalizeNetworkTags(b.Tags)) } : {}),
    ...(b.ShareEmail !== undefined ? { share_email: b.ShareEmail ? 1 : 0 } : {}),
    ...(b.SharePhone !== undefined ? { share_phone: b.SharePhone ? 1 : 0 } : {}),
    updated_at: deps.now.toISOString(),
  });
  return currentProfile(deps.db, actor);
}
