import { localizedPath, type Payment } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { useSession } from '../../../lib/session.tsx';

/**
 * Where to go from a payment: its reservation, the credits it bought, its invoice (member pages,
 * so only for a logged-in member), and otherwise the home page.
 */
export function PaymentLinks({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { member } = useSession();
  const links: { to: string; label: string }[] = [];
  if (member) {
    if (payment.ReservationId !== null)
      links.push({
        to: localizedPath('my-reservation-payments', locale, { id: payment.ReservationId }),
        label: t('links.reservation', { id: payment.ReservationId }),
      });
    if (payment.CreditOrderId !== null)
      links.push({ to: localizedPath('my-credits', locale), label: t('links.credits') });
    if (payment.InvoiceId !== null)
      links.push({
        to: localizedPath('my-invoice', locale, { id: payment.InvoiceId }),
        label: t('links.invoice'),
      });
    if (payment.InvoiceId === null && payment.CreditOrderId === null)
      links.push({ to: localizedPath('my-invoices', locale), label: t('links.invoices') });
  } else {
    links.push({ to: localizedPath('index', locale), label: t('links.home') });
  }
  return (
    <nav aria-label={t('links.label')}>
      <ul className="money-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
