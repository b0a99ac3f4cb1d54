import { type Locale, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { HeaderMenu } from './header-menu.tsx';
import type { MenuItem } from './menu-items.ts';

/** The "More" menu at the end of the menu bar, holding the items that do not fit. */
export function MoreMenu({ items, locale }: { items: readonly MenuItem[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <HeaderMenu
      label={t('header.more')}
      items={items.map((name) => ({
        id: name,
        label: t(`header.items.${name}`),
        href: localizedPath(name, locale),
      }))}
    />
  );
}
