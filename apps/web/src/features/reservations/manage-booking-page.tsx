import { localizedPath, type ReservationDetail, ReservationStatus } from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { useToast } from '../../components/toasts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { formatPeriod } from '../../lib/period-format.ts';
import { describeProblem } from '../../lib/problems.ts';
import { ManageTokenContext, useManageToken, useReservation } from './api/reservations.ts';
import { CancelDialog } from './components/cancel-dialog.tsx';
import { ChangeDateDialog } from './components/change-date-dialog.tsx';
import { ManagePaySection } from './components/manage-pay-section.tsx';
import { ReservationDocuments } from './components/reservation-documents.tsx';
import { ReservationFacts, ReservationMoney } from './components/reservation-summary.tsx';
import { lockReason } from './lock.ts';

const MANAGE_TOKEN = /^\d{1,10}\.[\w-]{20,100}$/;

/**
 * `/manage-booking/:id?token=` | `/reservering-beheren/:id?token=`: one reservation opened with the
 * signed link of its confirmation mail, with or without an account. It shows the reservation and
 * offers what its booker may do (paying what is open, PDF, calendar file, change of date, cancelling) under the same
 * lock and fee rules as the member's pages: the same components, calling the manage link's API.
 */
export function ManageBookingPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <ManageTokenContext.Provider value={token}>
      <ManageBooking />
    </ManageTokenContext.Provider>
  );
}

function ManageBooking() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const token = useManageToken() ?? '';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && MANAGE_TOKEN.test(token);
  const detail = useReservation(id, valid);
  const r = detail.data;

  usePageTitle(t('manage.title'));

  const linkRefused =
    !valid || (detail.error instanceof ApiError && [400, 401, 403, 404].includes(detail.error.status));
  if (!r) {
    return (
      <section aria-labelledby="manage-title">
        <h1 id="manage-title">{t('manage.title')}</h1>
        <Loading active={valid && detail.isPending} />
        {linkRefused ? (
          <div role="alert" className="error">
            <p>{t('manage.linkRefused')}</p>
            <p>
              <Link to={localizedPath('find-booking', locale)}>{t('manage.askNewLink')}</Link>
            </p>
          </div>
        ) : (
          detail.isError && (
            <p role="alert" className="error">
              {describeProblem(detail.error, i18n, t('res.failed')).message}
            </p>
          )
        )}
      </section>
    );
  }
  return <ManagedReservation r={r} />;
}

type Open = 'date' | 'cancel' | null;

function ManagedReservation({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const token = useManageToken() ?? '';
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const finish = (what: 'moved' | 'cancelled') => () => {
    setOpen(null);
    toast(t(`res.done.${what}`));
  };
  const cancelled = r.StatusId === ReservationStatus.Cancelled;
  const canCancel = !cancelled && !r.Cancellation.NotPossibleReason;
  const reason = lockReason(r);

  return (
    <article aria-labelledby="res-title" className="reservation">
      <h1 id="res-title" tabIndex={-1}>
        {r.Name || r.LocationName} (#{r.Id})
      </h1>
      <p className="status">
        <span>{t(`my.status.${r.StatusId}`)}</span> · {r.LocationName} · {formatPeriod(r, locale)}
      </p>
      {reason && (
        <p className="notice">{t(reason === 'cancelled' ? 'manage.cancelled' : `res.locked.${reason}`)}</p>
      )}
      <section aria-labelledby="manage-booked" className="section">
        <h2 id="manage-booked">{t('manage.booked')}</h2>
        <ReservationFacts r={r} />
        <ReservationMoney r={r} />
      </section>
      <ManagePaySection r={r} token={token} />
      <section aria-labelledby="manage-documents" className="section">
        <h2 id="manage-documents">{t('res.documents')}</h2>
        <ReservationDocuments r={r} />
      </section>
      {(!r.IsLocked || canCancel) && (
        <section aria-labelledby="manage-actions" className="section">
          <h2 id="manage-actions">{t('res.actions')}</h2>
          <p className="actions">
            {!r.IsLocked && (
              <>
                <button type="button" onClick={() => setOpen('date')}>
                  {t('res.changeDate.open')}
                </button>{' '}
              </>
            )}
            {canCancel && (
              <button type="button" className="danger" onClick={() => setOpen('cancel')}>
                {t('my.cancel')}
              </button>
            )}
          </p>
        </section>
      )}
      <p className="muted">
        {t('manage.account')} <Link to={localizedPath('login', locale)}>{t('manage.accountLink')}</Link>
      </p>
      <p role="status" className="done" />
      <ChangeDateDialog r={r} open={open === 'date'} onClose={close} onDone={finish('moved')} />
      <CancelDialog r={r} open={open === 'cancel'} onClose={close} onDone={finish('cancelled')} />
    </article>
  );
}
