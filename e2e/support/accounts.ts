import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkIn, uniqueEmail, waitForMail } from './mailbox';

export const password = 'Kolkata#Lights42';

export async function signUp(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
}

export async function logIn(page: Page, email: string, secret = password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logOutThroughDialog(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'LOGOUT' });
  await expect(dialog).toContainText('Are You Sure You Want to Logout?');
  await dialog.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs a new partner up and opens the mailed link: the page ends on their registration form. */
export async function verifiedPartner(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; partnerId: string }> {
  const email = uniqueEmail(label);
  await signUp(page, email);
  const mail = await waitForMail(request, email, /Verify your email/);
  await page.goto(linkIn(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  const partnerId = new URL(page.url()).pathname.split('/').pop() ?? '';
  return { email, partnerId };
}
