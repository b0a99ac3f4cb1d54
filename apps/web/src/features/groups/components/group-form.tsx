import {
  GROUP_DESCRIPTION_MAX,
  GROUP_FEATURES,
  GROUP_JOIN_TYPES,
  GROUP_NAME_MAX,
  type GroupFeature,
  type GroupJoinType,
} from '@meetspace/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { useImageFile } from '../../../lib/hooks/use-image-file.ts';
import type { ImageFileRules } from '../../../lib/image-file.ts';
import { describeProblem, type Problem } from '../../../lib/problems.ts';
import { calls } from '../api/groups.ts';

/** What a group photo may be before it is sent (the API checks the contents and the width). */
const PHOTO_RULES: ImageFileRules = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  extension: /\.(jpe?g|png|webp)$/i,
  maxBytes: 8 * 1024 * 1024,
};

export interface GroupFields {
  Name: string;
  Description: string;
  Photo: string | null;
  JoinType: GroupJoinType;
}

/** The five feature toggles, all on for a new group. */
export type GroupToggles = Record<GroupFeature, boolean>;
export const ALL_ON: GroupToggles = Object.fromEntries(GROUP_FEATURES.map((f) => [f, true])) as GroupToggles;

/** The feature toggles as checkboxes (the create form and the admins' settings). */
export function ToggleFields({
  toggles,
  onChange,
}: {
  toggles: GroupToggles;
  onChange: (next: GroupToggles) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="group-toggles">
      <legend>{t('form.features')}</legend>
      {GROUP_FEATURES.map((feature) => (
        <label key={feature} className="check">
          <input
            type="checkbox"
            checked={toggles[feature]}
            onChange={(e) => onChange({ ...toggles, [feature]: e.target.checked })}
          />{' '}
          {t(`features.${feature}`)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A group's name, description, photo and join type (and, for a new group, its toggles). The photo
 * is uploaded when chosen (`POST /v1/upload/image`, Type Group) and previewed; saving sends the
 * fields through `onSave`, whose failure shows here with the field errors at their fields.
 */
export function GroupForm({
  initial,
  toggles: initialToggles,
  groupId,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: GroupFields;
  /** Shown for a new group only. */
  toggles?: GroupToggles;
  groupId?: number;
  submitLabel: string;
  onSave: (fields: GroupFields, toggles: GroupToggles | undefined) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [fields, setFields] = useState(initial);
  const [toggles, setToggles] = useState(initialToggles);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const image = useImageFile(PHOTO_RULES);
  const joinName = useId();

  async function choosePhoto() {
    setPhotoError(undefined);
    image.choose();
    const data = await image.read();
    if (data === null) return;
    setUploading(true);
    try {
      const uploaded = await calls.upload(data.slice(data.indexOf(',') + 1), groupId);
      setFields((f) => ({ ...f, Photo: uploaded.Url }));
    } catch (error) {
      setPhotoError(describeProblem(error, i18n, t('form.photoFailed')).message);
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || uploading) return;
    setProblem(null);
    if (!fields.Name.trim()) {
      setNameError(t('form.nameRequired'));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], input')?.focus();
      return;
    }
    setNameError(undefined);
    setBusy(true);
    try {
      await onSave({ ...fields, Name: fields.Name.trim(), Description: fields.Description.trim() }, toggles);
    } catch (error) {
      const described = describeProblem(error, i18n, t('form.failed'));
      setProblem(described);
      setNameError(described.fields.Name);
      if (described.fields.Photo) setPhotoError(described.fields.Photo);
    } finally {
      setBusy(false);
    }
  }

  const fileError = image.fileError ? t(`form.photoErrors.${image.fileError}`) : photoError;

  return (
    <form ref={formRef} className="group-form" noValidate onSubmit={submit} aria-busy={busy}>
      <ProblemAlert problem={problem} shown={(f) => ['Name', 'Photo'].includes(f)} />
      <Field label={t('form.name')} error={nameError}>
        {(p) => (
          <input
            {...p}
            value={fields.Name}
            maxLength={GROUP_NAME_MAX}
            autoComplete="off"
            onChange={(e) => setFields((f) => ({ ...f, Name: e.target.value }))}
          />
        )}
      </Field>
      <Field
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        error={problem?.fields.Description}
      >
        {(p) => (
          <textarea
            {...p}
            rows={6}
            value={fields.Description}
            maxLength={GROUP_DESCRIPTION_MAX}
            onChange={(e) => setFields((f) => ({ ...f, Description: e.target.value }))}
          />
        )}
      </Field>
      <Field label={t('form.photo')} hint={t('form.photoHint')} error={fileError}>
        {(p) => (
          <input
            {...p}
            ref={image.inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            data-testid="group-photo"
            onChange={() => void choosePhoto()}
          />
        )}
      </Field>
      <p role="status" className="muted">
        {uploading || image.reading ? t('form.photoUploading') : ''}
      </p>
      {fields.Photo && (
        <div className="group-form-photo">
          <img src={fields.Photo} alt={t('form.photoPreview')} width={320} height={180} />
          <button type="button" className="link" onClick={() => setFields((f) => ({ ...f, Photo: null }))}>
            {t('form.photoRemove')}
          </button>
        </div>
      )}
      <fieldset className="group-join-type">
        <legend>{t('form.joinType')}</legend>
        {GROUP_JOIN_TYPES.map((type) => (
          <label key={type} className="check">
            <input
              type="radio"
              name={joinName}
              value={type}
              checked={fields.JoinType === type}
              onChange={() => setFields((f) => ({ ...f, JoinType: type }))}
            />{' '}
            {t(`joinType.${type}`)} <span className="muted">{t(`joinTypeHint.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      {toggles && <ToggleFields toggles={toggles} onChange={setToggles} />}
      <div className="actions">
        <button type="submit" disabled={busy || uploading}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
