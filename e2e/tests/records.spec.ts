import { verifiedPartner } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { operator, operatorWindow } from '../support/operator';
import { chooseDocumentsSkippingPan, fillProfile, townHall } from '../support/registration';
import { expect, test } from '../support/test';

test.use({ geolocation: townHall, permissions: ['geolocation'] });

test("an operator leaves a note the partner never sees, and an admin reads who opened the partner's documents", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const partner = await verifiedPartner(page, request, 'records');
  await fillProfile(page);
  await chooseDocumentsSkippingPan(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/status/${partner.partnerId}$`), { timeout: 30_000 });

  const { context, page: desk } = await operatorWindow(browser, testInfo);
  await desk.goto(`/admin/partners/${partner.partnerId}`);
  // Opening the page shows the documents inline: each is an access.
  await expect(desk.getByRole('img', { name: 'Aadhaar document' })).toBeVisible();

  const notes = desk.getByRole('region', { name: 'Internal notes' });
  const note = 'Called the partner: a new GST certificate is coming.';
  await notes.getByLabel('New note').fill(note);
  await expect(notes.getByLabel('New note')).toHaveAccessibleDescription(
    `${note.length} of 2,000 characters`,
  );
  await notes.getByLabel('About').selectOption({ label: 'A document: GST certificate' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Note added.')).toBeVisible();
  const listed = notes.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(note);
  await expect(listed).toContainText(`by ${operator.email}`);

  // The demo operator is an admin: the access history lists the documents the page opened.
  await desk.reload();
  const history = desk.getByRole('region', { name: 'Access history' });
  const rows = history.getByRole('row').filter({ hasText: operator.email });
  await expect(rows.filter({ hasText: 'Aadhaar (aadharCard.jpg)' }).first()).toBeVisible();
  await expect(rows.first()).toContainText(`198.19.${testInfo.workerIndex % 256}.1`);
  await expectNoSeriousViolations(desk);

  // Nothing the partner reads carries the note.
  for (const path of [`/api/partners/${partner.partnerId}`, '/api/partners/me']) {
    const answer = await page.request.get(path);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain('GST certificate is coming');
  }
  expect((await page.request.get(`/api/admin/partners/${partner.partnerId}/notes`)).status()).toBe(
    403,
  );
  await context.close();
});
