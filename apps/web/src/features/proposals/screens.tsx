import './i18n.ts';
import './styles.css';
import { localizedPath, matchRoute } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import type { InPlaceLogin } from '../../lib/login-slot.ts';
import { useSession } from '../../lib/session.tsx';
import { ProposalPage } from './components/proposal-page.tsx';
import { TendersPage } from './components/tenders-page.tsx';

/**
 * The proposals pages as one lazily loaded component: the list, or the proposal its key names.
 * The mailed `/voorstellen/:key` is the same page (a visitor logs in in place first); without a key
 * it forwards to the list.
 */
export default function ProposalsArea({ Login }: { Login: InPlaceLogin }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { key } = useParams();
  const locale = useLocale();
  const session = useSession();
  const route = matchRoute(pathname)?.name;
  if (route === 'proposal') {
    if (!key) return <Navigate to={localizedPath('my-reservations-proposals', locale)} replace />;
    if (session.restoring) return <Loading active />;
    if (!session.member) return <Login intro={t('proposal.loginIntro')} />;
  }
  if (route === 'my-reservations-proposals' || !key) return <TendersPage />;
  return <ProposalPage key={key} proposalKey={key} />;
}
