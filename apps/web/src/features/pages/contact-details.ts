/**
 * The support desk's address, e-mail, phone and hours, as the contact page shows them. Not
 * translated, so kept out of the catalogs; the day names and labels are in `pages.contact`.
 */
export const SUPPORT_DESK = {
  company: 'Meetspace B.V.',
  street: 'Vredenburg 40',
  postalCode: '3511 BD',
  city: 'Utrecht',
  email: 'support@meetspace.example',
  hostsEmail: 'locaties@meetspace.example',
  /** International form, for the `tel:` link and English pages. */
  phone: '+31 30 760 40 00',
  /** How a Dutch reader writes the same number. */
  phoneNational: '030 760 40 00',
  /** Opening times in minutes from midnight (Europe/Amsterdam); days without an entry are closed. */
  hours: [
    { days: 'weekdays', open: 510, close: 1050 },
    { days: 'saturday', open: 600, close: 840 },
    { days: 'sunday', open: null, close: null },
  ],
} as const;

/** A phone number as a `tel:` link target: digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
