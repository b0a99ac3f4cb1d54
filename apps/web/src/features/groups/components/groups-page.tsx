import { GROUPS_PER_PAGE, groupSlug, localizedPath } from '@meetspace/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { NetworkNav } from '../../../components/network-nav.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { calls, useGroupList } from '../api/groups.ts';
import { GroupCard } from './group-card.tsx';
import { ALL_ON, GroupForm } from './group-form.tsx';

const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/**
 * `/netwerk/groepen`: published groups by name (search `q`, 50 a page) as cards, and "Create a
 * group" (`?new=1`): the form that creates a draft and opens its page.
 */
export function GroupsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = pageOf(params);
  const creating = params.get('new') === '1';
  const list = useGroupList(q, page);
  const [typed, setTyped] = useState(q);
  const heading = useFocusHeading<HTMLHeadingElement>();
  const createHeading = useRef<HTMLHeadingElement>(null);
  usePageTitle(t('groups.title'));

  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (creating) createHeading.current?.focus();
  }, [creating]);

  function search(event: FormEvent) {
    event.preventDefault();
    const next = typed.trim();
    setParams(next ? { q: next } : {});
  }

  async function create(fields: Parameters<Parameters<typeof GroupForm>[0]['onSave']>[0], toggles = ALL_ON) {
    const created = await calls.create({ ...fields, ...toggles });
    navigate(localizedPath('network-group', locale, { id: created.Id, slug: groupSlug(fields.Name) }));
  }

  const searchOf = (n: number) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (n > 1) next.set('page', String(n));
    const s = next.toString();
    return s ? `?${s}` : '';
  };

  return (
    <section aria-labelledby="groups-title" className="groups-page">
      <NetworkNav current="groups" />
      <div className="groups-head">
        <h1 id="groups-title" ref={heading} tabIndex={-1}>
          {t('groups.title')}
        </h1>
        {!creating && (
          <Link className="button" to={{ search: '?new=1' }} data-testid="group-create-open">
            {t('groups.create')}
          </Link>
        )}
      </div>
      {creating && (
        <section aria-labelledby="group-create-title" className="group-create">
          <h2 id="group-create-title" ref={createHeading} tabIndex={-1}>
            {t('groups.create')}
          </h2>
          <p className="muted">{t('groups.createIntro')}</p>
          <GroupForm
            initial={{ Name: '', Description: '', Photo: null, JoinType: 'open' }}
            toggles={ALL_ON}
            submitLabel={t('groups.createSubmit')}
            onSave={(fields, toggles) => create(fields, toggles)}
            onCancel={() => setParams(searchOf(page).slice(1))}
          />
        </section>
      )}
      <search>
        <form className="groups-search" onSubmit={search}>
          <label htmlFor="groups-q">{t('groups.search')}</label>
          <input id="groups-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button type="submit">{t('groups.searchSubmit')}</button>
        </form>
      </search>
      <Loading active={list.isPending} />
      {list.error != null && (
        <LoadError error={list.error} fallback={t('groups.loadFailed')} onRetry={() => void list.refetch()} />
      )}
      {list.data && (
        <>
          <p role="status" className="muted">
            {q
              ? t('groups.countFor', { count: list.data.TotalCount, q })
              : t('groups.count', { count: list.data.TotalCount })}
          </p>
          {list.data.Results.length > 0 ? (
            <ul className="group-cards" data-testid="group-list">
              {list.data.Results.map((g) => (
                <li key={g.Id}>
                  <GroupCard group={g} locale={locale} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{q ? t('groups.noneFor') : t('groups.none')}</p>
          )}
          <Pager
            page={page}
            morePages={list.data.MorePages || page * GROUPS_PER_PAGE < list.data.TotalCount}
            searchOf={searchOf}
            className="groups-pager"
          />
        </>
      )}
    </section>
  );
}
