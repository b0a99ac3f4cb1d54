import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { formatDate, todayInNl } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { useMyStories } from '../api/stories.ts';
import { storyBadges } from '../story-format.ts';
import { StatusBadges } from './status-badges.tsx';
import { pageOf, pageSearch } from './stories-page.tsx';

/** The member's stories, every status, with badges and what they can do with each. */
export function MyStories() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const list = useMyStories(page);
  const heading = useFocusHeading<HTMLHeadingElement>();
  const today = todayInNl();
  usePageTitle(t('mine.title'));
  const data = list.data;
  return (
    <div className="stories-page my-stories">
      <header className="stories-intro">
        <h1 ref={heading} tabIndex={-1}>
          {t('mine.title')}
        </h1>
        <p>
          <Link className="button" to={localizedPath('my-activities-article-edit', locale, { key: 'new' })}>
            {t('list.write')}
          </Link>
        </p>
      </header>
      <div aria-busy={list.isFetching}>
        <Loading active={list.isPending} label={t('list.loading')} />
        {list.isError && !data && (
          <p role="alert" className="error">
            {t('list.failed')}
          </p>
        )}
        {data && data.Results.length === 0 && <p>{t('mine.none')}</p>}
        {data && data.Results.length > 0 && (
          <ul className="my-story-list">
            {data.Results.map((story) => (
              <li key={story.Id} className="my-story">
                <h2>
                  <Link to={localizedPath('my-activities-article', locale, { key: story.Key })}>
                    {story.Title}
                  </Link>
                </h2>
                <StatusBadges badges={storyBadges(story, today)} />
                <p className="muted">
                  {story.PublishFrom && t('mine.from', { date: formatDate(story.PublishFrom, locale) })}{' '}
                  {story.ExpiresAt && t('mine.until', { date: formatDate(story.ExpiresAt, locale) })}{' '}
                  {t('mine.comments', { count: story.CommentCount })}
                </p>
                <p className="actions">
                  <Link
                    to={localizedPath('my-activities-article-edit', locale, { key: story.Key })}
                    aria-label={t('mine.editOf', { title: story.Title })}
                  >
                    {t('story.edit')}
                  </Link>
                  <Link
                    to={localizedPath('my-activities-article', locale, { key: story.Key })}
                    aria-label={t('mine.viewOf', { title: story.Title })}
                  >
                    {t('mine.view')}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pager page={page} morePages={data.MorePages} searchOf={pageSearch} className="stories-pager" />
        )}
      </div>
    </div>
  );
}
