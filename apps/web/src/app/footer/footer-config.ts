import type { Locale, RouteName } from '@meetspace/domain';
import downloads from './downloads.json';

/** The footer's columns of site links, by route name (labels in `footer.links.<name>`). */
export const FOOTER_COLUMNS = [
  { heading: 'company', routes: ['about', 'contact', 'work', 'find-booking'] },
  { heading: 'hosts', routes: ['boarding'] },
  { heading: 'legal', routes: ['privacy', 'terms'] },
] as const satisfies readonly { heading: string; routes: readonly RouteName[] }[];

export type SocialNetwork = 'linkedin' | 'instagram' | 'facebook' | 'youtube';

/** Where the newsletter signup goes when `VITE_NEWSLETTER_URL` is not set at build time. */
export const DEFAULT_NEWSLETTER_URL = 'https://newsletter.meetspace.example/subscribe';
/** The query parameter that carries the address (`VITE_NEWSLETTER_EMAIL_FIELD`). */
export const DEFAULT_NEWSLETTER_FIELD = 'email';

const DEFAULT_SOCIAL: Record<SocialNetwork, string> = {
  linkedin: 'https://www.linkedin.com/company/meetspace',
  instagram: 'https://www.instagram.com/meetspace',
  facebook: 'https://www.facebook.com/meetspace',
  youtube: 'https://www.youtube.com/@meetspace',
};

/**
 * A build-time setting that must be an absolute http(s) URL: unset gives the default, an empty or
 * otherwise unusable value gives undefined (so an operator can switch a link off with `VAR=`).
 */
export function configuredUrl(value: unknown, fallback: string): string | undefined {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The social links that are on, in display order. */
export function socialLinks(env: Record<string, unknown>): { network: SocialNetwork; href: string }[] {
  const variables: Record<SocialNetwork, string> = {
    linkedin: 'VITE_SOCIAL_LINKEDIN_URL',
    instagram: 'VITE_SOCIAL_INSTAGRAM_URL',
    facebook: 'VITE_SOCIAL_FACEBOOK_URL',
    youtube: 'VITE_SOCIAL_YOUTUBE_URL',
  };
  return (Object.keys(variables) as SocialNetwork[]).flatMap((network) => {
    const href = configuredUrl(env[variables[network]], DEFAULT_SOCIAL[network]);
    return href ? [{ network, href }] : [];
  });
}

/** The newsletter provider's signup address and the name of its e-mail parameter. */
export function newsletterTarget(env: Record<string, unknown>): { action: string; field: string } {
  const field = env.VITE_NEWSLETTER_EMAIL_FIELD;
  return {
    action: configuredUrl(env.VITE_NEWSLETTER_URL, DEFAULT_NEWSLETTER_URL) ?? DEFAULT_NEWSLETTER_URL,
    field: typeof field === 'string' && /^[\w.[\]-]+$/.test(field) ? field : DEFAULT_NEWSLETTER_FIELD,
  };
}

/** The provider's address with the e-mail address as a query parameter (what a GET form sends). */
export function newsletterSignupUrl(action: string, field: string, email: string): string {
  const url = new URL(action);
  url.searchParams.set(field, email);
  return url.href;
}

export type DownloadName = keyof typeof downloads;

/** The downloadable PDF of a kind in the page's language (written by scripts/make-downloads.mjs). */
export function download(name: DownloadName, locale: Locale): { href: string; bytes: number } {
  const entry = downloads[name][locale];
  return { href: entry.file, bytes: entry.bytes };
}

/** A file size as the page's language writes it: "7 kB" (kilobytes of 1,000 bytes, at least 1). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1000));
  if (kilobytes >= 1000)
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / 1_000_000);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    kilobytes,
  );
}
