import type { EventView } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import {
  amsterdamIso,
  availability,
  eventJsonLd,
  filtersFromParams,
  filtersToParams,
  filtersToQuery,
  formatPrice,
  mapLink,
  parseId,
  parseTags,
  placeParts,
  priceSteps,
  scriptJson,
  shortText,
} from './event-format.ts';
import en from './locales/en.json';
import nl from './locales/nl.json';

const event: EventView = {
  Id: 7,
  Slug: 'design-day',
  Name: 'Design day',
  EventTypeId: 2,
  Status: 'published',
  IsActive: true,
  IsPublic: true,
  IsOnline: 'offline',
  IsTicketLink: false,
  StartDate: '2026-12-03',
  StartMinutes: 570,
  EndDate: '2026-12-03',
  EndMinutes: 1020,
  Image: '/uploads/events/7.jpg',
  LocationId: 3,
  LocationName: 'De Werf',
  City: 'Utrecht',
  Tags: ['design'],
  Price: { Currency: 'EUR', Price: 25, TaxPercentage: 21, ValidUntil: '2026-11-30' },
  MaxCapacity: 40,
  ParticipantCount: 12,
  WaitingListCount: 0,
  PlacesLeft: 28,
  Language: 'nl',
  Type: 'Channel',
  ItemId: null,
  ReservationId: null,
  GroupId: null,
  Prices: [
    { Currency: 'EUR', Price: 25, StartDate: null, TaxPercentage: 21 },
    { Currency: 'EUR', Price: 35, StartDate: '2026-12-01', TaxPercentage: 21 },
  ],
  CurrentPrices: [{ Currency: 'EUR', Price: 25, TaxPercentage: 21, ValidUntil: '2026-11-30' }],
  Url: null,
  OnlineUrl: null,
  LocationCanEdit: false,
  Address: 'Werfstraat 1',
  Postalcode: '3511 AA',
  State: '',
  Country: 'Nederland',
  Latitude: 52.09,
  Longitude: 5.12,
  Description: 'A day about design </script><script>alert(1)</script>',
  ProgramItems: [],
  OrganizerName: 'Anna de Vries',
  Organizers: [],
  CreateGroup: false,
  CreatedAt: '2026-11-01T10:00:00Z',
  UpdatedAt: '2026-11-01T10:00:00Z',
  PublishedAt: '2026-11-01T10:00:00Z',
};

describe('amsterdamIso', () => {
  it('writes the wall time with the winter and the summer offset', () => {
    expect(amsterdamIso('2026-12-03', 570)).toBe('2026-12-03T09:30:00+01:00');
    expect(amsterdamIso('2026-07-01', 1020)).toBe('2026-07-01T17:00:00+02:00');
  });

  it('gets the offset right on the days the clocks change', () => {
    expect(amsterdamIso('2026-03-29', 60)).toBe('2026-03-29T01:00:00+01:00');
    expect(amsterdamIso('2026-03-29', 240)).toBe('2026-03-29T04:00:00+02:00');
    expect(amsterdamIso('2026-10-25', 600)).toBe('2026-10-25T10:00:00+01:00');
  });
});

describe('eventJsonLd', () => {
  it('describes an offline event with its place, offer, organizer and image', () => {
    const ld = eventJsonLd(event, '/nl/evenementen/7/design-day', 'https://example.test');
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Design day',
      startDate: '2026-12-03T09:30:00+01:00',
      endDate: '2026-12-03T17:00:00+01:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'De Werf', address: { addressLocality: 'Utrecht' } },
      offers: [{ '@type': 'Offer', price: '25.00', priceCurrency: 'EUR', priceValidUntil: '2026-11-30' }],
      organizer: { name: 'Anna de Vries' },
      image: ['https://example.test/uploads/events/7.jpg'],
      url: 'https://example.test/nl/evenementen/7/design-day',
    });
  });

  it('uses a virtual location online, both when hybrid, and a free offer without prices', () => {
    const online = eventJsonLd({ ...event, IsOnline: 'online', CurrentPrices: [] }, '/e', '');
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online.location).toMatchObject({ '@type': 'VirtualLocation' });
    expect(online.offers).toEqual([expect.objectContaining({ price: '0' })]);
    const hybrid = eventJsonLd({ ...event, IsOnline: 'hybrid' }, '/e', '');
    expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(hybrid.location).toHaveLength(2);
  });

  it('is written so no text can close the script element', () => {
    const json = scriptJson(eventJsonLd(event, '/e', ''));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).description).toContain('</script>');
  });
});

