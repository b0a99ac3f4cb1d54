import { type Locale, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
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
        <li>
          <NavLink to={localizedPath('my-reservations', locale)} onClick={close}>
            {t('account.reservations')}
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            className="link"
            onClick={() => {
              close();
              onLogoff();
            }}
          >
            {t('account.logoff')}
          </button>
        </li>
      </ul>
    </div>
  );
}
