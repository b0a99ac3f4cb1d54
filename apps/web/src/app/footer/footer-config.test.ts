import { localizedPath } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import {
  configuredUrl,
  DEFAULT_NEWSLETTER_URL,
  download,
  FOOTER_COLUMNS,
  formatFileSize,
  newsletterSignupUrl,
  newsletterTarget,
  socialLinks,
} from './footer-config.ts';

describe('footer settings', () => {
  it('takes an http(s) URL, falls back when unset and switches off when empty or unusable', () => {
    expect(configuredUrl(undefined, 'https://a.example/')).toBe('https://a.example/');
    expect(configuredUrl(' https://b.example/x ', 'https://a.example/')).toBe('https://b.example/x');
    expect(configuredUrl('', 'https://a.example/')).toBeUndefined();
    expect(configuredUrl('javascript:alert(1)', 'https://a.example/')).toBeUndefined();
    expect(configuredUrl('not a url', 'https://a.example/')).toBeUndefined();
  });

  it('lists the four networks in order, with overrides and without the switched-off ones', () => {
    expect(socialLinks({}).map((s) => s.network)).toEqual(['linkedin', 'instagram', 'facebook', 'youtube']);
    const links = socialLinks({
      VITE_SOCIAL_FACEBOOK_URL: '',
      VITE_SOCIAL_YOUTUBE_URL: 'https://v.example/c',
    });
    expect(links.map((s) => s.network)).toEqual(['linkedin', 'instagram', 'youtube']);
    expect(links.at(-1)?.href).toBe('https://v.example/c');
  });

  it('sends the newsletter address as a query parameter of the provider URL', () => {
    expect(newsletterTarget({})).toEqual({ action: DEFAULT_NEWSLETTER_URL, field: 'email' });
    const target = newsletterTarget({
      VITE_NEWSLETTER_URL: 'https://list.example/subscribe?u=42',
      VITE_NEWSLETTER_EMAIL_FIELD: 'EMAIL',
    });
    expect(target).toEqual({ action: 'https://list.example/subscribe?u=42', field: 'EMAIL' });
    expect(newsletterSignupUrl(target.action, target.field, 'an+na@example.com')).toBe(
      'https://list.example/subscribe?u=42&EMAIL=an%2Bna%40example.com',
    );
    // An unusable URL or field name falls back rather than breaking the form.
    expect(newsletterTarget({ VITE_NEWSLETTER_URL: 'ftp://x', VITE_NEWSLETTER_EMAIL_FIELD: 'a b' })).toEqual({
      action: DEFAULT_NEWSLETTER_URL,
      field: 'email',
    });
  });

  it('links the PDF of the page language and says its size in that language', () => {
    expect(download('brochure', 'nl').href).toBe('/downloads/brochure-nl.pdf');
    expect(download('book', 'en').href).toBe('/downloads/book-en.pdf');
    expect(download('brochure', 'en').bytes).toBeGreaterThan(1000);
    expect(formatFileSize(6529, 'en')).toBe('7 kB');
    expect(formatFileSize(6529, 'nl')).toBe('7 kB');
    expect(formatFileSize(120, 'en')).toBe('1 kB');
    expect(formatFileSize(2_345_678, 'nl')).toBe('2,3 MB');
  });

  it('links only pages of the route table', () => {
    for (const column of FOOTER_COLUMNS)
      for (const route of column.routes) expect(localizedPath(route, 'nl')).toMatch(/^\/nl\/[a-z-]+$/);
    // A guest who booked without an account finds their booking from every page.
    expect(FOOTER_COLUMNS.flatMap((c) => c.routes as readonly string[])).toContain('find-booking');
    expect(localizedPath('find-booking', 'nl')).toBe('/nl/reservering-vinden');
  });
});
