import { localizedPath } from '@meetspace/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/dialog.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useSession } from '../../lib/session.tsx';
import { deleteProfile } from './api.ts';
import { useProfileProblem } from './use-profile-problem.ts';

/** Deleting the profile: explained, then a dialog with the confirmation checkbox the spec asks for. */
export function DeleteProfileSection({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-profile-title" className="profile-section">
      <h2 id="delete-profile-title">{t('profile.delete.title')}</h2>
      <p>{t('profile.delete.intro')}</p>
      <p className="actions">
        <button type="button" className="danger" onClick={() => setOpen(true)}>
          {t('profile.delete.open')}
        </button>
      </p>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('profile.delete.title')}>
        <DeleteProfileForm profileId={profileId} onCancel={() => setOpen(false)} />
      </Dialog>
    </section>
  );
}

/** Without the box ticked nothing is sent; once deleted, the member is logged off and sent home. */
function DeleteProfileForm({ profileId, onCancel }: { profileId: number; onCancel: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const [confirmed, setConfirmed] = useState(false);
  const [unticked, setUnticked] = useState(false);
  // Each refused attempt moves focus to the box, once its error is attached to it.
  const [attempts, setAttempts] = useState(0);
  const box = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const remove = useMutation({ mutationFn: () => deleteProfile(profileId) });
  const problem = useProfileProblem(remove.error, 'profile.delete.failed');
  const boxError = unticked ? t('profile.delete.confirmRequired') : problem.fields.confirm;
  useEffect(() => {
    if (attempts > 0) box.current?.focus();
  }, [attempts]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (remove.isPending) return;
    if (!confirmed) {
      setUnticked(true);
      setAttempts((n) => n + 1);
      return;
    }
    remove.mutate(undefined, {
      onSuccess: async () => {
        await navigate(localizedPath('index', locale), { replace: true });
        await session.logoff();
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="dialog-form">
      <p>{t('profile.delete.warning')}</p>
      <div className="field">
        <label className="check">
          <input
            ref={box}
            type="checkbox"
            checked={confirmed}
            aria-invalid={boxError ? true : undefined}
            aria-describedby={boxError ? errorId : undefined}
            onChange={(e) => {
              setConfirmed(e.target.checked);
              if (e.target.checked) setUnticked(false);
            }}
          />
          {t('profile.delete.confirm')}
        </label>
        {boxError && (
          <small id={errorId} className="error">
            {boxError}
          </small>
        )}
      </div>
      <ProblemAlert problem={problem} shown={(f) => f === 'confirm'} />
      <p className="actions">
        <button type="submit" className="danger" disabled={remove.isPending}>
          {t('profile.delete.submit')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('profile.delete.keep')}
        </button>
      </p>
    </form>
  );
}
