import { localizedPath, MeetingType } from '@meetspace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { TermBody } from '../../../components/term-body.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';

/** Cities with many workspaces in the demo data. */
const CITIES = ['Amsterdam', 'Rotterdam', 'Utrecht', 'Den Haag', 'Eindhoven', 'Groningen'] as const;

/**
 * The coworking page (`work`): what flexible workspaces are, and a workspace search: the locations
 * list filtered on meeting type 2 (`?type=2`) for a place, or for one of the popular cities.
 */
export function WorkPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  usePageMeta(t('pages.work.title'), t('pages.work.description'));
  const list = localizedPath('locations', locale);
  const type = String(MeetingType.Workspace);
  return (
    <article className="content-page work-page">
      <h1>{t('pages.work.title')}</h1>
      <p className="content-page-lead">{t('pages.work.lead')}</p>

      <section aria-labelledby={`${id}-search`} className="work-search">
        <h2 id={`${id}-search`}>{t('pages.work.search.title')}</h2>
        <Form action={list} method="get" className="work-search-form">
          <input type="hidden" name="type" value={type} />
          <label>
            {t('pages.work.search.place')}
            <input name="q" type="search" autoComplete="address-level2" aria-describedby={`${id}-hint`} />
          </label>
          <button type="submit">{t('pages.work.search.submit')}</button>
        </Form>
        <p id={`${id}-hint`} className="muted">
          {t('pages.work.search.hint')}
        </p>
        <h3>{t('pages.work.cities')}</h3>
        <ul className="work-cities">
          {CITIES.map((city) => (
            <li key={city}>
              <Link to={`${list}?${new URLSearchParams({ q: city, type })}`}>{city}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${id}-what`}>
        <h2 id={`${id}-what`}>{t('pages.work.what.title')}</h2>
        <TermBody body={t('pages.work.what.body')} />
      </section>

      <p className="content-page-related">
        <Link to={`${list}?${new URLSearchParams({ type: String(MeetingType.MeetingRoom) })}`}>
          {t('pages.work.meetingRoom')}
        </Link>
      </p>
    </article>
  );
}
