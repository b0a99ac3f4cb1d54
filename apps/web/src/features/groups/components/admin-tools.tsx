import { type GroupState, type GroupView, localizedPath } from '@meetspace/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { describeProblem, type Problem } from '../../../lib/problems.ts';
import { calls, useGroupChange } from '../api/groups.ts';
import { GroupForm, type GroupToggles, ToggleFields } from './group-form.tsx';

/** What an admin action says when done (announced, and focused so keyboard users hear it). */
function useOutcome() {
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const focus = () => requestAnimationFrame(() => ref.current?.focus());
  return {
    ref,
    message,
    problem,
    clear: () => {
      setMessage('');
      setProblem(null);
    },
    ok: (text: string) => {
      setProblem(null);
      setMessage(text);
      focus();
    },
    fail: (error: unknown, fallback: string) => {
      setMessage('');
      setProblem(describeProblem(error, i18n, t(fallback)));
      focus();
    },
  };
}

/**
 * The admins' tools on the overview: edit the group, its feature toggles, publish or stop
 * publishing, invite a member by e-mail, and delete the group (after ticking a confirmation).
 */
export function AdminTools({ group, state }: { group: GroupView; state: GroupState }) {
  const { t } = useTranslation();
  const outcome = useOutcome();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const update = useGroupChange(group.Id, (body: Parameters<typeof calls.update>[1]) =>
    calls.update(group.Id, body),
  );
  const publish = useGroupChange(group.Id, (on: boolean) =>
    on ? calls.publish(group.Id) : calls.deactivate(group.Id),
  );

  function togglePublish() {
    const on = group.Status === 'draft';
    outcome.clear();
    publish.mutate(on, {
      onSuccess: () => outcome.ok(t(on ? 'admin.publishedDone' : 'admin.unpublishedDone')),
      onError: (error) => outcome.fail(error, 'admin.failed'),
    });
  }

  return (
    <section aria-labelledby="group-admin-title" className="group-admin" data-testid="group-admin">
      <h2 id="group-admin-title">{t('admin.title')}</h2>
      <div ref={outcome.ref} tabIndex={-1} className="group-admin-outcome">
        <p role="status">{outcome.message}</p>
        <ProblemAlert problem={outcome.problem} />
      </div>

      <section aria-labelledby="group-publish-title" className="group-admin-part">
        <h3 id="group-publish-title">{t('admin.publishTitle')}</h3>
        <p>{t(group.Status === 'draft' ? 'admin.isDraft' : 'admin.isPublished')}</p>
        <button
          type="button"
          className={group.Status === 'draft' ? undefined : 'secondary'}
          disabled={publish.isPending}
          data-testid="group-publish"
          onClick={togglePublish}
        >
          {t(group.Status === 'draft' ? 'admin.publish' : 'admin.unpublish')}
        </button>
      </section>

      <section aria-labelledby="group-edit-title" className="group-admin-part">
        <h3 id="group-edit-title">{t('admin.editTitle')}</h3>
        {editing ? (
          <GroupForm
            groupId={group.Id}
            initial={{
              Name: group.Name,
              Description: group.Description,
              Photo: group.Photo,
              JoinType: group.JoinType,
            }}
            submitLabel={t('admin.save')}
            onSave={async (fields) => {
              await update.mutateAsync(fields);
              setEditing(false);
              outcome.ok(t('admin.saved'));
            }}
            onCancel={() => {
              setEditing(false);
              requestAnimationFrame(() => editButton.current?.focus());
            }}
          />
        ) : (
          <button ref={editButton} type="button" className="secondary" onClick={() => setEditing(true)}>
            {t('admin.edit')}
          </button>
        )}
      </section>

      <SettingsForm state={state} groupId={group.Id} outcome={outcome} />
      <InviteForm groupId={group.Id} outcome={outcome} />
      <DeleteGroup group={group} outcome={outcome} />
    </section>
  );
}

type Outcome = ReturnType<typeof useOutcome>;

function SettingsForm({ state, groupId, outcome }: { state: GroupState; groupId: number; outcome: Outcome }) {
  const { t } = useTranslation();
  const current: GroupToggles = {
    ActivateChat: state.ActivateChat,
    ActivateEvents: state.ActivateEvents,
    ActivateMemberList: state.ActivateMemberList,
    ActivatePosts: state.ActivatePosts,
    ActivateQuestions: state.ActivateQuestions,
  };
  const [toggles, setToggles] = useState(current);
  const save = useGroupChange(groupId, (body: GroupToggles) => calls.settings(groupId, body));
  function submit(event: FormEvent) {
    event.preventDefault();
    outcome.clear();
    save.mutate(toggles, {
      onSuccess: () => outcome.ok(t('admin.settingsSaved')),
      onError: (error) => outcome.fail(error, 'admin.failed'),
    });
  }
  return (
    <section aria-labelledby="group-settings-title" className="group-admin-part">
      <h3 id="group-settings-title">{t('admin.settingsTitle')}</h3>
      <form onSubmit={submit} noValidate data-testid="group-settings">
        <ToggleFields toggles={toggles} onChange={setToggles} />
        <button type="submit" disabled={save.isPending}>
          {t('admin.saveSettings')}
        </button>
      </form>
    </section>
  );
}

function InviteForm({ groupId, outcome }: { groupId: number; outcome: Outcome }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const invite = useGroupChange(groupId, (address: string) => calls.invite(groupId, address));
  const formRef = useRef<HTMLFormElement>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    outcome.clear();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError(t('admin.emailInvalid'));
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    setError(undefined);
    invite.mutate(address, {
      onSuccess: (member) => {
        setEmail('');
        outcome.ok(t('admin.invited', { name: member.Name }));
      },
      onError: (failure) => outcome.fail(failure, 'admin.inviteFailed'),
    });
  }
  return (
    <section aria-labelledby="group-invite-title" className="group-admin-part">
      <h3 id="group-invite-title">{t('admin.inviteTitle')}</h3>
      <form ref={formRef} onSubmit={submit} noValidate className="group-invite">
        <Field label={t('admin.inviteEmail')} hint={t('admin.inviteHint')} error={error}>
          {(p) => (
            <input
              {...p}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" disabled={invite.isPending}>
          {t('admin.invite')}
        </button>
      </form>
    </section>
  );
}

function DeleteGroup({ group, outcome }: { group: GroupView; outcome: Outcome }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [sure, setSure] = useState(false);
  const checkId = useId();
  const remove = useGroupChange(group.Id, () => calls.remove(group.Id));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!sure) return;
    outcome.clear();
    remove.mutate(undefined, {
      onSuccess: () => navigate(localizedPath('network-groups', locale)),
      onError: (error) => outcome.fail(error, 'admin.failed'),
    });
  }
  return (
    <section aria-labelledby="group-delete-title" className="group-admin-part">
      <h3 id="group-delete-title">{t('admin.deleteTitle')}</h3>
      <form onSubmit={submit} noValidate>
        <p>{t('admin.deleteText')}</p>
        <p className="check">
          <input id={checkId} type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} />{' '}
          <label htmlFor={checkId}>{t('admin.deleteConfirm', { name: group.Name })}</label>
        </p>
        <button type="submit" className="danger" disabled={!sure || remove.isPending}>
          {t('admin.delete')}
        </button>
      </form>
    </section>
  );
}
