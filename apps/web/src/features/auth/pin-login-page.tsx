import './i18n.ts';
import { authApi, localizedPath } from '@meetspace/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useSession } from '../../lib/session.tsx';
import { AuthField } from './auth-field.tsx';
import { afterLoginPath, isEmailAddress, isLogin, pinProblem, withBack } from './auth-flow.ts';
import { useGuestOnlyRedirect } from './guest-only.tsx';

/** A pin as mailed: six digits (spaces a mail client may add are dropped). */
const PIN = /^\d{6}$/;

/**
 * Log in with a code by e-mail (`POST /v1/login/pin`): step 1 mails a pin to the address, step 2
 * logs in with it and goes where the password login goes. A wrong pin may be tried again; an
 * expired one asks for the e-mail address again.
 */
export function PinLoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const home = useGuestOnlyRedirect();
  const [step, setStep] = useState<'email' | 'pin'>('email');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const focusAfterRender = useRef<'email' | 'pin' | null>(null);
  // Logging in here makes the visitor a member: this page then leaves by itself, not to the root.
  const loggingIn = useRef(false);

  // Focus follows the step: the pin field once a pin is mailed, the e-mail field when asked again.
  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'email') emailInput.current?.focus();
    if (target === 'pin') pinInput.current?.focus();
  });

  if (home && !loggingIn.current) return <Navigate to={home} replace />;

  /** Step 1 (and "send a new code"): mails a pin; the answer is the same for unknown addresses. */
  async function mailPin(address: string, again: boolean) {
    setBusy(true);
    setProblem(null);
    setNotice('');
    try {
      await callApi(authApi.pinLogin, { body: { Email: address, ChannelId: 1 } });
      setEmailError(null);
      setPinError(null);
      if (pinInput.current) pinInput.current.value = '';
      setStep('pin');
      if (again) setNotice(t('authFlow.pin.resent'));
      focusAfterRender.current = 'pin';
    } catch (e) {
      const reason = pinProblem(e);
      if (reason === 'invalidEmail') {
        setStep('email');
        setEmailError(t('authFlow.invalidEmail'));
        focusAfterRender.current = 'email';
      } else {
        setProblem(t(reason === 'tooMany' ? 'authFlow.tooMany' : 'authFlow.pin.sendFailed'));
      }
    } finally {
      setBusy(false);
    }
  }

  async function submitEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setEmail(address);
    if (!isEmailAddress(address)) {
      setProblem(null);
      setEmailError(t('authFlow.invalidEmail'));
      emailInput.current?.focus();
      return;
    }
    await mailPin(address, false);
  }

  async function submitPin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const pin = String(new FormData(event.currentTarget).get('pin') ?? '').replace(/\s/g, '');
    setProblem(null);
    setNotice('');
    if (!PIN.test(pin)) {
      setPinError(t('authFlow.pin.codeFormat'));
      pinInput.current?.focus();
      return;
    }
    setPinError(null);
    setBusy(true);
    try {
      const answer = await callApi(authApi.pinLogin, { body: { Email: email, Pin: pin, ChannelId: 1 } });
      // With a pin the call answers the login (without one, that a pin was mailed).
      if (!isLogin(answer)) throw new Error('The pin call did not log in');
      loggingIn.current = true;
      await session.loggedIn(answer);
      navigate(afterLoginPath(params, locale));
    } catch (e) {
      loggingIn.current = false;
      const reason = pinProblem(e);
      if (reason === 'wrong') {
        setPinError(t('authFlow.pin.wrong'));
        pinInput.current?.select();
        pinInput.current?.focus();
      } else if (reason === 'expired' || reason === 'invalidEmail') {
        setStep('email');
        setProblem(t('authFlow.pin.expired'));
        focusAfterRender.current = 'email';
      } else {
        setProblem(t(reason === 'tooMany' ? 'authFlow.tooMany' : 'authFlow.pin.failed'));
      }
    } finally {
      setBusy(false);
    }
  }

  function otherAddress() {
    setProblem(null);
    setPinError(null);
    setNotice('');
    setStep('email');
    focusAfterRender.current = 'email';
  }

  const problemAlert = problem && (
    <p role="alert" className="error">
      {problem}
    </p>
  );

  return (
    <section aria-labelledby="pin-title">
      <h1 id="pin-title">{t('authFlow.pin.title')}</h1>
      {step === 'email' ? (
        <>
          <p>{t('authFlow.pin.intro')}</p>
          <form onSubmit={submitEmail} noValidate>
            <AuthField
              id="pin-email"
              label={t('authFlow.email')}
              error={emailError}
              inputRef={emailInput}
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              defaultValue={email}
            />
            {problemAlert}
            <button type="submit" disabled={busy}>
              {t('authFlow.pin.send')}
            </button>
          </form>
        </>
      ) : (
        <form onSubmit={submitPin} noValidate aria-labelledby="pin-code-title">
          <h2 id="pin-code-title">{t('authFlow.pin.codeTitle')}</h2>
          <p id="pin-mailed">{t('authFlow.pin.mailed', { email })}</p>
          <AuthField
            id="pin-code"
            label={t('authFlow.pin.code')}
            hint={t('authFlow.pin.codeHint')}
            describedBy="pin-mailed"
            error={pinError}
            inputRef={pinInput}
            name="pin"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
          />
          {problemAlert}
          <p role="status" className="muted">
            {notice}
          </p>
          <button type="submit" disabled={busy}>
            {t('authFlow.pin.submit')}
          </button>
          <p>
            <button type="button" className="link" disabled={busy} onClick={() => void mailPin(email, true)}>
              {t('authFlow.pin.resend')}
            </button>{' '}
            ·{' '}
            <button type="button" className="link" onClick={otherAddress}>
              {t('authFlow.pin.otherEmail')}
            </button>
          </p>
        </form>
      )}
      <p>
        <Link to={withBack(localizedPath('login', locale), params)}>{t('authFlow.backToLogin')}</Link>
      </p>
    </section>
  );
}
