import type { ReactNode } from 'react';
import { Loading } from '../components/loading.tsx';
import { LoginView } from '../features/auth/index.ts';
import { useSession } from '../lib/session.tsx';

/**
 * A page of the route table marked `auth` (the my area, the network, writing a story): a visitor
 * gets the login flow in its place, at the same address, and sees the page once logged in; a member
 * who logs off there gets the login flow again. Nothing of the page runs before that, so its calls
 * are never made without a member. The login view is in the auth chunk: a member opening their area
 * never downloads it.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.restoring) return <Loading active />;
  if (!session.member) return <LoginView inline />;
  return children;
}
