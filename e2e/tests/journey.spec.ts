import { password, verifiedPartner } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { pdfDocument } from '../support/documents';
import { linkIn, waitForMail } from '../support/mailbox';
import { operatorWindow } from '../support/operator';
import {
  chooseDocument,
  chooseDocumentsSkippingPan,
  fillProfile,
  townHall,
} from '../support/registration';
import { expect, fadeSplashWhenInTheWay, test } from '../support/test';

test.use({ geolocation: townHall, permissions: ['geolocation'] });

test('a renamed text file is refused at the Aadhaar step, which stays open', async ({
  page,
  request,
}) => {
  await verifiedPartner(page, request, 'renamed');
  const steps = page.getByRole('list', { name: 'Document steps' }).getByRole('listitem');
  const input = page.getByLabel('Aadhaar file');
  await input.setInputFiles({
    name: 'aadhaar.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Aadhaar: 2341 2341 2346\nThis is a note, not a picture.\n'),
  });

  const refusal = 'This file is not a real PNG image. Choose a photo or a PDF of your document.';
  const aadhaarStep = page.getByRole('group', { name: 'Step 1 of 4: Aadhaar' });
  await expect(aadhaarStep.getByText(refusal)).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(refusal));
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await expect(steps.first()).toContainText('Not chosen yet');
  await expect(page.getByText('All Documents Uploaded!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectNoSeriousViolations(page);

  // A real document is taken at the same step and the wizard moves on.
  await chooseDocument(page, 'Aadhaar', pdfDocument('aadhaar.pdf', 'AADHAAR'));
  await expect(page.getByRole('group', { name: 'Step 2 of 4: PAN (optional)' })).toBeVisible();
  await expect(page.getByText(refusal)).toHaveCount(0);
});

test('a half-filled form is saved as a draft and is there again after a reload', async ({
  page,
  request,
}) => {
  test.slow();
  const partner = await verifiedPartner(page, request, 'draft');
  // Written the Indian way, and filled as a phone keyboard's clipboard inserts it: no paste event.
  const phone = '9876501234';
  const typed = {
    Name: 'Meera Kapoor',
    'Phone number': '+91 98765 01234',
    'Aadhaar number': '234123412346',
    'Company name': 'Meera Decor',
    City: 'Mysuru',
  };
  // The last field's value is in the draft once the save after it has answered.
  const savedWithCity = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/partners/${partner.partnerId}/draft`) &&
      response.request().method() === 'PUT' &&
      (response.request().postData() ?? '').includes(typed.City) &&
      response.ok(),
  );
  for (const [label, value] of Object.entries(typed)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await savedWithCity;
  await expect(page.getByText(/^Draft saved at \d{1,2}:\d{2}/)).toBeVisible();
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]),
  );
  await expect(page.getByLabel('Phone number')).toHaveValue(phone);
  for (const value of [typed.Name, phone, typed['Aadhaar number']]) {
    expect(stored).not.toContain(value);
  }

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(typed.Name);
  await expect(page.getByLabel('Phone number')).toHaveValue(phone);
  // The whole number never comes back to the browser.
  await expect(page.getByLabel('Aadhaar number')).toHaveValue('XXXX XXXX 2346');
  await expect(page.getByLabel('Company name')).toHaveValue(typed['Company name']);
  await expect(page.getByLabel('City')).toHaveValue(typed.City);

  // The rest of the form, and it is submitted with the number the draft kept.
  await page.getByRole('radio', { name: 'Company (private or public)' }).check();
  await page.getByRole('button', { name: /Select services/ }).click();
  await page.getByRole('option', { name: 'Event Planner' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Get Location' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
  await chooseDocumentsSkippingPan(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/status/${partner.partnerId}$`), { timeout: 30_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Profile and documents updated successfully!' }),
  ).toBeVisible();

  await page.goto(`/dashboard/${partner.partnerId}`);
  await expect(page.getByLabel('Company name')).toHaveValue(typed['Company name']);
  await expect(page.getByLabel('Aadhaar number')).toHaveValue('XXXX XXXX 2346');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(typed.Name);
});

