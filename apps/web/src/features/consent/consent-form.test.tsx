import type { CookieSettings } from '@meetspace/domain';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { ConsentForm } from './consent-form.tsx';
import { NAMESPACE } from './i18n.ts';

const settings: CookieSettings = {
  Id: 2,
  Version: 1,
  LanguageId: 52,
  CookieTypes: [
    { Id: 1, Key: 'nc', Short: 'Noodzakelijk', Description: 'Altijd aan.', IsEditable: false },
    { Id: 2, Key: 'ca', Short: 'Analyse', Description: 'Statistieken.', IsEditable: true },
    { Id: 3, Key: 'mc', Short: 'Marketing', Description: 'Aanbiedingen.', IsEditable: true },
  ],
};

function render(choices: Record<string, 1 | -1>) {
  const noop = () => {};
  return renderToString(
    <I18nextProvider i18n={createI18n('nl', NAMESPACE)}>
      <ConsentForm
        settings={settings}
        choices={choices}
        onChange={noop}
        onAcceptAll={noop}
        onRefuseOptional={noop}
        onSave={noop}
      />
    </I18nextProvider>,
  ).replaceAll('<!-- -->', '');
}

/** The attributes of the checkbox named `key`. */
const checkbox = (html: string, key: string) =>
  html.match(new RegExp(`<input[^>]*name="${key}"[^>]*>`))?.[0] ?? '';

describe('the consent form', () => {
  it('shows every type with its Short text and Description, described by it', () => {
    const html = render({ nc: 1, ca: 1, mc: -1 });
    for (const type of settings.CookieTypes) {
      expect(html).toContain(`<strong>${type.Short}</strong>`);
      expect(html).toContain(type.Description);
    }
    const describedBy = checkbox(html, 'ca').match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toContain(`id="${describedBy}" class="muted">Statistieken.</p>`);
  });

  it('shows a non-editable type checked and disabled, even when the choices say otherwise', () => {
    const html = render({ nc: -1, ca: -1, mc: 1 });
    expect(checkbox(html, 'nc')).toMatch(/checked/);
    expect(checkbox(html, 'nc')).toMatch(/disabled/);
    expect(checkbox(html, 'ca')).not.toMatch(/checked|disabled/);
    expect(checkbox(html, 'mc')).toMatch(/checked/);
    expect(checkbox(html, 'mc')).not.toMatch(/disabled/);
  });

  it('offers the three answers in Dutch', () => {
    const html = render({ nc: 1, ca: 1, mc: -1 });
    expect(html).toContain('<legend>Soorten cookies</legend>');
    expect(html).toContain('>Alles accepteren</button>');
    expect(html).toContain('>Optionele cookies weigeren</button>');
    expect(html).toContain('<button type="submit">Keuzes opslaan</button>');
  });
});
