import './i18n.ts';
import './styles.css';
import { localizedPath } from '@meetspace/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useSession } from '../../lib/session.tsx';
import { afterLoginPath, withBack } from './auth-flow.ts';
import { useGuestOnlyRedirect } from './guest-only.tsx';
import { RegisterForm } from './register-form.tsx';

/**
 * Log in with e-mail and password; then back to where the member came from (or the my area).
 * `inline`: shown in place of a members-only page (the route table's `auth`), which the member then
 * sees at the same address; the links to pin login and forgot password come back here afterwards.
 * `intro` replaces the inline view's "this page is for members" (the boarding wizard's own words).
 */
export function LoginPage({ inline = false, intro }: { inline?: boolean; intro?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { pathname, search } = useLocation();
  const params = inline ? new URLSearchParams({ back: pathname + search }) : query;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Guest-only: a member is sent to the root, except right after logging in here (then `back` wins).
  const home = useGuestOnlyRedirect();
  const loggingIn = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    loggingIn.current = true;
    try {
      await session.login(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      // Inline, the page itself appears once the session has the member.
      if (!inline) navigate(afterLoginPath(params, locale));
    } catch (e) {
      loggingIn.current = false;
      const status = e instanceof ApiError ? e.status : 0;
      setProblem(
        t(
          status === 404
            ? 'login.wrong'
            : status === 403
              ? 'login.notActivated'
              : status === 429
                ? 'login.tooMany'
                : 'login.failed',
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  if (home && !loggingIn.current && !inline) return <Navigate to={home} replace />;

  return (
    <section aria-labelledby="login-title" className="auth-page auth-two">
      <h1 id="login-title">{t('login.title')}</h1>
      {inline && <p className="auth-intro">{intro ?? t('login.membersOnly')}</p>}
      <div className="auth-card">
        <form onSubmit={submit} className="auth-form" aria-labelledby="login-title">
          <label>
            {t('login.email')}
            <input name="email" type="email" required autoComplete="email" />
          </label>
          <label>
            {t('login.password')}
            <input name="password" type="password" required autoComplete="current-password" />
          </label>
          {problem && (
            <p role="alert" className="error">
              {problem}
            </p>
          )}
          <button type="submit" disabled={busy}>
            {t('login.submit')}
          </button>
        </form>
        <p className="auth-links">
          <Link to={localizedPath('forgot-password', locale)}>{t('login.forgotLink')}</Link>
          {' · '}
          <Link to={withBack(localizedPath('pin', locale), params)}>{t('authFlow.pinLink')}</Link>
        </p>
        <p className="auth-links">
          {t('authFlow.guestBooking')}{' '}
          <Link to={localizedPath('find-booking', locale)}>{t('authFlow.findBooking')}</Link>
        </p>
      </div>
      <div className="auth-card">
        <RegisterForm />
      </div>
    </section>
  );
}
