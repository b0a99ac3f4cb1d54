import { LOCK_HOURS, localizedPath, minutesToTime } from '@meetspace/domain';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { SUPPORT_DESK, telHref } from '../contact-details.ts';

/** How to reach the support desk: address, e-mail, phone, opening times, and where hosts start. */
export function ContactPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const desk = SUPPORT_DESK;
  usePageMeta(t('pages.contact.title'), t('pages.contact.description'));
  return (
    <article className="content-page contact-page">
      <h1>{t('pages.contact.title')}</h1>
      <p className="content-page-lead content-section">{t('pages.contact.lead')}</p>

      <div className="contact-grid">
        <section aria-labelledby={`${id}-reach`} className="contact-card">
          <h2 id={`${id}-reach`} className="contact-card-title">
            {t('pages.contact.reach.title')}
          </h2>
          <address className="postal-address">
            <dl className="contact-facts">
              <dt>{t('pages.contact.reach.email')}</dt>
              <dd>
                <a href={`mailto:${desk.email}`}>{desk.email}</a>
              </dd>
              <dt>{t('pages.contact.reach.phone')}</dt>
              <dd>
                <a href={telHref(desk.phone)}>{locale === 'nl' ? desk.phoneNational : desk.phone}</a>
              </dd>
            </dl>
          </address>
        </section>

        <section aria-labelledby={`${id}-hours`} className="contact-card">
          <h2 id={`${id}-hours`} className="contact-card-title">
            {t('pages.contact.hours.title')}
          </h2>
          <dl className="contact-hours">
            {desk.hours.map((row) => (
              <Fragment key={row.days}>
                <dt>{t(`pages.contact.hours.${row.days}`)}</dt>
                <dd>
                  {row.open === null
                    ? t('pages.contact.hours.closed')
                    : t('pages.contact.hours.range', {
                        open: minutesToTime(row.open),
                        close: minutesToTime(row.close),
                      })}
                </dd>
              </Fragment>
            ))}
          </dl>
          <p className="content-note">{t('pages.contact.hours.note')}</p>
        </section>

        <section aria-labelledby={`${id}-visit`} className="contact-card">
          <h2 id={`${id}-visit`} className="contact-card-title">
            {t('pages.contact.visit.title')}
          </h2>
          <address className="postal-address">
            {desk.company}
            <br />
            {desk.street}
            <br />
            {desk.postalCode} {desk.city}
            <br />
            {t('pages.contact.visit.country')}
          </address>
          <p className="content-note">{t('pages.contact.visit.note')}</p>
        </section>
      </div>

      <section aria-labelledby={`${id}-self`} className="content-section">
        <h2 id={`${id}-self`}>{t('pages.contact.self.title')}</h2>
        <p>{t('pages.contact.self.text', { hours: LOCK_HOURS })}</p>
        <p>
          <Link to={localizedPath('my-reservations', locale)}>{t('pages.contact.self.link')}</Link>
        </p>
      </section>

      <section aria-labelledby={`${id}-hosts`} className="content-section">
        <h2 id={`${id}-hosts`}>{t('pages.contact.hosts.title')}</h2>
        <p>
          {t('pages.contact.hosts.text')} <a href={`mailto:${desk.hostsEmail}`}>{desk.hostsEmail}</a>
        </p>
        <p>
          <Link to={localizedPath('boarding', locale)}>{t('pages.contact.hosts.link')}</Link>
        </p>
      </section>
    </article>
  );
}
