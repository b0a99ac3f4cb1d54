import type { StatsGroupBy, StatsPeriod } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { type Column, fieldValue } from '../charts.ts';
import { formatValue, usePeriodName } from '../format-value.ts';

/**
 * The values of a chart as a table: one row per period and the totals, a column per value. It
 * scrolls sideways inside its own box on a narrow screen (reachable by keyboard to scroll).
 */
export function DataTable({
  caption,
  columns,
  rows,
  totals,
  by,
}: {
  caption: string;
  columns: readonly Column[];
  rows: readonly (StatsPeriod & object)[];
  totals: object;
  by: StatsGroupBy;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const periodName = usePeriodName(by);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
    <section className="stats-table-box" tabIndex={0} aria-label={caption}>
      <table className="stats-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.period')}</th>
            {columns.map((c) => (
              <th key={c.field} scope="col">
                {t(`field.${c.label}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.Period}>
              <th scope="row">{periodName(row)}</th>
              {columns.map((c) => (
                <td key={c.field}>{formatValue(fieldValue(row, c.field), c.format, locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('table.total')}</th>
            {columns.map((c) => (
              <td key={c.field}>{formatValue(fieldValue(totals, c.field), c.format, locale)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
