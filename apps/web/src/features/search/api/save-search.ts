import type { Search } from '@meetspace/domain';
import { apiSend } from '../../../lib/api-client.ts';
import { machineToken } from '../../../lib/machine-token.ts';

export interface SearchInput {
  MeetingtypeId: number;
  SearchTerm: string;
  LocationId?: number;
  StartDate: string;
  StartMinutes: number;
  EndMinutes: number;
  Seats: number;
  LanguageId: 52 | 65;
}

/**
 * Saves a search (the server applies the spec's time and seat rules) and returns it with its key;
 * it carries this browser's machine token.
 */
export const saveSearch = (input: SearchInput) =>
  apiSend<Search>('POST', '/v1/search', { ChannelId: 1, MachineKey: machineToken(), ...input });
