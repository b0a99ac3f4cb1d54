import '../i18n.ts';
import {
  addDays,
  CHANNEL_ID,
  changeMeetingType,
  DEFAULT_SEATS,
  formatLongDate,
  LanguageId,
  type Locale,
  locationApi,
  type MeetingType,
  minutesToTime,
  roundUpToStep,
  type Search,
  timeStepFor,
} from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { todayInNl } from '../../../lib/format.ts';
import { saveSearch } from '../api/save-search.ts';
import { defaultTimes, nowMinutesInNl, openWindow, settleTimes, timeChoices } from '../search-times.ts';

/** A location the search is fixed to (the location page's search box). */
export interface PresetLocation {
  LocationId: number;
  Name: string;
}

/**
 * The meeting search: meeting type, place (with suggestions from `/v1/autocomplete/location`),
 * date, times and seats. The times follow `/v1/openinghour` for the date and type, in the type's
 * step, today from the next step after now; changing the type applies the spec's rules (seats back
 * to 1, times on the new step, a temporary office 09:00-17:00). With `location` the search is for
 * that one location and the place field is not shown.
 */
export function SearchForm({
  locale,
  onSearched,
  location,
  initial,
}: {
  locale: Locale;
  onSearched: (key: string) => void;
  location?: PresetLocation;
  /** A saved search to start from (the `?sk=` of the page). */
  initial?: Search;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [meetingType, setMeetingType] = useState<MeetingType>((initial?.MeetingtypeId ?? 1) as MeetingType);
  const [place, setPlace] = useState(initial?.SearchTerm ?? '');
  const [date, setDate] = useState(initial?.StartDate ?? todayInNl());
  // Whether the date was chosen (by the visitor, a saved search, or once moved to tomorrow); then it stays.
  const dateChosen = useRef(Boolean(initial));
  // Whether the times were chosen (by the visitor or a saved search); until then each date gets its defaults.
  const timesChosen = useRef(Boolean(initial));
  const [start, setStart] = useState(initial?.StartMinutes ?? 540);
  const [end, setEnd] = useState(initial?.EndMinutes ?? 780);
  const [seats, setSeats] = useState(initial?.Seats ?? DEFAULT_SEATS);
  const [busy, setBusy] = useState(false);
  // Once a search ran (the form opens on a saved search) it folds to a one-line summary.
  const [folded, setFolded] = useState(Boolean(initial) && !location);
  const firstField = useRef<HTMLSelectElement>(null);
  const unfolded = useRef(false);
  useEffect(() => {
    if (!folded && unfolded.current) firstField.current?.focus();
  }, [folded]);
  const [error, setError] = useState<string | null>(null);
  const step = timeStepFor(meetingType);
  const today = todayInNl();
  const opening = useQuery({
    queryKey: ['openinghour', date, meetingType, location?.LocationId ?? null],
    queryFn: ({ signal }) =>
      callApi(
        locationApi.openingHour,
        {
          query: {
            date,
            channelId: CHANNEL_ID,
            meetingtypeId: meetingType,
            locationId: location?.LocationId,
          },
        },
        { signal },
      ),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    staleTime: 5 * 60_000,
  });
  const window = openWindow(opening.data);
  const { starts, ends, noneLeft } = timeChoices(window, step, start, date === today ? nowMinutesInNl() : 0);

  // A new date or opening window moves the times into it (today: not before now). Only a new answer
  // settles the times: the visitor's own choices in between are not undone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new opening answer only
  useEffect(() => {
    if (!opening.data) return;
    if (!dateChosen.current && date === today) {
      // Late in the day, when no start is left before closing, the form starts at tomorrow.
      const window = openWindow(opening.data);
      if (roundUpToStep(Math.max(window.open, nowMinutesInNl()), step) >= window.close) {
        dateChosen.current = true;
        setDate(addDays(today, 1));
        return;
      }
    }
    // Times nobody chose are the date's defaults: a future day business hours, today the next slot.
    const settled = timesChosen.current
      ? settleTimes(
          { meetingTypeId: meetingType, seats, date, start, end },
          openWindow(opening.data),
          today,
          nowMinutesInNl(),
        )
      : defaultTimes(meetingType, date, openWindow(opening.data), today, nowMinutesInNl());
    if (settled.start !== start) setStart(settled.start);
    if (settled.end !== end) setEnd(settled.end);
  }, [opening.data]);

  const typed = useDeferredValue(place.trim());
  const suggestions = useQuery({
    queryKey: ['autocomplete', typed, meetingType],
    queryFn: ({ signal }) =>
      callApi(
        locationApi.autocomplete,
        { query: { q: typed, channelId: CHANNEL_ID, meetingtypeId: meetingType } },
        { signal },
      ),
    enabled: !location && typed.length >= 2,
    staleTime: 60_000,
  });

  function chooseType(next: MeetingType) {
    const changed = changeMeetingType(
      { meetingTypeId: meetingType, seats, startMinutes: start, endMinutes: end },
      next,
    );
    setMeetingType(next);
    setSeats(changed.seats);
    setStart(changed.startMinutes);
    setEnd(changed.endMinutes);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const search = await saveSearch({
        MeetingtypeId: meetingType,
        SearchTerm: location ? '' : place.trim(),
        ...(location ? { LocationId: location.LocationId } : {}),
        StartDate: date,
        StartMinutes: start,
        EndMinutes: end,
        Seats: seats,
        LanguageId: LanguageId[locale],
      });
      onSearched(search.Key);
    } catch (e) {
      const fields = e instanceof ApiError ? (e.body?.Errors ?? []).map((x) => x.Field) : [];
      setError(
        fields.includes('EndMinutes')
          ? t('search.endNotAfterStart')
          : e instanceof ApiError
            ? (e.body?.Errors[0]?.Message ?? e.message)
            : t('search.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  if (folded && initial) {
    const what = [
      t(`search.types.${meetingType}`),
      place.trim(),
      formatLongDate(date, locale),
      `${minutesToTime(start)}–${minutesToTime(end)}`,
      t('search.people', { count: seats }),
    ]
      .filter(Boolean)
      .join(' · ');
    return (
      // Still the search form (same name), folded: its one button opens the fields again.
      <form
        className="search-form search-folded"
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id={`${id}-title`} className="visually-hidden">
          {t('search.title')}
        </h2>
        <p className="search-folded-line">{what}</p>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            unfolded.current = true;
            setFolded(false);
          }}
        >
          {t('search.change')}
        </button>
      </form>
    );
  }

  return (
    <form className="search-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('search.title')}</h2>
      <div className="fields">
        <label>
          {t('search.meetingType')}
          <select
            ref={firstField}
            name="meetingType"
            value={meetingType}
            onChange={(e) => chooseType(Number(e.target.value) as MeetingType)}
          >
            <option value={1}>{t('search.types.1')}</option>
            <option value={2}>{t('search.types.2')}</option>
            <option value={3}>{t('search.types.3')}</option>
          </select>
        </label>
        {location ? null : (
          <label>
            {t('search.place')}
            <input
              type="search"
              name="place"
              value={place}
              list={`${id}-places`}
              autoComplete="off"
              onChange={(e) => setPlace(e.target.value)}
              placeholder={t('search.placeHint')}
            />
            <datalist id={`${id}-places`}>
              {(suggestions.data ?? []).map((s) => (
                <option key={`${s.Type}-${s.Id ?? s.City}`} value={s.Type === 'city' ? s.City : s.Name}>
                  {s.Type === 'city' ? t('search.cityHint') : s.City}
                </option>
              ))}
            </datalist>
          </label>
        )}
        <label>
          {t('search.date')}
          <input
            name="date"
            type="date"
            required
            value={date}
            min={todayInNl()}
            onChange={(e) => {
              dateChosen.current = true;
              setDate(e.target.value);
            }}
          />
        </label>
        <label>
          {t('search.start')}
          <select
            name="start"
            value={start}
            onChange={(e) => {
              const next = Number(e.target.value);
              timesChosen.current = true;
              setStart(next);
              if (end <= next) setEnd(Math.min(next + 4 * 60, window.close));
            }}
            disabled={meetingType === 3}
          >
            {starts.map((m) => (
              <option key={m} value={m}>
                {minutesToTime(m)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('search.end')}
          <select
            name="end"
            value={end}
            onChange={(e) => {
              timesChosen.current = true;
              setEnd(Number(e.target.value));
            }}
            disabled={meetingType === 3}
          >
            {ends.map((m) => (
              <option key={m} value={m}>
                {minutesToTime(m)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('search.seats')}
          <input
            name="seats"
            type="number"
            min={1}
            max={500}
            required
            value={seats}
            onChange={(e) => setSeats(Number(e.target.value))}
          />
        </label>
      </div>
      <p role="status" className="muted">
        {opening.data?.IsClosed
          ? t(location ? 'search.closedHere' : 'search.closed')
          : noneLeft && date === today
            ? t('search.noTimeLeftToday')
            : ''}
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {t('search.submit')}
      </button>
    </form>
  );
}
