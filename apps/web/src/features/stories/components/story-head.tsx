import type { ArticleView } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { scriptJson, storyJsonLd } from '../story-format.ts';

/**
 * The story's link preview (Open Graph, Twitter) and its schema.org `Article`. The meta elements
 * are rendered on the server only: React puts them first in the page's HTML and the site plugin
 * moves them into `<head>` (making site-relative addresses absolute), which is where crawlers read
 * them; the browser has no use for them (`usePageMeta` keeps its title and description).
 */
export function StoryHead({ story, path }: { story: ArticleView; path: string }) {
  const { t } = useTranslation();
  const onServer = typeof document === 'undefined';
  const title = `${story.Title} · ${t('app.name', { ns: 'common' })}`;
  return (
    <>
      {onServer && (
        <>
          <title>{title}</title>
          <meta name="description" content={story.ShortDescription} />
          <meta property="og:type" content="article" />
          <meta property="og:title" content={story.Title} />
          <meta property="og:description" content={story.ShortDescription} />
          <meta property="og:url" content={path} />
          {story.Image && <meta property="og:image" content={story.Image} />}
          <meta property="og:locale" content={story.Language === 'nl' ? 'nl_NL' : 'en_GB'} />
          {story.PublishedAt && <meta property="article:published_time" content={story.PublishedAt} />}
          <meta name="twitter:card" content={story.Image ? 'summary_large_image' : 'summary'} />
          <meta name="twitter:title" content={story.Title} />
          <meta name="twitter:description" content={story.ShortDescription} />
          {story.Image && <meta name="twitter:image" content={story.Image} />}
        </>
      )}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped (scriptJson), so no text closes the element
        dangerouslySetInnerHTML={{ __html: scriptJson(storyJsonLd(story, path)) }}
      />
    </>
  );
}
