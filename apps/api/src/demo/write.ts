import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { idAt, insertReturningIds, insertRows, nestedIdAt } from './insert.ts';
import type { DemoPlan } from './plan.ts';
import type { ReferenceIds } from './types.ts';
import { writeLocations } from './write-catalogue.ts';

// Writes a plan table by table, in foreign-key order, replacing plan indexes with database ids.

/** Reads the ids of the reference data the migrations inserted. */
export async function loadReferenceIds(db: Kysely<DB>): Promise<ReferenceIds> {
  const terms = await db.selectFrom('terms').select(['id', 'type', 'language_id']).orderBy('id').execute();
  const termsOf = (type: string) =>
    new Map(terms.filter((t) => t.type === type).map((t) => [t.language_id, t.id] as const));
  const subscriptions = await db.selectFrom('subscriptions').select(['id', 'name']).orderBy('id').execute();
  return {
    bookingTermsByLanguage: termsOf('booking'),
    privacyTermsByLanguage: termsOf('privacy'),
    workspaceSubscriptionId: subscriptions.find((s) => s.name === 'Seats2work')?.id ?? null,
    fullSubscriptionId: subscriptions.find((s) => s.name === 'Seats2meet')?.id ?? null,
  };
}

async function writePeople(db: Kysely<DB>, plan: DemoPlan, passwordHash: string, ref: ReferenceIds) {
  const companyIds = await insertReturningIds(db, 'companies', plan.people.companies);
  const companyId = (index: number | null) => (index === null ? null : idAt(companyIds, index, 'company'));
  const profileIds = await insertReturningIds(
    db,
    'profiles',
    plan.people.profiles.map((p) => ({
      ...p.row,
      password_hash: passwordHash,
      company_id: companyId(p.companyIndex),
      terms_id: ref.privacyTermsByLanguage.get(p.row.language_id) ?? null,
    })),
  );
  const billingRows = plan.people.profiles.flatMap((p, index) =>
    p.billingAddresses.map((b) => ({
      ...b.row,
      profile_id: idAt(profileIds, index, 'profile'),
      company_id: companyId(b.companyIndex),
    })),
  );
  const flatBillingIds = await insertReturningIds(db, 'billing_addresses', billingRows);
  let next = 0;
  const billingIds = plan.people.profiles.map((p) =>
    p.billingAddresses.map(() => idAt(flatBillingIds, next++, 'billing')),
  );
  return { companyId, profileIds, billingIds };
}

/** Inserts the whole plan; run it inside a transaction. */
export async function writeDemoPlan(db: Kysely<DB>, plan: DemoPlan, passwordHash: string, ref: ReferenceIds) {
  const people = await writePeople(db, plan, passwordHash, ref);
  const catalogue = await writeLocations(db, plan, ref, people.profileIds);
  const profileId = (index: number | null) =>
    index === null ? null : idAt(people.profileIds, index, 'profile');
  const locationId = (index: number | null) =>
    index === null ? null : idAt(catalogue.locationIds, index, 'location');

  const voucherIds = await insertReturningIds(
    db,
    'vouchers',
    plan.vouchers.map((v) => ({
      ...v.row,
      location_id: locationId(v.locationIndex),
      company_id: people.companyId(v.companyIndex),
      profile_id: profileId(v.profileIndex),
      package_id: v.packageRef
        ? nestedIdAt(catalogue.packageIds, v.packageRef.locationIndex, v.packageRef.packageIndex, 'package')
        : null,
    })),
  );
  await insertRows(
    db,
    'voucher_usages',
    plan.voucherUsages.map((u) => ({
      ...u.row,
      voucher_id: idAt(voucherIds, u.voucherIndex, 'voucher'),
      profile_id: profileId(u.profileIndex),
      reservation_id: null,
    })),
  );
  await writeReservations(db, plan, ref, people, catalogue);
}

async function writeReservations(
  db: Kysely<DB>,
  plan: DemoPlan,
  ref: ReferenceIds,
  people: Awaited<ReturnType<typeof writePeople>>,
  catalogue: Awaited<ReturnType<typeof writeLocations>>,
) {
  const { reservations } = plan;
  const reservationIds = await insertReturningIds(
    db,
    'reservations',
    reservations.map((r) => {
      const profileId = r.profileIndex === null ? null : idAt(people.profileIds, r.profileIndex, 'profile');
      const billingId =
        r.profileIndex === null || r.billingIndex === null
          ? null
          : nestedIdAt(people.billingIds, r.profileIndex, r.billingIndex, 'billing');
      return {
        ...r.row,
        profile_id: profileId,
        company_id: people.companyId(r.companyIndex),
        location_id: idAt(catalogue.locationIds, r.locationIndex, 'location'),
        terms_id: ref.bookingTermsByLanguage.get(r.row.language_id) ?? null,
        terms_accepted_by: profileId ?? 0,
        invoice_billing_id: billingId,
      };
    }),
  );
  const lineIds = await insertReturningIds(
    db,
    'reservation_spaces',
    reservations.flatMap((r, index) =>
      r.spaces.map((line) => ({
        ...line.row,
        reservation_id: idAt(reservationIds, index, 'reservation'),
        space_id: nestedIdAt(catalogue.spaceIds, r.locationIndex, line.spaceIndex, 'space'),
      })),
    ),
  );
  let next = 0;
  const lineIdsPerReservation = reservations.map((r) =>
    r.spaces.map(() => idAt(lineIds, next++, 'reservation space')),
  );
  await insertRows(
    db,
    'reservation_options',
    reservations.flatMap((r, index) =>
      r.options.map((line) => ({
        ...line.row,
        reservation_id: idAt(reservationIds, index, 'reservation'),
        option_id: nestedIdAt(catalogue.optionIds, r.locationIndex, line.optionIndex, 'option'),
        reservation_space_id:
          line.spaceLine === null
            ? null
            : nestedIdAt(lineIdsPerReservation, index, line.spaceLine, 'reservation space'),
      })),
    ),
  );
  await insertRows(
    db,
    'reservation_contacts',
    reservations.flatMap((r, index) =>
      r.contacts.map((c) => ({ ...c, reservation_id: idAt(reservationIds, index, 'reservation') })),
    ),
  );
}
