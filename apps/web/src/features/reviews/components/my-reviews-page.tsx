import { localizedPath, PROFILE_REVIEWS_PER_PAGE, type Review } from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { useDeleteReview, useMyReviews, useOpenReviews } from '../api/reviews.ts';
import { pageOf } from '../format.ts';
import { ReviewCard } from './review-card.tsx';
import { ReviewForm } from './review-form.tsx';

/**
 * `/my/reservations/reviews`: the reviews the member may write (one form each; the API opens the
 * ones that are due when asked) and the reviews they wrote, 50 a page, each deletable after a
 * confirmation.
 */
export function MyReviewsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const open = useOpenReviews();
  const mine = useMyReviews(page);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const heading = useFocusHeading<HTMLHeadingElement>(open.isSuccess);
  usePageTitle(t('mine.title'));
  const openList = open.data?.Results ?? [];
  return (
    <div className="reviews-page my-reviews">
      <p>
        <Link to={localizedPath('my-reservations', locale)}>{t('mine.back')}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {t('mine.title')}
      </h1>
      <p className="muted">{t('mine.intro')}</p>

      <section aria-labelledby="reviews-open" className="my-reviews-open">
        <h2 id="reviews-open">{t('mine.open')}</h2>
        <Loading active={open.isPending} label={t('list.loading')} />
        {open.isError && (
          <p role="alert" className="error">
            {t('mine.failed')}{' '}
            <button type="button" className="link" onClick={() => void open.refetch()}>
              {t('list.retry')}
            </button>
          </p>
        )}
        {open.data && openList.length === 0 && <p>{t('mine.openNone')}</p>}
        {openList.length > 0 && (
          <ul className="review-forms">
            {openList.map((review) => (
              <li key={review.Id}>
                <ReviewForm review={review} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="reviews-written" className="my-reviews-written" aria-busy={mine.isFetching}>
        <h2 id="reviews-written">{t('mine.written')}</h2>
        <Loading active={mine.isPending} label={t('list.loading')} />
        {mine.isError && !mine.data && (
          <p role="alert" className="error">
            {t('mine.failed')}
          </p>
        )}
        {mine.data && mine.data.Results.length === 0 && <p>{t('mine.writtenNone')}</p>}
        {mine.data && mine.data.Results.length > 0 && (
          <ol className="review-cards">
            {mine.data.Results.map((review) => (
              <li key={review.Id}>
                <ReviewCard
                  review={review}
                  locale={locale}
                  showLocation
                  actions={
                    <p className="actions">
                      <button
                        type="button"
                        className="link review-delete"
                        aria-label={t('mine.deleteOf', { location: review.LocationName })}
                        onClick={() => setDeleting(review)}
                      >
                        {t('mine.delete')}
                      </button>
                    </p>
                  }
                />
              </li>
            ))}
          </ol>
        )}
        {mine.data && (
          <Pager
            page={page}
            morePages={mine.data.MorePages || page * PROFILE_REVIEWS_PER_PAGE < mine.data.TotalCount}
            searchOf={(p) => (p > 1 ? `page=${p}` : '')}
            className="review-pager"
          />
        )}
      </section>
      <DeleteDialog review={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** "Delete this review?": the member confirms; the review leaves the page, and the list says so. */
function DeleteDialog({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const remove = useDeleteReview();
  const [problem, setProblem] = useState('');
  const close = () => {
    setProblem('');
    onClose();
  };
  async function confirm() {
    if (!review) return;
    try {
      await remove.mutateAsync(review.Id);
      toast(t('mine.deleted'));
      close();
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('mine.deleteFailed')).message);
    }
  }
  return (
    <Dialog
      open={review !== null}
      onClose={close}
      title={t('mine.deleteTitle')}
      describedBy="review-delete-text"
      initialFocus={(root) => root.querySelector<HTMLElement>('[data-keep]')}
    >
      <p id="review-delete-text">{t('mine.deleteText', { location: review?.LocationName ?? '' })}</p>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <p className="actions">
        <button type="button" className="danger" disabled={remove.isPending} onClick={() => void confirm()}>
          {t('mine.confirm')}
        </button>
        <button type="button" data-keep onClick={close}>
          {t('mine.keep')}
        </button>
      </p>
    </Dialog>
  );
}
