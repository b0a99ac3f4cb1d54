import './i18n.ts';
import { AboutPage } from './components/about-page.tsx';
import { ContactPage } from './components/contact-page.tsx';
import { TermPage } from './components/term-page.tsx';

/** The content pages of the route table this chunk draws. */
export type ContentPageName = 'about' | 'contact' | 'privacy' | 'terms';

/**
 * The content pages as one lazily loaded component (a small chunk: two static pages and the two
 * pages of published terms).
 */
export default function ContentPage({ page }: { page: ContentPageName }) {
  switch (page) {
    case 'about':
      return <AboutPage />;
    case 'contact':
      return <ContactPage />;
    case 'privacy':
      return <TermPage type="privacy" />;
    case 'terms':
      return <TermPage type="booking" />;
  }
}
