import { logIn, logOutThroughDialog, signUp } from '../support/accounts';
import { linkIn, uniqueEmail, waitForMail } from '../support/mailbox';
import { expect, test } from '../support/test';

test.describe('identity', () => {
  test('sign up, verify through the mailed link, log out, log in again', async ({
    context,
    page,
    request,
  }) => {
    const email = uniqueEmail('signup');
    await signUp(page, email);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    // The navigation bar is hidden here.
    await expect(page.getByRole('button', { name: 'Profile' })).toHaveCount(0);

    // The link opens in a new tab, as from a mail client: that tab and the
    // waiting one (it polls) both go on, on the session sign-up started.
    const mail = await waitForMail(request, email, /Verify your email/);
    const linkTab = await context.newPage();
    await linkTab.goto(linkIn(mail, '/api/auth/verify-email'));
    await expect(linkTab).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
    await linkTab.close();
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
    const dashboard = page.url();

    // Not fully approved yet: the account entries are greyed with the hint.
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      page.getByText('Complete your verification process to access this feature'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await logOutThroughDialog(page);

    // The link verifies once: opened again, it lands on the login screen, which says so.
    await page.goto(linkIn(mail, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/login\?already-verified=1$/);
    await expect(
      page.getByText('This e-mail address is already verified. Log in to continue.'),
    ).toBeVisible();

    await logIn(page, email);
    await expect(page).toHaveURL(dashboard);

    // A verified partner landing on / or /signup is sent on: / to My Account,
    // which sends a partner not yet approved on to their status.
    const partnerId = dashboard.split('/').pop();
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/status/${partnerId}$`));
    await page.goto('/signup');
    await expect(page).toHaveURL(dashboard);
  });

  test('a wrong password gets the spec message', async ({ page }) => {
    await logIn(page, uniqueEmail('nobody'), 'Wrong-Password-1');
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid email or password. Please try again.',
    );
  });

  test('reset a forgotten password through the mail', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await signUp(page, email);
    const verification = await waitForMail(request, email, /Verify your email/);
    await page.goto(linkIn(verification, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/dashboard\//);
    await logOutThroughDialog(page);

    await page.getByRole('link', { name: 'Forget Password?' }).click();
    // The login screen, with its own Email field, stays until the next screen has loaded.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

    const resetMail = await waitForMail(request, email, /Reset your/);
    await page.goto(linkIn(resetMail, '/api/auth/reset-password/'));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const newPassword = 'Monsoon-Garden-77';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();

    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  });

  test('a signed-out visit to a protected route goes to /login', async ({ page }) => {
    await page.goto('/verify-email');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });
});
