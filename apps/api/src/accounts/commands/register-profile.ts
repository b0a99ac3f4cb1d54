import { ErrorCode, LanguageId, type Locale } from '@meetspace/domain';
import { AppError } from '../../kernel/errors.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { accountQueries, type ProfileRow } from '../account.queries.ts';
import { recipientOf, setPasswordLink } from '../mails/account-mail.ts';
import { activationMail } from '../mails/activation.ts';
import { VERIFICATION_MINUTES, verificationQueries } from '../verification.queries.ts';
import type { AccountDeps } from './account-deps.ts';

/**
 * `POST /v2/profile`: a new, not yet activated account; the activation mail (a link to choose a
 * password and the pin that page asks for) goes to the outbox in the member's language, in the same
 * transaction (it carries secrets, so it is written here, not by a subscriber).
 */
export async function registerProfile(
  deps: AccountDeps,
  body: {
    FirstName: string;
    LastName: string;
    Email: string;
    Language?: Locale;
    LanguageId?: 52 | 65;
    TermsId?: number;
  },
): Promise<ProfileRow> {
  if (await accountQueries.byEmail(deps.db, body.Email)) {
    throw new AppError(409, 'email already exists', [{ Field: 'Email', Code: ErrorCode.Exists }]);
  }
  const locale: Locale =
    body.Language ?? (body.LanguageId === LanguageId.en ? 'en' : body.LanguageId ? 'nl' : 'nl');
  const nowIso = deps.now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const profile = await accountQueries.insertMember(
      trx,
      {
        email: body.Email,
        first_name: body.FirstName,
        last_name: body.LastName,
        language_id: LanguageId[locale],
        is_activated: 0,
        terms_id: body.TermsId ?? null,
        agreed_terms_at: nowIso,
      },
      nowIso,
    );
    const { key, pin } = await verificationQueries.create(trx, profile.id, 'activate', deps.now);
    const link = setPasswordLink(deps.publicUrl, locale, key as string);
    const hours = VERIFICATION_MINUTES.activate / 60;
    await enqueueMail(trx, activationMail(recipientOf(profile, locale), { link, pin, hours }), deps.now);
    return profile;
  });
}
