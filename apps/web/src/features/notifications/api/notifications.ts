import { notificationApi } from '@meetspace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** One page holds 200 (the spec's page 1). */
export const NOTIFICATIONS_PER_PAGE = 200;

export const keys = {
  all: ['notifications'] as const,
  page: (member: number | null, page: number) => ['notifications', 'list', member, page] as const,
  rules: (member: number | null) => ['notifications', 'rules', member] as const,
};

/** The member's notifications, newest first (`GET /v1/notification`). */
export function useNotifications(page: number) {
  const member = useSession().member?.Id ?? null;
  return useQuery({
    queryKey: keys.page(member, page),
    queryFn: () =>
      callApi(notificationApi.list, {
        query: { page, itemsPerPage: NOTIFICATIONS_PER_PAGE },
      }),
    enabled: member !== null,
    placeholderData: keepPreviousData,
  });
}

/** The 17 rules and the newsletter (`GET /v1/notification/rules`). */
export function useNotificationRules() {
  const member = useSession().member?.Id ?? null;
  return useQuery({
    queryKey: keys.rules(member),
    queryFn: () => callApi(notificationApi.rules),
    enabled: member !== null,
  });
}

/** Read one, read all, delete one, switch a rule; each refreshes the inbox and the rules. */
export function useNotificationActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.all });
  return {
    read: useMutation({
      mutationFn: (id: number) => callApi(notificationApi.read, { params: { id } }),
      onSuccess: refresh,
    }),
    readAll: useMutation({ mutationFn: () => callApi(notificationApi.readAll), onSuccess: refresh }),
    remove: useMutation({
      mutationFn: (id: number) => callApi(notificationApi.remove, { params: { id } }),
      onSuccess: refresh,
    }),
    setRule: useMutation({
      mutationFn: ({ id, ...body }: { id: number; Notification?: boolean; Email?: boolean }) =>
        callApi(notificationApi.setRule, { params: { id }, body }),
      onSuccess: refresh,
    }),
  };
}
