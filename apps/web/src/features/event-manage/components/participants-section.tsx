import { type EventView, eventSlug, REGISTRATION_STATUSES, type RegistrationStatus } from '@meetspace/domain';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { calls, fetchAllParticipants, useEventChange, useParticipants } from '../api/event-manage.ts';
import { participantsCsv } from '../participants-csv.ts';
import { amountIn } from './more-sections.tsx';

/**
 * The participants: a table filtered by status and searched by name or e-mail, cancelling a
 * registration (after a second press), and the export as CSV built in the page.
 */
export function ParticipantsSection({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const [status, setStatus] = useState<RegistrationStatus | ''>('');
  const [term, setTerm] = useState('');
  const q = useDeferredValue(term.trim());
  const list = useParticipants(event.Id, status || undefined, q.length >= 2 ? q : undefined);
  const loadProblem = useProblem(list.error, 'manage.loadFailed');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const cancel = useEventChange(event.Id, (registrationId: number) =>
    calls.cancelRegistration(registrationId),
  );
  const rows = list.data?.Results ?? [];

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    setProblem(null);
    try {
      const all = await fetchAllParticipants(event.Id);
      const csv = participantsCsv(
        all.Results,
        (c) => t(`csv.${c}`),
        (s) => t(`registration.${s}`),
      );
      saveFile(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `${eventSlug(event.Name)}-${t('csv.file')}.csv`,
      );
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('manage.participants.exportFailed')).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="em-participants">
      <h2>{t('sections.participants')}</h2>
      <ProblemAlert problem={problem} />
      <div className="em-row">
        <Field label={t('manage.participants.status')}>
          {(p) => (
            <select
              {...p}
              value={status}
              data-testid="em-participants-status"
              onChange={(e) => setStatus(e.target.value as RegistrationStatus | '')}
            >
              <option value="">{t('manage.participants.all')}</option>
              {REGISTRATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`registration.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('manage.participants.search')}>
          {(p) => (
            <input
              {...p}
              type="search"
              value={term}
              data-testid="em-participants-search"
              onChange={(e) => setTerm(e.target.value)}
            />
          )}
        </Field>
        <button
          type="button"
          className="secondary"
          disabled={exporting}
          onClick={() => void exportCsv()}
          data-testid="em-export"
        >
          {t('manage.participants.export')}
        </button>
      </div>
      <Loading active={list.isPending} />
      <ProblemAlert problem={loadProblem} />
      <p role="status" className="muted">
        {list.data ? t('manage.participants.shown', { count: rows.length }) : ''}
      </p>
      {rows.length > 0 && (
        <div className="em-table-wrap">
          <table className="em-table" data-testid="em-participants">
            <caption className="visually-hidden">{t('sections.participants')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('manage.participants.name')}</th>
                <th scope="col">{t('manage.participants.email')}</th>
                <th scope="col">{t('manage.participants.status')}</th>
                <th scope="col">{t('manage.participants.amount')}</th>
                <th scope="col">{t('manage.participants.checkedIn')}</th>
                <th scope="col">{t('manage.participants.registered')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('manage.participants.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => {
                const name = `${p.FirstName} ${p.LastName}`.trim();
                return (
                  <tr key={p.Id} data-testid="em-participant">
                    <th scope="row">
                      {name}
                      {p.Organization && <small className="muted block">{p.Organization}</small>}
                    </th>
                    <td>{p.Email}</td>
                    <td>
                      {t(`registration.${p.Status}`)}
                      {p.Status === 'waitingList' &&
                        p.WaitingListPosition !== null &&
                        ` (${p.WaitingListPosition})`}
                    </td>
                    <td>{p.Amount > 0 ? amountIn(p.Amount, p.Currency) : t('fields.free')}</td>
                    <td data-testid="em-participant-checkin">
                      {p.CheckedInAt ? formatInstant(p.CheckedInAt, locale) : '–'}
                    </td>
                    <td>{formatInstant(p.CreatedAt, locale)}</td>
                    <td>
                      {p.Status !== 'cancelled' &&
                        (confirmId === p.Id ? (
                          <button
                            type="button"
                            className="danger"
                            disabled={cancel.isPending}
                            onClick={() =>
                              cancel.mutate(p.Id, {
                                onSuccess: () => {
                                  setConfirmId(null);
                                  toast(t('manage.participants.cancelled', { name }));
                                },
                                onError: (error) =>
                                  setProblem(describeProblem(error, i18n, t('manage.saveFailed')).message),
                              })
                            }
                          >
                            {t('manage.participants.confirmCancel', { name })}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="link"
                            aria-label={t('manage.participants.cancel', { name })}
                            onClick={() => setConfirmId(p.Id)}
                          >
                            {t('manage.participants.cancelShort')}
                          </button>
                        ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
