import type { Page } from '@playwright/test';
import { password } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expectEveryWordFromACatalogue } from '../support/catalogue-walk';
import { bookedDemoPartnerEmail, demoPassword } from '../support/demo';
import { expectNoSidewaysScroll, revealFooter } from '../support/layout';
import { linkIn, uniqueEmail, waitForMail } from '../support/mailbox';
import { expect, test } from '../support/test';

const devanagari = /[\u0900-\u097F]/;

/** Signs in through the form by its fields' types, whatever language its labels are in. */
async function signInByFields(page: Page, email: string, secret: string) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(secret);
  await page.locator('form button[type="submit"]').click();
}

/** Signs up through the form by its fields' types: the page ends on the verify-email screen. */
async function signUpByFields(page: Page, email: string) {
  await page.goto('/signup');
  await page.locator('input[type="email"]').fill(email);
  const passwords = page.locator('input[type="password"]');
  await passwords.nth(0).fill(password);
  await passwords.nth(1).fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/verify-email$/);
}

/** Every string in a JSON answer: what the page may show of the partner's own data. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The signed-in partner's record and bookings, as the API gives them to the page. */
async function partnerData(page: Page): Promise<string[]> {
  const answers = await Promise.all(
    ['/api/partners/me', '/api/bookings'].map(async (url) => (await page.request.get(url)).json()),
  );
  // Longest first, so a name is taken out before a word inside it.
  return [...new Set(answers.flatMap(stringsIn))].sort((a, b) => b.length - a.length);
}

/** The page, fully drawn: the main heading is there, and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.loading-screen')).toHaveCount(0);
}

test.describe('a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets the portal in Hindi, switches to English in place, and keeps the choice', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(devanagari);

    await page.getByRole('button', { name: 'English', exact: true }).first().click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(devanagari);
    await expect(
      page.getByRole('button', { name: 'English', exact: true }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    // The cookie now outweighs the browser's Hindi.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('keeps what was typed when the language changes mid-form, and mails the verification in Hindi', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('hindi');
    await page.goto('/signup');
    await page.locator('input[type="email"]').fill(email);
    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('input[type="email"]')).toHaveValue(email);
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('input[type="email"]')).toHaveValue(email);

    const passwords = page.locator('input[type="password"]');
    await passwords.nth(0).fill(password);
    await passwords.nth(1).fill(password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/verify-email$/);

    const mail = await waitForMail(request, email, devanagari);
    expect(mail.subject).toMatch(devanagari);
    expect(mail.text).toMatch(devanagari);
    await page.goto(linkIn(mail, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(devanagari);
  });

  test.describe('at 320 px wide', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('every partner screen fits without sideways scroll and passes axe', async ({
      page,
      request,
    }) => {
      test.slow();
      const fits = async () => {
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(devanagari);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousViolations(page);
      };
      for (const path of [
        '/',
        '/terms-and-conditions',
        '/login',
        '/signup',
        '/forgot-password',
        // The form a reset mail's link opens; the token is checked only when it is sent.
        '/reset-password?token=from-the-mail',
        '/no-such-page',
      ]) {
        await page.goto(path);
        await fits();
      }

      const email = uniqueEmail('hindi-small');
      await signUpByFields(page, email);
      await fits();
      const mail = await waitForMail(request, email, devanagari);
      await page.goto(linkIn(mail, '/api/auth/verify-email'));
      await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
      await fits();

      // Signed out (the browser's cookies gone): the demo partner signs in.
      await page.context().clearCookies();
      await signInByFields(page, bookedDemoPartnerEmail, demoPassword);
      await expect(page).toHaveURL(/\/my_account\/[0-9a-f-]{36}$/);
      const partnerId = new URL(page.url()).pathname.split('/').pop() ?? '';
      for (const path of [
        `/my_account/${partnerId}`,
        `/my-bookings/${partnerId}`,
        `/status/${partnerId}`,
      ]) {
        await page.goto(path);
        await fits();
      }
    });
  });
});

test.describe('the pseudo-locale', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'shata_locale', value: 'en-XA', url: baseURL ?? '' }]);
  });

  test('every word on the public and sign-in screens comes from a catalogue', async ({ page }) => {
    // The office's address and the like, as the server's configuration gives them.
    const data = stringsIn(await (await page.request.get('/api/client-config')).json());
    for (const path of [
      '/',
      '/terms-and-conditions',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password?token=from-the-mail',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      // Down to the lazy parts: the contact section and the footer.
      await revealFooter(page);
      await expectEveryWordFromACatalogue(page, data);
    }
  });

  test("every word on a new partner's screens comes from a catalogue", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('pseudo');
    await signUpByFields(page, email);
    await settled(page);
    await expectEveryWordFromACatalogue(page, [email]);

    const mail = await waitForMail(request, email, /./);
    await page.goto(linkIn(mail, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
    await settled(page);
    await expectEveryWordFromACatalogue(page, [email]);
  });

  test("every word on an approved partner's screens comes from a catalogue", async ({ page }) => {
    await signInByFields(page, bookedDemoPartnerEmail, demoPassword);
    await expect(page).toHaveURL(/\/my_account\/[0-9a-f-]{36}$/);
    const partnerId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const data = await partnerData(page);
    for (const path of [
      `/my_account/${partnerId}`,
      `/my-bookings/${partnerId}`,
      `/status/${partnerId}`,
    ]) {
      await page.goto(path);
      await settled(page);
      await expectEveryWordFromACatalogue(page, data);
    }
  });
});
