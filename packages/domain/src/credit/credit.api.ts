import { endpoint } from '../api/endpoint.ts';
import {
  addressParams,
  creditOrder,
  creditOrderBody,
  creditTransactionList,
  creditTransactionQuery,
  creditTransfer,
  creditTransferBody,
  creditVoucherBody,
  creditVoucherRedemption,
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
  redeemVoucher: endpoint({
    method: 'POST',
    path: '/v2/credit/voucher',
    summary:
      "Redeems a credit voucher (type 3) into the member's wallet: what is left of its credit, once. A refusal carries the voucher result (-1, -4, -9, -11 .. -14) in StatusCode: 404 for -1, else 409; 400 for an empty code or another type of voucher; 429 after too many codes that do not apply",
    tags,
    auth: 'member',
    body: creditVoucherBody,
    response: creditVoucherRedemption,
    errors: [400, 401, 404, 409, 429],
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
