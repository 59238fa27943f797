import type { Page } from '@playwright/test';
import { logOutThroughDialog, verifiedPartner } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { chooseDocumentsSkippingPan, fillProfile, townHall } from '../support/registration';
import { expect, test } from '../support/test';

test.use({ geolocation: townHall, permissions: ['geolocation'] });

/** Uploads leave the browser slowly, so their progress can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

test('a partner registers, uploads three documents skipping PAN, and follows the status', async ({
  page,
  request,
}) => {
  test.slow();
  const first = await verifiedPartner(page, request, 'register');
  await expect(page.getByRole('link', { name: 'Fill Your Details Now' })).toBeVisible();

  const { aadharNo } = await fillProfile(page);

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  // Each document uploads as soon as it is chosen, slowly enough here to watch.
  await throttleUploads(page, 32 * 1024);
  await chooseDocumentsSkippingPan(page);
  // Not yet 'All Documents Uploaded!': the certificate is still on its way.
  await expect(page.getByText(/^Uploading [12] documents?…$/)).toBeVisible();
  await expect(page.getByText('All Documents Uploaded!')).toHaveCount(0);
  const cinProgress = page.getByRole('progressbar', {
    name: 'Incorporation certificate (CIN) upload progress',
  });
  // Part way: real byte progress, not a jump from nothing to done.
  await expect
    .poll(
      async () => {
        const percent = await cinProgress.evaluate((bar: HTMLProgressElement) => bar.value);
        return percent > 0 && percent < 100;
      },
      { intervals: [50] },
    )
    .toBe(true);

  // Submit waits for what is still on its way, then sends the details and the documents at once.
  await submit.click();
  await expect(
    page.getByRole('button', { name: 'Waiting for the uploads to finish…' }),
  ).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`/status/${first.partnerId}$`), { timeout: 30_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Profile and documents updated successfully!' }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Registration 10% complete' })).toBeVisible();
  await expect(
    page.getByText('Download the Shata Partner app to complete your registration'),
  ).toBeVisible();

  // Back on the form: the details and documents are on file, and download as uploaded.
  await page.goto(`/dashboard/${first.partnerId}`);
  await expect(page.getByLabel('Company name')).toHaveValue('Asha Events');
  await expect(page.getByLabel('Aadhaar number')).toHaveValue('XXXX XXXX 2346');
  await expect(page.getByLabel('Landmark (optional)')).toHaveValue('Opposite the metro');
  const gstLink = page
    .getByRole('link', { name: 'View the GST certificate document on file' })
    .first();
  const gstUrl = await gstLink.getAttribute('href');
  const download = await page.request.get(String(gstUrl));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  expect((await download.body()).toString('latin1')).toContain('GST CERTIFICATE');
  await expect(page.getByRole('link', { name: 'View the PAN document on file' })).toHaveCount(0);
  // The number typed on the form stays in no browser storage.
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }, document.cookie]),
  );
  expect(stored).not.toContain(aadharNo);

  // A second partner cannot open the first one's screens, record or documents.
  await logOutThroughDialog(page);
  const second = await verifiedPartner(page, request, 'intruder');
  await page.goto(`/dashboard/${first.partnerId}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${second.partnerId}$`));
  await expect(page.getByLabel('Company name')).toHaveValue('');
  await page.goto(`/status/${first.partnerId}`);
  await expect(page).toHaveURL(new RegExp(`/status/${second.partnerId}$`));
  for (const path of [
    `/api/partners/${first.partnerId}`,
    `/api/partners/${first.partnerId}/documents/gstCertificate`,
  ]) {
    expect((await page.request.get(path)).status()).toBe(404);
  }
});

test('the registration and status screens fit a 360 px phone and pass axe', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 760 });
  const partner = await verifiedPartner(page, request, 'phone');
  await expect(page.getByLabel('Company name')).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  // One picture at a time on a phone.
  await expect(page.getByRole('img', { name: /event planner/i })).toBeVisible();
  await expect(page.getByRole('img', { name: /caterer/i })).toBeHidden();

  await page.getByRole('button', { name: 'Submit' }).scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(page);

  await page.goto(`/status/${partner.partnerId}`);
  await expect(page.getByRole('progressbar', { name: 'Registration 10% complete' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});

test('a Submit whose answer is lost on the way back is kept once, and the retry goes to the status screen', async ({
  page,
  request,
}) => {
  const partner = await verifiedPartner(page, request, 'lost-answer');
  await fillProfile(page);
  await chooseDocumentsSkippingPan(page);
  // The server keeps the first Submit; the connection drops before its answer reaches the browser.
  let submissions = 0;
  await page.route(`**/api/partners/${partner.partnerId}/submission`, async (route) => {
    submissions += 1;
    if (submissions > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Could not reach the server.');
  const kept = await (await page.request.get(`/api/partners/${partner.partnerId}`)).json();
  expect(kept).toMatchObject({ companyName: 'Asha Events', aadharNo: 'XXXX XXXX 2346' });
  expect(kept.gstCertificateUrl).not.toBeNull();

  // Everything typed and chosen is still there: Submit again is the same submission, answered as kept.
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/status/${partner.partnerId}$`));
  await expect(page.getByRole('progressbar', { name: 'Registration 10% complete' })).toBeVisible();
  expect(submissions).toBe(2);
});
