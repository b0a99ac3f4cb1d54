import { defineArea } from '../kernel/area.ts';
import { commentRoutes } from './comment.routes.ts';

/** The comments area: its calls. */
export const commentsArea = defineArea({
  name: 'comments',
  routes: async (app) => {
    await app.register(commentRoutes);
  },
});
