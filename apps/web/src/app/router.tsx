import { LOCALES, ROUTES } from '@meetspace/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadBoundary } from '../components/load-boundary.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { PinLoginPage } from '../features/auth/pin-login-page.tsx';
import { SetPasswordPage } from '../features/auth/set-password-page.tsx';
import { PROFILE_ROUTE_NAMES } from '../features/profile/routes.ts';
import { RESERVATION_ROUTE_NAMES } from '../features/reservations/routes.ts';
import { lazyWithReload } from '../lib/lazy-with-reload.ts';
import { Layout } from './layout.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { PendingPage } from './routes/pending-page.tsx';

// The profile area (`/my`, `/my/profile`), loaded when it is first opened like the reservations.
const ProfileArea = lazyWithReload(() => import('../features/profile/screens.tsx'));
function ProfileAreaScreen() {
  return (
    <LoadBoundary>
      <ProfileArea />
    </LoadBoundary>
  );
}

/** Screens built so far, by route name; every other page of the shared route table is pending. */
const screens: Record<string, () => React.JSX.Element> = {
  index: HomePage,
  login: LoginPage,
  'set-password': SetPasswordPage,
  'forgot-password': ForgotPasswordPage,
  pin: PinLoginPage,
  ...Object.fromEntries([...PROFILE_ROUTE_NAMES].map((name) => [name, ProfileAreaScreen])),
};

// The member area is loaded when it is first opened: visitors who only search never download it.
// One component for all its routes, so moving between a reservation's submenus keeps the page.
const ReservationArea = lazyWithReload(() => import('../features/reservations/screens.tsx'));
function ReservationAreaScreen() {
  return (
    <LoadBoundary>
      <ReservationArea />
    </LoadBoundary>
  );
}

/** One layout per locale with the shared route table's localized paths beneath it. */
export function createRoutes(): RouteObject[] {
  const localeRoutes = LOCALES.map<RouteObject>((locale) => ({
    path: `/${locale}`,
    element: <Layout locale={locale} />,
    children: [
      ...ROUTES.map<RouteObject>((route) => {
        const Screen =
          screens[route.name] ??
          (RESERVATION_ROUTE_NAMES.has(route.name) ? ReservationAreaScreen : PendingPage);
        const path = route[locale];
        return path ? { path, element: <Screen /> } : { index: true, element: <Screen /> };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  }));
  return [
    ...localeRoutes,
    { path: '*', element: <Layout locale="nl" />, children: [{ path: '*', element: <NotFoundPage /> }] },
  ];
}

export const createRouter = () => createBrowserRouter(createRoutes());
