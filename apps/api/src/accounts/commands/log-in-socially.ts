import { ErrorCode, LanguageId } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../kernel/errors.ts';
import { accountEvents } from '../account.events.ts';
import { accountQueries, type ProfileRow } from '../account.queries.ts';
import { oauthRequestQueries } from '../oauth.queries.ts';
import type { SocialLogin } from '../social-login.ts';

/** The URL the provider sent the visitor back to, from the URL itself or its query string. */
function callbackOf(token: string): URL {
  try {
    return new URL(token.startsWith('http') ? token : `http://callback.invalid/?${token.replace(/^\?/, '')}`);
  } catch {
    throw AppError.badRequest('Token is not the callback URL', [{ Field: 'Token', Code: ErrorCode.Invalid }]);
  }
}

/**
 * `POST /v1/oauth/login`: `token` is the URL the provider sent the visitor back to (with `code` and
 * `state`). The member is found by the provider's verified e-mail address, or created (activated:
 * the provider vouches for the address), and `account.email-verified` fires for the address. Returns
 * the member to log in.
 */
export async function logInSocially(
  deps: { db: Kysely<DB>; now: Date; socialLogin: SocialLogin },
  req: { provider: string; token: string },
): Promise<ProfileRow> {
  const callback = callbackOf(req.token);
  const provider = await deps.socialLogin.provider(req.provider);
  const state = callback.searchParams.get('state') ?? '';
  const pending = await oauthRequestQueries.pending(deps.db, state);
  if (
    !pending ||
    pending.provider !== req.provider.toLowerCase() ||
    Date.parse(pending.expires_at) <= deps.now.getTime()
  ) {
    throw AppError.badRequest('This social login has expired or is unknown; please start again', [
      { Field: 'Token', Code: ErrorCode.UnknownState },
    ]);
  }
  await oauthRequestQueries.markUsed(deps.db, pending.id, deps.now);
  const { email, verified, given, family } = await provider.claims(
    callback,
    { state, nonce: pending.nonce, verifier: pending.code_verifier },
    pending.callback_url,
  );
  if (!email || !verified) {
    throw AppError.badRequest('The provider gave no verified e-mail address', [
      { Field: 'Token', Code: ErrorCode.NoEmail },
    ]);
  }
  const nowIso = deps.now.toISOString();
  // The provider vouches for the address, as an activation link or a mailed pin does: bookings made
  // with it as a guest join the account (`account.email-verified`), in the same transaction.
  return deps.db.transaction().execute(async (trx) => {
    const profile = await memberOf(trx, { email, given, family }, nowIso);
    await accountEvents.emailVerified.emit(
      trx,
      { subjectId: profile.id, actorId: profile.id, payload: { Email: profile.email } },
      deps.now,
    );
    return profile;
  });
}

/** The member with the provider's verified address (activated now if needed), or a new activated one. */
async function memberOf(
  db: Kysely<DB>,
  claims: { email: string; given: string | undefined; family: string | undefined },
  nowIso: string,
): Promise<ProfileRow> {
  const { email, given, family } = claims;
  const existing = await accountQueries.byEmail(db, email);
  if (existing) {
    if (existing.is_activated !== 1)
      await accountQueries.update(db, existing.id, { is_activated: 1, updated_at: nowIso });
    return (await accountQueries.byId(db, existing.id)) as ProfileRow;
  }
  return accountQueries.insertMember(
    db,
    {
      email: email.toLowerCase(),
      first_name: given ?? email.split('@')[0] ?? '',
      last_name: family ?? '',
      language_id: LanguageId.nl,
      is_activated: 1,
      terms_id: null,
      agreed_terms_at: null,
    },
    nowIso,
  );
}
