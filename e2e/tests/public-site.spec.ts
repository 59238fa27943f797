import type { Page } from '@playwright/test';
import { timings } from '@shata/domain';
import { expectNoSeriousViolations } from '../support/axe';
import { uniqueEmail, waitForMail } from '../support/mailbox';
import { expect, test } from '../support/test';

/**
 * Opens a page and moves the page clock past the splash (its timings are the
 * Splash unit test's job), so clicks and axe see the page itself.
 */
async function open(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await page.clock.runFor(timings.splashFallbackMs);
  await expect(page.getByRole('status', { name: 'Loading Shata Partner Portal' })).toHaveCount(0);
}

test.describe('the landing page', () => {
  test('shows every section in order, with the spec’s words', async ({ page }) => {
    await open(page, '/');

    // The header first, then the hero.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Shata home' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Account' })).toBeVisible();
    const headerBottom = (await header.boundingBox())?.y ?? Number.NaN;
    const heroTop = (await page.getByRole('heading', { level: 1 }).boundingBox())?.y ?? Number.NaN;
    expect(heroTop).toBeGreaterThan(headerBottom);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Turn Your Skills into Income',
    );
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'About Shata',
      'Become a Shata partner',
      'Why partner with Shata',
      'Frequently asked questions',
      'Contact us',
    ]);
    const benefits = page.getByRole('region', { name: 'Why partner with Shata' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Reach More Customers',
      'Easy Booking Management',
      'Guaranteed Payments',
      'Grow Your Business',
      'Safe & Secure Platform',
      'Easy KYC Onboarding',
    ]);
    await expect(page.getByRole('region', { name: 'What it costs' })).toContainText(
      'INR 2,00,000 per year plus GST',
    );
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('button')).toHaveCount(5);
    const contact = page.locator('#contact');
    await expect(contact).toContainText('10:00AM to 7:00PM');
    await expect(contact.getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute(
      'href',
      'tel:+918045678900',
    );
    await expect(contact).toContainText('24/7 phone support');
    await expect(contact).toContainText('We reply within 2 hours');
    // The map's frame is added as the visitor nears it.
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByTitle('Map showing the Shata office')).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('leads each link where the spec says', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('link', { name: 'Become a Partner' }).click();
    await expect(page).toHaveURL(/\/signup$/);

    await page.goBack();
    await page.getByRole('link', { name: 'Join Shata Today' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goBack();
    await page.getByRole('link', { name: 'Login/Sign-up' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goBack();
    await page.getByRole('button', { name: 'Download App' }).click();
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );
    await page.keyboard.press('Escape');

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Mobile Version' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose Your App' });
    await expect(chooser.getByRole('region', { name: 'For service providers' })).toBeVisible();
    await expect(chooser.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await footer.getByRole('button', { name: 'Download on the App Store' }).click();
    await expect(chooser).toBeVisible();
    await chooser.getByRole('button', { name: 'Close' }).click();

    await footer.getByRole('link', { name: 'T&C' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { name: 'Partner Terms and Conditions' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeInViewport();
  });

  test('delivers a contact message to the support inbox', async ({ page, request }) => {
    const email = uniqueEmail('contact');
    await open(page, '/#contact');
    const form = page.getByRole('form', { name: 'Send us a message' });

    await form.getByLabel('First name').fill('Asha');
    await form.getByLabel('Last name').fill('Rao');
    await form.getByLabel('Phone number').fill('9876543210');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill(`I cater weddings in Pune. Reply to ${email}`);
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Your message has been sent. We will reply soon.',
    );
    await expect(form.getByLabel('First name')).toHaveValue('');
    const mail = await waitForMail(request, 'support@shata.test', /^Contact form: Asha Rao$/);
    // Other tests may write too: this one's mail is the one naming its address.
    expect(mail.text).toContain(`Email: ${email}`);
    expect(mail.text).toContain('Phone: 9876543210');
  });

  test('turns the hero images every 3 s on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/');
    const hero = page.getByRole('region', { name: 'Events Shata partners bring to life' });
    const visible = hero.getByRole('img');
    await expect(visible).toHaveCount(1);
    const first = await visible.getAttribute('alt');

    await page.clock.runFor(timings.heroCarouselMs);

    await expect(visible).not.toHaveAttribute('alt', first ?? '');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await open(page, '/');
    // The contact form loads as it nears the view: scroll to it so axe checks it too.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('the terms page', () => {
  test('states the numbers of the terms, with a table of contents', async ({ page }) => {
    await open(page, '/terms-and-conditions');

    await expect(page.getByText('Last updated May 6, 2025')).toBeVisible();
    for (const phrase of [
      'INR 2,00,000 per year plus GST',
      '20 leads a year',
      '15% annual interest, within 30 days',
      'a refund of INR 1,00,000',
      '5% of the event value (excluding GST)',
      'T+3',
      '3 times the advance',
      '50% of the advance',
      'within 48 hours',
      '6 months',
      'below 6.0 over 3 months',
      '20% discount on renewal',
      '100 MOU templates',
    ]) {
      await expect(page.getByRole('article')).toContainText(phrase);
    }

    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Service area' })
      .click();
    await expect(page).toHaveURL(/#service-area$/);
    await expect(page.getByRole('table', { name: 'Lead radius by city tier' })).toBeInViewport();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await open(page, '/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
