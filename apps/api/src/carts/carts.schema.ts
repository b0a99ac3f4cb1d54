/** How many voucher codes a scope (`cart:<id>`, `client:<hash>`) tried in its current window. */
export interface VoucherTriesTable {
  scope: string;
  /** The window's start (ISO, UTC); a try in a newer window starts the count over. */
  window_start: string;
  tries: number;
}

/** The carts area's own tables (the DB type in db/schema.ts includes them). */
export interface CartTables {
  voucher_tries: VoucherTriesTable;
}
