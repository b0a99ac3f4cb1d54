import {
  contactListErrors,
  type ExternalLinkBody,
  isReservationLocked,
  MAX_EXTERNAL_LINKS,
  type ReservationAddressBody,
  type ReservationContactInput,
  type ReservationEditBody,
  ReservationStatus,
} from '@meetspace/domain';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReservationsTable } from '../db/schema-booking.ts';
import { policies } from '../kernel/access/policies.ts';
import { AppError } from '../kernel/errors.ts';
import { changedFields, recordRevision } from '../kernel/revisions.ts';

type ReservationRow = Selectable<ReservationsTable>;

/** Who edits, and when. */
export interface EditDeps {
  db: Kysely<DB>;
  now: Date;
  /** The member making the change (recorded on the revision). */
  actorId: number;
}

/**
 * Runs `work` in a transaction on the freshly read reservation, holding its row: a no-op update
 * takes PostgreSQL's row lock and SQLite's write lock first, so two edits of one reservation (or an
 * edit and a cancel, which updates the same row) run one after the other and each sees the other's
 * result. None of these edits changes what is occupied, so they do not take the booking lock.
 */
function withReservation<T>(
  deps: EditDeps,
  reservationId: number,
  work: (trx: Kysely<DB>, r: ReservationRow) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reservations')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', reservationId)
      .execute();
    const r = await trx
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', reservationId)
      .executeTakeFirst();
    if (!r) throw AppError.notFound('Reservation not found');
    return work(trx, r);
  });
}

/** 409 `locked` when the reservation refuses changes (invoiced, cancelled, within 24 hours). */
function assertChangeable(r: ReservationRow, now: Date): void {
  if (isReservationLocked(r, now)) {
    throw new AppError(409, 'This reservation is locked: it can no longer be changed', [
      { Field: 'Id', Code: 'locked' },
    ]);
  }
}

