import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { NetworkNav } from '../../../components/network-nav.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { useLatestStories, useMyGroups } from '../api/groups.ts';
import { GroupCard } from './group-card.tsx';

/** How many of the channel's latest stories the start page shows. */
const LATEST = 3;

/**
 * `/netwerk`: the network's start page: the member's groups, the channel's latest stories, and
 * the ways in (groups, stories, people, questions).
 */
export function NetworkPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const mine = useMyGroups();
  const stories = useLatestStories(LATEST);
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('network.title'));
  return (
    <section aria-labelledby="network-title" className="groups-page network-page">
      <NetworkNav current="start" />
      <h1 id="network-title" ref={heading} tabIndex={-1}>
        {t('network.title')}
      </h1>
      <p className="muted">{t('network.intro')}</p>

      <section aria-labelledby="network-mine" className="network-section">
        <h2 id="network-mine">{t('network.myGroups')}</h2>
        <Loading active={mine.isPending} />
        {mine.error != null && (
          <LoadError
            error={mine.error}
            fallback={t('groups.loadFailed')}
            onRetry={() => void mine.refetch()}
          />
        )}
        {mine.data &&
          (mine.data.length > 0 ? (
            <ul className="group-cards" data-testid="network-my-groups">
              {mine.data.map((g) => (
                <li key={g.Id}>
                  <GroupCard group={g} locale={locale} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('network.noGroups')}</p>
          ))}
        <p className="network-links">
          <Link to={localizedPath('network-groups', locale)}>{t('network.allGroups')}</Link>
          <Link to={`${localizedPath('network-groups', locale)}?new=1`}>{t('groups.create')}</Link>
        </p>
      </section>

      <section aria-labelledby="network-stories" className="network-section">
        <h2 id="network-stories">{t('network.latestStories')}</h2>
        <Loading active={stories.isPending} />
        {stories.error != null && (
          <LoadError
            error={stories.error}
            fallback={t('network.storiesFailed')}
            onRetry={() => void stories.refetch()}
          />
        )}
        {stories.data &&
          (stories.data.Results.length > 0 ? (
            <ul className="story-list">
              {stories.data.Results.slice(0, LATEST).map((s) => (
                <li key={s.Id}>
                  <h3>
                    <Link to={localizedPath('network-story', locale, { key: s.Key, slug: s.Slug })}>
                      {s.Title}
                    </Link>
                  </h3>
                  <p className="muted">
                    {s.AuthorName}
                    {s.PublishedAt ? ` · ${formatDate(s.PublishedAt, locale)}` : ''}
                  </p>
                  {s.ShortDescription && <p>{s.ShortDescription}</p>}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('network.noStories')}</p>
          ))}
        <p className="network-links">
          <Link to={localizedPath('network-stories', locale)}>{t('network.allStories')}</Link>
        </p>
      </section>

      <section aria-labelledby="network-more" className="network-section">
        <h2 id="network-more">{t('network.more')}</h2>
        <ul className="network-more">
          <li>
            <Link to={localizedPath('network-people', locale)}>{t('network.parts.people')}</Link>
          </li>
          <li>
            <Link to={localizedPath('network-questions', locale)}>{t('network.parts.questions')}</Link>
          </li>
          <li>
            <Link to={localizedPath('my-activities', locale)}>{t('activities.title')}</Link>
          </li>
        </ul>
      </section>
    </section>
  );
}
