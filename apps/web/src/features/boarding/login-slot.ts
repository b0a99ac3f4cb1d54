import type { InPlaceLogin } from '../../lib/login-slot.ts';

/** The in-place login and registration the app gives the wizard (from the auth feature). */
export type BoardingLogin = InPlaceLogin;
