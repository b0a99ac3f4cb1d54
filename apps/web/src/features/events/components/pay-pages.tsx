import { type Locale, localizedPath, type Payment } from '@meetspace/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CheckoutButton } from '../../../components/checkout-button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { usePayment, usePaymentResultView } from '../../../lib/payment-query.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { isNotFound } from '../api/events.ts';
import { formatPrice, parseId } from '../event-format.ts';
import { rememberedTicket, rememberTicket, ticketPathOf } from '../ticket-links.ts';

/** The event and ticket of a pay page's address (`?ticket=`, else what this tab remembers). */
function usePayContext() {
  const params = useParams();
  const [search] = useSearchParams();
  const paymentKey = params.paymentKey ?? '';
  const event = { Id: parseId(params.id) ?? 0, Slug: params.slug ?? '' };
  const [ticketKey, setTicketKey] = useState<string | undefined>(search.get('ticket') ?? undefined);
  useEffect(() => {
    const fromQuery = search.get('ticket');
    if (fromQuery) rememberTicket({ PaymentKey: paymentKey, Key: fromQuery });
    else setTicketKey(rememberedTicket(paymentKey));
  }, [search, paymentKey]);
  return { paymentKey, event, ticketKey };
}

/** The event of the address, else the one the payment is for (its `EventId`). */
function withPaymentEvent(event: { Id: number; Slug: string }, payment: Payment | undefined) {
  return event.Id > 0 || !payment?.EventId ? event : { Id: payment.EventId, Slug: event.Slug };
}

/** A payment that could not be read: unknown (400, 404), or the problem in words. */
function LoadError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  return (
    <p role="alert" className="error">
      {isNotFound(error) ? t('pay.notFound') : describeProblem(error, i18n, t('pay.failed')).message}
    </p>
  );
}

/** Links onward: the ticket (when known) and the event. */
function Onward({
  event,
  ticketKey,
  locale,
}: {
  event: { Id: number; Slug: string };
  ticketKey: string | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('pay.onward')}>
      <ul className="event-links">
        {ticketKey && (
          <li>
            <Link to={ticketPathOf(event, ticketKey, locale)}>{t('pay.toTicket')}</Link>
          </li>
        )}
        {event.Id > 0 && (
          <li>
            <Link to={localizedPath('event', locale, { id: event.Id, slug: event.Slug || 'event' })}>
              {t('pay.toEvent')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * `event-pay`: a registration's payment as the money pay page shows one (`GET /v1/payment/{key}`):
 * what, how much, where it stands; "Pay now" starts it at the provider (`POST …/start`).
 */
export function EventPayPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { paymentKey, event, ticketKey } = usePayContext();
  const payment = usePayment(paymentKey);
  usePageMeta(t('pay.title'));
  const heading = useFocusHeading<HTMLHeadingElement>(!payment.isPending);
  const p = payment.data;
  return (
    <section aria-labelledby="event-pay-title" className="event-pay">
      <h1 id="event-pay-title" ref={heading} tabIndex={-1}>
        {t('pay.title')}
      </h1>
      <Loading active={payment.isPending && paymentKey !== ''} />
      {paymentKey === '' && (
        <p role="alert" className="error">
          {t('pay.notFound')}
        </p>
      )}
      {payment.isError && <LoadError error={payment.error} />}
      {p && <PaymentFacts payment={p} locale={locale} />}
      {p &&
        (p.Result === 'paid' || p.Result === 'already-paid' ? (
          <p role="status" className="notice success">
            {t('pay.paid')}
          </p>
        ) : p.Result === 'no-longer-valid' ? (
          <p role="status" className="notice">
            {t('pay.noLongerValid')}
          </p>
        ) : (
          <>
            {p.Status !== 'open' && p.Status !== 'paid' && <p className="notice">{t('pay.previous')}</p>}
            <CheckoutButton
              paymentKey={p.Key}
              label={t('pay.now', { amount: formatPrice(p.Amount, p.CurrencyIso || 'EUR', locale) })}
            />
          </>
        ))}
      <Onward event={withPaymentEvent(event, payment.data)} ticketKey={ticketKey} locale={locale} />
    </section>
  );
}

function PaymentFacts({ payment, locale }: { payment: Payment; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <dl className="facts">
      <dt>{t('pay.what')}</dt>
      <dd>{payment.Description}</dd>
      <dt>{t('pay.amount')}</dt>
      <dd className="amount">{formatPrice(payment.Amount, payment.CurrencyIso || 'EUR', locale)}</dd>
      <dt>{t('pay.status')}</dt>
      <dd>
        {t(`pay.statuses.${payment.Status}`, { defaultValue: payment.Status })}
        {payment.PaidAt ? ` · ${formatInstant(payment.PaidAt, locale)}` : ''}
      </dd>
    </dl>
  );
}

/**
 * `event-pay-done`: the payment's result (asked again every 2 s for 30 s while still open): paid
 * links to the ticket, a failed one may be tried again when the server allows it (`CanRetry`).
 */
export function EventPayDonePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { paymentKey, event, ticketKey } = usePayContext();
  const [since] = useState(() => Date.now());
  const payment = usePayment(paymentKey, since);
  const heading = useFocusHeading<HTMLHeadingElement>(!payment.isPending);
  const p = payment.data;
  const view = usePaymentResultView(p, since);
  usePageMeta(view ? t(view.title) : t('done.title.loading'));

  return (
    <section aria-labelledby="event-done-title" className="event-pay-done">
      <h1 id="event-done-title" ref={heading} tabIndex={-1}>
        {view ? t(view.title) : t('done.title.loading')}
      </h1>
      <Loading active={payment.isPending && paymentKey !== ''} />
      {payment.isError && <LoadError error={payment.error} />}
      <div aria-live="polite" className={view ? `result ${view.tone}` : 'result'}>
        {p && view && (
          <p>
            {t(view.text, {
              amount: formatPrice(p.Amount, p.CurrencyIso || 'EUR', locale),
              what: p.Description,
            })}
          </p>
        )}
      </div>
      {p && view && (
        <>
          {view.poll && <p className="muted">{t('done.waiting')}</p>}
          {view.result === 'open' && !view.poll && (
            <p>
              <button type="button" className="secondary" onClick={() => void payment.refetch()}>
                {t('done.checkAgain')}
              </button>
            </p>
          )}
          {view.tone === 'success' && ticketKey && (
            <p>
              <Link
                className="button primary"
                to={ticketPathOf(withPaymentEvent(event, p), ticketKey, locale)}
              >
                {t('done.ticket')}
              </Link>
            </p>
          )}
          {view.retry && (
            <CheckoutButton
              paymentKey={p.Key}
              label={t('done.retry', { amount: formatPrice(p.Amount, p.CurrencyIso || 'EUR', locale) })}
            />
          )}
        </>
      )}
      <Onward event={withPaymentEvent(event, payment.data)} ticketKey={ticketKey} locale={locale} />
    </section>
  );
}
