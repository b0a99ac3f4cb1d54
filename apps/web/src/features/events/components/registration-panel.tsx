import {
  CULTURES,
  EVENT_PAYMENT_HOLD_HOURS,
  type EventView,
  type Locale,
  localizedPath,
  MIN_TAGS,
  type Registration,
  referenceApi,
} from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { TermBody } from '../../../components/term-body.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { useEventState, useRegister } from '../api/events.ts';
import { enoughTags, parseTags } from '../event-format.ts';
import { payPathOf, rememberTicket, ticketPathOf } from '../ticket-links.ts';

type Step = { kind: 'none' } | { kind: 'form' } | { kind: 'done'; registration: Registration };

/**
 * Registration on the event page, the spec's flow none → form → confirmation: a member's details
 * come from the profile, a visitor gives name and e-mail; both give at least 3 keywords and agree
 * to the event terms. A paid event goes on to the pay page; a ticket sold elsewhere is a link.
 */
export function RegistrationPanel({ event, locale }: { event: EventView; locale: Locale }) {
  const { t } = useTranslation();
  const headingId = useId();
  const state = useEventState(event.Id);
  const [step, setStep] = useState<Step>({ kind: 'none' });
  const own = state.data?.Registration ?? null;
  const canRegister =
    state.data?.CanRegister ?? (event.IsActive && event.Status === 'published' && !event.IsTicketLink);
  const full = state.data?.IsFull ?? (event.PlacesLeft !== null && event.PlacesLeft <= 0);

  let body: React.ReactNode;
  if (event.IsTicketLink && event.Url) {
    body = (
      <p>
        <a className="button primary" href={event.Url} target="_blank" rel="noopener noreferrer">
          {t('register.tickets')}
          <span className="visually-hidden"> {t('newWindow')}</span>
        </a>
      </p>
    );
  } else if (step.kind === 'done') {
    body = <Confirmation event={event} registration={step.registration} locale={locale} />;
  } else if (own && own.Status !== 'cancelled') {
    body = (
      <>
        <p role="status">
          {t(`register.own.${own.Status}`, {
            position: own.WaitingListPosition ?? '',
            hours: EVENT_PAYMENT_HOLD_HOURS,
          })}
        </p>
        <p>
          <Link to={ticketPathOf(event, own.Key, locale)}>{t('register.viewTicket')}</Link>
        </p>
        {own.Status === 'confirmed' && (
          <p>
            <Link to={`${localizedPath('network-people', locale)}?event=${event.Id}`}>
              {t('register.peopleToMeet')}
            </Link>
          </p>
        )}
        {own.Status === 'pending' && own.PaymentKey && (
          <p>
            <Link className="button primary" to={payPathOf(event, own.PaymentKey, locale)}>
              {t('register.payNow')}
            </Link>
          </p>
        )}
      </>
    );
  } else if (!canRegister) {
    body = <p className="notice">{t('register.closed')}</p>;
  } else if (step.kind === 'form') {
    body = (
      <RegistrationForm
        event={event}
        locale={locale}
        full={full}
        onCancel={() => setStep({ kind: 'none' })}
        onDone={(registration) => setStep({ kind: 'done', registration })}
      />
    );
  } else {
    body = (
      <>
        {full && <p className="notice">{t('register.fullNotice')}</p>}
        <p>
          <button type="button" className="primary" onClick={() => setStep({ kind: 'form' })}>
            {full ? t('register.joinWaitingList') : t('register.start')}
          </button>
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="event-panel event-register" data-testid="event-register">
      <h2 id={headingId}>{t('register.title')}</h2>
      {body}
    </section>
  );
}

/** What the registration came to: confirmed, pending payment (goes to pay), or waiting. */
function Confirmation({
  event,
  registration,
  locale,
}: {
  event: EventView;
  registration: Registration;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLParagraphElement>(null);
  // The form is gone: the outcome takes the focus, so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <p role="status" className="notice success" ref={heading} tabIndex={-1}>
        {t(`register.done.${registration.Status}`, {
          position: registration.WaitingListPosition ?? '',
          email: registration.Email,
          hours: EVENT_PAYMENT_HOLD_HOURS,
        })}
      </p>
      {registration.Status === 'pending' && registration.PaymentKey && (
        <p>
          <Link className="button primary" to={payPathOf(event, registration.PaymentKey, locale)}>
            {t('register.payNow')}
          </Link>
        </p>
      )}
      <p>
        <Link to={ticketPathOf(event, registration.Key, locale)}>{t('register.viewTicket')}</Link>
      </p>
    </div>
  );
}

function RegistrationForm({
  event,
  locale,
  full,
  onCancel,
  onDone,
}: {
  event: EventView;
  locale: Locale;
  full: boolean;
  onCancel: () => void;
  onDone: (registration: Registration) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { member } = useSession();
  const register = useRegister(event.Id);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [termsOpen, setTermsOpen] = useState(false);
  const problem = useProblem(register.error, 'register.failed');
  const fieldError = (name: string) => local[name] ?? problem.fields[name];
  const shown = (field: string) =>
    ['FirstName', 'LastName', 'Email', 'Tags', 'HasAgreedToTerms', 'Organization', 'City'].includes(field);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const tags = parseTags(text('Tags'));
    const errors: Record<string, string> = {};
    if (!member) {
      if (!text('FirstName')) errors.FirstName = t('register.errors.required');
      if (!text('LastName')) errors.LastName = t('register.errors.required');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text('Email'))) errors.Email = t('register.errors.email');
    }
    if (!enoughTags(tags)) errors.Tags = t('register.errors.tags', { count: MIN_TAGS });
    if (form.get('HasAgreedToTerms') !== 'on') errors.HasAgreedToTerms = t('register.errors.terms');
    setLocal(errors);
    if (Object.keys(errors).length > 0) {
      const first = e.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(errors)[0]}"]`);
      first?.focus();
      return;
    }
    register.mutate(
      {
        EventId: event.Id,
        ...(member ? {} : { FirstName: text('FirstName'), LastName: text('LastName'), Email: text('Email') }),
        Organization: text('Organization'),
        Address: text('Address'),
        Postalcode: text('Postalcode'),
        City: text('City'),
        Country: text('Country'),
        Tags: tags,
        SpecialInterest: text('SpecialInterest'),
        HasAgreedToTerms: true,
        Language: locale,
      },
      {
        onSuccess: (registration) => {
          rememberTicket(registration);
          if (registration.Status === 'pending' && registration.PaymentKey)
            navigate(payPathOf(event, registration.PaymentKey, locale, registration.Key));
          else onDone(registration);
        },
      },
    );
  }

  return (
    <form className="event-register-form" onSubmit={submit} noValidate aria-busy={register.isPending}>
      {full && <p className="notice">{t('register.fullNotice')}</p>}
      {member ? (
        <p>{t('register.asMember', { name: member.FullName, email: member.Email })}</p>
      ) : (
        <fieldset>
          <legend>{t('register.you')}</legend>
          <Field label={t('register.firstName')} error={fieldError('FirstName')}>
            {(p) => <input {...p} name="FirstName" autoComplete="given-name" required maxLength={100} />}
          </Field>
          <Field label={t('register.lastName')} error={fieldError('LastName')}>
            {(p) => <input {...p} name="LastName" autoComplete="family-name" required maxLength={100} />}
          </Field>
          <Field label={t('register.email')} error={fieldError('Email')}>
            {(p) => <input {...p} name="Email" type="email" autoComplete="email" required maxLength={254} />}
          </Field>
        </fieldset>
      )}
      <fieldset>
        <legend>{t('register.more')}</legend>
        <Field label={t('register.organization')} error={fieldError('Organization')}>
          {(p) => <input {...p} name="Organization" autoComplete="organization" maxLength={150} />}
        </Field>
        <Field label={t('register.address')}>
          {(p) => <input {...p} name="Address" autoComplete="street-address" maxLength={200} />}
        </Field>
        <Field label={t('register.postalcode')}>
          {(p) => <input {...p} name="Postalcode" autoComplete="postal-code" maxLength={20} />}
        </Field>
        <Field label={t('register.city')} error={fieldError('City')}>
          {(p) => <input {...p} name="City" autoComplete="address-level2" maxLength={100} />}
        </Field>
        <Field label={t('register.country')}>
          {(p) => <input {...p} name="Country" autoComplete="country-name" maxLength={100} />}
        </Field>
      </fieldset>
      <Field
        label={t('register.tags')}
        hint={t('register.tagsHint', { count: MIN_TAGS })}
        error={fieldError('Tags')}
      >
        {(p) => <input {...p} name="Tags" required />}
      </Field>
      <Field label={t('register.interest')}>
        {(p) => <textarea {...p} name="SpecialInterest" rows={3} maxLength={1000} />}
      </Field>
      <div className="field checkbox">
        <input
          id={`terms-${event.Id}`}
          type="checkbox"
          name="HasAgreedToTerms"
          aria-invalid={fieldError('HasAgreedToTerms') ? true : undefined}
          aria-describedby={fieldError('HasAgreedToTerms') ? `terms-${event.Id}-error` : undefined}
        />
        <label htmlFor={`terms-${event.Id}`}>{t('register.terms')}</label>{' '}
        <button type="button" className="link" onClick={() => setTermsOpen(true)}>
          {t('register.readTerms')}
        </button>
        {fieldError('HasAgreedToTerms') && (
          <small id={`terms-${event.Id}-error`} className="error">
            {fieldError('HasAgreedToTerms')}
          </small>
        )}
      </div>
      <ProblemAlert problem={problem} shown={shown} />
      <p className="actions">
        <button type="submit" className="primary" aria-disabled={register.isPending || undefined}>
          {full ? t('register.submitWaiting') : t('register.submit')}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t('register.cancel')}
        </button>
      </p>
      <p role="status" className="muted">
        {register.isPending ? t('register.sending') : ''}
      </p>
      <Dialog open={termsOpen} onClose={() => setTermsOpen(false)} title={t('register.termsTitle')}>
        <EventTerms locale={locale} />
      </Dialog>
    </form>
  );
}

/** The event terms in the page's language (`GET /v1/term/event/latest`), read when the dialog opens. */
function EventTerms({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const terms = useQuery({
    queryKey: ['term', 'event', locale],
    queryFn: ({ signal }) =>
      callApi(referenceApi.eventTerms, { query: { language: CULTURES[locale] } }, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  if (terms.isPending) return <Loading active />;
  if (!terms.data)
    return (
      <p>
        {t('register.termsMissing')}{' '}
        <Link to={localizedPath('terms', locale)}>{t('register.generalTerms')}</Link>
      </p>
    );
  return (
    <div className="event-terms">
      <h3>{terms.data.Title}</h3>
      <TermBody body={terms.data.Body} headingLevel={3} />
    </div>
  );
}
