/**
 * Where a bank transfer goes: the platform's account (the seller on every invoice; the invoices area
 * keeps the same details in its seller.ts, which its index does not export).
 */
export const PLATFORM_ACCOUNT = {
  holder: 'Meetspace B.V.',
  iban: 'NL67INGB0006543210',
  bic: 'INGBNL2A',
} as const;
