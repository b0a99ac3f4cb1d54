import { BLOG_RIGHTS_MOTIVATION_MAX, BLOG_RIGHTS_MOTIVATION_MIN, type BlogRights } from '@meetspace/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { useRequestBlogRights } from '../api/stories.ts';

/**
 * For a member who may not publish on the channel: what their blog rights are (asked and waiting,
 * denied with the reason) and, unless a request waits, the form to ask with a motivation.
 */
export function BlogRightsPanel({ rights }: { rights: BlogRights }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const request = useRequestBlogRights();
  const [motivation, setMotivation] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);

  async function submit() {
    if (motivation.trim().length < BLOG_RIGHTS_MOTIVATION_MIN) {
      setError(t('rights.tooShort', { min: BLOG_RIGHTS_MOTIVATION_MIN }));
      return;
    }
    setError('');
    try {
      await request.mutateAsync(motivation.trim());
      setSent(true);
    } catch (failure) {
      const described = describeProblem(failure, i18n, t('rights.failed'));
      setError(described.fields.Motivation ?? described.message);
    }
  }

  return (
    <section
      className="story-rights"
      aria-labelledby={`${id}-title`}
      data-testid="blog-rights-panel"
      data-status={rights.Status}
    >
      <h3 id={`${id}-title`}>{t('rights.title')}</h3>
      {rights.Status === 'pending' ? (
        <p role="status">
          {sent
            ? t('rights.sent')
            : t('rights.pending', {
                date: rights.RequestedAt ? formatInstant(rights.RequestedAt, locale) : '',
              })}
        </p>
      ) : (
        <>
          <p>{rights.Status === 'denied' ? t('rights.denied') : t('rights.intro')}</p>
          {rights.Status === 'denied' && rights.Reason && (
            <p>{t('rights.reason', { reason: rights.Reason })}</p>
          )}
          {/* Inside the story's form: a group with its own button, never a nested form. */}
          <fieldset className="story-rights-form" aria-label={t('rights.formLabel')}>
            <div className="field">
              <label htmlFor={id}>{t('rights.motivation')}</label>
              <textarea
                id={id}
                value={motivation}
                rows={4}
                maxLength={BLOG_RIGHTS_MOTIVATION_MAX}
                onChange={(e) => setMotivation(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
              />
              <small id={`${id}-count`} className="muted">
                {t('editor.counter', { count: motivation.length, max: BLOG_RIGHTS_MOTIVATION_MAX })}
              </small>
              {error && (
                <small id={`${id}-error`} className="error">
                  {error}
                </small>
              )}
            </div>
            <button type="button" disabled={request.isPending} onClick={() => void submit()}>
              {t('rights.ask')}
            </button>
          </fieldset>
        </>
      )}
    </section>
  );
}
