import {
  type HostTenderDetail,
  PROPOSAL_TEXT_MAX,
  type Proposal,
  type SendProposalBody,
  spaceSettingName,
} from '@meetspace/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate, money, todayInNl } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { fieldKey } from '../../lib/problems.ts';
import { useSendProposal } from './api/host-tenders.ts';
import {
  type Draft,
  type DraftErrors,
  formField,
  initialDraft,
  type OptionDraft,
  parseEuros,
  parseWhole,
  type SpaceDraft,
  summarize,
  toBody,
} from './draft.ts';
import { signedMoney } from './proposal-view.tsx';

/**
 * The answer to a request at one location: which spaces (setting, people, an adjusted price),
 * which options (amount, an adjusted price per item), a personal text and the last day to accept,
 * with a live summary. Prefilled from the current proposal when one exists (a new version).
 */
export function ProposalForm({
  detail,
  onSent,
  onCancel,
  today = todayInNl(),
}: {
  detail: HostTenderDetail;
  onSent: (proposal: Proposal) => void;
  /** Shown as a "Cancel" button (leaving a new version unsent). */
  onCancel?: () => void;
  /** Today (yyyy-MM-dd, the Netherlands); tests fix it. */
  today?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const { Request: request, Proposal: current } = detail;
  const send = useSendProposal(request.TenderId, request.LocationId);
  const [draft, setDraft] = useState<Draft>(() => initialDraft(detail, today, locale));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [sent, setSent] = useState<SendProposalBody | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problem = useProblem(send.error, 'form.failed');

  // The API's field errors, placed on the form's fields (by the body that was sent).
  const serverErrors: Record<string, string> = {};
  const unplaced: Record<string, string> = {};
  if (send.error instanceof ApiError && sent) {
    for (const [field, described] of Object.entries(problem.fields)) {
      // An availability code (a space no longer free) has its words under `warnings`.
      const code = problem.codes[field];
      const message = code && i18n.exists(`warnings.${code}`) ? t(`warnings.${code}`) : described;
      const at = formField(field, sent);
      if (at && !serverErrors[at]) serverErrors[at] = message;
      else unplaced[fieldKey(field)] = message;
    }
  }
  const err = (field: string): string | undefined =>
    errors[field] ? t(errors[field], { first: formatDate(request.StartDate, locale) }) : serverErrors[field];

  const setSpace = (spaceId: number, change: Partial<SpaceDraft>) =>
    setDraft((d) => ({
      ...d,
      spaces: d.spaces.map((s) => (s.spaceId === spaceId ? { ...s, ...change } : s)),
    }));
  const setOption = (optionId: number, change: Partial<OptionDraft>) =>
    setDraft((d) => ({
      ...d,
      options: d.options.map((o) => (o.optionId === optionId ? { ...o, ...change } : o)),
    }));

  function focusFirstInvalid() {
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')
        ?.focus(),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const result = toBody(detail, draft, today);
    if (result.errors) {
      setErrors(result.errors);
      send.reset();
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSent(result.body);
    // mutateAsync: the page shows the sent proposal instead of this form as soon as the answer is
    // in (this form is gone then, and mutate's own callbacks with it).
    send.mutateAsync(result.body).then((proposal) => {
      toast(t('form.sent', { version: proposal.Version }));
      onSent(proposal);
    }, focusFirstInvalid);
  }

  const summary = summarize(detail, draft);
  const clientProblem = Object.keys(errors).length > 0 ? t('problems.checkFields') : null;
  const spacesError = err('spaces');
  const optionsError = err('options');
  const optionsById = new Map(detail.Options.map((o) => [o.OptionId, o]));
  const addable = detail.Options.filter((o) => !draft.options.some((d) => d.optionId === o.OptionId));
  const title = current ? t('form.titleNew', { version: current.Version + 1 }) : t('form.title');

  return (
    <form ref={formRef} className="ht-form" aria-labelledby="ht-form-title" noValidate onSubmit={submit}>
      <h2 id="ht-form-title">{title}</h2>
      <fieldset className="ht-group" data-invalid={spacesError ? 'true' : undefined}>
        <legend>{t('form.spaces')}</legend>
        <p className="muted">{t('form.spacesHint', { count: request.Seats })}</p>
        {spacesError && (
          <p className="error" id="ht-spaces-error">
            {spacesError}
          </p>
        )}
        {detail.Spaces.length === 0 && <p>{t('form.noSpaces')}</p>}
        {detail.Spaces.map((space) => {
          const d = draft.spaces.find((s) => s.spaceId === space.SpaceId);
          if (!d) return null;
          return (
            <SpaceChoice
              key={space.SpaceId}
              space={space}
              draft={d}
              err={err}
              describedBy={spacesError ? 'ht-spaces-error' : undefined}
              requestSeats={request.Seats}
              onChange={(change) => setSpace(space.SpaceId, change)}
            />
          );
        })}
      </fieldset>

      <fieldset className="ht-group">
        <legend>{t('form.options')}</legend>
        {optionsError && <p className="error">{optionsError}</p>}
        {detail.Options.length === 0 && <p>{t('form.noOptions')}</p>}
        {draft.options.map((o) => {
          const option = optionsById.get(o.optionId);
          if (!option) return null;
          return (
            <OptionLine
              key={o.optionId}
              option={option}
              draft={o}
              err={err}
              onChange={(change) => setOption(o.optionId, change)}
              onRemove={() => setDraft((dr) => ({ ...dr, options: dr.options.filter((x) => x !== o) }))}
            />
          );
        })}
        {addable.length > 0 && (
          <AddOption
            options={addable}
            onAdd={(optionId) => {
              const option = optionsById.get(optionId);
              if (!option) return;
              setDraft((dr) => ({
                ...dr,
                options: [
                  ...dr.options,
                  { optionId, amount: String(option.SuggestedAmount || 1), price: '' },
                ],
              }));
            }}
          />
        )}
      </fieldset>

      <Field label={t('form.text')} error={err('text')} hint={t('form.textHint')}>
        {(p) => (
          <textarea
            {...p}
            rows={5}
            maxLength={PROPOSAL_TEXT_MAX}
            value={draft.text}
            onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value }))}
          />
        )}
      </Field>
      <Field
        label={t('form.validUntil')}
        error={err('validUntil')}
        hint={t('form.validUntilHint', { first: formatDate(request.StartDate, locale) })}
      >
        {(p) => (
          <input
            {...p}
            type="date"
            className="ht-date"
            min={today}
            max={request.StartDate.slice(0, 10)}
            value={draft.validUntil}
            onChange={(e) => setDraft((d) => ({ ...d, validUntil: e.target.value }))}
          />
        )}
      </Field>

      <section aria-labelledby="ht-summary-title" className="ht-summary" data-testid="proposal-summary">
        <h3 id="ht-summary-title">{t('summary.title')}</h3>
        <dl className="facts">
          {(
            [
              ['excl', t('summary.excl'), money(summary.exclTax, locale)],
              ...summary.taxes.map(
                (tax) =>
                  [
                    `vat${tax.percentage}`,
                    t('summary.vatRate', { percentage: tax.percentage }),
                    money(tax.amount, locale),
                  ] as const,
              ),
              ['vat', t('summary.vat'), money(summary.tax, locale)],
              ['incl', t('summary.incl'), money(summary.inclTax, locale)],
              [
                'perPerson',
                t('summary.perPersonOf', { count: request.Seats }),
                money(summary.perPerson, locale),
              ],
              ['adjustments', t('summary.adjustments'), signedMoney(summary.adjustments, locale)],
            ] as const
          ).map(([key, label, value]) => (
            <div key={key} className="ht-fact" data-testid={`summary-${key}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {request.Budget !== null && (
          <p className={summary.exclTax > request.Budget ? 'notice' : 'muted'}>
            {summary.exclTax > request.Budget
              ? t('summary.overBudget', { budget: money(request.Budget, locale) })
              : t('summary.withinBudget', { budget: money(request.Budget, locale) })}
          </p>
        )}
        <p className="muted">{t('summary.indicative')}</p>
      </section>

      <ProblemAlert problem={clientProblem ?? { ...problem, fields: unplaced }} />
      <div className="ht-actions">
        <button type="submit" disabled={send.isPending}>
          {current ? t('form.sendNew') : t('form.send')}
        </button>
        {onCancel && (
          <button type="button" className="secondary" onClick={onCancel} disabled={send.isPending}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

type Candidate = HostTenderDetail['Spaces'][number];
type CandidateOption = HostTenderDetail['Options'][number];

/** One candidate space: whether it is free (or why not), its list price, and when chosen its setting, people and price. */
function SpaceChoice({
  space,
  draft,
  err,
  describedBy,
  requestSeats,
  onChange,
}: {
  space: Candidate;
  /** The people the list price is computed for (the request's). */
  requestSeats: number;
  draft: SpaceDraft;
  err: (field: string) => string | undefined;
  describedBy: string | undefined;
  onChange: (change: Partial<SpaceDraft>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const typed = draft.price.trim() === '' ? null : parseEuros(draft.price);
  const difference = typed === null || Number.isNaN(typed) ? 0 : typed - space.ListPrice;
  const seats = parseWhole(draft.seats);
  const statusId = `${id}-status`;
  return (
    <fieldset
      className={`ht-space${draft.chosen ? ' ht-space--chosen' : ''}`}
      data-testid={`space-${space.SpaceId}`}
    >
      <legend>{space.Name}</legend>
      <p id={statusId} className={space.Available ? 'ht-free' : 'ht-taken'}>
        {space.Available
          ? t('form.available', { price: money(space.ListPrice, locale) })
          : t('form.unavailable', {
              reasons: space.Warnings.map((w) => t(`warnings.${w}`, { defaultValue: w })).join('; ') || '–',
            })}
        {' · '}
        {t('form.capacity', { count: space.Capacity })}
      </p>
      {err(`space.${space.SpaceId}`) && (
        <p className="error" id={`${id}-error`}>
          {err(`space.${space.SpaceId}`)}
        </p>
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={draft.chosen}
          disabled={!space.Available && !draft.chosen}
          aria-describedby={[statusId, describedBy, err(`space.${space.SpaceId}`) ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ')}
          aria-invalid={err(`space.${space.SpaceId}`) ? true : undefined}
          onChange={(e) => onChange({ chosen: e.target.checked })}
        />
        {t('form.offerSpace', { name: space.Name })}
      </label>
      {draft.chosen && (
        <div className="ht-fields">
          <Field label={t('form.setting')} error={err(`space.${space.SpaceId}.setting`)}>
            {(p) => (
              <select
                {...p}
                value={draft.settingId}
                onChange={(e) => onChange({ settingId: e.target.value })}
              >
                {space.Settings.map((s) => (
                  <option key={s.SettingId} value={s.SettingId}>
                    {t('form.settingRange', {
                      name: spaceSettingName(s.SettingId, locale) ?? s.SettingId,
                      min: s.MinSeats,
                      max: s.MaxSeats,
                    })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('form.seats')} error={err(`space.${space.SpaceId}.seats`)}>
            {(p) => (
              <input
                {...p}
                inputMode="numeric"
                className="ht-number"
                value={draft.seats}
                onChange={(e) => onChange({ seats: e.target.value })}
              />
            )}
          </Field>
          <Field
            label={t('form.price')}
            error={err(`space.${space.SpaceId}.price`)}
            hint={t('form.priceHint', { price: money(space.ListPrice, locale) })}
          >
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                className="ht-money"
                value={draft.price}
                onChange={(e) => onChange({ price: e.target.value })}
              />
            )}
          </Field>
          {difference !== 0 && (
            <p className="ht-adjustment" data-testid={`space-${space.SpaceId}-adjustment`}>
              {t('form.adjustment', { difference: signedMoney(difference, locale) })}
            </p>
          )}
          {!Number.isNaN(seats) && seats !== requestSeats && (
            <p className="muted">{t('form.listPriceSeats')}</p>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** An added option: amount and an adjusted price per item, and a button that takes it out. */
function OptionLine({
  option,
  draft,
  err,
  onChange,
  onRemove,
}: {
  option: CandidateOption;
  draft: OptionDraft;
  err: (field: string) => string | undefined;
  onChange: (change: Partial<OptionDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const typed = draft.price.trim() === '' ? null : parseEuros(draft.price);
  const amount = parseWhole(draft.amount);
  const difference =
    typed === null || Number.isNaN(typed) || Number.isNaN(amount)
      ? 0
      : (typed - option.ListPricePerItem) * amount;
  return (
    <fieldset className="ht-option" data-testid={`option-${option.OptionId}`}>
      <legend>{option.Name}</legend>
      {err(`option.${option.OptionId}`) && <p className="error">{err(`option.${option.OptionId}`)}</p>}
      <div className="ht-fields">
        <Field label={t('form.amount')} error={err(`option.${option.OptionId}.amount`)}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              className="ht-number"
              value={draft.amount}
              onChange={(e) => onChange({ amount: e.target.value })}
            />
          )}
        </Field>
        <Field
          label={t('form.pricePerItem')}
          error={err(`option.${option.OptionId}.price`)}
          hint={t('form.priceHint', { price: money(option.ListPricePerItem, locale) })}
        >
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              className="ht-money"
              value={draft.price}
              onChange={(e) => onChange({ price: e.target.value })}
            />
          )}
        </Field>
      </div>
      {difference !== 0 && (
        <p className="ht-adjustment">
          {t('form.adjustment', { difference: signedMoney(difference, locale) })}
        </p>
      )}
      <button type="button" className="link" onClick={onRemove}>
        {t('form.removeOption', { name: option.Name })}
      </button>
    </fieldset>
  );
}

/** A select of the location's options not yet added, and the button that adds the chosen one. */
function AddOption({ options, onAdd }: { options: CandidateOption[]; onAdd: (optionId: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [chosen, setChosen] = useState('');
  const value = options.some((o) => String(o.OptionId) === chosen)
    ? chosen
    : String(options[0]?.OptionId ?? '');
  return (
    <div className="ht-add">
      <Field label={t('form.addOptionLabel')}>
        {(p) => (
          <select {...p} value={value} onChange={(e) => setChosen(e.target.value)}>
            {options.map((o) => (
              <option key={o.OptionId} value={o.OptionId}>
                {t('form.optionChoice', { name: o.Name, price: money(o.ListPricePerItem, locale) })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="button" className="secondary" onClick={() => value && onAdd(Number(value))}>
        {t('form.addOption')}
      </button>
    </div>
  );
}
