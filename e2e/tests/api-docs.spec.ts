import { expect, test } from '../support/test';

test('the API reference shows the OpenAPI document, under the site’s own CSP', async ({ page }) => {
  const problems: string[] = [];
  // The browser reports a blocked script, style or request as a console error.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const answer = await page.goto('/api/docs');
  expect(answer?.headers()['content-security-policy']).toContain(
    "script-src 'self' 'wasm-unsafe-eval'",
  );
  await expect(page.getByRole('heading', { name: /Shata Partner Portal API/ })).toBeVisible();
  const bookings = page.locator('.opblock-summary', { hasText: '/api/bookings' }).first();
  await expect(bookings).toContainText('GET');
  await bookings.click();
  await expect(page.getByText('pageSize', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
