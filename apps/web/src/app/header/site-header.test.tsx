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

  it('moves the last three items out of the bar, behind a closed More menu button', () => {
    const html = render(3);
    expect(linksIn(html, /<nav aria-label="Main menu"/)).toEqual(ALL.slice(0, 5));
    const button = /<button[^>]*>More<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('type="button"');
    expect(button).toContain('aria-haspopup="true"');
    expect(button).toContain('aria-expanded="false"');
    // The menu itself is drawn when it opens (header-menus.test.tsx).
    expect(html).not.toContain('>Add your location<');
  });

  it('links every item to its localized path and marks the current one', () => {
    const html = render(4, { locale: 'nl', path: '/nl/evenementen' });
    expect(html).toContain('<a aria-current="page" class="active" href="/nl/evenementen">Evenementen</a>');
    expect(html).toContain('<a href="/nl/locaties">Locaties</a>');
    expect(html).toContain('<a href="/nl/flexwerken">Flexwerken</a>');
    // The items in More link to their pages too (header-menus.test.tsx).
    expect(html).toContain('>Meer</button>');
  });

  it('switches language to the same page, keeping the query', () => {
    const html = render(0, { locale: 'nl', path: '/nl/locaties?sk=abc' });
    expect(html).toContain(
      '<a hrefLang="en" href="/en/locations?sk=abc"><span lang="en">English</span><span class="visually-hidden"> (Bekijk deze pagina in het Engels)</span></a>',
    );
  });

  it('offers a visitor the login link and a member a closed profile menu button', () => {
    expect(render(0)).toContain('<a href="/en/login">Log in</a>');
    const html = render(0, { member: 'Anna' });
    expect(html).not.toContain('>Log in<');
    const button = /<button[^>]*>Anna<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-label="Account menu for Anna"');
    expect(button).toContain('aria-haspopup="true"');
    expect(button).toContain('aria-expanded="false"');
  });
});

describe('the header below 768 px', () => {
  it('shows the logo and a menu button for a closed drawer, not the menu bar', () => {
    const html = render('drawer', { member: 'Anna' });
    expect(html).not.toContain('class="main-menu"');
    const button = /<button[^>]*>Menu<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-haspopup="dialog"');
    expect(button).toContain('aria-expanded="false"');
    // The drawer and its items are drawn when it opens (header-menus.test.tsx).
    expect(html).not.toContain('>Locations<');
  });
});
