import type { BillingInfo } from '@meetspace/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useDeleteBilling, useSaveBilling } from './api.ts';
import {
  BILLING_FIELDS,
  BILLING_REQUIRED,
  type BillingField,
  type BillingForm as BillingFormValues,
  billingBody,
  billingFormOf,
  billingLines,
  emptyBillingForm,
} from './profile-form.ts';
import { useFocusInvalid } from './use-focus-invalid.ts';
import { useProfileProblem } from './use-profile-problem.ts';

const INPUT: Record<BillingField, { type?: string; autoComplete: string; maxLength: number }> = {
  Company: { autoComplete: 'organization', maxLength: 200 },
  SendTo: { autoComplete: 'name', maxLength: 200 },
  Email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  Address: { autoComplete: 'street-address', maxLength: 300 },
  PostalCode: { autoComplete: 'postal-code', maxLength: 20 },
  City: { autoComplete: 'address-level2', maxLength: 100 },
  Country: { autoComplete: 'country-name', maxLength: 100 },
  PhoneNumber: { type: 'tel', autoComplete: 'tel', maxLength: 40 },
  PoNumber: { autoComplete: 'off', maxLength: 100 },
  VatNumber: { autoComplete: 'off', maxLength: 30 },
};

/** Adds a billing address (`billing` null) or changes one; errors of the API at their fields. */
export function BillingForm({
  billing,
  onCancel,
  onDone,
}: {
  billing: BillingInfo | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<BillingFormValues>(() =>
    billing ? billingFormOf(billing) : emptyBillingForm(t('profile.billing.defaultCountry')),
  );
  const save = useSaveBilling(billing?.Id ?? null);
  const problem = useProfileProblem(save.error, 'profile.billing.saveFailed', 'profile.billing.gone');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalid(formRef, save.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending) save.mutate(billingBody(form, billing?.CompanyId ?? null), { onSuccess: onDone });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="dialog-form">
      <div className="fields">
        {BILLING_FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`profile.billing.fields.${field}`)}
            hint={field === 'SendTo' ? t('profile.billing.sendToHint') : undefined}
            error={problem.fields[field]}
          >
            {(props) => (
              <input
                {...props}
                {...INPUT[field]}
                required={BILLING_REQUIRED.has(field)}
                value={form[field]}
                onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
              />
            )}
          </Field>
        ))}
      </div>
      <ProblemAlert problem={problem} shown={(f) => (BILLING_FIELDS as readonly string[]).includes(f)} />
      <p className="actions">
        <button type="submit" disabled={save.isPending}>
          {t('profile.billing.save')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </p>
    </form>
  );
}

/** Asks before deleting a billing address, showing which one. */
export function DeleteBillingForm({
  billing,
  onCancel,
  onDone,
}: {
  billing: BillingInfo;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteBilling(billing.Id);
  const problem = useProfileProblem(remove.error, 'profile.billing.deleteFailed', 'profile.billing.gone');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!remove.isPending) remove.mutate(undefined, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} className="dialog-form">
      <p>{t('profile.billing.deleteQuestion')}</p>
      <address>
        {billingLines(billing).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in order
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
      </address>
      <ProblemAlert problem={problem} />
      <p className="actions">
        <button type="submit" className="danger" disabled={remove.isPending}>
          {t('profile.billing.deleteConfirm')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('profile.billing.deleteKeep')}
        </button>
      </p>
    </form>
  );
}
