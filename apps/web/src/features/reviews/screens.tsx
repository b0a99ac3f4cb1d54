import './i18n.ts';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { HostReviewsPage } from './components/host-reviews-page.tsx';
import { LatestReviewsPage } from './components/latest-reviews-page.tsx';
import { MyReviewsPage } from './components/my-reviews-page.tsx';

/** The reviews pages as one lazily loaded component: the page the path names. */
export default function ReviewsArea() {
  const name = matchRoute(useLocation().pathname)?.name;
  switch (name) {
    case 'my-reservations-reviews':
      return <MyReviewsPage />;
    case 'host-location-reviews':
      return <HostReviewsPage />;
    default:
      return <LatestReviewsPage />;
  }
}
