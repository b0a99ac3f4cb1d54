import { PROPOSAL_TEXT_MAX } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { useDeclineTender } from './api/host-tenders.ts';

/** The "Decline" button of a waiting request and its dialog, which asks for the reason the applicant is told. */
export function DeclineButton({ tenderId, locationId }: { tenderId: number; locationId: number }) {
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
        <DeclineForm tenderId={tenderId} locationId={locationId} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function DeclineForm({
  tenderId,
  locationId,
  onDone,
}: {
  tenderId: number;
  locationId: number;
  onDone: () => void;
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
    decline.mutate(reason.trim(), {
      onSuccess: () => {
        toast(t('decline.done'));
        onDone();
      },
    });
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
        <button type="button" className="secondary" onClick={onDone}>
          {t('decline.cancel')}
        </button>
      </div>
    </form>
  );
}
