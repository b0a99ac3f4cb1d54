import type { BillingInfo, ProfileState } from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../lib/api-client.ts';
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
    queryFn: ({ signal }) => apiGet<ProfileState>('/v1/profile/state', { channelId: 1 }, signal),
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
    mutationFn: (body: ProfileBody) => apiSend<ProfileState>('PUT', '/v1/profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.state, profile);
      updateMember(profile);
    },
  });
}

/** What `PUT /v1/profile/image` answers: the member, and the picture's four sizes by "WxH". */
export type PictureAnswer = ProfileState & { Images: Record<string, string> };

/**
 * `PUT /v1/profile/image` with the picture as a data URL (`Image`; the API takes JSON, not
 * multipart). The answer's member (with its new ImageUrl) replaces the cached one and the session's
 * copy; the profile state is fetched again as well.
 */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  const { updateMember } = useSession();
  return useMutation({
    mutationFn: (image: string) => apiSend<PictureAnswer>('PUT', '/v1/profile/image', { Image: image }),
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
        ? apiSend<BillingInfo>('POST', '/v1/profile/billing', body)
        : apiSend<BillingInfo>('PUT', '/v1/profile/billing', { ...body, Id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.billing }),
  });
}

/** `DELETE /v1/profile/billing/{id}`; the list is fetched again. */
export function useDeleteBilling(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<boolean>('DELETE', `/v1/profile/billing/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.billing }),
  });
}

/** `DELETE /v1/profile/{id}?confirm=true`: only after the member ticked the confirmation box. */
export const deleteProfile = (id: number) => apiSend<boolean>('DELETE', `/v1/profile/${id}?confirm=true`);
