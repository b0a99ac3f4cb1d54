import { notificationApi } from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * How many of the member's notifications are unread (0 for a visitor), for the account menus. Its
 * key starts with the inbox's (`notifications`), so reading or deleting there refreshes it.
 */
export function useUnreadNotifications(): number {
  const member = useSession().member?.Id ?? null;
  const unread = useQuery({
    queryKey: ['notifications', 'unread', member],
    queryFn: () => callApi(notificationApi.list, { query: { page: 1, itemsPerPage: 1, unreadOnly: 'true' } }),
    enabled: member !== null,
    staleTime: 60_000,
  });
  return member === null ? 0 : (unread.data?.UnreadCount ?? 0);
}
