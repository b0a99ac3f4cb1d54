import { defineArea } from '../kernel/area.ts';
import { questionRoutes } from './question.routes.ts';

/** The questions area: the network's questions, answers, replies, votes and best answers. */
export const questionsArea = defineArea({
  name: 'questions',
  routes: async (app) => {
    await app.register(questionRoutes);
  },
});
