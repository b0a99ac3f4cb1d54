import './i18n.ts';
import { PendingPage } from '../../app/routes/pending-page.tsx';

/** The groups pages as one lazily loaded component (built by issue 20's web work). */
export default function GroupsArea() {
  return <PendingPage />;
}
