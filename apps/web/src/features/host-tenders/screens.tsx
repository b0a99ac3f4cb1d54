import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { ListPage } from './list-page.tsx';
import { TenderPage } from './tender-page.tsx';

/** The host's requests as one lazily loaded component: the page the path names. */
export default function HostTendersArea() {
  const { pathname } = useLocation();
  return matchRoute(pathname)?.name === 'host-tender' ? <TenderPage /> : <ListPage />;
}
