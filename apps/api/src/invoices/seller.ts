/**
 * The seller on every invoice: the platform operator. One place for its details, used by the
 * invoice detail, the PDF and the UBL document. The VAT number passes the Dutch eleven-test
 * (NL + 9 digits + B01) and the IBAN its ISO 7064 mod-97 check.
 */
export const SELLER = {
  name: 'Meetspace B.V.',
  address: 'Vredenburg 40',
  postalCode: '3511 BD',
  city: 'Utrecht',
  countryCode: 'NL',
  vatNumber: 'NL854673131B01',
  chamberOfCommerce: '85467313',
  iban: 'NL67INGB0006543210',
  bic: 'INGBNL2A',
  email: 'facturen@meetspace.example',
} as const;

/** Days between an invoice's issue date and its due date. */
export const PAYMENT_TERM_DAYS = 14;

/** Whether an IBAN's check digits are right (ISO 13616: the rearranged number mod 97 is 1). */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const digits = `${compact.slice(4)}${compact.slice(0, 4)}`.replace(/[A-Z]/g, (c) =>
    String(c.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** Whether a Dutch VAT number has the form NL + 9 digits + B + 2 digits and its first 9 digits pass the eleven-test. */
export function isValidDutchVatNumber(vat: string): boolean {
  const m = /^NL(\d{9})B\d{2}$/.exec(vat);
  if (!m?.[1]) return false;
  const d = m[1];
  const sum = [...d.slice(0, 8)].reduce((n, c, i) => n + Number(c) * (9 - i), 0);
  return sum % 11 === Number(d[8]);
}
