import { messages, type Partner } from '@shata/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { accountMessages } from '../../lib/i18n/messages/account';
import {
  approvedPartnerFixture,
  clientConfigFixture,
  jsonResponse,
  partnerFixture,
  stubApi,
} from '../../testing/api-stub';
import { loadInHindi } from '../../testing/hindi';
import { advance, renderRoutes, settle } from '../../testing/render';
import { StatusPage } from './StatusPage';
import { statusCatalogue } from './status-catalogue';

const partnerUrl = 'GET /api/partners/partner-1';
const clientConfig = clientConfigFixture({
  expectedWaits: { kyc: 1, companyVerification: 2, inPersonVerification: 5, finalApproval: 3 },
  supportEmail: 'help@shata.in',
  supportWhatsApp: null,
});

const urlFields = {
  aadharCard: 'aadharUrl',
  panCard: 'panCardUrl',
  gstCertificate: 'gstCertificateUrl',
  incorporationCertificate: 'incorporationCertificateUrl',
} as const;

/** A partner whose profile and required documents are in, before any verification. */
function submittedPartner(overrides: Partial<Partner> = {}): Partner {
  return approvedPartnerFixture({
    _id: 'partner-1',
    ipvStatus: null,
    kycStatus: null,
    cvStatus: null,
    status: null,
    ...overrides,
  });
}

function renderStatus(
  partner: Partner | Response,
  config: object = clientConfig,
  locale: 'en' | 'hi' = 'en',
) {
  const api = stubApi({ [partnerUrl]: partner, 'GET /api/client-config': config });
  const view = renderRoutes(
    [
      { path: '/status/:partnerId', element: <StatusPage /> },
      { path: '/my_account/:partnerId', element: <h1>My Account screen</h1> },
      { path: '/dashboard/:partnerId', element: <p>Registration form</p> },
    ],
    { path: '/status/partner-1', locale },
  );
  return { api, ...view };
}

const ring = () => screen.getByRole('progressbar');
/** The words beside the ring. */
const headline = () => screen.getByRole('status');
const actionNeeded = 'Something needs your attention. See what to do below.';

/** The spec's message is the ring's caption: its description, a plain line apart from the headline. */
function expectRingCaption(caption: string) {
  expect(ring()).toHaveAccessibleDescription(caption);
  const line = screen.getByText(caption);
  expect(line).toBeVisible();
  expect(line).not.toHaveAttribute('role');
  expect(screen.queryByRole('heading', { name: caption })).not.toBeInTheDocument();
  expect(headline()).not.toHaveTextContent(caption);
}

