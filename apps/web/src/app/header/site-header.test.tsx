import type { Locale } from '@meetspace/domain';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import type { HeaderLayout } from './overflow.ts';
import { HeaderBar } from './site-header.tsx';

/** Server-rendered HTML of the header (menus closed, as on first paint). */
function render(layout: HeaderLayout, { locale = 'en', path = '/en', member = null as string | null } = {}) {
  const html = renderToString(
    <I18nextProvider i18n={createI18n(locale as Locale)}>
      <MemoryRouter initialEntries={[path]}>
        <HeaderBar
          locale={locale as Locale}
          layout={layout}
          pathname={path}
          memberName={member}
          onLogoff={() => {}}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return html.replaceAll('<!-- -->', '').replaceAll(' data-discover="true"', '').replaceAll(' class=""', '');
}

/** The link texts inside the first element matching `open`...`</ul>`. */
const linksIn = (html: string, start: RegExp) => {
  const from = html.search(start);
  const list = html.slice(from, html.indexOf('</ul>', from));
  return [...list.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
};

const ALL = [
  'Locations',
  'Coworking',
  'Events',
  'Stories',
  'Network',
  'Add your location',
  'About us',
  'Contact',
];

describe('the header menu bar', () => {
  it('shows every item and no More button when nothing is hidden', () => {
    const html = render(0);
    expect(linksIn(html, /<nav aria-label="Main menu"/)).toEqual(ALL);
    expect(html).not.toContain('>More</button>');
    expect(html).toContain('<a class="logo" aria-label="Go to the home page" href="/en">Meetspace</a>');
  });

  it('moves the last three items into a closed More disclosure that controls its list', () => {
    const html = render(3);
    expect(linksIn(html, /<nav aria-label="Main menu"/)).toEqual(ALL.slice(0, 5));
    const button = /<button[^>]*>More<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('type="button"');
    expect(button).toContain('aria-expanded="false"');
    const controls = /aria-controls="([^"]+)"/.exec(button)?.[1];
    expect(controls).toBeTruthy();
    const list = new RegExp(`<ul id="${controls}" hidden="" class="disclosure-list">`);
    expect(html).toMatch(list);
    expect(linksIn(html, list)).toEqual(['Add your location', 'About us', 'Contact']);
  });

  it('links every item to its localized path and marks the current one', () => {
    const html = render(4, { locale: 'nl', path: '/nl/evenementen' });
    expect(html).toContain('<a aria-current="page" class="active" href="/nl/evenementen">Evenementen</a>');
    expect(html).toContain('<a href="/nl/locaties">Locaties</a>');
    expect(html).toContain('<a href="/nl/flexwerken">Flexwerken</a>');
    expect(html).toContain('<a href="/nl/locatie-toevoegen">Locatie toevoegen</a>');
    expect(html).toContain('>Meer</button>');
  });

  it('switches language to the same page, keeping the query', () => {
    const html = render(0, { locale: 'nl', path: '/nl/locaties?sk=abc' });
    expect(html).toContain(
      '<a hrefLang="en" lang="en" aria-label="Bekijk deze pagina in het Engels" href="/en/locations?sk=abc">English</a>',
    );
  });

  it('offers a visitor the login link and a member a profile menu with the account links and Log off', () => {
    expect(render(0)).toContain('<a href="/en/login">Log in</a>');
    const html = render(0, { member: 'Anna' });
    expect(html).not.toContain('>Log in<');
    const button = /<button[^>]*>Anna<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-label="Account menu for Anna"');
    expect(button).toContain('aria-expanded="false"');
    const controls = /aria-controls="([^"]+)"/.exec(button)?.[1];
    const list = html.slice(html.indexOf(`<ul id="${controls}" hidden=""`));
    expect(list).toMatch(/^<ul[^>]*><li><a href="\/en\/my">My account<\/a><\/li>/);
    expect(list).toContain('<a href="/en/my/reservations">My reservations</a>');
    expect(list).toContain('<a href="/en/my/profile">My profile</a>');
    expect(list).toContain('<button type="button" class="link">Log off</button>');
  });
});

describe('the header below 768 px', () => {
  it('shows the logo and a menu button for a closed drawer with all items, account and language', () => {
    const html = render('drawer', { member: 'Anna' });
    expect(html).not.toContain('class="main-menu"');
    const button = /<button[^>]*>Menu<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-haspopup="dialog"');
    expect(button).toContain('aria-expanded="false"');
    const controls = /aria-controls="([^"]+)"/.exec(button)?.[1];
    expect(html).toMatch(new RegExp(`<dialog id="${controls}" class="drawer" aria-labelledby="[^"]+">`));
    expect(linksIn(html, /<nav aria-label="Main menu"/)).toEqual(ALL);
    expect(html).toContain('>My reservations</a>');
    expect(html).toContain('>Log off</button>');
    expect(html).toContain('aria-label="View this page in Dutch" href="/nl"');
  });
});
