import type { ProfileState } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { useSaveProfile } from './api.ts';
import { useProfileProblem } from './use-profile-problem.ts';

/** Tags as typed: comma-separated, trimmed, empty ones left out. */
export function tagsOfText(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const NETWORK_FIELDS = ['City', 'WorkingOn', 'Knowledge', 'Tags', 'ShareEmail', 'SharePhone'];

/**
 * The member's network profile (`PUT /v1/profile` with the network's fields): city, what they work
 * on, what they can help with, tags, and whether the public profile shows their e-mail and phone.
 */
export function ProfileNetwork({ profile }: { profile: ProfileState }) {
  const { t } = useTranslation();
  const [city, setCity] = useState(profile.City ?? '');
  const [workingOn, setWorkingOn] = useState(profile.WorkingOn ?? '');
  const [knowledge, setKnowledge] = useState(profile.Knowledge ?? '');
  const [tags, setTags] = useState(profile.Tags.join(', '));
  const [shareEmail, setShareEmail] = useState(profile.ShareEmail);
  const [sharePhone, setSharePhone] = useState(profile.SharePhone);
  const save = useSaveProfile();
  const toast = useToast();
  const problem = useProfileProblem(save.error, 'profile.details.saveFailed');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      {
        City: city.trim() || null,
        WorkingOn: workingOn.trim() || null,
        Knowledge: knowledge.trim() || null,
        Tags: tagsOfText(tags),
        ShareEmail: shareEmail,
        SharePhone: sharePhone,
      },
      { onSuccess: () => toast(t('profile.network.saved')) },
    );
  }

  return (
    <section aria-labelledby="profile-network-title" className="profile-section" id="network">
      <h2 id="profile-network-title">{t('profile.network.title')}</h2>
      <p className="muted">{t('profile.network.intro')}</p>
      <form onSubmit={submit} noValidate className="profile-form">
        <Field label={t('profile.network.city')} error={problem.fields.City}>
          {(props) => (
            <input
              {...props}
              maxLength={100}
              autoComplete="address-level2"
              value={city}
              onChange={(e) => setCity(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('profile.network.workingOn')} error={problem.fields.WorkingOn}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              maxLength={500}
              value={workingOn}
              onChange={(e) => setWorkingOn(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('profile.network.knowledge')} error={problem.fields.Knowledge}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              maxLength={500}
              value={knowledge}
              onChange={(e) => setKnowledge(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('profile.network.tags')}
          hint={t('profile.network.tagsHint')}
          error={Object.entries(problem.fields).find(([f]) => f.startsWith('Tags'))?.[1]}
        >
          {(props) => <input {...props} value={tags} onChange={(e) => setTags(e.target.value)} />}
        </Field>
        <p className="check">
          <label>
            <input type="checkbox" checked={shareEmail} onChange={(e) => setShareEmail(e.target.checked)} />{' '}
            {t('profile.network.shareEmail')}
          </label>
        </p>
        <p className="check">
          <label>
            <input type="checkbox" checked={sharePhone} onChange={(e) => setSharePhone(e.target.checked)} />{' '}
            {t('profile.network.sharePhone')}
          </label>
        </p>
        <ProblemAlert problem={problem} shown={(f) => NETWORK_FIELDS.some((n) => f.startsWith(n))} />
        <p className="actions">
          <button type="submit" disabled={save.isPending}>
            {t('profile.network.save')}
          </button>
        </p>
      </form>
    </section>
  );
}
