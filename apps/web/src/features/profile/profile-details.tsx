import { LanguageId, type ProfileState } from '@meetspace/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { useSaveProfile } from './api.ts';
import { PROFILE_FIELDS, type ProfileForm, profileBody, profileFormOf } from './profile-form.ts';
import { useFocusInvalid } from './use-focus-invalid.ts';
import { useProfileProblem } from './use-profile-problem.ts';

/** The member's own details (`PUT /v1/profile`); the e-mail address is shown, not changed here. */
export function ProfileDetails({ profile }: { profile: ProfileState }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(profile));
  const save = useSaveProfile();
  const toast = useToast();
  const problem = useProfileProblem(save.error, 'profile.details.saveFailed');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalid(formRef, save.error);

  const set = (field: keyof ProfileForm) => (value: string) =>
    setForm((f) => ({ ...f, [field]: field === 'LanguageId' ? Number(value) : value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending)
      save.mutate(profileBody(form), { onSuccess: () => toast(t('profile.details.saved')) });
  }

  return (
    <section aria-labelledby="profile-details-title" className="profile-section">
      <h2 id="profile-details-title">{t('profile.details.title')}</h2>
      <form ref={formRef} onSubmit={submit} noValidate className="profile-form">
        <div className="fields">
          <Field label={t('profile.details.firstName')} error={problem.fields.FirstName}>
            {(props) => (
              <input
                {...props}
                required
                maxLength={100}
                autoComplete="given-name"
                value={form.FirstName}
                onChange={(e) => set('FirstName')(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('profile.details.lastName')} error={problem.fields.LastName}>
            {(props) => (
              <input
                {...props}
                required
                maxLength={100}
                autoComplete="family-name"
                value={form.LastName}
                onChange={(e) => set('LastName')(e.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label={t('profile.details.email')} hint={t('profile.details.emailHint')}>
          {(props) => <input {...props} type="email" readOnly value={profile.Email} />}
        </Field>
        <div className="fields">
          <Field label={t('profile.details.phone')} error={problem.fields.Phone}>
            {(props) => (
              <input
                {...props}
                type="tel"
                maxLength={40}
                autoComplete="tel"
                value={form.Phone}
                onChange={(e) => set('Phone')(e.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('profile.details.language')}
            hint={t('profile.details.languageHint')}
            error={problem.fields.LanguageId ?? problem.fields.Language}
          >
            {(props) => (
              <select {...props} value={form.LanguageId} onChange={(e) => set('LanguageId')(e.target.value)}>
                <option value={LanguageId.nl}>{t('languages.nl')}</option>
                <option value={LanguageId.en}>{t('languages.en')}</option>
              </select>
            )}
          </Field>
        </div>
        <Field
          label={t('profile.details.bio')}
          hint={t('profile.details.bioHint')}
          error={problem.fields.Bio}
        >
          {(props) => (
            <textarea
              {...props}
              rows={4}
              maxLength={2000}
              value={form.Bio}
              onChange={(e) => set('Bio')(e.target.value)}
            />
          )}
        </Field>
        <ProblemAlert
          problem={problem}
          shown={(f) => (PROFILE_FIELDS as readonly string[]).includes(f) || f === 'Language'}
        />
        <p className="actions">
          <button type="submit" disabled={save.isPending}>
            {t('profile.details.save')}
          </button>
        </p>
      </form>
    </section>
  );
}
