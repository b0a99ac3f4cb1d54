import type { Locale, Ticket } from '@meetspace/domain';
import { localizedPath } from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { formatPeriod } from '../../../lib/period-format.ts';
import { isNotFound, useTicket, useUnregister } from '../api/events.ts';
import { formatPrice, placeParts } from '../event-format.ts';
import { payPathOf } from '../ticket-links.ts';

/** The QR code's SVG as an image address. */
export const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * A participant's ticket (`…/ticket/{key}`, the link of the mails): the QR code and its code, the
 * event, the status (waiting list position, a pay prompt while pending) and "Cancel my
 * registration" after a confirmation dialog (the one-click cancel target of the change mails).
 */
export function TicketPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const key = useParams().key ?? '';
  const ticket = useTicket(key, locale);
  usePageMeta(ticket.data ? t('ticket.metaTitle', { name: ticket.data.Event.Name }) : t('ticket.title'));
  const heading = useFocusHeading<HTMLHeadingElement>(!ticket.isPending);

  return (
    <section aria-labelledby="ticket-title" className="event-ticket-page">
      <h1 id="ticket-title" ref={heading} tabIndex={-1}>
        {t('ticket.title')}
      </h1>
      <Loading active={ticket.isPending && key.length >= 8} label={t('ticket.loading')} />
      {(key.length < 8 || (ticket.isError && isNotFound(ticket.error))) && (
        <p role="alert" className="error">
          {t('ticket.notFound')}
        </p>
      )}
      {ticket.isError && !isNotFound(ticket.error) && !ticket.data && (
        <p role="alert" className="error">
          {t('ticket.failed')}{' '}
          <button type="button" className="link" onClick={() => void ticket.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {ticket.data && <TicketView ticket={ticket.data} locale={locale} />}
    </section>
  );
}

function TicketView({ ticket, locale }: { ticket: Ticket; locale: Locale }) {
  const { t } = useTranslation();
  const event = ticket.Event;
  const { place, online } = placeParts(event);
  const active = ticket.Status !== 'cancelled';
  return (
    <div className={`event-ticket status-${ticket.Status}`}>
      <div className="event-ticket-card">
        {ticket.Status === 'confirmed' && (
          <img
            className="event-ticket-qr"
            src={qrSource(ticket.QrSvg)}
            alt={t('ticket.qrAlt', { code: ticket.Key })}
            width={220}
            height={220}
          />
        )}
        <dl className="facts">
          <dt>{t('ticket.code')}</dt>
          <dd className="event-ticket-code" data-testid="ticket-code">
            {ticket.Key}
          </dd>
          <dt>{t('ticket.name')}</dt>
          <dd>
            {ticket.FirstName} {ticket.LastName}
          </dd>
          <dt>{t('ticket.event')}</dt>
          <dd>
            <Link to={localizedPath('event', locale, { id: event.Id, slug: event.Slug })}>{event.Name}</Link>
          </dd>
          <dt>{t('card.when')}</dt>
          <dd>{formatPeriod(event, locale)}</dd>
          <dt>{t('card.where')}</dt>
          <dd>{place && online ? t('card.hybridPlace', { place }) : place || t('card.online')}</dd>
          {ticket.Amount > 0 && (
            <>
              <dt>{t('card.price')}</dt>
              <dd>{formatPrice(ticket.Amount, ticket.Currency, locale)}</dd>
            </>
          )}
          <dt>{t('ticket.status')}</dt>
          <dd data-testid="ticket-status">{t(`status.${ticket.Status}`)}</dd>
        </dl>
      </div>
      {ticket.Status === 'waitingList' && (
        <p className="notice">{t('ticket.waiting', { position: ticket.WaitingListPosition ?? '' })}</p>
      )}
      {ticket.Status === 'pending' && ticket.PaymentKey && (
        <div className="notice">
          <p>{t('ticket.payPrompt')}</p>
          <p>
            <Link className="button primary" to={payPathOf(event, ticket.PaymentKey, locale, ticket.Key)}>
              {t('register.payNow')}
            </Link>
          </p>
        </div>
      )}
      {ticket.Status === 'confirmed' && ticket.OnlineUrl && (
        <p>
          <a href={ticket.OnlineUrl} target="_blank" rel="noopener noreferrer">
            {t('ticket.join')}
            <span className="visually-hidden"> {t('newWindow')}</span>
          </a>
        </p>
      )}
      {ticket.Status === 'cancelled' && <p className="notice">{t('ticket.cancelledNotice')}</p>}
      {active && <CancelRegistration ticket={ticket} />}
    </div>
  );
}

/** "Cancel my registration", confirmed in a dialog: `DELETE /v1/Event/registration/{id}?key=`. */
function CancelRegistration({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unregister = useUnregister();
  const problem = useProblem(unregister.error, 'ticket.cancelFailed');
  return (
    <>
      <p className="actions">
        <button type="button" className="danger" onClick={() => setOpen(true)}>
          {t('ticket.cancel')}
        </button>
      </p>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          unregister.reset();
        }}
        title={t('ticket.cancelTitle')}
        describedBy="ticket-cancel-text"
      >
        <p id="ticket-cancel-text">{t('ticket.cancelText', { name: ticket.Event.Name })}</p>
        <ProblemAlert problem={problem} />
        <p className="actions">
          <button
            type="button"
            className="danger"
            aria-disabled={unregister.isPending || undefined}
            onClick={() => {
              if (unregister.isPending) return;
              unregister.mutate({ id: ticket.Id, key: ticket.Key }, { onSuccess: () => setOpen(false) });
            }}
          >
            {t('ticket.cancelConfirm')}
          </button>
          <button type="button" className="secondary" onClick={() => setOpen(false)}>
            {t('ticket.keep')}
          </button>
        </p>
      </Dialog>
    </>
  );
}
