import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Minutes before the end of the hold at which the visitor is warned. */
export const HOLD_WARNING_MINUTES = 5;

/**
 * The 20-minute hold: how long the space is still held, announced politely to screen readers as it
 * counts down, and as an alert when it is about to lapse or has lapsed.
 */
export function HoldCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t } = useTranslation();
  const left = () => Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 60_000));
  const [minutes, setMinutes] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setMinutes(left()), 5_000);
    return () => clearInterval(timer);
  });
  useEffect(() => {
    if (minutes === 0) onExpired();
  }, [minutes, onExpired]);
  if (minutes === 0) {
    return (
      <p role="alert" className="hold hold-expired">
        {t('booking.hold.expired')}
      </p>
    );
  }
  return (
    <div className="hold">
      <p aria-live="polite" aria-atomic="true">
        {t('booking.hold.left', { count: minutes })}
      </p>
      {minutes <= HOLD_WARNING_MINUTES && (
        <p role="alert" className="hold-warning">
          {t('booking.hold.warning', { count: minutes })}
        </p>
      )}
    </div>
  );
}
