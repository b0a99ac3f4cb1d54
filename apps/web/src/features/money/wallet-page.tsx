import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CopyButton } from '../../components/copy-button.tsx';
import { Field } from '../../components/field.tsx';
import { Loading } from '../../components/loading.tsx';
import { Pager } from '../../components/pager.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { useToast } from '../../components/toasts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatInstant, money } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { parseAmount } from '../../lib/payments.ts';
import { keys, moneyCalls, useTransactions, useWallet } from './api/money.ts';
import { MoneyNav } from './components/money-nav.tsx';
import { readPage, redeemRefusal, type TransferAttempt, transferKey } from './wallet.ts';

/**
 * `/my/wallet`: the wallet's address and balance, its history, redeeming a credit voucher into it and
 * moving credits to another wallet.
 */
export function WalletPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const wallet = useWallet();
  const problem = useProblem(wallet.error, 'wallet.failed');
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('wallet.title'));
  const w = wallet.data;

  return (
    <section aria-labelledby="wallet-title" className="money wallet">
      <MoneyNav />
      <h1 id="wallet-title" ref={heading} tabIndex={-1}>
        {t('wallet.title')}
      </h1>
      <Loading active={wallet.isPending} />
      <ProblemAlert problem={problem} />
      {w && (
        <>
          <dl className="facts">
            <dt>{t('wallet.address')}</dt>
            <dd>
              <span className="code">{w.Address}</span>{' '}
              <CopyButton value={w.Address} label={t('wallet.copyAddress')} />
            </dd>
            <dt>{t('wallet.balance')}</dt>
            <dd>
              <strong>{money(w.Balance, locale)}</strong>
            </dd>
          </dl>
          <RedeemVoucher />
          <Transfer from={w.Address} />
          <History address={w.Address} />
        </>
      )}
    </section>
  );
}

