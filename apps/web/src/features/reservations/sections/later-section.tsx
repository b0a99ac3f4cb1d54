import type { ReservationSection } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';

/** A submenu whose data comes with a later capability: one plain sentence, nothing made up. */
export function LaterSection({ section }: { section: ReservationSection }) {
  const { t } = useTranslation();
  return <p>{t(`res.later.${section}`)}</p>;
}
