import type { LocationDetail } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** How to reach the location: e-mail, phone and website, when it has them. */
export function ContactSection({
  location,
}: {
  location: Pick<LocationDetail, 'Email' | 'Phone' | 'Website'>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { Email, Phone, Website } = location;
  if (!Email && !Phone && !Website) return null;
  return (
    <section className="location-panel contact" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('locations.contact.title')}</h2>
      <dl className="facts">
        {Phone && (
          <>
            <dt>{t('locations.contact.phone')}</dt>
            <dd>
              <a href={`tel:${Phone.replace(/[^\d+]/g, '')}`}>{Phone}</a>
            </dd>
          </>
        )}
        {Email && (
          <>
            <dt>{t('locations.contact.email')}</dt>
            <dd>
              <a href={`mailto:${Email}`}>{Email}</a>
            </dd>
          </>
        )}
        {Website && /^https?:\/\//i.test(Website) && (
          <>
            <dt>{t('locations.contact.website')}</dt>
            <dd>
              <a href={Website} target="_blank" rel="noopener noreferrer">
                {Website.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
                <span className="visually-hidden"> {t('locations.newWindow')}</span>
              </a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
