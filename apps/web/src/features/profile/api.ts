import { authApi, billingApi, profileApi } from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { BILLING_LIST_KEY, noRetryOnClientError } from '../../lib/billing.ts';
import { useSession } from '../../lib/session.tsx';
import type { BillingBody, ProfileBody } from './profile-form.ts';

/** Query keys of the profile screens (the session's logoff clears them with the rest). */
export const profileKeys = {
  state: ['profile-state'] as const,
  billing: BILLING_LIST_KEY,
};

/** The member as the server knows them now (`GET /v1/profile/state`), not the login's copy. */
export function useProfileState() {
  return useQuery({
    queryKey: profileKeys.state,
    queryFn: ({ signal }) => callApi(authApi.state, { query: { channelId: 1 } }, { signal }),
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

/**
 * `PUT /v1/profile`: the answer is the changed member; it replaces the cached one and the session's
 * copy (the header's first name), also when the form has gone by the time it arrives.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const { updateMember } = useSession();
  return useMutation({
    mutationFn: (body: ProfileBody) => callApi(profileApi.update, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.state, profile);
      updateMember(profile);
    },
  });
}

/**
 * `PUT /v1/profile/image` with the picture as a data URL (`Image`; the API takes JSON, not
 * multipart). The answer's member (with its new ImageUrl) replaces the cached one and the session's
 * copy; the profile state is fetched again as well.
 */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  const { updateMember } = useSession();
  return useMutation({
    mutationFn: (image: string) => callApi(profileApi.setImage, { body: { Image: image } }),
    onSuccess: ({ Images: _sizes, ...profile }) => {
      queryClient.setQueryData(profileKeys.state, profile);
      updateMember({ ImageUrl: profile.ImageUrl });
      return queryClient.invalidateQueries({ queryKey: profileKeys.state });
    },
  });
}

/** Adds (`POST`) or changes (`PUT`, with `Id`) a billing address; the list is fetched again. */
export function useSaveBilling(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingBody) =>
      id === null
        ? callApi(billingApi.add, { body })
        : callApi(billingApi.change, { body: { ...body, Id: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.billing }),
  });
}

/** `DELETE /v1/profile/billing/{id}`; the list is fetched again. */
export function useDeleteBilling(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(billingApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.billing }),
  });
}

/** `DELETE /v1/profile/{id}?confirm=true`: only after the member ticked the confirmation box. */
export const deleteProfile = (id: number) =>
  callApi(profileApi.remove, { params: { id }, query: { confirm: 'true' } });
