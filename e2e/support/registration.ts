import { expect, type Page } from '@playwright/test';
import { type PartnerIdentity, uniqueIdentity } from '../../apps/server/test/identity';
import { drawnDocument, pdfDocument, type UploadFile } from './documents';

/** Bengaluru Town Hall, which the recorded Nominatim answer describes. */
export const townHall = { latitude: 12.9716, longitude: 77.5946 };

/** Chooses `file` in the wizard's current step and waits for its name to show. */
export async function chooseDocument(page: Page, label: string, file: UploadFile) {
  await page.getByLabel(`${label} file`).setInputFiles(file);
  await expect(page.getByText(new RegExp(`^${file.name.replace('.', '\\.')} \\(`))).toBeVisible();
}

/**
 * Fills the registration form's details as a partner types them, with numbers
 * of their own (`identity`, answered), the address from 'Get Location' (the
 * test needs the geolocation permission and `townHall`), and checks what each
 * control shows on the way.
 */
export async function fillProfile(
  page: Page,
  identity = uniqueIdentity(),
): Promise<PartnerIdentity> {
  // The numbers are a company's (the spec's partner): a company's PAN, GSTIN and CIN.
  await page.getByRole('radio', { name: 'Company (private or public)' }).check();
  await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
  const phone = page.getByLabel('Phone number');
  const mobile = identity.mobileNo;
  await phone.pressSequentially(`${mobile.slice(0, 2)}x${mobile.slice(2, 5)}-${mobile.slice(5)}`);
  await expect(phone).toHaveValue(mobile);
  await page.getByLabel('Aadhaar number').fill(identity.aadharNo);
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
  await page.getByLabel('GST number (optional)').fill(identity.gstNo);
  await page.getByLabel('PAN number (optional)').fill(identity.panNo);
  await page.getByLabel('CIN number (optional)').fill(identity.cinNo);
  return identity;
}

/**
 * Chooses Aadhaar (a JPEG, or `aadhaar`), skips PAN, then GST (PDF) and CIN
 * (PNG). Every step is then done: the wizard says all are uploaded once the
 * files have arrived, and how many are still on their way until then.
 */
export async function chooseDocumentsSkippingPan(page: Page, aadhaar?: UploadFile) {
  await chooseDocument(
    page,
    'Aadhaar',
    aadhaar ?? (await drawnDocument(page, 'aadhaar.jpg', 'image/jpeg', 'AADHAAR')),
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
  await expect(
    page.getByText(/^(All Documents Uploaded!|Uploading [1-3] documents?…)$/),
  ).toBeVisible();
}
