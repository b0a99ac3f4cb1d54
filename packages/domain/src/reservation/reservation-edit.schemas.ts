import { z } from 'zod';
import { cartUpdateBody } from '../cart/cart.schemas.ts';
import { idParam, zeroMeansNone } from '../common/common.schemas.ts';
import { ContactType, ExternalLinkType } from '../constants/reservations.ts';
import type { ErrorCode } from '../errors/error-codes.ts';

const id = z.number().int().min(1).max(2_147_483_647);

/** The most contacts, tags and external links one reservation keeps. */
export const MAX_RESERVATION_CONTACTS = 20;
export const MAX_RESERVATION_TAGS = 20;
export const MAX_TAG_LENGTH = 50;
export const MAX_EXTERNAL_LINKS = 20;
export const MAX_EXTERNAL_LINK_URL_LENGTH = 2000;

/** The spec's validation message for a bad external link. */
export const EXTERNAL_LINK_URL_MESSAGE = 'External link must be a valid URL';

/**
 * `PUT /v2/reservation/{id}`: the reservation's own details; absent fields stay as they are.
 * `Comment` null or '' clears it. `ChangeAllInSet` applies the same change to the
 * rest of the reservation's series (those not locked).
 */
export const reservationEditBody = z.object({
  Name: z.string().trim().min(1, 'Name is required').max(200).optional(),
  Comment: z.string().trim().max(2000).nullish(),
  LanguageId: zeroMeansNone(id.optional(), 'absent'),
  ChangeAllInSet: z.boolean().default(false),
});
export type ReservationEditBody = z.infer<typeof reservationEditBody>;

/** Empty or a plausible e-mail address (zod's own e-mail pattern); '' means none. */
const emailOrEmpty = new RegExp(`^$|${z.regexes.email.source}`);
const contactTypeIds = Object.values(ContactType) as number[];
const externalLinkTypeIds = Object.values(ExternalLinkType) as number[];
/** One of a constant's ids (they run 1..n without gaps): a too_small / too_big field error otherwise. */
const oneOf = (ids: number[], message: string) =>
  z
    .number()
    .int()
    .min(Math.min(...ids), message)
    .max(Math.max(...ids), message);

/** One contact of `PUT /v2/reservation/{id}/contacts`. */
export const reservationContactInput = z.object({
  TypeId: oneOf(contactTypeIds, 'TypeId is a contact type from 1 (Booker) to 6 (Invoice)'),
  Name: z.string().trim().min(1, 'Name is required').max(200),
  Email: z.string().trim().max(254).regex(emailOrEmpty, 'E-mail address is not valid').nullish(),
  Phone: z.string().trim().max(40).nullish(),
  ReceiveEmail: z.boolean().default(false),
});
export type ReservationContactInput = z.infer<typeof reservationContactInput>;

/** `PUT /v2/reservation/{id}/contacts`: the whole list, replacing the current one. */
export const reservationContactsBody = z.object({
  Contacts: z.array(reservationContactInput).max(MAX_RESERVATION_CONTACTS),
});

/** A contact of a reservation as the API answers it. */
export const reservationContact = z.object({
  Id: z.number().int(),
  TypeId: z.number().int(),
  Name: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  ReceiveEmail: z.boolean(),
});
export const reservationContactList = z.array(reservationContact);
export type ReservationContact = z.infer<typeof reservationContact>;

/** A field-level problem of a contact list (the contract's `Errors` entry). */
export interface ContactListError {
  Field: string;
  Code: ErrorCode;
  Message: string;
}

/**
 * The rules of a reservation's contact list beyond each contact's own shape: exactly one Booker,
 * who needs an e-mail address (the reservation's mails go to them); at most one Invoice contact;
 * `ReceiveEmail` only with an e-mail address. An empty list breaks the first rule.
 */
