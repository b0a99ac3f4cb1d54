import { LoginView } from '../../features/auth/index.ts';
import type { BoardingLogin as BoardingLoginSlot } from '../../features/boarding/index.ts';

/** The boarding wizard's in-place login and registration: the auth feature's inline login view. */
export const BoardingLogin: BoardingLoginSlot = ({ intro }) => <LoginView inline intro={intro} />;
