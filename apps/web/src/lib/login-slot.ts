import type { ComponentType } from 'react';

/**
 * The login and registration a feature shows in place (the auth feature's inline view, given by
 * the app in `app/compose/in-place-login.tsx`): the boarding wizard at step 2, the tender form at
 * sending, the proposal page for a visitor. `intro` says why a login is asked here.
 */
export type InPlaceLogin = ComponentType<{ intro: string }>;
