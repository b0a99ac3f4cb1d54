import {
  CREDIT_CURRENCY,
  CREDIT_PRICE_CENTS,
  centsToEuros,
  creditApi,
  invoiceApi,
  paymentApi,
} from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi, callApiForFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { type InvoiceFilters, invoiceQuery } from '../invoice-filters.ts';

/** Query keys of the money pages. */
export const keys = {
  invoices: (filters?: InvoiceFilters) => (filters ? ['my-invoices', filters] : ['my-invoices']),
  invoice: (id: number) => ['my-invoice', id] as const,
  payment: (key: string) => ['payment', key] as const,
  wallet: ['my-wallet'] as const,
  transactions: (address: string, page: number) => ['my-wallet', 'transactions', address, page] as const,
};

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

export function useInvoices(filters: InvoiceFilters, enabled: boolean) {
  return useQuery({
    queryKey: keys.invoices(filters),
    queryFn: ({ signal }) => callApi(invoiceApi.list, { query: invoiceQuery(filters) }, { signal }),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

export function useInvoice(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.invoice(id),
    queryFn: ({ signal }) => callApi(invoiceApi.detail, { params: { id } }, { signal }),
    enabled,
    staleTime: 0,
    retry,
  });
}

export function useWallet() {
  return useQuery({
    queryKey: keys.wallet,
    queryFn: ({ signal }) => callApi(creditApi.wallet, undefined, { signal }),
    staleTime: 0,
    retry,
  });
}

export function useTransactions(address: string | undefined, page: number) {
  return useQuery({
    queryKey: keys.transactions(address ?? '', page),
    queryFn: ({ signal }) =>
      callApi(creditApi.transactions, { params: { address: address ?? '' }, query: { page } }, { signal }),
    enabled: Boolean(address),
    staleTime: 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

export const moneyCalls = {
  /** Pays what is open on invoice `id` online: the payment whose pay page follows. */
  payInvoice: (id: number) => callApi(paymentApi.forInvoice, { params: { id }, body: { PaymentType: 1 } }),
  /** Orders `credits` credits (one euro each) for the wallet at `address`. */
  orderCredits: (credits: number, address: string) =>
    callApi(creditApi.order, {
      body: {
        ChannelId: 1,
        NrOfCredits: credits,
        Currency: CREDIT_CURRENCY,
        Amount: centsToEuros(credits * CREDIT_PRICE_CENTS),
        WalletAddress: address,
      },
    }),
  /** Redeems a credit voucher into the member's wallet: what it added and the balance after. */
  redeemVoucher: (code: string) => callApi(creditApi.redeemVoucher, { body: { Code: code } }),
  /** Moves credits; `idempotencyKey` is made once per submission, so a retry never moves them twice. */
  transfer: (from: string, to: string, amount: number, idempotencyKey: string) =>
    callApi(
      creditApi.transfer,
      { body: { FromAddress: from, ToAddress: to, Currency: CREDIT_CURRENCY, Amount: amount } },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
};

/** Downloads invoice `id` as its PDF or UBL document. */
export async function downloadInvoice(id: number, kind: 'pdf' | 'ubl', name: string) {
  const blob = await callApiForFile(kind === 'pdf' ? invoiceApi.pdf : invoiceApi.ubl, { params: { id } });
  saveFile(blob, `${name}.${kind === 'pdf' ? 'pdf' : 'xml'}`);
}
