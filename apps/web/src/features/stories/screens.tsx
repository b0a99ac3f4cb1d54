import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { AdminBlogRights } from './components/admin-blog-rights.tsx';
import { MyStories } from './components/my-stories.tsx';
import { StoriesPage } from './components/stories-page.tsx';
import { StoryPage } from './components/story-page.tsx';
import { StoryEditorPage } from './editor/story-editor.tsx';

/** The stories pages as one lazily loaded component: the page the path names (TipTap loads later, with the editor). */
export default function StoriesArea() {
  const name = matchRoute(useLocation().pathname)?.name;
  switch (name) {
    case 'story':
    case 'network-story':
    case 'network-group-article':
    case 'my-activities-article':
      return <StoryPage route={name} />;
    case 'story-edit':
    case 'network-story-edit':
    case 'network-group-article-edit':
    case 'my-activities-article-edit':
      return <StoryEditorPage route={name} />;
    case 'my-activities-articles':
      return <MyStories />;
    case 'admin-blog-rights':
      return <AdminBlogRights />;
    case 'network-stories':
      return <StoriesPage network />;
    default:
      return <StoriesPage network={false} />;
  }
}