describe('the list filters', () => {
  it('reads what it knows from the address and drops the rest', () => {
    const filters = filtersFromParams(
      new URLSearchParams('q=design&from=2026-12-01&to=nope&type=2&online=hybrid&city=Utrecht&page=3'),
    );
    expect(filters).toEqual({
      q: 'design',
      from: '2026-12-01',
      to: '',
      typeId: 2,
      online: 'hybrid',
      city: 'Utrecht',
      page: 3,
    });
    expect(filtersFromParams(new URLSearchParams('type=12&online=moon&page=-1'))).toMatchObject({
      typeId: undefined,
      online: undefined,
      page: 1,
    });
  });

  it('round-trips through the address and leaves empty filters and page 1 out', () => {
    const params = new URLSearchParams('q=x&type=0&online=online&page=2');
    expect(filtersToParams(filtersFromParams(params)).toString()).toBe('q=x&type=0&online=online&page=2');
    expect(filtersToParams(filtersFromParams(new URLSearchParams())).toString()).toBe('');
  });

  it('asks the API only for the filters given', () => {
    expect(filtersToQuery(filtersFromParams(new URLSearchParams('city=Delft')))).toEqual({
      city: 'Delft',
      page: 1,
    });
  });
});

describe('what a card says', () => {
  it('says full, places left, or nothing without a limit', () => {
    expect(availability(event)).toEqual({ kind: 'left', count: 28 });
    expect(availability({ ...event, PlacesLeft: 0 })).toEqual({ kind: 'full' });
    expect(availability({ ...event, MaxCapacity: null, PlacesLeft: null })).toEqual({ kind: 'open' });
    expect(availability({ ...event, IsTicketLink: true })).toEqual({ kind: 'open' });
  });

  it('gives the place, and no place for an online event', () => {
    expect(placeParts(event)).toEqual({ place: 'De Werf, Utrecht', online: false });
    expect(placeParts({ ...event, IsOnline: 'online' })).toEqual({ place: '', online: true });
    expect(placeParts({ ...event, IsOnline: 'hybrid' })).toEqual({ place: 'De Werf, Utrecht', online: true });
  });

  it('writes prices per locale and currency', () => {
    expect(formatPrice(25, 'EUR', 'nl')).toMatch(/€\s?25,00/);
    expect(formatPrice(25, 'GBP', 'en')).toBe('£25.00');
  });

  it('shows the early-bird price until its date and the price after it', () => {
    expect(priceSteps(event)).toEqual([{ currency: 'EUR', price: 25, until: '2026-11-30', after: 35 }]);
    expect(priceSteps({ ...event, CurrentPrices: [] })).toEqual([]);
  });
});

describe('small helpers', () => {
  it('parses keywords once each, split on commas, semicolons and lines', () => {
    expect(parseTags(' design, Design;  food \n\n, ,marketing')).toEqual(['design', 'food', 'marketing']);
  });

  it('accepts only positive 32-bit ids', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeUndefined();
    expect(parseId('1e3')).toBeUndefined();
    expect(parseId('2147483648')).toBeUndefined();
  });

  it('links the map by coordinates, else by address', () => {
    expect(mapLink(event)).toContain('mlat=52.09');
    expect(mapLink({ ...event, Latitude: null, Longitude: null })).toContain('search?query=Werfstraat');
    expect(mapLink({ ...event, Latitude: null, Longitude: null, City: '', Address: '' })).toBeNull();
  });

  it('cuts long descriptions at a word', () => {
    expect(shortText('a '.repeat(200), 20).length).toBeLessThanOrEqual(20);
    expect(shortText('short')).toBe('short');
  });
});

describe('the catalogs', () => {
  const keys = (node: unknown, prefix = ''): string[] =>
    Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  it('have the same keys in Dutch and English', () => {
    expect(keys(nl).sort()).toEqual(keys(en).sort());
  });
});
