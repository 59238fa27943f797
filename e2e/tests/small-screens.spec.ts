import type { Page } from '@playwright/test';
import { logIn, signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { bookedDemoPartnerEmail, demoPassword } from '../support/demo';
import { expectNoSidewaysScroll } from '../support/layout';
import { uniqueEmail } from '../support/mailbox';
import { enterOperatorCode, operator } from '../support/operator';
import { expect, test } from '../support/test';

// WCAG 1.4.10 Reflow: at 320 CSS pixels wide nothing may need scrolling sideways.
test.use({ viewport: { width: 320, height: 640 } });

/** No sideways scroll, and axe finds nothing serious: for screens no other spec runs axe on. */
async function expectScreenFits(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
}

test.describe('at 320 px wide, nothing scrolls sideways (and axe runs where no other spec does)', () => {
  test('on the public pages', async ({ page }) => {
    // Eight screens, four of them through axe.
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Down to the lazy parts: the contact form, its carousel and the map.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    // The longest question wraps; its chevron keeps its size beside it.
    const question = page.getByRole('button', { name: /^How long does verification take/ });
    await question.click();
    expect(await question.locator('svg').boundingBox()).toMatchObject({ width: 16, height: 16 });
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The terms and not-found pages get axe in their own specs.
    const screens: [path: string, heading: string, axe: boolean][] = [
      ['/login', 'Partner login', true],
      ['/signup', 'Become a Shata partner', true],
      ['/forgot-password', 'Reset your password', true],
      ['/reset-password?token=from-the-mail', 'Set a new password', true],
      ['/terms-and-conditions', 'Partner Terms and Conditions', false],
      ['/no-such-page', 'Page not found', false],
    ];
    for (const [path, heading, axe] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await (axe ? expectScreenFits(page) : expectNoSidewaysScroll(page));
    }
  });

  test('on the verify-email screen, with an address longer than a line', async ({ page }) => {
    const email = uniqueEmail('a-rather-long-partner-name.and-business');
    await signUp(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectScreenFits(page);
  });

  test('on a new partner’s registration form', async ({ page }) => {
    await logIn(page, 'new.partner@shata.demo', demoPassword);
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Shata' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('on the registration form at its documents', async ({ page }) => {
    await logIn(page, 'meera.photos@shata.demo', demoPassword);
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Meera Iyer');
    await expect(page.getByLabel('Aadhaar file')).toBeAttached();
    await expectNoSidewaysScroll(page);
  });

  test('on the status screen, with what operators turned down', async ({ page }) => {
    await logIn(page, 'vikram.kitchens@shata.demo', demoPassword);
    await expect(page).toHaveURL(/\/status\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('progressbar')).toBeVisible();
    // The seeded reason the operator gave.
    await expect(page.getByText(/does not match the Aadhaar photo/)).toBeVisible();
    await expectScreenFits(page);
  });

  test('on My Account, My Bookings and the profile menu', async ({ page }) => {
    await logIn(page, bookedDemoPartnerEmail, demoPassword);
    await expect(page).toHaveURL(/\/my_account\/[0-9a-f-]{36}$/);
    const partnerId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();
    await expectScreenFits(page);

    // Text a third larger, as a phone's font-size setting makes it: the avatar
    // stays round and the profile menu's button moves below the logo rather than over it.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '130%';
    });
    const trigger = page.getByRole('button', { name: 'Profile' });
    const avatar = await trigger.locator('.header-menu__avatar').boundingBox();
    expect(avatar?.width).toBeCloseTo(avatar?.height ?? 0, 0);
    const brand = await page.getByRole('link', { name: 'Shata home' }).boundingBox();
    const button = await trigger.boundingBox();
    const clearOfLogo =
      (button?.x ?? 0) >= (brand?.x ?? 0) + (brand?.width ?? 0) ||
      (button?.y ?? 0) >= (brand?.y ?? 0) + (brand?.height ?? 0);
    expect(clearOfLogo, 'the profile button is clear of the logo').toBe(true);
    await expectNoSidewaysScroll(page);
    await page.evaluate(() => {
      document.documentElement.style.removeProperty('font-size');
    });

    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('menuitem', { name: 'My Bookings' }).click();
    const cards = page.getByRole('list', { name: 'My Bookings' }).getByRole('button');
    await expect(cards.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await cards.first().click();
    await expect(page.getByRole('dialog', { name: 'View Full Details' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto(`/status/${partnerId}`);
    await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('on the operators’ console', async ({ page }) => {
    await logIn(page, operator.email, operator.password);
    await enterOperatorCode(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Partners to review' })).toBeVisible();
    // A card a partner, with the facts an operator picks by, in place of a table scrolling in its box.
    const queue = page.getByRole('list', { name: 'Partners, oldest submission first' });
    await expect(queue.getByRole('listitem').first()).toContainText(/Stage.+Problems.+Waiting/);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectScreenFits(page);

    await page.getByLabel('Search').fill(bookedDemoPartnerEmail);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Other tests make partners of that name; the search by e-mail leaves the demo's alone.
    const found = page.getByRole('link', { name: 'Asha Rao' });
    await expect(found).toHaveCount(1);
    await found.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
    const bookings = page.getByRole('region', { name: 'Bookings', exact: true });
    await bookings.getByRole('button', { name: 'Add a booking' }).click();
    await expect(bookings.getByRole('form', { name: 'New booking' })).toBeVisible();
    await expectScreenFits(page);

    // Its forms and lists, with their long scope and event type names; axe runs on it in integration.spec.
    await page.goto('/admin/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add endpoint' })).toBeVisible();
    await expect(page.getByText(/^Loading the /)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});
