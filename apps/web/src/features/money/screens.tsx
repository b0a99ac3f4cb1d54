import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { CreditsPage } from './credits-page.tsx';
import { InvoicePage } from './invoice-page.tsx';
import { InvoicesPage } from './invoices-page.tsx';
import { PayDonePage } from './pay-done-page.tsx';
import { PayPage } from './pay-page.tsx';
import { WalletPage } from './wallet-page.tsx';

/** The money pages as one lazily loaded component: the page the path names. */
export default function MoneyArea() {
  const { pathname } = useLocation();
  switch (matchRoute(pathname)?.name) {
    case 'my-invoice':
      return <InvoicePage />;
    case 'my-credits':
      return <CreditsPage />;
    case 'my-wallet':
      return <WalletPage />;
    case 'pay':
      return <PayPage />;
    case 'pay-done':
      return <PayDonePage />;
    default:
      return <InvoicesPage />;
  }
}
