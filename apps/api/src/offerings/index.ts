// The offerings area's public face: nothing is asked of it by other areas yet.
export { offeringsArea } from './offerings.module.ts';
