import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { formatInstant } from '../../lib/format.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useChanges } from './api.ts';
import { actionKey, shownValue, subjectKey } from './change-words.ts';
import { useHostProblem } from './components/host-problem.ts';
import { LocationFrame } from './components/location-frame.tsx';

/** `/host/locations/:id/changes`: who changed what in the location's catalogue, newest first. */
export function ChangesPage() {
  return (
    <LocationFrame current="host-location-changes" titleKey="host:changes.title">
      {(location) => <Changes locationId={location.Id} />}
    </LocationFrame>
  );
}

function Changes({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changes = useChanges(locationId);
  const problem = useHostProblem(changes.error, 'host:changes.failed');
  const list = changes.data?.pages.flatMap((page) => page.Results);
  return (
    <section className="host-section" aria-label={t('host:changes.title')}>
      <Loading active={changes.isPending} />
      <ProblemAlert problem={problem} />
      {list && list.length === 0 && <p>{t('host:changes.none')}</p>}
      {list && list.length > 0 && (
        <ol className="host-changes">
          {list.map((c) => (
            <li key={c.Id}>
              <p>
                <time dateTime={c.CreatedAt}>{formatInstant(c.CreatedAt, locale)}</time> ·{' '}
                <strong>{c.ProfileName ?? t('host:changes.system')}</strong> ·{' '}
                {t(`host:changes.subject.${subjectKey(c)}`)} {t(`host:changes.action.${actionKey(c)}`)}
              </p>
              {c.Changes.length > 0 && (
                <ul>
                  {c.Changes.map((f, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a change's fields have no id; their order is fixed
                    <li key={i}>
                      <span className="host-field">
                        {t(`host:changes.field.${f.Field}`, { defaultValue: f.Field })}
                      </span>
                      : <del>{shownValue(f.From)}</del> <span aria-hidden="true">→</span>
                      <span className="visually-hidden">{t('host:changes.becomes')}</span>{' '}
                      <ins>{shownValue(f.To)}</ins>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {changes.hasNextPage && (
        <p className="actions">
          <button
            type="button"
            className="secondary"
            aria-disabled={changes.isFetchingNextPage || undefined}
            onClick={() => !changes.isFetchingNextPage && void changes.fetchNextPage()}
          >
            {t('host:changes.more')}
          </button>
        </p>
      )}
      <Loading active={changes.isFetchingNextPage} />
    </section>
  );
}
