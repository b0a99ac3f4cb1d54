import { type BoardedLocation, type Locale, localizedPath, type Subscription } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Step 5: the location is created and pending approval; a mail confirms it. */
export function DoneStep({
  created,
  subscription,
  locale,
  onAgain,
}: {
  created: BoardedLocation;
  subscription: Subscription | null;
  locale: Locale;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="boarding-done">
      <p role="status">{t('done.pending', { name: created.Name })}</p>
      <dl className="facts">
        <dt>{t('done.status')}</dt>
        <dd data-status={created.Status}>{t('done.statusPending')}</dd>
        <dt>{t('done.address')}</dt>
        <dd>
          {created.Address}, {created.PostalCode} {created.City}
        </dd>
        {subscription && (
          <>
            <dt>{t('done.licence')}</dt>
            <dd>{subscription.Name}</dd>
          </>
        )}
      </dl>
      <div className="boarding-actions">
        <Link to={localizedPath('host', locale)}>{t('done.host')}</Link>
        <button type="button" className="secondary" onClick={onAgain}>
          {t('done.again')}
        </button>
      </div>
    </div>
  );
}
