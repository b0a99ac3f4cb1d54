import {
  type AdminLocationDetail,
  MODERATION_REASON_MAX,
  MODERATION_TRANSITIONS,
  type ModerationAction,
} from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { useModerate } from '../api/admin.ts';

/**
 * Confirms an approval, rejection, suspension or reinstatement; a rejection and a suspension ask
 * for the reason the managers are mailed. Closes on success with a toast.
 */
export function ModerateDialog({
  location,
  action,
  onClose,
}: {
  location: AdminLocationDetail;
  action: ModerationAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={action !== null}
      onClose={onClose}
      title={action ? t(`moderate.${action}.title`, { name: location.Name }) : ''}
      closeLabel={t('moderate.cancel')}
    >
      {action && <ModerateForm location={location} action={action} onDone={onClose} />}
    </Dialog>
  );
}

function ModerateForm({
  location,
  action,
  onDone,
}: {
  location: AdminLocationDetail;
  action: ModerationAction;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const explain = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const moderate = useModerate(location.Id, locale);
  const problem = useProblem(moderate.error, 'moderate.failed');
  const needsReason = MODERATION_TRANSITIONS[action].needsReason;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsReason && reason.trim() === '') {
      setMissing(true);
      return;
    }
    moderate.mutate(
      { action, reason: reason.trim() },
      {
        onSuccess: () => {
          toast(t(`moderate.${action}.done`, { name: location.Name }));
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="dialog-form" noValidate>
      <p id={explain}>{t(`moderate.${action}.explain`, { name: location.Name })}</p>
      {needsReason && (
        <Field
          label={t('moderate.reason')}
          hint={t('moderate.reasonHint')}
          error={missing && reason.trim() === '' ? t('moderate.reasonMissing') : problem.fields.Reason}
        >
          {(props) => (
            <textarea
              {...props}
              rows={4}
              required
              maxLength={MODERATION_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
      )}
      <ProblemAlert problem={problem} shown={(field) => field === 'Reason'} />
      <p className="actions">
        <button
          type="submit"
          className={action === 'reject' || action === 'suspend' ? 'danger' : undefined}
          disabled={moderate.isPending}
        >
          {t(`moderate.${action}.confirm`)}
        </button>{' '}
        <button type="button" className="secondary" onClick={onDone}>
          {t('moderate.cancel')}
        </button>
      </p>
    </form>
  );
}
