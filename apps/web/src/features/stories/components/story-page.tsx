import { type ArticleView, type Locale, localizedPath, type RouteName } from '@meetspace/domain';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useLocation as useRouterLocation } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { logClick } from '../../../lib/click-log.ts';
import { formatDate, todayInNl } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { isNotFound, useStory } from '../api/stories.ts';
import { storyBadges } from '../story-format.ts';
import { StatusBadges } from './status-badges.tsx';
import { StoryComments } from './story-comments.tsx';
import { StoryHead } from './story-head.tsx';

/** The pages that show one story, and the route of each one's editor. */
export type StoryRoute = 'story' | 'network-story' | 'network-group-article' | 'my-activities-article';

/** Path parameters of a story's page (and its editor) on `route`, with the story's key and slug. */
export function storyParams(
  route: RouteName,
  params: Record<string, string | undefined>,
  key: string,
  slug: string,
): never {
  return storyParamsOf(route, params, key, slug) as never;
}

function storyParamsOf(
  route: RouteName,
  params: Record<string, string | undefined>,
  key: string,
  slug: string,
) {
  if (route.startsWith('network-group-article'))
    return { id: params.id ?? '', slug: params.slug ?? '', key, articleSlug: slug };
  if (route.startsWith('my-activities')) return { key };
  return { key, slug };
}

const EDIT_ROUTE = {
  story: 'story-edit',
  'network-story': 'network-story-edit',
  'network-group-article': 'network-group-article-edit',
  'my-activities-article': 'my-activities-article-edit',
} as const satisfies Record<StoryRoute, RouteName>;

/**
 * A story's page (`/verhalen/{key}/{slug}`, the network's, a group's, the member's own): title,
 * picture, intro, body, sources (videos played in place), tags, where it is shown, comments and
 * the edit link for its author. A key that is no readable story shows the not-found page; a wrong
 * slug is replaced by the story's own.
 */
export function StoryPage({ route }: { route: StoryRoute }) {
  const params = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const { search, hash } = useRouterLocation();
  const key = params.key ?? '';
  const query = useStory(key);
  const story = query.data;
  const storyId = story?.Id;
  useEffect(() => {
    if (storyId) logClick('Story', storyId);
  }, [storyId]);
  usePageMeta(story?.Title ?? '', story?.ShortDescription || undefined);

  if (query.isPending)
    return (
      <div className="story-loading">
        <Loading active label={t('story.loading')} />
      </div>
    );
  if (query.isError && !story) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return (
      <p role="alert" className="error">
        {t('story.failed')}{' '}
        <button type="button" className="link" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (!story) return <NotFoundPage />;
  const slug = route === 'network-group-article' ? params.articleSlug : params.slug;
  if (route !== 'my-activities-article' && story.Slug && slug !== story.Slug)
    return (
      <Navigate
        to={`${localizedPath(route, locale, storyParams(route, params, story.Key, story.Slug))}${search}${hash}`}
        replace
      />
    );
  const path = localizedPath(route, locale, storyParams(route, params, story.Key, story.Slug));
  const editPath = localizedPath(
    EDIT_ROUTE[route],
    locale,
    storyParams(route, params, story.Key, story.Slug),
  );
  return <StoryContent story={story} route={route} path={path} editPath={editPath} locale={locale} />;
}

function StoryContent({
  story,
  route,
  path,
  editPath,
  locale,
}: {
  story: ArticleView;
  route: StoryRoute;
  path: string;
  editPath: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const params = useParams();
  const ids = { sources: useId(), where: useId() };
  const date = story.PublishedAt ?? story.PublishFrom;
  const back =
    route === 'network-group-article'
      ? {
          to: localizedPath('network-group-articles', locale, {
            id: params.id ?? '',
            slug: params.slug ?? '',
          }),
          label: t('story.backToGroup'),
        }
      : route === 'my-activities-article'
        ? { to: localizedPath('my-activities-articles', locale), label: t('mine.title') }
        : {
            to: localizedPath(route === 'network-story' ? 'network-stories' : 'stories', locale),
            label: t('list.title'),
          };
  return (
    <article className="story-detail" lang={story.Language}>
      <StoryHead story={story} path={path} />
      <nav aria-label={t('story.breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to={back.to}>{back.label}</Link>
          </li>
          <li aria-current="page">{story.Title}</li>
        </ol>
      </nav>
      <header className="story-hero">
        <h1>{story.Title}</h1>
        <p className="story-byline">
          {t('story.by', { name: story.AuthorName })}
          {date && (
            <>
              {' · '}
              <time dateTime={date.slice(0, 10)}>{formatDate(date, locale)}</time>
            </>
          )}
        </p>
        {(story.Status !== 'Published' || route === 'my-activities-article') && (
          <StatusBadges badges={storyBadges(story, todayInNl())} />
        )}
        {story.CanEdit && (
          <p>
            <Link className="button" to={editPath} data-testid="story-edit-link">
              {t('story.edit')}
            </Link>
          </p>
        )}
      </header>
      {story.Image && (
        <img
          className="story-image"
          src={story.Image}
          alt={t('story.imageAlt', { title: story.Title })}
          width={1200}
          height={630}
        />
      )}
      {story.ShortDescription && <p className="story-intro">{story.ShortDescription}</p>}
      <div
        className="story-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes a story's HTML to an allowlist before storing it (stories area, sanitize-html); this is that stored HTML
        dangerouslySetInnerHTML={{ __html: story.Body }}
      />
      {story.Sources.length > 0 && (
        <section aria-labelledby={ids.sources} className="story-sources">
          <h2 id={ids.sources}>{t('story.sources')}</h2>
          <ul>
            {story.Sources.map((source, index) => (
              // Sources have no id of their own; their order is fixed by the story.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                {source.Kind === 'video' && source.EmbedUrl ? (
                  <figure className="story-video">
                    <iframe
                      src={source.EmbedUrl}
                      title={source.Title || t('story.video', { provider: source.Provider ?? '' })}
                      loading="lazy"
                      sandbox="allow-scripts allow-same-origin allow-presentation"
                      allow="fullscreen; picture-in-picture; encrypted-media"
                      referrerPolicy="strict-origin-when-cross-origin"
                      width={640}
                      height={360}
                    />
                    {source.Title && <figcaption>{source.Title}</figcaption>}
                  </figure>
                ) : source.Kind === 'internal' ? (
                  <Link to={source.Url}>{source.Title || source.Url}</Link>
                ) : (
                  <a href={source.Url} target="_blank" rel="noopener noreferrer nofollow">
                    {source.Title || source.Url}
                    <span className="visually-hidden"> {t('newWindow')}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {story.Tags.length > 0 && (
        <ul className="story-tags" aria-label={t('story.tags')}>
          {story.Tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      {story.Links.length > 0 && (
        <section aria-labelledby={ids.where} className="story-where">
          <h2 id={ids.where}>{t('story.where')}</h2>
          <ul>
            {story.Links.map((link) => (
              <li key={link.Id}>
                {link.Entity === 'channel' ? (
                  <Link to={localizedPath('stories', locale)}>{t('story.onChannel')}</Link>
                ) : link.Entity === 'group' ? (
                  <Link to={localizedPath('network-group', locale, { id: link.ItemId, slug: link.Slug })}>
                    {link.Name}
                  </Link>
                ) : (
                  <Link to={localizedPath('location-stories', locale, { id: link.ItemId, slug: link.Slug })}>
                    {link.Name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <StoryComments
        articleId={story.Id}
        canComment={story.CanComment}
        allowComments={story.AllowComments}
        locale={locale}
      />
    </article>
  );
}
