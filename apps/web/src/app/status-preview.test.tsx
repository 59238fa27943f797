import {
  type Partner,
  type PartnerReview,
  type ReviewField,
  verificationStage,
} from '@shata/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OperatorPartnerPage } from '../features/operators/OperatorPartnerPage';
import { StatusPage } from '../features/status/StatusPage';
import { approvedPartnerFixture, clientConfigFixture, stubApi } from '../testing/api-stub';
import { renderRoutes } from '../testing/render';

/**
 * The partner's status screen and the operators' "Progress as the partner
 * sees it", each loading the partner from its own endpoint, show the same
 * ring, ring caption and headline in every state a partner can be in.
 */

const clientConfig = clientConfigFixture({
  expectedWaits: { kyc: 1, companyVerification: 2, inPersonVerification: 5, finalApproval: 3 },
  supportEmail: null,
  supportPhone: null,
});

/** A company with its profile and every document in: submitted by any type's rules. */
const submitted = (): Partner =>
  approvedPartnerFixture({
    _id: 'p-1',
    kycStatus: null,
    cvStatus: null,
    ipvStatus: null,
    status: null,
  });
/** The Aadhaar card is required of everyone: without it nothing is submitted. */
const notSubmitted = (): Partner => ({ ...submitted(), aadharUrl: null });

function review(partner: Partner): PartnerReview {
  return {
    partner,
    stage: verificationStage(partner),
    submittedAt: null,
    timeInStage: {
      since: '2025-05-06T10:00:00.000Z',
      workingDays: 0,
      awaitedStep: null,
      expectedDays: null,
      overdue: false,
    },
    assignee: null,
    documents: [],
    audit: [],
    auditNextCursor: null,
    aadhaarQr: null,
    checks: [],
    relatedPartners: {},
  };
}

