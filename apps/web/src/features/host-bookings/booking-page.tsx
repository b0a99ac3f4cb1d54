import {
  CONTACT_TYPE_LABELS,
  type ContactType,
  localizedPath,
  type ReservationDetail,
  spaceSettingName,
} from '@meetspace/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HostShell } from '../../components/host/host-shell.tsx';
import { Loading } from '../../components/loading.tsx';
import { ReservationNotes } from '../../components/notes/reservation-notes.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate, formatInstant, money } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { describeProblem } from '../../lib/problems.ts';
import { useCheckIn, useHostReservation, useSetCheckIn } from './api/host-bookings.ts';
import { timeSpan } from './labels.ts';

/**
 * `/host/bookings/:id`: one booking at the host's location: what is booked (spaces, options,
 * totals), the booker's contacts, the check-in, and the host's own notes and to-dos.
 */
export function BookingPage() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const reservation = useHostReservation(id, valid);
  const r = reservation.data;
  const title = r ? `${r.Name || r.LocationName} (#${r.Id})` : t('booking.title');
  usePageTitle(title);
  const heading = useFocusHeading<HTMLHeadingElement>(!reservation.isPending);
  const back = (
    <p>
      <Link
        to={`${localizedPath('host-bookings', locale)}${r ? `?date=${r.StartDate.slice(0, 10)}&location=${r.LocationId}` : ''}`}
      >
        {t('booking.back')}
      </Link>
    </p>
  );

  if (!r) {
    const status = reservation.error instanceof ApiError ? reservation.error.status : 0;
    return (
      <HostShell current="host-bookings">
        <section aria-labelledby="hb-booking-title" className="host-booking">
          {back}
          <h1 id="hb-booking-title" ref={heading} tabIndex={-1}>
            {t('booking.title')}
          </h1>
          <Loading active={valid && reservation.isPending} />
          {(!valid || status === 404) && <p role="alert">{t('booking.notFound')}</p>}
          {status === 403 && <p role="alert">{t('booking.forbidden')}</p>}
          {reservation.isError && status !== 403 && status !== 404 && (
            <p role="alert" className="error">
              {describeProblem(reservation.error, i18n, t('booking.failed')).message}
            </p>
          )}
        </section>
      </HostShell>
    );
  }

  return (
    <HostShell current="host-bookings">
      <article aria-labelledby="hb-booking-title" className="host-booking">
        {back}
        <h1 id="hb-booking-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="status">
          {t(`booking.status.${r.StatusId}`)} · {r.LocationName} · {formatDate(r.StartDate, locale)}
          {r.EndDate.slice(0, 10) !== r.StartDate.slice(0, 10) ? ` – ${formatDate(r.EndDate, locale)}` : ''} ·{' '}
          {timeSpan(r.StartMinutes, r.EndMinutes)} · {t('cal.seats', { count: r.TotalSeats })}
        </p>
        <CheckIn id={r.Id} cancelled={r.StatusId === 3} />
        <Contacts r={r} />
        <Booked r={r} />
        <div className="hb-notes">
          <ReservationNotes reservationId={r.Id} side="host" kind="todo" />
          <ReservationNotes reservationId={r.Id} side="host" kind="note" />
        </div>
      </article>
    </HostShell>
  );
}

/** Whether the guests arrived: a box the host ticks, with who did it and when. */
function CheckIn({ id, cancelled }: { id: number; cancelled: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = useCheckIn(id, true);
  const set = useSetCheckIn(id);
  const problem = useProblem(set.error ?? state.error, 'booking.checkInFailed');
  const boxId = useId();
  const data = state.data;
  // While saving, the box shows what was asked (the answer then confirms it).
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <section aria-labelledby="hb-checkin-title" className="hb-checkin">
      <h2 id="hb-checkin-title">{t('booking.checkIn')}</h2>
      <p className="hb-check">
        <input
          id={boxId}
          type="checkbox"
          checked={asked ?? data?.IsCheckedIn ?? false}
          disabled={!data || set.isPending || cancelled}
          onChange={(e) => {
            setAsked(e.target.checked);
            set.mutate(e.target.checked, { onSettled: () => setAsked(null) });
          }}
        />{' '}
        <label htmlFor={boxId}>{t('booking.arrived')}</label>
      </p>
      <p role="status" className="muted">
        {data?.IsCheckedIn && data.CheckedInAt
          ? t('booking.checkedInBy', {
              who: data.CheckedInBy ?? t('notes.someone'),
              when: formatInstant(data.CheckedInAt, locale),
            })
          : data
            ? t('booking.notCheckedIn')
            : ''}
      </p>
      <ProblemAlert problem={problem} />
    </section>
  );
}

