import {
  type CartOption,
  CHANNEL_ID,
  type FeaturedVoucher,
  type Locale,
  localeOfLanguageId,
  type OptionDetail,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { optionQueries } from './option.queries.ts';
import {
  linesByOption,
  type OptionLineRow,
  presentOption,
  presentOptionDetail,
  presentVoucher,
} from './pricing.presenter.ts';
import { voucherQueries } from './voucher.queries.ts';

/**
 * Every active option of a location with the amounts a booking has, in its language: a cart's list
 * and a reservation's "available options" alike.
 */
export async function optionList(
  db: Kysely<DB>,
  booking: { locationId: number; languageId: number },
  lines: readonly OptionLineRow[] | Promise<readonly OptionLineRow[]>,
): Promise<CartOption[]> {
  const locale = localeOfLanguageId(booking.languageId);
  const [options, chosen] = await Promise.all([
    optionQueries.activeOfLocation(db, booking.locationId),
    lines,
  ]);
  const byOption = linesByOption(chosen);
  return options.map((o) => presentOption(o, byOption.get(o.id), locale));
}

/** `GET /v1/option/{id}`: one option of the catalogue, in a language; undefined when there is none. */
export async function optionDetail(
  db: Kysely<DB>,
  id: number,
  locale: Locale,
): Promise<OptionDetail | undefined> {
  const o = await optionQueries.byId(db, id);
  return o && presentOptionDetail(o, locale);
}

/** `GET /v2/featured/vouchers`: public promotions valid today, with the code to enter. */
export async function featuredVouchers(
  db: Kysely<DB>,
  query: { channelId?: number; locationId?: number; nrOf: number },
  today: string,
): Promise<FeaturedVoucher[]> {
  const rows = await voucherQueries.featured(db, {
    channelId: query.channelId ?? CHANNEL_ID,
    locationId: query.locationId,
    today,
    limit: query.nrOf,
  });
  return rows.map((v) => ({ ...presentVoucher(v), Code: v.code }));
}

/** `GET /v1/voucher/{id}`: what a voucher is, without its code; 404 when there is none. */
export async function voucherInfo(db: Kysely<DB>, id: number) {
  const v = await voucherQueries.byId(db, id);
  if (!v) throw AppError.notFound('Voucher not found');
  return presentVoucher(v);
}
