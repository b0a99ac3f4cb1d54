import './i18n.ts';
import { InboxPage } from './components/inbox-page.tsx';

/** The notifications pages as one lazily loaded component (today: the inbox). */
export default function NotificationsArea() {
  return <InboxPage />;
}
