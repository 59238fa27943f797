import type { Locator, Page } from '@playwright/test';
import { verifiedPartner } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { approver, giveFinalApproval, operatorWindow, reviewer } from '../support/operator';
import { chooseDocumentsSkippingPan, fillProfile, townHall } from '../support/registration';
import { expect, test } from '../support/test';

test.use({ geolocation: townHall, permissions: ['geolocation'] });

/**
 * The partner's status screen, loaded afresh, shows `percent` and the headline
 * `message`, and under the ring the spec's `ringCaption`, smaller than the headline.
 */
async function expectProgress(
  page: Page,
  partnerId: string,
  percent: number,
  message: string,
  ringCaption: string | null,
) {
  await page.goto(`/status/${partnerId}`);
  const ring = page.getByRole('progressbar', { name: `Registration ${percent}% complete` });
  await expect(ring).toBeVisible();
  const headline = page.getByRole('status').filter({ hasText: message });
  await expect(headline).toHaveText(message);
  if (ringCaption === null) {
    await expect(ring).not.toHaveAttribute('aria-describedby');
    return;
  }
  await expect(ring).toHaveAccessibleDescription(ringCaption);
  const caption = page.getByText(ringCaption, { exact: true });
  await expect(caption).toBeVisible();
  const fontSize = (element: Locator) =>
    element.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
  expect(await fontSize(caption)).toBeLessThan(await fontSize(headline));
}

const pleaseWait = 'Please wait while we verify your details';

/** Approves `verification`, which then reads `approved` in words, with no buttons left beside it. */
async function approve(desk: Page, verification: string, approved: string) {
  const card = desk.getByRole('region', { name: verification, exact: true });
  await card.getByRole('button', { name: `Approve ${verification}` }).click();
  await expect(card.getByText(`Now: ${approved}`)).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
}

test('a reviewer moves a submitted partner through every verification, and an approver gives the final approval, with a note between them', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const partner = await verifiedPartner(page, request, 'journey');
  await fillProfile(page);
  await chooseDocumentsSkippingPan(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/status/${partner.partnerId}$`), { timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Registration 10% complete' })).toBeVisible();

  // The header keeps My Account and My Bookings greyed until full approval.
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');

  // A partner is refused the console, on screen and by the API.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  expect((await page.request.get('/api/admin/partners')).status()).toBe(403);

  const { context, page: desk } = await operatorWindow(browser, testInfo, reviewer);
  await expect(desk.getByRole('heading', { name: 'Partners to review' })).toBeVisible();
  await desk.getByLabel('Search').fill(partner.email);
  await desk.getByRole('button', { name: 'Search', exact: true }).click();
  const row = desk.getByRole('row').filter({ hasText: partner.email });
  await expect(row).toContainText('Waiting for KYC check');
  const cspViolations: string[] = [];
  desk.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  // The PDF's frame really fetches it: a frame the CSP refuses is never requested.
  const pdfFramed = desk.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/partners/${partner.partnerId}/documents/gstCertificate`) &&
      response.request().resourceType() === 'document',
    { timeout: 15_000 },
  );
  await row.getByRole('link', { name: 'Asha Rao' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
  await expect(desk.getByText('XXXX XXXX 2346')).toBeVisible();

  // The documents are shown inline: the Aadhaar image loads and zooms.
  const aadhaar = desk.getByRole('img', { name: 'Aadhaar document' });
  await expect(aadhaar).toBeVisible();
  expect(await aadhaar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  const zoom = desk.getByRole('group', { name: 'Zoom the Aadhaar image' });
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom.getByText('125%')).toBeVisible();
  await expect(desk.getByTitle('GST certificate document (PDF)')).toBeVisible();
  expect((await pdfFramed).status()).toBe(200);
  expect(cspViolations).toEqual([]);

  await desk.getByLabel('Video KYC recording URL').fill('https://kyc.example.com/v/asha.mp4');
  await desk.getByRole('button', { name: 'Save video URL' }).click();
  await expect(desk.getByRole('link', { name: 'Open the recording' })).toHaveAttribute(
    'href',
    'https://kyc.example.com/v/asha.mp4',
  );
  await expectProgress(page, partner.partnerId, 40, pleaseWait, 'Online KYC completed');
  await expect(page.getByText('Now checking: your Video KYC recording')).toBeVisible();

  // Decisions come in order: the final one waits for the others.
  const finalCard = desk.getByRole('region', { name: 'Final approval', exact: true });
  await expect(finalCard).toContainText(
    'Final approval can be given once in-person verification is approved.',
  );
  await expect(finalCard.getByRole('button', { name: 'Approve Final approval' })).toHaveCount(0);
  await approve(desk, 'KYC check', 'KYC approved');
  await expectProgress(page, partner.partnerId, 70, pleaseWait, 'Company verification completed');
  await expect(page.getByText('Now checking: your company details')).toBeVisible();
  // The console's preview says what the partner's screen says.
  const preview = desk.locator('figure', { hasText: 'Progress as the partner sees it' });
  await expect(preview.getByRole('status')).toHaveText(pleaseWait);
  await expect(preview.getByRole('progressbar')).toHaveAccessibleDescription(
    'Company verification completed',
  );
  await expect(preview.getByText('Now checking: your company details')).toBeVisible();

  await approve(desk, 'Company verification', 'Company verification approved');
  await expectProgress(page, partner.partnerId, 90, pleaseWait, 'Company verification approved');
  await expect(page.getByText('Now checking: your in-person verification')).toBeVisible();

  await approve(desk, 'In-person verification', 'In-person verification approved');
  await expectProgress(page, partner.partnerId, 90, pleaseWait, 'Company verification approved');
  await expect(page.getByText('Now checking: your registration, for final approval')).toBeVisible();

  // The final decision is not the reviewer's: they leave a note for the approver.
  await expect(finalCard).toContainText(
    'The final decision is an approver’s: one who did not approve company verification gives it.',
  );
  await expect(finalCard.getByRole('button', { name: 'Approve Final approval' })).toHaveCount(0);
  const handOver = 'Visited the office: all as registered. Ready for the final approval.';
  const notes = desk.getByRole('region', { name: 'Internal notes' });
  await notes.getByLabel('New note').fill(handOver);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Note added.')).toBeVisible();

  const second = await operatorWindow(browser, testInfo, approver);
  await second.page.goto(desk.url());
  await expect(
    second.page.getByRole('region', { name: 'Internal notes' }).getByRole('listitem').first(),
  ).toContainText(`${handOver}`);
  await expect(
    second.page.getByRole('region', { name: 'Internal notes' }).getByRole('listitem').first(),
  ).toContainText(reviewer.email);
  await giveFinalApproval(second.page);
  const mail = await waitForMail(request, partner.email, /You are fully approved/);
  expect(mail.links.some((link) => link.endsWith(`/status/${partner.partnerId}`))).toBe(true);
  await expect(
    second.page.getByRole('table', { name: /Changes to this partner/ }).getByRole('row'),
  ).toHaveCount(1 + 3 + 5); // the header, three uploads, the video and four approvals
  await second.context.close();
  await context.close();

  await expectProgress(page, partner.partnerId, 100, 'All verifications completed!', null);
  await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/my_account/${partner.partnerId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Asha Events')).toBeVisible();
  await expect(page.getByText('Caterer, Photographer')).toBeVisible();
  await expect(page.getByText('XXXX XXXX 2346')).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('menuitem', { name: 'My Bookings' })).toHaveAttribute(
    'href',
    `/my-bookings/${partner.partnerId}`,
  );
});
