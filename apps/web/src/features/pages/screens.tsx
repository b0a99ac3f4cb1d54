import './i18n.ts';
import { AboutPage } from './components/about-page.tsx';
import { ContactPage } from './components/contact-page.tsx';
import { PrivacyPage } from './components/privacy-page.tsx';
import { TermPage } from './components/term-page.tsx';
import { WorkPage } from './components/work-page.tsx';

/** The content pages of the route table this chunk draws. */
export type ContentPageName = 'about' | 'contact' | 'privacy' | 'terms' | 'work';

/**
 * The content pages as one lazily loaded component (a small chunk: the static pages, the privacy statement,
 * the coworking page and the published booking terms).
 */
export default function ContentPage({ page }: { page: ContentPageName }) {
  switch (page) {
    case 'about':
      return <AboutPage />;
    case 'contact':
      return <ContactPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'terms':
      return <TermPage type="booking" />;
    case 'work':
      return <WorkPage />;
  }
}
