import {
  type Locale,
  REVIEW_ASPECTS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type Review,
  type ReviewAspect,
} from '@meetspace/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { formatDate } from '../../../lib/format.ts';
import { describeProblem, type Problem } from '../../../lib/problems.ts';
import { useWriteReview } from '../api/reviews.ts';
import { StarInput } from './star-input.tsx';

type Scores = Partial<Record<ReviewAspect, number>>;

/**
 * The form of one open review: a star rating per aspect (catering optional unless it was booked)
 * and the text with its counter, in the member's language unless they choose the other. Every
 * missing piece is marked at once; the server's answer is marked the same way.
 */
export function ReviewForm({ review, locale }: { review: Review; locale: Locale }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const toast = useToast();
  const write = useWriteReview();
  const [scores, setScores] = useState<Scores>({});
  const [text, setText] = useState('');
  const [language, setLanguage] = useState<Locale>(locale);
  const [problem, setProblem] = useState<Problem | null>(null);
  const length = text.trim().length;

  const required = (aspect: ReviewAspect) => aspect !== 'Catering' || review.CateringBooked;

  function check(): Problem | null {
    const fields: Record<string, string> = {};
    for (const aspect of REVIEW_ASPECTS)
      if (required(aspect) && scores[aspect] === undefined)
        fields[`Scores.${aspect}`] = t('problems.review_score_required');
    if (length < REVIEW_TEXT_MIN) fields.Text = t('form.tooShort', { min: REVIEW_TEXT_MIN, count: length });
    return Object.keys(fields).length > 0 ? { message: t('problems.checkFields'), fields, codes: {} } : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found || !review.Key) return;
    try {
      await write.mutateAsync({
        key: review.Key,
        body: { Scores: scores, Text: text.trim(), Language: language },
      });
      toast(t('form.sent', { location: review.LocationName }));
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('form.failed')));
    }
  }

  const field = (name: string) => problem?.fields[name];
  const titleId = `${id}-title`;
  return (
    <form className="review-form" aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={titleId}>{t('form.title', { location: review.LocationName })}</h3>
      <p className="muted">
        {t('form.meeting', {
          name: review.ReservationName ?? '',
          date: formatDate(review.MeetingDate, locale),
        })}
      </p>
      <p>{t('form.scores')}</p>
      <div className="review-form-stars">
        {REVIEW_ASPECTS.map((aspect) => (
          <StarInput
            key={aspect}
            name={`${id}-${aspect}`}
            label={t(`aspects.${aspect}`)}
            hint={aspect === 'Catering' && !review.CateringBooked ? t('form.cateringHint') : undefined}
            value={scores[aspect]}
            required={required(aspect)}
            error={field(`Scores.${aspect}`)}
            onChange={(value) => setScores((s) => ({ ...s, [aspect]: value }))}
          />
        ))}
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('form.text')}</label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={6}
          maxLength={REVIEW_TEXT_MAX}
          required
          onChange={(e) => setText(e.target.value)}
          aria-invalid={field('Text') ? true : undefined}
          aria-describedby={`${id}-hint ${id}-counter${field('Text') ? ` ${id}-error` : ''}`}
        />
        <small id={`${id}-hint`} className="muted">
          {t('form.textHint', { min: REVIEW_TEXT_MIN })}
        </small>
        <small id={`${id}-counter`} className="muted review-counter">
          {t('form.counter', { count: text.length, max: REVIEW_TEXT_MAX })}
        </small>
        {field('Text') && (
          <small id={`${id}-error`} className="error">
            {field('Text')}
          </small>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('form.language')}</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Locale)}
        >
          <option value="nl">{t('form.nl')}</option>
          <option value="en">{t('form.en')}</option>
        </select>
      </div>
      <ProblemAlert problem={problem} shown={(f) => f === 'Text' || f.startsWith('Scores.')} />
      <p className="actions">
        <button type="submit" className="primary" disabled={write.isPending}>
          {write.isPending ? t('form.sending') : t('form.submit')}
        </button>
      </p>
    </form>
  );
}
