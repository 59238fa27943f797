import { isFullyApproved } from '@shata/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  approvedPartnerFixture,
  authUrls,
  jsonResponse,
  partnerFixture,
  sessionFixture,
  stubApi,
} from '../../testing/api-stub';
import { advance, renderRoutes } from '../../testing/render';
import type { AuthSession } from './auth-client';
import { useMyPartner } from './session';

/** What a reader of the hook (the header's profile menu) decides from the record. */
function ApprovalProbe() {
  const partner = useMyPartner();
  if (partner.isPending) return <p>No partner yet</p>;
  if (partner.isLoadingError) return <p>Partner not loaded</p>;
  return <p>{isFullyApproved(partner.data) ? 'Fully approved' : 'Awaiting approval'}</p>;
}

const waiting = partnerFixture({ videoUrl: 'v', kycStatus: 'AKYC', cvStatus: 'ACV' });

function renderProbe(session: AuthSession | null = sessionFixture(), partner: unknown = waiting) {
  const api = stubApi({ [authUrls.session]: session, [authUrls.partnerMe]: partner });
  renderRoutes([{ path: '*', element: <ApprovalProbe /> }]);
  return { api };
}

/** Waits (fake timers) until the probe says `text`. */
async function shows(text: string) {
  await vi.waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
}

/** Makes the tab hidden or visible again, as the browser tells it. */
function setTabVisible(visible: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('useMyPartner', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('asks for the record again every 30 s, so an approval shows without a reload', async () => {
    const { api } = renderProbe();
    await shows('Awaiting approval');
    expect(api.calls(authUrls.partnerMe)).toHaveLength(1);

    // An operator approves the last stage.
    api.handlers[authUrls.partnerMe] = approvedPartnerFixture();
    await advance(29_000);
    expect(api.calls(authUrls.partnerMe)).toHaveLength(1);
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();

    await advance(1_000);
    await vi.waitFor(() => expect(screen.getByText('Fully approved')).toBeInTheDocument());
    expect(api.calls(authUrls.partnerMe)).toHaveLength(2);

    await advance(30_000);
    await vi.waitFor(() => expect(api.calls(authUrls.partnerMe)).toHaveLength(3));
  });

  it('asks again when the window comes back after the record went stale in the background', async () => {
    const { api } = renderProbe();
    await shows('Awaiting approval');

    setTabVisible(false);
    api.handlers[authUrls.partnerMe] = approvedPartnerFixture();
    await advance(90_000);
    // Hidden: the timer does not ask.
    expect(api.calls(authUrls.partnerMe)).toHaveLength(1);

    setTabVisible(true);
    await vi.waitFor(() => expect(screen.getByText('Fully approved')).toBeInTheDocument());
    expect(api.calls(authUrls.partnerMe)).toHaveLength(2);
  });

  it('keeps the record it had when a refresh fails, and tries again later', async () => {
    const { api } = renderProbe(sessionFixture(), approvedPartnerFixture());
    await shows('Fully approved');

    api.handlers[authUrls.partnerMe] = jsonResponse({ message: 'Unavailable' }, 503);
    await advance(30_000);
    await vi.waitFor(() => expect(api.calls(authUrls.partnerMe)).toHaveLength(2));
    await advance(100);
    expect(screen.getByText('Fully approved')).toBeInTheDocument();

    await advance(30_000);
    await vi.waitFor(() => expect(api.calls(authUrls.partnerMe)).toHaveLength(3));
  });

  it('does not ask before the e-mail address is verified, nor when signed out', async () => {
    const unverified = renderProbe(sessionFixture({ emailVerified: false }));
    await advance(60_000);
    expect(unverified.api.calls(authUrls.partnerMe)).toHaveLength(0);
    expect(screen.getByText('No partner yet')).toBeInTheDocument();
  });

  it('stops asking once the server refuses the caller (an operator has no partner record)', async () => {
    const { api } = renderProbe(
      sessionFixture(),
      jsonResponse({ message: 'Operator accounts have no partner profile.' }, 403),
    );
    await shows('Partner not loaded');

    await advance(90_000);
    expect(api.calls(authUrls.partnerMe)).toHaveLength(1);
  });
});
