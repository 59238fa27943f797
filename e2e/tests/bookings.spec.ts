import { logIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { bookedDemoPartnerEmail } from '../support/demo';

/** The demo accounts' password, as `npm run seed:demo` prints it. */
const demoPassword = 'Shata-Demo-Pass-2025';

import { expect, test } from '../support/test';

test('the approved demo partner opens My Bookings from the header, a booking, and the next page', async ({
  page,
}) => {
  await logIn(page, bookedDemoPartnerEmail, demoPassword);
  await expect(page).toHaveURL(/\/my_account\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL(/\/my-bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

  // The demo partner has 28 bookings: a page of 20 first.
  const cards = page.getByRole('list', { name: 'My Bookings' }).getByRole('button');
  await expect(cards).toHaveCount(20);
  const first = cards.first();
  await expect(first.locator('.booking-status')).toBeVisible();
  await expect(first).toContainText(/\d{1,2} [A-Z][a-z]{2,3} \d{4}/);
  // Served from the portal itself; one demo booking has no record, so no image.
  const thumbnail = cards.locator('img').first();
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expectNoSeriousViolations(page);

  await first.click();
  const details = page.getByRole('dialog', { name: 'View Full Details' });
  await expect(details.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(first).toBeFocused();

  // Scrolling to the end loads the rest.
  await page.getByRole('button', { name: 'Load more bookings' }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(28);
  await expect(page.getByRole('button', { name: 'Load more bookings' })).toHaveCount(0);
});
