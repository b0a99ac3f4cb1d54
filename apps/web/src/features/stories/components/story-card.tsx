import type { ArticleSummary, Locale } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';

/** A story in a list: picture, title (the link), intro, author, date and tags. */
export function StoryCard({ story, locale, to }: { story: ArticleSummary; locale: Locale; to: string }) {
  const { t } = useTranslation();
  const date = story.PublishedAt ?? story.PublishFrom;
  return (
    <article className="story-card">
      {story.Image ? (
        <img className="story-card-image" src={story.Image} alt="" loading="lazy" width={400} height={225} />
      ) : (
        <div className="story-card-image placeholder" aria-hidden="true">
          <span>{story.Title.trim().charAt(0).toUpperCase()}</span>
        </div>
      )}
      <div className="story-card-body">
        <h3 className="story-card-title">
          <Link to={to}>{story.Title}</Link>
        </h3>
        {story.ShortDescription && <p className="story-card-intro">{story.ShortDescription}</p>}
        <p className="story-card-meta">
          {t('story.by', { name: story.AuthorName })}
          {date && (
            <>
              {' · '}
              <time dateTime={date.slice(0, 10)}>{formatDate(date, locale)}</time>
            </>
          )}
        </p>
        {story.Tags.length > 0 && (
          <ul className="story-tags" aria-label={t('story.tags')}>
            {story.Tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
