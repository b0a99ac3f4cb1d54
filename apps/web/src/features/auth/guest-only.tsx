import { localizedPath } from '@meetspace/domain';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * Guest-only pages (the route table's `guestOnly`): where a logged-in member is sent instead (the
 * root of the site in the page's language), or null for a visitor.
 */
export function useGuestOnlyRedirect(): string | null {
  const session = useSession();
  const locale = useLocale();
  return session.member ? localizedPath('index', locale) : null;
}
