import { LOCALES, ROUTES } from '@meetspace/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { SetPasswordPage } from '../features/auth/set-password-page.tsx';
import { MyReservationPage, MyReservationsPage } from '../features/reservations/my-reservations.tsx';
import { Layout } from './layout.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { PendingPage } from './routes/pending-page.tsx';

/** Screens built so far, by route name; every other page of the shared route table is pending. */
const screens: Record<string, () => React.JSX.Element> = {
  index: HomePage,
  login: LoginPage,
  'set-password': SetPasswordPage,
  'my-reservations': MyReservationsPage,
  'my-reservation': MyReservationPage,
};

/** One layout per locale with the shared route table's localized paths beneath it. */
export function createRoutes(): RouteObject[] {
  const localeRoutes = LOCALES.map<RouteObject>((locale) => ({
    path: `/${locale}`,
    element: <Layout locale={locale} />,
    children: [
      ...ROUTES.map<RouteObject>((route) => {
        const Screen = screens[route.name] ?? PendingPage;
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
