import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { devices, type Page, type Request } from '@playwright/test';
import { stripJpegLocation } from '../../packages/domain/src/photos';
import { verifiedPartner } from '../support/accounts';
import { pdfDocument } from '../support/documents';
import { operatorWindow } from '../support/operator';
import {
  chooseDocument,
  chooseDocumentsSkippingPan,
  fillProfile,
  townHall,
} from '../support/registration';
import { expect, test } from '../support/test';

// A partner on a phone: the case resumable uploads are for.
test.use({ ...devices['Pixel 7'] });

const chunkBytes = 5 * 1024 * 1024;

/** A PDF of `size` bytes that does not compress: a real header, then random bytes. */
function largePdf(name: string, size: number) {
  const buffer = randomBytes(size);
  buffer.write('%PDF-1.4\n', 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

/**
 * The phone's link, through DevTools' network emulation: its upload slowed to
 * a mobile link's pace, so an upload can be caught mid-way, and a way to lose
 * the signal, which fails what is in flight as a phone's would.
 */
async function mobileLink(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  const conditions = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 40,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  await conditions(false);
  return {
    async goOffline() {
      await conditions(true);
      await page.context().setOffline(true);
    },
    async comeBack() {
      await page.context().setOffline(false);
      await conditions(false);
    },
  };
}

/**
 * What the server said of each tus request, in order: where a PATCH began
 * (its Upload-Offset) and the offset the server answered, for PATCH and HEAD.
 */
function recordTusExchanges(page: Page) {
  const exchanges: { method: string; sentOffset: number | null; serverOffset: number | null }[] =
    [];
  const record = async (request: Request) => {
    if (!/\/uploads\//.test(request.url())) return;
    const method = request.method();
    if (method !== 'PATCH' && method !== 'HEAD') return;
    const sent = (await request.allHeaders())['upload-offset'];
    const answer = await request.response();
    const offset = answer ? (await answer.allHeaders())['upload-offset'] : undefined;
    exchanges.push({
      method,
      sentOffset: sent === undefined ? null : Number(sent),
      serverOffset: offset === undefined ? null : Number(offset),
    });
  };
  page.on('requestfinished', (request) => void record(request));
  page.on('requestfailed', (request) => void record(request));
  return exchanges;
}

/** The bytes a step says it has sent, from its 'x of y' line. */
async function percentSent(page: Page, label: string): Promise<number> {
  const bar = page.getByRole('progressbar', { name: `${label} upload progress` });
  return Number(await bar.getAttribute('value'));
}

test('an upload cut off by a lost connection continues from the server’s offset once back online', async ({
  page,
  request,
}) => {
  await verifiedPartner(page, request, 'offline');
  const link = await mobileLink(page, 1_500_000);
  const exchanges = recordTusExchanges(page);
  const file = largePdf('aadhaar-scan.pdf', 12 * 1024 * 1024);

  await chooseDocument(page, 'Aadhaar', file);
  // Into the second chunk, then the phone loses its signal.
  await expect.poll(() => percentSent(page, 'Aadhaar'), { timeout: 20_000 }).toBeGreaterThan(50);
  await link.goOffline();
  await expect(page.getByText('Waiting for the network…')).toBeVisible();
  const offlineAt = await percentSent(page, 'Aadhaar');

  await link.comeBack();
  await expect(page.getByText('Uploaded, ready to submit')).toBeVisible({ timeout: 30_000 });
  expect(offlineAt).toBeLessThan(100);

  // The server's own count, from its answers (recorded as each request settles): after the cut
  // it told the browser how much it had (HEAD), and every PATCH began exactly where the server
  // was, so no byte it had was sent again.
  const size = file.buffer.length;
  await expect.poll(() => exchanges.some((exchange) => exchange.serverOffset === size)).toBe(true);
  const answeredHeads = exchanges.filter(
    (exchange) => exchange.method === 'HEAD' && exchange.serverOffset !== null,
  );
  const resumedAt = Math.max(...answeredHeads.map((head) => head.serverOffset ?? 0));
  expect(resumedAt).toBeGreaterThan(chunkBytes);
  const patches = exchanges.filter((exchange) => exchange.method === 'PATCH');
  expect(patches.map((patch) => patch.sentOffset)).toContain(resumedAt);
  const answered = patches.filter((patch) => patch.serverOffset !== null);
  // The answered PATCHes tile the file from 0 to its end, each from where the one before
  // ended; the one gap is what the cut PATCH left on the server, up to the HEAD's offset.
  const spans = answered
    .map((patch) => [patch.sentOffset ?? 0, patch.serverOffset ?? 0] as const)
    .sort(([a], [b]) => a - b);
  let covered = 0;
  let resent = 0;
  for (const [from, to] of spans) {
    if (from > covered) {
      expect(from).toBe(resumedAt);
      covered = from;
    }
    resent += covered - from;
    covered = Math.max(covered, to);
  }
  expect(resent).toBe(0);
  expect(covered).toBe(size);
});

test('a page reloaded in the middle of an upload continues it when the same file is chosen again', async ({
  page,
  request,
}) => {
  await verifiedPartner(page, request, 'reload');
  await mobileLink(page, 1_500_000);
  const file = largePdf('gst-scan.pdf', 9 * 1024 * 1024);
  await chooseDocument(page, 'Aadhaar', file);
  await expect.poll(() => percentSent(page, 'Aadhaar'), { timeout: 20_000 }).toBeGreaterThan(60);

  await page.reload();

  // The server kept the upload with the draft: the step says where it stopped.
  const hint = page.getByText(
    /^The upload of gst-scan\.pdf stopped at \d+%\. Choose the same file/,
  );
  await expect(hint).toBeVisible();
  const stoppedAt = Number(/stopped at (\d+)%/.exec((await hint.textContent()) ?? '')?.[1]);
  expect(stoppedAt).toBeGreaterThanOrEqual(50);

  const exchanges = recordTusExchanges(page);
  await chooseDocument(page, 'Aadhaar', file);
  await expect(page.getByText('Uploaded, ready to submit')).toBeVisible({ timeout: 30_000 });
  const firstPatch = exchanges.find((exchange) => exchange.method === 'PATCH');
  // It went on from the server's offset, not from the start.
  expect(firstPatch?.sentOffset).toBeGreaterThanOrEqual(
    Math.floor((file.buffer.length * stoppedAt) / 100),
  );
});

test.describe('with the partner’s location', () => {
  test.use({ geolocation: townHall, permissions: ['geolocation'] });

  test('the operator sees the uploaded documents only once the partner submits', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.slow();
    const partner = await verifiedPartner(page, request, 'staged');
    await fillProfile(page);
    await chooseDocumentsSkippingPan(page);
    await expect(page.getByText('Uploaded, ready to submit')).toHaveCount(3);

    const { context, page: desk } = await operatorWindow(browser, testInfo);
    await desk.goto(`/admin/partners/${partner.partnerId}`);
    const documents = desk.getByRole('region', { name: 'Documents' });
    await expect(documents.getByText('Not on file')).toHaveCount(4);
    await expect(desk.getByRole('img', { name: 'Aadhaar document' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${partner.partnerId}$`), { timeout: 30_000 });

    await desk.reload();
    await expect(desk.getByRole('img', { name: 'Aadhaar document' })).toBeVisible();
    await expect(desk.getByTitle('GST certificate document (PDF)')).toBeVisible();
    await expect(documents.getByText('Not on file')).toHaveCount(1);
    await context.close();
  });
});

/** A phone camera's photo of a document: large, detailed, as a phone saves it. */
async function cameraPhoto(page: Page, name: string) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 3200;
    canvas.height = 2400;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // Paper with a phone sensor's noise in every pixel, which is what makes phone photos heavy.
    const paper = context.createImageData(3200, 2400);
    let seed = 7;
    for (let i = 0; i < paper.data.length; i += 4) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const grain = seed % 24;
      paper.data[i] = 226 + grain;
      paper.data[i + 1] = 218 + grain;
      paper.data[i + 2] = 204 + grain;
      paper.data[i + 3] = 255;
    }
    context.putImageData(paper, 0, 0);
    context.fillStyle = '#1d1a16';
    context.font = 'bold 120px sans-serif';
    context.fillText('GOVERNMENT OF INDIA', 200, 400);
    context.font = '64px sans-serif';
    for (let line = 0; line < 20; line += 1) {
      context.fillText(
        `Line ${line + 1}: 2341 2341 2346 · Asha Rao · DOB 01/01/1990`,
        200,
        600 + line * 80,
      );
    }
    return canvas.toDataURL('image/jpeg', 0.95);
  });
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'),
  };
}

/** A JPEG's width and height, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no start-of-frame segment');
}

const fixtures = path.resolve(
  import.meta.dirname,
  '../../apps/web/src/features/registration/photos/fixtures',
);

test.describe('photos on the registration form', () => {
  test.use({ geolocation: townHall, permissions: ['geolocation'] });

  test('are made small, lose their location, and a HEIC photo becomes a JPEG, before the operator sees them', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.slow();
    const partner = await verifiedPartner(page, request, 'photos');
    await fillProfile(page);

    const photo = await cameraPhoto(page, 'aadhaar-photo.jpg');
    expect(photo.buffer.length).toBeGreaterThan(1.5 * 1024 * 1024);
    await page.getByLabel('Aadhaar file').setInputFiles(photo);
    await expect(
      page.getByText(/^aadhaar-photo\.jpg \(\d+(\.\d)? MB → \d+(\.\d)? (KB|MB)\)$/),
    ).toBeVisible();

    const located = await readFile(path.join(fixtures, 'gps-rotate-90.jpg'));
    await page.getByLabel('PAN file').setInputFiles({
      name: 'pan.jpg',
      mimeType: 'image/jpeg',
      buffer: located,
    });
    await expect(page.getByText(/^pan\.jpg \(/)).toBeVisible();

    await page.getByLabel('GST certificate file').setInputFiles({
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: await readFile(path.join(fixtures, 'quadrants.heic')),
    });
    await expect(page.getByText(/^IMG_0001\.jpg \(/)).toBeVisible({ timeout: 20_000 });
    await chooseDocument(
      page,
      'Incorporation certificate (CIN)',
      pdfDocument('cin.pdf', 'CERTIFICATE OF INCORPORATION'),
    );
    await expect(page.getByText('Uploaded, ready to submit')).toHaveCount(4, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${partner.partnerId}$`), { timeout: 30_000 });

    const { context, page: desk } = await operatorWindow(browser, testInfo);
    const received = async (type: string) => {
      const answer = await desk.request.get(`/api/partners/${partner.partnerId}/documents/${type}`);
      expect(answer.status()).toBe(200);
      return { type: answer.headers()['content-type'], bytes: await answer.body() };
    };
    const aadhaar = await received('aadharCard');
    expect(aadhaar.type).toBe('image/jpeg');
    expect(aadhaar.bytes.length).toBeLessThan(photo.buffer.length);
    expect(jpegSize(aadhaar.bytes)).toEqual({ width: 2400, height: 1800 });

    // Not re-encoded (it is small), but without its GPS data.
    const pan = await received('panCard');
    expect(pan.bytes.length).toBe(located.length);
    const withoutLocation = new Uint8Array(pan.bytes);
    expect(stripJpegLocation(withoutLocation)).toBe(withoutLocation);
    expect(stripJpegLocation(new Uint8Array(located))).not.toEqual(new Uint8Array(located));

    const gst = await received('gstCertificate');
    expect(gst.type).toBe('image/jpeg');
    expect(jpegSize(gst.bytes)).toEqual({ width: 64, height: 48 });
    await context.close();
  });
});
