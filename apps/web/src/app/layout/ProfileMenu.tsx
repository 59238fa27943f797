import { isFullyApproved, operatorPaths, partnerDisplayName, paths } from '@shata/domain';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmailAddress } from '../../components/email-address/EmailAddress';
import { ChevronDownIcon } from '../../components/icons/icons';
import { Menu, MenuItem, MenuLabel, MenuLink, MenuSeparator } from '../../components/menu/Menu';
import { useMyPartner, useSignOut } from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
import { LogoutDialog } from './LogoutDialog';
import { signedInCatalogue } from './signed-in-text';

/**
 * Signed in as a partner: My Account, My Bookings and Logout. The first two
 * open only for a fully approved partner; until then they stay in the menu,
 * greyed and described by the hint, so everyone (screen readers included)
 * learns why. They follow the partner query, so an approval shows without a reload.
 */
export function ProfileMenu({ email }: { email: string }) {
  const { data: partner } = useMyPartner();
  const approved = isFullyApproved(partner);
  const partnerId = partner?._id;
  const hintId = useId();
  const messages = useText(shellCatalogue);

  const featureItem = (label: string, to: string | undefined) =>
    approved && to ? (
      <MenuLink to={to} className="header-menu__item">
        {label}
      </MenuLink>
    ) : (
      <MenuItem
        className="header-menu__item"
        disabled
        aria-describedby={hintId}
        title={messages.header.verificationRequired}
      >
        {label}
      </MenuItem>
    );

  return (
    // Until the partner record is in, the address stands for them, as it does before they give a name.
    <SignedInMenu email={email} name={partner ? partnerDisplayName(partner) : email}>
      {approved ? null : (
        <p id={hintId} className="header-menu__hint">
          {messages.header.verificationRequired}
        </p>
      )}
      {featureItem(messages.header.myAccount, partnerId && paths.myAccount(partnerId))}
      {featureItem(messages.header.myBookings, partnerId && paths.myBookings(partnerId))}
    </SignedInMenu>
  );
}

/**
 * Signed in as an operator: the console and Logout. An operator has no partner
 * record, so none is asked for and the partners' entries are not offered.
 */
export function OperatorMenu({ email }: { email: string }) {
  const consoleLabel = useText(signedInCatalogue).console;
  return (
    <SignedInMenu email={email} name={email}>
      <MenuLink to={operatorPaths.queue} className="header-menu__item">
        {consoleLabel}
      </MenuLink>
    </SignedInMenu>
  );
}

/** The first letter of a name, for the avatar: a whole character, even one outside the BMP. */
function initial(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
}

/**
 * The profile menu's frame: the avatar with the first letter of `name`, the
 * address, the entries given, and Logout with its confirmation.
 */
function SignedInMenu({
  email,
  name,
  children,
}: {
  email: string;
  name: string;
  children: ReactNode;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { header } = useText(shellCatalogue);
  const profileLabel = useText(signedInCatalogue).profile;

  const cancelLogout = () => setLogoutOpen(false);
  const returnFocus = useCallback(() => triggerRef.current?.focus(), []);

  const confirmLogout = async () => {
    setLoggingOut(true);
    await signOut();
    navigate(paths.login, { replace: true });
  };

  return (
    <>
      <Menu
        triggerRef={triggerRef}
        label={
          <>
            <span className="header-menu__avatar" aria-hidden="true">
              {initial(name)}
            </span>
            {profileLabel}
            <ChevronDownIcon />
          </>
        }
        triggerClassName="header-menu__trigger header-menu__trigger--profile"
        menuClassName="header-menu"
      >
        <MenuLabel className="header-menu__label">
          <EmailAddress address={email} />
        </MenuLabel>
        {children}
        <MenuSeparator className="header-menu__separator" />
        <MenuItem
          className="header-menu__item"
          onSelect={() => {
            // Opened once the key that chose Logout is done: had the dialog
            // taken focus already, that Enter's keypress would press Cancel.
            window.setTimeout(() => setLogoutOpen(true), 0);
          }}
        >
          {header.logout}
        </MenuItem>
      </Menu>
      <LogoutDialog
        open={logoutOpen}
        busy={loggingOut}
        onCancel={cancelLogout}
        onConfirm={confirmLogout}
        onClosed={returnFocus}
      />
    </>
  );
}
