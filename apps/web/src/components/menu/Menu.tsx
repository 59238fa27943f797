import './menu.css';
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';

/*
 * A menu button (WAI-ARIA APG "menu button" pattern), small enough for the
 * header every page loads: a button that opens a list of menu items, arrow
 * keys and Home/End move between them, Escape closes it and returns focus to
 * the button, Tab or a click outside closes it.
 */

interface MenuContextValue {
  /** Closes the menu; focus goes back to the button unless `returnFocus` is false. */
  close: (returnFocus?: boolean) => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenuContext(): MenuContextValue {
  const context = useContext(MenuContext);
  if (!context) throw new Error('Menu parts must be rendered inside <Menu>.');
  return context;
}

const itemSelector = '[role="menuitem"]';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>(itemSelector)) : [];
}

export type FocusTarget = 'first' | 'last';

interface MenuProps {
  /** The button's content. */
  label: ReactNode;
  triggerClassName: string;
  menuClassName: string;
  /** Lets the caller give focus back to the button after a dialog the menu opened has closed. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  /** Opens as it first renders, focus on this item: a menu loaded by the press that opens it. */
  openAtOnce?: FocusTarget;
  children: ReactNode;
}

export function Menu({
  label,
  triggerClassName,
  menuClassName,
  triggerRef,
  openAtOnce,
  children,
}: MenuProps) {
  const [focusOnOpen, setFocusOnOpen] = useState<FocusTarget | null>(openAtOnce ?? null);
  const open = focusOnOpen !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const buttonRef = triggerRef ?? ownButtonRef;
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const triggerId = useId();

  const close = useCallback(
    (returnFocus = true) => {
      setFocusOnOpen(null);
      if (returnFocus) buttonRef.current?.focus();
    },
    [buttonRef],
  );

  useEffect(() => {
    if (!focusOnOpen) return;
    const items = menuItems(menuRef.current);
    (focusOnOpen === 'first' ? items[0] : items.at(-1))?.focus();
  }, [focusOnOpen]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, close]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusOnOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(-1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        // Focus moves on to the next control on the page, as from the button.
        close(false);
        return;
      case ' ':
        // Links answer Enter natively; Space chooses an item too.
        (document.activeElement as HTMLElement | null)?.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <MenuContext.Provider value={{ close }}>
      <div ref={rootRef} className="menu">
        <button
          ref={buttonRef}
          id={triggerId}
          type="button"
          className={triggerClassName}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          data-state={open ? 'open' : 'closed'}
          onClick={() => (open ? close() : setFocusOnOpen('first'))}
          onKeyDown={onTriggerKeyDown}
        >
          {label}
        </button>
        {open ? (
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            className={`menu__content ${menuClassName}`}
            onKeyDown={onMenuKeyDown}
          >
            {children}
          </div>
        ) : null}
      </div>
    </MenuContext.Provider>
  );
}

interface MenuItemProps {
  className: string;
  /** Runs when the item is chosen; the menu then closes. */
  onSelect?: () => void;
  /** Shown and focusable, so its description is heard, but choosing it does nothing. */
  disabled?: boolean;
  children: ReactNode;
  'aria-describedby'?: string;
  title?: string;
}

/** An item that does something (a button), or a disabled one. */
export function MenuItem({
  className,
  onSelect,
  disabled = false,
  children,
  ...rest
}: MenuItemProps) {
  const { close } = useMenuContext();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={className}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (disabled) return;
        close(false);
        onSelect?.();
      }}
      {...rest}
    >
      {children}
    </button>
  );
}

/** An item that goes somewhere: the menu closes and the link is followed. */
export function MenuLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  const { close } = useMenuContext();
  return (
    <Link to={to} role="menuitem" tabIndex={-1} className={className} onClick={() => close(false)}>
      {children}
    </Link>
  );
}

export function MenuLabel({ className, children }: { className: string; children: ReactNode }) {
  return <div className={className}>{children}</div>;
}

export function MenuSeparator({ className }: { className: string }) {
  return <hr className={className} />;
}
