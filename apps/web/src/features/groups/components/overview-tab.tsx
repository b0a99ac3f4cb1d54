import type { GroupState, GroupView } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { isInside, unlockedByJoining } from '../group-tabs.ts';
import { AdminTools } from './admin-tools.tsx';

/**
 * The overview: the description, for someone outside the group what joining opens (per the
 * toggles), and for its admins their tools.
 */
export function OverviewTab({ group, state }: { group: GroupView; state: GroupState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unlocks = unlockedByJoining(state);
  return (
    <section aria-labelledby="group-overview-title" className="group-overview">
      <h2 id="group-overview-title">{t('tabs.overview')}</h2>
      {group.Description ? (
        <p className="pre">{group.Description}</p>
      ) : (
        <p className="muted">{t('group.noDescription')}</p>
      )}
      {group.PublishedAt && (
        <p className="muted">{t('group.since', { date: formatDate(group.PublishedAt, locale) })}</p>
      )}
      {!isInside(state) && (
        <section aria-labelledby="group-unlocks-title" className="group-unlocks" data-testid="group-unlocks">
          <h3 id="group-unlocks-title">{t('unlocks.title')}</h3>
          {unlocks.length > 0 ? (
            <>
              <p>{t('unlocks.intro')}</p>
              <ul>
                {unlocks.map((part) => (
                  <li key={part}>{t(`unlocks.${part}`)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('unlocks.nothing')}</p>
          )}
          <p className="muted">{t(`unlocks.how.${group.JoinType}`)}</p>
        </section>
      )}
      {state.IsAdmin && <AdminTools group={group} state={state} />}
    </section>
  );
}
