import { type ChecklistItem, localizedPath, peopleApi } from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { useSession } from '../../lib/session.tsx';

/** Where each item of the checklist is done. */
function linkOf(key: ChecklistItem['Key'], locale: 'nl' | 'en'): string {
  switch (key) {
    case 'photo':
    case 'bio':
      return localizedPath('my-profile', locale);
    case 'tags':
      return `${localizedPath('my-profile', locale)}#network`;
    case 'answers':
      return localizedPath('network-questions', locale);
    case 'events':
      return localizedPath('events', locale);
    case 'groups':
      return localizedPath('network-groups', locale);
  }
}

/** `/my`'s profile checklist (`GET /v1/profile/checklist`): photo, bio, 5 tags, 5 answers, 2 events, 1 group. */
export function MyChecklist() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { member } = useSession();
  const checklist = useQuery({
    queryKey: ['profile', 'checklist', member?.Id ?? null],
    queryFn: ({ signal }) => callApi(peopleApi.checklist, undefined, { signal }),
    enabled: member !== null,
  });
  if (checklist.isError)
    return (
      <LoadError
        error={checklist.error}
        fallback={t('profile.checklist.failed')}
        onRetry={() => checklist.refetch()}
      />
    );
  const data = checklist.data;
  if (!data) return null;
  return (
    <section aria-labelledby="checklist-title" className="my-checklist">
      <h2 id="checklist-title">{t('profile.checklist.title')}</h2>
      <p>{t('profile.checklist.progress', { done: data.DoneCount, total: data.Items.length })}</p>
      <ul>
        {data.Items.map((item) => (
          <li key={item.Key} className={item.Done ? 'done' : 'todo'}>
            <span aria-hidden="true">{item.Done ? '✓' : '○'}</span>{' '}
            <Link to={linkOf(item.Key, locale)}>
              {t(`profile.checklist.${item.Key}`, { count: item.Required })}
            </Link>{' '}
            <span className="muted">
              {item.Done
                ? t('profile.checklist.done')
                : t('profile.checklist.count', { count: item.Count, required: item.Required })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
