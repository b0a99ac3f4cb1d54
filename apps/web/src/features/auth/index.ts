import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'auth';

// The auth views are loaded when first opened: the home page's first view does not need them.

/** Login, setting a password, forgot password and pin login. */
export const authFeature: Feature = {
  name: 'auth',
  namespace: NAMESPACE,
  routes: {
    login: lazyScreen(NAMESPACE, () => import('./login-page.tsx').then((m) => ({ default: m.LoginPage }))),
    'set-password': lazyScreen(NAMESPACE, () =>
      import('./set-password-page.tsx').then((m) => ({ default: m.SetPasswordPage })),
    ),
    'forgot-password': lazyScreen(NAMESPACE, () =>
      import('./forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
    ),
    pin: lazyScreen(NAMESPACE, () =>
      import('./pin-login-page.tsx').then((m) => ({ default: m.PinLoginPage })),
    ),
  },
};

/** The login flow, shown by the app in place of a members-only page (`inline`), or in the boarding wizard. */
export const LoginView = lazyScreen<{ inline?: boolean; intro?: string }>(NAMESPACE, () =>
  import('./login-page.tsx').then((m) => ({ default: m.LoginPage })),
);

/** The registration form, for the booking wizard's contact step (composed in the app). */
export const RegisterForm = lazyScreen<object>(NAMESPACE, () =>
  import('./register-form.tsx').then((m) => ({ default: m.RegisterForm })),
);
