import {
  type AdminCatalogueChange,
  type AdminLocationDetail,
  type LocationStatus,
  localizedPath,
  type ModerationAction,
  moderationActionsFor,
} from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { StackTable } from '../../components/stack-table.tsx';
import { formatInstant, money } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { describeProblem } from '../../lib/problems.ts';
import { useAdminLocation } from './api/admin.ts';
import { AdminNav } from './components/admin-nav.tsx';
import { ModerateDialog } from './components/moderate-dialog.tsx';
import { StatusBadge } from './components/status-badge.tsx';

/** `/admin/locations/{id}`: a location of any status with its licence, managers and change log, and its actions. */
export function LocationPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const query = useAdminLocation(id, locale);
  const location = query.data;
  const heading = useFocusHeading<HTMLHeadingElement>(location !== undefined);
  usePageTitle(location?.Name ?? t('location.title'));

  return (
    <section aria-labelledby="admin-location-title" className="admin">
      <AdminNav current="admin-locations" />
      <p>
        <Link to={localizedPath('admin-locations', locale)}>{t('location.back')}</Link>
      </p>
      <Loading active={query.isFetching && !location} />
      {query.isError && (
        <>
          <h1 id="admin-location-title">{t('location.title')}</h1>
          <p role="alert" className="error">
            {describeProblem(query.error, i18n, t('failed')).message}
          </p>
        </>
      )}
      {location && <LocationDetail location={location} headingRef={heading} />}
    </section>
  );
}

