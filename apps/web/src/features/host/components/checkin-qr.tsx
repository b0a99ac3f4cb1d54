import { peopleApi } from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';

/**
 * The location's check-in QR code (`GET /v1/checkin/qr`), to print and put at the desk: it opens
 * the check-in page of this location in the page's language.
 */
export function CheckinQr({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const qr = useQuery({
    queryKey: ['host', 'checkin-qr', locationId, locale],
    queryFn: ({ signal }) => callApi(peopleApi.checkinQr, { query: { locationId, locale } }, { signal }),
  });
  return (
    <section aria-labelledby="checkin-qr-title" className="host-checkin-qr">
      <h2 id="checkin-qr-title">{t('host:checkinQr.title')}</h2>
      <p>{t('host:checkinQr.intro')}</p>
      {qr.isError && (
        <LoadError error={qr.error} fallback={t('host:loadFailed')} onRetry={() => qr.refetch()} />
      )}
      {qr.data && (
        <>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.Svg)}`}
            alt={t('host:checkinQr.alt')}
            width={200}
            height={200}
          />
          <p>
            <a href={qr.data.Url}>{qr.data.Url}</a>
          </p>
          <p>
            <button type="button" onClick={() => window.print()}>
              {t('host:checkinQr.print')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
