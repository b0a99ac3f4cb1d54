import { localizedPath } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TermBody } from '../../../components/term-body.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { useLatestTerm } from '../api/get-latest-term.ts';
import { SUPPORT_DESK } from '../contact-details.ts';
import { formatPublishedDate } from '../format.ts';

/** The statement's sections, in reading order (texts in `pages.privacy.sections`). */
const SECTIONS = [
  'who',
  'what',
  'why',
  'sharing',
  'cookies',
  'retention',
  'security',
  'rights',
  'contact',
] as const;

const ADDRESS = `${SUPPORT_DESK.company}, ${SUPPORT_DESK.street}, ${SUPPORT_DESK.postalCode} ${SUPPORT_DESK.city}`;

/**
 * The privacy statement as an operator publishes it: who is responsible, what is collected, why
 * and on what legal basis, who receives it, cookies, retention, security, the visitor's rights and
 * whom to ask. The published version of the statement (`GET /v1/term/privacy/latest`, the one a
 * new account agrees to) is named with its date once it is read.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const published = useLatestTerm('privacy', locale).data;
  usePageMeta(t('pages.privacy.title'), t('pages.privacy.description'));
  const values = { address: ADDRESS, email: SUPPORT_DESK.email };
  return (
    <article className="content-page privacy-page">
      <h1>{t('pages.privacy.title')}</h1>
      {published && (
        <p className="term-meta">
          {t('pages.privacy.publishedVersion', {
            version: published.Version,
            date: formatPublishedDate(published.PublishedAt, locale),
          })}
        </p>
      )}
      <p className="content-page-lead">{t('pages.privacy.lead')}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`${id}-${section}`}>
          <h2 id={`${id}-${section}`}>{t(`pages.privacy.sections.${section}.title`)}</h2>
          <TermBody body={t(`pages.privacy.sections.${section}.body`, values)} />
        </section>
      ))}
      <p>
        <a href={`mailto:${SUPPORT_DESK.email}`}>{SUPPORT_DESK.email}</a>
      </p>
      <p className="content-page-related">
        <Link to={localizedPath('terms', locale)}>{t('pages.privacy.related')}</Link>
      </p>
    </article>
  );
}
