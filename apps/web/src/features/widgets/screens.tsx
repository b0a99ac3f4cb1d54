import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { type EmbeddedWizard, EmbedPage } from './embed-page.tsx';
import { WidgetPage } from './widget-page.tsx';
import { WidgetsPage } from './widgets-page.tsx';

/** The widget pages as one lazily loaded component: the page the path names. */
export default function WidgetsArea({ Wizard }: { Wizard: EmbeddedWizard }) {
  const { pathname } = useLocation();
  switch (matchRoute(pathname)?.name) {
    case 'widget-embed':
      return <EmbedPage Wizard={Wizard} />;
    case 'host-widget':
      return <WidgetPage />;
    default:
      return <WidgetsPage />;
  }
}
