import { adminFeature } from '../features/admin/index.ts';
import { authFeature } from '../features/auth/index.ts';
import { boardingFeature } from '../features/boarding/index.ts';
import { bookingFeature } from '../features/booking/index.ts';
import { chatFeature } from '../features/chat/index.ts';
import { consentFeature } from '../features/consent/index.ts';
import { eventManageFeature } from '../features/event-manage/index.ts';
import { eventsFeature, LocationEventsPanel } from '../features/events/index.ts';
import { groupsFeature } from '../features/groups/index.ts';
import { hostFeature } from '../features/host/index.ts';
import { hostBookingsFeature } from '../features/host-bookings/index.ts';
import { hostOfferingsFeature } from '../features/host-offerings/index.ts';
import { hostTendersFeature } from '../features/host-tenders/index.ts';
import { locationsFeature } from '../features/locations/index.ts';
import { moneyFeature } from '../features/money/index.ts';
import { notificationsFeature } from '../features/notifications/index.ts';
import { pagesFeature } from '../features/pages/index.ts';
import { peopleFeature } from '../features/people/index.ts';
import { profileFeature } from '../features/profile/index.ts';
import { proposalsFeature } from '../features/proposals/index.ts';
import { GroupQuestionsPanel, questionsFeature } from '../features/questions/index.ts';
import { reservationsFeature } from '../features/reservations/index.ts';
import { LocationReviewsPanel, reviewsFeature } from '../features/reviews/index.ts';
import { searchFeature } from '../features/search/index.ts';
import { statsFeature } from '../features/stats/index.ts';
import { LocationStoriesPanel, storiesFeature } from '../features/stories/index.ts';
import { tenderFeature } from '../features/tender/index.ts';
import { widgetsFeature } from '../features/widgets/index.ts';
import type { Feature } from '../lib/feature.ts';
import { InPlaceLogin } from './compose/in-place-login.tsx';
import { LocationSearchBox } from './compose/location-search-box.tsx';
import { WidgetWizard } from './compose/widget-wizard.tsx';

/** Every feature of the web app, one line each: the router is built from their declarations. */
export const FEATURES: readonly Feature[] = [
  adminFeature,
  authFeature,
  boardingFeature({ Login: InPlaceLogin }),
  bookingFeature,
  chatFeature,
  consentFeature,
  eventManageFeature({ Login: InPlaceLogin }),
  eventsFeature,
  groupsFeature({ QuestionsPanel: GroupQuestionsPanel }),
  hostBookingsFeature,
  hostFeature,
  hostOfferingsFeature,
  hostTendersFeature,
  locationsFeature({
    SearchBox: LocationSearchBox,
    EventsPanel: LocationEventsPanel,
    StoriesPanel: LocationStoriesPanel,
    ReviewsPanel: LocationReviewsPanel,
  }),
  moneyFeature,
  notificationsFeature,
  pagesFeature,
  peopleFeature,
  profileFeature,
  proposalsFeature({ Login: InPlaceLogin }),
  questionsFeature,
  reservationsFeature,
  reviewsFeature,
  searchFeature,
  statsFeature,
  storiesFeature,
  tenderFeature({ Login: InPlaceLogin }),
  widgetsFeature({ Wizard: WidgetWizard }),
];
