import {
  addDays,
  localizedPath,
  MEETING_TYPE_IDS,
  MEETING_TYPE_NAMES,
  minutesToTime,
  OPTION_CATEGORY_IDS,
  OPTION_CATEGORY_NAMES,
  PROPOSAL_TEXT_MAX,
  SPACE_SETTINGS,
  TENDER_LOCATIONS,
} from '@meetspace/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { todayInNl } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import type { InPlaceLogin } from '../../../lib/login-slot.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { useSession } from '../../../lib/session.tsx';
import { sendTender, useLocationNames } from '../api/tender.ts';
import {
  checkDraft,
  clearDraft,
  draftFromUrl,
  formCode,
  loadDraft,
  NAME_MAX,
  saveDraft,
  type TenderDraft,
  type TenderField,
  tenderBodyOf,
} from '../tender-draft.ts';
import { LocationPicker } from './location-picker.tsx';

const STARTS = Array.from({ length: 96 }, (_, i) => i * 15);
/** The fields the form shows an error beside (others are listed under the sentence). */
const SHOWN = [
  'Name',
  'StartDate',
  'EndDate',
  'StartMinutes',
  'EndMinutes',
  'Seats',
  'SettingId',
  'Budget',
  'Description',
  'LocationIds',
];
const ENDS = Array.from({ length: 96 }, (_, i) => (i + 1) * 15);

/** The sentence of a field error code: the feature's own, else the common catalog's. */
export function useFieldSentence() {
  const { t, i18n } = useTranslation();
  return (code: string) => {
    for (const key of [`form.errors.${code}`, `problems.${code}`, `problems.field.${code}`]) {
      if (i18n.exists(key, { ns: ['tender', 'common'] })) return t(key);
    }
    return t('problems.field.invalid');
  };
}

/**
 * `/offerte-aanvragen` (`/en/tender`): a request for proposals for one meeting, sent to 1 to 5
 * locations. Anyone may fill it in (prefilled from a search or a location page by the URL); sending
 * it needs a member, so a visitor logs in or registers in place at that moment, the draft kept in
 * this tab's session storage, and the request goes out once they are logged in.
 */
