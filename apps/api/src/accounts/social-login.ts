import { LanguageId } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { tokenHash } from '../kernel/tokens.ts';
import { createAccountRepository, type ProfileRow } from './account.queries.ts';

/** One OpenID Connect provider (Google, Microsoft, ...), configured by environment. */
export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const REQUEST_MINUTES = 15;

const notConfigured = (provider: string) =>
  AppError.badRequest(`Social login with "${provider}" is not configured on this server`, [
    { Field: 'Provider', Code: 'not_configured' },
  ]);

/**
 * Social login through standard OpenID Connect (the openid-client library): authorization code
 * flow with PKCE, state and nonce. The member is found by the provider's verified e-mail address,
 * or created (activated: the provider vouches for the address).
 */
export function createSocialLogin(providers: Record<string, OidcProviderConfig>) {
  const configs = new Map<string, Promise<oidc.Configuration>>();
  const configOf = (provider: string): Promise<oidc.Configuration> => {
    const settings = providers[provider.toLowerCase()];
    if (!settings) throw notConfigured(provider);
    let config = configs.get(provider.toLowerCase());
    if (!config) {
      const issuer = new URL(settings.issuer);
      // Plain http only for a provider on this machine (development and tests).
      const local =
        issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      config = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: local ? [oidc.allowInsecureRequests] : [],
      });
      config.catch(() => configs.delete(provider.toLowerCase()));
      configs.set(provider.toLowerCase(), config);
    }
    return config;
  };

  return {
    providers: Object.keys(providers),

    /** `POST /v1/oauth/request/social/url`: where to send the visitor to log in at the provider. */
    async authorizationUrl(
      db: Kysely<DB>,
      req: { provider: string; callbackUrl: string; redirectUrl?: string; machineToken?: string },
      now: Date,
    ): Promise<string> {
      const config = await configOf(req.provider);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      await db
        .insertInto('oauth_requests')
        .values({
          state_hash: tokenHash(state),
          provider: req.provider.toLowerCase(),
          code_verifier: verifier,
          nonce,
          callback_url: req.callbackUrl,
          redirect_url: req.redirectUrl ?? null,
          machine_token: req.machineToken ?? null,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + REQUEST_MINUTES * 60_000).toISOString(),
          used_at: null,
        })
        .execute();
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: req.callbackUrl,
          scope: 'openid email profile',
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString();
    },

    /**
     * `POST /v1/oauth/login`: `callback` is the URL the provider sent the visitor back to (with
     * `code` and `state`). Returns the member to log in.
     */
    async login(db: Kysely<DB>, req: { provider: string; callback: URL }, now: Date): Promise<ProfileRow> {
      const config = await configOf(req.provider);
      const state = req.callback.searchParams.get('state') ?? '';
      const pending = await db
        .selectFrom('oauth_requests')
        .selectAll()
        .where('state_hash', '=', tokenHash(state))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (
        !pending ||
        pending.provider !== req.provider.toLowerCase() ||
        Date.parse(pending.expires_at) <= now.getTime()
      ) {
        throw AppError.badRequest('This social login has expired or is unknown; please start again', [
          { Field: 'Token', Code: 'unknown_state' },
        ]);
      }
      await db
        .updateTable('oauth_requests')
        .set({ used_at: now.toISOString() })
        .where('id', '=', pending.id)
        .execute();
      let email: string | undefined;
      let verified = false;
      let given: string | undefined;
      let family: string | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(
          config,
          req.callback,
          { pkceCodeVerifier: pending.code_verifier, expectedState: state, expectedNonce: pending.nonce },
          { redirect_uri: pending.callback_url },
        );
        const claims = tokens.claims();
        const info = await oidc.fetchUserInfo(
          config,
          tokens.access_token,
          claims?.sub ?? oidc.skipSubjectCheck,
        );
        email = (info.email ?? claims?.email) as string | undefined;
        verified = (info.email_verified ?? claims?.email_verified) === true;
        given = (info.given_name ?? claims?.given_name) as string | undefined;
        family = (info.family_name ?? claims?.family_name) as string | undefined;
      } catch (error) {
        throw AppError.badRequest(`The provider did not confirm the login: ${(error as Error).message}`, [
          { Field: 'Token', Code: 'provider_refused' },
        ]);
      }
      if (!email || !verified) {
        throw AppError.badRequest('The provider gave no verified e-mail address', [
          { Field: 'Token', Code: 'no_email' },
        ]);
      }
      const accounts = createAccountRepository(db);
      const existing = await accounts.byEmail(email);
      if (existing) {
        if (existing.is_activated !== 1)
          await accounts.update(existing.id, { is_activated: 1, updated_at: now.toISOString() });
        return (await accounts.byId(existing.id)) as ProfileRow;
      }
      const nowIso = now.toISOString();
      return accounts.insert({
        email: email.toLowerCase(),
        first_name: given ?? email.split('@')[0] ?? '',
        last_name: family ?? '',
        password_hash: null,
        language_id: LanguageId.nl,
        is_activated: 1,
        company_id: null,
        phone: null,
        bio: null,
        image_url: null,
        terms_id: null,
        agreed_terms_at: null,
        created_at: nowIso,
        updated_at: nowIso,
      });
    },
  };
}
export type SocialLogin = ReturnType<typeof createSocialLogin>;

/** Providers from the environment: OIDC_PROVIDERS=google,microsoft and OIDC_<NAME>_ISSUER/_CLIENT_ID/_CLIENT_SECRET. */
export function oidcProvidersFromEnv(env: NodeJS.ProcessEnv): Record<string, OidcProviderConfig> {
  const result: Record<string, OidcProviderConfig> = {};
  for (const name of (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)) {
    const key = name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
    const issuer = env[`OIDC_${key}_ISSUER`];
    const clientId = env[`OIDC_${key}_CLIENT_ID`];
    const clientSecret = env[`OIDC_${key}_CLIENT_SECRET`];
    if (!issuer || !clientId || !clientSecret) {
      throw new Error(
        `Invalid environment:\nOIDC_${key}_ISSUER, _CLIENT_ID and _CLIENT_SECRET are needed for provider "${name}"`,
      );
    }
    result[name.toLowerCase()] = { issuer, clientId, clientSecret };
  }
  return result;
}
