import { paths } from '@shata/domain';
import { ChevronDownIcon } from '../../components/icons/ChevronDownIcon';
import { type FocusTarget, Menu, MenuLink } from '../../components/menu/Menu';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';

/** Signed out: the Account menu with Login and Sign Up, open at once on the item given. */
export function VisitorMenu({ openAtOnce }: { openAtOnce: FocusTarget }) {
  const { header } = useText(shellCatalogue);
  return (
    <Menu
      label={
        <>
          {header.account}
          <ChevronDownIcon />
        </>
      }
      triggerClassName="header-menu__trigger"
      menuClassName="header-menu"
      openAtOnce={openAtOnce}
    >
      <MenuLink to={paths.login} className="header-menu__item">
        {header.login}
      </MenuLink>
      <MenuLink to={paths.signup} className="header-menu__item">
        {header.signUp}
      </MenuLink>
    </Menu>
  );
}
