import { type Actor, definePermission } from '../kernel/access/access.ts';
import { isAdmin, isSelf, managesLocation } from '../kernel/access/relations.ts';
import type { InvoiceRow } from './invoice.queries.ts';
import { invoiceQueries } from './invoice.queries.ts';

/** An invoice with the member its reservation belongs to now (a guest booking may have been claimed since). */
export type InvoiceAccessRow = InvoiceRow & { owner_profile_id: number | null };

async function loadInvoice(
  db: Parameters<typeof invoiceQueries.byId>[0],
  id: number,
): Promise<InvoiceAccessRow | undefined> {
  const row = await invoiceQueries.byId(db, id);
  if (!row) return undefined;
  const owner = await invoiceQueries.ownerOf(db, row.reservation_id);
  return { ...row, owner_profile_id: owner ?? row.profile_id };
}

/** Who may read invoices: the reservation's member (its booker), the location's managers, administrators. */
export const invoiceAccess = {
  read: definePermission<InvoiceAccessRow>({
    name: 'invoice.read',
    member: 'always',
    load: loadInvoice,
    allow: async (actor: Actor | undefined, row, ctx) =>
      isSelf(actor, row.owner_profile_id) ||
      isAdmin(actor) ||
      (await managesLocation(ctx.db, actor, row.location_id)),
    messages: {
      notFound: 'Invoice not found or still pending',
      forbidden: 'This invoice belongs to another member',
    },
  }),
};
