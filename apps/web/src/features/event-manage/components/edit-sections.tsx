import {
  EVENT_ONLINE_VALUES,
  EVENT_TYPES,
  type EventOnlineValue,
  type EventUpdateBody,
  type EventView,
  hybridCapacityWarning,
  localizedPath,
} from '@meetspace/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { todayInNl } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { readAsDataUrl } from '../../../lib/image-file.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { calls, useEventChange } from '../api/event-manage.ts';
import {
  capacityOf,
  type DraftErrors,
  draftErrors,
  draftOfEvent,
  type EventDraft,
  imageWideEnough,
  isJpegFile,
  movesEvent,
  stepOfField,
  updateBodyOf,
} from '../event-draft.ts';
import {
  imageWidth,
  LocationSearch,
  PricesInput,
  ProgramInput,
  TagInput,
  TimeSelect,
  useSentence,
} from './fields.tsx';

type Page = 'basic' | 'settings' | 'program';
const STEPS_OF_PAGE: Record<Page, string[]> = {
  basic: ['name', 'picture', 'description', 'type'],
  settings: ['type'],
  program: ['program'],
};
/** Fields of the type step that the basic info page shows (the rest are settings). */
const BASIC_TYPE_FIELDS = /^(EventTypeId|IsOnline|LocationId|LocationName|Address|Postalcode|City|Country)$/;

/** A form of one page over the event's fields: its draft, its errors, and saving what changed. */
function useEditForm(event: EventView, page: Page) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const sentence = useSentence();
  const before = useRef(draftOfEvent(event)).current;
  const [draft, setDraft] = useState<EventDraft>(before);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);
  const save = useEventChange(event.Id, (body: EventUpdateBody) => calls.update(event.Id, body));

  // biome-ignore lint/correctness/useExhaustiveDependencies: after each new set of errors
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const onPage = (field: string) => {
    const step = stepOfField(field);
    if (!STEPS_OF_PAGE[page].includes(step)) return false;
    if (step !== 'type') return true;
    return page === 'basic' ? BASIC_TYPE_FIELDS.test(field) : !BASIC_TYPE_FIELDS.test(field);
  };

  /** Checks the page's fields; true when it may be saved. */
  function check(): boolean {
    const moved = draft.StartDate !== before.StartDate || draft.StartMinutes !== before.StartMinutes;
    const found = Object.fromEntries(
      Object.entries(draftErrors(draft, todayInNl(), { checkStart: moved, imageRequired: false })).filter(
        ([f]) => onPage(f),
      ),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem(t('problems.checkFields'));
      focusError.current = true;
      return false;
    }
    setProblem(null);
    return true;
  }

  function submit() {
    if (save.isPending) return;
    const body = updateBodyOf(before, draft, page, locale);
    if (Object.keys(body).length === 0) {
      toast(t('manage.nothingChanged'));
      return;
    }
    // The saved event remounts this form (its key is the event's UpdatedAt), so the outcome is
    // read from the promise: callbacks given to `mutate` would not run once the form is gone.
    save.mutateAsync(body).then(
      () => toast(t('manage.saved')),
      (error: unknown) => {
        const described = describeProblem(error, i18n, t('manage.saveFailed'));
        setErrors(described.codes);
        setProblem(described.message);
        focusError.current = true;
      },
    );
  }

  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const err = (f: string) => sentence(errors[f]);
  const errs = Object.fromEntries(Object.keys(errors).map((f) => [f, err(f)]));
  return { draft, setDraft, set, err, errs, problem, check, submit, save, formRef, before, onPage };
}

