import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import { meetingTypesOfLocation } from '../locations/index.ts';

// The only SQL of the offerings area: a location's spaces (with settings), options, packages (with
// their options) and vouchers, read and written for its managers.

export type SpaceRow = Selectable<DB['spaces']>;
export type SettingRow = Selectable<DB['space_settings']>;
export type OptionRow = Selectable<DB['options']>;
export type PackageRow = Selectable<DB['packages']>;
export type PackageOptionRow = Selectable<DB['package_options']>;
export type VoucherRow = Selectable<DB['vouchers']>;
export type SpaceValues = Omit<Insertable<DB['spaces']>, 'id' | 'location_id' | 'image_url'>;
export type OptionValues = Omit<Insertable<DB['options']>, 'id' | 'location_id'>;
export type PackageValues = Omit<Insertable<DB['packages']>, 'id' | 'location_id'>;
export type VoucherValues = Omit<Insertable<DB['vouchers']>, 'id' | 'location_id' | 'created_at'>;

const count = (n: unknown) => Number(n ?? 0);

export const offeringsQueries = {
  location(db: Kysely<DB>, id: number) {
    return db.selectFrom('locations').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  },
  /** The meeting types the location offers, in id order (the locations area's read). */
  meetingTypesOf: meetingTypesOfLocation,

  // Spaces
  spaceById(db: Kysely<DB>, id: number) {
    return db.selectFrom('spaces').selectAll().where('id', '=', id).executeTakeFirst();
  },
  spacesOf(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('spaces')
      .selectAll()
      .where('location_id', '=', locationId)
      .orderBy('meeting_type_id')
      .orderBy('rank')
      .orderBy('id')
      .execute();
  },
  settingsOf(db: Kysely<DB>, spaceIds: readonly number[]) {
    if (spaceIds.length === 0) return Promise.resolve([] as SettingRow[]);
    return db
      .selectFrom('space_settings')
      .selectAll()
      .where('space_id', 'in', spaceIds)
      .orderBy('space_id')
      .orderBy('setting_id')
      .execute();
  },
  async insertSpace(db: Kysely<DB>, locationId: number, values: SpaceValues): Promise<number> {
    const row = await db
      .insertInto('spaces')
      .values({ ...values, location_id: locationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async updateSpace(db: Kysely<DB>, id: number, values: Updateable<DB['spaces']>) {
    await db.updateTable('spaces').set(values).where('id', '=', id).execute();
  },
  async replaceSettings(
    db: Kysely<DB>,
    spaceId: number,
    settings: readonly { setting_id: number; min_seats: number; max_seats: number }[],
  ) {
    await db.deleteFrom('space_settings').where('space_id', '=', spaceId).execute();
    if (settings.length > 0)
      await db
        .insertInto('space_settings')
        .values(settings.map((s) => ({ ...s, space_id: spaceId })))
        .execute();
  },
  /** Whether a booking or a cart (open or not) points at the space. */
  async spaceInUse(db: Kysely<DB>, id: number): Promise<boolean> {
    const [booked, carted] = await Promise.all([
      db.selectFrom('reservation_spaces').select('id').where('space_id', '=', id).limit(1).executeTakeFirst(),
      db.selectFrom('cart_spaces').select('id').where('space_id', '=', id).limit(1).executeTakeFirst(),
    ]);
    return booked !== undefined || carted !== undefined;
  },
  async deleteSpace(db: Kysely<DB>, id: number) {
    await db.deleteFrom('space_settings').where('space_id', '=', id).execute();
    await db.deleteFrom('spaces').where('id', '=', id).execute();
  },

  // Options
  optionById(db: Kysely<DB>, id: number) {
    return db.selectFrom('options').selectAll().where('id', '=', id).executeTakeFirst();
  },
  optionsOf(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('options')
      .selectAll()
      .where('location_id', '=', locationId)
      .orderBy('category_id')
      .orderBy('rank')
      .orderBy('id')
      .execute();
  },
  async insertOption(db: Kysely<DB>, locationId: number, values: OptionValues): Promise<number> {
    const row = await db
      .insertInto('options')
      .values({ ...values, location_id: locationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async updateOption(db: Kysely<DB>, id: number, values: Updateable<DB['options']>) {
    await db.updateTable('options').set(values).where('id', '=', id).execute();
  },
  /** Whether a booking, a cart or a package holds the option. */
  async optionInUse(db: Kysely<DB>, id: number): Promise<boolean> {
    const [booked, carted, packaged] = await Promise.all([
      db
        .selectFrom('reservation_options')
        .select('id')
        .where('option_id', '=', id)
        .limit(1)
        .executeTakeFirst(),
      db.selectFrom('cart_options').select('id').where('option_id', '=', id).limit(1).executeTakeFirst(),
      db
        .selectFrom('package_options')
        .select('package_id')
        .where('option_id', '=', id)
        .limit(1)
        .executeTakeFirst(),
    ]);
    return booked !== undefined || carted !== undefined || packaged !== undefined;
  },
  async deleteOption(db: Kysely<DB>, id: number) {
    await db.deleteFrom('options').where('id', '=', id).execute();
  },

  // Packages
  packageById(db: Kysely<DB>, id: number) {
    return db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
  },
  packagesOf(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('packages')
      .selectAll()
      .where('location_id', '=', locationId)
      .orderBy('meeting_type_id')
      .orderBy('id')
      .execute();
  },
  packageOptionsOf(db: Kysely<DB>, packageIds: readonly number[]) {
    if (packageIds.length === 0) return Promise.resolve([] as PackageOptionRow[]);
    return db
      .selectFrom('package_options')
      .selectAll()
      .where('package_id', 'in', packageIds)
      .orderBy('package_id')
      .orderBy('option_id')
      .execute();
  },
  async insertPackage(db: Kysely<DB>, locationId: number, values: PackageValues): Promise<number> {
    const row = await db
      .insertInto('packages')
      .values({ ...values, location_id: locationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async updatePackage(db: Kysely<DB>, id: number, values: Updateable<DB['packages']>) {
    await db.updateTable('packages').set(values).where('id', '=', id).execute();
  },
  async replacePackageOptions(
    db: Kysely<DB>,
    packageId: number,
    options: readonly { option_id: number; amount_per_person: number }[],
  ) {
    await db.deleteFrom('package_options').where('package_id', '=', packageId).execute();
    if (options.length > 0)
      await db
        .insertInto('package_options')
        .values(options.map((o) => ({ ...o, package_id: packageId })))
        .execute();
  },
  /** Whether a booking, a cart or a voucher points at the package. */
  async packageInUse(db: Kysely<DB>, id: number): Promise<boolean> {
    const [booked, carted, vouchered] = await Promise.all([
      db.selectFrom('reservations').select('id').where('package_id', '=', id).limit(1).executeTakeFirst(),
      db.selectFrom('carts').select('id').where('package_id', '=', id).limit(1).executeTakeFirst(),
      db.selectFrom('vouchers').select('id').where('package_id', '=', id).limit(1).executeTakeFirst(),
    ]);
    return booked !== undefined || carted !== undefined || vouchered !== undefined;
  },
  async deletePackage(db: Kysely<DB>, id: number) {
    await db.deleteFrom('package_options').where('package_id', '=', id).execute();
    await db.deleteFrom('packages').where('id', '=', id).execute();
  },

  // Vouchers
  voucherById(db: Kysely<DB>, id: number) {
    return db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
  },
  vouchersOf(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('vouchers')
      .selectAll()
      .where('location_id', '=', locationId)
      .orderBy('code')
      .execute();
  },
  async voucherIdByCode(db: Kysely<DB>, code: string): Promise<number | undefined> {
    const row = await db.selectFrom('vouchers').select('id').where('code', '=', code).executeTakeFirst();
    return row?.id;
  },
  async usesOf(db: Kysely<DB>, voucherIds: readonly number[]): Promise<Map<number, number>> {
    if (voucherIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('voucher_usages')
      .select(['voucher_id', (eb) => eb.fn.countAll().as('uses')])
      .where('voucher_id', 'in', voucherIds)
      .groupBy('voucher_id')
      .execute();
    return new Map(rows.map((r) => [r.voucher_id, count(r.uses)]));
  },
  async insertVoucher(
    db: Kysely<DB>,
    locationId: number,
    values: VoucherValues,
    createdAt: string,
  ): Promise<number> {
    const row = await db
      .insertInto('vouchers')
      .values({ ...values, location_id: locationId, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async updateVoucher(db: Kysely<DB>, id: number, values: Updateable<DB['vouchers']>) {
    await db.updateTable('vouchers').set(values).where('id', '=', id).execute();
  },
  /** Whether the voucher was used, or a booking or a cart carries it. */
  async voucherInUse(db: Kysely<DB>, id: number): Promise<boolean> {
    const [used, booked, carted] = await Promise.all([
      db.selectFrom('voucher_usages').select('id').where('voucher_id', '=', id).limit(1).executeTakeFirst(),
      db.selectFrom('reservations').select('id').where('voucher_id', '=', id).limit(1).executeTakeFirst(),
      db.selectFrom('carts').select('id').where('voucher_id', '=', id).limit(1).executeTakeFirst(),
    ]);
    return used !== undefined || booked !== undefined || carted !== undefined;
  },
  async deleteVoucher(db: Kysely<DB>, id: number) {
    await db.deleteFrom('vouchers').where('id', '=', id).execute();
  },
};
