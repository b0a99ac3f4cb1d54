import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Voucher tries per scope (`cart:<id>`, `client:<hash>`) in fixed windows: the only SQL of the throttle. */
export const voucherTryQueries = {
  /**
   * Counts one try of a scope in the window starting at `windowStart`, unless `max` are counted
   * there already; a newer window starts over at 1. One statement (an upsert with a guarded
   * increment), so parallel tries cannot both take the last place. True when it was counted.
   */
  async reserve(db: Kysely<DB>, scope: string, windowStart: string, max: number): Promise<boolean> {
    const counted = await db
      .insertInto('voucher_tries')
      .values({ scope, window_start: windowStart, tries: 1 })
      .onConflict((oc) =>
        oc
          .column('scope')
          .doUpdateSet((eb) => {
            const newer = eb('voucher_tries.window_start', '<', eb.ref('excluded.window_start'));
            return {
              tries: eb
                .case()
                .when(newer)
                .then(1)
                .else(eb('voucher_tries.tries', '+', 1))
                .end(),
              window_start: eb
                .case()
                .when(newer)
                .then(eb.ref('excluded.window_start'))
                .else(eb.ref('voucher_tries.window_start'))
                .end(),
            };
          })
          .where((eb) =>
            eb.or([
              eb('voucher_tries.window_start', '<', eb.ref('excluded.window_start')),
              eb('voucher_tries.tries', '<', max),
            ]),
          ),
      )
      .returning('tries')
      .executeTakeFirst();
    return counted !== undefined;
  },

  /** Gives a counted try back (a code that applied is no guess), in the window it was counted in. */
  async giveBack(db: Kysely<DB>, scope: string, windowStart: string): Promise<void> {
    await db
      .updateTable('voucher_tries')
      .set((eb) => ({ tries: eb('tries', '-', 1) }))
      .where('scope', '=', scope)
      .where('window_start', '=', windowStart)
      .where('tries', '>', 0)
      .execute();
  },

  /** Forgets the counts of windows that started before `windowStart` (they no longer limit anything). */
  async forgetBefore(db: Kysely<DB>, windowStart: string): Promise<void> {
    await db.deleteFrom('voucher_tries').where('window_start', '<', windowStart).execute();
  },
};
