import type { ReservationDetail } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { useRevisions } from '../api/reservations.ts';
import { describeRevision } from '../revision-text.ts';

/** Every change since the booking, newest first: what happened, who, when, each field from → to. */
export function RevisionsSection({ r }: { r: ReservationDetail }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const revisions = useRevisions(r.Id);
  const problem = useProblem(revisions.error, 'revisions.failed');
  const list = [...(revisions.data ?? [])].reverse();
  return (
    <>
      <Loading active={revisions.isPending} />
      <ProblemAlert problem={problem} />
      {revisions.data?.length === 0 && <p>{t('revisions.noneYet')}</p>}
      <ol className="revisions" reversed>
        {list.map((revision) => {
          const text = describeRevision(revision, i18n, locale, r);
          return (
            <li key={revision.Id}>
              <p>
                <strong>{text.action}</strong> · {t('revisions.by', { who: text.who })} ·{' '}
                <time dateTime={revision.CreatedAt}>{text.when}</time>
              </p>
              {text.changes.length > 0 && (
                <ul>
                  {text.changes.map((change) => (
                    <li key={change.field}>
                      {t('revisions.change', { field: change.field, from: change.from, to: change.to })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
