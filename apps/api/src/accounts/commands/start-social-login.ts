import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { oauthRequestQueries } from '../oauth.queries.ts';
import type { SocialLogin } from '../social-login.ts';

/** How long a visitor may take at the provider. */
const REQUEST_MINUTES = 15;

/**
 * `POST /v1/oauth/request/social/url`: where to send the visitor to log in at the provider; the
 * checks (state, nonce, PKCE verifier) are kept for the return (400 for a provider not configured).
 */
export async function startSocialLogin(
  deps: { db: Kysely<DB>; now: Date; socialLogin: SocialLogin },
  req: { provider: string; callbackUrl: string; redirectUrl?: string; machineToken?: string },
): Promise<{ Provider: string; Url: string }> {
  const provider = await deps.socialLogin.provider(req.provider);
  const { url, checks } = await provider.authorization(req.callbackUrl);
  await oauthRequestQueries.insert(
    deps.db,
    {
      provider: req.provider.toLowerCase(),
      code_verifier: checks.verifier,
      nonce: checks.nonce,
      callback_url: req.callbackUrl,
      redirect_url: req.redirectUrl ?? null,
      machine_token: req.machineToken ?? null,
      created_at: deps.now.toISOString(),
      expires_at: new Date(deps.now.getTime() + REQUEST_MINUTES * 60_000).toISOString(),
      used_at: null,
    },
    checks.state,
  );
  return { Provider: req.provider.toLowerCase(), Url: url };
}
