import { authFeature } from '../features/auth/index.ts';
import { bookingFeature } from '../features/booking/index.ts';
import { consentFeature } from '../features/consent/index.ts';
import { hostOfferingsFeature } from '../features/host-offerings/index.ts';
import { locationsFeature } from '../features/locations/index.ts';
import { moneyFeature } from '../features/money/index.ts';
import { pagesFeature } from '../features/pages/index.ts';
import { profileFeature } from '../features/profile/index.ts';
import { reservationsFeature } from '../features/reservations/index.ts';
import { searchFeature } from '../features/search/index.ts';
import type { Feature } from '../lib/feature.ts';
import { LocationSearchBox } from './compose/location-search-box.tsx';

/** Every feature of the web app, one line each: the router is built from their declarations. */
export const FEATURES: readonly Feature[] = [
  authFeature,
  bookingFeature,
  consentFeature,
  hostOfferingsFeature,
  locationsFeature({ SearchBox: LocationSearchBox }),
  moneyFeature,
  pagesFeature,
  profileFeature,
  reservationsFeature,
  searchFeature,
];
