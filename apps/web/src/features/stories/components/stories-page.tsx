import { ARTICLES_PER_PAGE, type ArticleList, localizedPath } from '@meetspace/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { NetworkNav } from '../../../components/network-nav.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { useSession } from '../../../lib/session.tsx';
import { useChannelStories } from '../api/stories.ts';
import { storyPath } from '../story-format.ts';
import { StoryCard } from './story-card.tsx';

/** The page of a list in the address (`?page=2`): a positive whole number, else 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export const pageSearch = (page: number) =>
  page > 1 ? new URLSearchParams({ page: String(page) }).toString() : '';

/**
 * The channel's stories, newest first, 10 a page: the public list (`/verhalen`, server-rendered)
 * and the network's (`/netwerk/verhalen`, whose cards open the network's story page).
 */
export function StoriesPage({ network }: { network: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { member } = useSession();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const list = useChannelStories(page, locale);
  usePageMeta(t('list.title'), t('list.intro'));
  const writePath = localizedPath(network ? 'network-story-edit' : 'story-edit', locale, {
    key: 'new',
    slug: 'story',
  });
  return (
    <div className="stories-page">
      {network && <NetworkNav current="stories" />}
      <header className="stories-intro">
        <h1>{t('list.title')}</h1>
        <p>{t('list.intro')}</p>
        <p className="actions">
          <Link className="button" to={writePath}>
            {t('list.write')}
          </Link>
          {member && <Link to={localizedPath('my-activities-articles', locale)}>{t('mine.title')}</Link>}
        </p>
      </header>
      <StoryList
        list={list}
        page={page}
        linkOf={(story) => storyPath(story, locale, network)}
        headingId="stories-results"
      />
    </div>
  );
}

/** A page of story cards with its loading, failure and empty states and the pager. */
export function StoryList({
  list,
  page,
  linkOf,
  headingId,
}: {
  list: UseQueryResult<ArticleList, unknown>;
  page: number;
  linkOf: (story: ArticleList['Results'][number]) => string;
  headingId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = list.data;
  return (
    <section
      className="stories-results"
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : t('list.results')}
      aria-busy={list.isFetching}
    >
      {headingId && (
        <h2 id={headingId} className="visually-hidden">
          {t('list.results')}
        </h2>
      )}
      <Loading active={list.isPending} label={t('list.loading')} />
      {list.isError && !data && (
        <p role="alert" className="error">
          {t('list.failed')}{' '}
          <button type="button" className="link" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {data && data.Results.length === 0 && <p className="stories-empty">{t('list.none')}</p>}
      {data && data.Results.length > 0 && (
        <ol className="story-cards">
          {data.Results.map((story) => (
            <li key={story.Id}>
              <StoryCard story={story} locale={locale} to={linkOf(story)} />
            </li>
          ))}
        </ol>
      )}
      {data && (
        <Pager
          page={page}
          morePages={data.MorePages || page * ARTICLES_PER_PAGE < data.TotalCount}
          searchOf={pageSearch}
          className="stories-pager"
        />
      )}
    </section>
  );
}
