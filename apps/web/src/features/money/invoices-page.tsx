import { type InvoiceSummary, localizedPath } from '@meetspace/domain';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { Loading } from '../../components/loading.tsx';
import { Pager } from '../../components/pager.tsx';
import { StackTable } from '../../components/stack-table.tsx';
import { formatDate, money } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { invoiceStatusKey } from '../../lib/money-labels.ts';
import { useInvoices } from './api/money.ts';
import { MoneyNav } from './components/money-nav.tsx';
import {
  DEFAULT_INVOICE_FILTERS,
  INVOICE_STATUS_FILTERS,
  type InvoiceFilters,
  invoicePeriodReversed,
  invoicesFiltered,
  readInvoiceFilters,
  writeInvoiceFilters,
} from './invoice-filters.ts';

/**
 * `/my/invoices`: the member's invoices, 20 a page, newest first, filtered by status, period and
 * text; the filters and the page live in the URL query, so reload and back keep them.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readInvoiceFilters(params);
  const reversed = invoicePeriodReversed(filters);
  const list = useInvoices(filters, !reversed);
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('invoices.title'));
  const data = reversed ? undefined : list.data;
  const busy = list.isFetching;

  return (
    <section aria-labelledby="invoices-title" className="money">
      <MoneyNav />
      <h1 id="invoices-title" ref={heading} tabIndex={-1}>
        {t('invoices.title')}
      </h1>
      <Filters
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(writeInvoiceFilters({ ...next, page: 1 }))}
      />
      {reversed && (
        <p role="alert" className="error">
          {t('invoices.reversed')}
        </p>
      )}
      <Loading active={busy && !reversed} />
      {list.isError && !reversed && (
        <LoadError error={list.error} fallback={t('invoices.failed')} onRetry={() => void list.refetch()} />
      )}
      {data && (
        <>
          <p role="status" className="muted">
            {data.Results.length === 0
              ? invoicesFiltered(filters)
                ? t('invoices.noMatches')
                : filters.page > 1
                  ? t('invoices.pageEmpty')
                  : t('invoices.none')
              : t('invoices.showing', { count: data.Results.length, page: filters.page })}
          </p>
          {data.Results.length > 0 && <InvoiceTable invoices={data.Results} busy={busy} />}
          <Pager
            className="pager"
            page={filters.page}
            morePages={data.MorePages}
            searchOf={(page) => writeInvoiceFilters({ ...filters, page }).toString()}
          />
        </>
      )}
    </section>
  );
}

/** The invoices as a table; below 40rem each row stacks into a card with its column names. */
function InvoiceTable({ invoices, busy }: { invoices: InvoiceSummary[]; busy: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = {
    number: t('invoices.number'),
    date: t('invoices.date'),
    location: t('invoices.location'),
    status: t('invoices.status'),
    total: t('invoices.total'),
    open: t('invoices.open'),
  };
  return (
    <StackTable
      className="money-table"
      caption={t('invoices.caption')}
      columns={columns}
      numeric={['total', 'open']}
      busy={busy}
    >
      {invoices.map((invoice) => (
        <tr key={invoice.Id}>
          <th scope="row" data-label={columns.number}>
            <Link to={localizedPath('my-invoice', locale, { id: invoice.Id })}>
              {invoice.Number ?? t('invoices.draftName', { id: invoice.Id })}
            </Link>
            {invoice.Type === 'deposit' && <span className="muted"> · {t('invoices.deposit')}</span>}
          </th>
          <td data-label={columns.date}>{invoice.IssueDate ? formatDate(invoice.IssueDate, locale) : '–'}</td>
          <td data-label={columns.location}>{invoice.LocationName}</td>
          <td data-label={columns.status}>{t(invoiceStatusKey(invoice))}</td>
          <td data-label={columns.total} className="num">
            {money(invoice.TotalInclTax, locale)}
          </td>
          <td data-label={columns.open} className="num">
            {money(invoice.TotalOpen, locale)}
          </td>
        </tr>
      ))}
    </StackTable>
  );
}

/** The filter form; it starts from the URL's filters and applies them all at once. */
function Filters({
  filters,
  onApply,
}: {
  filters: InvoiceFilters;
  onApply: (filters: InvoiceFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = String(form.get('status') ?? '');
    onApply({
      status: status === '' ? null : Number(status),
      from: String(form.get('from') ?? ''),
      to: String(form.get('to') ?? ''),
      q: String(form.get('q') ?? '').trim(),
      page: 1,
    });
  }

  return (
    <form className="search-form money-filters" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('invoices.filters')}
      </h2>
      <div className="fields">
        <label>
          {t('invoices.status')}
          <select name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t('invoices.allStatuses')}</option>
            {INVOICE_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(invoiceStatusKey({ StatusId: status }))}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('invoices.from')}
          <input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label>
          {t('invoices.to')}
          <input type="date" name="to" defaultValue={filters.to} />
        </label>
        <label>
          {t('invoices.q')}
          <input type="search" name="q" maxLength={100} defaultValue={filters.q} />
        </label>
      </div>
      <button type="submit">{t('invoices.apply')}</button>{' '}
      {invoicesFiltered(filters) && (
        <button type="button" className="link" onClick={() => onApply(DEFAULT_INVOICE_FILTERS)}>
          {t('invoices.reset')}
        </button>
      )}
    </form>
  );
}