/** Name, dates and times, place, description, tags and picture (`PUT /v1/event/{id}`). */
export function BasicInfoSection({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const form = useEditForm(event, 'basic');
  const { draft, set, err } = form;
  const [confirming, setConfirming] = useState(false);
  const [imageBusy, setImageBusy] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const sentence = useSentence();
  const moves = movesEvent(form.before, draft);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!form.check()) return;
    if (moves && !confirming && event.ParticipantCount + event.WaitingListCount > 0) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    form.submit();
  }

  async function chooseImage() {
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    setImageError(null);
    if (!isJpegFile(file)) return setImageError('image_type');
    const width = (await imageWidth(file)) ?? -1;
    if (width < 0) return setImageError('image_unreadable');
    if (!imageWideEnough(width)) return setImageError('image_narrow');
    setImageBusy(true);
    try {
      const data = await readAsDataUrl(file);
      const uploaded = await calls.upload(data.slice(data.indexOf(',') + 1), event.Id);
      form.setDraft((d) => ({ ...d, Image: uploaded.Url, Preview: uploaded.Url }));
    } catch (error) {
      const described = describeProblem(error, i18n, t('wizard.picture.failed'));
      setImageError(described.codes.Base64Image ?? 'event_image_invalid');
    } finally {
      setImageBusy(false);
    }
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="em-form" data-testid="em-basic-form">
      <h2>{t('sections.basicInfo')}</h2>
      <ProblemAlert problem={form.problem} />
      <Field label={t('fields.name')} error={err('Name')}>
        {(p) => (
          <input {...p} value={draft.Name} maxLength={120} onChange={(e) => set('Name', e.target.value)} />
        )}
      </Field>
      <Field label={t('fields.type')}>
        {(p) => (
          <select
            {...p}
            value={draft.EventTypeId}
            onChange={(e) => set('EventTypeId', Number(e.target.value))}
          >
            {EVENT_TYPES.map((type) => (
              <option key={type.Id} value={type.Id}>
                {type[locale]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="em-row">
        <Field label={t('fields.startDate')} error={err('StartDate')}>
          {(p) => (
            <input
              {...p}
              type="date"
              data-testid="em-start-date"
              value={draft.StartDate}
              onChange={(e) => {
                const v = e.target.value;
                form.setDraft((d) => ({ ...d, StartDate: v, EndDate: d.EndDate < v ? v : d.EndDate }));
              }}
            />
          )}
        </Field>
        <TimeSelect
          label={t('fields.startTime')}
          value={draft.StartMinutes}
          onChange={(m) => set('StartMinutes', m)}
        />
        <Field label={t('fields.endDate')} error={err('EndDate')}>
          {(p) => (
            <input
              {...p}
              type="date"
              data-testid="em-end-date"
              value={draft.EndDate}
              onChange={(e) => set('EndDate', e.target.value)}
            />
          )}
        </Field>
        <TimeSelect
          label={t('fields.endTime')}
          ends
          value={draft.EndMinutes}
          onChange={(m) => set('EndMinutes', m)}
        />
      </div>
      <fieldset>
        <legend>{t('fields.online')}</legend>
        {EVENT_ONLINE_VALUES.map((v) => (
          <label key={v} className="check">
            <input
              type="radio"
              name="em-edit-online"
              checked={draft.IsOnline === v}
              onChange={() => set('IsOnline', v as EventOnlineValue)}
            />{' '}
            {t(`online.${v}`)}
          </label>
        ))}
      </fieldset>
      {draft.IsOnline !== 'online' && (
        <fieldset>
          <legend>{t('fields.place')}</legend>
          <label className="check">
            <input
              type="radio"
              name="em-edit-place"
              checked={draft.place === 'location'}
              onChange={() => set('place', 'location')}
            />{' '}
            {t('fields.placeLocation')}
          </label>
          <label className="check">
            <input
              type="radio"
              name="em-edit-place"
              checked={draft.place === 'address'}
              onChange={() => set('place', 'address')}
            />{' '}
            {t('fields.placeAddress')}
          </label>
          {draft.place === 'location' ? (
            <LocationSearch
              chosen={{ Id: draft.LocationId, Name: draft.LocationName, City: draft.City }}
              error={err('LocationId')}
              onChoose={(l) =>
                form.setDraft((d) => ({
                  ...d,
                  LocationId: l?.Id ?? null,
                  LocationName: l?.Name ?? '',
                  City: l?.City ?? '',
                }))
              }
            />
          ) : (
            <div className="em-row">
              {(['LocationName', 'Address', 'Postalcode', 'City', 'Country'] as const).map((f) => (
                <Field
                  key={f}
                  label={t(`fields.${f === 'LocationName' ? 'placeName' : f.toLowerCase()}`)}
                  error={err(f)}
                >
                  {(p) => (
                    <input {...p} value={draft[f]} maxLength={200} onChange={(e) => set(f, e.target.value)} />
                  )}
                </Field>
              ))}
            </div>
          )}
        </fieldset>
      )}
      <Field label={t('fields.description')} error={err('Description')}>
        {(p) => (
          <textarea
            {...p}
            rows={8}
            maxLength={10_000}
            value={draft.Description}
            onChange={(e) => set('Description', e.target.value)}
          />
        )}
      </Field>
      <TagInput tags={draft.Tags} onChange={(v) => set('Tags', v)} error={err('Tags')} />
      <Field
        label={t('wizard.picture.replace')}
        hint={t('wizard.picture.hint')}
        error={sentence(imageError ?? undefined) ?? err('Image')}
      >
        {(p) => (
          <input
            {...p}
            ref={fileRef}
            type="file"
            accept="image/jpeg,.jpg,.jpeg"
            onChange={() => void chooseImage()}
          />
        )}
      </Field>
      <p role="status" className="muted">
        {imageBusy ? t('wizard.picture.uploading') : ''}
      </p>
      {draft.Preview && <img className="em-preview" src={draft.Preview} alt={t('wizard.picture.preview')} />}
      {moves && (
        <p className="notice" data-testid="em-moves-notice">
          {t('manage.basic.mailNotice')}
        </p>
      )}
      <div className="em-actions">
        {confirming ? (
          <>
            <button type="submit" disabled={form.save.isPending || imageBusy} data-testid="em-confirm-save">
              {t('manage.basic.confirmSave')}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              {t('manage.cancel')}
            </button>
          </>
        ) : (
          <button type="submit" disabled={form.save.isPending || imageBusy} data-testid="em-save">
            {t('manage.save')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The program items (`PUT /v1/event/{id}` with `ProgramItems`). */
export function ProgramSection({ event }: { event: EventView }) {
  const { t } = useTranslation();
  const form = useEditForm(event, 'program');
  return (
    <form
      ref={form.formRef}
      noValidate
      className="em-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (form.check()) form.submit();
      }}
    >
      <h2>{t('sections.program')}</h2>
      <ProblemAlert problem={form.problem} />
      <ProgramInput
        items={form.draft.ProgramItems}
        onChange={(v) => form.set('ProgramItems', v)}
        errors={form.errs}
        defaultDate={form.draft.StartDate}
      />
      <div className="em-actions">
        <button type="submit" disabled={form.save.isPending}>
          {t('manage.save')}
        </button>
      </div>
    </form>
  );
}

/** Capacity, prices, public or private, ticket link, online URL; and deleting the event. */
export function SettingsSection({ event }: { event: EventView }) {
  const { t } = useTranslation();
  const form = useEditForm(event, 'settings');
  const { draft, set, err } = form;
  const capacity = capacityOf(draft);
  return (
    <>
      <form
        ref={form.formRef}
        noValidate
        className="em-form"
        data-testid="em-settings-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.check()) form.submit();
        }}
      >
        <h2>{t('sections.settings')}</h2>
        <ProblemAlert problem={form.problem} />
        <Field label={t('fields.capacity')} hint={t('fields.capacityHint')} error={err('MaxCapacity')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={draft.MaxCapacity}
              onChange={(e) => set('MaxCapacity', e.target.value)}
            />
          )}
        </Field>
        {hybridCapacityWarning(draft.IsOnline, Number.isNaN(capacity) ? null : capacity) && (
          <p className="notice">{t('wizard.hybridWarning')}</p>
        )}
        <PricesInput prices={draft.Prices} onChange={(v) => set('Prices', v)} errors={form.errs} />
        <fieldset>
          <legend>{t('fields.visibility')}</legend>
          <label className="check">
            <input
              type="radio"
              name="em-set-public"
              checked={draft.IsPublic}
              onChange={() => set('IsPublic', true)}
            />{' '}
            {t('fields.public')}
          </label>
          <label className="check">
            <input
              type="radio"
              name="em-set-public"
              checked={!draft.IsPublic}
              onChange={() => set('IsPublic', false)}
            />{' '}
            {t('fields.private')}
          </label>
        </fieldset>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.IsTicketLink}
            onChange={(e) => set('IsTicketLink', e.target.checked)}
          />{' '}
          {t('fields.ticketLink')}
        </label>
        <Field label={t(draft.IsTicketLink ? 'fields.ticketUrl' : 'fields.siteUrl')} error={err('Url')}>
          {(p) => <input {...p} type="url" value={draft.Url} onChange={(e) => set('Url', e.target.value)} />}
        </Field>
        {draft.IsOnline !== 'offline' && (
          <Field label={t('fields.onlineUrl')} hint={t('fields.onlineUrlHint')} error={err('OnlineUrl')}>
            {(p) => (
              <input
                {...p}
                type="url"
                value={draft.OnlineUrl}
                onChange={(e) => set('OnlineUrl', e.target.value)}
              />
            )}
          </Field>
        )}
        <div className="em-actions">
          <button type="submit" disabled={form.save.isPending}>
            {t('manage.save')}
          </button>
        </div>
      </form>
      <DeleteEvent event={event} />
    </>
  );
}

/** Deleting the event: a checkbox confirms, then `DELETE /v1/Event/{id}` (participants are told). */
function DeleteEvent({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const [sure, setSure] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useEventChange(event.Id, () => calls.remove(event.Id));
  return (
    <section className="em-danger" aria-labelledby="em-delete-title">
      <h2 id="em-delete-title">{t('manage.delete.title')}</h2>
      <p>{t('manage.delete.text')}</p>
      <ProblemAlert problem={problem} />
      <label className="check">
        <input
          type="checkbox"
          checked={sure}
          data-testid="em-delete-sure"
          onChange={(e) => setSure(e.target.checked)}
        />{' '}
        {t('manage.delete.confirm')}
      </label>
      <button
        type="button"
        className="danger"
        disabled={!sure || remove.isPending}
        data-testid="em-delete"
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast(t('manage.delete.done'));
              navigate(localizedPath('my-events-organizedEvents', locale));
            },
            onError: (error) => setProblem(describeProblem(error, i18n, t('manage.delete.failed')).message),
          })
        }
      >
        {t('manage.delete.button')}
      </button>
    </section>
  );
}
