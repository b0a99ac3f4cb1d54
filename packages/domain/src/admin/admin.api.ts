import { endpoint } from '../api/endpoint.ts';
import { catalogueLanguageQuery, idParams } from '../common/common.schemas.ts';
import {
  adminLocationDetail,
  adminLocationList,
  adminLocationQuery,
  adminProfileList,
  adminProfileQuery,
  moderationReasonBody,
} from './admin.schemas.ts';

const tags = ['Administration'];
const readErrors = [400, 401, 403, 404] as const;
const changeErrors = [400, 401, 403, 404, 409] as const;

/** The administration (administrators only): locations of every status, their approval, and members. */
export const adminApi = {
  locations: endpoint({
    method: 'GET',
    path: '/v1/admin/location',
    summary:
      'Locations of every status with managers and licence ({ Results, MorePages, Total, CountsByStatus })',
    tags,
    auth: 'member',
    query: adminLocationQuery,
    response: adminLocationList,
    errors: readErrors,
  }),
  location: endpoint({
    method: 'GET',
    path: '/v1/admin/location/:id',
    summary: 'One location in full: licence, managers and change log',
    tags,
    auth: 'member',
    params: idParams,
    query: catalogueLanguageQuery,
    response: adminLocationDetail,
    errors: readErrors,
  }),
  approve: endpoint({
    method: 'PUT',
    path: '/v1/admin/location/:id/approve',
    summary:
      'Puts a pending or rejected location live (409 wrong_location_status otherwise); mails its managers',
    tags,
    auth: 'member',
    params: idParams,
    query: catalogueLanguageQuery,
    response: adminLocationDetail,
    errors: changeErrors,
  }),
  reject: endpoint({
    method: 'PUT',
    path: '/v1/admin/location/:id/reject',
    summary: 'Rejects a pending location with a reason; mails its managers',
    tags,
    auth: 'member',
    params: idParams,
    query: catalogueLanguageQuery,
    body: moderationReasonBody,
    response: adminLocationDetail,
    errors: changeErrors,
  }),
  suspend: endpoint({
    method: 'PUT',
    path: '/v1/admin/location/:id/suspend',
    summary: 'Takes a live location off the site with a reason; mails its managers',
    tags,
    auth: 'member',
    params: idParams,
    query: catalogueLanguageQuery,
    body: moderationReasonBody,
    response: adminLocationDetail,
    errors: changeErrors,
  }),
  reinstate: endpoint({
    method: 'PUT',
    path: '/v1/admin/location/:id/reinstate',
    summary: 'Puts a suspended location live again; mails its managers',
    tags,
    auth: 'member',
    params: idParams,
    query: catalogueLanguageQuery,
    response: adminLocationDetail,
    errors: changeErrors,
  }),
  profiles: endpoint({
    method: 'GET',
    path: '/v1/admin/profile',
    summary: 'Members with their role and number of managed locations ({ Results, MorePages, Total })',
    tags,
    auth: 'member',
    query: adminProfileQuery,
    response: adminProfileList,
    errors: readErrors,
  }),
};
