import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'chat';

const ChatArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/** Chat: the member's conversations, one-to-one with other members (`/mijn/berichten`, `/my/messages`). */
export const chatFeature: Feature = {
  name: 'chat',
  namespace: NAMESPACE,
  routes: { 'my-messages': ChatArea },
};

/**
 * "Send a message" to a member, for another feature's page (a member's public profile): a link to
 * `/my/messages?with=<profileId>`, which opens the conversation with them or starts one. Given to
 * that feature by `app/features.ts`, as the location page's panels are.
 */
export const StartChatButton = lazyScreen<{ profileId: number; name?: string }>(
  NAMESPACE,
  () => import('./components/start-chat-button.tsx'),
);
