import type { Migration } from 'kysely';
import * as core from './0001-core.ts';
import * as catalogue from './0002-catalogue.ts';
import * as booking from './0003-booking.ts';
import * as referenceData from './0004-reference-data.ts';
import * as occupancyIndexes from './0005-occupancy-indexes.ts';
import * as catalogueVersion from './0006-catalogue-version.ts';
import * as occupancyVersionAndTokens from './0007-occupancy-version-and-tokens.ts';
import * as cartContactsAndOutbox from './0008-cart-contacts-and-outbox.ts';
import * as reservationPackageLine from './0009-reservation-package-line.ts';
import * as accounts from './0010-accounts.ts';
import * as cartClient from './0011-cart-client.ts';
import * as outboxRetry from './0012-outbox-retry.ts';
import * as oauthRequests from './0013-oauth-requests.ts';
import * as calendarFeed from './0014-calendar-feed.ts';
import * as reservationRevisions from './0015-reservation-revisions.ts';
import * as reservationExternalLinks from './0016-reservation-external-links.ts';
import * as reservationProgram from './0017-reservation-program.ts';
import * as reservationSeries from './0018-reservation-series.ts';
import * as comments from './0019-comments.ts';
import * as locationListIndex from './0020-location-list-index.ts';

/**
 * The core history (before areas kept their own migrations), in order. Names never change once
 * released; new migrations live with their area (see db/migration-registry.ts).
 */
export const coreMigrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-catalogue': catalogue,
  '0003-booking': booking,
  '0004-reference-data': referenceData,
  '0005-occupancy-indexes': occupancyIndexes,
  '0006-catalogue-version': catalogueVersion,
  '0007-occupancy-version-and-tokens': occupancyVersionAndTokens,
  '0008-cart-contacts-and-outbox': cartContactsAndOutbox,
  '0009-reservation-package-line': reservationPackageLine,
  '0010-accounts': accounts,
  '0011-cart-client': cartClient,
  '0012-outbox-retry': outboxRetry,
  '0013-oauth-requests': oauthRequests,
  '0014-calendar-feed': calendarFeed,
  '0015-reservation-revisions': reservationRevisions,
  '0016-reservation-external-links': reservationExternalLinks,
  '0017-reservation-program': reservationProgram,
  '0018-reservation-series': reservationSeries,
  '0019-comments': comments,
  '0020-location-list-index': locationListIndex,
};
