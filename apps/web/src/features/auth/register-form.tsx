import './i18n.ts';
import './styles.css';
import { authApi } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';

/** Registration: the account starts inactive; the mail's link (and code) sets the password. */
export function RegisterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    try {
      const email = String(form.get('email') ?? '');
      await callApi(authApi.register, {
        body: {
          FirstName: String(form.get('firstName') ?? ''),
          LastName: String(form.get('lastName') ?? ''),
          Email: email,
          Language: locale,
          HasAgreedToTerms: form.get('terms') === 'on',
        },
      });
      setSentTo(email);
    } catch (e) {
      setProblem(e instanceof ApiError && e.status === 409 ? t('register.exists') : t('register.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) return <p role="status">{t('register.sent', { email: sentTo })}</p>;
  return (
    <form onSubmit={submit} className="auth-form" aria-labelledby="register-title">
      <h2 id="register-title">{t('register.title')}</h2>
      <label>
        {t('register.firstName')}
        <input name="firstName" required autoComplete="given-name" maxLength={100} />
      </label>
      <label>
        {t('register.lastName')}
        <input name="lastName" required autoComplete="family-name" maxLength={100} />
      </label>
      <label>
        {t('register.email')}
        <input name="email" type="email" required autoComplete="email" />
      </label>
      <label className="check">
        <input name="terms" type="checkbox" required />
        {t('register.terms')}
      </label>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {t('register.submit')}
      </button>
    </form>
  );
}
