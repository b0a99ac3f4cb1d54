import { PROPOSAL_TEXT_MAX } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { useDeclineTender } from './api/host-tenders.ts';

/** The "Decline" button of a waiting request and its dialog, which asks for the reason the applicant is told. */
export function DeclineButton({
  tenderId,
  locationId,
  onDeclined,
}: {
  tenderId: number;
  locationId: number;
  /** After declining (this button and its dialog are gone by then: the page shows the decline). */
  onDeclined: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="secondary" onClick={() => setOpen(true)}>
        {t('decline.open')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('decline.title')}
        describedBy="ht-decline-explained"
      >
        <DeclineForm
          tenderId={tenderId}
          locationId={locationId}
          onCancel={() => setOpen(false)}
          onDeclined={onDeclined}
        />
      </Dialog>
    </>
  );
}

function DeclineForm({
  tenderId,
  locationId,
  onCancel,
  onDeclined,
}: {
  tenderId: number;
  locationId: number;
  onCancel: () => void;
  onDeclined: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const decline = useDeclineTender(tenderId, locationId);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const problem = useProblem(decline.error, 'decline.failed');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (decline.isPending) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    decline.mutateAsync(reason.trim()).then(
      () => {
        toast(t('decline.done'));
        onDeclined();
      },
      () => undefined, // shown from decline.error
    );
  }
  return (
    <form className="dialog-form" noValidate onSubmit={submit}>
      <p id="ht-decline-explained">{t('decline.explained')}</p>
      <Field label={t('decline.reason')} error={missing ? t('decline.reasonMissing') : problem.fields.Reason}>
        {(p) => (
          <textarea
            {...p}
            rows={4}
            maxLength={PROPOSAL_TEXT_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <ProblemAlert problem={problem} shown={(f) => f === 'Reason'} />
      <div className="ht-actions">
        <button type="submit" className="danger" disabled={decline.isPending}>
          {t('decline.confirm')}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t('decline.cancel')}
        </button>
      </div>
    </form>
  );
}
