import type { AvailabilityResult, Cart, Locale, Reservation } from '@meetspace/domain';
import { formatLongDate, minutesToTime } from '@meetspace/domain';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/session.tsx';
import { finalizeCart, selectSpace, updateCart, useAvailability } from '../api/booking.ts';
import { money } from './format.ts';
import { HoldCountdown } from './hold-countdown.tsx';

type Location = AvailabilityResult['Locations'][number];

const problemOf = (e: unknown, fallback: string) =>
  e instanceof ApiError ? (e.body?.Errors[0]?.Message ?? e.message) : fallback;

/**
 * The booking wizard of a saved search: 1 location, 2 space (a 20-minute hold), 4-5 booking and
 * contact details with the terms, 6 confirmation. Busy clicks are ignored.
 */
export function BookingWizard({ searchKey, locale }: { searchKey: string; locale: Locale }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const availability = useAvailability(searchKey, locale);
  const [location, setLocation] = useState<Location | null>(null);
  const [cart, setCart] = useState<Cart | null>(null);
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const expired = useCallback(() => setCart(null), []);

  if (availability.isPending) return <p aria-live="polite">{t('booking.searching')}</p>;
  if (availability.isError) return <p role="alert">{t('booking.searchFailed')}</p>;
  const result = availability.data;

  async function choose(hash: string) {
    if (busy || !location) return;
    setBusy(true);
    setProblem(null);
    try {
      setCart(await selectSpace({ SearchId: result.SearchId, LocationId: location.LocationId, Hash: hash }));
    } catch (e) {
      setProblem(problemOf(e, t('booking.selectFailed')));
      await availability.refetch();
    } finally {
      setBusy(false);
    }
  }

  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !cart) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    try {
      await updateCart(cart.CartKey, {
        Name: String(form.get('meetingName') ?? ''),
        Language: locale,
        // A member is the booker; a visitor books with a booker contact.
        ...(member
          ? {}
          : {
              Contacts: [
                {
                  TypeId: 1,
                  Name: String(form.get('name') ?? ''),
                  Email: String(form.get('email') ?? ''),
                  ReceiveEmail: true,
                },
              ],
            }),
        CartTerms: { Accepted: form.get('terms') === 'on' },
      });
      setReservation(await finalizeCart(cart.CartKey));
    } catch (e) {
      setProblem(problemOf(e, t('booking.bookFailed')));
    } finally {
      setBusy(false);
    }
  }

  const when = `${formatLongDate(result.StartDate, locale)}, ${minutesToTime(result.StartMinutes)}–${minutesToTime(result.EndMinutes)}`;

  if (reservation) {
    return (
      <section aria-labelledby="done-title" className="wizard">
        <h2 id="done-title">{t('booking.done.title')}</h2>
        <p>{t('booking.done.number', { id: reservation.Id })}</p>
        <p>
          {reservation.LocationName} · {formatLongDate(reservation.StartDate, locale)},{' '}
          {minutesToTime(reservation.StartMinutes)}–{minutesToTime(reservation.EndMinutes)}
        </p>
        <p>{t('booking.done.total', { total: money(reservation.TotalInclTax, locale) })}</p>
        <p>{t('booking.done.mail')}</p>
      </section>
    );
  }

  if (cart) {
    const space = cart.Spaces[0];
    return (
      <section aria-labelledby="details-title" className="wizard">
        <h2 id="details-title">{t('booking.details.title')}</h2>
        <HoldCountdown expiresAt={cart.ExpiresAt} onExpired={expired} />
        <p>
          {space?.SpaceName} · {cart.LocationName} · {when}
        </p>
        <p>{t('booking.details.total', { total: money(cart.TotalInclTax, locale) })}</p>
        <form onSubmit={book} className="details-form">
          <label>
            {t('booking.details.meetingName')}
            <input name="meetingName" maxLength={200} />
          </label>
          {member ? (
            <p>{t('booking.details.asMember', { name: member.FullName, email: member.Email })}</p>
          ) : (
            <>
              <label>
                {t('booking.details.name')}
                <input name="name" required maxLength={200} autoComplete="name" />
              </label>
              <label>
                {t('booking.details.email')}
                <input name="email" type="email" required autoComplete="email" />
              </label>
            </>
          )}
          <label className="check">
            <input name="terms" type="checkbox" required />
            {t('booking.details.terms')}
          </label>
          {problem && (
            <p role="alert" className="error">
              {problem}
            </p>
          )}
          <button type="submit" disabled={busy}>
            {t('booking.details.book')}
          </button>
        </form>
      </section>
    );
  }

  if (location) {
    const current = result.Locations.find((l) => l.LocationId === location.LocationId) ?? location;
    return (
      <section aria-labelledby="spaces-title" className="wizard">
        <h2 id="spaces-title">{t('booking.spaces.title', { location: current.Name })}</h2>
        <p>{when}</p>
        <button type="button" className="link" onClick={() => setLocation(null)}>
          {t('booking.spaces.back')}
        </button>
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
        <ul className="result-list">
          {current.Spaces.map((s) => (
            <li key={s.Id}>
              <h3>
                {s.SpaceName} <span className="muted">({s.SettingName})</span>
              </h3>
              <p>{t('booking.spaces.seats', { min: s.MinSeats, max: s.MaxSeats })}</p>
              {s.SpaceAvailable ? (
                <>
                  <p>{t('booking.spaces.price', { total: money(s.PriceTotal, locale) })}</p>
                  <button type="button" disabled={busy} onClick={() => choose(s.Hash)}>
                    {t('booking.spaces.choose', { space: s.SpaceName })}
                  </button>
                </>
              ) : (
                <p className="muted">{s.Warnings.map((w) => t(`warnings.${w}`)).join(' · ')}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section aria-labelledby="locations-result-title" className="wizard">
      <h2 id="locations-result-title">
        {t('booking.locations.title', { count: result.AvailableLocations, total: result.TotalLocations })}
      </h2>
      <p>{when}</p>
      {result.NotSearchedReason && <p role="alert">{t(`warnings.${result.NotSearchedReason}`)}</p>}
      <ul className="result-list">
        {result.Locations.map((l) => (
          <li key={l.LocationId}>
            <h3>{l.Name}</h3>
            <p>
              {l.Address}, {l.City}
            </p>
            {l.IsAvailable && l.LowestPriceTotal !== null ? (
              <>
                <p>{t('booking.locations.from', { total: money(l.LowestPriceTotal, locale) })}</p>
                <button type="button" onClick={() => setLocation(l)}>
                  {t('booking.locations.choose', { location: l.Name })}
                </button>
              </>
            ) : (
              <p className="muted">
                {l.Warnings.map((w) => t(`warnings.${w}`)).join(' · ') || t('booking.locations.full')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
