// @vitest-environment happy-dom
import type { HostTenderDetail, Proposal } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { NAMESPACE } from './i18n.ts';
import { ProposalForm } from './proposal-form.tsx';
import { DETAIL, PROPOSAL } from './test/fixtures.ts';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TODAY = '2026-11-24';

/** The editor for `detail` with a fetch that answers `status` with `body`; returns the fetch and the sent spy. */
function setup(locale: 'nl' | 'en', detail: HostTenderDetail, status = 200, body: object = PROPOSAL) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  const onSent = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/${locale}`]}>
          <ProposalForm detail={detail} onSent={onSent} today={TODAY} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetch, onSent };
}

const summaryValue = (key: string) =>
  screen.getByTestId(`summary-${key}`).querySelector('dd')?.textContent?.replace(/\s/g, ' ');
const submit = (name: RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const sentBody = (fetch: ReturnType<typeof setup>['fetch']) => {
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the answer editor', () => {
  it('shows each space in its own labelled group, with a taken space’s reason in words and its box disabled', () => {
    setup('en', DETAIL);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Spaces',
      'Blue room',
      'Green room',
      'Red room',
      'Options',
    ]);
    const red = within(screen.getByRole('group', { name: 'Red room' }));
    expect(red.getByText(/^Not available: Already booked/)).toBeTruthy();
    expect((red.getByRole('checkbox', { name: 'Offer Red room' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Valid until') as HTMLInputElement).value).toBe('2026-12-01');
  });

  it('updates the summary as spaces, adjusted prices and options change', () => {
    setup('en', DETAIL);
    // Money is written the Dutch way in both languages (the platform's rule).
    expect(summaryValue('excl')).toBe('€ 0,00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Offer Blue room' }));
    expect(summaryValue('excl')).toBe('€ 400,00');
    const blue = within(screen.getByRole('group', { name: 'Blue room' }));
    fireEvent.change(blue.getByLabelText('Price for this space (excl. VAT)'), { target: { value: '350' } });
    expect(blue.getByText('Manual adjustment: − € 50,00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add option' })); // Lunch, 20 suggested
    expect(
      (screen.getByRole('group', { name: 'Lunch' }).querySelector('input') as HTMLInputElement).value,
    ).toBe('20');
    // 350 + 20 × 12.50 = 600; VAT 73.50 + 22.50 = 96; 696 / 20 people
    expect(summaryValue('excl')).toBe('€ 600,00');
    expect(summaryValue('vat9')).toBe('€ 22,50');
    expect(summaryValue('vat21')).toBe('€ 73,50');
    expect(summaryValue('incl')).toBe('€ 696,00');
    expect(summaryValue('perPerson')).toBe('€ 34,80');
    expect(summaryValue('adjustments')).toBe('− € 50,00');
    expect(screen.getByText(/^Within the applicant's budget of € 1\.000,00 excl\. VAT\.$/)).toBeTruthy();
  });

  it('marks what it cannot send instead of sending', async () => {
    const { fetch } = setup('en', DETAIL);
    await submit(/^Send proposal$/);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('Choose at least one space.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Offer Green room' }));
    const green = within(screen.getByRole('group', { name: 'Green room' }));
    fireEvent.change(green.getByLabelText('People'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2026-12-05' } });
    await submit(/^Send proposal$/);
    expect(fetch).not.toHaveBeenCalled();
    expect(green.getByLabelText('People').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This number of people does not fit the chosen setting.')).toBeTruthy();
    expect(screen.getByLabelText('Valid until').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the proposal and hands over the answer', async () => {
    const { fetch, onSent } = setup('en', DETAIL, 200, { ...PROPOSAL, Status: 'open' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Offer Blue room' }));
    fireEvent.change(screen.getByLabelText('Personal message'), { target: { value: 'See you!' } });
    await submit(/^Send proposal$/);
    expect(sentBody(fetch)).toEqual({
      url: '/api/v1/host/tender/3/location/7/proposal',
      method: 'POST',
      body: {
        Spaces: [{ SpaceId: 11, SettingId: 10, Seats: 20, Price: null }],
        Options: [],
        Text: 'See you!',
        ValidUntil: '2026-12-01',
      },
    });
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ Key: PROPOSAL.Key, Status: 'open' }));
  });

  it('puts the API’s field errors on the fields of the rows that were sent (in Dutch)', async () => {
    const { onSent } = setup('nl', DETAIL, 409, {
      StatusCode: 409,
      Message: 'A space is not free',
      Errors: [
        { Field: 'Spaces[0].SpaceId', Code: 'AlreadyBooked' },
        { Field: 'ValidUntil', Code: 'valid_until_out_of_range' },
      ],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Green room aanbieden' }));
    await submit(/^Voorstel versturen$/);
    const green = within(screen.getByRole('group', { name: 'Green room' }));
    expect(green.getByText('Al geboekt')).toBeTruthy();
    expect(green.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Geldig tot en met').getAttribute('aria-invalid')).toBe('true');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('prefills a new version from the proposal the applicant wants changed', async () => {
    const detail: HostTenderDetail = {
      ...DETAIL,
      Request: { ...DETAIL.Request, Status: 'answered' },
      Proposal: PROPOSAL as Proposal,
    };
    const { fetch } = setup('nl', detail, 200, { ...PROPOSAL, Version: 2, Status: 'open' });
    expect(screen.getByRole('heading', { name: 'Jouw voorstel, versie 2' })).toBeTruthy();
    const blue = within(screen.getByRole('group', { name: 'Blue room' }));
    expect((blue.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((blue.getByLabelText('Personen') as HTMLInputElement).value).toBe('18');
    expect((blue.getByLabelText('Opstelling') as HTMLSelectElement).value).toBe('8');
    expect((blue.getByLabelText('Prijs voor deze ruimte (excl. btw)') as HTMLInputElement).value).toBe(
      '350,00',
    );
    expect((screen.getByLabelText('Persoonlijk bericht') as HTMLTextAreaElement).value).toBe('Welcome!');
    expect((screen.getByLabelText('Geldig tot en met') as HTMLInputElement).value).toBe('2026-11-30');
    // The beamer they asked for, then send.
    fireEvent.change(screen.getByLabelText('Optie om toe te voegen'), { target: { value: '22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Optie toevoegen' }));
    expect(summaryValue('excl')).toBe('€ 650,00');
    await submit(/^Nieuwe versie versturen$/);
    expect(sentBody(fetch).body).toEqual({
      Spaces: [{ SpaceId: 11, SettingId: 8, Seats: 18, Price: 350 }],
      Options: [
        { OptionId: 21, Amount: 20, PricePerItem: null },
        { OptionId: 22, Amount: 1, PricePerItem: null },
      ],
      Text: 'Welcome!',
      ValidUntil: '2026-11-30',
    });
  });
});
