import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons/ChevronDownIcon';
import type { FocusTarget } from '../../components/menu/Menu';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';

const loadVisitorMenu = () => import('./VisitorMenu');
const VisitorMenu = lazy(() => loadVisitorMenu().then((m) => ({ default: m.VisitorMenu })));
/** Fetched ahead of the press; a failure here is tried again by the press itself. */
const preload = () => {
  loadVisitorMenu().catch(() => {});
};

/**
 * Signed out: the Account menu (spec section 2). Its button is here from the
 * first frame; the menu itself, most visitors never open, is fetched when a
 * pointer or the focus comes to the button and opens on the press.
 */
export function AccountMenu() {
  const [opened, setOpened] = useState<FocusTarget | null>(null);
  const { header } = useText(shellCatalogue);

  const button = (
    <div className="menu">
      <button
        type="button"
        className="header-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpened('first')}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpened(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        {header.account}
        <ChevronDownIcon />
      </button>
    </div>
  );

  return opened ? (
    <Suspense fallback={button}>
      <VisitorMenu openAtOnce={opened} />
    </Suspense>
  ) : (
    button
  );
}
