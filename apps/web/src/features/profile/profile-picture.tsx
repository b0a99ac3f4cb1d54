import type { ProfileState } from '@meetspace/domain';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { useImageFile } from '../../lib/hooks/use-image-file.ts';
import { useUploadPicture } from './api.ts';
import { initialsOf, PICTURE_RULES, PICTURE_TYPES } from './picture-file.ts';
import { useFocusInvalid } from './use-focus-invalid.ts';
import { useProfileProblem } from './use-profile-problem.ts';

/**
 * The member's profile picture (`PUT /v1/profile/image`): the current one (or their initials), and
 * a JPEG or PNG of at most 8 MB to upload. The type and size are checked here first; the API's
 * refusal of the contents shows at the file field too.
 */
export function ProfilePicture({ profile }: { profile: ProfileState }) {
  const { t } = useTranslation();
  const upload = useUploadPicture();
  const toast = useToast();
  const problem = useProfileProblem(upload.error, 'profile.picture.failed');
  const { inputRef, fileError, reading, choose: check, read } = useImageFile(PICTURE_RULES);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalid(formRef, upload.error);
  const busy = reading || upload.isPending;

  const apiError = problem.codes.Image
    ? t([`profile.picture.errors.${problem.codes.Image}`, 'profile.picture.errors.invalid_image'])
    : problem.fields.Image;
  const error = fileError ? t(`profile.picture.errors.${fileError}`) : apiError;

  /** A newly chosen file is checked at once; an earlier answer of the API no longer applies. */
  function choose() {
    upload.reset();
    check();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    upload.reset();
    const image = await read();
    if (image === null) return;
    upload.mutate(image, {
      onSuccess: () => {
        formRef.current?.reset();
        toast(t('profile.picture.saved'));
      },
    });
  }

  return (
    <section aria-labelledby="profile-picture-title" className="profile-section profile-picture">
      <h2 id="profile-picture-title">{t('profile.picture.title')}</h2>
      <div className="profile-picture-body">
        {profile.ImageUrl ? (
          <img
            className="profile-picture-image"
            src={profile.ImageUrl}
            alt={t('profile.picture.alt', { name: profile.FullName })}
            width={160}
            height={120}
          />
        ) : (
          <div
            className="profile-picture-image profile-picture-initials"
            role="img"
            aria-label={t('profile.picture.none')}
          >
            <span aria-hidden="true">{initialsOf(profile.FirstName, profile.LastName)}</span>
          </div>
        )}
        <form ref={formRef} onSubmit={submit} noValidate className="profile-form" aria-busy={busy}>
          <Field label={t('profile.picture.file')} hint={t('profile.picture.fileHint')} error={error}>
            {(props) => (
              <input
                {...props}
                ref={inputRef}
                type="file"
                name="picture"
                accept={PICTURE_TYPES.join(',')}
                onChange={choose}
              />
            )}
          </Field>
          <ProblemAlert problem={problem} shown={(f) => f === 'Image'} />
          <Loading active={busy} label={t('profile.picture.uploading')} />
          <p className="actions">
            <button type="submit" aria-disabled={busy || undefined}>
              {t('profile.picture.upload')}
            </button>
          </p>
        </form>
      </div>
    </section>
  );
}