export function contactListErrors(
  contacts: readonly { TypeId: number; Email?: string | null; ReceiveEmail?: boolean }[],
): ContactListError[] {
  const errors: ContactListError[] = [];
  const hasEmail = (c: { Email?: string | null }) => (c.Email ?? '').trim() !== '';
  const bookers = contacts.flatMap((c, i) => (c.TypeId === ContactType.Booker ? [i] : []));
  if (bookers.length === 0) {
    errors.push({ Field: 'Contacts', Code: 'booker_required', Message: 'A Booker contact is required' });
  }
  for (const i of bookers.slice(1)) {
    errors.push({
      Field: `Contacts[${i}].TypeId`,
      Code: 'one_booker',
      Message: 'A reservation has exactly one Booker contact',
    });
  }
  const first = bookers[0];
  if (first !== undefined && !hasEmail(contacts[first] as { Email?: string | null })) {
    errors.push({
      Field: `Contacts[${first}].Email`,
      Code: 'booker_email_required',
      Message: 'The Booker needs an e-mail address: the reservation mails go there',
    });
  }
  const invoices = contacts.flatMap((c, i) => (c.TypeId === ContactType.Invoice ? [i] : []));
  for (const i of invoices.slice(1)) {
    errors.push({
      Field: `Contacts[${i}].TypeId`,
      Code: 'one_invoice_contact',
      Message: 'A reservation has at most one Invoice contact',
    });
  }
  contacts.forEach((c, i) => {
    if (c.ReceiveEmail && !hasEmail(c)) {
      errors.push({
        Field: `Contacts[${i}].Email`,
        Code: 'email_required',
        Message: 'An e-mail address is needed to receive e-mail',
      });
    }
  });
  return errors;
}

/** Tags: trimmed, 1 to 50 characters each, duplicates dropped case-insensitively (first spelling kept). */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const key = tag.toLocaleLowerCase('en');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** `PUT /v2/reservation/{id}/tags`: the whole list, replacing the current one (at most 20 distinct). */
export const reservationTagsBody = z.object({
  Tags: z
    .array(z.string().trim().min(1, 'A tag cannot be empty').max(MAX_TAG_LENGTH))
    .max(MAX_RESERVATION_TAGS * 5)
    .transform(uniqueTags)
    .pipe(z.array(z.string()).max(MAX_RESERVATION_TAGS, `At most ${MAX_RESERVATION_TAGS} tags`)),
});

/**
 * `PUT /v2/reservation/{id}/address`: the invoice address exactly as `PUT /v1/cart/{key}` takes its
 * `InvoiceAddress` (a saved `BillingId` of the member, and/or the fields; absent fields stay).
 */
export const reservationAddressBody = cartUpdateBody.shape.InvoiceAddress.unwrap();
export type ReservationAddressBody = z.infer<typeof reservationAddressBody>;

/** An absolute http(s) URL of at most 2000 characters, else the spec's message. */
export const externalLinkUrl = z
  .string({ error: EXTERNAL_LINK_URL_MESSAGE })
  .trim()
  .max(MAX_EXTERNAL_LINK_URL_LENGTH, EXTERNAL_LINK_URL_MESSAGE)
  .regex(/^https?:\/\/\S+$/i, EXTERNAL_LINK_URL_MESSAGE)
  .pipe(z.url({ protocol: /^https?$/, message: EXTERNAL_LINK_URL_MESSAGE }));

/** `POST /v2/reservation/{id}/externallinks`. */
export const externalLinkBody = z.object({
  TypeId: oneOf(externalLinkTypeIds, 'TypeId is 1 (document) or 2 (video call)'),
  Url: externalLinkUrl,
  Title: z.string().trim().max(200).nullish(),
});
export type ExternalLinkBody = z.infer<typeof externalLinkBody>;

/** A link of a reservation to a document or a video call. */
export const reservationExternalLink = z.object({
  Id: z.number().int(),
  TypeId: z.number().int(),
  Url: z.string(),
  Title: z.string().nullable(),
  CreatedAt: z.string(),
});
export const reservationExternalLinkList = z.array(reservationExternalLink);
export type ReservationExternalLink = z.infer<typeof reservationExternalLink>;

/** `DELETE /v2/reservation/{id}/externallinks/{linkId}`. */
export const externalLinkParams = z.object({ id: idParam, linkId: idParam });
