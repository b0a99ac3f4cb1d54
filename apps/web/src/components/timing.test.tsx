// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { Loading } from './loading.tsx';
import { ToastProvider, useToast } from './toasts.tsx';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const inEnglish = (ui: React.ReactNode) =>
  render(<I18nextProvider i18n={createI18n('en')}>{ui}</I18nextProvider>);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  function Saver() {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast('The details are saved.')}>
        Save
      </button>
    );
  }

  it('show a message in the polite region for 3 s, longer while the pointer is on it', async () => {
    inEnglish(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    const region = screen.getByRole('status');
    expect(screen.getByRole('complementary', { name: 'Notifications' })).toContain(region);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(region.textContent).toContain('The details are saved.');
    await wait(2_999);
    expect(region.textContent).toContain('The details are saved.');
    await wait(1);
    expect(region.textContent).not.toContain('The details are saved.');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = screen.getByText('The details are saved.').closest('.toast') as HTMLElement;
    fireEvent.pointerEnter(toast, { pointerType: 'mouse' });
    await wait(10_000);
    expect(region.textContent).toContain('The details are saved.');
    fireEvent.pointerLeave(toast, { pointerType: 'mouse' });
    await wait(3_000);
    expect(region.textContent).not.toContain('The details are saved.');
  });

  it('can be closed at once', () => {
    inEnglish(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('The details are saved.')).toBeNull();
  });
});

describe('the loading indicator', () => {
  it('appears only after 200 ms of loading, and goes at once when loading ends', async () => {
    const view = inEnglish(<Loading active />);
    const status = screen.getByRole('status');
    await wait(199);
    expect(status.textContent).toBe('');
    await wait(1);
    expect(status.textContent).toBe('Loading…');
    view.rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <Loading active={false} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('never shows for an answer within 200 ms', async () => {
    const view = inEnglish(<Loading active />);
    await wait(150);
    view.rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <Loading active={false} />
      </I18nextProvider>,
    );
    await wait(1_000);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