/** Both screens, open side by side, each asking its own endpoint for the partner on display. */
function renderBoth(first: Partner) {
  let current = first;
  stubApi({
    'GET /api/partners/p-1': () => current,
    'GET /api/admin/partners/p-1': () => review(current),
    'GET /api/client-config': clientConfig,
    'GET /api/bookings': { items: [], nextCursor: null },
  });
  const partnerView = renderRoutes([{ path: '/status/:partnerId', element: <StatusPage /> }], {
    path: '/status/p-1',
  });
  const operatorView = renderRoutes(
    [{ path: '/admin/partners/:partnerId', element: <OperatorPartnerPage /> }],
    { path: '/admin/partners/p-1' },
  );
  const partnerScreen = () => screen.findByRole('region', { name: 'Registration status' });
  // jsdom names no figure by its caption: found by the caption instead.
  const operatorPreview = async () => {
    const caption = await screen.findByText('Progress as the partner sees it');
    const figure = caption.closest('figure');
    if (!figure) throw new Error('the preview has no figure');
    return figure;
  };

  /** What each screen shows beside its ring. */
  async function shown() {
    const [mine, preview] = await Promise.all([partnerScreen(), operatorPreview()]);
    return { partner: read(mine), operator: read(preview) };
  }

  /** Both screens load `partner` again, as they do when it changes. */
  async function show(partner: Partner) {
    current = partner;
    await act(async () => {
      await Promise.all([
        partnerView.queryClient.refetchQueries({ type: 'active' }),
        operatorView.queryClient.refetchQueries({ type: 'active' }),
      ]);
      // The query client tells its screens on the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  return { shown, show, partnerScreen, operatorPreview };
}

function read(where: HTMLElement) {
  const ring = within(where).getByRole('progressbar');
  // The spec's message is the ring's caption: the line that describes the ring.
  const captionId = ring.getAttribute('aria-describedby');
  const caption = captionId === null ? null : document.getElementById(captionId);
  return {
    headline: within(where).getByRole('status').textContent,
    percent: ring.getAttribute('aria-valuenow'),
    ringCaption: caption && where.contains(caption) ? caption.textContent : null,
  };
}

async function expectBoth(
  partner: Partner,
  headline: string,
  percent: string,
  ringCaption: string | null,
) {
  const { shown } = renderBoth(partner);
  const expected = { headline, percent, ringCaption };
  expect(await shown()).toEqual({ partner: expected, operator: expected });
}

/** The spec's messages of the 40, 70 and 90 % rows. */
const specCaptions = {
  40: 'Online KYC completed',
  70: 'Company verification completed',
  90: 'Company verification approved',
} as const;

describe('the status screen and the operators’ preview of it', () => {
  it('tell a partner who has not submitted that, not to download the app', async () => {
    await expectBoth(notSubmitted(), 'Your registration is not submitted yet', '10', null);
  });

  it.each([
    { percent: 40, fields: {}, checking: 'your Video KYC recording' },
    { percent: 70, fields: { kycStatus: 'AKYC' }, checking: 'your company details' },
    {
      percent: 90,
      fields: { kycStatus: 'AKYC', cvStatus: 'ACV' },
      checking: 'your in-person verification',
    },
  ] as const)(
    "at $percent % ask to wait, with the spec's message as the ring's caption, not the headline",
    async ({ percent, fields, checking }) => {
      await expectBoth(
        { ...submitted(), videoUrl: 'v', ...fields },
        'Please wait while we verify your details',
        String(percent),
        specCaptions[percent],
      );
      expect(screen.getAllByText(`Now checking: ${checking}`)).toHaveLength(2);
    },
  );

  it('both lead with a company verification just turned down', async () => {
    await expectBoth(
      {
        ...submitted(),
        videoUrl: 'v',
        kycStatus: 'AKYC',
        cvStatus: 'rejected',
        rejections: [
          { target: 'cvStatus', reason: 'Name differs.', rejectedAt: '2025-05-06T10:00:00.000Z' },
        ],
      },
      'Company verification was not approved.',
      '70',
      null,
    );
  });

  it("agree on the headline and the ring's caption for every combination of statuses, submitted or not, with a recording or not", async () => {
    const approvedCode = {
      kycStatus: 'AKYC',
      cvStatus: 'ACV',
      ipvStatus: 'approved',
      status: 'approved',
    } satisfies Record<ReviewField, string>;
    const fields = ['kycStatus', 'cvStatus', 'ipvStatus', 'status'] as const;
    const labels = {
      kycStatus: 'KYC check',
      cvStatus: 'Company verification',
      ipvStatus: 'In-person verification',
      status: 'Final approval',
    } satisfies Record<ReviewField, string>;
    const values = (field: ReviewField) => [null, approvedCode[field], 'rejected'];
    // The final approval comes last: its three values with the others approved stand for it.
    const finalOnly = values('status').map((status) => ({ ...approvedCode, status }));
    const statusSets = [
      ...values('kycStatus').flatMap((kycStatus) =>
        values('cvStatus').flatMap((cvStatus) =>
          values('ipvStatus').map((ipvStatus) => ({
            kycStatus,
            cvStatus,
            ipvStatus,
            status: null,
          })),
        ),
      ),
      ...finalOnly,
    ];
    const cases = statusSets.flatMap((statuses) =>
      [true, false].flatMap((isSubmitted) =>
        [true, false].map((withVideo) => ({ statuses, isSubmitted, withVideo })),
      ),
    );

    /** The rule, in its order of precedence. */
    function expected({ statuses, isSubmitted, withVideo }: (typeof cases)[number]) {
      const rejected = fields.find((field) => statuses[field] === 'rejected');
      if (rejected) return `${labels[rejected]} was not approved.`;
      const pending = fields.find((field) => statuses[field] !== approvedCode[field]);
      if (!pending) return 'All verifications completed!';
      if (!isSubmitted) return 'Your registration is not submitted yet';
      if (pending === 'kycStatus' && !withVideo) {
        return 'Download the Shata Partner app to complete your registration';
      }
      return 'Please wait while we verify your details';
    }

    /** The spec's message of the ring's row at 40, 70 and 90 %, unless a verification is refused. */
    function expectedCaption({ statuses, withVideo }: (typeof cases)[number]) {
      if (fields.some((field) => statuses[field] === 'rejected')) return null;
      if (statuses.ipvStatus === 'approved' && statuses.status === 'approved') return null;
      if (statuses.cvStatus === 'ACV') return specCaptions[90];
      if (statuses.kycStatus === 'AKYC') return specCaptions[70];
      return withVideo ? specCaptions[40] : null;
    }

    const { show, partnerScreen, operatorPreview } = renderBoth(submitted());
    // The screens stay on display while the partner changes under them.
    const mine = await partnerScreen();
    const preview = await operatorPreview();
    const wrong: unknown[] = [];
    for (const testCase of cases) {
      await show({
        ...(testCase.isSubmitted ? submitted() : notSubmitted()),
        ...testCase.statuses,
        videoUrl: testCase.withVideo ? 'v' : null,
      });
      const [partner, operator] = [read(mine), read(preview)];
      const headline = expected(testCase);
      const ringCaption = expectedCaption(testCase);
      if (partner.headline !== headline || operator.headline !== headline) {
        wrong.push({ ...testCase, headline, partner, operator });
      } else if (partner.ringCaption !== ringCaption || operator.ringCaption !== ringCaption) {
        wrong.push({ ...testCase, ringCaption, partner, operator });
      } else if (partner.percent !== operator.percent) {
        wrong.push({ ...testCase, partner, operator });
      }
    }
    expect(cases).toHaveLength((27 + 3) * 2 * 2);
    expect(wrong).toEqual([]);
  }, 60_000);
});
