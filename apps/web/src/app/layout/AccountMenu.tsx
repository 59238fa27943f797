import { paths, shellMessages } from '@shata/domain';
import { ChevronDownIcon } from '../../components/icons/icons';
import { Menu, MenuLink } from '../../components/menu/Menu';

/** Signed out: Login and Sign Up. */
export function AccountMenu() {
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
