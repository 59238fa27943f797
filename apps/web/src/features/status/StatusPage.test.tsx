import { messages } from '@shata/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, partnerFixture, stubApi } from '../../testing/api-stub';
import { advance, renderRoutes, settle } from '../../testing/render';
import { StatusPage } from './StatusPage';

const partnerUrl = 'GET /api/partners/partner-1';
const clientConfig = {
  inactivityLogout: true,
  partnerApp: {
    android: 'https://play.google.com/store/apps/details?id=in.shata.partner',
    ios: 'https://apps.apple.com/in/app/shata-partner/id1',
  },
};

function renderStatus(partner: ReturnType<typeof partnerFixture> | Response) {
  const api = stubApi({ [partnerUrl]: partner, 'GET /api/client-config': clientConfig });
  const view = renderRoutes(
    [
      { path: '/status/:partnerId', element: <StatusPage /> },
      { path: '/my_account/:partnerId', element: <h1>My Account screen</h1> },
      { path: '/dashboard/:partnerId', element: <p>Registration form</p> },
    ],
    { path: '/status/partner-1' },
  );
  return { api, ...view };
}

const ring = () => screen.getByRole('progressbar');

describe('StatusPage', () => {
  it('at 10% prompts to download the partner app, with both store links', async () => {
    renderStatus(partnerFixture({ _id: 'partner-1' }));
    expect(await screen.findByText(messages.progress.downloadApp)).toBeVisible();
    expect(ring()).toHaveAttribute('aria-valuenow', '10');
    expect(ring()).toHaveAccessibleName('Registration 10% complete');
    expect(screen.getByText('10%')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      clientConfig.partnerApp.android,
    );
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      clientConfig.partnerApp.ios,
    );
    expect(screen.queryByText(messages.status.pleaseWait)).not.toBeInTheDocument();
  });

  it.each([
    { percent: 40, message: 'Online KYC completed', fields: { videoUrl: 'https://v.example/k' } },
    {
      percent: 70,
      message: 'Company verification completed',
      fields: { videoUrl: 'v', kycStatus: 'AKYC' },
    },
    {
      percent: 90,
      message: 'Company verification approved',
      fields: { videoUrl: 'v', kycStatus: 'AKYC', cvStatus: 'ACV' },
    },
  ])(
    'at $percent percent says "$message" and asks the partner to wait',
    async ({ percent, message, fields }) => {
      renderStatus(partnerFixture({ _id: 'partner-1', ...fields }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(ring()).toHaveAttribute('aria-valuenow', String(percent));
      expect(screen.getByText('Please wait while we verify your details')).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Continue to Dashboard' })).not.toBeInTheDocument();
    },
  );

  it("at 100% says 'All verifications completed!' and continues to My Account", async () => {
    const user = userEvent.setup();
    const { router } = renderStatus(
      partnerFixture({
        _id: 'partner-1',
        videoUrl: 'v',
        kycStatus: 'AKYC',
        cvStatus: 'ACV',
        ipvStatus: 'approved',
        status: 'approved',
      }),
    );
    expect(await screen.findByText('All verifications completed!')).toBeVisible();
    expect(ring()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText(messages.status.pleaseWait)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'My Account screen' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/my_account/partner-1');
  });

  it("says 'Error loading status' when the partner cannot be loaded", async () => {
    renderStatus(jsonResponse({ statusCode: 500, message: 'Something went wrong.' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading status');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps its heading when the status cannot be loaded, and tries again when asked', async () => {
    const user = userEvent.setup();
    const { api } = renderStatus(jsonResponse({ statusCode: 500, message: 'Boom' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading status');
    expect(
      screen.getByRole('heading', { level: 1, name: messages.status.title }),
    ).toBeInTheDocument();

    api.handlers['GET /api/partners/partner-1'] = partnerFixture({ _id: 'partner-1' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(messages.progress.downloadApp)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('what operators turned down', () => {
    const rejectedAt = '2025-05-06T10:00:00.000Z';
    const section = () => screen.getByRole('region', { name: messages.review.rejectedHeading });
    const items = () => within(section()).getAllByRole('listitem');

    it.each([
      { target: 'kycStatus', label: 'Video KYC' },
      { target: 'cvStatus', label: 'Company verification' },
      { target: 'ipvStatus', label: 'In-person verification' },
      { target: 'status', label: 'Final approval' },
    ] as const)(
      'says the $label stage was not approved, with the reason and no upload link',
      async ({ target, label }) => {
        renderStatus(
          partnerFixture({
            _id: 'partner-1',
            videoUrl: 'v',
            [target]: 'rejected',
            rejections: [{ target, reason: 'The recording is blurred.', rejectedAt }],
          }),
        );
        expect(
          await screen.findByRole('heading', { name: 'Something needs your attention' }),
        ).toBeVisible();
        expect(items()).toHaveLength(1);
        const [item] = items();
        expect(item).toHaveTextContent(`${label} was not approved.`);
        expect(item).toHaveTextContent('Reason: The recording is blurred.');
        expect(within(section()).queryByRole('link')).not.toBeInTheDocument();
        // The ring and its message are still there.
        expect(ring()).toHaveAttribute('aria-valuenow', '40');
      },
    );

    it.each([
      { type: 'aadharCard', label: 'Aadhaar' },
      { type: 'panCard', label: 'PAN' },
      { type: 'gstCertificate', label: 'GST certificate' },
      { type: 'incorporationCertificate', label: 'Incorporation certificate (CIN)' },
    ] as const)(
      'asks for the $label document again, with the reason and a link to its step of the form',
      async ({ type, label }) => {
        const user = userEvent.setup();
        const { router } = renderStatus(
          partnerFixture({
            _id: 'partner-1',
            rejections: [{ target: type, reason: 'The scan is unreadable.', rejectedAt }],
          }),
        );
        await screen.findByRole('heading', { name: messages.review.rejectedHeading });
        const [item] = items();
        expect(item).toHaveTextContent(
          `Your ${label} document was not accepted. Please upload it again.`,
        );
        expect(item).toHaveTextContent('Reason: The scan is unreadable.');
        const link = within(section()).getByRole('link', {
          name: `Upload the ${label} document again`,
        });
        expect(link).toHaveAttribute('href', `/dashboard/partner-1#document-${type}`);

        await user.click(link);
        expect(await screen.findByText('Registration form')).toBeVisible();
        expect(router.state.location).toMatchObject({
          pathname: '/dashboard/partner-1',
          hash: `#document-${type}`,
        });
      },
    );

    it('lists every rejection in the order given', async () => {
      renderStatus(
        partnerFixture({
          _id: 'partner-1',
          videoUrl: 'v',
          kycStatus: 'rejected',
          rejections: [
            { target: 'kycStatus', reason: 'Face not visible.', rejectedAt },
            { target: 'gstCertificate', reason: 'Expired certificate.', rejectedAt },
          ],
        }),
      );
      await screen.findByRole('heading', { name: messages.review.rejectedHeading });
      expect(items().map((item) => item.querySelector('p')?.textContent)).toEqual([
        'Video KYC was not approved.',
        'Your GST certificate document was not accepted. Please upload it again.',
      ]);
      expect(within(section()).getAllByRole('link')).toHaveLength(1);
    });

    it.each([
      { case: 'no rejections', rejections: [] },
      { case: 'no rejections field', rejections: undefined },
    ])('shows no such section with $case', async ({ rejections }) => {
      renderStatus(partnerFixture({ _id: 'partner-1', videoUrl: 'v', rejections }));
      expect(await screen.findByText('Online KYC completed')).toBeVisible();
      expect(screen.queryByText(messages.review.rejectedHeading)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('region', { name: messages.review.rejectedHeading }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Upload the/ })).not.toBeInTheDocument();
    });
  });

  describe('while open', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
    afterEach(() => vi.useRealTimers());

    it('follows the partner record as operators move it on, without a reload', async () => {
      const { api } = renderStatus(partnerFixture({ _id: 'partner-1' }));
      await settle();
      expect(within(ring()).getByText('10%')).toBeInTheDocument();

      api.handlers[partnerUrl] = partnerFixture({ _id: 'partner-1', videoUrl: 'v' });
      await advance(29_000);
      expect(ring()).toHaveAttribute('aria-valuenow', '10');
      await advance(1_000);
      await vi.waitFor(() => expect(ring()).toHaveAttribute('aria-valuenow', '40'));
      expect(screen.getByText('Online KYC completed')).toBeInTheDocument();
    });

    it('keeps the progress it showed when a refresh fails', async () => {
      const { api } = renderStatus(partnerFixture({ _id: 'partner-1', videoUrl: 'v' }));
      await settle();
      expect(ring()).toHaveAttribute('aria-valuenow', '40');
      api.handlers[partnerUrl] = jsonResponse({ message: 'Unavailable' }, 503);
      await advance(30_000);
      await vi.waitFor(() => expect(api.calls(partnerUrl)).toHaveLength(2));
      await advance(100);
      expect(ring()).toHaveAttribute('aria-valuenow', '40');
      expect(screen.queryByText('Error loading status')).not.toBeInTheDocument();
    });
  });
});
