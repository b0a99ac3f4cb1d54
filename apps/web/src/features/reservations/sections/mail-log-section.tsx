import type { ReservationDetail } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { useMailLog } from '../api/reservations.ts';
import { NAMESPACE } from '../i18n.ts';
import { humanize } from '../revision-text.ts';

/** The mail log: every mail about the reservation, newest first, and whether it went out. */
export function MailLogSection({ r }: { r: ReservationDetail }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const mails = useMailLog(r.Id);
  const problem = useProblem(mails.error, 'mails.failed');
  return (
    <>
      <p className="muted">{t('mails.intro')}</p>
      <Loading active={mails.isPending} />
      <ProblemAlert problem={problem} />
      {mails.data?.length === 0 && <p>{t('mails.none')}</p>}
      {mails.data && mails.data.length > 0 && (
        <table className="log">
          <caption className="visually-hidden">{t('res.sections.mailLog')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mails.created')}</th>
              <th scope="col">{t('mails.kind')}</th>
              <th scope="col">{t('mails.subject')}</th>
              <th scope="col">{t('mails.to')}</th>
              <th scope="col">{t('mails.status')}</th>
            </tr>
          </thead>
          <tbody>
            {mails.data.map((m) => (
              <tr key={m.Id}>
                <td>{formatInstant(m.CreatedAt, locale)}</td>
                <td>
                  {i18n.exists(`mails.kinds.${m.Kind}`, { ns: NAMESPACE })
                    ? t(`mails.kinds.${m.Kind}`)
                    : humanize(m.Kind)}
                </td>
                <td>{m.Subject}</td>
                <td>{m.ToName ? `${m.ToName} <${m.ToEmail}>` : m.ToEmail}</td>
                <td>
                  {m.Status === 'sent' && m.SentAt
                    ? t('mails.sentAt', { when: formatInstant(m.SentAt, locale) })
                    : t(`mails.statuses.${m.Status}`)}
                  {m.Status !== 'sent' && m.Attempts > 0
                    ? ` (${t('mails.attempts', { count: m.Attempts })})`
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
