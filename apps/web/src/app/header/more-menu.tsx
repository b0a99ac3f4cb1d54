import type { Locale } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from './menu-items.ts';
import { MenuLink } from './menu-link.tsx';
import { useDisclosure } from './use-disclosure.ts';

/** The "More" disclosure at the end of the menu bar, holding the items that do not fit. */
export function MoreMenu({ items, locale }: { items: readonly MenuItem[]; locale: Locale }) {
  const { t } = useTranslation();
  const { close, rootProps, buttonProps, listProps } = useDisclosure();
  return (
    <div className="disclosure" {...rootProps}>
      <button {...buttonProps} className="disclosure-button">
        {t('header.more')}
      </button>
      <ul {...listProps} className="disclosure-list">
        {items.map((name) => (
          <li key={name}>
            <MenuLink name={name} locale={locale} onNavigate={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}
