import { type LocationStats, localizedPath, statsPeriods } from '@meetspace/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HostShell } from '../../components/host/host-shell.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { todayInNl } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { saveFile } from '../../lib/save-file.ts';
import { PAGE_KINDS, useManagedLocations, usePageStats } from './api/stats.ts';
import { type FetchedStats, SECTIONS } from './charts.ts';
import { FigureCards } from './components/figure-cards.tsx';
import { RangeForm } from './components/range-form.tsx';
import { StatsSection } from './components/stats-section.tsx';
import { csvFileName, statsCsv } from './csv.ts';
import { usePeriodName } from './format-value.ts';
import { formatDay } from './labels.ts';
import { rangeProblem, readRange, writeRange } from './range.ts';

/**
 * `/host/statistics` (every location the member manages; an administrator's: the platform) and
 * `/host/locations/{id}/statistics`: figure cards, then per statistic a chart with its data table,
 * over a period and a grouping kept in the address; the shown figures as a CSV file.
 */
export function StatsPage({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const today = todayInNl();
  const range = readRange(params, today);
  const problemKey = rangeProblem(range);
  const queries = usePageStats(locationId, range, problemKey === null);
  const stats = useMemo(() => {
    const fetched: FetchedStats = {};
    PAGE_KINDS.forEach((kind, i) => {
      const data = queries[i]?.data;
      if (data) fetched[kind] = data;
    });
    return fetched;
  }, [queries]);
  const failed = queries.find((q) => q.error)?.error;
  const problem = useProblem(failed, 'failed');
  const pending = problemKey === null && queries.some((q) => q.isPending);
  const fetching = queries.some((q) => q.isFetching);
  const totals = stats.totals as LocationStats | undefined;
  const name = locationId ? (totals?.LocationName ?? null) : null;
  const title = name ? t('title.location', { name }) : t('title.all');
  usePageTitle(title);
  const heading = useFocusHeading<HTMLHeadingElement>(Boolean(totals) || Boolean(failed));
  const periodName = usePeriodName(range.by);
  const periodText = t('period.summary', {
    from: formatDay(range.from, locale),
    to: formatDay(range.to, locale),
    by: t(`per.${range.by}`),
  });

  const exportCsv = () => {
    const csv = statsCsv(stats, statsPeriods(range.from, range.to, range.by), locale, {
      period: t('table.period'),
      startDate: t('csv.startDate'),
      endDate: t('csv.endDate'),
      total: t('table.total'),
      section: (id) => t(`section.${id}.title`),
      column: (label) => t(`field.${label}`),
      periodName: (p) => periodName(p),
    });
    saveFile(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      csvFileName(name ?? 'all', range.from, range.to),
    );
  };

  return (
    <HostShell
      current={locationId ? 'host-location-stats' : 'host-stats'}
      location={locationId && name ? { id: locationId, name } : undefined}
    >
      <section aria-labelledby="stats-title" className="stats">
        <h1 id="stats-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {!locationId && totals && <p className="muted">{t('scope.all', { count: totals.LocationCount })}</p>}
        <RangeForm
          key={`${range.from}|${range.to}|${range.by}`}
          range={range}
          today={today}
          problem={problemKey}
          onChange={(next) => setParams(writeRange(next), { preventScrollReset: true })}
        />
        <div className="stats-summary">
          <h2 id="stats-period" aria-live="polite">
            {periodText}
          </h2>
          <button
            type="button"
            className="secondary"
            onClick={exportCsv}
            disabled={!totals || problemKey !== null}
          >
            {t('csv.download')}
          </button>
        </div>
        <Loading active={pending || fetching} />
        <ProblemAlert problem={problem} />
        {totals && problemKey === null && (
          <FigureCards totals={totals} fee={stats.feeinvoice} capacity={stats.workspacecapacity} />
        )}
        {problemKey === null &&
          SECTIONS.map((section) => {
            const data = stats[section.kind];
            return data ? (
              <StatsSection key={section.id} section={section} stats={data} periodText={periodText} />
            ) : null;
          })}
        {!locationId && <LocationLinks />}
      </section>
    </HostShell>
  );
}

/** The member's locations, each to its own statistics (the all-locations page). */
function LocationLinks() {
  const { t } = useTranslation();
  const locale = useLocale();
  const locations = useManagedLocations().data?.Results ?? [];
  if (locations.length === 0) return null;
  return (
    <section aria-labelledby="stats-locations" className="stats-section">
      <h2 id="stats-locations">{t('locations.title')}</h2>
      <ul className="stats-locations">
        {locations.map((l) => (
          <li key={l.Id}>
            <Link to={localizedPath('host-location-stats', locale, { locationId: l.Id })}>
              {t('locations.link', { name: l.Name })}
            </Link>{' '}
            <span className="muted">{l.City}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
