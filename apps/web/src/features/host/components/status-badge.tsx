import { useTranslation } from 'react-i18next';

/** A location's status as a badge: pending (awaiting approval) or live. */
export function StatusBadge({ status }: { status: 'pending' | 'live' }) {
  const { t } = useTranslation();
  return <span className={`host-badge host-badge--${status}`}>{t(`host:status.${status}`)}</span>;
}
