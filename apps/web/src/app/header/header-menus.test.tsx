// @vitest-environment happy-dom
import type { Locale } from '@meetspace/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import type { HeaderLayout } from './overflow.ts';
import { HeaderBar } from './site-header.tsx';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

/** The header in a test DOM; its menus open as a person (or assistive technology) opens them. */
function header(
  layout: HeaderLayout,
  {
    locale = 'en' as Locale,
    member = null as string | null,
    isAdmin = false,
    unread = 0,
    unreadMessages = 0,
  } = {},
) {
  const onLogoff = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <MemoryRouter initialEntries={[`/${locale}`]}>
        <HeaderBar
          locale={locale}
          layout={layout}
          pathname={`/${locale}`}
          memberName={member}
          isAdmin={isAdmin}
          unreadNotifications={unread}
          unreadMessages={unreadMessages}
          onLogoff={onLogoff}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onLogoff };
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('the header menus, opened', () => {
  it('More holds the items that left the bar, as links to their pages', async () => {
    header(3);
    const more = screen.getByRole('button', { name: 'More' });
    fireEvent.click(more);
    const menu = await screen.findByRole('menu');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(texts(items)).toEqual(['Add your location', 'About us', 'Contact']);
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/en/add-location',
      '/en/about',
      '/en/contact',
    ]);
  });

  it('the member menu has my account, reservations, invoices, credits, inbox, messages (with the unread count) and profile, and Log off', async () => {
    const { onLogoff } = header(0, { member: 'Anna', locale: 'nl', unread: 3, unreadMessages: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Accountmenu van Anna' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(texts(items)).toEqual([
      'Mijn account',
      'Mijn reserveringen',
      'Mijn facturen',
      'Mijn tegoed',
      'Inbox (3 nieuw)',
      'Berichten (2 ongelezen)',
      'Mijn profiel',
      'Uitloggen',
    ]);
    expect(items.slice(0, 7).map((item) => item.getAttribute('href'))).toEqual([
      '/nl/mijn',
      '/nl/mijn/reserveringen',
      '/nl/mijn/facturen',
      '/nl/mijn/tegoed',
      '/nl/mijn/inbox',
      '/nl/mijn/berichten',
      '/nl/mijn/profiel',
    ]);
    fireEvent.click(items[7] as HTMLElement);
    expect(onLogoff).toHaveBeenCalledTimes(1);
  });

  it('the drawer below 768 px has every item, the account links and the language switch', async () => {
    header('drawer', { member: 'Anna' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      texts(within(within(drawer).getByRole('navigation', { name: 'Main menu' })).getAllByRole('link')),
    ).toEqual([
      'Locations',
      'Coworking',
      'Events',
      'Stories',
      'Network',
      'Add your location',
      'About us',
      'Contact',
    ]);
    expect(within(drawer).getByRole('link', { name: 'My reservations' }).getAttribute('href')).toBe(
      '/en/my/reservations',
    );
    expect(within(drawer).getByRole('button', { name: 'Log off' })).toBeTruthy();
    expect(
      within(drawer).getByRole('link', { name: 'Nederlands (View this page in Dutch)' }).getAttribute('href'),
    ).toBe('/nl');
  });

  it('an administrator’s menu and drawer also link to the administration', async () => {
    header(0, { member: 'Arie', locale: 'nl', isAdmin: true });
    fireEvent.click(screen.getByRole('button', { name: 'Accountmenu van Arie' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    const admin = items.find((item) => item.textContent === 'Beheer');
    expect(admin?.getAttribute('href')).toBe('/nl/beheer');
    expect(texts(items).at(-1)).toBe('Uitloggen');
    cleanup();
    header('drawer', { member: 'Arie', isAdmin: true });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe(
      '/en/admin',
    );
  });

  it('a member who is not an administrator has no such link', async () => {
    header(0, { member: 'Anna' });
    fireEvent.click(screen.getByRole('button', { name: /Anna/ }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(texts(items)).not.toContain('Administration');
  });
});
