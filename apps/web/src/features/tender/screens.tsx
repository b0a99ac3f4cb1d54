import './i18n.ts';
import './styles.css';
import type { InPlaceLogin } from '../../lib/login-slot.ts';
import { TenderPage } from './components/tender-page.tsx';

/** The tender form as the lazily loaded screen. */
export default function TenderScreen({ Login }: { Login: InPlaceLogin }) {
  return <TenderPage Login={Login} />;
}
