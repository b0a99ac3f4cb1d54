import {
  type InvoiceSummary,
  localizedPath,
  type ReservationDetail,
  type ReservationSection,
} from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { formatDate, money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { invoiceStatusKey } from '../../../lib/money-labels.ts';
import { downloadInvoicePdf, useReservationInvoices } from '../api/reservations.ts';

/** The invoices a submenu shows: the normal ones (credit notes too) or the deposit invoice. */
export const invoicesOfSection = (invoices: InvoiceSummary[], section: ReservationSection) =>
  invoices.filter((invoice) =>
    section === 'depositInvoice' ? invoice.Type === 'deposit' : invoice.Type !== 'deposit',
  );

/**
 * The invoice and deposit-invoice submenus: the reservation's invoices of that kind (credit notes
 * included), each with its status, amounts, a link to it and its PDF; a draft says when it is issued.
 */
export function InvoiceSection({ r, section }: { r: ReservationDetail; section: ReservationSection }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const invoices = useReservationInvoices(r.Id);
  const problem = useProblem(invoices.error, 'invoices.failed');
  const shown = invoices.data ? invoicesOfSection(invoices.data.Results, section) : undefined;
  return (
    <>
      <Loading active={invoices.isPending} />
      <ProblemAlert problem={problem} />
      {shown?.length === 0 && (
        <p>{t(section === 'depositInvoice' ? 'invoices.noDeposit' : 'invoices.none')}</p>
      )}
      {shown && shown.length > 0 && (
        <ul className="invoice-list">
          {shown.map((invoice) => (
            <InvoiceItem key={invoice.Id} invoice={invoice} />
          ))}
        </ul>
      )}
      <p>
        <Link to={localizedPath('my-invoices', locale)}>{t('invoices.all')}</Link>
      </p>
    </>
  );
}

function InvoiceItem({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [problem, setProblem] = useState<string | null>(null);
  const name = invoice.Number ?? t('invoices.pendingName');

  async function pdf() {
    setProblem(null);
    try {
      await downloadInvoicePdf(invoice.Id, `${invoice.Number ?? `invoice-${invoice.Id}`}.pdf`);
    } catch {
      setProblem(t('res.fileFailed'));
    }
  }

  return (
    <li>
      <h3>
        {invoice.IsDraft ? (
          name
        ) : (
          <Link to={localizedPath('my-invoice', locale, { id: invoice.Id })}>
            {t('invoices.name', { number: name })}
          </Link>
        )}
      </h3>
      <p className="status">{t(invoiceStatusKey(invoice))}</p>
      {invoice.IsDraft ? (
        <p>{t('invoices.draft')}</p>
      ) : (
        <p>
          {invoice.IssueDate && t('invoices.issued', { date: formatDate(invoice.IssueDate, locale) })}
          {invoice.DueDate && ` · ${t('invoices.due', { date: formatDate(invoice.DueDate, locale) })}`}
        </p>
      )}
      <p>
        {t('invoices.amounts', {
          total: money(invoice.TotalInclTax, locale),
          paid: money(invoice.TotalPaid, locale),
          open: money(invoice.TotalOpen, locale),
        })}
      </p>
      {!invoice.IsDraft && (
        <p className="actions">
          <button type="button" className="secondary" onClick={() => void pdf()}>
            {t('invoices.pdf', { number: name })}
          </button>
        </p>
      )}
      <ProblemAlert problem={problem} />
    </li>
  );
}
