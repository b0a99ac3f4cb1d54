import type { LocationStatus } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';

/** A location's status as a badge: pending (awaiting approval), live, rejected or suspended. */
export function StatusBadge({ status }: { status: LocationStatus }) {
  const { t } = useTranslation();
  return <span className={`host-badge host-badge--${status}`}>{t(`host:status.${status}`)}</span>;
}
