import {
  isMeetingTypeId,
  localizedPath,
  MEETING_TYPE_NAMES,
  OPTION_CATEGORY_NAMES,
  spaceSettingName,
  type Tender,
} from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { formatInstant, money, todayInNl } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { formatPeriod } from '../../../lib/period-format.ts';
import { useMyTenders } from '../api/proposals.ts';
import { CompareTable } from './compare-table.tsx';

/**
 * `/mijn/reserveringen/voorstellen`: the member's tenders, newest first, each a card with the
 * meeting and its locations' proposals compared side by side.
 */
export function TendersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tenders = useMyTenders(page, locale);
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('tenders.title'));
  const today = todayInNl();
  const list = [...(tenders.data?.Results ?? [])].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));

  return (
    <section aria-labelledby="tenders-title" className="proposals-page">
      <p className="muted">
        <Link to={localizedPath('my-reservations', locale)}>{t('tenders.back')}</Link>
      </p>
      <h1 id="tenders-title" ref={heading} tabIndex={-1}>
        {t('tenders.title')}
      </h1>
      <p>
        {t('tenders.intro')}{' '}
        <Link to={localizedPath('tender', locale)} data-testid="tenders-new">
          {t('tenders.new')}
        </Link>
      </p>
      <Loading active={tenders.isFetching} />
      {tenders.isError && (
        <LoadError
          error={tenders.error}
          fallback={t('tenders.failed')}
          onRetry={() => void tenders.refetch()}
        />
      )}
      {tenders.data && list.length === 0 && (
        <p role="status" className="muted">
          {page > 1 ? t('tenders.pageEmpty') : t('tenders.none')}
        </p>
      )}
      {list.map((tender) => (
        <TenderCard key={tender.Id} tender={tender} today={today} />
      ))}
      {tenders.data && (
        <Pager
          className="proposals-pager"
          page={page}
          morePages={tenders.data.MorePages}
          searchOf={(p) => (p > 1 ? `?page=${p}` : '')}
        />
      )}
    </section>
  );
}

/** One tender: what was asked, and the answers side by side. */
export function TenderCard({ tender, today }: { tender: Tender; today: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const setting = tender.SettingId ? spaceSettingName(tender.SettingId, locale) : undefined;
  const type = isMeetingTypeId(tender.MeetingtypeId) ? MEETING_TYPE_NAMES[tender.MeetingtypeId][locale] : '';
  const options = tender.OptionCategoryIds.flatMap((c) =>
    c === 1 || c === 2 || c === 3 || c === 4 ? [OPTION_CATEGORY_NAMES[c][locale]] : [],
  );
  const titleId = `tender-${tender.Id}-title`;
  return (
    <article
      id={`tender-${tender.Id}`}
      aria-labelledby={titleId}
      className="tender-card"
      data-testid="tender-card"
    >
      <h2 id={titleId}>
        {tender.Name || t('tenders.unnamed')}{' '}
        <span className={`tender-status tender-status-${tender.Status}`}>
          {t(`tenders.status.${tender.Status}`)}
        </span>
      </h2>
      <dl className="tender-meeting">
        <dt>{t('tenders.when')}</dt>
        <dd>{formatPeriod(tender, locale)}</dd>
        <dt>{t('tenders.what')}</dt>
        <dd>{[type, t('tenders.people', { count: tender.Seats }), setting].filter(Boolean).join(' · ')}</dd>
        {tender.Budget !== null && (
          <>
            <dt>{t('tenders.budget')}</dt>
            <dd>{money(tender.Budget, locale)}</dd>
          </>
        )}
        {options.length > 0 && (
          <>
            <dt>{t('tenders.options')}</dt>
            <dd>{options.join(', ')}</dd>
          </>
        )}
        {tender.PlaceName && (
          <>
            <dt>{t('tenders.near')}</dt>
            <dd>{tender.PlaceName}</dd>
          </>
        )}
        <dt>{t('tenders.sent')}</dt>
        <dd>{formatInstant(tender.CreatedAt, locale)}</dd>
      </dl>
      {tender.Description && <p className="tender-description">{tender.Description}</p>}
      <CompareTable tender={tender} locale={locale} today={today} />
    </article>
  );
}
