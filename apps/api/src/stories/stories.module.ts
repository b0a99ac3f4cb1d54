import { defineArea } from '../kernel/area.ts';
import { storyRoutes } from './story.routes.ts';

/** The stories area: stories (articles), where they are shown, blog rights, the channel. */
export const storiesArea = defineArea({
  name: 'stories',
  routes: async (app) => {
    await app.register(storyRoutes);
  },
});
