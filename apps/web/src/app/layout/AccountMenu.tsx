import { paths } from '@shata/domain';
import { ChevronDownIcon } from '../../components/icons/icons';
import { Menu, MenuLink } from '../../components/menu/Menu';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';

/** Signed out: Login and Sign Up. */
export function AccountMenu() {
  const shellMessages = useText(shellCatalogue);
  return (
    <Menu
      label={
        <>
          {shellMessages.header.account}
          <ChevronDownIcon />
        </>
      }
      triggerClassName="header-menu__trigger"
      menuClassName="header-menu"
    >
      <MenuLink to={paths.login} className="header-menu__item">
        {shellMessages.header.login}
      </MenuLink>
      <MenuLink to={paths.signup} className="header-menu__item">
        {shellMessages.header.signUp}
      </MenuLink>
    </Menu>
  );
}
