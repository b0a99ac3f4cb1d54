import { endpoint } from '../api/endpoint.ts';
import { idParams } from '../common/common.schemas.ts';
import {
  approximatePosition,
  meetingPackage,
  packageList,
  packageListQuery,
  packageQuery,
  positionQuery,
} from './package.schemas.ts';

const tags = ['Search and location'];

/** The catalogue's meeting packages, and the visitor's approximate position. */
export const packageApi = {
  list: endpoint({
    method: 'GET',
    path: '/v1/package',
    summary:
      'Active meeting packages of live locations (by locationId, meetingtypeId), price per person per day excl. VAT',
    tags,
    auth: 'public',
    query: packageListQuery,
    response: packageList,
    errors: [400],
  }),
  one: endpoint({
    method: 'GET',
    path: '/v1/package/:id',
    summary: 'One active meeting package of a live location, with what it holds',
    tags,
    auth: 'public',
    params: idParams,
    query: packageQuery,
    response: meetingPackage,
    errors: [400, 404],
  }),
  position: endpoint({
    method: 'GET',
    path: '/v1/global/position',
    summary:
      'The visitor\'s approximate position for "near me": the centre of the Netherlands (no IP table is shipped)',
    tags,
    auth: 'public',
    query: positionQuery,
    response: approximatePosition,
    errors: [400],
  }),
};
