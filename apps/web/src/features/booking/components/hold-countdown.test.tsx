// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { NAMESPACE } from '../i18n.ts';
import { HoldCountdown } from './hold-countdown.tsx';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const inEnglish = (ui: React.ReactNode) =>
  render(<I18nextProvider i18n={createI18n('en', NAMESPACE)}>{ui}</I18nextProvider>);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the 20-minute hold countdown', () => {
  it('counts down in a polite live region, alerts in the last 5 minutes and reports the end once', async () => {
    const expired = vi.fn();
    const expiresAt = new Date(Date.now() + 20 * 60_000).toISOString();
    inEnglish(<HoldCountdown expiresAt={expiresAt} onExpired={expired} />);
    const live = screen.getByText('This space is held for you for 20 more minutes.');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('alert')).toBeNull();

    await wait(15 * 60_000);
    expect(live.textContent).toBe('This space is held for you for 5 more minutes.');
    expect(screen.getByRole('alert').textContent).toBe('Hurry: the hold ends in 5 minutes.');

    await wait(4 * 60_000 + 1_000);
    expect(screen.getByRole('alert').textContent).toBe('Hurry: the hold ends in 1 minute.');
    expect(expired).not.toHaveBeenCalled();

    await wait(60_000);
    expect(screen.getByRole('alert').textContent).toMatch(/no longer held/);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
