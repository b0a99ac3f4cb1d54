import './i18n.ts';
import { authApi, localizedPath } from '@meetspace/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { AuthField } from './auth-field.tsx';
import { isEmailAddress, type ResetOutcome, resetOutcome } from './auth-flow.ts';
import { useGuestOnlyRedirect } from './guest-only.tsx';

/**
 * Forgot password: mails a link to the set-password page (`POST /v1/login/reset`). Whether an
 * account exists or not, the page says the same neutral sentence.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const home = useGuestOnlyRedirect();
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef<'sent' | 'email' | null>(null);

  // Focus follows the step: the confirmation's heading, or the field again after "another address".
  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'sent') sentHeading.current?.focus();
    if (target === 'email') emailInput.current?.focus();
  });

  if (home) return <Navigate to={home} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setEmail(address);
    setProblem(null);
    if (!isEmailAddress(address)) {
      setFieldError(t('authFlow.invalidEmail'));
      emailInput.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    let outcome: ResetOutcome;
    try {
      await callApi(authApi.requestReset, { body: { ChannelId: 1, Email: address, LocalePrefix: locale } });
      outcome = 'sent';
    } catch (e) {
      outcome = resetOutcome(e);
    } finally {
      setBusy(false);
    }
    if (outcome === 'sent') {
      focusAfterRender.current = 'sent';
      setSentTo(address);
    } else if (outcome === 'invalidEmail') {
      setFieldError(t('authFlow.invalidEmail'));
      emailInput.current?.focus();
    } else {
      setProblem(t(outcome === 'tooMany' ? 'authFlow.tooMany' : 'authFlow.forgot.failed'));
    }
  }

  function anotherAddress() {
    focusAfterRender.current = 'email';
    setSentTo(null);
  }

  return (
    <section aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('authFlow.forgot.title')}</h1>
      {sentTo ? (
        <>
          <h2 ref={sentHeading} tabIndex={-1}>
            {t('authFlow.forgot.sentTitle')}
          </h2>
          <p>{t('authFlow.forgot.sent', { email: sentTo })}</p>
          <p>
            <button type="button" className="link" onClick={anotherAddress}>
              {t('authFlow.forgot.again')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>{t('authFlow.forgot.intro')}</p>
          <form onSubmit={submit} noValidate>
            <AuthField
              id="forgot-email"
              label={t('authFlow.email')}
              error={fieldError}
              inputRef={emailInput}
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              defaultValue={email}
            />
            {problem && (
              <p role="alert" className="error">
                {problem}
              </p>
            )}
            <button type="submit" disabled={busy}>
              {t('authFlow.forgot.submit')}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to={localizedPath('login', locale)}>{t('authFlow.backToLogin')}</Link>
      </p>
    </section>
  );
}
