import {
  brokenPasswordRules,
  ErrorCode,
  LanguageId,
  type Locale,
  LoginError,
  localeOfLanguageId,
  localizedPath,
  PinResult,
  SetPasswordResult,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { PROFILE_TOKEN_SECONDS, sessionQueries } from '../kernel/access/session.queries.ts';
import { AppError } from '../kernel/errors.ts';
import { enqueueMail } from '../kernel/mail/outbox.queries.ts';
import { createAccountRepository, type ProfileRow, VERIFICATION_MINUTES } from './account.queries.ts';
import { activationMail, pinMail, resetMail } from './account-mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface AccountDeps {
  db: Kysely<DB>;
  now: Date;
  /** The site's public address, for links in mails (e.g. http://localhost:3000). */
  publicUrl: string;
}

export const MIN_PASSWORD_LENGTH = 8;
const recipient = (p: ProfileRow, locale = localeOfLanguageId(p.language_id)) => ({
  profileId: p.id,
  email: p.email,
  name: `${p.first_name} ${p.last_name}`.trim(),
  locale,
  languageId: LanguageId[locale],
});

/** The member as `GET /v1/profile/state` returns them (the whole body). */
export function presentProfile(p: ProfileRow) {
  return {
    Id: p.id,
    FirstName: p.first_name,
    LastName: p.last_name,
    FullName: `${p.first_name} ${p.last_name}`.trim(),
    Email: p.email,
    LanguageId: p.language_id,
    Language: localeOfLanguageId(p.language_id),
    Role: p.role,
    IsActivated: p.is_activated === 1,
    CompanyId: p.company_id,
    Phone: p.phone,
    Bio: p.bio,
    ImageUrl: p.image_url,
    TermsId: p.terms_id,
    HasAgreedToTerms: p.agreed_terms_at !== null,
    CreatedAt: p.created_at,
  };
}

/** A fresh profile token and the member: what every successful login answers. */
export async function loginAnswer(deps: AccountDeps, profile: ProfileRow, channelId: number) {
  const token = await sessionQueries.issue(deps.db, profile.id, channelId, deps.now);
  return { ...presentProfile(profile), ProfileToken: token, ExpiresIn: PROFILE_TOKEN_SECONDS };
}

/** A link to the set-password page in a language, carrying the verification key. */
function setPasswordLink(publicUrl: string, locale: Locale, key: string): string {
  const url = new URL(localizedPath('set-password', locale), publicUrl);
  url.searchParams.set('token', key);
  return url.toString();
}

/**
 * `POST /v2/profile`: a new, not yet activated account; the activation mail (a link to choose a
 * password and the pin that page asks for) goes to the outbox in the member's language.
 */
export async function register(
  deps: AccountDeps,
  body: {
    FirstName: string;
    LastName: string;
    Email: string;
    Language?: Locale;
    LanguageId?: 52 | 65;
    TermsId?: number;
  },
) {
  const accounts = createAccountRepository(deps.db);
  if (await accounts.byEmail(body.Email)) {
    throw new AppError(409, 'email already exists', [{ Field: 'Email', Code: 'exists' }]);
  }
  const locale: Locale =
    body.Language ?? (body.LanguageId === LanguageId.en ? 'en' : body.LanguageId ? 'nl' : 'nl');
  const nowIso = deps.now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const repo = createAccountRepository(trx);
    const profile = await repo.insert({
      email: body.Email,
      first_name: body.FirstName,
      last_name: body.LastName,
      password_hash: null,
      language_id: LanguageId[locale],
      is_activated: 0,
      company_id: null,
      phone: null,
      bio: null,
      image_url: null,
      terms_id: body.TermsId ?? null,
      agreed_terms_at: nowIso,
      created_at: nowIso,
      updated_at: nowIso,
    });
    const { key, pin } = await repo.createVerification(profile.id, 'activate', deps.now);
    const hours = VERIFICATION_MINUTES.activate / 60;
    await enqueueMail(
      trx,
      activationMail(
        recipient(profile, locale),
        setPasswordLink(deps.publicUrl, locale, key as string),
        pin,
        hours,
      ),
      deps.now,
    );
    return profile;
  });
}

/** `POST /v1/login`: one answer (404) for an unknown e-mail and a wrong password, in the same time. */
export async function login(deps: AccountDeps, body: { email: string; password: string; channelId: number }) {
  const profile = await createAccountRepository(deps.db).byEmail(body.email);
  const ok = await verifyPassword(profile?.password_hash, body.password);
  if (profile && profile.is_activated !== 1) {
    throw new AppError(
      LoginError.NotActivated,
      'Account not activated: use "forgot password" to activate it',
      [{ Field: 'email', Code: 'not_activated' }],
    );
  }
  if (!profile || !ok)
    throw new AppError(LoginError.WrongCredentials, 'E-mail address or password incorrect');
  return profile;
}

