import { logIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { bookedDemoPartnerEmail } from '../support/demo';
import { operatorWindow } from '../support/operator';
import { expect, test } from '../support/test';

/** The demo accounts' password, as `npm run seed:demo` prints it. */
const demoPassword = 'Shata-Demo-Pass-2025';

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

  // Two columns of cards, one on a phone.
  const cardBox = async (index: number) => (await cards.nth(index).boundingBox()) ?? undefined;
  const [left, right] = [await cardBox(0), await cardBox(1)];
  expect(right?.x).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0) - 1);
  expect(right?.y).toBe(left?.y);
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(async () => (await cardBox(1))?.x).toBe((await cardBox(0))?.x);
  expect((await cardBox(1))?.y).toBeGreaterThan((await cardBox(0))?.y ?? 0);
  if (desktop) await page.setViewportSize(desktop);

  await first.click();
  const details = page.getByRole('dialog', { name: 'View Full Details' });
  await expect(details.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  // Focus stays in the modal however far the partner tabs, forwards or back.
  const focusInDetails = () =>
    details.evaluate((dialog) => dialog.contains(document.activeElement));
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInDetails(), key).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(first).toBeFocused();

  // Scrolling to the end loads the rest.
  await page.getByRole('button', { name: 'Load more bookings' }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(28);
  await expect(page.getByRole('button', { name: 'Load more bookings' })).toHaveCount(0);
});

// Runs after the test above, which counts the demo partner's 28 bookings: this one adds a 29th.
test('an operator books the approved demo partner from the console; the partner sees it, then sees it cancelled', async ({
  page,
  browser,
}, testInfo) => {
  // Two signed-in windows and an axe pass.
  test.slow();
  await logIn(page, bookedDemoPartnerEmail, demoPassword);
  await expect(page).toHaveURL(/\/my_account\/[0-9a-f-]{36}$/);
  const partnerId = new URL(page.url()).pathname.split('/').pop() ?? '';

  const { context, page: desk } = await operatorWindow(browser, testInfo);
  await desk.getByLabel('Search').fill(bookedDemoPartnerEmail);
  await desk.getByRole('button', { name: 'Search', exact: true }).click();
  await desk
    .getByRole('row')
    .filter({ hasText: bookedDemoPartnerEmail })
    .getByRole('link', { name: 'Asha Rao' })
    .click();
  await expect(desk).toHaveURL(new RegExp(`/admin/partners/${partnerId}$`));

  // Later than every demo booking, so it heads the partner's list.
  const panel = desk.getByRole('region', { name: 'Bookings', exact: true });
  await panel.getByRole('button', { name: 'Add a booking' }).click();
  const form = panel.getByRole('form', { name: 'New booking' });
  await form.getByLabel('Event type').fill('Console Gala');
  await form.getByLabel('Start date').fill('2031-12-31');
  await form.getByLabel('Status').selectOption('confirmed');
  await form.getByLabel('Kind').selectOption('Photography');
  await form.getByLabel('Photography record').selectOption({ label: 'Candid coverage, full day' });
  await expectNoSeriousViolations(desk);
  await form.getByRole('button', { name: 'Add booking' }).click();

  await expect(panel.getByText('Booking added: Console Gala on 31 Dec 2031.')).toBeVisible();
  const booking = panel.getByRole('listitem').filter({ hasText: 'Console Gala' });
  await expect(booking).toContainText('Photography');
  await expect(booking).toContainText('Confirmed');
  const audit = desk.getByRole('table', { name: /Changes to this partner/ });
  await expect(audit.getByRole('row').nth(1)).toContainText('Console Gala, 2031-12-31, confirmed');

  await page.goto(`/my-bookings/${partnerId}`);
  const newest = page.getByRole('list', { name: 'My Bookings' }).getByRole('button').first();
  await expect(newest).toContainText('Console Gala');
  await expect(newest).toContainText('31 Dec 2031');
  await expect(newest.locator('.booking-status')).toHaveText('confirmed');

  await booking.getByRole('button', { name: 'Cancel booking Console Gala on 31 Dec 2031' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Cancel this booking?' });
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(panel.getByText('Booking cancelled: Console Gala on 31 Dec 2031.')).toBeVisible();
  await expect(booking).toContainText('Cancelled');
  await expect(audit.getByRole('row').nth(1)).toContainText(
    'Console Gala, 2031-12-31, confirmed → Console Gala, 2031-12-31, cancelled',
  );
  await context.close();

  await page.reload();
  await expect(newest).toContainText('Console Gala');
  await expect(newest.locator('.booking-status')).toHaveText('cancelled');
});
