import { localizedPath } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { useLocale } from '../../app/use-locale.ts';
import { useSession } from '../auth/session.tsx';

export type Gate =
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'member'; profileId: number };

/** Members only: a visitor is sent to the login page, and back here (with the query) afterwards. */
export function useMemberOrLogin(): Gate {
  const session = useSession();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (session.restoring) return { kind: 'wait' };
  if (!session.member)
    return {
      kind: 'redirect',
      to: `${localizedPath('login', locale)}?back=${encodeURIComponent(pathname + search)}`,
    };
  return { kind: 'member', profileId: session.member.Id };
}
