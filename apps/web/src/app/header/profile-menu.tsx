import type { Locale } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { AccountLinks } from './account-links.tsx';
import { useDisclosure } from './use-disclosure.ts';

/** The logged-in member's menu in the bar: My reservations and Log off behind their first name. */
export function ProfileMenu({
  locale,
  firstName,
  onLogoff,
}: {
  locale: Locale;
  firstName: string;
  onLogoff: () => void;
}) {
  const { t } = useTranslation();
  const { close, rootProps, buttonProps, listProps } = useDisclosure();
  return (
    <div className="disclosure disclosure-end" {...rootProps}>
      <button
        {...buttonProps}
        className="disclosure-button"
        aria-label={t('header.accountMenu', { name: firstName })}
      >
        {firstName}
      </button>
      <ul {...listProps} className="disclosure-list">
        <AccountLinks locale={locale} close={close} onLogoff={onLogoff} />
      </ul>
    </div>
  );
}
