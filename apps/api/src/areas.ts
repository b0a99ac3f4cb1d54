import { accountsArea } from './accounts/accounts.module.ts';
import { adminArea } from './admin/admin.module.ts';
import { boardingArea } from './boarding/boarding.module.ts';
import { cartsArea } from './carts/carts.module.ts';
import { chatArea } from './chat/chat.module.ts';
import { commentsArea } from './comments/comments.module.ts';
import { creditsArea } from './credits/credits.module.ts';
import { demoArea } from './demo/demo.module.ts';
import { eventsArea } from './events/events.module.ts';
import { groupsArea } from './groups/groups.module.ts';
import { hostBookingsArea } from './hostbookings/hostbookings.module.ts';
import { hostingArea } from './hosting/hosting.module.ts';
import { invoicesArea } from './invoices/invoices.module.ts';
import type { AreaModule } from './kernel/area.ts';
import { locationsArea } from './locations/locations.module.ts';
import { notificationsArea } from './notifications/notifications.module.ts';
import { offeringsArea } from './offerings/offerings.module.ts';
import { paymentsArea } from './payments/payments.module.ts';
import { peopleArea } from './people/people.module.ts';
import { proposalsArea } from './proposals/proposals.module.ts';
import { questionsArea } from './questions/questions.module.ts';
import { referenceArea } from './reference/reference.module.ts';
import { reservationsArea } from './reservations/reservations.module.ts';
import { reviewsArea } from './reviews/reviews.module.ts';
import { searchArea } from './search/search.module.ts';
import { statsArea } from './stats/stats.module.ts';
import { storiesArea } from './stories/stories.module.ts';
import { uploadsArea } from './uploads/uploads.module.ts';
import { widgetsArea } from './widgets/widgets.module.ts';

/** Every area of the API, one line each: the app mounts their calls and collects their parts. */
export const AREAS: readonly AreaModule[] = [
  referenceArea,
  locationsArea,
  searchArea,
  cartsArea,
  reservationsArea,
  invoicesArea,
  creditsArea,
  paymentsArea,
  accountsArea,
  commentsArea,
  adminArea,
  hostBookingsArea,
  boardingArea,
  hostingArea,
  widgetsArea,
  offeringsArea,
  proposalsArea,
  uploadsArea,
  eventsArea,
  groupsArea,
  storiesArea,
  reviewsArea,
  notificationsArea,
  statsArea,
  questionsArea,
  chatArea,
  peopleArea,
  demoArea,
];
