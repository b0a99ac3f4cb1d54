import {
  CHANNEL_ID,
  type EndpointInput,
  type HostWidget,
  type Locale,
  searchApi,
  type WidgetBody,
  widgetApi,
} from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { noRetryOnClientError } from '../../../lib/billing.ts';
import { machineToken } from '../../../lib/machine-token.ts';

export const widgetKeys = {
  list: ['host-widgets'] as const,
  one: (id: number) => ['host-widget', id] as const,
  choices: (locale: Locale) => ['host-widget-choices', locale] as const,
  public: (key: string) => ['widget', key] as const,
};

/** The widgets of the member's locations. */
export function useHostWidgets() {
  return useQuery({
    queryKey: widgetKeys.list,
    queryFn: ({ signal }) => callApi(widgetApi.list, {}, { signal }),
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

/** The member's locations with their meeting types and spaces (what a widget can offer). */
export function useWidgetChoices(locale: Locale) {
  return useQuery({
    queryKey: widgetKeys.choices(locale),
    queryFn: ({ signal }) => callApi(widgetApi.choices, { query: { language: locale } }, { signal }),
    retry: noRetryOnClientError,
  });
}

export function useHostWidget(id: number) {
  return useQuery({
    queryKey: widgetKeys.one(id),
    queryFn: ({ signal }) => callApi(widgetApi.detail, { params: { id } }, { signal }),
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

/** Creates (id null) or changes a widget; the answer replaces the cached one. */
export function useSaveWidget(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WidgetBody) =>
      id === null ? callApi(widgetApi.create, { body }) : callApi(widgetApi.update, { params: { id }, body }),
    onSuccess: (widget: HostWidget) => {
      queryClient.setQueryData(widgetKeys.one(widget.Id), widget);
      void queryClient.invalidateQueries({ queryKey: widgetKeys.list });
    },
  });
}

export function useDeleteWidget(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(widgetApi.remove, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: widgetKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: widgetKeys.list });
    },
  });
}

/** A widget's public configuration, by its key (the embedded page). */
export function usePublicWidget(key: string) {
  return useQuery({
    queryKey: widgetKeys.public(key),
    queryFn: ({ signal }) => callApi(widgetApi.byKey, { params: { key } }, { signal }),
    staleTime: 60_000,
    retry: noRetryOnClientError,
  });
}

export type WidgetSearchInput = Omit<
  EndpointInput<typeof searchApi.save>['body'],
  'ChannelId' | 'MachineKey'
>;

/** Saves a search made through a widget (the server limits it to the widget's location). */
export const saveWidgetSearch = (input: WidgetSearchInput) =>
  callApi(searchApi.save, { body: { ChannelId: CHANNEL_ID, MachineKey: machineToken(), ...input } });
