import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

// languages.spec checks these pages in Hindi at 320 px with axe, and walks them in the pseudo-locale.

/** The scripts the page fetches, by path. */
function scriptsFetched(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe('a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets the landing page in Hindi down to its contact form, its words in one request', async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'अपने हुनर को कमाई में बदलें' }),
    ).toBeVisible();
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'संदेश भेजें' })).toBeVisible();
    await page.getByRole('button', { name: /^सत्यापन में कितना समय लगता है/ }).click();
    await expect(
      page.getByText(/हमारी टीम आपकी जानकारी और दस्तावेज़ों की समीक्षा करती है/),
    ).toBeVisible();
    // The landing page's words, its carousels' and fee note's, and the domain's landing words
    // come in one script (the build's hi-landing group), not one each.
    expect(scripts.filter((path) => /\/hi-landing-[\w-]+\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /\.hi-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  test('gets the terms in Hindi, opening with the line that the English version prevails', async ({
    page,
  }) => {
    await page.goto('/terms-and-conditions');

    await expect(
      page.getByRole('heading', { level: 1, name: 'पार्टनर के लिए नियम और शर्तें' }),
    ).toBeVisible();
    await expect(page.locator('.terms__header')).toContainText(
      'किसी विवाद की स्थिति में अंग्रेज़ी संस्करण ही मान्य होगा।',
    );
    await expect(page.getByRole('article')).toContainText('₹2,00,000 प्रति वर्ष, साथ में GST');
  });
});

test('an English visitor downloads no Hindi on the landing page', async ({ page }) => {
  const scripts: Promise<{ path: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    scripts.push(response.text().then((text) => ({ path, text })));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();

  // The switch names Hindi in Hindi on every page; any other Devanagari is Hindi text.
  const hindiIn = (await Promise.all(scripts))
    .filter(({ text }) => /[\u0900-\u097F]/.test(text.replaceAll('हिन्दी', '')))
    .map(({ path }) => path);
  expect(hindiIn).toEqual([]);
});
