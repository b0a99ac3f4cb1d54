import { formatLongDate, localizedPath, minutesToTime, type Reservation } from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useLocale } from '../../app/use-locale.ts';
import { ApiError, apiGet, apiHeaders, apiSend } from '../../lib/api-client.ts';
import { useSession } from '../auth/session.tsx';
import { money } from '../booking/components/format.ts';

interface Summary {
  Id: number;
  StatusId: number;
  Name: string;
  LocationName: string;
  StartDate: string;
  StartMinutes: number;
  EndMinutes: number;
  TotalInclTax: number;
}
type Detail = Reservation & {
  Cancellation: { IsFree: boolean; Percentage: number; FeeInclTax: number; NotPossibleReason: string | null };
};

/** Members only: a visitor is sent to the login page, and back here afterwards. */
function useMemberOrLogin(): { kind: 'wait' } | { kind: 'redirect'; to: string } | { kind: 'member' } {
  const session = useSession();
  const locale = useLocale();
  const { pathname } = useLocation();
  if (session.restoring) return { kind: 'wait' };
  if (!session.member)
    return { kind: 'redirect', to: `${localizedPath('login', locale)}?back=${encodeURIComponent(pathname)}` };
  return { kind: 'member' };
}

/** `/my/reservations`: the member's reservations, every status, newest first. */
export function MyReservationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const gate = useMemberOrLogin();
  const list = useQuery({
    queryKey: ['my-reservations'],
    queryFn: ({ signal }) =>
      apiGet<{ Results: Summary[]; MorePages: boolean }>(
        '/v1/profile/reservation',
        { statusId: 100, sortDirection: 'DESC', itemsPerPage: 50 },
        signal,
      ),
    enabled: gate.kind === 'member',
    // Always fresh when opened: a booking or cancellation may have happened a moment ago.
    staleTime: 0,
  });
  if (gate.kind === 'redirect') return <Navigate to={gate.to} replace />;
  if (gate.kind === 'wait') return <p aria-live="polite">{t('my.loading')}</p>;
  return (
    <section aria-labelledby="my-title">
      <h1 id="my-title">{t('my.title')}</h1>
      <CalendarFeed />
      {list.isPending && <p aria-live="polite">{t('my.loading')}</p>}
      {list.isError && <p role="alert">{t('my.failed')}</p>}
      {list.data && list.data.Results.length === 0 && <p>{t('my.none')}</p>}
      <ul className="result-list">
        {list.data?.Results.map((r) => (
          <li key={r.Id}>
            <h2>
              <Link to={localizedPath('my-reservation', locale, { id: String(r.Id) })}>
                {r.Name || r.LocationName} (#{r.Id})
              </Link>
            </h2>
            <p>
              {r.LocationName} · {formatLongDate(r.StartDate, locale)}, {minutesToTime(r.StartMinutes)}–
              {minutesToTime(r.EndMinutes)} · {money(r.TotalInclTax, locale)}
            </p>
            <p className="status">{t(`my.status.${r.StatusId}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The member's private calendar feed: a URL to subscribe to in a calendar app. */
function CalendarFeed() {
  const { t } = useTranslation();
  const feed = useMutation({ mutationFn: () => apiSend<{ Url: string }>('POST', '/v1/profile/calendar') });
  return (
    <div className="calendar-feed">
      {feed.data ? (
        <label>
          {t('my.feedUrl')}
          <input readOnly value={feed.data.Url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      ) : (
        <button type="button" className="link" disabled={feed.isPending} onClick={() => feed.mutate()}>
          {t('my.feed')}
        </button>
      )}
    </div>
  );
}

/** Downloads a member-only file (the token travels in a header, so a plain link cannot do it). */
async function download(path: string, filename: string) {
  const response = await fetch(`/api${path}`, { headers: apiHeaders() });
  if (!response.ok) throw new ApiError(response.status, undefined);
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `/my/reservations/:id`: the reservation, its documents, and cancelling it (with the fee shown first). */
export function MyReservationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id } = useParams();
  const gate = useMemberOrLogin();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const detail = useQuery({
    queryKey: ['my-reservation', id],
    queryFn: ({ signal }) => apiGet<Detail>(`/v1/reservation/${id}`, {}, signal),
    enabled: gate.kind === 'member',
  });
  const cancel = useMutation({
    mutationFn: (r: Detail) =>
      apiSend<Detail>('PUT', `/v1/reservation/${r.Id}/cancel`, {
        ReasonType: 0,
        ApplyCancelFee: !r.Cancellation.IsFree,
        Percentage: r.Cancellation.Percentage,
      }),
    onSuccess: async (r) => {
      queryClient.setQueryData(['my-reservation', id], r);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['my-reservations'] });
    },
  });
  if (gate.kind === 'redirect') return <Navigate to={gate.to} replace />;
  if (gate.kind === 'wait' || detail.isPending) return <p aria-live="polite">{t('my.loading')}</p>;
  if (detail.isError) return <p role="alert">{t('my.failed')}</p>;
  const r = detail.data;
  const c = r.Cancellation;
  return (
    <section aria-labelledby="res-title">
      <p>
        <Link to={localizedPath('my-reservations', locale)}>{t('my.back')}</Link>
      </p>
      <h1 id="res-title">
        {r.Name || r.LocationName} (#{r.Id})
      </h1>
      <p className="status">{t(`my.status.${r.StatusId}`)}</p>
      <p>
        {r.LocationName} · {formatLongDate(r.StartDate, locale)}, {minutesToTime(r.StartMinutes)}–
        {minutesToTime(r.EndMinutes)}
      </p>
      <ul>
        {r.Spaces.map((s) => (
          <li key={s.Id}>
            {s.SpaceName} · {t('booking.spaces.seats', { min: s.Seats, max: s.Seats })} ·{' '}
            {money(s.PriceTotal, locale)}
          </li>
        ))}
      </ul>
      <p>{t('booking.done.total', { total: money(r.TotalInclTax, locale) })}</p>
      <p className="actions">
        <button
          type="button"
          onClick={() => download(`/v1/reservation/${r.Id}/pdf`, `reservation-${r.Id}.pdf`)}
        >
          {t('my.pdf')}
        </button>{' '}
        <button
          type="button"
          onClick={() => download(`/v1/reservation/${r.Id}/ics`, `reservation-${r.Id}.ics`)}
        >
          {t('my.calendar')}
        </button>
      </p>
      {r.StatusId !== 3 && !c.NotPossibleReason && (
        <div className="cancel">
          {!confirming ? (
            <button type="button" onClick={() => setConfirming(true)}>
              {t('my.cancel')}
            </button>
          ) : (
            <fieldset className="confirm">
              <legend className="visually-hidden">{t('my.cancel')}</legend>
              <p id="cancel-question">
                {c.IsFree
                  ? t('my.cancelFree')
                  : t('my.cancelFee', { percentage: c.Percentage, fee: money(c.FeeInclTax, locale) })}
              </p>
              <button type="button" disabled={cancel.isPending} onClick={() => cancel.mutate(r)}>
                {t('my.cancelConfirm')}
              </button>{' '}
              <button type="button" className="link" onClick={() => setConfirming(false)}>
                {t('my.cancelKeep')}
              </button>
            </fieldset>
          )}
          {cancel.isError && (
            <p role="alert" className="error">
              {cancel.error instanceof ApiError ? cancel.error.message : t('my.failed')}
            </p>
          )}
        </div>
      )}
      {r.StatusId === 3 && <p role="status">{t('my.cancelled')}</p>}
    </section>
  );
}
