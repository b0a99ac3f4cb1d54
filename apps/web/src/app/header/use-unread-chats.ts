import { chatApi } from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * How many chat messages the member has not read (0 for a visitor), for the account menus. Its key
 * starts with the chat feature's (`chat`), so reading, sending and the live stream refresh it.
 */
export function useUnreadChats(): number {
  const member = useSession().member?.Id ?? null;
  const unread = useQuery({
    queryKey: ['chat', 'unread', member],
    queryFn: () => callApi(chatApi.unread),
    enabled: member !== null,
    staleTime: 60_000,
  });
  return member === null ? 0 : (unread.data?.UnreadCount ?? 0);
}
