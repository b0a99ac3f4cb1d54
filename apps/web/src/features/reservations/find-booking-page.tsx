import { localizedPath } from '@meetspace/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { reservationCalls } from './api/reservations.ts';

/**
 * `/find-booking` | `/reservering-vinden`: the reservation number and the booker's e-mail address;
 * when they match, the manage link is mailed. The page says the same either way (the API answers
 * the same), so it tells nobody which reservations exist.
 */
export function FindBookingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const problem = useProblem(error, 'manage.find.failed');

  usePageTitle(t('manage.find.title'));
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await reservationCalls.findBooking({
        ReservationId: Number(String(form.get('number') ?? '').replace(/\D/g, '')) || 0,
        Email: String(form.get('email') ?? '').trim(),
        LocalePrefix: locale,
      });
      setSent(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="find-title" className="find-booking">
      <h1 id="find-title">{t('manage.find.title')}</h1>
      {sent ? (
        <>
          <h2 ref={sentHeading} tabIndex={-1}>
            {t('manage.find.sentTitle')}
          </h2>
          <p>{t('manage.find.sent')}</p>
          <p>
            <button type="button" className="link" onClick={() => setSent(false)}>
              {t('manage.find.again')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>{t('manage.find.intro')}</p>
          <form onSubmit={submit} noValidate>
            <Field
              label={t('manage.find.number')}
              hint={t('manage.find.numberHint')}
              error={problem.fields.ReservationId}
            >
              {(props) => (
                <input
                  {...props}
                  name="number"
                  inputMode="numeric"
                  required
                  maxLength={12}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field label={t('manage.find.email')} error={problem.fields.Email}>
              {(props) => (
                <input {...props} name="email" type="email" required maxLength={254} autoComplete="email" />
              )}
            </Field>
            <ProblemAlert problem={problem} shown={(f) => f === 'ReservationId' || f === 'Email'} />
            <button type="submit" disabled={busy}>
              {t('manage.find.submit')}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to={localizedPath('login', locale)}>{t('manage.find.login')}</Link>
      </p>
    </section>
  );
}
