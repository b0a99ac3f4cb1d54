import { LanguageId } from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { reservationCalls, useReservationWrite, useSeries } from '../api/reservations.ts';
import { type ReservationFormProps, reservationDialog } from './reservation-dialog.tsx';

/**
 * Name, comment and language of the mails and documents: `PUT /v2/reservation/{id}`; in a series
 * optionally for all its reservations (`ChangeAllInSet`: the server skips the locked ones).
 */
export const EditDetailsDialog = reservationDialog('res.edit.title', EditDetailsForm);

function EditDetailsForm({ r, onCancel, onDone }: ReservationFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(r.Name);
  const [comment, setComment] = useState(r.Comment ?? '');
  const [languageId, setLanguageId] = useState(r.LanguageId);
  const [allInSet, setAllInSet] = useState(false);
  const allInSetHint = useId();
  // The series is already loaded by the page (`GET /v1/reservation/{id}/link`).
  const inSeries = (useSeries(r.Id).data ?? []).some((m) => m.Id !== r.Id);
  const save = useReservationWrite(r.Id, (body: Parameters<typeof reservationCalls.editDetails>[1]) =>
    reservationCalls.editDetails(r.Id, body),
  );
  const problem = useProblem(save.error, 'res.saveFailed');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      {
        Name: name.trim(),
        Comment: comment.trim() ? comment.trim() : null,
        LanguageId: languageId,
        ...(inSeries && allInSet ? { ChangeAllInSet: true } : {}),
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} className="dialog-form">
      <Field label={t('res.edit.name')} error={problem.fields.Name}>
        {(props) => (
          <input {...props} required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <Field label={t('res.edit.comment')} hint={t('res.edit.commentHint')} error={problem.fields.Comment}>
        {(props) => (
          <textarea
            {...props}
            rows={4}
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('res.edit.language')} error={problem.fields.LanguageId}>
        {(props) => (
          <select {...props} value={languageId} onChange={(e) => setLanguageId(Number(e.target.value))}>
            <option value={LanguageId.nl}>{t('languages.nl')}</option>
            <option value={LanguageId.en}>{t('languages.en')}</option>
          </select>
        )}
      </Field>
      {inSeries && (
        <>
          <label className="check">
            <input
              type="checkbox"
              aria-describedby={allInSetHint}
              checked={allInSet}
              onChange={(e) => setAllInSet(e.target.checked)}
            />
            {t('res.edit.allInSet')}
          </label>
          <small id={allInSetHint} className="muted">
            {t('res.edit.allInSetHint')}
          </small>
        </>
      )}
      <ProblemAlert problem={problem} shown={(f) => ['Name', 'Comment', 'LanguageId'].includes(f)} />
      <p className="actions">
        <button type="submit" disabled={save.isPending}>
          {t('res.edit.save')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </p>
    </form>
  );
}
