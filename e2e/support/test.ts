import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let clients = 0;

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
});
