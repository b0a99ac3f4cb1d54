import type { GroupState, GroupView } from '@meetspace/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { describeProblem, type Problem } from '../../../lib/problems.ts';
import { calls, useGroupChange } from '../api/groups.ts';
import { type JoinAction, joinActionOf } from '../group-tabs.ts';

/**
 * The caller's membership and its one button: join (open), request to join, accept an invitation,
 * withdraw a request, or leave. The answer's state replaces the page's; a refusal (the last admin
 * leaving: `group_admin_required`) is said in words. The button stays the same element, so focus
 * stays on it while its label changes.
 */
export function Membership({ group, state }: { group: GroupView; state: GroupState }) {
  const { t, i18n } = useTranslation();
  const action = joinActionOf(state, group.JoinType);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string>('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const change = useGroupChange(group.Id, (act: Exclude<JoinAction, 'none'>) =>
    act === 'leave' || act === 'withdraw' ? calls.leave(group.Id) : calls.join(group.Id),
  );

  function act() {
    if (action === 'none' || change.isPending) return;
    setProblem(null);
    setDone('');
    change.mutate(action, {
      onSuccess: (next) => setDone(t(`membership.done.${next.Membership.Status}`)),
      onError: (error) => {
        setProblem(describeProblem(error, i18n, t('membership.failed')));
        buttonRef.current?.focus();
      },
    });
  }

  const status = state.Membership.Status;
  return (
    <div className="group-membership" data-testid="group-membership">
      <p className="group-membership-status">
        {status === 'Joined'
          ? t(state.Membership.Role === 'admin' ? 'membership.youAdmin' : 'membership.youMember')
          : status === 'Requested'
            ? t('membership.waiting')
            : status === 'Invited'
              ? t('membership.invited')
              : group.Status === 'draft'
                ? t('membership.draft')
                : t(`membership.notMember.${group.JoinType}`)}
      </p>
      {action !== 'none' && (
        <button
          ref={buttonRef}
          type="button"
          className={action === 'leave' || action === 'withdraw' ? 'secondary' : undefined}
          disabled={change.isPending}
          data-testid="group-join"
          onClick={act}
        >
          {t(`membership.action.${action}`)}
        </button>
      )}
      <p role="status" className="muted">
        {done}
      </p>
      <ProblemAlert problem={problem} />
    </div>
  );
}
