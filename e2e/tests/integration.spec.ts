import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { logIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { giveFinalApproval, operatorWindow } from '../support/operator';
import { expect, test } from '../support/test';

/** The demo accounts' password, as `npm run seed:demo` prints it. */
const demoPassword = 'Shata-Demo-Pass-2025';
/**
 * The demo partner whose KYC and company verification are approved: two
 * decisions from full approval. No other spec uses them; this one approves
 * them, so it runs once per portal (as the global setup starts it).
 */
const arjun = { email: 'arjun.studio@shata.demo', name: 'Arjun Singh' };

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver as an integrator runs one: it keeps every POST and answers 204. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/shata-webhooks`,
    deliveries,
    /** The first delivery of `type`, once it has come. */
    async received(type: string): Promise<Delivery> {
      const find = () => deliveries.find((each) => JSON.parse(each.body).type === type);
      await expect.poll(() => find() !== undefined, { message: `a ${type} delivery` }).toBe(true);
      return find() as Delivery;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Whether one of the `webhook-signature` header's `v1,` signatures is the
 * Standard Webhooks HMAC-SHA256 of `id.timestamp.body` under `secret`, checked
 * here in the few lines of Node a receiver writes, not with the portal's code.
 */
function signedWith(secret: string, { headers, body }: Delivery): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  const expected = createHmac('sha256', key).update(signed).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((signature) => {
      const [version, value] = signature.split(',');
      const given = Buffer.from(value ?? '', 'base64');
      return (
        version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
      );
    });
}

/** Reads the secret the console shows once, from its dialog's read-only field, and closes it. */
async function readSecretOnce(desk: Page, title: string, label: string): Promise<string> {
  const dialog = desk.getByRole('dialog', { name: title });
  const field = dialog.getByLabel(label);
  await expect(field).toHaveJSProperty('readOnly', true);
  const secret = await field.inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

test('an operator makes a key and a webhook endpoint; approving a partner is delivered signed, and a booking sent with the key is in their My Bookings', async ({
  page,
  browser,
}, testInfo) => {
  // Two signed-in windows, an axe pass and a delivery to wait for.
  test.slow();
  const receiver = await startReceiver();
  try {
    const { context, page: desk } = await operatorWindow(browser, testInfo);
    await desk.getByRole('link', { name: 'Integrations: API keys and webhooks' }).click();
    await expect(desk).toHaveURL(/\/admin\/integrations$/);
    await expect(desk.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

    const keyForm = desk.getByRole('form', { name: 'Create an API key' });
    await keyForm.getByLabel('Name').fill('Booking engine (e2e)');
    await keyForm.getByRole('checkbox', { name: 'bookings:write' }).check();
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    const key = await readSecretOnce(desk, 'Your new API key', 'API key');
    expect(key).toMatch(/^shata_/);
    const keys = desk.getByRole('list', { name: 'API keys, newest first' });
    await expect(
      keys.getByRole('listitem').filter({ hasText: 'Booking engine (e2e)' }),
    ).toContainText('bookings:write');

    const hookForm = desk.getByRole('form', { name: 'Add a webhook endpoint' });
    await hookForm.getByLabel('Endpoint URL').fill(receiver.url);
    await hookForm.getByRole('checkbox', { name: 'partner.approved', exact: true }).check();
    await hookForm.getByRole('checkbox', { name: 'booking.created', exact: true }).check();
    await hookForm.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await readSecretOnce(desk, 'Your new signing secret', 'Signing secret');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await expect(desk.getByRole('list', { name: 'Webhook endpoints' })).toContainText(receiver.url);
    await expectNoSeriousViolations(desk);

    // The last two decisions, as an operator gives them.
    await desk.getByRole('link', { name: 'Back to the queue' }).click();
    await desk.getByLabel('Search').fill(arjun.email);
    await desk.getByRole('button', { name: 'Search', exact: true }).click();
    await desk
      .getByRole('row')
      .filter({ hasText: arjun.email })
      .getByRole('link', { name: arjun.name })
      .click();
    await expect(desk.getByRole('heading', { level: 1, name: arjun.name })).toBeVisible();
    const partnerId = new URL(desk.url()).pathname.split('/').pop() ?? '';
    const ipv = desk.getByRole('region', { name: 'In-person verification', exact: true });
    await ipv.getByRole('button', { name: 'Approve In-person verification' }).click();
    await expect(ipv.getByText('Now: In-person verification approved')).toBeVisible();
    await giveFinalApproval(desk);
    await context.close();

    const approved = await receiver.received('partner.approved');
    expect(approved.headers['content-type']).toMatch(/^application\/json/);
    expect(approved.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(approved.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    expect(signedWith(secret, approved)).toBe(true);
    expect(signedWith(`whsec_${Buffer.alloc(32).toString('base64')}`, approved)).toBe(false);
    const event = JSON.parse(approved.body);
    expect(Object.keys(event).sort()).toEqual(['data', 'timestamp', 'type']);
    expect(event.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(event.data).toMatchObject({ partnerId, partner: { status: 'approved' } });

    // The booking engine, with the key alone: no cookie, no Origin. A repeat (its retry) answers the
    // same; a change is answered 200.
    const put = (status: string) =>
      fetch(new URL(`/api/v1/bookings/e2e-${partnerId}`, process.env.E2E_BASE_URL), {
        method: 'PUT',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          partnerId,
          eventType: 'Jaipur Sangeet Night',
          partnerName: 'Arjun Singh Studio',
          dateFrom: '2031-11-15',
          status,
        }),
      });
    const created = await put('pending');
    expect(created.status).toBe(201);
    const booking = await created.json();
    expect(booking).toMatchObject({
      partnerId,
      eventType: 'Jaipur Sangeet Night',
      status: 'pending',
    });
    const repeated = await put('pending');
    expect(repeated.status).toBe(201);
    expect(await repeated.json()).toEqual(booking);
    const updated = await put('confirmed');
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({ ...booking, status: 'confirmed' });

    const bookingCreated = await receiver.received('booking.created');
    expect(signedWith(secret, bookingCreated)).toBe(true);
    expect(JSON.parse(bookingCreated.body).data).toMatchObject({ partnerId });
    // Only the types the endpoint chose: not the approvals' stage changes, nor a second booking.
    expect(receiver.deliveries.map((each) => JSON.parse(each.body).type).sort()).toEqual([
      'booking.created',
      'partner.approved',
    ]);

    await logIn(page, arjun.email, demoPassword);
    await expect(page).toHaveURL(new RegExp(`/my_account/${partnerId}$`));
    await page.goto(`/my-bookings/${partnerId}`);
    const card = page.getByRole('list', { name: 'My Bookings' }).getByRole('button');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Jaipur Sangeet Night');
    await expect(card).toContainText('15 Nov 2031');
    await expect(card.locator('.booking-status')).toHaveText('confirmed');
  } finally {
    await receiver.close();
  }
});
