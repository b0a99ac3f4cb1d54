import { type Locale, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CookieConsent } from '../../features/consent/index.ts';
import {
  type DownloadName,
  download,
  FOOTER_COLUMNS,
  formatFileSize,
  newsletterTarget,
  socialLinks,
} from './footer-config.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { SocialIcon } from './social-icons.tsx';

const DOWNLOADS: readonly DownloadName[] = ['brochure', 'book'];
// Build-time settings (Vite inlines them); see docs/operations.md.
const SOCIAL = socialLinks(import.meta.env);
const NEWSLETTER = newsletterTarget(import.meta.env);

/**
 * The site footer: columns of site links (with the cookie settings), the brochure and the book as
 * PDFs in the page's language, social links, the newsletter signup and the copyright line.
 */
export function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <nav className="footer-nav" aria-label={t('footer.nav')}>
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.heading} className="footer-column">
              <h2>{t(`footer.columns.${column.heading}`)}</h2>
              <ul className="footer-list">
                {column.routes.map((route) => (
                  <li key={route}>
                    <Link to={localizedPath(route, locale)}>{t(`footer.links.${route}`)}</Link>
                  </li>
                ))}
                {column.heading === 'legal' && (
                  <li>
                    <CookieConsent locale={locale} />
                  </li>
                )}
              </ul>
            </div>
          ))}
        </nav>
        <div className="footer-column">
          <h2>{t('footer.columns.downloads')}</h2>
          <ul className="footer-list">
            {DOWNLOADS.map((name) => {
              const file = download(name, locale);
              return (
                <li key={name}>
                  <a href={file.href} type="application/pdf" hrefLang={locale} download>
                    {t(`footer.downloads.${name}`)}{' '}
                    <span className="muted">
                      {t('footer.downloads.format', { size: formatFileSize(file.bytes, locale) })}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="footer-column">
          <h2>{t('footer.columns.social')}</h2>
          <ul className="footer-list footer-social">
            {SOCIAL.map(({ network, href }) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={network} />
                  <span className="visually-hidden">
                    {t('footer.social.label', { network: t(`footer.social.${network}`) })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <NewsletterForm action={NEWSLETTER.action} field={NEWSLETTER.field} />
      </div>
      <p className="footer-tagline">{t('app.tagline')}</p>
      <p className="footer-copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), name: t('app.name') })}
      </p>
    </footer>
  );
}