/** The booker and the other contacts, with links to mail and call them. */
function Contacts({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const company = r.InvoiceAddress?.Company;
  return (
    <section aria-labelledby="hb-contacts-title">
      <h2 id="hb-contacts-title">{t('booking.contacts')}</h2>
      {company && (
        <p>
          {t('booking.company')}: {company}
        </p>
      )}
      {r.Contacts.length === 0 ? (
        <p>{t('booking.noContacts')}</p>
      ) : (
        <ul className="hb-contacts">
          {r.Contacts.map((c) => (
            <li key={`${c.TypeId}-${c.Name}-${c.Email ?? ''}`}>
              <strong>{c.Name}</strong>{' '}
              <span className="muted">
                ({CONTACT_TYPE_LABELS[c.TypeId as ContactType]?.[locale] ?? c.TypeId})
              </span>
              {c.Email && (
                <>
                  <br />
                  <a href={`mailto:${c.Email}`}>{c.Email}</a>
                </>
              )}
              {c.Phone && (
                <>
                  <br />
                  <a href={`tel:${c.Phone.replace(/[^\d+]/g, '')}`}>{c.Phone}</a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {r.Comment && (
        <>
          <h3>{t('booking.comment')}</h3>
          <p className="pre">{r.Comment}</p>
        </>
      )}
    </section>
  );
}

/** What is booked: the spaces, the options and the totals. */
function Booked({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const spaces = r.Spaces.filter((s) => !s.IsCancelled || r.StatusId === 3);
  return (
    <section aria-labelledby="hb-booked-title">
      <h2 id="hb-booked-title">{t('booking.booked')}</h2>
      <section
        className="hb-scroll"
        aria-label={t('booking.spaces')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
        tabIndex={0}
      >
        <table className="hb-table">
          <caption>{t('booking.spaces')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cal.space')}</th>
              <th scope="col">{t('booking.when')}</th>
              <th scope="col">{t('booking.seats')}</th>
              <th scope="col">{t('booking.setting')}</th>
              <th scope="col" className="num">
                {t('booking.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {spaces.map((s) => (
              <tr key={s.Id}>
                <th scope="row">{s.SpaceName}</th>
                <td>
                  {formatDate(s.StartDate, locale)} {timeSpan(s.StartMinutes, s.EndMinutes)}
                </td>
                <td>{s.Seats}</td>
                <td>{spaceSettingName(s.SettingId, locale) ?? '–'}</td>
                <td className="num">{money(s.PriceTotal, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {r.Options.length === 0 ? (
        <p>{t('booking.noOptions')}</p>
      ) : (
        <section
          className="hb-scroll"
          aria-label={t('booking.options')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
          tabIndex={0}
        >
          <table className="hb-table">
            <caption>{t('booking.options')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('booking.option')}</th>
                <th scope="col">{t('booking.amount')}</th>
                <th scope="col" className="num">
                  {t('booking.price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {r.Options.map((o) => (
                <tr key={`${o.OptionId}-${o.ReservationSpaceId ?? 0}-${o.StartMinutes ?? 0}`}>
                  <th scope="row">{o.Name}</th>
                  <td>{o.Amount}</td>
                  <td className="num">{money(o.TotalPrice, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <dl className="facts hb-totals">
        {[
          [t('booking.totalExcl'), r.TotalExclTax],
          ...r.TaxTotals.map((tax) => [t('booking.vat', { percentage: tax.Percentage }), tax.Total] as const),
          [t('booking.totalIncl'), r.TotalInclTax],
          [t('booking.paid'), r.TotalPaid],
          [t('booking.open'), r.TotalOpen],
        ].map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{money(Number(amount), locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
