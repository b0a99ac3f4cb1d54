import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createCalendarFeed } from '../api/reservations.ts';

/** The member's private calendar feed: a URL to subscribe to in a calendar app. */
export function CalendarFeed() {
  const { t } = useTranslation();
  const feed = useMutation({ mutationFn: createCalendarFeed });
  return (
    <div className="calendar-feed">
      {feed.data ? (
        <label>
          {t('my.feedUrl')}
          <input readOnly value={feed.data.Url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      ) : (
        <button type="button" className="link" disabled={feed.isPending} onClick={() => feed.mutate()}>
          {t('my.feed')}
        </button>
      )}
      {feed.isError && (
        <p role="alert" className="error">
          {t('my.feedFailed')}
        </p>
      )}
    </div>
  );
}
