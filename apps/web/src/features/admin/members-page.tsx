import { type AdminProfileSummary, PROFILE_ROLES } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { StackTable } from '../../components/stack-table.tsx';
import { formatInstant } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useAdminProfiles } from './api/admin.ts';
import { AdminListPage, useUrlFilters } from './components/list-page.tsx';
import { apiQuery, readMemberFilters } from './filters.ts';

const PAGE_SIZE = 25;

/** `/admin/members`: members by name or e-mail, filtered by role, with the locations each manages. */
export function MembersPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(readMemberFilters);
  const list = useAdminProfiles(apiQuery(filters.value, PAGE_SIZE));
  return (
    <AdminListPage
      current="admin-members"
      title={t('members.title')}
      filters={filters}
      list={list}
      search={t('members.search')}
      select={{
        name: 'role',
        label: t('members.role'),
        any: t('members.anyRole'),
        choices: PROFILE_ROLES,
        labelOf: (role) => t(`role.${role}`),
      }}
      none={t('members.none')}
      showing={(count) => t('members.showing', { count })}
    >
      {(members) => <MemberTable members={members} busy={list.isFetching} />}
    </AdminListPage>
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
    <StackTable
      className="admin-table"
      caption={t('members.caption')}
      columns={columns}
      numeric={['managed']}
      busy={busy}
    >
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
    </StackTable>
  );
}
