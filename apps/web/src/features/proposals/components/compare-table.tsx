import { type Locale, localizedPath, type Tender } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatKilometres, formatScore, money } from '../../../lib/format.ts';
import { answerStatus, statusKey } from '../status.ts';

/** An empty cell: a dash to the eye, words to a screen reader. */
function None() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('compare.none')}</span>
    </>
  );
}

/**
 * The tender's proposals side by side: a column per asked location, a row per point of comparison
 * (status, price per person, total incl. VAT, spaces, options, distance, rating, valid until, the
 * link). In its own scrolling region (focusable, named by the caption), so a narrow screen scrolls
 * the table sideways and never the page.
 */
export function CompareTable({ tender, locale, today }: { tender: Tender; locale: Locale; today: string }) {
  const { t } = useTranslation();
  const id = useId();
  const columns = tender.Locations.map((l) => ({ l, p: l.Proposal, status: answerStatus(l, today) }));
  const row = (label: string, cell: (c: (typeof columns)[number]) => React.ReactNode, numeric = false) => (
    <tr>
      <th scope="row">{label}</th>
      {columns.map((c) => (
        <td key={c.l.LocationId} className={numeric ? 'num' : undefined}>
          {cell(c)}
        </td>
      ))}
    </tr>
  );
  return (
    <section
      className="compare-scroll"
      aria-labelledby={`${id}-caption`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
      tabIndex={0}
      data-testid="compare-region"
    >
      <table className="compare-table" data-testid="compare-table">
        <caption id={`${id}-caption`}>
          {t('compare.caption', { name: tender.Name || t('tenders.unnamed') })}
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map(({ l }) => (
              <th key={l.LocationId} scope="col">
                {l.LocationName}
                <span className="muted block">{l.City}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('compare.status'), ({ l, status }) => (
            <>
              <span className={`proposal-status status-${status.status}`} data-testid="compare-status">
                {t(statusKey(status))}
              </span>
              {status.kind === 'proposal' && status.validUntil && (
                <span className="muted block">
                  {t('compare.until', { date: formatDate(status.validUntil, locale) })}
                </span>
              )}
              {l.Status === 'declined' && l.DeclineReason && (
                <span className="muted block">{l.DeclineReason}</span>
              )}
            </>
          ))}
          {row(t('compare.perPerson'), ({ p }) => (p ? money(p.PricePerPerson, locale) : <None />), true)}
          {row(t('compare.total'), ({ p }) => (p ? money(p.TotalInclTax, locale) : <None />), true)}
          {row(t('compare.spaces'), ({ p }) =>
            p && p.SpaceNames.length > 0 ? p.SpaceNames.join(', ') : <None />,
          )}
          {row(t('compare.options'), ({ p }) =>
            p ? p.OptionNames.length > 0 ? p.OptionNames.join(', ') : t('compare.noOptions') : <None />,
          )}
          {row(
            t('compare.distance'),
            ({ p }) =>
              p && p.DistanceKm !== null ? (
                t('compare.km', { km: formatKilometres(p.DistanceKm, locale) })
              ) : (
                <None />
              ),
            true,
          )}
          {row(t('compare.rating'), ({ p }) =>
            p ? (
              p.ReviewCount > 0 ? (
                t('compare.score', { score: formatScore(p.Score, locale), count: p.ReviewCount })
              ) : (
                t('compare.noReviews')
              )
            ) : (
              <None />
            ),
          )}
          {row(t('compare.validUntil'), ({ p }) => (p ? formatDate(p.ValidUntil, locale) : <None />))}
          {row(t('compare.view'), ({ l, p }) =>
            p ? (
              <Link
                to={localizedPath('my-reservations-proposal', locale, { key: p.Key })}
                data-testid="compare-view-link"
              >
                {t('compare.viewLink', { name: l.LocationName })}
              </Link>
            ) : (
              <None />
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}
