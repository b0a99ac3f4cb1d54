import '../i18n.ts';
import '../styles.css';
import { CHANNEL_ID, type FieldErrorCode } from '@meetspace/domain';
import { type ReactNode, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepNav } from '../../../components/step-nav.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { useSession } from '../../../lib/session.tsx';
import { createLocation, useSubscriptions } from '../api/boarding.ts';
import type { BoardingLogin } from '../login-slot.ts';
import { BOARDING_STEPS, boardingReducer, INITIAL_STATE, toSaved } from './boarding-state.ts';
import { DoneStep } from './done-step.tsx';
import { LicenceCard } from './licence-card.tsx';
import { isLocationField } from './location-form.ts';
import { LocationStep } from './location-step.tsx';
import { TermsStep } from './terms-step.tsx';

/** Where the wizard is kept while the host logs in or registers (the mailed link may open another tab). */
const STORAGE_KEY = 'meetspace.boarding';

function readSaved(): unknown {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved ? JSON.parse(saved) : null;
  } catch {
    return null;
  }
}

function writeSaved(value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private windows may refuse storage: the wizard works, it just does not survive a reload.
  }
}

/**
 * The boarding wizard (document 1): 1 licences, 2 confirm the choice, 3 the location, 4 the licence
 * terms, 5 the confirmation. The step rules are the pure reducer's (`boarding-state.ts`); steps 3
 * onward need a login, which `Login` (the auth feature's, given by the app) offers in place at step 2.
 */
