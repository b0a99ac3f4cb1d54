import { endpoint } from '../api/endpoint.ts';
import {
  addressParams,
  creditOrder,
  creditOrderBody,
  creditTransactionList,
  creditTransactionQuery,
  creditTransfer,
  creditTransferBody,
  wallet,
} from './credit.schemas.ts';

const tags = ['Credits'];

/** Credits: buying them, moving them between wallets, a wallet's history. Only a wallet's owner moves or reads it. */
export const creditApi = {
  order: endpoint({
    method: 'POST',
    path: '/v2/credit/order',
    summary: 'Orders credits for a wallet; they land when the payment is paid',
    tags,
    auth: 'member',
    body: creditOrderBody,
    response: creditOrder,
    errors: [400, 401, 403, 404],
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/v2/credit/transfer',
    summary: 'Moves credits from your wallet to another, at once or not at all',
    tags,
    auth: 'member',
    body: creditTransferBody,
    response: creditTransfer,
    errors: [400, 401, 403, 404, 409],
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/v2/credit/:address/transactions',
    summary: "A wallet's movements, newest first, with its balance",
    tags,
    auth: 'member',
    params: addressParams,
    query: creditTransactionQuery,
    response: creditTransactionList,
    errors: [400, 401, 403, 404],
  }),
  wallet: endpoint({
    method: 'GET',
    path: '/v2/credit/wallet',
    summary: "The member's wallet: its address and balance",
    tags,
    auth: 'member',
    response: wallet,
    errors: [401],
  }),
};
