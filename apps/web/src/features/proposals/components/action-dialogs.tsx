import { CANCEL_REASON_LABELS, CancelReason, PROPOSAL_TEXT_MAX, type Proposal } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { calls, useProposalAction } from '../api/proposals.ts';

const REASONS = Object.values(CancelReason);

type Which = 'accept' | 'change' | 'cancel';

/**
 * The applicant's actions, only those the proposal's `Actions` name: each opens a labelled dialog
 * (accept confirms; changes need a comment; rejecting needs a reason, and words for "other").
 * After accepting, the reservation's link is offered (`onAccepted`).
 */
export function ProposalActions({
  proposal,
  onAccepted,
}: {
  proposal: Proposal;
  onAccepted: (reservationId: number | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Which | null>(null);
  if (proposal.Actions.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <div className="proposal-actions" data-testid="proposal-actions">
      {proposal.Actions.includes('accept') && (
        <button type="button" onClick={() => setOpen('accept')} data-testid="proposal-accept">
          {t('actions.accept')}
        </button>
      )}
      {proposal.Actions.includes('change') && (
        <button
          type="button"
          className="secondary"
          onClick={() => setOpen('change')}
          data-testid="proposal-change"
        >
          {t('actions.change')}
        </button>
      )}
      {proposal.Actions.includes('cancel') && (
        <button
          type="button"
          className="secondary"
          onClick={() => setOpen('cancel')}
          data-testid="proposal-reject"
        >
          {t('actions.reject')}
        </button>
      )}
      <Dialog open={open === 'accept'} onClose={close} title={t('accept.title')}>
        <AcceptForm
          proposal={proposal}
          onCancel={close}
          onDone={(id) => {
            close();
            onAccepted(id);
          }}
        />
      </Dialog>
      <Dialog open={open === 'change'} onClose={close} title={t('change.title')}>
        <ChangeForm proposal={proposal} onCancel={close} onDone={close} />
      </Dialog>
      <Dialog open={open === 'cancel'} onClose={close} title={t('reject.title')}>
        <RejectForm proposal={proposal} onCancel={close} onDone={close} />
      </Dialog>
    </div>
  );
}

function AcceptForm({
  proposal,
  onCancel,
  onDone,
}: {
  proposal: Proposal;
  onCancel: () => void;
  onDone: (reservationId: number | null) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const [comment, setComment] = useState('');
  const accept = useProposalAction(proposal.Key, (c: string) =>
    calls.accept(proposal.Key, c.trim() || undefined),
  );
  const problem = useProblem(accept.error, 'accept.failed');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (accept.isPending) return;
    accept.mutate(comment, {
      onSuccess: (result) => {
        toast(t('accept.done'));
        onDone(result.ReservationId);
      },
    });
  }

  return (
    <form onSubmit={submit} className="dialog-form">
      <p>
        {t('accept.confirm', {
          location: proposal.Location.Name,
          total: money(proposal.TotalInclTax, locale),
        })}
      </p>
      <Field label={t('accept.comment')} error={problem.fields.Comment}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={PROPOSAL_TEXT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        )}
      </Field>
      <ProblemAlert problem={problem} shown={(f) => f === 'Comment'} />
      <p className="actions">
        <button type="submit" disabled={accept.isPending} data-testid="proposal-accept-confirm">
          {t('accept.submit')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('actions.back')}
        </button>
      </p>
    </form>
  );
}

function ChangeForm({
  proposal,
  onCancel,
  onDone,
}: {
  proposal: Proposal;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const change = useProposalAction(proposal.Key, (c: string) => calls.change(proposal.Key, c.trim()));
  const problem = useProblem(change.error, 'change.failed');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    if (!comment.trim()) {
      setMissing(true);
      return;
    }
    change.mutate(comment, {
      onSuccess: () => {
        toast(t('change.done'));
        onDone();
      },
    });
  }

  return (
    <form onSubmit={submit} className="dialog-form" noValidate>
      <p>{t('change.intro')}</p>
      <Field
        label={t('change.comment')}
        error={missing && !comment.trim() ? t('change.required') : problem.fields.Comment}
      >
        {(props) => (
          <textarea
            {...props}
            rows={5}
            required
            maxLength={PROPOSAL_TEXT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            data-testid="proposal-change-comment"
          />
        )}
      </Field>
      <ProblemAlert problem={problem} shown={(f) => f === 'Comment'} />
      <p className="actions">
        <button type="submit" disabled={change.isPending} data-testid="proposal-change-confirm">
          {t('change.submit')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('actions.back')}
        </button>
      </p>
    </form>
  );
}

function RejectForm({
  proposal,
  onCancel,
  onDone,
}: {
  proposal: Proposal;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const [reasonType, setReasonType] = useState<number>(CancelReason.NoReason);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = useProposalAction(proposal.Key, () =>
    calls.cancel(proposal.Key, {
      CancelReason: reasonType,
      ...(reason.trim() ? { Reason: reason.trim() } : {}),
    }),
  );
  const problem = useProblem(reject.error, 'reject.failed');
  const other = reasonType === CancelReason.Other;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reject.isPending) return;
    if (other && !reason.trim()) {
      setMissing(true);
      return;
    }
    reject.mutate(undefined, {
      onSuccess: () => {
        toast(t('reject.done'));
        onDone();
      },
    });
  }

  return (
    <form onSubmit={submit} className="dialog-form" noValidate>
      <Field label={t('reject.reasonType')} error={problem.fields.CancelReason}>
        {(props) => (
          <select
            {...props}
            value={reasonType}
            onChange={(e) => setReasonType(Number(e.target.value))}
            data-testid="proposal-reject-reason-type"
          >
            {REASONS.map((id) => (
              <option key={id} value={id}>
                {CANCEL_REASON_LABELS[id][locale]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={other ? t('reject.reasonRequired') : t('reject.reason')}
        error={missing && other && !reason.trim() ? t('reject.required') : problem.fields.Reason}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            required={other}
            maxLength={PROPOSAL_TEXT_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="proposal-reject-reason"
          />
        )}
      </Field>
      <ProblemAlert problem={problem} shown={(f) => f === 'CancelReason' || f === 'Reason'} />
      <p className="actions">
        <button type="submit" disabled={reject.isPending} data-testid="proposal-reject-confirm">
          {t('reject.submit')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('actions.back')}
        </button>
      </p>
    </form>
  );
}