/** `POST /v1/login/reset`: mails a link into the reset page of the asked language, and its pin. */
export async function requestReset(deps: AccountDeps, body: { Email: string; LocalePrefix: Locale }) {
  const profile = await createAccountRepository(deps.db).byEmail(body.Email);
  if (!profile) throw new AppError(404, 'email not found', [{ Field: 'Email', Code: 'not_found' }]);
  await deps.db.transaction().execute(async (trx) => {
    const { key, pin } = await createAccountRepository(trx).createVerification(profile.id, 'reset', deps.now);
    const link = setPasswordLink(deps.publicUrl, body.LocalePrefix, key as string);
    await enqueueMail(
      trx,
      resetMail(recipient(profile, body.LocalePrefix), link, pin, VERIFICATION_MINUTES.reset / 60),
      deps.now,
    );
  });
}

/** A set-password failure with the spec's code in StatusCode. */
const passwordError = (http: number, code: SetPasswordResult, message: string, field = 'Pin') =>
  new AppError(http, message, [{ Field: field, Code: `${code}` }], code);

/**
 * `PUT /v2/login/password`: the link's key and the mailed pin prove the e-mail address; the new
 * password is set and the account activated. Codes: 400 fields missing, 404 unknown key, -1 expired,
 * -2 wrong pin, 429 too many wrong pins, 501 the two passwords differ.
 */
export async function setPassword(
  deps: AccountDeps,
  body: {
    Token?: string;
    Pin?: string;
    Password?: string;
    RepeatPassword?: string;
    ConfirmPassword?: string;
  },
): Promise<ProfileRow> {
  const missing = (['Token', 'Pin', 'Password'] as const).filter((f) => !body[f]);
  if (missing.length > 0) {
    throw new AppError(
      400,
      'Fields are missing',
      missing.map((f) => ({ Field: f, Code: ErrorCode.Required })),
      SetPasswordResult.FieldsMissing,
    );
  }
  const password = body.Password as string;
  const repeat = body.RepeatPassword ?? body.ConfirmPassword;
  if (repeat !== undefined && repeat !== password) {
    throw passwordError(400, SetPasswordResult.PasswordsDiffer, 'The two passwords differ', 'RepeatPassword');
  }
  const broken = brokenPasswordRules(password);
  if (broken.length > 0 || password.length < MIN_PASSWORD_LENGTH) {
    throw AppError.badRequest('The password is too weak', [
      ...(password.length < MIN_PASSWORD_LENGTH ? [{ Field: 'Password', Code: ErrorCode.TooShort }] : []),
      ...broken.map((rule) => ({ Field: 'Password', Code: rule })),
    ]);
  }
  const accounts = createAccountRepository(deps.db);
  const verification = await accounts.byKey(body.Token as string);
  if (!verification || verification.purpose === 'pin') {
    throw passwordError(404, SetPasswordResult.Incorrect, 'This link is not valid', 'Token');
  }
  if (Date.parse(verification.expires_at) <= deps.now.getTime()) {
    throw passwordError(400, SetPasswordResult.CodeExpired, 'The confirmation code has expired');
  }
  if (!accounts.pinMatches(verification, body.Pin as string)) {
    const attempts = await accounts.failedPin(verification, deps.now);
    if (attempts >= 5)
      throw passwordError(429, SetPasswordResult.TooManyRequests, 'Too many wrong codes; ask for a new mail');
    throw passwordError(400, SetPasswordResult.CodeWrong, 'The confirmation code is wrong');
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const repo = createAccountRepository(trx);
    await repo.useVerification(verification.id, deps.now);
    await repo.update(verification.profile_id, {
      password_hash: passwordHash,
      is_activated: 1,
      updated_at: deps.now.toISOString(),
    });
  });
  const profile = await accounts.byId(verification.profile_id);
  if (!profile) throw passwordError(500, SetPasswordResult.SaveFailed, 'The new password could not be saved');
  return profile;
}

export type PinOutcome = { mailed: true } | { profile: ProfileRow };

/**
 * `POST /v1/login/pin`: without a pin, mails a new one (also when the address is unknown, the
 * answer is the same, so the call tells nobody who has an account); with a pin, logs in.
 * Wrong pin → 400 `wrong`; expired or spent → 400 `expired` (ask for the e-mail again).
 */
export async function pinLogin(
  deps: AccountDeps,
  body: { Email: string; Pin?: string },
): Promise<PinOutcome> {
  const accounts = createAccountRepository(deps.db);
  const profile = await accounts.byEmail(body.Email);
  if (!body.Pin) {
    if (profile && profile.is_activated === 1) {
      await deps.db.transaction().execute(async (trx) => {
        const { pin } = await createAccountRepository(trx).createVerification(profile.id, 'pin', deps.now);
        await enqueueMail(trx, pinMail(recipient(profile), pin, VERIFICATION_MINUTES.pin), deps.now);
      });
    }
    return { mailed: true };
  }
  const verification = profile ? await accounts.latestPin(profile.id) : undefined;
  if (!profile || !verification || Date.parse(verification.expires_at) <= deps.now.getTime()) {
    throw new AppError(400, 'The pin has expired; enter your e-mail address again', [
      { Field: 'Pin', Code: PinResult.Expired },
    ]);
  }
  if (!accounts.pinMatches(verification, body.Pin)) {
    await accounts.failedPin(verification, deps.now);
    throw new AppError(400, 'Wrong pin', [{ Field: 'Pin', Code: PinResult.Wrong }]);
  }
  await accounts.useVerification(verification.id, deps.now);
  return { profile };
}
