// The host area's public face: what other areas (the demo) may use.
export { hostLocationAccess } from './hosting.access.ts';
