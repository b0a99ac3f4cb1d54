import { type AdminProfileSummary, PROFILE_ROLES } from '@meetspace/domain';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { formatInstant } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { describeProblem } from '../../lib/problems.ts';
import { useAdminProfiles } from './api/admin.ts';
import { AdminNav } from './components/admin-nav.tsx';
import { Pager } from './components/pager.tsx';
import { apiQuery, type MemberFilters, readMemberFilters, writeFilters } from './filters.ts';

const PAGE_SIZE = 25;

/** `/admin/members`: members by name or e-mail, filtered by role, with the locations each manages. */
export function MembersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readMemberFilters(params);
  const list = useAdminProfiles(apiQuery(filters, PAGE_SIZE));
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('members.title'));
  const data = list.data;

  return (
    <section aria-labelledby="admin-members-title" className="admin">
      <AdminNav current="admin-members" />
      <h1 id="admin-members-title" ref={heading} tabIndex={-1}>
        {t('members.title')}
      </h1>
      <MemberFilterForm
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(writeFilters({ ...next, page: 1 }))}
      />
      <Loading active={list.isFetching} />
      {list.isError && (
        <p role="alert" className="error">
          {describeProblem(list.error, i18n, t('failed')).message}{' '}
          <button type="button" className="link" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {data && (
        <>
          <p role="status" className="muted">
            {data.Results.length === 0 ? t('members.none') : t('members.showing', { count: data.Total })}
          </p>
          {data.Results.length > 0 && <MemberTable members={data.Results} busy={list.isFetching} />}
          <Pager
            page={filters.page}
            morePages={data.MorePages}
            searchOf={(page) => writeFilters({ ...filters, page }).toString()}
          />
        </>
      )}
    </section>
  );
}

function MemberFilterForm({
  filters,
  onApply,
}: {
  filters: MemberFilters;
  onApply: (filters: MemberFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const role = String(form.get('role') ?? '');
    onApply({ q: String(form.get('q') ?? ''), role: PROFILE_ROLES.find((r) => r === role), page: 1 });
  };
  return (
    <form onSubmit={submit} className="admin-filters">
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('members.search')}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-role`}>{t('members.role')}</label>
        <select id={`${id}-role`} name="role" defaultValue={filters.role ?? ''}>
          <option value="">{t('members.anyRole')}</option>
          {PROFILE_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t('filter')}</button>
    </form>
  );
}

function MemberTable({ members, busy }: { members: AdminProfileSummary[]; busy: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = {
    name: t('members.name'),
    email: t('members.email'),
    role: t('members.role'),
    created: t('members.created'),
    managed: t('members.managed'),
  };
  return (
    <table className="admin-table stack" aria-busy={busy}>
      <caption className="visually-hidden">{t('members.caption')}</caption>
      <thead>
        <tr>
          {Object.entries(columns).map(([key, name]) => (
            <th key={key} scope="col" className={key === 'managed' ? 'num' : undefined}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.Id}>
            <th scope="row" data-label={columns.name}>
              {`${m.FirstName} ${m.LastName}`.trim()}
              {!m.IsActivated && <span className="muted"> · {t('members.notActivated')}</span>}
            </th>
            <td data-label={columns.email}>{m.Email}</td>
            <td data-label={columns.role}>{t(`role.${m.Role}`)}</td>
            <td data-label={columns.created}>{formatInstant(m.CreatedAt, locale)}</td>
            <td data-label={columns.managed} className="num">
              {m.ManagedLocations}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
