import './i18n.ts';

/** A location's published stories (built by issue 20's web work). */
export default function LocationStories(_props: { locationId: number }) {
  return null;
}
