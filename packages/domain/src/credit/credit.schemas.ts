import { z } from 'zod';
import { pageParam } from '../common/common.schemas.ts';
import { amountInEuros, payment } from '../payment/payment.schemas.ts';

const money = z.number();

/** Credits are counted in the currency they were bought in (EUR, two decimals); one credit costs one euro. */
export const CREDIT_CURRENCY = 'EUR';
export const CREDIT_PRICE_CENTS = 100;
export const MAX_CREDITS_PER_ORDER = 10_000;

/** A wallet address: `w` and 24 letters or digits. */
export const walletAddress = z
  .string()
  .trim()
  .regex(/^w[0-9a-z]{24}$/, 'Not a wallet address');

/** `POST /v2/credit/order`: buy credits into a wallet (paid through a payment). */
export const creditOrderBody = z.object({
  ChannelId: z.literal(1),
  NrOfCredits: z.number().int().min(1).max(MAX_CREDITS_PER_ORDER),
  Currency: z.string().trim().toUpperCase().length(3),
  Amount: amountInEuros,
  WalletAddress: walletAddress,
});
export type CreditOrderBody = z.infer<typeof creditOrderBody>;

/** The order and the payment that pays for it. */
export const creditOrder = z.object({
  OrderId: z.number().int(),
  NrOfCredits: z.number().int(),
  Amount: money,
  Payment: payment,
});

/** `POST /v2/credit/transfer`: move credits to another wallet; an `Idempotency-Key` header makes a retry safe. */
export const creditTransferBody = z.object({
  FromAddress: walletAddress,
  ToAddress: walletAddress,
  Currency: z.string().trim().toUpperCase().length(3),
  Amount: amountInEuros,
});
export type CreditTransferBody = z.infer<typeof creditTransferBody>;

export const creditTransfer = z.object({ TransactionId: z.number().int(), Balance: money });

/** One movement of a wallet: positive in, negative out. */
export const creditTransaction = z.object({
  Id: z.number().int(),
  Date: z.string(),
  Kind: z.enum(['order', 'transfer', 'payment', 'refund', 'voucher']),
  Amount: money,
  /** The other wallet of a transfer, else null. */
  Counterparty: z.string().nullable(),
  Description: z.string(),
  /** The balance after this movement. */
  Balance: money,
});

export const creditTransactionQuery = z.object({
  page: pageParam,
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const creditTransactionList = z.object({
  Results: z.array(creditTransaction),
  MorePages: z.boolean(),
  Balance: money,
  Currency: z.string(),
});

/** The member's wallet (made on first use). */
export const wallet = z.object({ Address: z.string(), Balance: money, Currency: z.string() });

export const addressParams = z.object({ address: walletAddress });

/** `POST /v2/credit/voucher`: redeem a credit voucher into the member's wallet. */
export const creditVoucherBody = z.object({ Code: z.string().trim().max(50) });
export type CreditVoucherBody = z.infer<typeof creditVoucherBody>;

/** What the redemption moved into the wallet (`Amount`) and the wallet's balance after it. */
export const creditVoucherRedemption = z.object({
  TransactionId: z.number().int(),
  Amount: money,
  Balance: money,
});
