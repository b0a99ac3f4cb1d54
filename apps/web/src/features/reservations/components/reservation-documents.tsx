import { type ReservationDetail, reservationApi } from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { download, useManageToken } from '../api/reservations.ts';

/**
 * The reservation's confirmation (PDF) and calendar file as downloads, with what went wrong; by the
 * manage link when the page was opened with one, else as the member.
 */
export function ReservationDocuments({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const token = useManageToken();
  const [problem, setProblem] = useState<string | null>(null);

  async function save(file: typeof reservationApi.pdf | typeof reservationApi.ics, filename: string) {
    setProblem(null);
    try {
      await download(file, r.Id, filename, token);
    } catch {
      setProblem(t('res.fileFailed'));
    }
  }

  return (
    <>
      <p className="actions">
        <button type="button" onClick={() => void save(reservationApi.pdf, `reservation-${r.Id}.pdf`)}>
          {t('my.pdf')}
        </button>{' '}
        <button type="button" onClick={() => void save(reservationApi.ics, `reservation-${r.Id}.ics`)}>
          {t('my.calendar')}
        </button>
      </p>
      <ProblemAlert problem={problem} />
    </>
  );
}
