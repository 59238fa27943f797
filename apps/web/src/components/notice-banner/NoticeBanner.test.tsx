import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { showNotice } from '../../lib/notice';
import { renderRoutes } from '../../testing/render';
import { NoticeBanner } from './NoticeBanner';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <NoticeBanner />
        <Outlet />
      </>
    ),
    children: [
      { path: '/form', element: <p>Form screen</p> },
      { path: '/status', element: <p>Status screen</p> },
      { path: '/elsewhere', element: <p>Another screen</p> },
    ],
  },
];

describe('the flash notice', () => {
  it('shows a notice at once when it names no screen', () => {
    renderRoutes(routes, { path: '/form' });

    act(() => {
      showNotice('Saved.');
    });

    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('waits for the screen it is meant for, then goes on the next navigation', async () => {
    const { router } = renderRoutes(routes, { path: '/form' });

    act(() => {
      showNotice('Profile and documents updated successfully!', { path: '/status' });
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(() => router.navigate('/status'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Profile and documents updated successfully!',
    );

    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByText('Another screen')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(() => router.navigate('/status'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/form' });
    act(() => {
      showNotice('Saved.');
    });

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
