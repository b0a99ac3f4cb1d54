import { useTranslation } from 'react-i18next';
import { useDelayedFlag } from '../lib/hooks/use-delayed-flag.ts';

/**
 * "Loading…", announced politely, and only when loading takes longer than 200 ms. The live region
 * is always there, so screen readers pick up the text when it appears.
 */
export function Loading({ active, label }: { active: boolean; label?: string }) {
  const { t } = useTranslation();
  const shown = useDelayedFlag(active);
  return (
    <p role="status" className={shown ? 'loading' : 'visually-hidden'}>
      {shown ? (label ?? t('app.loading')) : ''}
    </p>
  );
}
