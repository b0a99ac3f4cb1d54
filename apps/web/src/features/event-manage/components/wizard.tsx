import { eventTypeName, localizedPath, minutesToTime } from '@meetspace/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { StepNav } from '../../../components/step-nav.tsx';
import { formatDate, todayInNl } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { readAsDataUrl } from '../../../lib/image-file.ts';
import type { InPlaceLogin } from '../../../lib/login-slot.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { useSession } from '../../../lib/session.tsx';
import { calls, useGroupName } from '../api/event-manage.ts';
import {
  clearWizard,
  type DraftErrors,
  type EventDraft,
  emptyDraft,
  eventBodyOf,
  firstStepWithErrors,
  groupOfSearch,
  imageWideEnough,
  inGroup,
  isJpegFile,
  loadWizard,
  saveWizard,
  stepErrors,
  stepOfField,
  WIZARD_STEPS,
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

/**
 * `/evenementen/nieuw` (`/en/events/new`): the 6 steps of a new event. Step 1 is open to anyone;
 * going on needs a member (logged in in place). The draft lives in this tab's session storage,
 * so a reload or the login keeps it; the last step saves it as a draft or publishes it, then
 * opens the event's dashboard.
 */
export function EventWizard({ Login }: { Login: InPlaceLogin }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Opened from a group's events (`?group=<id>`): the event is created in that group.
  const groupId = groupOfSearch(search);
  const groupName = useGroupName(session.member ? groupId : null);
  const today = todayInNl();
  const [draft, setDraft] = useState<EventDraft>(() => emptyDraft(today));
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [imageState, setImageState] = useState<'idle' | 'checking' | 'uploading'>('idle');
  const [restored, setRestored] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const focusError = useRef(false);
  const sentence = useSentence();
  const heading = useFocusHeading<HTMLHeadingElement>();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  usePageTitle(t('wizard.title'));

  // The draft of this tab (after a reload or a login), once after the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once (no storage on the server)
  useEffect(() => {
    const saved = loadWizard(today);
    if (saved) {
      setDraft(saved.draft);
      setStep(saved.step);
    }
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) saveWizard({ draft, step });
  }, [draft, step, restored]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: after each new set of errors
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: after a move to another step
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    stepHeading.current?.focus();
  }, [step]);

  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const err = (field: string) => sentence(errors[field]);
  const errs = Object.fromEntries(Object.keys(errors).map((f) => [f, err(f)]));
  const stepName = WIZARD_STEPS[step - 1] ?? 'name';
  const needsLogin = step > 1 && !session.member;

  function goTo(n: number) {
    setErrors({});
    setProblem(null);
    moved.current = true;
    setStep(n);
  }

  function next(event: FormEvent) {
    event.preventDefault();
    const found = stepErrors(draft, stepName, today);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem(t('problems.checkFields'));
      focusError.current = true;
      return;
    }
    goTo(step + 1);
  }

  function reset() {
    clearWizard();
    setDraft(emptyDraft(today));
    if (fileRef.current) fileRef.current.value = '';
    goTo(1);
  }

  async function chooseImage() {
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    setErrors({});
    setProblem(null);
    if (!isJpegFile(file)) {
      setErrors({ Image: 'image_type' });
      return;
    }
    setImageState('checking');
    const width = await imageWidth(file);
    if (width === null || !imageWideEnough(width)) {
      setImageState('idle');
      setErrors({ Image: width === null ? 'image_unreadable' : 'image_narrow' });
      return;
    }
    setImageState('uploading');
    try {
      const data = await readAsDataUrl(file);
      const uploaded = await calls.upload(data.slice(data.indexOf(',') + 1));
      setDraft((d) => ({ ...d, Image: uploaded.Url, Preview: uploaded.Url }));
    } catch (error) {
      const described = describeProblem(error, i18n, t('wizard.picture.failed'));
      setErrors({ Image: described.codes.Base64Image ?? described.codes.Image ?? 'event_image_invalid' });
      setProblem(described.message);
    } finally {
      setImageState('idle');
    }
  }

  async function save(publish: boolean) {
    if (busy) return;
    const first = firstStepWithErrors(draft, today);
    if (first) {
      const n = WIZARD_STEPS.indexOf(first) + 1;
      goTo(n);
      setErrors(stepErrors(draft, first, today));
      setProblem(t('problems.checkFields'));
      focusError.current = true;
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const created = await calls.create(inGroup(eventBodyOf(draft, publish, locale), groupId));
      clearWizard();
      navigate(localizedPath('my-event', locale, { id: created.Id }));
    } catch (error) {
      const described = describeProblem(error, i18n, t('wizard.failed'));
      const fields = Object.keys(described.codes);
      if (fields.length > 0) {
        const target = WIZARD_STEPS.find((s) => fields.some((f) => stepOfField(f) === s)) ?? 'confirm';
        const n = WIZARD_STEPS.indexOf(target) + 1;
        if (n !== step) goTo(n);
        setErrors(
          Object.fromEntries(Object.entries(described.codes).filter(([f]) => stepOfField(f) === target)),
        );
        focusError.current = true;
      }
      setProblem(described.message);
    } finally {
      setBusy(false);
    }
  }

  const steps = WIZARD_STEPS.map((key) => ({ key, label: t(`wizard.steps.${key}`) }));
  const fields = { draft, setDraft, err };

  return (
    <section aria-labelledby="em-wizard-title" className="em-page em-wizard">
      <h1 id="em-wizard-title" ref={heading} tabIndex={-1}>
        {t('wizard.title')}
      </h1>
      {groupId !== null && (
        <p className="notice" data-testid="em-in-group">
          {groupName ? t('wizard.inGroup', { name: groupName }) : t('wizard.inAGroup')}
        </p>
      )}
      <StepNav
        label={t('wizard.stepsLabel')}
        backTo={t('wizard.backTo')}
        steps={steps}
        current={step}
        locked={busy}
        onGoTo={goTo}
      />
      {needsLogin ? (
        <div className="em-login" data-testid="em-login">
          <Login intro={t('wizard.loginIntro')} />
          <p>
            <button type="button" className="link" onClick={() => goTo(1)}>
              {t('wizard.backToStart')}
            </button>
          </p>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={next} data-testid={`em-step-${stepName}`}>
          <h2 ref={stepHeading} tabIndex={-1}>
            {t('wizard.stepTitle', {
              n: step,
              total: WIZARD_STEPS.length,
              title: t(`wizard.steps.${stepName}`),
            })}
          </h2>
          <ProblemAlert problem={problem} />

          {stepName === 'name' && (
            <>
              <NameField {...fields} />
              <WhenFields {...fields} today={today} />
            </>
          )}

          {stepName === 'picture' && (
            <>
              <Field label={t('wizard.picture.label')} hint={t('wizard.picture.hint')} error={err('Image')}>
                {(p) => (
                  <input
                    {...p}
                    ref={fileRef}
                    type="file"
                    accept="image/jpeg,.jpg,.jpeg"
                    data-testid="em-image"
                    onChange={() => void chooseImage()}
                  />
                )}
              </Field>
              <p role="status" className="muted">
                {imageState === 'checking'
                  ? t('wizard.picture.checking')
                  : imageState === 'uploading'
                    ? t('wizard.picture.uploading')
                    : draft.Image
                      ? t('wizard.picture.done')
                      : ''}
              </p>
              {draft.Preview && (
                <img
                  className="em-preview"
                  src={draft.Preview}
                  alt={t('wizard.picture.preview')}
                  data-testid="em-preview"
                />
              )}
            </>
          )}

          {stepName === 'type' && (
            <>
              <TypeSelect {...fields} />
              <OnlineChoice {...fields} name="em" />
              <PlaceFields {...fields} name="em" />
              <OnlineUrlField {...fields} />
              <CapacityField {...fields} />
              <PricesInput prices={draft.Prices} onChange={(v) => set('Prices', v)} errors={errs} />
              <TicketLinkFields {...fields} />
              <VisibilityChoice {...fields} name="em" />
            </>
          )}

          {stepName === 'description' && (
            <>
              <DescriptionField {...fields} />
              <TagInput tags={draft.Tags} onChange={(v) => set('Tags', v)} error={err('Tags')} />
            </>
          )}

          {stepName === 'program' && (
            <ProgramInput
              items={draft.ProgramItems}
              onChange={(v) => set('ProgramItems', v)}
              errors={errs}
              defaultDate={draft.StartDate}
            />
          )}

          {stepName === 'confirm' && <Summary draft={draft} />}

          <div className="em-actions">
            {step > 1 && (
              <button type="button" className="secondary" onClick={() => goTo(step - 1)}>
                {t('wizard.back')}
              </button>
            )}
            {stepName === 'confirm' ? (
              <>
                <button
                  type="button"
                  className="secondary"
                  disabled={busy}
                  data-testid="em-save-draft"
                  onClick={() => void save(false)}
                >
                  {t('wizard.saveDraft')}
                </button>
                <button
                  type="button"
                  disabled={busy}
                  data-testid="em-publish"
                  onClick={() => void save(true)}
                >
                  {t('wizard.publish')}
                </button>
              </>
            ) : (
              <button type="submit" data-testid="em-next" disabled={imageState !== 'idle'}>
                {t('wizard.next')}
              </button>
            )}
            <button type="button" className="link" data-testid="em-reset" onClick={reset}>
              {t('wizard.reset')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The last step's summary of everything entered. */
function Summary({ draft }: { draft: EventDraft }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = `${formatDate(draft.StartDate, locale)} ${minutesToTime(draft.StartMinutes)} – ${
    draft.EndDate !== draft.StartDate ? `${formatDate(draft.EndDate, locale)} ` : ''
  }${minutesToTime(draft.EndMinutes)}`;
  const place =
    draft.IsOnline === 'online'
      ? t('online.online')
      : [draft.LocationName, draft.Address, draft.Postalcode, draft.City].filter(Boolean).join(', ');
  return (
    <div data-testid="em-summary">
      {draft.Preview && <img className="em-preview" src={draft.Preview} alt="" />}
      <dl className="facts">
        <dt>{t('fields.name')}</dt>
        <dd>{draft.Name}</dd>
        <dt>{t('summary.when')}</dt>
        <dd>{when}</dd>
        <dt>{t('fields.type')}</dt>
        <dd>
          {eventTypeName(draft.EventTypeId, locale)} · {t(`online.${draft.IsOnline}`)}
        </dd>
        <dt>{t('summary.where')}</dt>
        <dd>{place || '–'}</dd>
        <dt>{t('fields.capacity')}</dt>
        <dd>{draft.MaxCapacity.trim() || t('summary.noLimit')}</dd>
        <dt>{t('fields.prices')}</dt>
        <dd>
          {draft.Prices.length === 0
            ? t('fields.free')
            : draft.Prices.map(
                (p) =>
                  `${p.Currency} ${p.Price}${p.StartDate ? ` (${formatDate(p.StartDate, locale)})` : ''}`,
              ).join(', ')}
        </dd>
        {draft.IsTicketLink && (
          <>
            <dt>{t('fields.ticketUrl')}</dt>
            <dd>{draft.Url}</dd>
          </>
        )}
        <dt>{t('fields.visibility')}</dt>
        <dd>{draft.IsPublic ? t('fields.public') : t('fields.private')}</dd>
        <dt>{t('fields.tags')}</dt>
        <dd>{draft.Tags.join(', ')}</dd>
        <dt>{t('wizard.steps.program')}</dt>
        <dd>{t('summary.items', { count: draft.ProgramItems.length })}</dd>
      </dl>
      {draft.Description && <p className="pre">{draft.Description}</p>}
    </div>
  );
}
