import { LanguageId, type Locale, minutesToTime, timeStepFor } from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { saveSearch } from '../api/booking.ts';
import { todayInNl } from './format.ts';

const DAY_START = 7 * 60;
const DAY_END = 22 * 60;

/** The meeting search: meeting type, place, date, times (in the meeting type's steps) and seats. */
export function SearchForm({ locale, onSearched }: { locale: Locale; onSearched: (key: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [meetingType, setMeetingType] = useState(1);
  const [place, setPlace] = useState('');
  const [date, setDate] = useState(todayInNl());
  const [start, setStart] = useState(540);
  const [end, setEnd] = useState(780);
  const [seats, setSeats] = useState(4);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const step = timeStepFor(meetingType as 1 | 2 | 3);
  const times: number[] = [];
  for (let m = DAY_START; m <= DAY_END; m += step) times.push(m);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const search = await saveSearch({
        MeetingtypeId: meetingType,
        SearchTerm: place.trim(),
        StartDate: date,
        StartMinutes: start,
        EndMinutes: end,
        Seats: seats,
        LanguageId: LanguageId[locale],
      });
      onSearched(search.Key);
    } catch (e) {
      setError(e instanceof ApiError ? (e.body?.Errors[0]?.Message ?? e.message) : t('search.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="search-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('search.title')}</h2>
      <div className="fields">
        <label>
          {t('search.meetingType')}
          <select value={meetingType} onChange={(e) => setMeetingType(Number(e.target.value))}>
            <option value={1}>{t('search.types.1')}</option>
            <option value={2}>{t('search.types.2')}</option>
            <option value={3}>{t('search.types.3')}</option>
          </select>
        </label>
        <label>
          {t('search.place')}
          <input
            type="search"
            value={place}
            onChange={(e) => setPlace(e.target.value)}
            placeholder={t('search.placeHint')}
          />
        </label>
        <label>
          {t('search.date')}
          <input
            type="date"
            required
            value={date}
            min={todayInNl()}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <label>
          {t('search.start')}
          <select
            value={start}
            onChange={(e) => setStart(Number(e.target.value))}
            disabled={meetingType === 3}
          >
            {times.map((m) => (
              <option key={m} value={m}>
                {minutesToTime(m)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('search.end')}
          <select value={end} onChange={(e) => setEnd(Number(e.target.value))} disabled={meetingType === 3}>
            {times.map((m) => (
              <option key={m} value={m}>
                {minutesToTime(m)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('search.seats')}
          <input
            type="number"
            min={1}
            max={500}
            required
            value={seats}
            onChange={(e) => setSeats(Number(e.target.value))}
          />
        </label>
      </div>
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
