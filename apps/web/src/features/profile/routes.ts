/** The route names the profile area draws (its code is loaded when one is opened). */
export const PROFILE_ROUTE_NAMES: ReadonlySet<string> = new Set(['my', 'my-profile']);
