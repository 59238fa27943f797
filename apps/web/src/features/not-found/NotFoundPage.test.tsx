import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { NotFoundPage } from './NotFoundPage';

describe('the not-found page in Hindi', () => {
  it('says in Hindi that the page was not found', async () => {
    // Awaited, so that the page renders once its Hindi words have loaded.
    await act(async () => {
      renderRoutes([{ path: '*', element: <NotFoundPage /> }], { path: '/nowhere', locale: 'hi' });
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    expect(screen.getByText('आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।')).toBeVisible();
    // The title is set by an effect, which may run just after the words show.
    await waitFor(() => expect(document.title).toBe('पेज नहीं मिला | Shata पार्टनर पोर्टल'));
  });
});
