import {
  EVENT_ONLINE_VALUES,
  EVENT_TYPES,
  type EventOnlineValue,
  type EventSummary,
  type EventView,
  eventTypeName,
  type Locale,
  MIN_TAGS,
  minutesToTime,
} from '@meetspace/domain';
import { money } from '../../lib/format.ts';

// What the events pages show of an event, in the page's language: place, price, places, the list's
// filters as the address keeps them, and the schema.org description search engines read.

/** An id of a path (`/evenementen/12/...`): a positive 32-bit integer, else undefined. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** A price in its currency: euros as everywhere on the site, others by the locale's rules. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  if (currency === 'EUR') return money(amount, locale);
  return new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency }).format(
    amount,
  );
}

/** Where an event is, in words: the place and city; online ones say so (a key of the catalog). */
export function placeParts(event: Pick<EventSummary, 'IsOnline' | 'LocationName' | 'City'>): {
  place: string;
  online: boolean;
} {
  const place = [event.LocationName, event.City].filter((part) => part.trim() !== '').join(', ');
  return { place: event.IsOnline === 'online' ? '' : place, online: event.IsOnline !== 'offline' };
}

/** Places left as the card says it: full (a waiting list), a number left, or nothing (no limit). */
export function availability(
  event: Pick<EventSummary, 'PlacesLeft' | 'MaxCapacity' | 'IsTicketLink'>,
): { kind: 'full' } | { kind: 'left'; count: number } | { kind: 'open' } {
  if (event.IsTicketLink || event.MaxCapacity === null || event.PlacesLeft === null) return { kind: 'open' };
  return event.PlacesLeft <= 0 ? { kind: 'full' } : { kind: 'left', count: event.PlacesLeft };
}

/** The list's filters, kept in the address's query. */
export interface EventFilters {
  q: string;
  from: string;
  to: string;
  typeId: number | undefined;
  online: EventOnlineValue | undefined;
  city: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of an address's query; anything unknown or malformed is left out. */
export function filtersFromParams(params: URLSearchParams): EventFilters {
  const typeText = params.get('type') ?? '';
  const typeId = /^\d{1,2}$/.test(typeText) ? Number(typeText) : undefined;
  const online = params.get('online') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    from: DATE.test(params.get('from') ?? '') ? (params.get('from') as string) : '',
    to: DATE.test(params.get('to') ?? '') ? (params.get('to') as string) : '',
    typeId: EVENT_TYPES.some((type) => type.Id === typeId) ? typeId : undefined,
    online: (EVENT_ONLINE_VALUES as readonly string[]).includes(online)
      ? (online as EventOnlineValue)
      : undefined,
    city: (params.get('city') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query of filters (empty ones and page 1 left out, so the plain list has a plain address). */
export function filtersToParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.typeId !== undefined) params.set('type', String(filters.typeId));
  if (filters.online) params.set('online', filters.online);
  if (filters.city) params.set('city', filters.city);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query of the filters (`GET /v1/event`). */
export function filtersToQuery(filters: EventFilters) {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.typeId !== undefined ? { typeId: filters.typeId } : {}),
    ...(filters.online ? { online: filters.online } : {}),
    ...(filters.city ? { city: filters.city } : {}),
    page: filters.page,
  };
}

/** Keywords as a person types them: split on commas, semicolons and new lines, trimmed, once each. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const tag = part.trim().slice(0, 40);
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** Whether enough keywords were given to register. */
export const enoughTags = (tags: readonly string[]) => tags.length >= MIN_TAGS;

/**
 * A local date and time in the Netherlands (yyyy-MM-dd, minutes from midnight) as ISO 8601 with
 * the offset of that moment (+01:00 in winter, +02:00 in summer), as schema.org asks.
 */
export function amsterdamIso(date: string, minutes: number): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const clock = minutesToTime(Math.min(minutes, 1439));
  const asUtc = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  // The offset at that wall time: Amsterdam's reading of the same instant, minus the instant.
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(instant);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - instant;
  };
  const offset = offsetAt(asUtc - offsetAt(asUtc));
  const sign = offset < 0 ? '-' : '+';
  const total = Math.abs(offset) / 60_000;
  const hh = String(Math.floor(total / 60)).padStart(2, '0');
  const mm = String(total % 60).padStart(2, '0');
  return `${date.slice(0, 10)}T${clock}:00${sign}${hh}:${mm}`;
}

