// @vitest-environment happy-dom
import type { EventView } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { RegistrationPanel } from './components/registration-panel.tsx';
import { NAMESPACE } from './i18n.ts';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EVENT: EventView = {
  Id: 7,
  Slug: 'design-day',
  Name: 'Design day',
  EventTypeId: 2,
  Status: 'published',
  IsActive: true,
  IsPublic: true,
  IsOnline: 'offline',
  IsTicketLink: false,
  StartDate: '2030-12-03',
  StartMinutes: 570,
  EndDate: '2030-12-03',
  EndMinutes: 1020,
  Image: null,
  LocationId: null,
  LocationName: 'De Werf',
  City: 'Utrecht',
  Tags: [],
  Price: null,
  MaxCapacity: 40,
  ParticipantCount: 0,
  WaitingListCount: 0,
  PlacesLeft: 40,
  Language: 'nl',
  Type: 'Channel',
  ItemId: null,
  ReservationId: null,
  GroupId: null,
  Prices: [],
  CurrentPrices: [],
  Url: null,
  OnlineUrl: null,
  LocationCanEdit: false,
  Address: '',
  Postalcode: '',
  State: '',
  Country: '',
  Latitude: null,
  Longitude: null,
  Description: '',
  ProgramItems: [],
  OrganizerName: '',
  Organizers: [],
  CreateGroup: false,
  CreatedAt: '2030-11-01T10:00:00Z',
  UpdatedAt: '2030-11-01T10:00:00Z',
  PublishedAt: '2030-11-01T10:00:00Z',
};

const STATE = {
  EventId: 7,
  IsOrganizer: false,
  IsOwner: false,
  CanRegister: true,
  IsFull: false,
  PlacesLeft: 40,
  Registration: null,
};

const REGISTRATION = {
  Id: 31,
  EventId: 7,
  Key: 'TICKETKEY123',
  Status: 'confirmed',
  WaitingListPosition: null,
  FirstName: 'Eva',
  LastName: 'Jansen',
  Email: 'eva@example.com',
  Organization: '',
  Amount: 0,
  Currency: 'EUR',
  PaymentKey: null,
  PaidAt: null,
  CheckedInAt: null,
  CreatedAt: '2030-11-02T10:00:00Z',
};

type Answer = { status: number; body: object };

function setup(
  locale: 'nl' | 'en',
  { event = EVENT, state = STATE as object, post }: { event?: EventView; state?: object; post?: Answer } = {},
) {
  sessionStorage.clear();
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/v1/event/7/state')) return new Response(JSON.stringify(state), { status: 200 });
    if (url.includes('/v1/Event/registration') && init?.method === 'POST') {
      const answer = post ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <MemoryRouter initialEntries={[`/${locale}/evenementen/7/design-day`]}>
            <RegistrationPanel event={event} locale={locale} />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetch };
}

const posts = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(
    ([url, init]) => String(url).includes('/v1/Event/registration') && init?.method === 'POST',
  );

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

async function fill(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registering on the event page', () => {
  it('asks a visitor for name, e-mail, 3 keywords and the terms before sending anything', async () => {
    const { fetch } = setup('en');
    await click('Register');
    await click('Register');
    expect(screen.getAllByText('Fill this in.')).toHaveLength(2);
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Give at least 3 keywords.')).toBeTruthy();
    expect(screen.getByText('Agree to the event terms to register.')).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetch)).toHaveLength(0);
  });

  it('sends the visitor’s details and shows the confirmation with the ticket link', async () => {
    const { fetch } = setup('nl', { post: { status: 200, body: REGISTRATION } });
    await click('Aanmelden');
    await fill('Voornaam', 'Eva');
    await fill('Achternaam', 'Jansen');
    await fill('E-mailadres', 'eva@example.com');
    await fill('Je interesses (trefwoorden)', 'design, food; network, design');
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Ik ga akkoord met de evenementvoorwaarden.'));
    });
    await click('Aanmelden');
    const [, init] = posts(fetch)[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      EventId: 7,
      FirstName: 'Eva',
      LastName: 'Jansen',
      Email: 'eva@example.com',
      Tags: ['design', 'food', 'network'],
      HasAgreedToTerms: true,
      Language: 'nl',
    });
    await screen.findByText('Je bent aangemeld. Je ticket is ook naar eva@example.com gestuurd.');
    expect(screen.getByRole('link', { name: 'Je ticket bekijken' }).getAttribute('href')).toBe(
      '/nl/evenementen/7/design-day/ticket/TICKETKEY123',
    );
  });

  it('says a duplicate signup in words, at the e-mail field too', async () => {
    setup('en', {
      post: {
        status: 409,
        body: { StatusCode: 409, Message: 'dup', Errors: [{ Field: 'Email', Code: 'duplicate_signup' }] },
      },
    });
    await click('Register');
    await fill('First name', 'Eva');
    await fill('Last name', 'Jansen');
    await fill('E-mail address', 'eva@example.com');
    await fill('Your interests (keywords)', 'a, b, c');
    await act(async () => {
      fireEvent.click(screen.getByLabelText('I agree to the event terms.'));
    });
    await click('Register');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/already registered for this event/)).toBeTruthy();
  });

  it('offers the waiting list when full, and a link instead of a form when tickets are sold elsewhere', async () => {
    setup('en', { state: { ...STATE, IsFull: true, PlacesLeft: 0 } });
    await screen.findByRole('button', { name: 'Join the waiting list' });
    cleanup();
    setup('en', { event: { ...EVENT, IsTicketLink: true, Url: 'https://tickets.example/x' } });
    expect(screen.getByRole('link', { name: /Buy tickets/ }).getAttribute('href')).toBe(
      'https://tickets.example/x',
    );
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('says registration is closed when the event does not take registrations', async () => {
    setup('nl', { state: { ...STATE, CanRegister: false } });
    await screen.findByText('Aanmelden voor dit evenement is gesloten.');
  });
});
