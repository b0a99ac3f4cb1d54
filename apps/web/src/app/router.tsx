import { LOCALES, ROUTES } from '@meetspace/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadBoundary } from '../components/load-boundary.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { MemberOnly } from '../features/auth/member-only.tsx';
import type { ContentPageName } from '../features/pages/screens.tsx';
import { PROFILE_ROUTE_NAMES } from '../features/profile/routes.ts';
import { RESERVATION_ROUTE_NAMES } from '../features/reservations/routes.ts';
import { lazyWithReload } from '../lib/lazy-with-reload.ts';
import { Layout } from './layout.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { HomePage } from './routes/home.tsx';
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

// The locations list and location pages (Leaflet loads later still, with the first map).
const LocationsArea = lazyWithReload(() => import('../features/locations/screens.tsx'));
function LocationsAreaScreen() {
  return (
    <LoadBoundary>
      <LocationsArea />
    </LoadBoundary>
  );
}

// The content pages (about, contact, privacy, terms): one small chunk, loaded when first opened.
const ContentPages = lazyWithReload(() => import('../features/pages/screens.tsx'));
const contentScreen = (page: ContentPageName) => () => (
  <LoadBoundary>
    <ContentPages page={page} />
  </LoadBoundary>
);

// The auth views are loaded when first opened: the home page's first view does not need them.
const authScreen = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Screen = lazyWithReload(load);
  return () => (
    <LoadBoundary>
      <Screen />
    </LoadBoundary>
  );
};
const LoginScreen = authScreen(() =>
  import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const SetPasswordScreen = authScreen(() =>
  import('../features/auth/set-password-page.tsx').then((m) => ({ default: m.SetPasswordPage })),
);
const ForgotPasswordScreen = authScreen(() =>
  import('../features/auth/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const PinScreen = authScreen(() =>
  import('../features/auth/pin-login-page.tsx').then((m) => ({ default: m.PinLoginPage })),
);

/** Screens built so far, by route name; every other page of the shared route table is pending. */
const screens: Record<string, () => React.JSX.Element> = {
  index: HomePage,
  login: LoginScreen,
  'set-password': SetPasswordScreen,
  'forgot-password': ForgotPasswordScreen,
  pin: PinScreen,
  locations: LocationsAreaScreen,
  location: LocationsAreaScreen,
  'location-meetingspaces': LocationsAreaScreen,
  'location-workspaces': LocationsAreaScreen,
  'location-reviews': LocationsAreaScreen,
  about: contentScreen('about'),
  contact: contentScreen('contact'),
  privacy: contentScreen('privacy'),
  terms: contentScreen('terms'),
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

/** A route's screen; a members-only one (the route table's `auth`) behind the login flow. */
function screenElement(Screen: () => React.JSX.Element, membersOnly: boolean) {
  return membersOnly ? (
    <MemberOnly>
      <Screen />
    </MemberOnly>
  ) : (
    <Screen />
  );
}

/** One layout per locale with the shared route table's localized paths beneath it. */
export function createRoutes(): RouteObject[] {
  const localeRoutes = LOCALES.map<RouteObject>((locale) => ({
    path: `/${locale}`,
    element: <Layout locale={locale} />,
    errorElement: <ErrorPage />,
    children: [
      ...ROUTES.map<RouteObject>((route) => {
        const Screen =
          screens[route.name] ??
          (RESERVATION_ROUTE_NAMES.has(route.name) ? ReservationAreaScreen : PendingPage);
        const element = screenElement(Screen, 'auth' in route && route.auth);
        const path = route[locale];
        return path ? { path, element } : { index: true, element };
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
