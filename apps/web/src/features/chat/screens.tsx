import './i18n.ts';
import { MessagesPage } from './components/messages-page.tsx';

/** The chat pages as one lazily loaded component (today: `/my/messages`). */
export default function ChatArea() {
  return <MessagesPage />;
}
