import { type HostBookingLine, type HostCalendar, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HostShell } from '../../components/host/host-shell.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { todayInNl } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useHostCalendar } from './api/host-bookings.ts';
import {
  type CalendarState,
  dayList,
  daysOf,
  hoursOf,
  linesOn,
  placeOf,
  readState,
  step,
  writeState,
} from './calendar.ts';
import { dayLabel, timeSpan } from './labels.ts';

type Space = HostCalendar['Spaces'][number];

/**
 * `/host/bookings`: the bookings at the host's locations, a day (columns are hours) or a week
 * (columns are days) at a time, one row per space; on phones a list per day. The view, the day and
 * the location are in the address, so a reload or a link keeps them.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const today = todayInNl();
  const state = readState(params, today);
  const days = daysOf(state);
  const first = days[0] ?? state.date;
  const last = days[days.length - 1] ?? state.date;
  const calendar = useHostCalendar(state.locationId, first, last);
  const problem = useProblem(calendar.error, 'cal.failed');
  const data = calendar.data;
  usePageTitle(t('cal.title'));
  const heading = useFocusHeading<HTMLHeadingElement>(!calendar.isPending);
  const go = (next: Partial<CalendarState>) =>
    setParams(writeState({ ...state, ...next }, today), { preventScrollReset: true });

  const period =
    state.view === 'day'
      ? dayLabel(state.date, locale)
      : t('cal.weekOf', { from: dayLabel(first, locale, 'short'), to: dayLabel(last, locale, 'short') });
  const locations = data?.Locations ?? [];
  const shown = state.locationId ? locations.filter((l) => l.Id === state.locationId) : locations;

  return (
    <HostShell current="host-bookings">
      <section aria-labelledby="hb-title" className="host-bookings">
        <h1 id="hb-title" ref={heading} tabIndex={-1}>
          {t('cal.title')}
        </h1>
        <div className="hb-toolbar">
          {locations.length > 1 && (
            <div className="field">
              <label htmlFor="hb-location">{t('cal.location')}</label>
              <select
                id="hb-location"
                value={state.locationId}
                onChange={(e) => go({ locationId: Number(e.target.value) })}
              >
                <option value={0}>{t('cal.allLocations')}</option>
                {locations.map((l) => (
                  <option key={l.Id} value={l.Id}>
                    {l.Name}, {l.City}
                  </option>
                ))}
              </select>
            </div>
          )}
          <fieldset className="hb-buttons">
            <legend className="visually-hidden">{t('cal.view')}</legend>
            {(['day', 'week'] as const).map((view) => (
              <button
                key={view}
                type="button"
                className="secondary"
                aria-pressed={state.view === view}
                onClick={() => go({ view })}
              >
                {t(`cal.${view}`)}
              </button>
            ))}
          </fieldset>
          <fieldset className="hb-buttons">
            <legend className="visually-hidden">{t('cal.move')}</legend>
            <button type="button" className="secondary" onClick={() => go({ date: step(state, -1) })}>
              <span aria-hidden="true">‹ </span>
              {t(state.view === 'day' ? 'cal.previousDay' : 'cal.previousWeek')}
            </button>
            <button type="button" className="secondary" onClick={() => go({ date: today })}>
              {t('cal.today')}
            </button>
            <button type="button" className="secondary" onClick={() => go({ date: step(state, 1) })}>
              {t(state.view === 'day' ? 'cal.nextDay' : 'cal.nextWeek')}
              <span aria-hidden="true"> ›</span>
            </button>
          </fieldset>
        </div>
        <h2 id="hb-period" aria-live="polite">
          {period}
        </h2>
        <Loading active={calendar.isPending || calendar.isFetching} />
        <ProblemAlert problem={problem} />
        {data && locations.length === 0 && <p>{t('cal.noLocations')}</p>}
        {data && locations.length > 0 && data.Spaces.length === 0 && <p>{t('cal.noSpaces')}</p>}
        {data && data.Spaces.length > 0 && (
          <>
            <p className="muted">{t('cal.count', { count: data.Bookings.length })}</p>
            <section
              className="hb-scroll hb-wide"
              aria-label={t('cal.gridLabel', { period })}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
              tabIndex={0}
            >
              {state.view === 'week' ? (
                <WeekGrid days={days} data={data} locations={shown} today={today} />
              ) : (
                <DayGrid day={state.date} data={data} locations={shown} />
              )}
            </section>
            <DayLists days={days} lines={data.Bookings} />
          </>
        )}
      </section>
    </HostShell>
  );
}

/** The spaces of each location shown, grouped under its name when there are several. */
function groups(data: HostCalendar, locations: HostCalendar['Locations']) {
  return locations
    .map((l) => ({ location: l, spaces: data.Spaces.filter((s) => s.LocationId === l.Id) }))
    .filter((g) => g.spaces.length > 0);
}

function SpaceHeader({ space }: { space: Space }) {
  const { t } = useTranslation();
  return (
    <th scope="row" className="hb-space">
      {space.Name}
      <small className="muted">{t('cal.seatsMax', { count: space.MaxSeats })}</small>
    </th>
  );
}

