import { MAX_RESERVATION_TAGS, MAX_TAG_LENGTH } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { reservationCalls, useReservationWrite } from '../api/reservations.ts';
import { parseTags, tagsProblem } from '../reservation-edits.ts';
import { type ReservationFormProps, reservationDialog } from './reservation-dialog.tsx';

/** The reservation's tags, typed comma separated: `PUT /v2/reservation/{id}/tags` (the whole list). */
export const TagsDialog = reservationDialog('res.tags.title', TagsForm);

function TagsForm({ r, onCancel, onDone }: ReservationFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(r.Tags.join(', '));
  const [checked, setChecked] = useState(false);
  const save = useReservationWrite(r.Id, (tags: string[]) => reservationCalls.setTags(r.Id, tags));
  const problem = useProblem(save.error, 'res.saveFailed');
  const tags = parseTags(text);
  const local = tagsProblem(tags);
  const localText = local
    ? t(`res.tags.${local}`, { max: local === 'tooLong' ? MAX_TAG_LENGTH : MAX_RESERVATION_TAGS })
    : undefined;
  const isTagsField = (f: string) => f === 'Tags' || f.startsWith('Tags.');
  const serverError = Object.entries(problem.fields).find(([f]) => isTagsField(f))?.[1];

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (save.isPending || local) return;
    save.mutate(tags, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} className="dialog-form">
      <Field
        label={t('res.tags.label')}
        hint={t('res.tags.hint', { max: MAX_RESERVATION_TAGS })}
        error={(checked ? localText : undefined) ?? serverError}
      >
        {(props) => (
          <input
            {...props}
            value={text}
            onChange={(e) => {
              save.reset();
              setText(e.target.value);
            }}
          />
        )}
      </Field>
      <ProblemAlert problem={checked && localText ? localText : problem} shown={isTagsField} />
      <p className="actions">
        <button type="submit" disabled={save.isPending}>
          {t('res.tags.save')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </p>
    </form>
  );
}
