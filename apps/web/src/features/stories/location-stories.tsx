import './i18n.ts';
import { localizedPath } from '@meetspace/domain';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useLocationStories } from './api/stories.ts';
import { pageOf, StoryList } from './components/stories-page.tsx';

/** A location page's stories tab: the location's published stories (`GET /v1/article/location/{id}/published`). */
export default function LocationStories({ locationId }: { locationId: number }) {
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const list = useLocationStories(locationId, page);
  return (
    <div className="location-stories">
      <StoryList
        list={list}
        page={page}
        linkOf={(story) => localizedPath('story', locale, { key: story.Key, slug: story.Slug || 'story' })}
      />
    </div>
  );
}