const ATTENDANCE = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const satisfies Record<EventOnlineValue, string>;

/**
 * The schema.org `Event` of an event page (JSON-LD): name, start and end with their offset,
 * attendance mode, the place and/or the online location, today's offers, organizer and image.
 * `origin` makes the page's and the image's addresses absolute.
 */
export function eventJsonLd(event: EventView, pageUrl: string, origin: string): Record<string, unknown> {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  const place = {
    '@type': 'Place',
    name: event.LocationName || event.City,
    address: {
      '@type': 'PostalAddress',
      streetAddress: event.Address,
      postalCode: event.Postalcode,
      addressLocality: event.City,
      addressCountry: event.Country,
    },
    ...(event.Latitude !== null && event.Longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: event.Latitude, longitude: event.Longitude } }
      : {}),
  };
  const virtual = { '@type': 'VirtualLocation', url: absolute(pageUrl) };
  const location =
    event.IsOnline === 'online' ? virtual : event.IsOnline === 'hybrid' ? [place, virtual] : place;
  const offerUrl = event.IsTicketLink && event.Url ? event.Url : absolute(pageUrl);
  const availabilityUrl =
    event.PlacesLeft !== null && event.PlacesLeft <= 0
      ? 'https://schema.org/SoldOut'
      : 'https://schema.org/InStock';
  const offers =
    event.CurrentPrices.length > 0
      ? event.CurrentPrices.map((price) => ({
          '@type': 'Offer',
          price: price.Price.toFixed(2),
          priceCurrency: price.Currency,
          url: offerUrl,
          availability: availabilityUrl,
          ...(price.ValidUntil ? { priceValidUntil: price.ValidUntil.slice(0, 10) } : {}),
        }))
      : [
          {
            '@type': 'Offer',
            price: '0',
            priceCurrency: 'EUR',
            url: offerUrl,
            availability: availabilityUrl,
          },
        ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.Name,
    startDate: amsterdamIso(event.StartDate, event.StartMinutes),
    endDate: amsterdamIso(event.EndDate, event.EndMinutes),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE[event.IsOnline],
    location,
    offers,
    url: absolute(pageUrl),
    ...(event.Description.trim() ? { description: shortText(event.Description, 300) } : {}),
    ...(event.OrganizerName ? { organizer: { '@type': 'Organization', name: event.OrganizerName } } : {}),
    ...(event.Image ? { image: [absolute(event.Image)] } : {}),
    inLanguage: event.Language,
  };
}

/** JSON for inside a `<script>`: `<` escaped, so no text of the event can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A description cut at a word to at most `max` characters (meta description, JSON-LD). */
export function shortText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** The event type's name in the locale ("" for an unknown id). */
export const typeName = (id: number, locale: Locale) => eventTypeName(id, locale) ?? '';

/** A map of the event's place (OpenStreetMap): its coordinates, else its address; null without either. */
export function mapLink(
  event: Pick<EventView, 'Latitude' | 'Longitude' | 'Address' | 'Postalcode' | 'City' | 'Country'>,
): string | null {
  if (event.Latitude !== null && event.Longitude !== null)
    return `https://www.openstreetmap.org/?mlat=${event.Latitude}&mlon=${event.Longitude}#map=17/${event.Latitude}/${event.Longitude}`;
  const address = [event.Address, event.Postalcode, event.City, event.Country]
    .filter((p) => p.trim())
    .join(', ');
  return address && event.City.trim()
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`
    : null;
}

/** Today's price per currency, with the early-bird end ("until") and the price after it ("after"). */
export interface PriceStep {
  currency: string;
  price: number;
  until: string | null;
  after: number | null;
}

/** The prices an event page shows: today's in each currency, and what follows an early-bird one. */
export function priceSteps(event: Pick<EventView, 'CurrentPrices' | 'Prices'>): PriceStep[] {
  return event.CurrentPrices.map((current) => {
    const until = current.ValidUntil ? current.ValidUntil.slice(0, 10) : null;
    const next = until
      ? event.Prices.filter(
          (p) => p.Currency === current.Currency && p.StartDate !== null && p.StartDate.slice(0, 10) > until,
        ).sort((a, b) => (a.StartDate as string).localeCompare(b.StartDate as string))[0]
      : undefined;
    return { currency: current.Currency, price: current.Price, until, after: next ? next.Price : null };
  });
}
