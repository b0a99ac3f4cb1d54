import { z } from 'zod';
import { zeroMeansNone } from '../common/common.schemas.ts';
import {
  NETWORK_CITY_MAX,
  NETWORK_TAG_MAX,
  NETWORK_TAGS_MAX,
  NETWORK_TEXT_MAX,
} from '../people/people.constants.ts';

/** The network's part of a profile (shown to members in the people search and the public profile). */
const networkProfile = {
  City: z.string().nullable(),
  WorkingOn: z.string().nullable(),
  Knowledge: z.string().nullable(),
  Tags: z.array(z.string()),
};

/**
 * An object schema whose property names match case-insensitively (`email`, `Email` and `EMAIL`
 * all fill `Email`): the spec writes the login body in camelCase and the rest in PascalCase, and
 * clients in the field send both.
 */
export function caseInsensitiveObject<T extends z.ZodRawShape>(shape: T) {
  const names = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  return z.preprocess((input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) out[names.get(key.toLowerCase()) ?? key] = value;
    return out;
  }, z.object(shape));
}

const email = z.email('E-mail address is not valid').trim().toLowerCase().max(254);
const locale = z.enum(['nl', 'en']);

/** `POST /v2/profile`: registration. */
export const registerBody = caseInsensitiveObject({
  FirstName: z.string().trim().min(1, 'First name is required').max(100),
  LastName: z.string().trim().min(1, 'Last name is required').max(100),
  Email: email,
  Language: locale.optional(),
  LanguageId: zeroMeansNone(z.union([z.literal(52), z.literal(65)]).optional(), 'absent'),
  TermsId: zeroMeansNone(z.number().int().min(1).optional(), 'absent'),
  HasAgreedToTerms: z.boolean().refine((v) => v, 'The terms must be agreed to'),
  ChannelId: zeroMeansNone(z.number().int().min(1).default(1), 'absent'),
});

/** `POST /v1/login`. */
export const loginBody = caseInsensitiveObject({
  email: z.string().trim().toLowerCase().min(1, 'E-mail address is required').max(254),
  password: z.string().min(1, 'Password is required').max(1000),
  channelId: zeroMeansNone(z.coerce.number().int().min(1).default(1), 'absent'),
});

/** `POST /v1/login/reset`. */
export const resetBody = caseInsensitiveObject({
  ChannelId: zeroMeansNone(z.coerce.number().int().min(1).default(1), 'absent'),
  Email: email,
  LocalePrefix: locale.default('nl'),
});

/** `PUT /v2/login/password`: the link's key, the mailed pin and the new password. */
export const setPasswordBody = caseInsensitiveObject({
  Token: z.string().trim().max(200).optional(),
  Pin: z.string().trim().max(20).optional(),
  Password: z.string().max(1000).optional(),
  RepeatPassword: z.string().max(1000).optional(),
  ConfirmPassword: z.string().max(1000).optional(),
});

/** `POST /v1/login/pin`: without a pin, mails one; with a pin, logs in. */
export const pinBody = caseInsensitiveObject({
  Email: email,
  Pin: z.string().trim().max(20).optional(),
  ChannelId: zeroMeansNone(z.coerce.number().int().min(1).default(1), 'absent'),
});

/** The logged-in member: the whole body of `GET /v1/profile/state`. */
export const profileState = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  FullName: z.string(),
  Email: z.string(),
  LanguageId: z.number().int(),
  Language: locale,
  Role: z.string(),
  IsActivated: z.boolean(),
  CompanyId: z.number().int().nullable(),
  Phone: z.string().nullable(),
  Bio: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  TermsId: z.number().int().nullable(),
  HasAgreedToTerms: z.boolean(),
  CreatedAt: z.string(),
  ...networkProfile,
  /** Whether the public profile shows the e-mail address, and the phone number. */
  ShareEmail: z.boolean(),
  SharePhone: z.boolean(),
});
export type ProfileState = z.infer<typeof profileState>;

/** What a login answers. */
export const loginResult = profileState.extend({
  ProfileToken: z.string(),
  /** Seconds the token is valid. */
  ExpiresIn: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** `GET /v1/profile/state`: the channel may be named (it changes nothing yet). */
export const profileStateQuery = z.object({
  channelId: zeroMeansNone(z.coerce.number().int().optional(), 'absent'),
});

/** `PUT /v1/profile/image`: base64 (the part after the comma of a data URL; a whole data URL works). */
export const profileImageBody = z.object({ Image: z.string().min(1, 'Image is required') });

/** What `PUT /v1/profile/image` answers: the member and the public paths of the four stored sizes. */
export const profileImageResult = profileState.extend({ Images: z.record(z.string(), z.string()) });

/** A result-coded answer (pin mailed, password codes). */
export const statusResult = z.object({ StatusCode: z.number().int(), Message: z.string() });

/** `GET /v1/profile/{id}/public`: only what anyone may see. */
export const profilePublic = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  FullName: z.string(),
  Bio: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  CompanyName: z.string().nullable(),
  ...networkProfile,
  /** Only when the member shares it (ShareEmail, SharePhone); else null. */
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
});
export type ProfilePublic = z.infer<typeof profilePublic>;

/** `PUT /v1/profile`: what a member may change about themselves. */
export const profileUpdateBody = caseInsensitiveObject({
  FirstName: z.string().trim().min(1, 'First name is required').max(100).optional(),
  LastName: z.string().trim().min(1, 'Last name is required').max(100).optional(),
  Phone: z.string().trim().max(40).nullish(),
  Bio: z.string().trim().max(2000).nullish(),
  Language: locale.optional(),
  LanguageId: zeroMeansNone(z.union([z.literal(52), z.literal(65)]).optional(), 'absent'),
  City: z.string().trim().max(NETWORK_CITY_MAX).nullish(),
  WorkingOn: z.string().trim().max(NETWORK_TEXT_MAX).nullish(),
  Knowledge: z.string().trim().max(NETWORK_TEXT_MAX).nullish(),
  /** Keywords for the network (matches, search); trimmed, distinct, at most 20 of up to 40 characters. */
  Tags: z.array(z.string().trim().max(NETWORK_TAG_MAX)).max(NETWORK_TAGS_MAX).optional(),
  ShareEmail: z.boolean().optional(),
  SharePhone: z.boolean().optional(),
});

/** `DELETE /v1/profile/{id}`: needs the confirmation checkbox. */
export const profileDeleteQuery = z.object({
  confirm: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

const httpUrl = z.url({ protocol: /^https?$/, message: 'Expected an http(s) URL' }).max(2000);

/** `POST /v1/oauth/request/social/url`: where the provider sends the visitor back (CallbackUrl). */
export const socialUrlBody = caseInsensitiveObject({
  ChannelId: zeroMeansNone(z.coerce.number().int().min(1).default(1), 'absent'),
  Provider: z.string().trim().min(1, 'Provider is required').max(50),
  CallbackUrl: httpUrl,
  RedirectUrl: httpUrl.optional(),
  MachineToken: z.string().max(200).optional(),
});

/** `POST /v1/oauth/login`: Token is the URL (or its query string) the provider sent the visitor back to. */
export const socialLoginBody = caseInsensitiveObject({
  ChannelId: zeroMeansNone(z.coerce.number().int().min(1).default(1), 'absent'),
  Provider: z.string().trim().min(1, 'Provider is required').max(50),
  Token: z.string().trim().min(1, 'Token is required').max(4000),
  MachineToken: z.string().max(200).optional(),
});

export const socialUrlResult = z.object({ Provider: z.string(), Url: z.string() });