/** The wallet's movements, newest first, with the balance after each; paged in the URL (`?page=`). */
function History({ address }: { address: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = readPage(params);
  const list = useTransactions(address, page);
  const problem = useProblem(list.error, 'wallet.historyFailed');
  const data = list.data;
  const cols = {
    date: t('wallet.date'),
    what: t('wallet.what'),
    amount: t('wallet.amount'),
    balance: t('wallet.balanceAfter'),
  };
  const pageLink = (to: number) => (to > 1 ? `?page=${to}` : '?');
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t('wallet.history')}</h2>
      <Loading active={list.isFetching} />
      <ProblemAlert problem={problem} />
      {data && data.Results.length === 0 && <p>{page > 1 ? t('wallet.pageEmpty') : t('wallet.none')}</p>}
      {data && data.Results.length > 0 && (
        <table className="money-table stack" aria-busy={list.isFetching}>
          <caption className="visually-hidden">{t('wallet.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{cols.date}</th>
              <th scope="col">{cols.what}</th>
              <th scope="col" className="num">
                {cols.amount}
              </th>
              <th scope="col" className="num">
                {cols.balance}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.Results.map((m) => (
              <tr key={m.Id}>
                <td data-label={cols.date}>{formatInstant(m.Date, locale)}</td>
                <td data-label={cols.what}>
                  {t(`wallet.kind.${m.Kind}`)}
                  {m.Description ? ` · ${m.Description}` : ''}
                  {m.Counterparty && (
                    <>
                      {' '}
                      · {t(m.Amount < 0 ? 'wallet.to' : 'wallet.from')}{' '}
                      <span className="code">{m.Counterparty}</span>
                    </>
                  )}
                </td>
                <td data-label={cols.amount} className={`num ${m.Amount < 0 ? 'out' : 'in'}`}>
                  {m.Amount > 0 ? '+' : ''}
                  {money(m.Amount, locale)}
                </td>
                <td data-label={cols.balance} className="num">
                  {money(m.Balance, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager className="pager" page={page} morePages={data.MorePages} searchOf={pageLink} />}
    </section>
  );
}

/**
 * Redeeming a credit voucher (tegoedbon) into the wallet: the result in one polite live region (what
 * was added and the balance, or why not in the cart's voucher sentences), then balance and history
 * are asked again.
 */
export function RedeemVoucher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const resultId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const problem = useProblem(error, 'wallet.redeemFailed');
  const refusal = redeemRefusal(error);
  const failure = error
    ? refusal
      ? t(`voucher.result.${refusal}`)
      : (problem.fields.Code ?? problem.message)
    : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const answer = await moneyCalls.redeemVoucher(code.trim());
      setCode('');
      setDone(
        t('wallet.redeemed', {
          amount: money(answer.Amount, locale),
          balance: money(answer.Balance, locale),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: keys.wallet });
    } catch (failed) {
      setError(failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="redeem-title" className="money-form" noValidate>
      <h2 id="redeem-title">{t('wallet.redeemTitle')}</h2>
      <Field label={t('wallet.redeemCode')} hint={t('wallet.redeemHint')}>
        {(props) => (
          <input
            {...props}
            {...(failure
              ? {
                  'aria-invalid': true,
                  'aria-describedby': `${props['aria-describedby'] ?? ''} ${resultId}`.trim(),
                }
              : {})}
            name="voucher"
            autoComplete="off"
            spellCheck={false}
            maxLength={50}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <button type="submit" aria-disabled={busy || code.trim() === '' || undefined}>
        {busy ? t('wallet.redeeming') : t('wallet.redeem')}
      </button>
      <p id={resultId} role="status" aria-live="polite" className={failure ? 'error' : undefined}>
        {failure ?? done ?? ''}
      </p>
    </form>
  );
}

/**
 * Moving credits to another wallet. Each submission carries an `Idempotency-Key`, made once for
 * what was submitted: sending the same again (a double click, a retry after a lost answer) reuses
 * it, so the server carries it out at most once; a changed form gets a new one.
 */
function Transfer({ from }: { from: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [to, setTo] = useState('');
  const [amountText, setAmountText] = useState('');
  const [invalid, setInvalid] = useState<{ to?: boolean; amount?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const attempt = useRef<TransferAttempt | null>(null);
  const problem = useProblem(error, 'wallet.transferFailed');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const address = to.trim().toLowerCase();
    const amount = parseAmount(amountText);
    const wrong = { to: !/^w[0-9a-z]{24}$/.test(address), amount: amount === null };
    setInvalid(wrong);
    if (wrong.to || wrong.amount || amount === null) return;
    attempt.current = transferKey(attempt.current, { to: address, amount }, () => crypto.randomUUID());
    setBusy(true);
    setError(null);
    try {
      await moneyCalls.transfer(from, address, amount, attempt.current.key);
      attempt.current = null;
      setTo('');
      setAmountText('');
      toast(t('wallet.transferred'));
      await queryClient.invalidateQueries({ queryKey: keys.wallet });
    } catch (failure) {
      // A refusal (4xx) moved nothing: the next submission may be a new one. A lost answer or a
      // server failure may have moved it: the same key again lets the server tell.
      if (failure instanceof ApiError && failure.status < 500) attempt.current = null;
      if (failure instanceof ApiError && failure.status === 409)
        await queryClient.invalidateQueries({ queryKey: keys.wallet });
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="transfer-title" className="money-form" noValidate>
      <h2 id="transfer-title">{t('wallet.transferTitle')}</h2>
      <Field
        label={t('wallet.toAddress')}
        hint={t('wallet.toAddressHint')}
        error={invalid.to ? t('wallet.addressInvalid') : problem.fields.ToAddress}
      >
        {(props) => (
          <input
            {...props}
            name="to"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('wallet.transferAmount')}
        hint={t('wallet.amountHint')}
        error={invalid.amount ? t('wallet.amountInvalid') : problem.fields.Amount}
      >
        {(props) => (
          <input
            {...props}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" aria-disabled={busy || undefined}>
        {t('wallet.transfer')}
      </button>
      <ProblemAlert problem={problem} shown={(field) => field === 'ToAddress' || field === 'Amount'} />
    </form>
  );
}
