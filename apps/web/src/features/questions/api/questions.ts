import {
  type AnswerBody,
  type EndpointResponse,
  groupApi,
  type QuestionBody,
  type QuestionStatus,
  type QuestionView,
  questionApi,
} from '@meetspace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** A 4xx will not change by asking again; anything else is asked once more. */
export const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** What a list is filtered by (the address's query). */
export interface QuestionFilters {
  page: number;
  q?: string;
  tags?: string;
  status?: QuestionStatus;
}

export const keys = {
  all: ['questions'] as const,
  list: (member: number | null, groupId: number | null, f: QuestionFilters) =>
    ['questions', 'list', member, groupId, f] as const,
  one: (member: number | null, id: number) => ['questions', 'one', member, id] as const,
  mine: (member: number | null, which: 'asked' | 'answered', page: number) =>
    ['questions', 'mine', member, which, page] as const,
};

export type QuestionListAnswer = EndpointResponse<typeof questionApi.list>;

const filterQuery = (f: QuestionFilters) => ({
  page: f.page,
  ...(f.q ? { q: f.q } : {}),
  ...(f.tags ? { tags: f.tags } : {}),
  ...(f.status ? { status: f.status } : {}),
});

/** The questions the member reads (`GET /v1/question`), or a group's (`GET /v1/group/{id}/questions`). */
export function useQuestions(filters: QuestionFilters, groupId: number | null = null) {
  const { member } = useSession();
  return useQuery({
    queryKey: keys.list(member?.Id ?? null, groupId, filters),
    queryFn: ({ signal }) =>
      groupId
        ? callApi(questionApi.group, { params: { id: groupId }, query: filterQuery(filters) }, { signal })
        : callApi(questionApi.list, { query: filterQuery(filters) }, { signal }),
    enabled: member !== null,
    placeholderData: keepPreviousData,
    retry,
  });
}

/** The member's own questions (`GET /v1/profile/question`) or those they answered (`GET /v1/question/answeredon`). */
export function useMyQuestions(which: 'asked' | 'answered', page: number) {
  const { member } = useSession();
  return useQuery({
    queryKey: keys.mine(member?.Id ?? null, which, page),
    queryFn: ({ signal }) =>
      callApi(which === 'asked' ? questionApi.mine : questionApi.answeredOn, { query: { page } }, { signal }),
    enabled: member !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry,
  });
}

/** One question with its answers (`GET /v1/question/{id}`). */
export function useQuestion(id: number) {
  const { member } = useSession();
  return useQuery({
    queryKey: keys.one(member?.Id ?? null, id),
    queryFn: ({ signal }) => callApi(questionApi.get, { params: { id } }, { signal }),
    enabled: member !== null && id > 0,
    retry,
  });
}

/** Every change answers the question: it replaces the cached one, and the lists are asked again. */
function useQuestionChange<V>(call: (vars: V) => Promise<QuestionView>) {
  const client = useQueryClient();
  const { member } = useSession();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => {
      client.setQueryData(keys.one(member?.Id ?? null, view.Id), view);
      void client.invalidateQueries({ queryKey: ['questions', 'list'] });
      void client.invalidateQueries({ queryKey: ['questions', 'mine'] });
    },
  });
}

export const useAsk = () => useQuestionChange((body: QuestionBody) => callApi(questionApi.ask, { body }));
export const useAnswer = () => useQuestionChange((body: AnswerBody) => callApi(questionApi.answer, { body }));
export const useVote = () =>
  useQuestionChange(({ id, way }: { id: number; way: 'up' | 'down' }) =>
    callApi(way === 'up' ? questionApi.upvote : questionApi.downvote, { params: { id } }),
  );
export const useBest = () => useQuestionChange((id: number) => callApi(questionApi.best, { params: { id } }));
export const useSetStatus = () =>
  useQuestionChange(({ id, status }: { id: number; status: QuestionStatus }) =>
    callApi(status === 'closed' ? questionApi.close : questionApi.open, { params: { id } }),
  );
export const useEditAnswer = () =>
  useQuestionChange(({ id, text }: { id: number; text: string }) =>
    callApi(questionApi.setAnswer, { params: { id }, body: { Text: text } }),
  );

/** The member's Joined groups, to ask a question in one (`GET /v1/profile/group`). */
export function useMyJoinedGroups(enabled: boolean) {
  const { member } = useSession();
  return useQuery({
    queryKey: ['questions', 'my-groups', member?.Id ?? null],
    queryFn: async ({ signal }) =>
      (await callApi(groupApi.mine, undefined, { signal })).filter(
        (g) => g.MembershipStatus === 'Joined' && g.Status === 'published',
      ),
    enabled: enabled && member !== null,
    retry,
  });
}
