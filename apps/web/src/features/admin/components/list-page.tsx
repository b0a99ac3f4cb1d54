import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { writeFilters } from '../filters.ts';
import { AdminNav } from './admin-nav.tsx';

/** What every list page filters by: a search text and the page. */
type Filters = { q: string; page: number };

/** A list page's filters as the URL query has them (`read`), and applying new ones (back to page 1). */
export function useUrlFilters<F extends Filters>(read: (params: URLSearchParams) => F) {
  const [params, setParams] = useSearchParams();
  return {
    value: read(params),
    /** Changes when the URL's filters do (the filter form starts again from them). */
    key: params.toString(),
    apply: (next: F) => setParams(writeFilters({ ...next, page: 1 })),
  };
}

/** The list query as the page uses it. */
interface ListQuery<R> {
  data?: { Results: R[]; Total: number; MorePages: boolean } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The one select of a list's filter form (status, role). */
export interface ListSelect<V extends string> {
  /** The filter's name in the filters and the URL. */
  name: string;
  label: string;
  /** The empty choice's words ("any status"). */
  any: string;
  choices: readonly V[];
  labelOf: (value: V) => string;
}

/**
 * A searchable, filtered, paged administration list: the nav, the heading (focused on arrival),
 * the filter form, loading and failure, how many there are, the rows (`children`) and the pager.
 */
export function AdminListPage<R, V extends string, F extends Filters>({
  current,
  title,
  filters,
  list,
  search,
  select,
  none,
  showing,
  children,
}: {
  current: 'admin-locations' | 'admin-members';
  title: string;
  filters: ReturnType<typeof useUrlFilters<F>>;
  list: ListQuery<R>;
  /** The search field's label. */
  search: string;
  select: ListSelect<V>;
  /** Said when nothing matches. */
  none: string;
  /** Says how many match. */
  showing: (count: number) => string;
  /** The table of the page's rows. */
  children: (results: R[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(title);
  const data = list.data;
  const page = filters.value.page;
  return (
    <section aria-labelledby={`${current}-title`} className="admin">
      <AdminNav current={current} />
      <h1 id={`${current}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <SearchFilterForm
        key={filters.key}
        search={search}
        select={select}
        q={filters.value.q}
        value={(filters.value as Record<string, unknown>)[select.name] as V | undefined}
        onApply={(q, value) => filters.apply({ q, [select.name]: value, page: 1 } as unknown as F)}
      />
      <Loading active={list.isFetching} />
      {list.isError && (
        <LoadError error={list.error} fallback={t('failed')} onRetry={() => void list.refetch()} />
      )}
      {data && (
        <>
          <p role="status" className="muted">
            {data.Results.length === 0 ? none : showing(data.Total)}
          </p>
          {data.Results.length > 0 && children(data.Results)}
          <Pager
            className="admin-pager"
            page={page}
            morePages={data.MorePages}
            searchOf={(to) => writeFilters({ ...filters.value, page: to }).toString()}
          />
        </>
      )}
    </section>
  );
}

/** The list's filter form: a search text and one select, applied together. */
function SearchFilterForm<V extends string>({
  search,
  select,
  q,
  value,
  onApply,
}: {
  search: string;
  select: ListSelect<V>;
  q: string;
  value: V | undefined;
  onApply: (q: string, value: V | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = String(form.get(select.name) ?? '');
    onApply(
      String(form.get('q') ?? ''),
      select.choices.find((c) => c === chosen),
    );
  };
  return (
    <form onSubmit={submit} className="admin-filters">
      <div className="field">
        <label htmlFor={`${id}-q`}>{search}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={q} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-${select.name}`}>{select.label}</label>
        <select id={`${id}-${select.name}`} name={select.name} defaultValue={value ?? ''}>
          <option value="">{select.any}</option>
          {select.choices.map((choice) => (
            <option key={choice} value={choice}>
              {select.labelOf(choice)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t('filter')}</button>
    </form>
  );
}
