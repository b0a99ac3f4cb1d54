import { type GroupState, type GroupView, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { useGroupPosts } from '../api/groups.ts';

/**
 * The stories tab: the group's stories, newest first (`GET /v1/group/{id}/posts`), each linking to
 * its page in the group, and "Write a story": the story editor with `?group=<id>`.
 */
export function StoriesTab({ group, state }: { group: GroupView; state: GroupState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const posts = useGroupPosts(group.Id, page, true);
  const canWrite = state.Membership.Status === 'Joined' || state.IsAdmin;
  return (
    <section aria-labelledby="group-stories-title" className="group-stories">
      <div className="group-tab-head">
        <h2 id="group-stories-title">{t('tabs.articles')}</h2>
        {canWrite && (
          <Link
            className="button"
            to={`${localizedPath('story-edit', locale, { key: 'new' })}?group=${group.Id}`}
            data-testid="group-write-story"
          >
            {t('stories.write')}
          </Link>
        )}
      </div>
      <Loading active={posts.isPending} />
      {posts.error != null && (
        <LoadError
          error={posts.error}
          fallback={t('stories.loadFailed')}
          onRetry={() => void posts.refetch()}
        />
      )}
      {posts.data &&
        (posts.data.Results.length > 0 ? (
          <ul className="group-story-cards" data-testid="group-stories">
            {posts.data.Results.map((s) => (
              <li key={s.Id}>
                <article className="group-story-card">
                  {s.Image && <img src={s.Image} alt="" loading="lazy" width={400} height={225} />}
                  <div className="group-story-body">
                    <h3>
                      <Link
                        to={localizedPath('network-group-article', locale, {
                          id: group.Id,
                          slug: group.Slug,
                          key: s.Key,
                          articleSlug: s.Slug,
                        })}
                      >
                        {s.Title}
                      </Link>
                    </h3>
                    <p className="muted">
                      {s.AuthorName}
                      {s.PublishedAt ? ` · ${formatDate(s.PublishedAt, locale)}` : ''}
                      {s.Status !== 'Published' ? ` · ${t(`stories.status.${s.Status}`)}` : ''}
                    </p>
                    {s.ShortDescription && <p>{s.ShortDescription}</p>}
                    {s.CommentCount > 0 && (
                      <p className="muted">{t('stories.comments', { count: s.CommentCount })}</p>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('stories.none')}</p>
        ))}
      {posts.data && (
        <Pager
          page={page}
          morePages={posts.data.MorePages}
          searchOf={(n) => (n > 1 ? `?page=${n}` : '')}
          className="groups-pager"
        />
      )}
    </section>
  );
}
