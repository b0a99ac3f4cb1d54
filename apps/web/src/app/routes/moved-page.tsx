import { movedPath } from '@meetspace/domain';
import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';

/**
 * A page's former path (the route table's `formerly`): replaced by where the page lives now, with
 * its parameters, query and hash. The server answers a first request for it with a 301 already;
 * this covers a link followed inside the app.
 */
export function MovedPage() {
  const { pathname, search, hash } = useLocation();
  const to = movedPath(`${pathname}${search}${hash}`);
  return to ? <Navigate replace to={to} /> : <NotFoundPage />;
}
