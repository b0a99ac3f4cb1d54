import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { useEventState, useManagedEvent } from '../api/event-manage.ts';
import { SECTIONS, sectionOfSlug, sectionPath } from '../sections.ts';
import { BasicInfoSection, ProgramSection, SettingsSection } from './edit-sections.tsx';
import {
  CheckInSection,
  CommunicationSection,
  DashboardSection,
  OrganizersSection,
} from './more-sections.tsx';
import { ParticipantsSection } from './participants-section.tsx';

/**
 * `/mijn/evenementen/{id}[/{section}]`: an event's management, for its organizers: the section
 * menu in the spec's order and the section the address names. A member who does not organize it
 * (403) or an event that does not exist (404) gets a sentence instead.
 */
export function ManagePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const section = sectionOfSlug(params.section);
  const event = useManagedEvent(validId, locale);
  // A published event reads for anyone: whether the member organizes it is the state's answer.
  const state = useEventState(validId);
  const organizer = state.data?.IsOrganizer === true;
  const data = organizer ? event.data : undefined;
  const title = section ? t(`sections.${section}`) : t('manage.unknownSection');
  usePageTitle(data ? `${title} · ${data.Name}` : title);
  const heading = useFocusHeading<HTMLHeadingElement>(Boolean(data));
  const failure = event.error ?? state.error;
  const status =
    failure instanceof ApiError ? failure.status : failure ? 500 : state.data && !organizer ? 403 : 0;

  return (
    <section aria-labelledby="em-manage-title" className="em-page em-manage">
      <p>
        <Link to={localizedPath('my-events-organizedEvents', locale)}>{t('manage.backToList')}</Link>
      </p>
      <h1 id="em-manage-title" ref={heading} tabIndex={-1}>
        {data ? data.Name : t('manage.title')}
        {data && <span className="em-subtitle">{title}</span>}
      </h1>
      <Loading active={(event.isPending || state.isPending) && validId > 0} />
      {(validId === 0 || status === 404) && (
        <p role="alert" className="error" data-testid="em-not-found">
          {t('manage.notFound')}
        </p>
      )}
      {status === 403 && (
        <p role="alert" className="error" data-testid="em-forbidden">
          {t('manage.forbidden')}
        </p>
      )}
      {status !== 0 && status !== 403 && status !== 404 && (
        <p role="alert" className="error">
          {t('manage.loadFailed')}
        </p>
      )}
      {data && (
        <>
          <nav className="section-nav em-sections" aria-label={t('manage.menu')}>
            <ul>
              {SECTIONS.map((s) => (
                <li key={s}>
                  <Link
                    to={sectionPath(data.Id, s, locale)}
                    aria-current={s === section ? 'page' : undefined}
                    data-testid={`em-section-${s}`}
                  >
                    {t(`sections.${s}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {section === null && (
            <p role="alert" className="error">
              {t('manage.unknownSection')}
            </p>
          )}
          {section === 'dashboard' && <DashboardSection event={data} />}
          {section === 'basicInfo' && <BasicInfoSection key={data.UpdatedAt} event={data} />}
          {section === 'program' && <ProgramSection key={data.UpdatedAt} event={data} />}
          {section === 'settings' && <SettingsSection key={data.UpdatedAt} event={data} />}
          {section === 'organizers' && <OrganizersSection event={data} />}
          {section === 'participants' && <ParticipantsSection event={data} />}
          {section === 'checkIn' && <CheckInSection event={data} />}
          {section === 'communication' && <CommunicationSection event={data} />}
        </>
      )}
    </section>
  );
}
