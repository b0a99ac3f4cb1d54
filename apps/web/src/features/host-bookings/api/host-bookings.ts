import { hostBookingApi, reservationApi } from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';

/** Query keys of the host's bookings: the calendar's periods, one reservation and its check-in. */
export const keys = {
  calendar: ['host-calendar'] as const,
  period: (locationId: number, startDate: string, endDate: string, language: string) =>
    ['host-calendar', locationId, startDate, endDate, language] as const,
  reservation: (id: number, language: string) => ['host-booking', id, language] as const,
  checkIn: (id: number) => ['host-booking', id, 'checkin'] as const,
};

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** The booked spaces of a period at one location (0 = every location the member manages). */
export function useHostCalendar(locationId: number, startDate: string, endDate: string) {
  const language = useLocale();
  return useQuery({
    queryKey: keys.period(locationId, startDate, endDate, language),
    queryFn: ({ signal }) =>
      callApi(
        hostBookingApi.calendar,
        { query: { ...(locationId ? { locationId } : {}), startDate, endDate, language } },
        { signal },
      ),
    staleTime: 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

/** A reservation at one of the host's locations, names in the page's language. */
export function useHostReservation(id: number, enabled: boolean) {
  const language = useLocale();
  return useQuery({
    queryKey: keys.reservation(id, language),
    queryFn: ({ signal }) =>
      callApi(reservationApi.detail, { params: { id }, query: { language } }, { signal }),
    enabled,
    staleTime: 0,
    retry,
  });
}

export function useCheckIn(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.checkIn(id),
    queryFn: ({ signal }) => callApi(hostBookingApi.checkInState, { params: { id } }, { signal }),
    enabled,
    staleTime: 0,
    retry,
  });
}

/** Checks the guests in (or takes it back); the check-in and the calendar are read again. */
export function useSetCheckIn(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arrived: boolean) =>
      callApi(hostBookingApi.checkIn, { params: { id }, body: { Arrived: arrived } }),
    onSuccess: (state) => {
      queryClient.setQueryData(keys.checkIn(id), state);
      return queryClient.invalidateQueries({ queryKey: keys.calendar });
    },
  });
}