export function TenderPage({ Login }: { Login: InPlaceLogin }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const [params] = useSearchParams();
  const today = todayInNl();
  const [draft, setDraft] = useState<TenderDraft>(() => draftFromUrl(params, today));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [awaitingLogin, setAwaitingLogin] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  const id = useId();
  const sentence = useFieldSentence();
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('tender.title'));

  // A draft saved before logging in (this tab), unless the URL names other locations.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first paint (no storage on the server)
  useEffect(() => {
    if (params.has('locations')) return;
    const saved = loadDraft();
    if (saved) setDraft(saved);
  }, []);

  // Names of the locations the URL gave by id.
  const unnamed = draft.locations.filter((l) => l.Name === '').map((l) => l.Id);
  const named = useLocationNames(unnamed, locale);
  useEffect(() => {
    if (named.names.size === 0 && named.missing.length === 0) return;
    setDraft((d) => ({
      ...d,
      locations: d.locations
        .filter((l) => !named.missing.includes(l.Id))
        .map((l) => {
          const found = l.Name === '' ? named.names.get(l.Id) : undefined;
          return found ? { ...l, ...found } : l;
        }),
    }));
  }, [named]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: after each new set of errors is shown
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = <K extends keyof TenderDraft>(key: K, value: TenderDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  async function send(current: TenderDraft) {
    setSending(true);
    setProblem(null);
    try {
      const created = await sendTender(tenderBodyOf(current, locale));
      clearDraft();
      setAwaitingLogin(false);
      setSent(created.Id);
    } catch (error) {
      const described = describeProblem(error, i18n, t('tender.failed'));
      setErrors(
        Object.fromEntries(
          Object.entries(described.fields).map(([field, text]) => {
            const code = described.codes[field];
            return [field, code && formCode(field, code) !== code ? sentence(formCode(field, code)) : text];
          }),
        ),
      );
      setProblem(described.message);
      focusFirstError.current = true;
    } finally {
      setSending(false);
    }
  }

  // Logged in (or registered) in place after pressing send: the request goes out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the member arrives only
  useEffect(() => {
    if (awaitingLogin && session.member && !sending) void send(draft);
  }, [awaitingLogin, session.member]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = checkDraft(draft, today);
    const codes = Object.entries(found) as [TenderField, string][];
    setErrors(Object.fromEntries(codes.map(([field, code]) => [field, sentence(code)])));
    if (codes.length > 0) {
      setProblem(t('problems.checkFields'));
      focusFirstError.current = true;
      return;
    }
    setProblem(null);
    if (!session.member) {
      saveDraft(draft);
      setAwaitingLogin(true);
      return;
    }
    void send(draft);
  }

  if (sent !== null) {
    return (
      <section aria-labelledby={`${id}-done`} className="tender-page tender-done">
        <h1 id={`${id}-done`} ref={heading} tabIndex={-1}>
          {t('tender.done.title')}
        </h1>
        <p role="status">{t('tender.done.text', { count: draft.locations.length })}</p>
        <p>
          <Link
            data-testid="tender-sent-link"
            to={`${localizedPath('my-reservations-proposals', locale)}#tender-${sent}`}
          >
            {t('tender.done.link')}
          </Link>
        </p>
      </section>
    );
  }

  const err = (field: string) => errors[field];
  const locationErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => /^LocationIds\.\d+$/.test(field))
      .map(([field, text]) => [draft.locations[Number(field.split('.')[1])]?.Id ?? -1, text ?? '']),
  );
  const settings = [...SPACE_SETTINGS].sort((a, b) => a[locale].localeCompare(b[locale], locale));

  return (
    <section aria-labelledby={`${id}-title`} className="tender-page">
      <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('tender.title')}
      </h1>
      <p className="muted">{t('tender.intro')}</p>
      <form ref={formRef} onSubmit={submit} noValidate className="tender-form" data-testid="tender-form">
        <fieldset>
          <legend>{t('tender.meeting')}</legend>
          <Field label={t('tender.name')} hint={t('tender.nameHint')} error={err('Name')}>
            {(props) => (
              <input
                {...props}
                name="name"
                maxLength={NAME_MAX}
                value={draft.name}
                onChange={(e) => set('name', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('tender.meetingType')}>
            {(props) => (
              <select
                {...props}
                value={draft.meetingTypeId}
                onChange={(e) => set('meetingTypeId', Number(e.target.value))}
              >
                {MEETING_TYPE_IDS.map((type) => (
                  <option key={type} value={type}>
                    {MEETING_TYPE_NAMES[type][locale]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="tender-row">
            <Field label={t('tender.startDate')} error={err('StartDate')}>
              {(props) => (
                <input
                  {...props}
                  type="date"
                  name="startDate"
                  min={addDays(today, 1)}
                  value={draft.startDate}
                  onChange={(e) => {
                    const value = e.target.value;
                    setDraft((d) => ({
                      ...d,
                      startDate: value,
                      endDate: d.endDate < value ? value : d.endDate,
                    }));
                  }}
                />
              )}
            </Field>
            <Field label={t('tender.endDate')} error={err('EndDate')}>
              {(props) => (
                <input
                  {...props}
                  type="date"
                  name="endDate"
                  min={draft.startDate}
                  value={draft.endDate}
                  onChange={(e) => set('endDate', e.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="tender-row">
            <Field label={t('tender.startTime')} hint={t('tender.timesHint')} error={err('StartMinutes')}>
              {(props) => (
                <select
                  {...props}
                  name="startTime"
                  value={draft.startMinutes}
                  onChange={(e) => set('startMinutes', Number(e.target.value))}
                >
                  {STARTS.map((m) => (
                    <option key={m} value={m}>
                      {minutesToTime(m)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('tender.endTime')} error={err('EndMinutes')}>
              {(props) => (
                <select
                  {...props}
                  name="endTime"
                  value={draft.endMinutes}
                  onChange={(e) => set('endMinutes', Number(e.target.value))}
                >
                  {ENDS.map((m) => (
                    <option key={m} value={m}>
                      {minutesToTime(m)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div className="tender-row">
            <Field label={t('tender.seats')} error={err('Seats')}>
              {(props) => (
                <input
                  {...props}
                  name="seats"
                  inputMode="numeric"
                  value={draft.seats}
                  onChange={(e) => set('seats', e.target.value)}
                />
              )}
            </Field>
            <Field label={t('tender.setting')} error={err('SettingId')}>
              {(props) => (
                <select
                  {...props}
                  name="setting"
                  value={draft.settingId}
                  onChange={(e) => set('settingId', e.target.value)}
                >
                  <option value="">{t('tender.anySetting')}</option>
                  {settings.map((s) => (
                    <option key={s.Id} value={s.Id}>
                      {s[locale]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {draft.placeName && <p className="muted">{t('tender.near', { place: draft.placeName })}</p>}
        </fieldset>

        <fieldset className="tender-options">
          <legend>{t('tender.options')}</legend>
          {OPTION_CATEGORY_IDS.map((category) => (
            <label key={category} className="checkbox">
              <input
                type="checkbox"
                checked={draft.optionCategoryIds.includes(category)}
                onChange={(e) =>
                  set(
                    'optionCategoryIds',
                    e.target.checked
                      ? [...draft.optionCategoryIds, category]
                      : draft.optionCategoryIds.filter((c) => c !== category),
                  )
                }
              />{' '}
              {OPTION_CATEGORY_NAMES[category][locale]}
            </label>
          ))}
        </fieldset>

        <fieldset>
          <legend>{t('tender.wishes')}</legend>
          <Field label={t('tender.budget')} hint={t('tender.budgetHint')} error={err('Budget')}>
            {(props) => (
              <input
                {...props}
                name="budget"
                inputMode="decimal"
                value={draft.budget}
                onChange={(e) => set('budget', e.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('tender.description')}
            hint={t('tender.descriptionHint')}
            error={err('Description')}
          >
            {(props) => (
              <textarea
                {...props}
                name="description"
                rows={5}
                maxLength={PROPOSAL_TEXT_MAX}
                value={draft.description}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </Field>
        </fieldset>

        <LocationPicker
          locations={draft.locations}
          error={err('LocationIds')}
          itemErrors={locationErrors}
          onChange={(locations) => set('locations', locations)}
          max={TENDER_LOCATIONS.max}
        />

        <ProblemAlert problem={problem} shown={(f) => SHOWN.includes(f) || /^LocationIds\.\d+$/.test(f)} />
        {!(awaitingLogin && !session.member) && (
          <p className="actions">
            <button type="submit" disabled={sending} data-testid="tender-send">
              {sending ? t('tender.sending') : t('tender.send')}
            </button>
          </p>
        )}
      </form>
      {/* Outside the tender's form: the login has forms of its own. */}
      {awaitingLogin && !session.member && (
        <div className="tender-login" data-testid="tender-login">
          <Login intro={t('tender.loginIntro')} />
        </div>
      )}
    </section>
  );
}
