import { totpCode, wrongTotpCode } from '@shata/test-support/totp';
import { logIn, logOutThroughDialog } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { newOperator } from '../support/operator';
import { expect, test } from '../support/test';

test.describe('an operator’s second factor', () => {
  test('is set up at the first sign-in, then asked for at every sign-in', async ({ page }) => {
    await logIn(page, newOperator.email, newOperator.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Partners to review' })).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill(newOperator.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('img', {
        name: 'QR code to add Shata Partner Portal to an authenticator app',
      }),
    ).toBeVisible();
    const backupCodes = page.getByRole('list', { name: '2. Save your backup codes' });
    await expect(backupCodes.getByRole('listitem')).toHaveCount(10);
    await expectNoSeriousViolations(page);

    // As a person who types the key into their app: read from the screen, codes computed from it.
    const key = ((await page.locator('.second-factor__key').textContent()) ?? '').replaceAll(
      ' ',
      '',
    );
    await page.getByLabel('Code from your app').fill(wrongTotpCode(key));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(
      page.getByText('That code is not right. Check the time on your phone and try again.'),
    ).toBeVisible();
    await page.getByLabel('Code from your app').fill(totpCode(key));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Partners to review' })).toBeVisible();

    await logOutThroughDialog(page);
    await logIn(page, newOperator.email, newOperator.password);
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await page.getByLabel('Code from your app').fill(totpCode(key));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Partners to review' })).toBeVisible();
  });
});
