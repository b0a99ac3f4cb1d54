import { ErrorCode } from '@meetspace/domain';
import * as oidc from 'openid-client';
import { AppError } from '../kernel/errors.ts';

/** One OpenID Connect provider (Google, Microsoft, ...), configured by environment. */
export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const notConfigured = (provider: string) =>
  AppError.badRequest(`Social login with "${provider}" is not configured on this server`, [
    { Field: 'Provider', Code: ErrorCode.NotConfigured },
  ]);

/** What a provider says about the visitor who came back from it. */
export interface ProviderClaims {
  email: string | undefined;
  verified: boolean;
  given: string | undefined;
  family: string | undefined;
}

/** The checks kept between sending a visitor to a provider and their return. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * The OpenID Connect client of social login (the openid-client library): authorization code flow
 * with PKCE, state and nonce. It only talks to the providers; what is kept and who logs in is the
 * commands' part (start-social-login.ts, log-in-socially.ts).
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

    /** A configured provider (400 `not_configured` otherwise), discovered once. */
    async provider(name: string) {
      const config = await configOf(name);
      return {
        /** Where to send the visitor, with fresh checks to keep until they return. */
        async authorization(callbackUrl: string): Promise<{ url: string; checks: AuthorizationChecks }> {
          const checks = {
            state: oidc.randomState(),
            nonce: oidc.randomNonce(),
            verifier: oidc.randomPKCECodeVerifier(),
          };
          const url = oidc
            .buildAuthorizationUrl(config, {
              redirect_uri: callbackUrl,
              scope: 'openid email profile',
              code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
              code_challenge_method: 'S256',
              state: checks.state,
              nonce: checks.nonce,
            })
            .toString();
          return { url, checks };
        },

        /**
         * Exchanges the code of the URL the provider sent the visitor back to (checked against the
         * kept state, nonce and verifier) for the visitor's claims; 400 `provider_refused` otherwise.
         */
        async claims(
          callback: URL,
          checks: AuthorizationChecks,
          callbackUrl: string,
        ): Promise<ProviderClaims> {
          try {
            const tokens = await oidc.authorizationCodeGrant(
              config,
              callback,
              {
                pkceCodeVerifier: checks.verifier,
                expectedState: checks.state,
                expectedNonce: checks.nonce,
              },
              { redirect_uri: callbackUrl },
            );
            const claims = tokens.claims();
            const info = await oidc.fetchUserInfo(
              config,
              tokens.access_token,
              claims?.sub ?? oidc.skipSubjectCheck,
            );
            return {
              email: (info.email ?? claims?.email) as string | undefined,
              verified: (info.email_verified ?? claims?.email_verified) === true,
              given: (info.given_name ?? claims?.given_name) as string | undefined,
              family: (info.family_name ?? claims?.family_name) as string | undefined,
            };
          } catch (error) {
            throw AppError.badRequest(`The provider did not confirm the login: ${(error as Error).message}`, [
              { Field: 'Token', Code: ErrorCode.ProviderRefused },
            ]);
          }
        },
      };
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