export default function BoardingWizard({ Login }: { Login: BoardingLogin }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const loggedIn = session.member !== null;
  const [state, dispatch] = useReducer(boardingReducer, INITIAL_STATE);
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const subscriptions = useSubscriptions(locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const loginIntro = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  usePageMeta(t('meta.title'));

  // Resumed once the session is known (a saved wizard past step 2 needs the login).
  useEffect(() => {
    if (session.restoring || restored) return;
    dispatch({ type: 'resume', saved: readSaved(), loggedIn });
    setRestored(true);
  }, [session.restoring, restored, loggedIn]);

  // Logging in continues to step 3; logging off (or a session the API ended) falls back to step 2.
  useEffect(() => {
    if (!restored) return;
    moved.current = true;
    dispatch({ type: 'session', loggedIn });
  }, [loggedIn, restored]);

  useEffect(() => {
    if (restored) writeSaved(toSaved(state));
  }, [state, restored]);

  // Each new step's heading takes the focus, so keyboard and screen reader users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs because the step changed
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [state.step]);

  // Going on without a login stays at step 2 and shows the login flow: its intro takes the focus.
  useEffect(() => {
    if (state.awaitingLogin && !loggedIn && moved.current) loginIntro.current?.focus();
  }, [state.awaitingLogin, loggedIn]);

  const go = useCallback(
    (step: number) => {
      moved.current = true;
      setProblem(null);
      dispatch({ type: 'goTo', step, loggedIn });
    },
    [loggedIn],
  );

  /** Field sentences for codes (`problems.<code>`, else `problems.field.<code>`), shown at the fields. */
  const sentences = useCallback(
    (codes: Record<string, string>) => {
      const shown: Record<string, string> = {};
      for (const [field, code] of Object.entries(codes))
        shown[field] = i18n.exists(`problems.${code}`) ? t(`problems.${code}`) : t(`problems.field.${code}`);
      setErrors(shown);
      return shown;
    },
    [i18n, t],
  );

  async function submit() {
    const { subscription } = state;
    if (busy || !subscription) return;
    if (!state.agreedToLicense) {
      sentences({ AgreedToLicense: 'license_not_agreed' satisfies FieldErrorCode });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { Latitude, Longitude, ...address } = state.location;
      const created = await createLocation({
        ChannelId: CHANNEL_ID,
        Location: { ...address, Latitude: Latitude ?? 0, Longitude: Longitude ?? 0 },
        PackageId: subscription.Id,
        Meetingtypes: state.meetingTypes,
        AgreedToLicense: state.agreedToLicense,
      });
      moved.current = true;
      setErrors({});
      dispatch({ type: 'created', location: created });
    } catch (e) {
      const described = describeProblem(e, i18n, t('terms.failed'));
      setErrors(described.fields);
      if (Object.keys(described.fields).some(isLocationField)) {
        // The form is where these can be put right.
        go(3);
      } else if (!(e instanceof ApiError && e.status === 401)) {
        setProblem(described.message);
      }
    } finally {
      setBusy(false);
    }
  }

  const stepKey = BOARDING_STEPS[state.step - 1] ?? 'licenses';
  const stepLabels = BOARDING_STEPS.map((key) => ({ key, label: t(`steps.${key}`) }));

  let body: ReactNode;
  if (stepKey === 'licenses') {
    body = subscriptions.isPending ? (
      <p role="status">{t('licence.loading')}</p>
    ) : subscriptions.isError ? (
      <div role="alert" className="error">
        <p>{t('licence.loadFailed')}</p>
        <button type="button" onClick={() => subscriptions.refetch()}>
          {t('licence.retry')}
        </button>
      </div>
    ) : (
      <div className="licence-cards">
        {subscriptions.data.map((s) => (
          <LicenceCard key={s.Id} subscription={s} locale={locale}>
            <button
              type="button"
              onClick={() => {
                moved.current = true;
                setErrors({});
                dispatch({ type: 'choose', subscription: s });
              }}
            >
              {t('licence.choose', { name: s.Name })}
            </button>
          </LicenceCard>
        ))}
      </div>
    );
  } else if (stepKey === 'confirm' && state.subscription) {
    body = (
      <>
        <p>{t('licence.chosen', { name: state.subscription.Name })}</p>
        <LicenceCard subscription={state.subscription} locale={locale} />
        <div className="boarding-actions">
          <button type="button" className="secondary" onClick={() => go(1)}>
            {t('confirm.other')}
          </button>
          {!(state.awaitingLogin && !loggedIn) && (
            <button type="button" onClick={() => go(3)}>
              {t('confirm.next')}
            </button>
          )}
        </div>
        {state.awaitingLogin && !loggedIn && (
          <div ref={loginIntro} tabIndex={-1} className="boarding-login">
            <Login intro={t('confirm.loginIntro')} />
          </div>
        )}
      </>
    );
  } else if (stepKey === 'location') {
    body = (
      <LocationStep
        state={state}
        locale={locale}
        errors={errors}
        onErrors={sentences}
        dispatch={dispatch}
        onNext={() => {
          setErrors({});
          go(4);
        }}
        onBack={() => go(2)}
      />
    );
  } else if (stepKey === 'terms') {
    body = (
      <TermsStep
        state={state}
        locale={locale}
        busy={busy}
        problem={problem}
        agreeError={errors.AgreedToLicense}
        dispatch={(action) => {
          if (action.type === 'agree') setErrors({});
          dispatch(action);
        }}
        onSubmit={submit}
        onBack={() => go(3)}
      />
    );
  } else if (state.created) {
    body = (
      <DoneStep
        created={state.created}
        subscription={state.subscription}
        locale={locale}
        onAgain={() => {
          moved.current = true;
          dispatch({ type: 'restart' });
        }}
      />
    );
  }

  return (
    <section className="boarding" aria-labelledby="boarding-title">
      <h1 id="boarding-title">{t('title')}</h1>
      <p className="boarding-intro">{t('intro')}</p>
      <StepNav
        label={t('progress')}
        backTo={t('backTo')}
        steps={stepLabels}
        current={state.step}
        locked={state.created !== null}
        onGoTo={go}
      />
      <div className="boarding-step">
        <h2 ref={heading} tabIndex={-1}>
          {t(`titles.${stepKey}`)}
        </h2>
        {body}
      </div>
    </section>
  );
}
