import { type GroupSummary, type Locale, localizedPath, type MembershipStatus } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The caller's membership as a badge (none for a group they are not in). */
export function MembershipBadge({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation();
  if (status === 'None') return null;
  return (
    <span className={`group-badge group-badge-${status.toLowerCase()}`}>{t(`membership.${status}`)}</span>
  );
}

/** A group in a list: photo, name (the link), summary, members, join type and the caller's badge. */
export function GroupCard({ group, locale }: { group: GroupSummary; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <article className="group-card" data-testid="group-card">
      {group.Photo ? (
        <img className="group-card-photo" src={group.Photo} alt="" loading="lazy" width={400} height={225} />
      ) : (
        <div className="group-card-photo placeholder" aria-hidden="true" />
      )}
      <div className="group-card-body">
        <h3 className="group-card-title">
          <Link to={localizedPath('network-group', locale, { id: group.Id, slug: group.Slug })}>
            {group.Name}
          </Link>
        </h3>
        {group.Summary && <p className="group-card-summary">{group.Summary}</p>}
        <p className="group-card-facts">
          <span>{t('group.memberCount', { count: group.MemberCount })}</span>
          <span>{t(`joinType.${group.JoinType}`)}</span>
          {group.Status === 'draft' && <span className="group-badge">{t('group.draft')}</span>}
          <MembershipBadge status={group.MembershipStatus} />
        </p>
      </div>
    </article>
  );
}
