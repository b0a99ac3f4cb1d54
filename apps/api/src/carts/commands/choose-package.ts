import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../kernel/errors.ts';
import { packageLine, packageQueries } from '../../pricing/index.ts';
import { type CartRow, cartQueries } from '../cart.queries.ts';

/**
 * Chooses a package for a cart, or none: the options of the previous package go, the new
 * package's options come in at no charge (amount per person x seats); the package's own charge is
 * a line of its own (see priceBooking). Runs in the caller's transaction, on the locked cart.
 */
export async function choosePackage(trx: Kysely<DB>, cart: CartRow, packageId: number | null): Promise<void> {
  if (packageId === cart.package_id) return;
  if (packageId !== null) {
    const offered = await packageQueries.isOffered(trx, packageId, {
      locationId: cart.location_id,
      meetingTypeId: cart.meeting_type_id,
    });
    if (!offered) throw AppError.notFound('This package is not offered for this booking');
  }
  if (cart.package_id !== null) {
    for (const item of await packageQueries.contents(trx, cart.package_id)) {
      await cartQueries.setOption(trx, cart.id, { ...packageLine(item, cart.seats), amount: 0 });
    }
  }
  if (packageId !== null) {
    for (const item of await packageQueries.contents(trx, packageId)) {
      await cartQueries.setOption(trx, cart.id, packageLine(item, cart.seats));
    }
  }
  await cartQueries.update(trx, cart.id, { package_id: packageId });
}