describe('StatusPage', () => {
  it('before submission says the registration is not submitted, and leads to the form', async () => {
    const user = userEvent.setup();
    const { router } = renderStatus(
      partnerFixture({ _id: 'partner-1', videoUrl: 'https://v.example/k' }),
    );
    expect(await screen.findByText('Your registration is not submitted yet')).toBe(headline());
    expect(ring()).toHaveAttribute('aria-valuenow', '40');
    expect(
      screen.getByText(
        'Fill in your details and upload your documents to send them for verification.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(messages.progress.downloadApp)).not.toBeInTheDocument();
    expectRingCaption('Online KYC completed');
    expect(screen.queryByText(messages.status.pleaseWait)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the registration form' }));
    expect(await screen.findByText('Registration form')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/partner-1');
  });

  it('once submitted without a recording, prompts to download the partner app at 10%, with both store links', async () => {
    renderStatus(submittedPartner());
    expect(await screen.findByText(messages.progress.downloadApp)).toBe(headline());
    expect(ring()).toHaveAttribute('aria-valuenow', '10');
    expect(ring()).toHaveAccessibleName('Registration 10% complete');
    expect(ring()).not.toHaveAccessibleDescription();
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
    expect(
      screen.queryByRole('link', { name: 'Go to the registration form' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    {
      percent: 40,
      caption: 'Online KYC completed',
      checking: 'your Video KYC recording',
      fields: { videoUrl: 'https://v.example/k' },
    },
    {
      percent: 70,
      caption: 'Company verification completed',
      checking: 'your company details',
      fields: { videoUrl: 'v', kycStatus: 'AKYC' },
    },
    {
      percent: 90,
      caption: 'Company verification approved',
      checking: 'your in-person verification',
      fields: { videoUrl: 'v', kycStatus: 'AKYC', cvStatus: 'ACV' },
    },
  ])(
    'at $percent percent captions the ring "$caption" and asks the partner to wait, checking $checking',
    async ({ percent, caption, checking, fields }) => {
      renderStatus(submittedPartner(fields));
      expect(await screen.findByText('Please wait while we verify your details')).toBe(headline());
      expect(ring()).toHaveAttribute('aria-valuenow', String(percent));
      expectRingCaption(caption);
      expect(screen.getByText(`Now checking: ${checking}`)).toBeVisible();
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
    expect(await screen.findByText('All verifications completed!')).toBe(headline());
    expect(ring()).toHaveAttribute('aria-valuenow', '100');
    expect(ring()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(messages.status.pleaseWait)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'My Account screen' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/my_account/partner-1');
  });

  it('says gently when the Aadhaar QR on file is for another number, and nothing when it is theirs', async () => {
    renderStatus(submittedPartner({ aadhaarQrCheck: { result: 'mismatch', last4: '9876' } }));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'The QR on your Aadhaar is for a number ending in 9876, not the Aadhaar number you gave.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    cleanup();

    renderStatus(submittedPartner({ aadhaarQrCheck: { result: 'verified', last4: '2346' } }));
    expect(await screen.findByRole('progressbar')).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
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

    api.handlers['GET /api/partners/partner-1'] = submittedPartner();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(messages.progress.downloadApp)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('the checklist of stages', () => {
    const rejectedAt = '2025-05-06T10:00:00.000Z';
    const checklist = () => screen.getByRole('region', { name: 'Your verification steps' });
    /** The stage's entry, found by its heading as a screen-reader user would. */
    const stage = async (name: string) => {
      const heading = await within(
        await screen.findByRole('region', {
          name: 'Your verification steps',
        }),
      ).findByRole('heading', { level: 3, name });
      const item = heading.closest('li');
      if (!item) throw new Error(`no list item for ${name}`);
      return item;
    };
    const stageNames = [
      'Profile and documents',
      'Video KYC recording',
      'KYC check',
      'Company verification',
      'In-person verification',
      'Final approval',
    ];

    it('lists the six stages in order, each with its state in words', async () => {
      renderStatus(submittedPartner({ videoUrl: 'v', kycStatus: 'AKYC' }));
      const headings = within(
        await screen.findByRole('region', { name: 'Your verification steps' }),
      )
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(headings).toEqual(stageNames);
      const states = await Promise.all(
        stageNames.map(
          async (name) => (await stage(name)).querySelector('.status-step__state')?.textContent,
        ),
      );
      expect(states).toEqual([
        'Done',
        'Done',
        'Done',
        'Waiting for our team',
        'Not started yet',
        'Not started yet',
      ]);
      expect(within(checklist()).queryByRole('link')).not.toBeInTheDocument();
      expect(within(checklist()).queryByRole('button')).not.toBeInTheDocument();
    });

    it.each([
      { waiting: 'KYC check', fields: { videoUrl: 'v' }, wait: 'Usually within 1 working day' },
      {
        waiting: 'Company verification',
        fields: { videoUrl: 'v', kycStatus: 'AKYC' },
        wait: 'Usually within 2 working days',
      },
      {
        waiting: 'In-person verification',
        fields: { videoUrl: 'v', kycStatus: 'AKYC', cvStatus: 'ACV' },
        wait: 'Usually within 5 working days',
      },
      {
        waiting: 'Final approval',
        fields: { videoUrl: 'v', kycStatus: 'AKYC', cvStatus: 'ACV', ipvStatus: 'approved' },
        wait: 'Usually within 3 working days',
      },
    ])(
      'shows the configured usual wait of $waiting while it waits',
      async ({ waiting, fields, wait }) => {
        renderStatus(submittedPartner(fields));
        const item = await stage(waiting);
        expect(item).toHaveTextContent('Waiting for our team');
        expect(await within(item).findByText(wait)).toBeVisible();
        // Only the waiting stage promises a time.
        expect(within(checklist()).getAllByText(/^Usually within/)).toHaveLength(1);
        expect(screen.getByText(messages.status.pleaseWait)).toBeVisible();
      },
    );

    it('shows every stage done once fully approved', async () => {
      renderStatus(
        submittedPartner({
          videoUrl: 'v',
          kycStatus: 'AKYC',
          cvStatus: 'ACV',
          ipvStatus: 'approved',
          status: 'approved',
        }),
      );
      await screen.findByText('All verifications completed!');
      expect(within(checklist()).getAllByText('Done')).toHaveLength(6);
      expect(
        within(checklist()).queryByText(/Waiting|Needs your action|Not started/),
      ).not.toBeInTheDocument();
    });

    it('asks for the Video KYC in the app while there is no recording', async () => {
      const user = userEvent.setup();
      renderStatus(submittedPartner());
      const item = await stage('Video KYC recording');
      expect(item).toHaveTextContent('Needs your action');
      expect(item).toHaveTextContent('Record your Video KYC in the Shata Partner app.');
      expect(await stage('KYC check')).toHaveTextContent('Not started yet');
      // The spec's 10 % prompt and its store links stay under the ring.
      expect(screen.getByText(messages.progress.downloadApp)).toBeVisible();
      expect(await screen.findAllByRole('link', { name: 'Get it on Google Play' })).toHaveLength(1);

      await user.click(within(item).getByRole('button', { name: 'Get the Shata Partner app' }));
      const dialog = await screen.findByRole('dialog', { name: 'Choose Your App' });
      expect(within(dialog).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
        'href',
        clientConfig.partnerApp.android,
      );
      expect(
        within(dialog).getByRole('link', { name: 'Download on the App Store' }),
      ).toHaveAttribute('href', clientConfig.partnerApp.ios);
    });

    it('turns a refused Video KYC into one next step: record it again in the app', async () => {
      const user = userEvent.setup();
      renderStatus(
        submittedPartner({
          videoUrl: 'v',
          kycStatus: 'rejected',
          rejections: [{ target: 'kycStatus', reason: 'Face not visible.', rejectedAt }],
        }),
      );
      const item = await stage('Video KYC recording');
      expect(item).toHaveTextContent('Needs your action');
      expect(item).toHaveTextContent('Video KYC recording was not approved.');
      expect(item).toHaveTextContent('Reason: Face not visible.');
      expect(item).toHaveTextContent(
        'Please record your Video KYC again in the Shata Partner app.',
      );
      expect(await stage('KYC check')).toHaveTextContent('Not started yet');

      // The ring keeps its place but no longer calls the KYC completed, nor asks to wait.
      expect(ring()).toHaveAttribute('aria-valuenow', '40');
      expect(headline()).toHaveTextContent('KYC check was not approved.');
      expect(screen.queryByText('Online KYC completed')).not.toBeInTheDocument();
      expect(ring()).not.toHaveAccessibleDescription();
      expect(screen.queryByText(messages.status.pleaseWait)).not.toBeInTheDocument();
      expect(screen.getByText(actionNeeded)).toBeVisible();

      await user.click(within(item).getByRole('button', { name: 'Get the Shata Partner app' }));
      expect(await screen.findByRole('dialog', { name: 'Choose Your App' })).toBeVisible();
    });

    it.each([
      {
        label: 'Company verification',
        field: 'cvStatus',
        fields: { videoUrl: 'v', kycStatus: 'AKYC', cvStatus: 'rejected' },
        percent: 70,
        spec: 'Company verification completed',
      },
      {
        label: 'In-person verification',
        field: 'ipvStatus',
        fields: { videoUrl: 'v', kycStatus: 'AKYC', cvStatus: 'ACV', ipvStatus: 'rejected' },
        percent: 90,
        spec: 'Company verification approved',
      },
      {
        label: 'Final approval',
        field: 'status',
        fields: {
          videoUrl: 'v',
          kycStatus: 'AKYC',
          cvStatus: 'ACV',
          ipvStatus: 'approved',
          status: 'rejected',
        },
        percent: 90,
        spec: 'Company verification approved',
      },
    ] as const)(
      "says $label was not approved, with the reason, instead of the ring's message",
      async ({ label, field, fields, percent, spec }) => {
        renderStatus(
          submittedPartner({
            ...fields,
            rejections: [{ target: field, reason: 'The details do not match.', rejectedAt }],
          }),
        );
        const item = await stage(label);
        expect(item).toHaveTextContent('Needs your action');
        expect(item).toHaveTextContent(`${label} was not approved.`);
        expect(item).toHaveTextContent('Reason: The details do not match.');
        expect(ring()).toHaveAttribute('aria-valuenow', String(percent));
        expect(headline()).toHaveTextContent(`${label} was not approved.`);
        expect(screen.queryByText(spec)).not.toBeInTheDocument();
        expect(screen.queryByText(messages.status.pleaseWait)).not.toBeInTheDocument();
        expect(screen.getByText(actionNeeded)).toBeVisible();
      },
    );

    it('sends a refused company verification to the company details in the form', async () => {
      const user = userEvent.setup();
      const { router } = renderStatus(
        submittedPartner({
          videoUrl: 'v',
          kycStatus: 'AKYC',
          cvStatus: 'rejected',
          rejections: [{ target: 'cvStatus', reason: 'Name differs from GST.', rejectedAt }],
        }),
      );
      const link = within(await stage('Company verification')).getByRole('link', {
        name: 'Check your company details',
      });
      expect(link).toHaveAttribute('href', '/dashboard/partner-1#profile-companyName');
      expect(await stage('In-person verification')).toHaveTextContent('Not started yet');

      await user.click(link);
      expect(await screen.findByText('Registration form')).toBeVisible();
      expect(router.state.location).toMatchObject({
        pathname: '/dashboard/partner-1',
        hash: '#profile-companyName',
      });
    });

    it.each([
      { label: 'In-person verification', fields: { cvStatus: 'ACV', ipvStatus: 'rejected' } },
      {
        label: 'Final approval',
        fields: { cvStatus: 'ACV', ipvStatus: 'approved', status: 'rejected' },
      },
    ])(
      'asks to contact support about a refused $label, by its configured e-mail and phone',
      async ({ label, fields }) => {
        renderStatus(submittedPartner({ videoUrl: 'v', kycStatus: 'AKYC', ...fields }));
        const item = await stage(label);
        expect(item).toHaveTextContent('Please contact our support team about it.');
        expect(
          await within(item).findByRole('link', { name: 'E-mail help@shata.in' }),
        ).toHaveAttribute('href', 'mailto:help@shata.in');
        expect(within(item).getByRole('link', { name: 'Call +91 80 4567 8900' })).toHaveAttribute(
          'href',
          'tel:+918045678900',
        );
        // No reason on record: none is made up.
        expect(item).not.toHaveTextContent('Reason:');
      },
    );

    it('offers no support link that is not configured', async () => {
      const { queryClient } = renderStatus(
        submittedPartner({
          videoUrl: 'v',
          kycStatus: 'AKYC',
          cvStatus: 'ACV',
          ipvStatus: 'rejected',
        }),
        { ...clientConfig, supportEmail: null, supportPhone: null },
      );
      const item = await stage('In-person verification');
      expect(item).toHaveTextContent('Please contact our support team about it.');
      await waitFor(() =>
        expect(queryClient.getQueryState(clientConfigQueryOptions.queryKey)?.status).toBe(
          'success',
        ),
      );
      expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    });

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
          submittedPartner({
            videoUrl: 'v',
            [urlFields[type]]: null,
            rejections: [{ target: type, reason: 'The scan is unreadable.', rejectedAt }],
          }),
        );
        const item = await stage('Profile and documents');
        expect(item).toHaveTextContent('Needs your action');
        expect(item).toHaveTextContent(
          `Your ${label} document was not accepted. Please upload it again.`,
        );
        expect(item).toHaveTextContent('Reason: The scan is unreadable.');
        // The headline leads with it, and 'Please wait' gives way.
        expect(headline()).toHaveTextContent(
          `Your ${label} document was not accepted. Please upload it again.`,
        );
        expect(ring()).toHaveAttribute('aria-valuenow', '40');
        // The spec's message stays true under the ring.
        expectRingCaption('Online KYC completed');
        expect(screen.queryByText(messages.status.pleaseWait)).not.toBeInTheDocument();
        expect(screen.getByText(actionNeeded)).toBeVisible();

        const link = within(item).getByRole('link', { name: `Upload the ${label} document again` });
        expect(link).toHaveAttribute('href', `/dashboard/partner-1#document-${type}`);
        await user.click(link);
        expect(await screen.findByText('Registration form')).toBeVisible();
        expect(router.state.location).toMatchObject({
          pathname: '/dashboard/partner-1',
          hash: `#document-${type}`,
        });
      },
    );

    it('asks for a required document not uploaded yet, and a missing profile field, each at its place', async () => {
      renderStatus(submittedPartner({ videoUrl: 'v', mobileNo: '', gstCertificateUrl: null }));
      const item = await stage('Profile and documents');
      expect(item).toHaveTextContent('Phone number is missing.');
      expect(within(item).getByRole('link', { name: 'Fill in Phone number' })).toHaveAttribute(
        'href',
        '/dashboard/partner-1#profile-mobileNo',
      );
      expect(item).toHaveTextContent('Your GST certificate document is not uploaded yet.');
      expect(
        within(item).getByRole('link', { name: 'Upload the GST certificate document' }),
      ).toHaveAttribute('href', '/dashboard/partner-1#document-gstCertificate');
      expect(item).not.toHaveTextContent('Reason:');
    });

    it('shows each stage needing action with its own fix', async () => {
      renderStatus(
        submittedPartner({
          videoUrl: 'v',
          kycStatus: 'rejected',
          gstCertificateUrl: null,
          rejections: [
            { target: 'kycStatus', reason: 'Face not visible.', rejectedAt },
            { target: 'gstCertificate', reason: 'Expired certificate.', rejectedAt },
          ],
        }),
      );
      await stage('Video KYC recording');
      expect(within(checklist()).getAllByText('Needs your action')).toHaveLength(2);
      expect(within(await stage('Profile and documents')).getAllByRole('link')).toHaveLength(1);
      expect(within(await stage('Video KYC recording')).getAllByRole('button')).toHaveLength(1);
    });

    it.each([
      { case: 'no rejections', rejections: [] },
      { case: 'no rejections field', rejections: undefined },
    ])('asks nothing of a submitted partner with $case', async ({ rejections }) => {
      renderStatus(submittedPartner({ videoUrl: 'v', rejections }));
      expect(await screen.findByText(messages.status.pleaseWait)).toBe(headline());
      expect(screen.getByText('Now checking: your Video KYC recording')).toBeVisible();
      expect(within(checklist()).queryByText('Needs your action')).not.toBeInTheDocument();
      expect(within(checklist()).queryByRole('link')).not.toBeInTheDocument();
    });
  });

  describe('while open', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
    afterEach(() => vi.useRealTimers());

    it('follows the partner record as operators move it on, without a reload', async () => {
      const { api } = renderStatus(submittedPartner());
      await settle();
      expect(within(ring()).getByText('10%')).toBeInTheDocument();

      api.handlers[partnerUrl] = submittedPartner({ videoUrl: 'v' });
      await advance(29_000);
      expect(ring()).toHaveAttribute('aria-valuenow', '10');
      await advance(1_000);
      await vi.waitFor(() => expect(ring()).toHaveAttribute('aria-valuenow', '40'));
      expect(headline()).toHaveTextContent(messages.status.pleaseWait);
      expectRingCaption('Online KYC completed');
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

describe('the status screen in Hindi', () => {
  const rejectedAt = '2025-05-06T10:00:00.000Z';
  beforeAll(() => loadInHindi(accountMessages, statusCatalogue));

  /** The stage's entry in the checklist, found by its Hindi heading. */
  const stage = async (name: string) => {
    const checklist = await screen.findByRole('region', { name: 'आपके सत्यापन के चरण' });
    const item = (await within(checklist).findByRole('heading', { level: 3, name })).closest('li');
    if (!item) throw new Error(`no list item for ${name}`);
    return item;
  };

  it('says where the partner is in Hindi, with the ring, the stages and their waits', async () => {
    renderStatus(submittedPartner({ videoUrl: 'v', kycStatus: 'AKYC' }), clientConfig, 'hi');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'पंजीकरण की स्थिति' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('कृपया प्रतीक्षा करें, हम आपकी जानकारी सत्यापित कर रहे हैं')).toBe(
      headline(),
    );
    expect(screen.getByText('अभी जाँच हो रही है: आपकी कंपनी की जानकारी')).toBeVisible();
    expect(ring()).toHaveAccessibleName('पंजीकरण 70% पूरा');
    expect(ring()).toHaveAccessibleDescription('कंपनी सत्यापन पूरा हुआ');
    expect(await stage('प्रोफ़ाइल और दस्तावेज़')).toHaveTextContent('पूरा हुआ');
    const waiting = await stage('कंपनी सत्यापन');
    expect(waiting).toHaveTextContent('हमारी टीम की प्रतीक्षा में');
    expect(await within(waiting).findByText('आम तौर पर 2 कार्य दिवस के अंदर')).toBeVisible();
    expect(await stage('व्यक्तिगत सत्यापन')).toHaveTextContent('अभी शुरू नहीं हुआ');
    await waitFor(() => expect(document.title).toBe('पंजीकरण की स्थिति | Shata पार्टनर पोर्टल'));
  });

  it('says in Hindi which document was turned down, why, and where to upload it again', async () => {
    renderStatus(
      submittedPartner({
        videoUrl: 'v',
        gstCertificateUrl: null,
        rejections: [{ target: 'gstCertificate', reason: 'The scan is unreadable.', rejectedAt }],
      }),
      clientConfig,
      'hi',
    );

    const refusal = 'आपका GST प्रमाणपत्र दस्तावेज़ स्वीकार नहीं किया गया। कृपया इसे फिर से अपलोड करें।';
    const item = await stage('प्रोफ़ाइल और दस्तावेज़');
    expect(item).toHaveTextContent('आपको कुछ करना है');
    expect(item).toHaveTextContent(refusal);
    expect(item).toHaveTextContent('कारण: The scan is unreadable.');
    expect(
      within(item).getByRole('link', { name: 'GST प्रमाणपत्र दस्तावेज़ फिर से अपलोड करें' }),
    ).toHaveAttribute('href', '/dashboard/partner-1#document-gstCertificate');
    expect(headline()).toHaveTextContent(refusal);
    expect(screen.getByText('एक चीज़ पर आपका ध्यान चाहिए। नीचे देखें कि क्या करना है।')).toBeVisible();
  });

  it('says a refused stage in Hindi, with the way to support', async () => {
    renderStatus(
      submittedPartner({
        videoUrl: 'v',
        kycStatus: 'AKYC',
        cvStatus: 'ACV',
        ipvStatus: 'rejected',
      }),
      clientConfig,
      'hi',
    );

    const item = await stage('व्यक्तिगत सत्यापन');
    expect(item).toHaveTextContent('व्यक्तिगत सत्यापन: स्वीकृति नहीं मिली।');
    expect(item).toHaveTextContent('कृपया इस बारे में हमारी सहायता टीम से संपर्क करें।');
    expect(
      await within(item).findByRole('link', { name: 'help@shata.in पर ईमेल करें' }),
    ).toHaveAttribute('href', 'mailto:help@shata.in');
  });

  it('says in Hindi when the status cannot be loaded', async () => {
    renderStatus(jsonResponse({ statusCode: 500, message: 'Boom' }, 500), clientConfig, 'hi');
    expect(await screen.findByRole('alert')).toHaveTextContent('स्थिति लोड नहीं हो सकी');
  });

  it('before submission leads to the form in Hindi', async () => {
    renderStatus(
      partnerFixture({ _id: 'partner-1', videoUrl: 'https://v.example/k' }),
      clientConfig,
      'hi',
    );
    expect(await screen.findByText('आपका पंजीकरण अभी जमा नहीं हुआ है')).toBe(headline());
    expect(screen.getByRole('link', { name: 'पंजीकरण फ़ॉर्म पर जाएँ' })).toHaveAttribute(
      'href',
      '/dashboard/partner-1',
    );
  });
});
