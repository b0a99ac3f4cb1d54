import './i18n.ts';
import './styles.css';
import { authApi, brokenPasswordRules, localizedPath } from '@meetspace/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useSession } from '../../lib/session.tsx';
import { useGuestOnlyRedirect } from './guest-only.tsx';

/**
 * The page the activation and reset mails link to (`?token=&pin=`): the mailed code (filled in from
 * the link, which carries it) and a new password; then the member is logged in.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Guest-only: a member is sent to the root, except right after setting the password here.
  const home = useGuestOnlyRedirect();
  const settingPassword = useRef(false);
  const token = params.get('token') ?? '';
  // The mail's link carries its code: filled in, so the member only chooses a password.
  const linkPin = /^\d{6}$/.test(params.get('pin') ?? '') ? (params.get('pin') as string) : '';
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (linkPin) passwordRef.current?.focus();
  }, [linkPin]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const repeat = String(form.get('repeat') ?? '');
    if (password !== repeat) return setProblem(t('setPassword.differ'));
    if (password.length < 8 || brokenPasswordRules(password).length > 0)
      return setProblem(t('setPassword.rules'));
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callApi(authApi.setPassword, {
        body: {
          Token: token,
          Pin: String(form.get('pin') ?? ''),
          Password: password,
          RepeatPassword: repeat,
        },
      });
      settingPassword.current = true;
      await session.loggedIn(answer);
      navigate(localizedPath('my-reservations', locale));
    } catch (e) {
      const code = e instanceof ApiError ? e.body?.StatusCode : undefined;
      setProblem(
        t(
          code === -1 || code === -2
            ? 'setPassword.wrongCode'
            : code === 404
              ? 'setPassword.badLink'
              : code === 429
                ? 'login.tooMany'
                : 'setPassword.failed',
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  if (home && !settingPassword.current) return <Navigate to={home} replace />;

  return (
    <section aria-labelledby="set-password-title" className="auth-page">
      <h1 id="set-password-title">{t('setPassword.title')}</h1>
      {!token && <p role="alert">{t('setPassword.badLink')}</p>}
      <form onSubmit={submit} className="auth-form">
        <label>
          {t('setPassword.pin')}
          <input
            name="pin"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            defaultValue={linkPin}
            aria-describedby={linkPin ? 'pin-from-link' : undefined}
          />
        </label>
        {linkPin && (
          <p id="pin-from-link" className="muted">
            {t('setPassword.pinFromLink')}
          </p>
        )}
        <label>
          {t('setPassword.password')}
          <input
            ref={passwordRef}
            name="password"
            type="password"
            required
            autoComplete="new-password"
            aria-describedby="password-rules"
          />
        </label>
        <label>
          {t('setPassword.repeat')}
          <input name="repeat" type="password" required autoComplete="new-password" />
        </label>
        <p id="password-rules" className="muted">
          {t('setPassword.rules')}
        </p>
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
        <button type="submit" disabled={busy || !token}>
          {t('setPassword.submit')}
        </button>
      </form>
    </section>
  );
}
