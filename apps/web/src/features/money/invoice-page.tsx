import { ErrorCode, type InvoiceDetail, InvoiceStatus, localizedPath } from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate, money } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { invoiceStatusKey } from '../../lib/money-labels.ts';
import { payPath } from '../../lib/payments.ts';
import { describeProblem } from '../../lib/problems.ts';
import { downloadInvoice, moneyCalls, useInvoice } from './api/money.ts';
import { MoneyNav } from './components/money-nav.tsx';

/** Whether a failure is "this invoice is still a draft" (a 404 with its own code). */
export const isPending = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 404 &&
  (error.body?.Errors ?? []).some((e) => e.Code === ErrorCode.InvoicePending);

/**
 * `/my/invoices/:id`: one invoice as printed (seller, buyer, lines, VAT per rate, totals, what is
 * paid and open), its PDF and UBL, and paying what is open online. A draft says it is still pending.
 */
export function InvoicePage() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const invoice = useInvoice(id, valid);
  const data = invoice.data;
  const title = data?.Number ? t('invoice.title', { number: data.Number }) : t('invoice.titleNoNumber');
  usePageTitle(title);
  const heading = useFocusHeading<HTMLHeadingElement>(!invoice.isPending);

  const back = (
    <p>
      <Link to={localizedPath('my-invoices', locale)}>{t('invoice.back')}</Link>
    </p>
  );
  if (!data) {
    const pending = isPending(invoice.error);
    return (
      <section aria-labelledby="invoice-title" className="money">
        {back}
        <h1 id="invoice-title" ref={heading} tabIndex={-1}>
          {pending ? t('invoice.pendingTitle') : t('invoice.titleNoNumber')}
        </h1>
        <Loading active={valid && invoice.isPending} />
        {!valid && <p role="alert">{t('invoice.notFound')}</p>}
        {pending && (
          <p role="status" className="notice">
            {t('invoice.pending')}
          </p>
        )}
        {invoice.isError && !pending && (
          <p role="alert" className="error">
            {invoice.error instanceof ApiError && invoice.error.status === 404
              ? t('invoice.notFound')
              : describeProblem(invoice.error, i18n, t('invoice.failed')).message}
          </p>
        )}
      </section>
    );
  }
  return (
    <article aria-labelledby="invoice-title" className="money invoice">
      <MoneyNav />
      {back}
      <h1 id="invoice-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="status">
        {t(invoiceStatusKey(data))}
        {data.Type === 'deposit' ? ` · ${t('invoices.deposit')}` : ''} · {data.LocationName} ·{' '}
        <Link to={localizedPath('my-reservation', locale, { id: data.ReservationId })}>
          {t('invoice.reservation', { id: data.ReservationId })}
        </Link>
      </p>
      {data.StatusId === InvoiceStatus.Credit && data.CreditOfInvoiceId !== null && (
        <p className="notice">
          {t('invoice.creditOf')}{' '}
          <Link to={localizedPath('my-invoice', locale, { id: data.CreditOfInvoiceId })}>
            {data.CreditOfNumber ?? t('invoice.titleNoNumber')}
          </Link>
        </p>
      )}
      <InvoiceActions invoice={data} />
      <div className="parties">
        <section aria-labelledby="seller-title">
          <h2 id="seller-title">{t('invoice.seller')}</h2>
          <address>
            {data.Seller.Name}
            <br />
            {data.Seller.Address}
            <br />
            {data.Seller.PostalCode} {data.Seller.City}
            <br />
            {data.Seller.CountryCode}
          </address>
          <dl className="facts">
            <dt>{t('invoice.vatNumber')}</dt>
            <dd>{data.Seller.VatNumber}</dd>
            <dt>{t('invoice.chamber')}</dt>
            <dd>{data.Seller.ChamberOfCommerce}</dd>
            <dt>{t('invoice.iban')}</dt>
            <dd>
              {data.Seller.Iban} ({data.Seller.Bic})
            </dd>
            <dt>{t('invoice.email')}</dt>
            <dd>{data.Seller.Email}</dd>
          </dl>
        </section>
        <section aria-labelledby="buyer-title">
          <h2 id="buyer-title">{t('invoice.buyer')}</h2>
          <address>
            {[
              data.Company,
              data.AttentionOf ? t('invoice.attentionOf', { name: data.AttentionOf }) : null,
              data.Address,
              [data.PostalCode, data.City].filter(Boolean).join(' ') || null,
              data.Country,
            ]
              .filter((line): line is string => Boolean(line))
              .map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of one address
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
          </address>
          <dl className="facts">
            {data.VatNumber && (
              <>
                <dt>{t('invoice.vatNumber')}</dt>
                <dd>{data.VatNumber}</dd>
              </>
            )}
            {data.PoNumber && (
              <>
                <dt>{t('invoice.poNumber')}</dt>
                <dd>{data.PoNumber}</dd>
              </>
            )}
            {data.InvoiceEmail && (
              <>
                <dt>{t('invoice.email')}</dt>
                <dd>{data.InvoiceEmail}</dd>
              </>
            )}
          </dl>
        </section>
      </div>
      <dl className="facts">
        <dt>{t('invoice.issued')}</dt>
        <dd>{data.IssueDate ? formatDate(data.IssueDate, locale) : '–'}</dd>
        <dt>{t('invoice.due')}</dt>
        <dd>{data.DueDate ? formatDate(data.DueDate, locale) : '–'}</dd>
        <dt>{t('invoice.reference')}</dt>
        <dd>{data.Reference}</dd>
      </dl>
      <Lines invoice={data} />
    </article>
  );
}

