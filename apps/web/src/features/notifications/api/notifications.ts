import { MAX_NOTIFICATIONS_PER_PAGE, type NotificationRuleView, notificationApi } from '@meetspace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** One page holds 200 (the spec's page 1). */
export const NOTIFICATIONS_PER_PAGE = MAX_NOTIFICATIONS_PER_PAGE;

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
  const member = useSession().member?.Id ?? null;
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
    // A switch moves at once (the answer confirms it; a refusal puts it back).
    setRule: useMutation({
      mutationFn: ({ id, ...body }: RuleSwitch) => callApi(notificationApi.setRule, { params: { id }, body }),
      onMutate: async ({ id, ...body }: RuleSwitch) => {
        await client.cancelQueries({ queryKey: keys.rules(member) });
        const before = client.getQueryData<NotificationRuleView[]>(keys.rules(member));
        client.setQueryData<NotificationRuleView[]>(keys.rules(member), (rules) =>
          rules?.map((rule) => (rule.Id === id ? { ...rule, ...body } : rule)),
        );
        return { before };
      },
      onError: (_error, _switch, context) => client.setQueryData(keys.rules(member), context?.before),
      onSettled: refresh,
    }),
  };
}

type RuleSwitch = { id: number; Notification?: boolean; Email?: boolean };
