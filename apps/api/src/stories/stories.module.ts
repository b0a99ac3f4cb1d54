import { defineArea } from '../kernel/area.ts';
import { articleItemType } from './stories.access.ts';
import { storyRoutes } from './story.routes.ts';
import { STORY_SUBSCRIBERS } from './subscribers/index.ts';

/** The stories area: stories (articles), where they are shown, blog rights, the channel. */
export const storiesArea = defineArea({
  name: 'stories',
  routes: async (app) => {
    await app.register(storyRoutes);
  },
  subscribers: STORY_SUBSCRIBERS,
  itemTypes: [articleItemType],
});
