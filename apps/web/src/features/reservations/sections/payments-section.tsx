import { localizedPath, type ReservationDetail, ReservationStatus } from '@meetspace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { formatInstant, money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { paymentStatusKey, paymentTypeKey } from '../../../lib/money-labels.ts';
import { parseAmount, payPath } from '../../../lib/payments.ts';
import { keys, payReservation, useCreditWallet, usePayments } from '../api/reservations.ts';
import { partialAmount, paymentActions } from '../payment-actions.ts';

/**
 * The payments submenu: what is paid and open, the payments made so far, and paying (part of) what
 * is open online, with credits (after confirming, against the wallet's balance) or on invoice.
 */
export function PaymentsSection({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const payments = usePayments(r.Id);
  const problem = useProblem(payments.error, 'payments.failed');
  const list = payments.data?.Results;
  return (
    <>
      <table className="totals">
        <caption className="visually-hidden">{t('payments.summary')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('payments.total')}</th>
            <td>{money(r.TotalInclTax, locale)}</td>
          </tr>
          <tr>
            <th scope="row">{t('payments.paid')}</th>
            <td>{money(r.TotalPaid, locale)}</td>
          </tr>
          <tr>
            <th scope="row">{t('payments.open')}</th>
            <td>
              <strong>{money(r.TotalOpen, locale)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <PayActions r={r} />
      <h3>{t('payments.history')}</h3>
      <Loading active={payments.isPending} />
      <ProblemAlert problem={problem} />
      {list?.length === 0 && <p>{t('payments.none')}</p>}
      {list && list.length > 0 && (
        <table className="log payments-table">
          <caption className="visually-hidden">{t('payments.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payments.date')}</th>
              <th scope="col">{t('payments.how')}</th>
              <th scope="col">{t('payments.status')}</th>
              <th scope="col">{t('payments.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.Id}>
                <td data-label={t('payments.date')}>{formatInstant(p.PaidAt ?? p.CreatedAt, locale)}</td>
                <td data-label={t('payments.how')}>{t(paymentTypeKey(p.PaymentType))}</td>
                <td data-label={t('payments.status')}>
                  {t(paymentStatusKey(p.Status))}
                  {p.Status === 'open' && (
                    <>
                      {' · '}
                      <Link to={payPath(locale, p.Key)}>{t('payments.openPayment')}</Link>
                    </>
                  )}
                  {p.Refunded > 0 && ` · ${t('payments.refunded', { amount: money(p.Refunded, locale) })}`}
                </td>
                <td data-label={t('payments.amount')}>{money(p.Amount, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link to={localizedPath('my-credits', locale)}>{t('payments.toCredits')}</Link>
      </p>
    </>
  );
}

/** The ways to pay what is open, with an optional amount for a partial payment. */
function PayActions({ r }: { r: ReservationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const actions = paymentActions(r);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<ReturnType<typeof partialAmount> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<number | undefined | null>(null);
  const wallet = useCreditWallet(actions.credits);
  const problem = useProblem(error, 'payments.payFailed');

  if (!actions.online) {
    const settled =
      r.StatusId === ReservationStatus.Cancelled ? 'payments.cancelledSettled' : 'payments.nothingOpen';
    return <p className="notice">{t(r.TotalOpen > 0 ? 'payments.cancelled' : settled)}</p>;
  }

  /** The amount to pay (undefined: all that is open), or null when the field is wrong (said by it). */
  function amountToPay(): number | undefined | null {
    const result = partialAmount(text, r.TotalOpen, parseAmount);
    setChecked(result);
    return result.error ? null : result.amount;
  }

  /** A pay button's click: the amount is checked first, and `then` runs only when it is right. */
  const withAmount = (then: (amount: number | undefined) => void) => () => {
    const amount = amountToPay();
    if (amount !== null) then(amount);
  };

  async function pay(type: 1 | 2 | 4, amount: number | undefined) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const payment = await payReservation(r.Id, type, amount);
      if (type === 4) {
        setConfirming(null);
        setText('');
        toast(t('payments.paidWithCredits', { amount: money(payment.Amount, locale) }));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: keys.reservation(r.Id) }),
          queryClient.invalidateQueries({ queryKey: ['my-wallet'] }),
        ]);
        setBusy(false);
      } else {
        navigate(payPath(locale, payment.Key));
      }
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  const amountError =
    checked?.error === 'invalid'
      ? t('payments.amountInvalid')
      : checked?.error === 'tooHigh'
        ? t('payments.amountTooHigh', { open: money(r.TotalOpen, locale) })
        : problem.fields.Amount;
  const creditAmount = confirming ?? r.TotalOpen;
  const balance = wallet.data?.Balance;
  const enough = balance !== undefined && Math.round(balance * 100) >= Math.round(creditAmount * 100);

  return (
    <section aria-labelledby="pay-actions-title" className="pay-actions">
      <h3 id="pay-actions-title">{t('payments.payTitle')}</h3>
      <Field
        label={t('payments.amountLabel')}
        hint={t('payments.amountHint', { open: money(r.TotalOpen, locale) })}
        error={amountError}
      >
        {(props) => (
          <input
            {...props}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setChecked(null);
            }}
          />
        )}
      </Field>
      <p className="actions">
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={withAmount((amount) => void pay(1, amount))}
        >
          {t('payments.online')}
        </button>{' '}
        <button
          type="button"
          className="secondary"
          aria-disabled={busy || undefined}
          onClick={withAmount((amount) => setConfirming(amount))}
        >
          {t('payments.credits')}
        </button>{' '}
        {actions.invoice && (
          <button
            type="button"
            className="secondary"
            aria-disabled={busy || undefined}
            onClick={withAmount((amount) => void pay(2, amount))}
          >
            {t('payments.onInvoice')}
          </button>
        )}
      </p>
      {!actions.invoice && <p className="muted">{t('payments.invoicedAlready')}</p>}
      <ProblemAlert problem={confirming === null ? problem : null} shown={(field) => field === 'Amount'} />
      <Dialog
        open={confirming !== null}
        onClose={() => {
          setConfirming(null);
          setError(null);
        }}
        title={t('payments.confirmTitle')}
        describedBy="credits-confirm-text"
      >
        <p id="credits-confirm-text">{t('payments.confirmText', { amount: money(creditAmount, locale) })}</p>
        <p>
          {balance === undefined
            ? wallet.isError
              ? t('payments.balanceFailed')
              : t('payments.balanceLoading')
            : t('payments.balance', { balance: money(balance, locale) })}
        </p>
        {balance !== undefined && !enough && (
          <p className="notice">
            {t('payments.notEnough')}{' '}
            <Link to={localizedPath('my-credits', locale)}>{t('payments.buyCredits')}</Link>
          </p>
        )}
        <ProblemAlert problem={problem} />
        <p className="actions">
          <button
            type="button"
            aria-disabled={busy || !enough || undefined}
            onClick={() => {
              if (enough) void pay(4, confirming ?? undefined);
            }}
          >
            {t('payments.confirm', { amount: money(creditAmount, locale) })}
          </button>{' '}
          <button type="button" className="link" onClick={() => setConfirming(null)}>
            {t('payments.cancel')}
          </button>
        </p>
      </Dialog>
    </section>
  );
}
