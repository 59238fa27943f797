import type { Page } from '@playwright/test';
import { logOutThroughDialog, verifiedPartner } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { drawnDocument, pdfDocument, type UploadFile } from '../support/documents';
import { expect, test } from '../support/test';

/** Bengaluru Town Hall, which the recorded Nominatim answer describes. */
const townHall = { latitude: 12.9716, longitude: 77.5946 };

test.use({ geolocation: townHall, permissions: ['geolocation'] });

async function chooseDocument(page: Page, label: string, file: UploadFile) {
  await page.getByLabel(`${label} file`).setInputFiles(file);
  await expect(page.getByText(new RegExp(`^${file.name.replace('.', '\\.')} \\(`))).toBeVisible();
}

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

  await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
  const phone = page.getByLabel('Phone number');
  await phone.pressSequentially('98x765-43210');
  await expect(phone).toHaveValue('9876543210');
  await page.getByLabel('Aadhaar number').fill('234123412346');
  await page.getByLabel('Company name').fill('Asha Events');
  await page.getByRole('button', { name: /Select services/ }).click();
  await page.getByRole('option', { name: 'Caterer' }).click();
  await page.getByRole('option', { name: 'Photographer' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Remove Caterer' })).toBeVisible();

  await page.getByRole('button', { name: 'Get Location' }).click();
  await expect(page.getByLabel('Street')).toHaveValue('Jayachamarajendra Road');
  await expect(page.getByLabel('Door number / address')).toHaveValue('12');
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(page.getByLabel('State')).toHaveValue('Karnataka');
  await expect(page.getByLabel('Postal code')).toHaveValue('560002');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await page.getByLabel('Landmark (optional)').fill('Opposite the metro');
  await page.getByLabel('GST number (optional)').fill('27AAPFU0939F1ZV');

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await chooseDocument(
    page,
    'Aadhaar',
    await drawnDocument(page, 'aadhaar.jpg', 'image/jpeg', 'AADHAAR'),
  );
  await page.getByRole('button', { name: 'Skip PAN' }).click();
  await chooseDocument(
    page,
    'GST certificate',
    pdfDocument('gst-certificate.pdf', 'GST CERTIFICATE'),
  );
  await chooseDocument(
    page,
    'Incorporation certificate (CIN)',
    await drawnDocument(page, 'cin.png', 'image/png', 'CERTIFICATE OF INCORPORATION'),
  );
  await expect(page.getByText('All Documents Uploaded!')).toBeVisible();

  await throttleUploads(page, 256 * 1024);
  await submit.click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  const aadhaarProgress = page.getByRole('progressbar', { name: 'Aadhaar upload progress' });
  // Part way: real byte progress, not a jump from nothing to done.
  await expect
    .poll(
      async () => {
        const percent = await aadhaarProgress.evaluate((bar: HTMLProgressElement) => bar.value);
        return percent > 0 && percent < 100;
      },
      { intervals: [50] },
    )
    .toBe(true);
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
