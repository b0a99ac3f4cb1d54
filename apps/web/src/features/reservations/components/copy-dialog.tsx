import { addDays, type CopyCheckResult, localizedPath, type ReservationDetail } from '@meetspace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { money, todayInNl } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import type { Problem } from '../../../lib/problems.ts';
import { keys, reservationCalls } from '../api/reservations.ts';
import {
  isPeriodField,
  type Period,
  PeriodFields,
  periodBody,
  periodOf,
  periodProblem,
} from './period-fields.tsx';

/**
 * The date a copy starts out with: the same weekday a week later ("the same meeting next week"),
 * moved on by weeks until it is after today (copying last month's meeting is the common case).
 */
export function firstCopyDate(startDate: string, today: string): string {
  let date = addDays(startDate, 7);
  while (date <= today) date = addDays(date, 7);
  return date;
}

/** The check's query parameters are camelCase (`startDate`); the form's fields are PascalCase. */
function pascalFields(problem: Problem): Problem {
  const pascal = (record: Record<string, string>) =>
    Object.fromEntries(Object.entries(record).map(([k, v]) => [k.charAt(0).toUpperCase() + k.slice(1), v]));
  return { ...problem, fields: pascal(problem.fields), codes: pascal(problem.codes) };
}

/** What the reservation page shows after a copy (passed in the navigation state). */
export interface CopiedNotice {
  copiedFrom: number;
}

/**
 * Books the same spaces, settings, seats and options again in another period: first
 * `GET /v1/availability/copy/check` (free? what does it cost now?), then `POST /v1/reservation/copy`,
 * optionally linked into the reservation's series; then on to the new reservation.
 */
export function CopyDialog({
  r,
  open,
  onClose,
}: {
  r: ReservationDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('res.copy.title')}>
      <CopyForm r={r} onCancel={onClose} />
    </Dialog>
  );
}

function CopyForm({ r, onCancel }: { r: ReservationDetail; onCancel: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState<Period>(() => periodOf(r, firstCopyDate(r.StartDate, todayInNl())));
  const [linkToSeries, setLinkToSeries] = useState(false);
  const check = useMutation({
    mutationFn: (p: Period) => reservationCalls.copyCheck(r.Id, periodBody(r, p)),
  });
  const copy = useMutation({
    mutationFn: (p: Period) => reservationCalls.copy(r.Id, periodBody(r, p), linkToSeries),
    onSuccess: async (created) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.list() }),
        queryClient.invalidateQueries({ queryKey: keys.reservation(r.Id) }),
      ]);
      const notice: CopiedNotice = { copiedFrom: r.Id };
      navigate(localizedPath('my-reservation', locale, { id: created.Id }), { state: notice });
    },
  });
  const checkProblem = pascalFields(useProblem(check.error, 'res.copy.checkFailed'));
  const copyProblem = useProblem(copy.error, 'res.copy.failed');
  const local = periodProblem(period);
  const result: CopyCheckResult | undefined = check.data;
  const spaceName = (reservationSpaceId: number) =>
    r.Spaces.find((s) => s.Id === reservationSpaceId)?.SpaceName ?? `#${reservationSpaceId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check.isPending || copy.isPending || local) return;
    if (result?.Available) copy.mutate(period);
    else check.mutate(period);
  }

  return (
    <form onSubmit={submit} className="dialog-form">
      <p>{t('res.copy.intro')}</p>
      <PeriodFields
        r={r}
        value={period}
        onChange={(p) => {
          check.reset();
          copy.reset();
          setPeriod(p);
        }}
        errors={{ ...checkProblem.fields, ...copyProblem.fields }}
      />
      <label className="check">
        <input type="checkbox" checked={linkToSeries} onChange={(e) => setLinkToSeries(e.target.checked)} />
        {t('res.copy.linkToSeries')}
      </label>
      <ProblemAlert problem={local ? t(`res.period.${local}`) : checkProblem} shown={isPeriodField} />
      {result && (
        <div role="status" className={result.Available ? 'check-ok' : 'check-no'}>
          <p>
            {result.Available
              ? t('res.copy.available', { total: money(result.TotalInclTax, locale) })
              : t('res.copy.notAvailable')}
          </p>
          {!result.Available && (
            <ul>
              {result.Spaces.filter((s) => !s.SpaceAvailable).map((s) => (
                <li key={s.ReservationSpaceId}>
                  {spaceName(s.ReservationSpaceId)}:{' '}
                  {s.Warnings.length > 0
                    ? s.Warnings.map((w) => t(`warnings.${w}`, { defaultValue: w })).join(', ')
                    : t('res.copy.spaceTaken')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ProblemAlert problem={copyProblem} shown={isPeriodField} />
      <p className="actions">
        {result?.Available ? (
          <button type="submit" disabled={copy.isPending}>
            {t('res.copy.submit')}
          </button>
        ) : (
          <button type="submit" disabled={check.isPending || local !== null}>
            {t('res.copy.check')}
          </button>
        )}{' '}
        <button type="button" className="secondary" onClick={onCancel}>
          {t('res.copy.close')}
        </button>
      </p>
    </form>
  );
}
