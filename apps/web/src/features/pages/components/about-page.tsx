import { CLAIMED_LOCATION_COUNT, HOLD_MINUTES, LOCK_HOURS, localizedPath } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';

/** The three meeting types, in the spec's order (1 room, 2 workspace, 3 temporary office). */
const SPACE_KINDS = ['meetingRoom', 'workspace', 'office'] as const;

/** What Meetspace is: the spaces, the way of booking, free cancellation, the network, hosts. */
export function AboutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const numbers = { count: CLAIMED_LOCATION_COUNT, hours: LOCK_HOURS, minutes: HOLD_MINUTES };
  usePageMeta(t('pages.about.title'), t('pages.about.description', numbers));
  return (
    <article className="content-page about-page">
      <h1>{t('pages.about.title')}</h1>
      <p className="content-page-lead">{t('pages.about.lead', numbers)}</p>
      <p>{t('pages.about.bilingual')}</p>

      <section aria-labelledby={`${id}-kinds`}>
        <h2 id={`${id}-kinds`}>{t('pages.about.kinds.title')}</h2>
        <dl className="content-kinds">
          {SPACE_KINDS.map((kind) => (
            <div key={kind}>
              <dt>{t(`pages.about.kinds.${kind}.name`)}</dt>
              <dd>{t(`pages.about.kinds.${kind}.text`)}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link to={localizedPath('locations', locale)}>{t('pages.about.kinds.link', numbers)}</Link>
        </p>
      </section>

      <section aria-labelledby={`${id}-booking`}>
        <h2 id={`${id}-booking`}>{t('pages.about.booking.title')}</h2>
        <p>{t('pages.about.booking.text', numbers)}</p>
        <p>{t('pages.about.booking.cancel', numbers)}</p>
        <p>
          <Link to={localizedPath('terms', locale)}>{t('pages.about.booking.termsLink')}</Link>
        </p>
      </section>

      <section aria-labelledby={`${id}-network`}>
        <h2 id={`${id}-network`}>{t('pages.about.network.title')}</h2>
        <p>{t('pages.about.network.text')}</p>
      </section>

      <section aria-labelledby={`${id}-hosts`}>
        <h2 id={`${id}-hosts`}>{t('pages.about.hosts.title')}</h2>
        <p>{t('pages.about.hosts.text')}</p>
        <p>
          <Link to={localizedPath('boarding', locale)}>{t('pages.about.hosts.link')}</Link>
        </p>
      </section>

      <p className="content-page-related">
        {t('pages.about.questions')}{' '}
        <Link to={localizedPath('contact', locale)}>{t('pages.about.contactLink')}</Link>
      </p>
    </article>
  );
}
