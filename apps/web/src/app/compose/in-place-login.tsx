import { LoginView } from '../../features/auth/index.ts';
import type { InPlaceLogin as InPlaceLoginSlot } from '../../lib/login-slot.ts';

/**
 * The in-place login and registration of the boarding wizard, the tender form and the proposal
 * page: the auth feature's inline login view with the feature's own intro.
 */
export const InPlaceLogin: InPlaceLoginSlot = ({ intro }) => <LoginView inline intro={intro} />;
