// @vitest-environment happy-dom
import type { Review } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { ReviewCard } from './components/review-card.tsx';
import { ReviewForm } from './components/review-form.tsx';
import { NAMESPACE } from './i18n.ts';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OPEN: Review = {
  Id: 5,
  Key: 'abcDEF12345',
  Status: 'Open',
  LocationId: 3,
  LocationName: 'De Werf',
  LocationSlug: 'de-werf',
  City: 'Utrecht',
  MeetingtypeId: 1,
  ReservationId: 40,
  ReservationName: 'Teamdag',
  MeetingDate: '2026-11-20',
  ReviewerName: 'Bente B.',
  Language: 'nl',
  CateringBooked: false,
  Scores: null,
  Overall: null,
  Text: null,
  OpenedAt: '2026-11-20T17:00:00.000Z',
  SubmittedAt: null,
  Response: null,
  CanRespond: false,
  CanDelete: true,
};

type Answer = { status: number; body: unknown };

/** Renders `ui`; the API answers every call with `answer`. */
function setup(locale: 'nl' | 'en', ui: ReactNode, answer: Answer = { status: 200, body: OPEN }) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status }));
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/${locale}`]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetch };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const group = (name: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${name}`) });

describe('the review form', () => {
  it('marks every required score and a short text at once, not the catering that was not booked', async () => {
    const { fetch } = setup('en', <ReviewForm review={OPEN} locale="en" />);
    expect(group('Catering').getAttribute('aria-required')).toBe('false');
    expect(within(group('Catering')).getByText('(optional)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    for (const aspect of ['Location', 'Room', 'Service', 'Value for money'])
      expect(group(aspect).getAttribute('aria-invalid'), aspect).toBe('true');
    expect(group('Catering').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Write at least 20 characters (now 0).')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please check the marked fields.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts the characters, and sends the stars and the text in the chosen language', async () => {
    const { fetch } = setup('nl', <ReviewForm review={OPEN} locale="nl" />);
    const text = screen.getByLabelText('Je beoordeling');
    fireEvent.change(text, { target: { value: 'Fijne ruimte, goede koffie.' } });
    expect(screen.getByText('27 van 2000 tekens')).toBeTruthy();
    const scores = { Locatie: 5, Ruimte: 4, Service: 4, 'Prijs-kwaliteit': 3 };
    for (const [aspect, stars] of Object.entries(scores))
      fireEvent.click(within(group(aspect)).getByRole('radio', { name: `${stars} sterren` }));
    expect(
      (within(group('Ruimte')).getByRole('radio', { name: '4 sterren' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.change(screen.getByLabelText('Taal van je beoordeling'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Beoordeling plaatsen' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/review/abcDEF12345/response');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      Scores: { Location: 5, Room: 4, Service: 4, Value: 3 },
      Text: 'Fijne ruimte, goede koffie.',
      Language: 'en',
    });
  });

  it('requires the catering score when catering was booked, and shows the server’s field errors', async () => {
    setup('en', <ReviewForm review={{ ...OPEN, CateringBooked: true }} locale="en" />, {
      status: 400,
      body: {
        StatusCode: 400,
        Message: 'Check the review',
        Errors: [{ Field: 'Scores.Catering', Code: 'review_score_required' }],
      },
    });
    expect(group('Catering').getAttribute('aria-required')).toBe('true');
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'x'.repeat(30) } });
    for (const aspect of ['Location', 'Room', 'Catering', 'Service', 'Value for money'])
      fireEvent.click(within(group(aspect)).getByRole('radio', { name: '4 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(group('Catering').getAttribute('aria-invalid')).toBe('true'));
    expect(within(group('Catering')).getByText('Give a score from 1 to 5 stars.')).toBeTruthy();
  });
});

describe('a review card', () => {
  it('reads the scores as words, marks the text’s language and shows the response with its date', () => {
    setup(
      'nl',
      <ReviewCard
        locale="nl"
        showLocation
        review={{
          ...OPEN,
          Status: 'Submitted',
          Scores: { Location: 5, Room: 4, Catering: null, Service: 4, Value: 4 },
          Overall: 4.3,
          Text: 'Great daylight and a friendly host.',
          Language: 'en',
          SubmittedAt: '2026-11-21T09:00:00.000Z',
          Response: {
            Text: 'Dank je!',
            RespondedAt: '2026-11-22T23:30:00.000Z',
            UpdatedAt: '2026-11-22T23:30:00.000Z',
          },
        }}
      />,
    );
    const card = screen.getByTestId('review-card');
    expect(within(card).getByText('4,3 van 5')).toBeTruthy();
    expect(within(card).getByText('Great daylight and a friendly host.').getAttribute('lang')).toBe('en');
    expect(within(card).queryByText('Catering')).toBeNull();
    expect(within(card).getByRole('link', { name: 'De Werf' }).getAttribute('href')).toBe(
      '/nl/locaties/3/de-werf/beoordelingen',
    );
    expect(card.textContent?.replace(/\u00a0/g, ' ')).toContain('Gereageerd op 23 nov 2026');
    expect(card.textContent).toContain('Bijeenkomst op 20 nov 2026');
  });
});
