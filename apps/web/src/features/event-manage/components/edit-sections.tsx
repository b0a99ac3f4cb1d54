import { type EventUpdateBody, type EventView, localizedPath } from '@meetspace/domain';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
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
  CapacityField,
  DescriptionField,
  NameField,
  OnlineUrlField,
  TicketLinkFields,
  TypeSelect,
  VisibilityChoice,
} from './fields/basics.tsx';
import { OnlineChoice, PlaceFields } from './fields/place.tsx';
import { PricesInput } from './fields/prices.tsx';
import { ProgramInput } from './fields/program.tsx';
import { imageWidth, useSentence } from './fields/shared.ts';
import { TagInput } from './fields/tags.tsx';
import { WhenFields } from './fields/when.tsx';

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
  const fields = { draft, setDraft, err };
  return { draft, setDraft, set, err, errs, fields, problem, check, submit, save, formRef, before, onPage };
}

/** Name, dates and times, place, description, tags and picture (`PUT /v1/event/{id}`). */
export function BasicInfoSection({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation();
  const form = useEditForm(event, 'basic');
  const { draft, err } = form;
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
    <EditForm
      form={form}
      title={t('sections.basicInfo')}
      testId="em-basic-form"
      onSubmit={onSubmit}
      actions={
        confirming ? (
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
        )
      }
    >
      <NameField {...form.fields} />
      <TypeSelect {...form.fields} />
      <WhenFields {...form.fields} />
      <OnlineChoice {...form.fields} name="em-edit" />
      <PlaceFields {...form.fields} name="em-edit" />
      <DescriptionField {...form.fields} />
      <TagInput tags={draft.Tags} onChange={(v) => form.set('Tags', v)} error={err('Tags')} />
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
    </EditForm>
  );
}

/** The program items (`PUT /v1/event/{id}` with `ProgramItems`). */
export function ProgramSection({ event }: { event: EventView }) {
  const { t } = useTranslation();
  const form = useEditForm(event, 'program');
  return (
    <EditForm form={form} title={t('sections.program')}>
      <ProgramInput
        items={form.draft.ProgramItems}
        onChange={(v) => form.set('ProgramItems', v)}
        errors={form.errs}
        defaultDate={form.draft.StartDate}
      />
    </EditForm>
  );
}

/** Capacity, prices, public or private, ticket link, online URL; and deleting the event. */
export function SettingsSection({ event }: { event: EventView }) {
  const { t } = useTranslation();
  const form = useEditForm(event, 'settings');
  return (
    <>
      <EditForm form={form} title={t('sections.settings')} testId="em-settings-form">
        <CapacityField {...form.fields} />
        <PricesInput prices={form.draft.Prices} onChange={(v) => form.set('Prices', v)} errors={form.errs} />
        <VisibilityChoice {...form.fields} name="em-set" />
        <TicketLinkFields {...form.fields} alwaysUrl />
        <OnlineUrlField {...form.fields} />
      </EditForm>
      <DeleteEvent event={event} />
    </>
  );
}

/**
 * The form of one page: its title, the problem, the fields, and its buttons (by default one
 * "save" that checks the page's fields, then sends what changed).
 */
function EditForm({
  form,
  title,
  testId,
  onSubmit,
  actions,
  children,
}: {
  form: ReturnType<typeof useEditForm>;
  title: string;
  testId?: string;
  onSubmit?: (e: FormEvent) => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      ref={form.formRef}
      noValidate
      className="em-form"
      data-testid={testId}
      onSubmit={
        onSubmit ??
        ((e) => {
          e.preventDefault();
          if (form.check()) form.submit();
        })
      }
    >
      <h2>{title}</h2>
      <ProblemAlert problem={form.problem} />
      {children}
      <div className="em-actions">
        {actions ?? (
          <button type="submit" disabled={form.save.isPending}>
            {t('manage.save')}
          </button>
        )}
      </div>
    </form>
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
