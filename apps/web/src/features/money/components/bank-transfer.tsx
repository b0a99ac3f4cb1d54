import type { Payment } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { formatDate, money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';

/** How to pay by bank transfer: account, IBAN and reference (each with a copy button), due date. */
export function BankTransfer({
  payment,
}: {
  payment: Payment & { BankTransfer: NonNullable<Payment['BankTransfer']> };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const bank = payment.BankTransfer;
  return (
    <section aria-labelledby="bank-title" className="bank-transfer">
      <h2 id="bank-title">{t('pay.bank.title')}</h2>
      <p>{t('pay.bank.intro', { amount: money(payment.Amount, locale) })}</p>
      <dl className="facts">
        <dt>{t('pay.bank.amount')}</dt>
        <dd>
          {money(payment.Amount, locale)}{' '}
          <CopyButton
            value={locale === 'nl' ? payment.Amount.toFixed(2).replace('.', ',') : payment.Amount.toFixed(2)}
            label={t('pay.bank.copyAmount')}
          />
        </dd>
        <dt>{t('pay.bank.holder')}</dt>
        <dd>{bank.AccountHolder}</dd>
        <dt>{t('pay.bank.iban')}</dt>
        <dd>
          <span className="code">{bank.Iban}</span>{' '}
          <CopyButton value={bank.Iban} label={t('pay.bank.copyIban')} />
        </dd>
        <dt>{t('pay.bank.bic')}</dt>
        <dd>{bank.Bic}</dd>
        <dt>{t('pay.bank.reference')}</dt>
        <dd>
          <span className="code">{bank.Reference}</span>{' '}
          <CopyButton value={bank.Reference} label={t('pay.bank.copyReference')} />
        </dd>
        {bank.DueDate && (
          <>
            <dt>{t('pay.bank.due')}</dt>
            <dd>{formatDate(bank.DueDate, locale)}</dd>
          </>
        )}
      </dl>
      <p className="muted">{t('pay.bank.mention')}</p>
    </section>
  );
}
