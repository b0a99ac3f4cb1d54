import { localizedPath, type ReservationDetail, ReservationStatus } from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { formatPeriod } from '../../../lib/period-format.ts';
import { reservationCalls, useReservationWrite, useSeries } from '../api/reservations.ts';
import { CancelDialog } from '../components/cancel-dialog.tsx';
import { ChangeDateDialog } from '../components/change-date-dialog.tsx';
import { type CopiedNotice, CopyDialog } from '../components/copy-dialog.tsx';
import { EditDetailsDialog } from '../components/edit-details-dialog.tsx';
import { OptionsDialog } from '../components/options-dialog.tsx';
import { ReservationDocuments } from '../components/reservation-documents.tsx';
import { ReservationFacts, ReservationMoney } from '../components/reservation-summary.tsx';
import { TagsDialog } from '../components/tags-dialog.tsx';
import { VoucherForm } from '../components/voucher-form.tsx';

type Open = 'edit' | 'tags' | 'options' | 'date' | 'copy' | 'cancel' | null;
type Done =
  | 'edited'
  | 'tagged'
  | 'optionsSaved'
  | 'voucherApplied'
  | 'voucherRemoved'
  | 'moved'
  | 'cancelled';

/**
 * The "reservation" submenu: what is booked and what it costs, the documents, and what the member
 * can do: edit name and comment (also for the whole series), tags and options, apply or remove a
 * voucher, change the date, copy, cancel. A locked reservation offers only what is still possible
 * (documents and copy; cancelling while the cancel rules allow it).
 */
export function ReservationSectionView({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const location = useLocation();
  const copied = (location.state as CopiedNotice | null)?.copiedFrom;
  const [open, setOpen] = useState<Open>(null);
  const toast = useToast();
  const close = () => setOpen(null);
  const finish = (what: Done) => () => {
    setOpen(null);
    toast(t(`res.done.${what}`));
  };
  const cancelled = r.StatusId === ReservationStatus.Cancelled;
  const canCancel = !cancelled && !r.Cancellation.NotPossibleReason;

  return (
    <>
      <p role="status" className="done">
        {copied ? t('res.done.copied', { id: copied }) : ''}
      </p>
      <ReservationFacts r={r} />
      <ReservationMoney r={r} />

      {!r.IsLocked && (
        <VoucherForm r={r} onApplied={finish('voucherApplied')} onRemoved={finish('voucherRemoved')} />
      )}

      <h3>{t('res.documents')}</h3>
      <ReservationDocuments r={r} />

      <h3>{t('res.actions')}</h3>
      <p className="actions">
        {!r.IsLocked && (
          <>
            <button type="button" onClick={() => setOpen('edit')}>
              {t('res.edit.open')}
            </button>{' '}
            <button type="button" onClick={() => setOpen('tags')}>
              {t('res.tags.open')}
            </button>{' '}
            <button type="button" onClick={() => setOpen('options')}>
              {t('res.optionsEdit.open')}
            </button>{' '}
            <button type="button" onClick={() => setOpen('date')}>
              {t('res.changeDate.open')}
            </button>{' '}
          </>
        )}
        <button type="button" onClick={() => setOpen('copy')}>
          {t('res.copy.open')}
        </button>{' '}
        {canCancel && (
          <button type="button" className="danger" onClick={() => setOpen('cancel')}>
            {t('my.cancel')}
          </button>
        )}
      </p>
      {r.IsLocked && <p className="muted">{t('res.lockedActions')}</p>}
      <Series r={r} />

      {/* Always mounted: a dialog stays open while its answer changes what the page offers. */}
      <EditDetailsDialog r={r} open={open === 'edit'} onClose={close} onDone={finish('edited')} />
      <TagsDialog r={r} open={open === 'tags'} onClose={close} onDone={finish('tagged')} />
      <OptionsDialog r={r} open={open === 'options'} onClose={close} onDone={finish('optionsSaved')} />
      <ChangeDateDialog r={r} open={open === 'date'} onClose={close} onDone={finish('moved')} />
      <CopyDialog r={r} open={open === 'copy'} onClose={close} />
      <CancelDialog r={r} open={open === 'cancel'} onClose={close} onDone={finish('cancelled')} />
    </>
  );
}

/** The other reservations of its series (copies linked together), and taking this one out. */
function Series({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const series = useSeries(r.Id);
  const unlink = useReservationWrite(r.Id, () => reservationCalls.unlink(r.Id));
  const problem = useProblem(unlink.error, 'res.saveFailed');
  const members = series.data ?? [];
  if (members.length === 0) return unlink.isSuccess ? <p role="status">{t('res.series.unlinked')}</p> : null;
  return (
    <>
      <h3>{t('res.series.title')}</h3>
      <ul>
        {members.map((m) => (
          <li key={m.Id}>
            {m.Id === r.Id ? (
              <span aria-current="page">
                {m.Name || r.LocationName} (#{m.Id}) · {t('res.series.this')}
              </span>
            ) : (
              <Link to={localizedPath('my-reservation', locale, { id: m.Id })}>
                {m.Name || r.LocationName} (#{m.Id})
              </Link>
            )}{' '}
            · {formatPeriod({ ...m, EndDate: m.StartDate }, locale)} · {t(`my.status.${m.StatusId}`)}
          </li>
        ))}
      </ul>
      <p>
        <button
          type="button"
          className="secondary"
          disabled={unlink.isPending}
          onClick={() => unlink.mutate(undefined)}
        >
          {t('res.series.unlink')}
        </button>
      </p>
      <ProblemAlert problem={problem} />
    </>
  );
}
