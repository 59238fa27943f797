import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { messages, paths } from '@shata/domain';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons/icons';

/** Signed out: Login and Sign Up. */
export function AccountMenu() {
  return (
    // Not modal: a modal menu locks scrolling with an injected <style>, which the CSP refuses.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="header-menu__trigger">
        {messages.header.account}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="header-menu" align="end" sideOffset={8}>
          <DropdownMenu.Item asChild className="header-menu__item">
            <Link to={paths.login}>{messages.header.login}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="header-menu__item">
            <Link to={paths.signup}>{messages.header.signUp}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
