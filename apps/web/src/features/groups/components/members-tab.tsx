import type { GroupMember, GroupState, GroupView } from '@meetspace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { describeProblem, type Problem } from '../../../lib/problems.ts';
import { calls, keys, useGroupMembers } from '../api/groups.ts';

type MemberAction = 'promote' | 'demote' | 'approve' | 'decline' | 'remove' | 'withdraw';

/**
 * The members tab: the group's members, admins first. Its admins also see the requests (approve,
 * decline) and invitations (withdraw), and make members admin and back, or remove a member. After
 * an action the outcome is announced and focused (the row it was in may have moved or gone).
 */
export function MembersTab({ group, state }: { group: GroupView; state: GroupState }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const members = useGroupMembers(group.Id, true);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const admin = state.IsAdmin;

  async function act(action: MemberAction, member: GroupMember) {
    if (busy !== null) return;
    setBusy(member.ProfileId);
    setMessage('');
    setProblem(null);
    const call =
      action === 'remove' || action === 'withdraw' ? calls.decline : (calls[action] as typeof calls.decline);
    try {
      await call(group.Id, member.ProfileId);
      await client.invalidateQueries({ queryKey: keys.group(group.Id) });
      setMessage(t(`members.done.${action}`, { name: member.Name }));
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('members.failed')));
    } finally {
      setBusy(null);
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  }

  const all = members.data ?? [];
  const joined = all.filter((m) => m.Status === 'Joined');
  const requests = all.filter((m) => m.Status === 'Requested');
  const invited = all.filter((m) => m.Status === 'Invited');

  return (
    <section aria-labelledby="group-members-title" className="group-members">
      <h2 id="group-members-title">{t('tabs.members')}</h2>
      <div ref={outcomeRef} tabIndex={-1}>
        <p role="status">{message}</p>
        <ProblemAlert problem={problem} />
      </div>
      <Loading active={members.isPending} />
      {members.error != null && (
        <LoadError
          error={members.error}
          fallback={t('members.loadFailed')}
          onRetry={() => void members.refetch()}
        />
      )}
      {admin && requests.length > 0 && (
        <MemberList
          title={t('members.requests')}
          testId="group-requests"
          members={requests}
          actions={['approve', 'decline']}
          busy={busy}
          onAct={act}
        />
      )}
      {admin && invited.length > 0 && (
        <MemberList
          title={t('members.invitations')}
          testId="group-invitations"
          members={invited}
          actions={['withdraw']}
          busy={busy}
          onAct={act}
        />
      )}
      {members.data && (
        <MemberList
          title={t('members.list', { count: joined.length })}
          testId="group-member-list"
          members={joined}
          actions={admin ? (m) => (m.Role === 'admin' ? ['demote'] : ['promote', 'remove']) : []}
          busy={busy}
          onAct={act}
        />
      )}
    </section>
  );
}

function MemberList({
  title,
  testId,
  members,
  actions,
  busy,
  onAct,
}: {
  title: string;
  testId: string;
  members: GroupMember[];
  actions: MemberAction[] | ((m: GroupMember) => MemberAction[]);
  busy: number | null;
  onAct: (action: MemberAction, member: GroupMember) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `${testId}-title`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {members.length === 0 ? (
        <p className="muted">{t('members.none')}</p>
      ) : (
        <ul className="group-member-list" data-testid={testId}>
          {members.map((m) => (
            <li key={m.ProfileId}>
              <span className="group-member-name">{m.Name}</span>
              {m.Role === 'admin' && m.Status === 'Joined' && (
                <span className="group-badge">{t('members.admin')}</span>
              )}
              {m.JoinedAt && m.Status === 'Joined' && (
                <span className="muted">{t('members.since', { date: formatDate(m.JoinedAt, locale) })}</span>
              )}
              <span className="group-member-actions">
                {(typeof actions === 'function' ? actions(m) : actions).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={action === 'approve' || action === 'promote' ? undefined : 'secondary'}
                    disabled={busy !== null}
                    onClick={() => onAct(action, m)}
                  >
                    {t(`members.action.${action}`)}
                    <span className="visually-hidden">: {m.Name}</span>
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
