import type { Page, Route } from '@playwright/test';
import { logIn, logOutThroughDialog, verifiedPartner } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { bookedDemoPartnerEmail } from '../support/demo';
import { townHall } from '../support/registration';
import { expect, test } from '../support/test';

/** The demo accounts' password, as `npm run seed:demo` prints it. */
const demoPassword = 'Shata-Demo-Pass-2025';

test.use({ geolocation: townHall, permissions: ['geolocation'] });

/** Every request to `pathname` fails as on a dropped connection, until `restore` is called. */
async function cutOff(page: Page, pathname: string | RegExp) {
  const matches = (url: URL) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname);
  const drop = (route: Route) => route.abort('internetdisconnected');
  await page.route(matches, drop);
  return { restore: () => page.unroute(matches, drop) };
}

test.describe('when a load fails on the way', () => {
  test('a partner whose profile cannot be looked up at sign-in can try again', async ({
    page,
    request,
  }) => {
    const partner = await verifiedPartner(page, request, 'lookup');
    await logOutThroughDialog(page);
    const lookup = await cutOff(page, '/api/partners/me');
    await logIn(page, partner.email);

    await expect(page).toHaveURL(/\/dashboard\/error$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not load your profile' }),
    ).toBeVisible();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeEnabled();
    await expectNoSeriousViolations(page);

    await lookup.restore();
    await tryAgain.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${partner.partnerId}$`));
    await expect(page.getByLabel('Company name')).toBeVisible();
  });

  test('the status screen says its load failed and loads on Try again', async ({
    page,
    request,
  }) => {
    const partner = await verifiedPartner(page, request, 'status-error');
    const status = await cutOff(page, `/api/partners/${partner.partnerId}`);
    await page.goto(`/status/${partner.partnerId}`);

    await expect(page.getByRole('alert')).toContainText('Error loading status');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registration status' }),
    ).toBeAttached();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectNoSeriousViolations(page);

    await status.restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('progressbar', { name: 'Registration 10% complete' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('My Account and My Bookings say their load failed and load on Try again', async ({
    page,
  }) => {
    await logIn(page, bookedDemoPartnerEmail, demoPassword);
    await expect(page).toHaveURL(/\/my_account\/[0-9a-f-]{36}$/);
    const partnerId = new URL(page.url()).pathname.split('/').pop() ?? '';

    const profile = await cutOff(page, `/api/partners/${partnerId}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Error loading profile data');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectNoSeriousViolations(page);
    await profile.restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Asha Events')).toBeVisible();

    const bookings = await cutOff(page, /^\/api\/bookings/);
    await page.goto(`/my-bookings/${partnerId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to load bookings. Please try again later.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectNoSeriousViolations(page);
    await bookings.restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'My Bookings' }).getByRole('button')).toHaveCount(
      20,
    );
  });
});
