import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { isFullyApproved, messages, paths } from '@shata/domain';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronDownIcon } from '../../components/icons/icons';
import { adminPaths } from '../../lib/admin-paths';
import { useMyPartner, useSignOut } from '../../lib/auth/session';
import { LogoutDialog } from './LogoutDialog';

const profileLabel = 'Profile';
/** Ours: the operators' entry to their console. */
const consoleLabel = 'Console';

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

  const featureItem = (label: string, to: string | undefined) =>
    approved && to ? (
      <DropdownMenu.Item asChild className="header-menu__item">
        <Link to={to}>{label}</Link>
      </DropdownMenu.Item>
    ) : (
      <DropdownMenu.Item
        className="header-menu__item"
        aria-disabled="true"
        aria-describedby={hintId}
        title={messages.header.verificationRequired}
        // Focusable for the hint to be heard, but selecting it does nothing.
        onSelect={(event) => event.preventDefault()}
      >
        {label}
      </DropdownMenu.Item>
    );

  return (
    <SignedInMenu email={email}>
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
  return (
    <SignedInMenu email={email}>
      <DropdownMenu.Item asChild className="header-menu__item">
        <Link to={adminPaths.queue}>{consoleLabel}</Link>
      </DropdownMenu.Item>
    </SignedInMenu>
  );
}

/** The profile menu's frame: the address, the entries given, and Logout with its confirmation. */
function SignedInMenu({ email, children }: { email: string; children: ReactNode }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const logoutRequested = useRef(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();

  const cancelLogout = () => {
    logoutRequested.current = false;
    setLogoutOpen(false);
  };
  const returnFocus = useCallback(() => triggerRef.current?.focus(), []);

  const confirmLogout = async () => {
    setLoggingOut(true);
    await signOut();
    navigate(paths.login, { replace: true });
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          className="header-menu__trigger header-menu__trigger--profile"
        >
          <span className="header-menu__avatar" aria-hidden="true">
            {email.charAt(0).toUpperCase() || '?'}
          </span>
          {profileLabel}
          <ChevronDownIcon />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className="header-menu"
            align="end"
            sideOffset={8}
            onCloseAutoFocus={(event) => {
              // The logout dialog takes focus instead of the trigger.
              if (logoutRequested.current) event.preventDefault();
            }}
          >
            <DropdownMenu.Label className="header-menu__label">{email}</DropdownMenu.Label>
            {children}
            <DropdownMenu.Separator className="header-menu__separator" />
            <DropdownMenu.Item
              className="header-menu__item"
              onSelect={() => {
                logoutRequested.current = true;
                // Opened once the key that chose Logout is done: had the dialog
                // taken focus already, that Enter's keypress would press Cancel.
                window.setTimeout(() => setLogoutOpen(true), 0);
              }}
            >
              {messages.header.logout}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
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
