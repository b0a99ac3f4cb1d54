import { type EventSummary, type Locale, localizedPath, type Registration } from '@meetspace/domain';

// The ticket's and the pay page's addresses, and where the browser remembers which ticket a
// payment is for (the done page links to the ticket; a payment itself does not name it).

const STORAGE = 'meetspace.event-tickets';

/** The ticket page of a registration. */
export const ticketPathOf = (event: Pick<EventSummary, 'Id' | 'Slug'>, key: string, locale: Locale) =>
  localizedPath('event-ticket', locale, { id: event.Id, slug: event.Slug || 'event', key });

/** The pay page of a registration's payment (`?ticket=` names the ticket for the done page). */
export function payPathOf(
  event: Pick<EventSummary, 'Id' | 'Slug'>,
  paymentKey: string,
  locale: Locale,
  ticketKey?: string,
): string {
  const path = localizedPath('event-pay', locale, { id: event.Id, slug: event.Slug || 'event', paymentKey });
  return ticketKey ? `${path}?${new URLSearchParams({ ticket: ticketKey })}` : path;
}

/** The done page of a registration's payment. */
export function payDonePathOf(
  event: Pick<EventSummary, 'Id' | 'Slug'>,
  paymentKey: string,
  locale: Locale,
): string {
  return localizedPath('event-pay-done', locale, { id: event.Id, slug: event.Slug || 'event', paymentKey });
}

function read(): Record<string, string> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Remembers (for this tab) the ticket of a registration's payment. */
export function rememberTicket(registration: Pick<Registration, 'PaymentKey' | 'Key'>): void {
  if (!registration.PaymentKey || typeof sessionStorage === 'undefined') return;
  try {
    sessionStorage.setItem(
      STORAGE,
      JSON.stringify({ ...read(), [registration.PaymentKey]: registration.Key }),
    );
  } catch {
    // Storage full or refused: the done page then links to the event instead.
  }
}

/** The ticket key remembered for a payment, if any. */
export function rememberedTicket(paymentKey: string): string | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  return read()[paymentKey];
}
