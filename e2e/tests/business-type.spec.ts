import { uniqueIdentity } from '../../apps/server/test/identity';
import { logIn, verifiedPartner } from '../support/accounts';
import { drawnDocument } from '../support/documents';
import { chooseDocument, townHall } from '../support/registration';
import { expect, test } from '../support/test';

// A small phone, as most partners have: 320 px wide, touch.
test.use({
  geolocation: townHall,
  permissions: ['geolocation'],
  viewport: { width: 320, height: 720 },
  isMobile: true,
  hasTouch: true,
});

test('a sole proprietor with no GSTIN and no CIN submits the Aadhaar card alone and is complete', async ({
  page,
  request,
}) => {
  test.slow();
  const { email, partnerId } = await verifiedPartner(page, request, 'sole-proprietor');
  const own = uniqueIdentity();

  await page.getByRole('radio', { name: 'Individual or sole proprietor' }).check();
  await page.getByLabel('Name', { exact: true }).fill('Meena Iyer');
  await page.getByLabel('Phone number').fill(own.mobileNo);
  await page.getByLabel('Aadhaar number').fill(own.aadharNo);
  await page.getByLabel('Company name').fill('Meena’s Kitchen');
  await page.getByRole('button', { name: /Select services/ }).click();
  await page.getByRole('option', { name: 'Caterer' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Get Location' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
  // No CIN asked of an individual; GST and PAN left empty.
  await expect(page.getByLabel('CIN number (optional)')).toHaveCount(0);
  await expect(page.getByLabel('GST number (optional)')).toHaveValue('');

  await expect(page.getByRole('heading', { name: 'Step 1 of 2: Aadhaar' })).toBeVisible();
  await chooseDocument(
    page,
    'Aadhaar',
    await drawnDocument(page, 'aadhaar.jpg', 'image/jpeg', 'AADHAAR'),
  );
  await page.getByRole('button', { name: 'Skip PAN' }).click();
  await expect(page.getByText('All Documents Uploaded!')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(new RegExp(`/status/${partnerId}$`), { timeout: 30_000 });
  const profileStage = page
    .getByRole('region', { name: 'Your verification steps' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Profile and documents' }) });
  await expect(profileStage).toContainText('Done');
  await expect(profileStage).not.toContainText('Needs your action');

  // Signed in afresh, the routing finds nothing missing: the status screen, not the form.
  await page.context().clearCookies();
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/status/${partnerId}$`), { timeout: 15_000 });
  await page.goto(`/dashboard/${partnerId}`);
  await expect(page.getByRole('radio', { name: 'Individual or sole proprietor' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
