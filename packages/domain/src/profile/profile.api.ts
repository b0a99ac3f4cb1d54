import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { idParams } from '../common/common.schemas.ts';
import {
  loginBody,
  loginResult,
  pinBody,
  profileDeleteQuery,
  profileImageBody,
  profileImageResult,
  profilePublic,
  profileState,
  profileStateQuery,
  profileUpdateBody,
  registerBody,
  resetBody,
  setPasswordBody,
  socialLoginBody,
  socialUrlBody,
  socialUrlResult,
  statusResult,
} from './auth.schemas.ts';
import {
  billingInfo,
  billingInput,
  billingList,
  billingListQuery,
  billingUpdate,
} from './billing.schemas.ts';

const authTags = ['Auth and profile'];
const authErrors = [400, 401, 403, 404, 409, 429] as const;
const profileErrors = [400, 401, 403, 404] as const;
const loginSyncSummary =
  'Exchanges the long-term login cookie for the member and a fresh ProfileToken (401 without a valid cookie)';

/** Registration, activation, login (password, pin, long-term cookie, social), reset, state and log off. */
export const authApi = {
  register: endpoint({
    method: 'POST',
    path: '/v2/profile',
    summary: 'Registers a profile (not activated; an activation mail with a link and a pin goes out)',
    tags: authTags,
    auth: 'public',
    body: registerBody,
    response: profileState,
    errors: authErrors,
  }),
  login: endpoint({
    method: 'POST',
    path: '/v1/login',
    summary: 'Logs in with e-mail and password: ProfileToken (404 incorrect, 403 not activated)',
    tags: authTags,
    auth: 'public',
    body: loginBody,
    response: loginResult,
    errors: authErrors,
  }),
  loginSync: endpoint({
    method: 'POST',
    path: '/v2/login',
    summary: loginSyncSummary,
    tags: authTags,
    auth: 'public',
    response: loginResult,
    errors: authErrors,
  }),
  profileFetch: endpoint({
    method: 'POST',
    path: '/v1/profile/fetch',
    summary: loginSyncSummary,
    tags: authTags,
    auth: 'public',
    response: loginResult,
    errors: authErrors,
  }),
  pinLogin: endpoint({
    method: 'POST',
    path: '/v1/login/pin',
    summary: 'Without Pin: mails a login pin. With Pin: logs in (400 wrong or expired pin)',
    tags: authTags,
    auth: 'public',
    body: pinBody,
    response: z.union([loginResult, statusResult]),
    errors: authErrors,
  }),
  requestReset: endpoint({
    method: 'POST',
    path: '/v1/login/reset',
    summary: "Mails a link to set a new password, into the page of LocalePrefix's language",
    tags: authTags,
    auth: 'public',
    body: resetBody,
    response: statusResult,
    errors: authErrors,
  }),
  setPassword: endpoint({
    method: 'PUT',
    path: '/v2/login/password',
    summary:
      'Sets the password with the mailed link key and pin, activates, logs in (codes -1, -2, 400, 404, 429, 501)',
    tags: authTags,
    auth: 'public',
    body: setPasswordBody,
    response: loginResult,
    errors: authErrors,
  }),
  socialUrl: endpoint({
    method: 'POST',
    path: '/v1/oauth/request/social/url',
    summary:
      'The URL to log in at a social (OpenID Connect) provider; 400 when that provider is not configured',
    tags: authTags,
    auth: 'public',
    body: socialUrlBody,
    response: socialUrlResult,
    errors: authErrors,
  }),
  socialLogin: endpoint({
    method: 'POST',
    path: '/v1/oauth/login',
    summary:
      'Completes a social login: Token is the URL the provider sent the visitor back to (code and state)',
    tags: authTags,
    auth: 'public',
    body: socialLoginBody,
    response: loginResult,
    errors: authErrors,
  }),
  state: endpoint({
    method: 'GET',
    path: '/v1/profile/state',
    summary: 'The logged-in member (the whole body); 401 when the token is missing, unknown or expired',
    tags: authTags,
    auth: 'member',
    query: profileStateQuery,
    response: profileState,
    errors: authErrors,
  }),
  logoff: endpoint({
    method: 'DELETE',
    path: '/v1/logoff',
    summary: 'Logs off: the profile token and the long-term cookie stop working',
    tags: authTags,
    auth: 'public',
    response: z.boolean(),
    errors: authErrors,
  }),
};

/** A member's own profile (change, picture, delete) and public profiles. */
export const profileApi = {
  publicProfile: endpoint({
    method: 'GET',
    path: '/v1/profile/:id/public',
    summary: 'What anyone may see of a member',
    tags: authTags,
    auth: 'public',
    params: idParams,
    response: profilePublic,
    errors: profileErrors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/profile',
    summary: "Changes the member's own profile",
    tags: authTags,
    auth: 'member',
    body: profileUpdateBody,
    response: profileState,
    errors: profileErrors,
  }),
  setImage: endpoint({
    method: 'PUT',
    path: '/v1/profile/image',
    summary:
      'Sets the profile picture: base64 (the part after the comma of a data URL), JPEG or PNG; stored in four sizes',
    tags: authTags,
    auth: 'member',
    body: profileImageBody,
    response: profileImageResult,
    errors: profileErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/profile/:id',
    summary: 'Deletes your own profile (needs ?confirm=true, the confirmation checkbox)',
    tags: authTags,
    auth: 'member',
    params: idParams,
    query: profileDeleteQuery,
    response: z.boolean(),
    errors: profileErrors,
  }),
};

const billingTags = ['Profile'];

/** A member's billing addresses: only their own. */
export const billingApi = {
  list: endpoint({
    method: 'GET',
    path: '/v1/profile/billing',
    summary: "The member's billing addresses ({ Results, MorePages })",
    tags: billingTags,
    auth: 'member',
    query: billingListQuery,
    response: billingList,
    errors: profileErrors,
  }),
  add: endpoint({
    method: 'POST',
    path: '/v1/profile/billing',
    summary: 'Adds a billing address',
    tags: billingTags,
    auth: 'member',
    body: billingInput,
    response: billingInfo,
    errors: profileErrors,
  }),
  change: endpoint({
    method: 'PUT',
    path: '/v1/profile/billing',
    summary: 'Changes a billing address (by Id)',
    tags: billingTags,
    auth: 'member',
    body: billingUpdate,
    response: billingInfo,
    errors: profileErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/profile/billing/:id',
    summary: 'Deletes a billing address',
    tags: billingTags,
    auth: 'member',
    params: idParams,
    response: z.boolean(),
    errors: profileErrors,
  }),
};
