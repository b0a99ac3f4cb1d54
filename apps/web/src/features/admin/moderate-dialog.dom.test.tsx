// @vitest-environment happy-dom
import type { AdminLocationDetail, ModerationAction } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { ModerateDialog } from './components/moderate-dialog.tsx';
import { NAMESPACE } from './i18n.ts';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LOCATION = {
  Id: 5,
  Name: 'De Werkplaats',
  UrlName: 'de-werkplaats-utrecht',
  City: 'Utrecht',
  Status: 'live',
  StatusReason: null,
  CreatedAt: '2026-01-01T10:00:00.000Z',
  Managers: [],
  Licence: null,
  Address: 'Straat 1',
  PostalCode: '3511 AA',
  Email: null,
  Phone: null,
  Website: null,
  DescriptionNl: '',
  DescriptionEn: '',
  MeetingtypeIds: [1],
  SpaceCount: 2,
  UpdatedAt: '2026-01-01T10:00:00.000Z',
  LicenceDescription: null,
  Changes: [],
} satisfies AdminLocationDetail;

/** The dialog for `action` with a fetch that answers `status` with `body`; returns the fetch and the close spy. */
function setup(locale: 'nl' | 'en', action: ModerationAction, status: number, body: object) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/${locale}`]}>
          <ModerateDialog location={LOCATION} action={action} onClose={onClose} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetch, onClose };
}

const click = (name: RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('confirming a change of a location’s status', () => {
  it('asks for the reason of a suspension before sending, then sends it and closes', async () => {
    const { fetch, onClose } = setup('en', 'suspend', 200, { ...LOCATION, Status: 'suspended' });
    expect(screen.getByRole('dialog', { name: 'Suspend De Werkplaats?' })).toBeTruthy();
    await click(/^Suspend$/);
    expect(fetch).not.toHaveBeenCalled();
    const field = screen.getByLabelText(/^Reason/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give a reason.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  Closed on arrival  ' } });
    await click(/^Suspend$/);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/admin/location/5/suspend?language=en');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ Reason: 'Closed on arrival' });
    expect(onClose).toHaveBeenCalled();
  });

  it('approves without a reason, and says in Dutch when another administrator was first', async () => {
    const { fetch, onClose } = setup('nl', 'approve', 409, {
      StatusCode: 409,
      Message: 'A live location cannot be approved',
      Errors: [{ Field: 'Status', Code: 'wrong_location_status' }],
    });
    expect(screen.queryByLabelText(/^Reden/)).toBeNull();
    await click(/^Goedkeuren en live zetten$/);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      '/api/v1/admin/location/5/approve?language=nl',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Dat kan niet (meer) met de huidige status',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
