import { defineArea } from '../kernel/area.ts';
import { chatRoutes } from './chat.routes.ts';

/** The chat area: one-to-one conversations between members, blocks, and the live stream. */
export const chatArea = defineArea({
  name: 'chat',
  routes: async (app) => {
    await app.register(chatRoutes);
  },
});
