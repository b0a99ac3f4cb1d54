import { HOST_ROUTES } from './host-routes.ts';
import { MY_ROUTES } from './member-routes.ts';
import { NETWORK_ROUTES } from './network-routes.ts';
import type { RouteDef } from './route-def.ts';
import { SITE_ROUTES } from './site-routes.ts';

export type { RouteDef } from './route-def.ts';

/**
 * Every page of the site in both locales, shared by the web router and the server (200 or 404).
 * Patterns are React Router 7 syntax relative to the locale prefix ('/nl' or '/en').
 */
export const ROUTES = [
  ...SITE_ROUTES,
  ...MY_ROUTES,
  ...NETWORK_ROUTES,
  ...HOST_ROUTES,
] as const satisfies readonly RouteDef[];

export type Route = (typeof ROUTES)[number];
export type RouteName = Route['name'];

type EmptyParams = Record<never, never>;
type ParamValue = string | number;

type SegmentParams<S extends string> = S extends `:${infer Name}?`
  ? { [K in Name]?: ParamValue }
  : S extends `:${infer Name}`
    ? { [K in Name]: ParamValue }
    : EmptyParams;

type PatternParams<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? SegmentParams<Head> & PatternParams<Rest>
  : SegmentParams<P>;

type Simplify<T> = { [K in keyof T]: T[K] };

/** The parameters of a route, e.g. `{ id: string | number; slug: string | number }` for 'location'. */
export type RouteParams<N extends RouteName> = Simplify<PatternParams<Extract<Route, { name: N }>['en']>>;

/** Arguments after the locale: params are required only when the route has a required parameter. */
export type RouteParamsArg<N extends RouteName> =
  EmptyParams extends RouteParams<N> ? [params?: RouteParams<N>] : [params: RouteParams<N>];

const ROUTE_BY_NAME: ReadonlyMap<string, Route> = new Map(ROUTES.map((route) => [route.name, route]));

/** The route definition of a name, or undefined for an unknown name. */
export function findRoute(name: string): Route | undefined {
  return ROUTE_BY_NAME.get(name);
}

/** Whether `value` names a route of the table. */
export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && ROUTE_BY_NAME.has(value);
}
