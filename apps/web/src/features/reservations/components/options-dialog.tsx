import type { CartOption, ReservationDetail } from '@meetspace/domain';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import type { Problem } from '../../../lib/problems.ts';
import { voucherResultName } from '../../../lib/voucher.ts';
import { reservationCalls, useAvailableOptions, useReservationWrite } from '../api/reservations.ts';
import { changedOptions, optionErrors, perLineOptionIds } from '../reservation-edits.ts';

/**
 * The location's options with the amounts the reservation has
 * (`GET /v1/reservation/{id}/available/options`); the changed amounts are saved with
 * `PUT /v2/reservation/{id}/options` (0 takes an option off). The server prices and clamps.
 */
export function OptionsDialog({
  r,
  open,
  onClose,
  onDone,
}: {
  r: ReservationDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('res.optionsEdit.title')}>
      <OptionsLoader r={r} onCancel={onClose} onDone={onDone} />
    </Dialog>
  );
}

function OptionsLoader({
  r,
  onCancel,
  onDone,
}: {
  r: ReservationDetail;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const options = useAvailableOptions(r.Id);
  const problem = useProblem(options.error, 'res.optionsEdit.failed');
  if (options.data) return <OptionsForm r={r} options={options.data} onCancel={onCancel} onDone={onDone} />;
  return (
    <>
      <Loading active={options.isPending} />
      <ProblemAlert problem={problem} />
      <p className="actions">
        <button type="button" className="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </p>
    </>
  );
}

/** A 409 because the voucher would no longer apply after the change: its reason in words. */
function voucherConflict(problem: Problem, t: TFunction): Problem {
  const code = problem.codes.VoucherId;
  if (code === undefined) return problem;
  const name = voucherResultName(Number(code));
  const { VoucherId: _, ...fields } = problem.fields;
  return {
    ...problem,
    fields,
    message: t('res.optionsEdit.voucherConflict', {
      reason: name ? t(`voucher.result.${name}`) : code,
    }),
  };
}

function OptionsForm({
  r,
  options,
  onCancel,
  onDone,
}: {
  r: ReservationDetail;
  options: CartOption[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const perLine = perLineOptionIds(r.Options);
  const [amounts, setAmounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      options.filter((o) => !perLine.has(o.OptionId)).map((o) => [o.OptionId, String(o.Amount)]),
    ),
  );
  const [sent, setSent] = useState<Parameters<typeof reservationCalls.setOptions>[1]>([]);
  const [unchanged, setUnchanged] = useState(false);
  const save = useReservationWrite(r.Id, (lines: Parameters<typeof reservationCalls.setOptions>[1]) =>
    reservationCalls.setOptions(r.Id, lines),
  );
  const problem = voucherConflict(useProblem(save.error, 'res.saveFailed'), t);
  const errors = optionErrors(problem.fields, sent);
  const form = useRef<HTMLFormElement>(null);

  // The list arrives after the dialog opened: start in its first field.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input:not(:disabled)')?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const lines = changedOptions(options, amounts);
    if (lines.length === 0) {
      setUnchanged(true);
      return;
    }
    setSent(lines);
    save.mutate(lines, { onSuccess: onDone });
  }

  return (
    <form ref={form} onSubmit={submit} className="dialog-form">
      <p className="muted">{t('res.optionsEdit.intro')}</p>
      {options.length === 0 && <p>{t('res.optionsEdit.none')}</p>}
      {options.map((o) => (
        <Field
          key={o.OptionId}
          label={`${o.Name} · ${t('res.optionsEdit.price', { price: money(o.PricePerItem, locale) })}`}
          hint={[
            o.CategoryName,
            o.Description,
            o.Amount > 0
              ? t('res.optionsEdit.now', { amount: o.Amount, total: money(o.TotalPrice, locale) })
              : '',
            o.MaxAmount > 0 ? t('res.optionsEdit.max', { max: o.MaxAmount }) : '',
            o.MaxPP > 0 ? t('res.optionsEdit.maxPp', { max: o.MaxPP }) : '',
            perLine.has(o.OptionId) ? t('res.optionsEdit.perLine') : '',
          ]
            .filter(Boolean)
            .join(' · ')}
          error={errors[o.OptionId]}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={o.MaxAmount > 0 ? o.MaxAmount : undefined}
              step={1}
              disabled={perLine.has(o.OptionId)}
              value={amounts[o.OptionId] ?? String(o.Amount)}
              onChange={(e) => {
                setUnchanged(false);
                setAmounts((all) => ({ ...all, [o.OptionId]: e.target.value }));
              }}
            />
          )}
        </Field>
      ))}
      <p role="status">{unchanged ? t('res.optionsEdit.unchanged') : ''}</p>
      <ProblemAlert problem={problem} shown={(f) => Object.keys(optionErrors({ [f]: f }, sent)).length > 0} />
      <p className="actions">
        <button type="submit" disabled={save.isPending || options.length === 0}>
          {t('res.optionsEdit.save')}
        </button>{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </p>
    </form>
  );
}
