import { peopleApi, type ReservationDetail } from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';

/**
 * Who checked in for this reservation (`GET /v1/checkin?reservationId=`): check-ins that carry it,
 * and its booker's and contacts' at its location during its days. Its location's managers see them too.
 */
export function CheckinsSection({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const checkins = useQuery({
    queryKey: ['reservation', r.Id, 'checkins'],
    queryFn: ({ signal }) =>
      callApi(peopleApi.checkins, { query: { reservationId: r.Id, itemsPerPage: 100 } }, { signal }),
  });
  const problem = useProblem(checkins.error, 'checkins.failed');
  return (
    <>
      <p className="muted">{t('checkins.intro')}</p>
      <Loading active={checkins.isPending} />
      <ProblemAlert problem={problem} />
      {checkins.data?.Results.length === 0 && <p>{t('checkins.none')}</p>}
      {checkins.data && checkins.data.Results.length > 0 && (
        <table className="log">
          <caption className="visually-hidden">{t('res.sections.checkins')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('checkins.date')}</th>
              <th scope="col">{t('checkins.who')}</th>
              <th scope="col">{t('checkins.workingOn')}</th>
              <th scope="col">{t('checkins.knowledge')}</th>
            </tr>
          </thead>
          <tbody>
            {checkins.data.Results.map((c) => (
              <tr key={c.Id}>
                <td>{formatDate(c.Date, locale)}</td>
                <td>{c.FullName}</td>
                <td>{c.WorkingOn}</td>
                <td>{c.Knowledge}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
