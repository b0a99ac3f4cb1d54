// The scaffolding the offerings forms and lists share: form state with its errors and save run,
// labelled inputs and selects, the save/remove buttons, the list table and the edit dialog.
import { MEETING_TYPE_NAMES, type MeetingType, VAT_PERCENTAGES } from '@meetspace/domain';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { useProblem } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useRefresh } from './api/offerings.ts';
import { ConfirmRemove } from './confirm-remove.tsx';
import { useFormErrors } from './use-form-errors.ts';

/** A thing's name in the reader's language (the Dutch one when there is no English one). */
export const nameOf = (thing: { NameNl: string; NameEn: string }, locale: 'nl' | 'en') =>
  (locale === 'en' && thing.NameEn) || thing.NameNl;

/**
 * A form's values as typed, whether it is saving, and its field errors (numbers it could not read
 * over the API's answer). `run` does a save or remove in a dialog: on success it refreshes the
 * location's offerings, shows the message and calls `onDone` (the dialog closes, so it stays busy);
 * on failure it shows the problem and lets the host try again.
 */
export function useOfferingForm<V extends Record<string, string | boolean>>(
  locationId: number,
  initial: () => V,
) {
  const toast = useToast();
  const refresh = useRefresh(locationId);
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const problem = useProblem(error, 'saveFailed');
  const form = useFormErrors(problem);
  const set = (name: keyof V) => (value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  async function run(work: () => Promise<string>, onDone: () => void) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const message = await work();
      await refresh();
      toast(message);
      onDone();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  }

  return { values, setValues, set, busy, setBusy, setError, form, err: form.error, run, refresh, toast };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

/** A labelled text input (its error and hint underneath); `onChange` gets the text. */
export function InputField({
  label,
  error,
  hint,
  value,
  onChange,
  ...input
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
} & InputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) => <input {...p} {...input} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** A labelled select of the given choices; `onChange` gets the chosen value. */
export function SelectField({
  label,
  error,
  value,
  onChange,
  children,
}: {
  label: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
}) {
  return (
    <Field label={label} error={error}>
      {(p) => (
        <select {...p} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** The VAT rate select (`TaxPercentage`). */
export function VatField({
  error,
  value,
  onChange,
}: {
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('fields.vat')} error={error} value={value} onChange={onChange}>
      {VAT_PERCENTAGES.map((rate) => (
        <option key={rate} value={rate}>
          {rate}%
        </option>
      ))}
    </SelectField>
  );
}

/** The meeting type select (`MeetingtypeId`) of the location's types; `any` adds an empty choice first. */
export function MeetingTypeField({
  meetingTypes,
  error,
  value,
  onChange,
  any,
}: {
  meetingTypes: readonly number[];
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  any?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SelectField label={t('fields.meetingType')} error={error} value={value} onChange={onChange}>
      {any !== undefined && <option value="">{any}</option>}
      {meetingTypes.map((id) => (
        <option key={id} value={id}>
          {MEETING_TYPE_NAMES[id as MeetingType]?.[locale] ?? id}
        </option>
      ))}
    </SelectField>
  );
}

/** A labelled checkbox. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** A form's buttons: save, and (for a thing that exists) remove after asking. */
export function FormActions({
  busy,
  saveLabel,
  remove,
}: {
  busy: boolean;
  saveLabel?: string;
  remove?: { label: string; name: string; onConfirm: () => void } | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="offerings-actions">
      <button type="submit" disabled={busy}>
        {saveLabel ?? t('save')}
      </button>
      {remove && (
        <ConfirmRemove label={remove.label} name={remove.name} disabled={busy} onConfirm={remove.onConfirm} />
      )}
    </div>
  );
}

/** Which thing a list page edits in its dialog: a new one, an existing one, or none (closed). */
export function useEditing<T>() {
  return useState<T | 'new' | null>(null);
}

/** The button above a list that opens the dialog for a new thing. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <p>
      <button type="button" onClick={onClick}>
        {label}
      </button>
    </p>
  );
}

/** A list of offerings: a table with a hidden caption and the given column headers. */
export function OfferingsTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <table className="offerings-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row's first cell: its name as a button that opens the dialog, and what follows it. */
export function EditCell({
  label,
  name,
  onEdit,
  children,
}: {
  label: string;
  name: ReactNode;
  onEdit: () => void;
  children?: ReactNode;
}) {
  return (
    <th scope="row" data-label={label}>
      <button type="button" className="link" onClick={onEdit}>
        {name}
      </button>
      {children}
    </th>
  );
}

/** The dialog that adds (`editing` is `'new'`) or changes a thing; closed when `editing` is null. */
export function EditDialog<T>({
  editing,
  onClose,
  addTitle,
  editTitle,
  children,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  addTitle: string;
  editTitle: string;
  /** The form, for the thing (undefined for a new one). */
  children: (thing: T | undefined) => ReactNode;
}) {
  return (
    <Dialog open={editing !== null} onClose={onClose} title={editing === 'new' ? addTitle : editTitle}>
      {editing !== null && children(editing === 'new' ? undefined : editing)}
    </Dialog>
  );
}
