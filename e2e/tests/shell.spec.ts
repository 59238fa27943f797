import { expectNoSeriousViolations } from '../support/axe';
import { revealFooter } from '../support/layout';
import { expect, test } from '../support/test';

test.describe('the application shell', () => {
  test('shows the splash with the logo, then fades it out after load', async ({ page }) => {
    await page.clock.install();
    await page.goto('/no-such-page');
    const splash = page.getByRole('status', { name: 'Loading Shata Partner Portal' });
    await expect(splash).toBeVisible();
    await expect(splash.locator('img[src="/logo.svg"]')).toBeVisible();

    await page.evaluate(
      () =>
        new Promise((resolve) => {
          if (document.readyState === 'complete') resolve(null);
          else window.addEventListener('load', () => resolve(null), { once: true });
        }),
    );
    // The page clock keeps running while the test talks to it, so only the
    // order is checked here; exact timings are the Splash unit test's job.
    await page.clock.runFor(2_100);
    await expect(splash).toHaveAttribute('data-state', 'fading');
    await page.clock.runFor(1_500);
    await expect(splash).toHaveCount(0);
  });

  test('answers an unknown address with a not-found page inside the layout', async ({ page }) => {
    await page.goto('/somewhere/that/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('link', { name: 'Shata home' })).toBeVisible();
    await expect(await revealFooter(page)).toContainText('Shata');
  });

  test('runs under the Content-Security-Policy without violations or errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto('/partners/deep/link');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // The landing page, down to its lazy parts: the contact form, the images, the map's frame.
    await page.goto('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(problems).toEqual([]);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading Shata Partner Portal' })).toHaveCount(
      0,
      {
        timeout: 10_000,
      },
    );
    await expectNoSeriousViolations(page);
  });
});

test.describe('the server behind it', () => {
  test('is ready and answers unknown API paths with JSON', async ({ request }) => {
    const ready = await request.get('/readyz');
    expect(ready.status()).toBe(200);
    const missing = await request.get('/api/nothing-here');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404 });
  });
});