test('a document turned down by an operator is uploaded again from the status screen', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const partner = await verifiedPartner(page, request, 'reupload');
  await fillProfile(page);
  await chooseDocumentsSkippingPan(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/status/${partner.partnerId}$`), { timeout: 30_000 });

  const { context, page: desk } = await operatorWindow(browser, testInfo);
  await desk.goto(`/admin/partners/${partner.partnerId}`);
  const gst = desk.getByRole('region', { name: 'GST certificate', exact: true });
  await gst.getByRole('button', { name: 'Reject document GST certificate' }).click();
  // A reason is required.
  await gst.getByRole('button', { name: 'Reject GST certificate' }).click();
  await expect(gst.getByText('Give a reason for turning this down.')).toBeVisible();
  const reason = 'The certificate is cut off at the bottom.';
  await gst.getByLabel('Reason for rejecting GST certificate').fill(reason);
  await gst.getByRole('button', { name: 'Reject GST certificate' }).click();
  await expect(desk.getByText('Not on file').first()).toBeVisible();

  const mail = await waitForMail(
    request,
    partner.email,
    /GST certificate document was not accepted/,
  );
  expect(mail.text).toContain(`Reason: ${reason}`);

  // The mailed link, opened later in a browser with no session (the mail app's): the login
  // screen says why, and signing in leads to the step, with the reason, focused.
  const mailApp = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.20.${testInfo.workerIndex % 256}.1` },
  });
  const fromMail = await mailApp.newPage();
  await fadeSplashWhenInTheWay(fromMail);
  await fromMail.goto(linkIn(mail, `/dashboard/${partner.partnerId}`));
  await expect(fromMail).toHaveURL(/\/login$/);
  await expect(fromMail.getByText('Log in to upload your GST certificate again.')).toBeVisible();
  await fromMail.getByLabel('Email').fill(partner.email);
  await fromMail.getByLabel('Password', { exact: true }).fill(password);
  await fromMail.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(fromMail).toHaveURL(
    new RegExp(`/dashboard/${partner.partnerId}#document-gstCertificate$`),
  );
  const linkedStep = fromMail.getByRole('group', { name: 'Step 3 of 4: GST certificate' });
  await expect(
    linkedStep.getByRole('heading', { name: 'Step 3 of 4: GST certificate' }),
  ).toBeFocused();
  await expect(linkedStep).toContainText(reason);
  await mailApp.close();

  await page.reload();
  const profileStage = page
    .getByRole('region', { name: 'Your verification steps' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Profile and documents' }) });
  await expect(profileStage).toContainText('Needs your action');
  await expect(profileStage).toContainText(
    'Your GST certificate document was not accepted. Please upload it again.',
  );
  await expect(profileStage).toContainText(reason);
  await profileStage
    .getByRole('link', { name: 'Upload the GST certificate document again' })
    .click();

  // The form opens on that document's step, with the operator's reason there.
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/${partner.partnerId}#document-gstCertificate$`),
  );
  const gstStep = page.getByRole('group', { name: 'Step 3 of 4: GST certificate' });
  await expect(
    gstStep.getByRole('heading', { name: 'Step 3 of 4: GST certificate' }),
  ).toBeFocused();
  await expect(gstStep).toContainText(reason);
  await expect(gstStep).toHaveAccessibleDescription(new RegExp(reason));
  await chooseDocument(page, 'GST certificate', pdfDocument('gst-renewed.pdf', 'GST RENEWED'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/status/${partner.partnerId}$`), { timeout: 30_000 });
  await expect(profileStage).toContainText('Done');
  await expect(profileStage).not.toContainText('Needs your action');
  await expect(page.getByText(reason)).toHaveCount(0);

  await desk.reload();
  await expect(desk.getByTitle('GST certificate document (PDF)')).toBeVisible();
  const download = await desk.request.get(
    `/api/partners/${partner.partnerId}/documents/gstCertificate`,
  );
  expect((await download.body()).toString('latin1')).toContain('GST RENEWED');
  await context.close();
});
