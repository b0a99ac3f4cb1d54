import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/hooks/use-locale.ts';

/** Cities with many demo locations; each links to the locations list searched for it. */
export const POPULAR_CITIES = [
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Den Haag',
  'Eindhoven',
  'Groningen',
  'Arnhem',
  'Maastricht',
] as const;

const VALUES = ['live', 'cancel', 'network'] as const;
const STEPS = ['search', 'choose', 'book'] as const;

/**
 * The home page's picture: a meeting room drawn in SVG (no external image, sharp at any size,
 * about 1 kB). Decorative for the layout, but described for who cannot see it.
 */
export function HeroIllustration() {
  const { t } = useTranslation();
  return (
    <svg className="hero-art" viewBox="0 0 320 220" role="img" aria-label={t('home.illustration')}>
      <rect width="320" height="220" rx="16" fill="#e6f0ec" />
      {/* window with a view */}
      <rect x="24" y="22" width="120" height="82" rx="6" fill="#ffffff" />
      <rect x="30" y="28" width="52" height="70" rx="3" fill="#cfe3f3" />
      <rect x="86" y="28" width="52" height="70" rx="3" fill="#cfe3f3" />
      <path d="M30 86 l18 -20 l14 12 l20 -24 v44 h-52z" fill="#9cc5a8" />
      <path d="M86 90 l22 -26 l30 30 v4 h-52z" fill="#9cc5a8" />
      {/* screen on the wall */}
      <rect x="176" y="26" width="116" height="66" rx="6" fill="#0b5c4a" />
      <rect x="186" y="36" width="60" height="6" rx="3" fill="#7fc4ad" />
      <rect x="186" y="50" width="90" height="4" rx="2" fill="#3f8f78" />
      <rect x="186" y="60" width="76" height="4" rx="2" fill="#3f8f78" />
      <rect x="186" y="70" width="84" height="4" rx="2" fill="#3f8f78" />
      {/* plant */}
      <rect x="280" y="168" width="22" height="26" rx="4" fill="#c98b5a" />
      <ellipse cx="291" cy="158" rx="16" ry="20" fill="#4e9a6f" />
      {/* chairs behind the table */}
      <rect x="70" y="122" width="34" height="40" rx="8" fill="#2f4858" />
      <rect x="143" y="122" width="34" height="40" rx="8" fill="#2f4858" />
      <rect x="216" y="122" width="34" height="40" rx="8" fill="#2f4858" />
      {/* table */}
      <rect x="46" y="150" width="228" height="18" rx="9" fill="#b57a4c" />
      <rect x="70" y="168" width="8" height="34" fill="#8a5a36" />
      <rect x="242" y="168" width="8" height="34" fill="#8a5a36" />
      {/* laptop and cups */}
      <path d="M136 150 l6 -16 h36 l6 16z" fill="#d5ddda" />
      <rect x="92" y="142" width="10" height="8" rx="2" fill="#ffffff" />
      <rect x="222" y="142" width="10" height="8" rx="2" fill="#ffffff" />
    </svg>
  );
}

/** Why book here: three promises the site keeps (live availability, free cancellation, reach). */
export function ValueList() {
  const { t } = useTranslation();
  // A heading for screen readers' outline, not a label: the search form's "Waar" field must stay
  // the only thing labelled like that.
  return (
    <>
      <h2 className="visually-hidden">{t('home.valueTitle')}</h2>
      <ul className="home-values">
        {VALUES.map((key) => (
          <li key={key}>
            <strong>{t(`home.values.${key}.title`)}</strong>
            <span>{t(`home.values.${key}.text`)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Search, choose, book: the three steps, numbered. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-title" className="home-section">
      <h2 id="how-title">{t('home.howTitle')}</h2>
      <ol className="home-steps">
        {STEPS.map((key) => (
          <li key={key}>
            <h3>{t(`home.how.${key}.title`)}</h3>
            <p>{t(`home.how.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Links to the locations list searched for a city (`?q=`), optionally of one meeting type. */
export function PopularCities({ meetingType }: { meetingType?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = localizedPath('locations', locale);
  return (
    <section aria-labelledby="cities-title" className="home-section">
      <h2 id="cities-title">{t('home.citiesTitle')}</h2>
      <p>{t('home.citiesIntro')}</p>
      <ul className="city-links">
        {POPULAR_CITIES.map((city) => {
          const query = new URLSearchParams({ q: city });
          if (meetingType) query.set('type', String(meetingType));
          return (
            <li key={city}>
              <Link to={`${list}?${query}`}>{city}</Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
