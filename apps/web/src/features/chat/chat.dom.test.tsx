// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toasts.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { BlockDialog, Composer } from './components/messages-page.tsx';
import { NAMESPACE } from './i18n.ts';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Answer = { status: number; body: unknown };

const SENT = {
  ChatId: 3,
  Created: false,
  Message: { Id: 9, ChatId: 3, SenderId: 1, Text: 'Hoi', SentAt: '2026-12-01T10:00:00.000Z' },
};

/** Renders `ui`; the API answers every call with `answer`. */
function setup(locale: 'nl' | 'en', ui: ReactNode, answer: Answer = { status: 200, body: SENT }) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status }));
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <MemoryRouter initialEntries={[`/${locale}/mijn/berichten?chat=3`]}>{ui}</MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetch };
}

const bodyOf = (fetch: ReturnType<typeof vi.fn>, i = 0) =>
  JSON.parse(String((fetch.mock.calls[i] as unknown as [string, RequestInit])[1].body));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the composer', () => {
  it('sends with Enter, not with Shift+Enter, and empties the field', async () => {
    const { fetch } = setup('nl', <Composer chatId={3} />);
    const field = screen.getByLabelText('Bericht') as HTMLTextAreaElement;
    expect(screen.getByText('Enter verstuurt, Shift+Enter begint een nieuwe regel.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Hoi\nallemaal' } });
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toBe('/api/v1/chat/message');
    expect(bodyOf(fetch)).toEqual({ ChatId: 3, Message: 'Hoi\nallemaal' });
    await waitFor(() => expect(field.value).toBe(''));
  });

  it('sends nothing empty, and says why a refused message was refused', async () => {
    const { fetch } = setup('en', <Composer chatId={3} />, {
      status: 403,
      body: { StatusCode: 403, Message: 'blocked', Errors: [{ Field: 'ChatId', Code: 'chat_blocked' }] },
    });
    const field = screen.getByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(fetch).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe(
      'You cannot send messages in this conversation: one of you blocked the other.',
    );
    expect(field.value).toBe('Hello?');
  });

  it('starts a conversation with a member (`?with=`)', async () => {
    const { fetch } = setup('en', <Composer profileId={7} />, {
      status: 200,
      body: { ...SENT, Created: true },
    });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toBe('/api/v1/chat');
    expect(bodyOf(fetch)).toEqual({ ProfileId: 7, Message: 'Hi there' });
  });
});

describe('the block dialog', () => {
  const member = { ProfileId: 7, Name: 'Hanna H.', Photo: null };

  it('blocks only after confirming, and says so', async () => {
    const onClose = vi.fn();
    const { fetch } = setup('nl', <BlockDialog open onClose={onClose} member={member} blocked={false} />, {
      status: 200,
      body: { ProfileId: 7, Blocked: true },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Hanna H. blokkeren?' });
    expect(dialog.textContent).toContain('Hanna H. kan je dan geen berichten meer sturen');
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Blokkeren' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, url]).toEqual(['POST', '/api/v1/chat/block/7']);
    await screen.findByText('Hanna H. is geblokkeerd.');
  });

  it('unblocks with DELETE', async () => {
    const { fetch } = setup('en', <BlockDialog open onClose={() => {}} member={member} blocked />, {
      status: 200,
      body: { ProfileId: 7, Blocked: false },
    });
    await screen.findByRole('dialog', { name: 'Unblock Hanna H.?' });
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, url]).toEqual(['DELETE', '/api/v1/chat/block/7']);
  });
});
