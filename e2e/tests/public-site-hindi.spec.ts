import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

// A narrow phone: Hindi runs longer than English, and must still fit (WCAG 1.4.10 Reflow).
test.use({ viewport: { width: 320, height: 640 } });

/** The scripts the page fetches, by file name. */
function scriptsFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  });
  return names;
}

/** Opens the landing page and chooses Hindi with the switch, as a visitor would. */
async function openInHindi(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'हिन्दी' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'अपने हुनर को कमाई में बदलें' }),
  ).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${new URL(page.url()).pathname} scrolls sideways`).toBeLessThanOrEqual(
    width,
  );
}

test.describe('the public pages in Hindi', () => {
  test('the landing page speaks Hindi down to its contact form, fits a phone and passes axe', async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    await openInHindi(page);

    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'संदेश भेजें' })).toBeVisible();
    await page.getByRole('button', { name: /^सत्यापन में कितना समय लगता है/ }).click();
    await expect(
      page.getByText(/हमारी टीम आपकी जानकारी और दस्तावेज़ों की समीक्षा करती है/),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    // The landing page's Hindi, its own words and the domain's, is one request.
    expect(scripts.filter((name) => /\/landing-text\.hi-[\w-]+\.js$/.test(name))).toHaveLength(1);
  });

  test('the terms page opens with the line that the English version prevails, fits a phone and passes axe', async ({
    page,
  }) => {
    await openInHindi(page);

    await page.getByRole('link', { name: 'पार्टनर के नियम और शर्तें पढ़ें' }).first().click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'पार्टनर के लिए नियम और शर्तें' }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toContainText(
      'किसी विवाद की स्थिति में अंग्रेज़ी संस्करण ही मान्य होगा।',
    );
    await expect(page.getByRole('article')).toContainText('₹2,00,000 प्रति वर्ष, साथ में GST');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  });

  test('an English visitor downloads none of it', async ({ page }) => {
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
});
