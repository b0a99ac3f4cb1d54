import { useTranslation } from 'react-i18next';
import type { storyBadges } from '../story-format.ts';

/** A story's status badges (Draft, Published, Retracted; scheduled, expired). */
export function StatusBadges({ badges }: { badges: ReturnType<typeof storyBadges> }) {
  const { t } = useTranslation();
  return (
    <ul className="story-badges" aria-label={t('status.label')}>
      {badges.map((badge) => (
        <li key={badge} className={`story-badge ${badge.toLowerCase()}`}>
          {t(`status.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
