import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

let clients = 0;

/**
 * The spec's splash covers every full page load for 2 s before it fades, and
 * the page is usable once the fade begins. Its timing is the Splash unit
 * test's and shell.spec's; elsewhere, when it stands in the way of an action,
 * it starts its fade at once, so the suite does not wait 2 s per page load.
 */
export async function fadeSplashWhenInTheWay(page: Page) {
  await page.addLocatorHandler(page.locator('.splash[data-state="visible"]'), (splash) =>
    splash.evaluate((element) => element.setAttribute('data-state', 'fading')),
  );
}

/**
 * Each test is its own client, as partners on their own phones are: the portal
 * runs behind a (pretend) proxy and the test's requests carry their own
 * X-Forwarded-For, so sign-ins of different tests never share a rate limit.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clients += 1;
    const client = `198.18.${testInfo.workerIndex % 256}.${clients % 256}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': client });
  },
  context: async ({ context }, use) => {
    context.on('page', (page) => void fadeSplashWhenInTheWay(page));
    await use(context);
  },
});
