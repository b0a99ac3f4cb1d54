import { ErrorCode } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError, type FieldError } from '../kernel/errors.ts';
import { recordRevision } from '../kernel/revisions.ts';
import { type Booker, bookerOf } from '../reservations/index.ts';
import type { CartCaller } from './cart.access.ts';
import { type CartRow, cartQueries } from './cart.queries.ts';
import type { PartnerChannel } from './partner-channel.ts';

/** The booking terms agreed to through a partner channel by the cart's own member. */
export interface PartnerTerms {
  memberId: number;
  apiClient: string;
}

/**
 * Whether a finalize agrees to the terms through a partner channel: the cart has no accepted terms,
 * it is a member's cart and that member calls through a partner's apiToken. Never for an anonymous
 * cart, nor for an administrator who helps: they accept the terms on the cart.
 */
export function partnerTermsOf(
  cart: Pick<CartRow, 'profile_id' | 'terms_accepted_at'>,
  caller: CartCaller,
  partner: PartnerChannel | undefined,
): PartnerTerms | undefined {
  if (!partner || cart.terms_accepted_at !== null || cart.profile_id === null) return undefined;
  if (caller.actor?.profileId !== cart.profile_id) return undefined;
  return { memberId: cart.profile_id, apiClient: partner.apiClient };
}

/**
 * The booker, or a 400 naming what the cart still lacks (a booker; the accepted terms, unless they
 * were agreed to through a partner channel).
 */
export async function requireComplete(
  db: Kysely<DB>,
  cart: CartRow,
  partnerTerms: PartnerTerms | undefined,
): Promise<Booker> {
  const contacts = await cartQueries.contacts(db, cart.id);
  const booker = await bookerOf(db, { profileId: cart.profile_id, contacts });
  const problems: FieldError[] = [];
  if (!booker) {
    problems.push({
      Field: 'Contacts',
      Code: ErrorCode.Required,
      Message: 'A booker with a name and an e-mail address is required',
    });
  }
  if (cart.terms_accepted_at === null && !partnerTerms) {
    problems.push({
      Field: 'CartTerms',
      Code: ErrorCode.Required,
      Message: 'The booking terms must be accepted',
    });
  }
  if (!booker || problems.length > 0) throw AppError.badRequest('The booking is not complete', problems);
  return booker;
}

/**
 * Records on the new reservation (its revision log) and on the cart that the member agreed to the
 * booking terms through a partner channel: who, when, through which app. In the finalize's transaction.
 */
export async function recordPartnerTerms(
  trx: Kysely<DB>,
  cartId: number,
  reservationId: number,
  terms: PartnerTerms,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await cartQueries.update(trx, cartId, { terms_accepted_at: at, terms_accepted_by: terms.memberId });
  await recordRevision(
    trx,
    {
      reservationId,
      profileId: terms.memberId,
      action: 'terms-accepted',
      changes: [
        {
          Field: 'CartTerms',
          From: null,
          To: {
            Accepted: true,
            AcceptedBy: terms.memberId,
            AcceptedAt: at,
            Via: 'partner',
            ApiClient: terms.apiClient,
          },
        },
      ],
    },
    now,
  );
}
