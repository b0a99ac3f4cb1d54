/** How many voucher codes a scope (`cart:<id>`, `client:<hash>`) tried in its current window. */
export interface VoucherTriesTable {
  scope: string;
  /** The window's start (ISO, UTC); a try in a newer window starts the count over. */
  window_start: string;
  tries: number;
}

/** The pricing area's own tables (the DB type in db/schema.ts includes them). */
export interface PricingTables {
  voucher_tries: VoucherTriesTable;
}