function WeekGrid({
  days,
  data,
  locations,
  today,
}: {
  days: string[];
  data: HostCalendar;
  locations: HostCalendar['Locations'];
  today: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const all = groups(data, locations);
  return (
    <table className="hb-grid hb-week">
      <caption className="visually-hidden">{t('cal.weekCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="hb-space">
            {t('cal.space')}
          </th>
          {days.map((day) => (
            <th key={day} scope="col" aria-current={day === today ? 'date' : undefined}>
              {dayLabel(day, locale, 'short')}
            </th>
          ))}
        </tr>
      </thead>
      {all.map(({ location, spaces }) => (
        <tbody key={location.Id}>
          {all.length > 1 && (
            <tr>
              <th scope="rowgroup" colSpan={days.length + 1} className="hb-location">
                {location.Name}, {location.City}
                {location.Status !== 'live' && ` (${t('cal.notLive')})`}
              </th>
            </tr>
          )}
          {spaces.map((space) => (
            <tr key={space.Id}>
              <SpaceHeader space={space} />
              {days.map((day) => {
                const lines = linesOn(data.Bookings, space.Id, day);
                return (
                  <td key={day}>
                    {lines.length > 0 && (
                      <ul className="hb-blocks">
                        {lines.map((line) => (
                          <li key={line.Id}>
                            <BookingBlock line={line} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

function DayGrid({
  day,
  data,
  locations,
}: {
  day: string;
  data: HostCalendar;
  locations: HostCalendar['Locations'];
}) {
  const { t } = useTranslation();
  const hours = hoursOf(data.Bookings, day);
  const ticks = Array.from({ length: (hours.to - hours.from) / 60 }, (_, n) => hours.from + n * 60);
  const all = groups(data, locations);
  const width = { minWidth: `${ticks.length * 4}rem` };
  const stripes = { ...width, backgroundSize: `${100 / ticks.length}% 100%` };
  return (
    <table className="hb-grid hb-day" style={{ minWidth: `${12 + ticks.length * 4}rem` }}>
      <caption className="visually-hidden">{t('cal.dayCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="hb-space">
            {t('cal.space')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('cal.hours')}</span>
            <div className="hb-hours" style={width} aria-hidden="true">
              {ticks.map((m) => (
                <span key={m} style={{ left: `${((m - hours.from) / (hours.to - hours.from)) * 100}%` }}>
                  {String(m / 60).padStart(2, '0')}:00
                </span>
              ))}
            </div>
          </th>
        </tr>
      </thead>
      {all.map(({ location, spaces }) => (
        <tbody key={location.Id}>
          {all.length > 1 && (
            <tr>
              <th scope="rowgroup" colSpan={2} className="hb-location">
                {location.Name}, {location.City}
                {location.Status !== 'live' && ` (${t('cal.notLive')})`}
              </th>
            </tr>
          )}
          {spaces.map((space) => (
            <tr key={space.Id}>
              <SpaceHeader space={space} />
              <td>
                <ul className="hb-timeline" style={stripes}>
                  {linesOn(data.Bookings, space.Id, day).map((line) => {
                    const place = placeOf(line, hours);
                    return (
                      <li key={line.Id} style={{ left: `${place.left}%`, width: `${place.width}%` }}>
                        <BookingBlock line={line} />
                      </li>
                    );
                  })}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/** A booking in the calendar: its time, booker and seats, a link to the booking. */
function BookingBlock({ line, withSpace = false }: { line: HostBookingLine; withSpace?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const option = line.StatusId === 1;
  return (
    <Link
      to={localizedPath('host-booking', locale, { id: line.ReservationId })}
      className={`hb-block${option ? ' hb-option' : ''}${line.IsCheckedIn ? ' hb-in' : ''}`}
    >
      <span className="hb-time">{timeSpan(line.StartMinutes, line.EndMinutes)}</span>{' '}
      {withSpace && <span className="hb-where">{line.SpaceName} · </span>}
      <span className="hb-who">{line.BookerName || t('cal.unknownBooker')}</span>{' '}
      <span className="hb-seats">{t('cal.seats', { count: line.Seats })}</span>
      {option && <span className="hb-tag"> · {t('cal.option')}</span>}
      {line.IsCheckedIn && <span className="hb-tag"> · {t('cal.checkedIn')}</span>}
    </Link>
  );
}

/** On phones: a list per day, every booking of the day by time. */
function DayLists({ days, lines }: { days: string[]; lines: HostBookingLine[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="hb-narrow">
      {days.map((day) => {
        const list = dayList(lines, day);
        return (
          <section key={day} aria-labelledby={`hb-day-${day}`} className="hb-daylist">
            <h3 id={`hb-day-${day}`}>{dayLabel(day, locale)}</h3>
            {list.length === 0 ? (
              <p className="muted">{t('cal.noBookings')}</p>
            ) : (
              <ul className="hb-blocks">
                {list.map((line) => (
                  <li key={line.Id}>
                    <BookingBlock line={line} withSpace />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
