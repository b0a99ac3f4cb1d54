import type { LocationStatus } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';

/** A location's status as a small label (its colour repeats the word, never replaces it). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`admin-status admin-status--${status}`}>{t(`status.${status as LocationStatus}`)}</span>
  );
}
