import { formerPatterns, LOCALES, ROUTES, type RouteName } from '@meetspace/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import type { Feature } from '../lib/feature.ts';
import { FEATURES } from './features.ts';
import { Layout } from './layout.tsx';
import { MemberOnly } from './member-only.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { HomePage } from './routes/home.tsx';
import { MovedPage } from './routes/moved-page.tsx';
import { PendingPage } from './routes/pending-page.tsx';

/** The app's own screens: the home page composes the search, booking and locations features. */
const APP_SCREENS: Partial<Record<RouteName, ComponentType>> = { index: HomePage };

/**
 * The screen of every route the features (and the app) declare; a route two of them claim is a
 * mistake that stops the app at once.
 */
export function screensByRoute(features: readonly Feature[]): Map<string, ComponentType> {
  const screens = new Map<string, ComponentType>(Object.entries(APP_SCREENS));
  for (const feature of features) {
    for (const [name, Screen] of Object.entries(feature.routes)) {
      if (screens.has(name)) throw new Error(`route ${name} is declared twice (feature ${feature.name})`);
      if (Screen) screens.set(name, Screen);
    }
  }
  return screens;
}

/** A route's screen; a members-only one (the route table's `auth`) behind the login flow. */
function screenElement(Screen: ComponentType, membersOnly: boolean) {
  return membersOnly ? (
    <MemberOnly>
      <Screen />
    </MemberOnly>
  ) : (
    <Screen />
  );
}

/**
 * One layout per locale with the shared route table's localized paths beneath it. A route no
 * feature declares yet honestly says it is not built; a members-only one (the table's `auth`) is
 * behind the login flow. A page's former path (the table's `formerly`) redirects to its current one.
 */
export function createRoutes(): RouteObject[] {
  const screens = screensByRoute(FEATURES);
  const localeRoutes = LOCALES.map<RouteObject>((locale) => ({
    path: `/${locale}`,
    element: <Layout locale={locale} />,
    errorElement: <ErrorPage />,
    children: [
      ...ROUTES.map<RouteObject>((route) => {
        const element = screenElement(screens.get(route.name) ?? PendingPage, 'auth' in route && route.auth);
        const path = route[locale];
        return path ? { path, element } : { index: true, element };
      }),
      // A page that moved: its former path sends the visitor on to the current one.
      ...formerPatterns()
        .filter((former) => former.locale === locale)
        .map<RouteObject>(({ pattern }) => ({ path: pattern, element: <MovedPage /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  }));
  return [
    ...localeRoutes,
    { path: '*', element: <Layout locale="nl" />, children: [{ path: '*', element: <NotFoundPage /> }] },
  ];
}

export const createRouter = () => createBrowserRouter(createRoutes());