/** The lines, VAT per rate and the totals. */
function Lines({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cols = {
    quantity: t('invoice.quantity'),
    description: t('invoice.description'),
    price: t('invoice.price'),
    vat: t('invoice.vat'),
    total: t('invoice.lineTotal'),
  };
  return (
    <>
      <h2>{t('invoice.lines')}</h2>
      <table className="money-table stack">
        <caption className="visually-hidden">{t('invoice.lines')}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {cols.quantity}
            </th>
            <th scope="col">{cols.description}</th>
            <th scope="col" className="num">
              {cols.price}
            </th>
            <th scope="col" className="num">
              {cols.vat}
            </th>
            <th scope="col" className="num">
              {cols.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.Lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id and never move
            <tr key={index}>
              <td data-label={cols.quantity} className="num">
                {line.Quantity}
              </td>
              <td data-label={cols.description}>{line.Description}</td>
              <td data-label={cols.price} className="num">
                {money(line.Price, locale)}
              </td>
              <td data-label={cols.vat} className="num">
                {line.TaxPercentage}%
              </td>
              <td data-label={cols.total} className="num">
                {money(line.TotalExclTax, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="money-totals">
        <caption className="visually-hidden">{t('invoice.totals')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('invoice.totalExcl')}</th>
            <td>{money(invoice.TotalExclTax, locale)}</td>
          </tr>
          {invoice.TaxTotals.map((tax) => (
            <tr key={tax.Percentage}>
              <th scope="row">
                {t('invoice.vatOf', { rate: tax.Percentage, base: money(tax.Base, locale) })}
              </th>
              <td>{money(tax.Total, locale)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('invoice.totalIncl')}</th>
            <td>{money(invoice.TotalInclTax, locale)}</td>
          </tr>
          <tr>
            <th scope="row">{t('invoice.paid')}</th>
            <td>{money(invoice.TotalPaid, locale)}</td>
          </tr>
          <tr className="strong">
            <th scope="row">{t('invoice.open')}</th>
            <td>{money(invoice.TotalOpen, locale)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** Whether paying online is offered: something is open on an invoice that is neither credited, rejected nor expired. */
const payable = (invoice: InvoiceDetail) =>
  invoice.TotalOpen > 0 &&
  !([InvoiceStatus.Rejected, InvoiceStatus.Credit, InvoiceStatus.Expired] as number[]).includes(
    invoice.StatusId,
  );

/** Download the PDF and the UBL document; pay what is open online. */
function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [payError, setPayError] = useState<unknown>(null);
  const [paying, setPaying] = useState(false);
  const problem = useProblem(payError, 'invoice.payFailed');
  const name = invoice.Number ?? `invoice-${invoice.Id}`;

  async function save(kind: 'pdf' | 'ubl') {
    setFileProblem(null);
    try {
      await downloadInvoice(invoice.Id, kind, name);
    } catch (error) {
      setFileProblem(describeProblem(error, i18n, t('invoice.fileFailed')).message);
    }
  }

  async function pay() {
    if (paying) return;
    setPaying(true);
    setPayError(null);
    try {
      const payment = await moneyCalls.payInvoice(invoice.Id);
      navigate(payPath(locale, payment.Key));
    } catch (error) {
      setPayError(error);
      setPaying(false);
    }
  }

  return (
    <>
      <p className="actions">
        <button type="button" className="secondary" onClick={() => void save('pdf')}>
          {t('invoice.pdf')}
        </button>{' '}
        <button type="button" className="secondary" onClick={() => void save('ubl')}>
          {t('invoice.ubl')}
        </button>{' '}
        {payable(invoice) && (
          <button type="button" onClick={() => void pay()} aria-disabled={paying || undefined}>
            {t('invoice.pay', { amount: money(invoice.TotalOpen, locale) })}
          </button>
        )}
      </p>
      <ProblemAlert problem={fileProblem} />
      <ProblemAlert problem={problem} />
    </>
  );
}
