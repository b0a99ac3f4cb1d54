import { CHANNEL_ID, type EndpointInput, searchApi } from '@meetspace/domain';
import { callApi } from '../../../lib/api-client.ts';
import { machineToken } from '../../../lib/machine-token.ts';

/** What the search form fills in of `POST /v1/search` (the channel and machine key are added). */
export type SearchInput = Omit<EndpointInput<typeof searchApi.save>['body'], 'ChannelId' | 'MachineKey'>;

/**
 * Saves a search (the server applies the spec's time and seat rules) and returns it with its key;
 * it carries this browser's machine token.
 */
export const saveSearch = (input: SearchInput) =>
  callApi(searchApi.save, { body: { ChannelId: CHANNEL_ID, MachineKey: machineToken(), ...input } });
