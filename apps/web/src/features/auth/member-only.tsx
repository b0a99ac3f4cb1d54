import type { ReactNode } from 'react';
import { LoadBoundary } from '../../components/load-boundary.tsx';
import { Loading } from '../../components/loading.tsx';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import { useSession } from '../../lib/session.tsx';

// The login view is in the auth chunk: a member opening their area never downloads it.
const LoginView = lazyWithReload(async () => ({ default: (await import('./login-page.tsx')).LoginPage }));

/**
 * A page of the route table marked `auth` (the my area, the network, writing a story): a visitor
 * gets the login flow in its place, at the same address, and sees the page once logged in; a member
 * who logs off there gets the login flow again. Nothing of the page runs before that, so its calls
 * are never made without a member.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.restoring) return <Loading active />;
  if (!session.member)
    return (
      <LoadBoundary>
        <LoginView inline />
      </LoadBoundary>
    );
  return children;
}