async function touch(trx: Kysely<DB>, id: number, changes: Updateable<ReservationsTable>, now: Date) {
  await trx
    .updateTable('reservations')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * `PUT /v2/reservation/{id}`: the name, comment and language; only the fields given change, and a
 * call that changes nothing records no revision. `LanguageId` must be a known language (400).
 */
export async function editReservationDetails(
  deps: EditDeps,
  reservationId: number,
  body: ReservationEditBody,
): Promise<void> {
  await withReservation(deps, reservationId, async (trx, r) => {
    assertChangeable(r, deps.now);
    if (body.LanguageId !== undefined) {
      const language = await trx
        .selectFrom('languages')
        .select('id')
        .where('id', '=', body.LanguageId)
        .executeTakeFirst();
      if (!language) {
        throw AppError.badRequest('Unknown language', [
          { Field: 'LanguageId', Code: 'unknown_language', Message: 'LanguageId is 52 (nl) or 65 (en)' },
        ]);
      }
    }
    await applyDetails(trx, deps, r, body);
    if (!body.ChangeAllInSet || r.series_id === null) return;
    // The same change for the rest of its series (the member's own), except those that are locked.
    const siblings = await trx
      .selectFrom('reservations')
      .selectAll()
      .where('series_id', '=', r.series_id)
      .where('id', '!=', r.id)
      .where('profile_id', r.profile_id === null ? 'is' : '=', r.profile_id)
      .orderBy('id')
      .execute();
    for (const sibling of siblings) {
      if (!isReservationLocked(sibling, deps.now)) await applyDetails(trx, deps, sibling, body);
    }
  });
}

/** Name, comment and language of one reservation, with its revision; nothing when nothing changes. */
async function applyDetails(trx: Kysely<DB>, deps: EditDeps, r: ReservationRow, body: ReservationEditBody) {
  const before = { Name: r.name, Comment: r.comment, LanguageId: r.language_id };
  const after: Partial<typeof before> = {};
  if (body.Name !== undefined) after.Name = body.Name;
  if (body.Comment !== undefined) after.Comment = body.Comment || null;
  if (body.LanguageId !== undefined) after.LanguageId = body.LanguageId;
  const changes = changedFields(before, after, ['Name', 'Comment', 'LanguageId']);
  if (changes.length === 0) return;
  await touch(
    trx,
    r.id,
    {
      ...(after.Name !== undefined ? { name: after.Name } : {}),
      ...(after.Comment !== undefined ? { comment: after.Comment } : {}),
      ...(after.LanguageId !== undefined ? { language_id: after.LanguageId } : {}),
    },
    deps.now,
  );
  await recordRevision(
    trx,
    { reservationId: r.id, profileId: deps.actorId, action: 'details', changes, skipWhenEmpty: true },
    deps.now,
  );
}

type ContactRow = Selectable<DB['reservation_contacts']>;

const presentContact = (c: ContactRow) => ({
  Id: c.id,
  TypeId: c.type_id,
  Name: c.name,
  Email: c.email,
  Phone: c.phone,
  ReceiveEmail: c.receive_email === 1,
});

/** A contact as a revision shows it (no row id: replacing the list renumbers the rows). */
const contactValue = (c: {
  type_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  receive_email: number;
}) => ({
  TypeId: c.type_id,
  Name: c.name,
  Email: c.email,
  Phone: c.phone,
  ReceiveEmail: c.receive_email === 1,
});

function contactRows(db: Kysely<DB>, reservationId: number) {
  return db
    .selectFrom('reservation_contacts')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .orderBy('id')
    .execute();
}

/** `GET /v2/reservation/{id}/contacts`: in the order they were given. */
export async function reservationContacts(db: Kysely<DB>, reservationId: number) {
  return (await contactRows(db, reservationId)).map(presentContact);
}

/**
 * `PUT /v2/reservation/{id}/contacts`: replaces the list after checking its rules (exactly one
 * Booker with an e-mail address, at most one Invoice contact, `ReceiveEmail` only with an e-mail
 * address; 400 with every problem). The same list again changes nothing (no new rows, no revision).
 */
export async function replaceReservationContacts(
  deps: EditDeps,
  reservationId: number,
  contacts: ReservationContactInput[],
) {
  const problems = contactListErrors(contacts);
  if (problems.length > 0) throw AppError.badRequest(problems[0]?.Message ?? 'Invalid contacts', problems);
  const wanted = contacts.map((c) => ({
    type_id: c.TypeId,
    name: c.Name,
    email: c.Email || null,
    phone: c.Phone || null,
    receive_email: c.ReceiveEmail ? 1 : 0,
  }));
  return withReservation(deps, reservationId, async (trx, r) => {
    assertChangeable(r, deps.now);
    const current = await contactRows(trx, r.id);
    const changes = changedFields(
      { Contacts: current.map(contactValue) },
      { Contacts: wanted.map(contactValue) },
      ['Contacts'],
    );
    if (changes.length > 0) {
      await trx.deleteFrom('reservation_contacts').where('reservation_id', '=', r.id).execute();
      await trx
        .insertInto('reservation_contacts')
        .values(wanted.map((c) => ({ ...c, reservation_id: r.id })))
        .execute();
      await touch(trx, r.id, {}, deps.now);
      await recordRevision(
        trx,
        { reservationId: r.id, profileId: deps.actorId, action: 'contacts', changes, skipWhenEmpty: true },
        deps.now,
      );
    }
    return (await contactRows(trx, r.id)).map(presentContact);
  });
}

/**
 * `PUT /v2/reservation/{id}/tags`: replaces the tags (already trimmed and de-duplicated by the
 * body schema), stored as a JSON array like finalize stores the cart's.
 */
export async function setReservationTags(
  deps: EditDeps,
  reservationId: number,
  tags: string[],
): Promise<void> {
  await withReservation(deps, reservationId, async (trx, r) => {
    assertChangeable(r, deps.now);
    const changes = changedFields({ Tags: JSON.parse(r.tags) as string[] }, { Tags: tags }, ['Tags']);
    if (changes.length === 0) return;
    await touch(trx, r.id, { tags: JSON.stringify(tags) }, deps.now);
    await recordRevision(
      trx,
      { reservationId: r.id, profileId: deps.actorId, action: 'tags', changes, skipWhenEmpty: true },
      deps.now,
    );
  });
}

/** The invoice address columns and their wire names (as revisions name them). */
const ADDRESS_FIELDS = [
  ['invoice_billing_id', 'BillingId'],
  ['invoice_company', 'Company'],
  ['invoice_send_to', 'SendTo'],
  ['invoice_email', 'Email'],
  ['invoice_address', 'Address'],
  ['invoice_postal_code', 'PostalCode'],
  ['invoice_city', 'City'],
  ['invoice_country', 'Country'],
  ['invoice_phone_number', 'PhoneNumber'],
  ['invoice_po_number', 'PoNumber'],
] as const;
type AddressColumn = (typeof ADDRESS_FIELDS)[number][0];
type AddressValues = { [K in AddressColumn]: string | number | null };

/**
 * `PUT /v2/reservation/{id}/address`: the invoice address, as the cart takes it: a `BillingId` of
 * the reservation member's saved addresses fills every field (404 unknown, 403 someone else's), fields sent
 * alongside win, absent fields stay, `BillingId: null` only unlinks. Refused once invoiced (409
 * `invoiced`) or locked (409 `locked`).
 */
export async function setReservationAddress(
  deps: EditDeps,
  reservationId: number,
  a: ReservationAddressBody,
): Promise<void> {
  await withReservation(deps, reservationId, async (trx, r) => {
    if (r.has_invoice === 1) {
      throw new AppError(409, 'This reservation is invoiced: its invoice address can no longer change', [
        { Field: 'Id', Code: 'invoiced' },
      ]);
    }
    assertChangeable(r, deps.now);
    const before = Object.fromEntries(ADDRESS_FIELDS.map(([col]) => [col, r[col] ?? null])) as AddressValues;
    const after: AddressValues = { ...before };
    if (a.BillingId) {
      const saved = await trx
        .selectFrom('billing_addresses')
        .selectAll()
        .where('id', '=', a.BillingId)
        .executeTakeFirst();
      if (!saved) {
        throw new AppError(404, 'Billing address not found', [{ Field: 'BillingId', Code: 'not_found' }]);
      }
      // The address must be one of the reservation's member (the caller, unless an admin helps).
      policies.billing({ profileId: r.profile_id ?? deps.actorId }, saved);
      Object.assign(after, {
        invoice_company: saved.company,
        invoice_send_to: saved.send_to,
        invoice_email: saved.email,
        invoice_address: saved.address,
        invoice_postal_code: saved.postal_code,
        invoice_city: saved.city,
        invoice_country: saved.country,
        invoice_phone_number: saved.phone_number,
        invoice_po_number: saved.po_number,
      });
    }
    if (a.BillingId !== undefined) after.invoice_billing_id = a.BillingId ?? null;
    if (a.Company !== undefined) after.invoice_company = a.Company || null;
    if (a.SendTo !== undefined) after.invoice_send_to = a.SendTo || null;
    if (a.Email !== undefined) after.invoice_email = a.Email || null;
    if (a.Address !== undefined) after.invoice_address = a.Address || null;
    if (a.PostalCode !== undefined) after.invoice_postal_code = a.PostalCode || null;
    if (a.City !== undefined) after.invoice_city = a.City || null;
    if (a.Country !== undefined) after.invoice_country = a.Country || null;
    if (a.PhoneNumber !== undefined) after.invoice_phone_number = a.PhoneNumber || null;
    if (a.PoNumber !== undefined) after.invoice_po_number = a.PoNumber || null;
    const wire = (v: AddressValues) =>
      Object.fromEntries(ADDRESS_FIELDS.map(([col, name]) => [`InvoiceAddress.${name}`, v[col]]));
    const changes = changedFields(
      wire(before),
      wire(after),
      ADDRESS_FIELDS.map(([, name]) => `InvoiceAddress.${name}`),
    );
    if (changes.length === 0) return;
    await touch(trx, r.id, after as Updateable<ReservationsTable>, deps.now);
    await recordRevision(
      trx,
      { reservationId: r.id, profileId: deps.actorId, action: 'address', changes, skipWhenEmpty: true },
      deps.now,
    );
  });
}

type LinkRow = Selectable<DB['reservation_external_links']>;

const presentLink = (l: LinkRow) => ({
  Id: l.id,
  TypeId: l.type_id,
  Url: l.url,
  Title: l.title,
  CreatedAt: l.created_at,
});
const linkValue = (l: LinkRow) => ({ Id: l.id, TypeId: l.type_id, Url: l.url, Title: l.title });

/** `GET /v2/reservation/{id}/externallinks`: oldest first. */
export async function externalLinksOf(db: Kysely<DB>, reservationId: number) {
  const rows = await db
    .selectFrom('reservation_external_links')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .orderBy('id')
    .execute();
  return rows.map(presentLink);
}

/**
 * External links may change while the reservation is locked (a video-call link is often added on
 * the day itself, and an invoice does not depend on them), but not once it is cancelled.
 */
function assertLinksChangeable(r: ReservationRow): void {
  if (r.status_id === ReservationStatus.Cancelled) {
    throw new AppError(409, 'Reservation cancelled', [{ Field: 'Id', Code: 'cancelled' }]);
  }
}

/**
 * `POST /v2/reservation/{id}/externallinks`: adds a link (at most 20 per reservation, 409
 * `too_many_links`; the same type and URL twice is 409 `duplicate_link`).
 */
export async function addExternalLink(deps: EditDeps, reservationId: number, body: ExternalLinkBody) {
  return withReservation(deps, reservationId, async (trx, r) => {
    assertLinksChangeable(r);
    const links = await trx
      .selectFrom('reservation_external_links')
      .select(['type_id', 'url'])
      .where('reservation_id', '=', r.id)
      .execute();
    if (links.some((l) => l.type_id === body.TypeId && l.url === body.Url)) {
      throw new AppError(409, 'This link is already on the reservation', [
        { Field: 'Url', Code: 'duplicate_link' },
      ]);
    }
    if (links.length >= MAX_EXTERNAL_LINKS) {
      throw new AppError(409, `A reservation keeps at most ${MAX_EXTERNAL_LINKS} external links`, [
        { Field: 'Url', Code: 'too_many_links' },
      ]);
    }
    const row = await trx
      .insertInto('reservation_external_links')
      .values({
        reservation_id: r.id,
        type_id: body.TypeId,
        url: body.Url,
        title: body.Title || null,
        created_at: deps.now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await touch(trx, r.id, {}, deps.now);
    await recordRevision(
      trx,
      {
        reservationId: r.id,
        profileId: deps.actorId,
        action: 'externallink-added',
        changes: [{ Field: 'ExternalLink', From: null, To: linkValue(row) }],
      },
      deps.now,
    );
    return presentLink(row);
  });
}

/** `DELETE /v2/reservation/{id}/externallinks/{linkId}`: 404 when the link is not on that reservation. */
export async function removeExternalLink(deps: EditDeps, reservationId: number, linkId: number) {
  await withReservation(deps, reservationId, async (trx, r) => {
    const link = await trx
      .selectFrom('reservation_external_links')
      .selectAll()
      .where('id', '=', linkId)
      .where('reservation_id', '=', r.id)
      .executeTakeFirst();
    if (!link) throw AppError.notFound('External link not found');
    assertLinksChangeable(r);
    await trx.deleteFrom('reservation_external_links').where('id', '=', link.id).execute();
    await touch(trx, r.id, {}, deps.now);
    await recordRevision(
      trx,
      {
        reservationId: r.id,
        profileId: deps.actorId,
        action: 'externallink-removed',
        changes: [{ Field: 'ExternalLink', From: linkValue(link), To: null }],
      },
      deps.now,
    );
  });
}
