import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { locationIdParams } from '../location/location-read.schemas.ts';
import {
  spaceConfiguration,
  spaceIdParams,
  spaceLanguageQuery,
  spaceList,
  spaceListItem,
  spaceListQuery,
} from './space.schemas.ts';

const tags = ['Search and location'];
const listSummary = (what: string) =>
  `${what} of a live location with their settings; with seats, only those seating that many`;
const list = <const P extends string>(path: P, what: string) =>
  endpoint({
    method: 'GET',
    path,
    summary: listSummary(what),
    tags,
    auth: 'public',
    params: locationIdParams,
    query: spaceListQuery,
    response: spaceList,
    errors: [400, 404],
  });

/** Spaces of live locations (all, meeting rooms, workspaces) and the seating arrangements. */
export const spaceApi = {
  ofLocation: list('/v1/space/location/:id', 'The active spaces'),
  meetingRoomsOfLocation: list('/v1/meetingspace/location/:id', 'The active meeting rooms'),
  workspacesOfLocation: list('/v1/workspace/location/:id', 'The active workspaces'),
  configurations: endpoint({
    method: 'GET',
    path: '/v1/space/configurations/active',
    summary: 'The seating arrangements (settings) by id, named in the requested language',
    tags,
    auth: 'public',
    query: spaceLanguageQuery,
    response: z.array(spaceConfiguration),
    errors: [400],
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/space/:id',
    summary: 'One active space of a live location with its settings',
    tags,
    auth: 'public',
    params: spaceIdParams,
    query: spaceLanguageQuery,
    response: spaceListItem,
    errors: [400, 404],
  }),
};
