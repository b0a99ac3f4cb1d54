// The host area's public face: what other areas (the demo, the host's bookings) may use.
import { hostingQueries } from './hosting.queries.ts';

export { hostLocationAccess } from './hosting.access.ts';

/** The locations a member actively manages (any status), by name: id, name, slug, status, city, licence. */
export const managedLocationsOf = hostingQueries.managedBy;
