import { definePermission } from '../kernel/access/access.ts';
import { isSelf } from '../kernel/access/relations.ts';
import { creditQueries, type WalletRow } from './credits.queries.ts';

/** Only a wallet's owner moves or reads its credits (administrators neither: credits are money). */
export const walletAccess = {
  /** Read its balance and history; move credits out of it; order credits into it. */
  own: definePermission<WalletRow, string>({
    name: 'wallet.own',
    member: 'always',
    load: creditQueries.wallet,
    allow: (actor, row) => row.is_system === 0 && isSelf(actor, row.profile_id),
    messages: { notFound: 'Wallet not found', forbidden: 'This wallet belongs to another member' },
  }),
};
