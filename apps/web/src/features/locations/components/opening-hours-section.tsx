import { isMeetingTypeId, type Locale, MEETING_TYPE_NAMES, type MeetingType } from '@meetspace/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { todayInNl } from '../../../lib/format.ts';
import { useOpeningPeriod } from '../api/get-opening-period.ts';
import { openingPeriodFrom, openingRows } from '../opening-hours.ts';

/** The opening hours of the coming week (closed days included), for one of the location's meeting types. */
export function OpeningHoursSection({
  locationId,
  meetingTypeIds,
  locale,
}: {
  locationId: number;
  meetingTypeIds: readonly number[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const id = useId();
  const types = useMemo(
    () =>
      [...new Set(meetingTypeIds)]
        .filter((type): type is MeetingType => isMeetingTypeId(type))
        .sort((a, b) => a - b),
    [meetingTypeIds],
  );
  const [chosen, setChosen] = useState<MeetingType | undefined>(undefined);
  const meetingType = chosen !== undefined && types.includes(chosen) ? chosen : (types[0] ?? 1);
  // "Today" is fixed for the life of the page, so the query key stays the same.
  const [today] = useState(todayInNl);
  const period = useOpeningPeriod(locationId, { ...openingPeriodFrom(today), meetingtypeId: meetingType });
  const rows = period.data ? openingRows(period.data, locale, today) : [];

  return (
    <section className="location-panel opening-hours" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('locations.hours.title')}</h2>
      {types.length > 1 && (
        <label className="opening-hours-type">
          {t('locations.hours.for')}
          <select value={meetingType} onChange={(e) => setChosen(Number(e.target.value) as MeetingType)}>
            {types.map((type) => (
              <option key={type} value={type}>
                {MEETING_TYPE_NAMES[type][locale]}
              </option>
            ))}
          </select>
        </label>
      )}
      <Loading active={period.isPending} label={t('locations.hours.loading')} />
      {period.isError && (
        <p role="alert" className="error">
          {t('locations.hours.failed')}
        </p>
      )}
      {rows.length > 0 && (
        <table className="opening-hours-table">
          <caption className="visually-hidden">
            {t('locations.hours.caption', { type: MEETING_TYPE_NAMES[meetingType][locale] })}
          </caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date} className={row.isToday ? 'is-today' : undefined}>
                <th scope="row">
                  {row.day}
                  {row.isToday && (
                    <>
                      {' '}
                      <span className="today-badge">{t('locations.hours.today')}</span>
                    </>
                  )}
                </th>
                <td className={row.hours ? undefined : 'closed'}>
                  {row.hours ?? t('locations.hours.closed')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