function LocationDetail({
  location: l,
  headingRef,
}: {
  location: AdminLocationDetail;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const actions = moderationActionsFor(l.Status as LocationStatus);
  return (
    <>
      <h1 id="admin-location-title" ref={headingRef} tabIndex={-1} data-focus-fallback>
        {l.Name}
      </h1>
      <p>
        <StatusBadge status={l.Status} />
        {l.Status === 'live' && (
          <>
            {' '}
            <Link to={localizedPath('location', locale, { id: l.Id, slug: l.UrlName })}>
              {t('location.public')}
            </Link>
          </>
        )}{' '}
        <Link to={localizedPath('host-location-stats', locale, { locationId: l.Id })}>
          {t('location.statistics')}
        </Link>
      </p>
      {l.StatusReason && (
        <p className="admin-reason">
          <strong>{t('location.reason')}</strong> {l.StatusReason}
        </p>
      )}
      {actions.length > 0 && (
        <div className="actions admin-actions">
          {actions.map((a) => (
            <button
              key={a}
              type="button"
              className={a === 'reject' || a === 'suspend' ? 'danger' : undefined}
              onClick={() => setAction(a)}
            >
              {t(`moderate.${a}.button`)}
            </button>
          ))}
        </div>
      )}
      <ModerateDialog location={l} action={action} onClose={() => setAction(null)} />

      <h2>{t('location.data')}</h2>
      <dl className="admin-facts">
        <dt>{t('location.address')}</dt>
        <dd>
          {l.Address}, {l.PostalCode} {l.City}
        </dd>
        <dt>{t('location.email')}</dt>
        <dd>{l.Email ?? '–'}</dd>
        <dt>{t('location.phone')}</dt>
        <dd>{l.Phone ?? '–'}</dd>
        <dt>{t('location.website')}</dt>
        <dd>{l.Website ?? '–'}</dd>
        <dt>{t('location.meetingTypes')}</dt>
        <dd>{l.MeetingtypeIds.map((m) => t(`meetingType.${m}`)).join(', ') || '–'}</dd>
        <dt>{t('location.spaces')}</dt>
        <dd>{l.SpaceCount}</dd>
        <dt>{t('location.created')}</dt>
        <dd>{formatInstant(l.CreatedAt, locale)}</dd>
        <dt>{t('location.updated')}</dt>
        <dd>{formatInstant(l.UpdatedAt, locale)}</dd>
      </dl>
      <h3>{t('location.description')}</h3>
      <p lang={locale === 'en' && l.DescriptionEn ? 'en' : 'nl'} className="admin-description">
        {(locale === 'en' && l.DescriptionEn) || l.DescriptionNl || '–'}
      </p>

      <h2>{t('location.licence')}</h2>
      {l.Licence ? (
        <dl className="admin-facts">
          <dt>{t('licence.name')}</dt>
          <dd>{l.Licence.Name}</dd>
          <dt>{t('licence.perSeat')}</dt>
          <dd>{money(l.Licence.PricePerSeat, locale)}</dd>
          <dt>{t('licence.monthly')}</dt>
          <dd>{money(l.Licence.MonthlyFee, locale)}</dd>
          {l.LicenceDescription && (
            <>
              <dt>{t('licence.description')}</dt>
              <dd>{l.LicenceDescription}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="muted">{t('licence.none')}</p>
      )}

      <h2>{t('location.managers')}</h2>
      {l.Managers.length === 0 ? (
        <p className="muted">{t('location.noManagers')}</p>
      ) : (
        <ul className="admin-managers">
          {l.Managers.map((m) => (
            <li key={m.ProfileId}>
              {m.Name} · <a href={`mailto:${m.Email}`}>{m.Email}</a> ·{' '}
              {t(`language.${m.LanguageId === 65 ? 'en' : 'nl'}`)}
              {!m.IsActive && <span className="muted"> · {t('location.formerManager')}</span>}
            </li>
          ))}
        </ul>
      )}

      <h2>{t('location.changes')}</h2>
      {l.Changes.length === 0 ? (
        <p className="muted">{t('location.noChanges')}</p>
      ) : (
        <ChangeLog changes={l.Changes} />
      )}
    </>
  );
}

const ACTIONS = ['create', 'update', 'delete', 'approve', 'reject', 'suspend', 'reinstate'];
/** What the change log's entries are about (`catalogue_changes.subject_type`). */
const SUBJECTS = [
  'location',
  'space',
  'option',
  'package',
  'opening-hours',
  'closed-day',
  'photo',
  'manager',
  'status',
  'widget',
];
/** Fields whose name (and for the status, whose values) the page translates; others show as recorded. */
const FIELDS = ['Status', 'Reason', 'Name'];

/** A value of the change log as text. */
const shown = (value: unknown) =>
  value === null || value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);

function ChangeLog({ changes }: { changes: AdminCatalogueChange[] }) {
  const { t } = useTranslation();
  const shownValue = (field: string, value: unknown) =>
    field === 'Status' && typeof value === 'string' ? t(`status.${value as LocationStatus}`) : shown(value);
  const locale = useLocale();
  const columns = { when: t('log.when'), who: t('log.who'), what: t('log.what'), details: t('log.details') };
  return (
    <StackTable className="admin-table" caption={t('location.changes')} columns={columns}>
      {changes.map((c) => (
        <tr key={c.Id}>
          <td data-label={columns.when}>{formatInstant(c.CreatedAt, locale)}</td>
          <td data-label={columns.who}>{c.ProfileName ?? t('log.system')}</td>
          <td data-label={columns.what}>
            {ACTIONS.includes(c.Action) ? t(`log.action.${c.Action}`) : c.Action} ·{' '}
            {SUBJECTS.includes(c.SubjectType) ? t(`log.subject.${c.SubjectType}`) : c.SubjectType}
          </td>
          <td data-label={columns.details}>
            {c.Changes.length === 0 ? (
              '–'
            ) : (
              <ul className="admin-change-list">
                {c.Changes.map((change) => (
                  <li key={change.Field}>
                    {FIELDS.includes(change.Field) ? t(`log.field.${change.Field}`) : change.Field}:{' '}
                    {change.From === null ? '' : `${shownValue(change.Field, change.From)} → `}
                    {shownValue(change.Field, change.To)}
                  </li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </StackTable>
  );
}
