import { errorResponse } from '@meetspace/domain';

/** The response schemas of a call's error statuses: the contract's error body for each. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    S,
    typeof errorResponse
  >;
}
