import { readFileSync } from 'node:fs';
import { card, digitsOf, payload, signingKey } from '@shata/test-support/aadhaar-qr';
import QRCode from 'qrcode';
import { uniqueIdentity } from '../../apps/server/test/identity';
import { verifiedPartner } from '../support/accounts';
import { operatorWindow } from '../support/operator';
import { chooseDocumentsSkippingPan } from '../support/registration';
import { expect, test } from '../support/test';

/** A picture of the Secure QR on the back of Asha's card, signed by the key the portal trusts (global setup). */
async function pictureOfSecureQr(last4: string) {
  const key = await signingKey(readFileSync(String(process.env.E2E_QR_SIGNING_KEY), 'utf8'));
  const digits = await digitsOf(
    payload('V2', { ...card, referenceId: `${last4}20251103101530123` }),
    key,
  );
  return {
    name: 'aadhaar-qr.png',
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer(digits, { margin: 4, scale: 6 }),
  };
}

test('a partner scans the QR on their Aadhaar, fills the form from it, uploads the card, and the operator sees the UIDAI signature and a duplicate GSTIN', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  // Another business already gave the GSTIN this partner will type.
  const shared = uniqueIdentity();
  const twinWindow = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.20.${testInfo.workerIndex % 256}.1` },
  });
  const twinPage = await twinWindow.newPage();
  const twin = await verifiedPartner(twinPage, request, 'twin');
  const saved = await twinPage.request.put(`/api/partners/${twin.partnerId}`, {
    headers: { origin: String(process.env.E2E_BASE_URL) },
    data: {
      name: 'Ravi Kumar',
      mobileNo: shared.mobileNo,
      companyName: 'Ravi Kumar Events',
      companyLocation: '4, Church Street, Bengaluru, Karnataka, India, 560001',
      gstNo: shared.gstNo,
      cinNo: '',
      aadharNo: shared.aadharNo,
      servicesSelected: ['Caterer'],
      latitude: 12.97,
      longitude: 77.6,
      personalEmail: twin.email,
    },
  });
  expect(saved.status()).toBe(200);
  await twinWindow.close();

  const partner = await verifiedPartner(page, request, 'qr');
  const own = uniqueIdentity();
  await page.getByLabel('Aadhaar number').fill(own.aadharNo);
  await page.getByRole('button', { name: 'Scan the QR on your Aadhaar' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan the QR on your Aadhaar' });
  // The picture can be chosen once the decoder has loaded (a cold browser compiles it first).
  const choosePicture = scan.getByLabel('Choose a picture');
  await expect(choosePicture).toBeEnabled({ timeout: 20_000 });
  await choosePicture.setInputFiles(await pictureOfSecureQr('2346'));
  await expect(scan.getByText('Verified by UIDAI signature')).toBeVisible({ timeout: 20_000 });
  await expect(scan).toContainText('Asha Rao');
  await expect(scan).toContainText('1990');
  await expect(scan).not.toContainText('not the number you typed');
  await scan.getByRole('button', { name: 'Use this name' }).click();
  await scan.getByRole('button', { name: 'Use this address' }).click();
  await scan.getByRole('button', { name: 'Close' }).click();
  await expect(scan).toBeHidden();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Door number / address')).toHaveValue('12');
  await expect(page.getByLabel('Street')).toHaveValue('JC Road, Jayachamarajendra Road');
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(page.getByLabel('State')).toHaveValue('Karnataka');
  await expect(page.getByLabel('Postal code')).toHaveValue('560002');

  await page.getByRole('radio', { name: 'Company (private or public)' }).check();
  await page.getByLabel('Phone number').fill(own.mobileNo);
  await page.getByLabel('Company name').fill('Asha Events');
  await page.getByRole('button', { name: /Select services/ }).click();
  await page.getByRole('option', { name: 'Caterer' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('GST number (optional)').fill(shared.gstNo);
  // The card's back as the Aadhaar document: the server reads its QR too.
  await chooseDocumentsSkippingPan(page, {
    ...(await pictureOfSecureQr('2346')),
    name: 'aadhaar-back.png',
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/status/${partner.partnerId}$`), { timeout: 30_000 });

  const { context, page: desk } = await operatorWindow(browser, testInfo);
  await desk.getByLabel('Search').fill(partner.email);
  await desk.getByRole('button', { name: 'Search', exact: true }).click();
  const row = desk.getByRole('row').filter({ hasText: partner.email });
  await expect(row).toContainText('1 problem');
  await row.getByRole('link', { name: 'Asha Rao' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
  await expect(desk.getByText('Verified by UIDAI signature').first()).toBeVisible();
  // The picture uploaded after the scan was read by the server (on its worker thread) as well.
  await expect(desk.getByText('Read from the uploaded Aadhaar picture')).toBeVisible();
  const duplicate = desk
    .getByRole('listitem')
    .filter({ hasText: 'Another partner (Ravi Kumar Events) gave the same GSTIN.' });
  await expect(duplicate).toBeVisible();
  await duplicate.getByRole('link').click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeVisible();
  await expect(desk).toHaveURL(new RegExp(`/admin/partners/${twin.partnerId}`));
  await expect(
    desk
      .getByRole('listitem')
      .filter({ hasText: 'Another partner (Asha Events) gave the same GSTIN.' }),
  ).toBeVisible();
  await context.close();
});
