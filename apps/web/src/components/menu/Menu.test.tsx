import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { Menu, MenuItem, MenuLabel, MenuLink, MenuSeparator } from './Menu';

function renderMenu(onRename = vi.fn()) {
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Menu label="Actions" triggerClassName="trigger" menuClassName="menu-list">
              <MenuLabel className="label">asha@example.com</MenuLabel>
              <MenuLink to="/first" className="item">
                First
              </MenuLink>
              <MenuItem className="item" disabled aria-describedby="why">
                Locked
              </MenuItem>
              <MenuSeparator className="separator" />
              <MenuItem className="item" onSelect={onRename}>
                Rename
              </MenuItem>
            </Menu>
            <p id="why">Not yet</p>
            <button type="button">Elsewhere</button>
          </>
        ),
      },
      { path: '/first', element: <p>First page</p> },
    ],
    { path: '/' },
  );
  return { onRename, ...view };
}

const trigger = () => screen.getByRole('button', { name: 'Actions' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Menu', () => {
  it('is a closed menu button until pressed, then lists its items', async () => {
    const user = userEvent.setup();
    renderMenu();

    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger());

    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'First',
      'Locked',
      'Rename',
    ]);
    expect(item('First')).toHaveFocus();
    expect(item('Locked')).toHaveAccessibleDescription('Not yet');
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    renderMenu();
    trigger().focus();

    await user.keyboard('{ArrowUp}');
    expect(item('Rename')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('First')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Locked')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Rename')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('First')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Rename')).toHaveFocus();
  });

  it('closes on Escape with focus back on the button, and on Tab or a click outside', async () => {
    const user = userEvent.setup();
    renderMenu();

    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger());
    await user.click(screen.getByText('Not yet'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs an item on click or Space and closes; a disabled item does nothing', async () => {
    const user = userEvent.setup();
    const { onRename } = renderMenu();

    await user.click(trigger());
    await user.click(item('Locked'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(item('Locked')).toHaveAttribute('aria-disabled', 'true');

    await user.click(item('Rename'));
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger());
    await user.keyboard('{End} ');
    expect(onRename).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows a link item with Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderMenu();

    await user.click(trigger());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/first'));
    expect(screen.getByText('First page')).toBeVisible();
  });
});
