import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { approvalOrderMessages, messages } from '@shata/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngBytes, uploadForm } from '../../test/document-files';
import { type Browser, browser, latestMail, readJson } from '../../test/http-client';
import {
  profileUpdate,
  signedInOperator,
  signedUpPartner,
  submittedPartner,
} from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { mailOutbox } from '../mail/schema';
import { partnerAudit, partners } from '../partners/schema';

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
let operator: { client: Browser; email: string };
/** Gives the final approvals: four eyes keep them from whoever approved company verification. */
let colleague: { client: Browser; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  operator = await signedInOperator(server.url, database);
  colleague = await signedInOperator(server.url, database);
});
afterAll(() => server.close());

const admin = (partnerId: string, rest = '') => `/api/admin/partners/${partnerId}${rest}`;

async function act(partnerId: string, rest: string, json: unknown, method = 'PUT', by = operator) {
  return by.client.request(admin(partnerId, rest), { method, json });
}

const auditRows = (partnerId: string) =>
  database.db.select().from(partnerAudit).where(eq(partnerAudit.partnerId, partnerId));
const mailsTo = (email: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('who may use /api/admin', () => {
  it('refuses every route to signed-out callers (401) and to partners (403)', async () => {
    const partner = await submittedPartner(server.url);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/partners'],
      ['GET', admin(partner.partnerId)],
      ['GET', admin(partner.partnerId, '/audit')],
      ['PUT', admin(partner.partnerId, '/video'), { videoUrl: 'https://v.example/1' }],
      ['PUT', admin(partner.partnerId, '/review/kycStatus'), { decision: 'approve' }],
      [
        'POST',
        admin(partner.partnerId, '/documents/gstCertificate/rejection'),
        { reason: 'Blurred' },
      ],
    ];
    const stranger = browser(server.url, { ip: '198.51.100.9' });
    for (const [method, route, json] of routes) {
      const signedOut = await stranger.request(route, { method, json });
      expect(signedOut.status, `${method} ${route}`).toBe(401);
      const asPartner = await partner.client.request(route, { method, json });
      expect(asPartner.status, `${method} ${route}`).toBe(403);
      expect((await readJson(asPartner)).message).toBe('Only operators can do this.');
    }
    const own = await readJson(await partner.client.request(`/api/partners/${partner.partnerId}`));
    expect(own).toMatchObject({ kycStatus: null, videoUrl: null });
    expect(own.gstCertificateUrl).not.toBeNull();
    expect(await auditRows(partner.partnerId)).toHaveLength(3);
  });

  it('has operators without a partner profile of their own', async () => {
    const response = await operator.client.request('/api/partners/me');
    expect(response.status).toBe(403);
    expect((await readJson(response)).message).toBe('Operator accounts have no partner profile.');
  });
});

describe('the queue', () => {
  it('lists partners oldest submission first, filtered by stage, searched, page by page', async () => {
    const tag = `queue${Date.now()}`;
    const first = await submittedPartner(server.url, { companyName: `${tag} First Caterers` });
    const second = await submittedPartner(server.url, {
      companyName: `${tag} Second Studio`,
      name: `Zarina ${tag}`,
    });
    const incomplete = await signedUpPartner(server.url);

    const page = async (query: string) =>
      readJson(await operator.client.request(`/api/admin/partners?${query}`));

    const searched = await page(`q=${tag}`);
    expect(searched.items.map((item: { _id: string }) => item._id)).toEqual([
      first.partnerId,
      second.partnerId,
    ]);
    expect(searched.items[0]).toMatchObject({
      companyName: `${tag} First Caterers`,
      personalEmail: first.email,
      stage: 'waitingForKyc',
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    expect((await page(`q=${encodeURIComponent(first.email.toUpperCase())}`)).items).toHaveLength(
      1,
    );
    expect(
      (await page(`q=${encodeURIComponent(`zarina ${tag}`)}`)).items.map(
        (item: { _id: string }) => item._id,
      ),
    ).toEqual([second.partnerId]);
    const waiting = await page(`stage=waitingForKyc&q=${tag}`);
    expect(waiting.total).toBe(2);
    const notStarted = await page(
      `stage=profileIncomplete&q=${encodeURIComponent(incomplete.email)}`,
    );
    expect(notStarted.items).toEqual([
      expect.objectContaining({ _id: incomplete.partnerId, submittedAt: null }),
    ]);

    const one = await page(`q=${tag}&pageSize=1&page=1`);
    const two = await page(`q=${tag}&pageSize=1&page=2`);
    expect([one.total, one.items[0]._id, two.items[0]._id]).toEqual([
      2,
      first.partnerId,
      second.partnerId,
    ]);
    // A page past the last match still tells how many there are.
    expect(await page(`q=${tag}&pageSize=1&page=3`)).toMatchObject({ items: [], total: 2 });
    // A search for the wildcard itself finds nothing it should not.
    expect(await page('q=%25%25%25')).toMatchObject({ items: [], total: 0 });
  });

  it('finds a partner by the phone number, GSTIN, PAN, CIN or LLPIN they gave, written any way', async () => {
    const partner = await submittedPartner(server.url, { mobileNo: '+91 98450 12345' });
    const [saved] = await database.db
      .select()
      .from(partners)
      .where(eq(partners.id, partner.partnerId));
    if (!saved?.gstNo || !saved.panNo || !saved.cinNo) throw new Error('numbers not saved');
    const found = async (q: string) =>
      (
        await readJson(
          await operator.client.request(`/api/admin/partners?q=${encodeURIComponent(q)}`),
        )
      ).items.map((item: { _id: string }) => item._id);
    const spaced = (value: string) => value.replace(/(.{5})/g, '$1 ').toLowerCase();

    expect(saved.mobileNo).toBe('9845012345');
    for (const q of [
      '+91 98450 12345',
      '098450-12345',
      saved.gstNo.toLowerCase(),
      spaced(saved.panNo),
      spaced(saved.cinNo),
    ]) {
      expect(await found(q), q).toContain(partner.partnerId);
    }
    // Exact, not a part: a number's beginning finds nobody by it.
    expect(await found(saved.cinNo.slice(0, 15))).toEqual([]);
    expect(await found('98450')).toEqual([]);

    const llp = await submittedPartner(server.url, {
      businessType: 'llp',
      cinNo: '',
      llpinNo: 'aab-1234',
    });
    for (const q of [' Aab-1234 ', 'aab 1234']) expect(await found(q), q).toEqual([llp.partnerId]);
  });

  it('totals the queue and each stage as partners arrive, move on and leave', async () => {
    const page = async (query = '') =>
      readJson(await operator.client.request(`/api/admin/partners?${query}`));
    const actual = async (stage?: string) =>
      (await database.db.select({ stage: partners.stage }).from(partners)).filter(
        (row) => stage === undefined || row.stage === stage,
      ).length;
    const expectTotals = async () => {
      expect((await page()).total).toBe(await actual());
      for (const stage of ['profileIncomplete', 'waitingForKyc', 'rejected']) {
        expect((await page(`stage=${stage}`)).total, stage).toBe(await actual(stage));
      }
    };

    await expectTotals();
    const arriving = await signedUpPartner(server.url);
    const submitted = await submittedPartner(server.url);
    await expectTotals();
    expect(
      (
        await act(submitted.partnerId, '/review/kycStatus', {
          decision: 'reject',
          reason: 'Blurred',
        })
      ).status,
    ).toBe(200);
    await expectTotals();
    await database.db.delete(partners).where(eq(partners.id, arriving.partnerId));
    await expectTotals();
  });

  it('answers 400 for an unknown stage or a page size over 100', async () => {
    for (const query of ['stage=sleeping', 'pageSize=101', 'page=0']) {
      const response = await operator.client.request(`/api/admin/partners?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

describe("a partner's review", () => {
  it('shows the typed fields, the documents and the audit trail of the uploads', async () => {
    const partner = await submittedPartner(server.url);
    const detail = await readJson(await operator.client.request(admin(partner.partnerId)));
    expect(detail.partner).toMatchObject({
      _id: partner.partnerId,
      name: 'Asha Rao',
      aadharNo: 'XXXX XXXX 2346',
      rejections: [],
    });
    expect(detail.stage).toBe('waitingForKyc');
    expect(detail.documents.map((document: { type: string }) => document.type).sort()).toEqual([
      'aadharCard',
      'gstCertificate',
      'incorporationCertificate',
    ]);
    expect(detail.documents[0]).toMatchObject({
      url: expect.stringMatching(/^\/api\/partners\/.+\/documents\//),
      contentType: expect.stringMatching(/^(image\/png|application\/pdf)$/),
    });
    expect(detail.audit).toHaveLength(3);
    expect(detail.audit[0]).toMatchObject({
      actorEmail: partner.email,
      actorRole: 'partner',
      subject: 'incorporationCertificate',
      from: null,
      to: 'uploaded',
    });
  });

  it('carries the latest 50 audit lines, and pages through the older ones to the first', async () => {
    const partner = await submittedPartner(server.url);
    // 117 more lines (as many uploads would write), some written in the same microsecond
    // and some a microsecond apart, where a page ending between them must lose none.
    await database.db.insert(partnerAudit).select(
      sql`select gen_random_uuid(), ${partner.partnerId}::uuid, 'u', ${partner.email}, 'partner',
          'aadharCard', null, 'uploaded', null,
          timestamptz '2026-01-01T00:00:00Z' + (n / 3) * interval '1 microsecond'
        from generate_series(1, 117) as n`,
    );
    const newestFirst = await database.db
      .select({ id: partnerAudit.id })
      .from(partnerAudit)
      .where(eq(partnerAudit.partnerId, partner.partnerId))
      .orderBy(sql`${partnerAudit.createdAt} desc, ${partnerAudit.id} desc`);
    expect(newestFirst).toHaveLength(120);

    const detail = await readJson(await operator.client.request(admin(partner.partnerId)));
    expect(detail.audit).toHaveLength(50);
    // The partner's own uploads are the newest.
    expect(detail.audit[0]).toMatchObject({ actorEmail: partner.email, to: 'uploaded' });
    const seen: string[] = detail.audit.map((entry: { id: string }) => entry.id);
    const pageSizes = [50];
    for (let cursor = detail.auditNextCursor; cursor; ) {
      const older = await operator.client.request(
        admin(partner.partnerId, `/audit?before=${encodeURIComponent(cursor)}`),
      );
      expect(older.status).toBe(200);
      const page = await readJson(older);
      pageSizes.push(page.items.length);
      seen.push(...page.items.map((entry: { id: string }) => entry.id));
      cursor = page.nextCursor;
    }
    expect(pageSizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(newestFirst.map((row) => row.id));
  });

  it('refuses an audit page cursor it did not give with 400, and an unknown partner with 404', async () => {
    const partner = await submittedPartner(server.url);
    const cursorOf = (key: string, id: string) =>
      Buffer.from(JSON.stringify([key, id])).toString('base64url');
    const someId = '00000000-0000-4000-8000-000000000000';
    const forged = [
      'not-a-cursor',
      cursorOf('2026-02-30T00:00:00.000000Z', someId),
      cursorOf('2026-01-01T24:00:00.000000Z', someId),
      cursorOf('2026-01-01T00:00:00Z', someId),
      cursorOf('2026-01-01T00:00:00.000000Z', '1; drop table partners'),
      'x'.repeat(201),
    ];
    for (const before of forged) {
      const response = await operator.client.request(
        admin(partner.partnerId, `/audit?before=${encodeURIComponent(before)}`),
      );
      expect(response.status, before).toBe(400);
      expect((await readJson(response)).message).toBe(messages.review.auditCursorInvalid);
    }
    const unknown = await operator.client.request(
      admin('00000000-0000-4000-8000-000000000000', '/audit'),
    );
    expect(unknown.status).toBe(404);
  });

  it('moves a partner through every stage, one audit line per change, and one mail listing them all', async () => {
    // The clock stands still: every change is within the 2 minutes a stage mail waits for the next.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    try {
      const partner = await submittedPartner(server.url);
      const steps: Array<[string, unknown, string, string]> = [
        ['/video', { videoUrl: 'https://kyc.example/v/1' }, 'waitingForKyc', 'videoUrl'],
        ['/review/kycStatus', { decision: 'approve' }, 'companyVerification', 'kycStatus'],
        ['/review/cvStatus', { decision: 'approve' }, 'inPersonVerification', 'cvStatus'],
        ['/review/ipvStatus', { decision: 'approve' }, 'inPersonVerification', 'ipvStatus'],
        ['/review/status', { decision: 'approve' }, 'approved', 'status'],
      ];
      for (const [index, [route, body, stage, subject]] of steps.entries()) {
        const by = subject === 'status' ? colleague : operator;
        const response = await act(partner.partnerId, route, body, 'PUT', by);
        expect(response.status, route).toBe(200);
        const detail = await readJson(response);
        expect(detail.stage, route).toBe(stage);
        expect(detail.audit[0]).toMatchObject({ subject, actorEmail: by.email });
        expect(await auditRows(partner.partnerId)).toHaveLength(3 + index + 1);
        // The sign-up's verification mail, and the one stage mail every change joins.
        expect(await mailsTo(partner.email), route).toHaveLength(2);
      }
      const own = await readJson(
        await partner.client.request(`/api/partners/${partner.partnerId}`),
      );
      expect(own).toMatchObject({
        videoUrl: 'https://kyc.example/v/1',
        kycStatus: 'AKYC',
        cvStatus: 'ACV',
        ipvStatus: 'approved',
        status: 'approved',
      });
      // Not yet sent: the dev mailbox still shows the verification mail as the newest.
      expect((await latestMail(server.url, partner.email))?.subject).toMatch(/^Verify your email/);

      vi.setSystemTime(start + 120_000);
      const merged = await latestMail(server.url, partner.email);
      expect(merged?.subject).toBe(
        'Your Shata Partner Portal verification: You are fully approved (5 updates)',
      );
      const lines = merged?.text.split('\n\n') ?? [];
      expect(lines.slice(0, 7)).toEqual([
        '5 updates on your verification:',
        'Your Video KYC recording has been received',
        'Your KYC check is approved',
        'Your company verification is approved',
        'Your in-person verification is approved',
        'You are fully approved',
        'My Account and My Bookings are now open to you in the portal.',
      ]);
      expect(merged?.links).toEqual([`${server.url}/status/${partner.partnerId}`]);

      // A change after the wait is news of its own, in a mail of its own.
      const turnedDown = await act(partner.partnerId, '/review/status', {
        decision: 'reject',
        reason: 'Duplicate account.',
        from: 'approved',
      });
      expect(turnedDown.status).toBe(200);
      vi.setSystemTime(start + 240_000);
      const alone = await latestMail(server.url, partner.email);
      expect(alone?.subject).toBe(
        'Your Shata Partner Portal verification: Final approval was not approved.',
      );
      expect(alone?.text).toContain('Reason: Duplicate account.');
      expect(await mailsTo(partner.email)).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses with 409 every approval whose earlier verification is not approved, changing nothing', async () => {
    const partner = await submittedPartner(server.url);
    const order = approvalOrderMessages;
    const refusedBefore = async (field: keyof typeof order, from: string | null = null) => {
      const [audits, mails] = [await auditRows(partner.partnerId), await mailsTo(partner.email)];
      const response = await act(partner.partnerId, `/review/${field}`, {
        decision: 'approve',
        from,
      });
      expect(response.status, field).toBe(409);
      expect((await readJson(response)).message).toBe(order[field]);
      expect(await auditRows(partner.partnerId)).toHaveLength(audits.length);
      expect(await mailsTo(partner.email)).toHaveLength(mails.length);
    };
    const approve = async (field: string, by = operator) =>
      expect(
        (await act(partner.partnerId, `/review/${field}`, { decision: 'approve' }, 'PUT', by))
          .status,
      ).toBe(200);

    for (const field of ['kycStatus', 'cvStatus', 'ipvStatus', 'status'] as const) {
      await refusedBefore(field);
    }
    await act(partner.partnerId, '/video', { videoUrl: 'https://kyc.example/v/3' }, 'PUT');
    await approve('kycStatus');
    await refusedBefore('ipvStatus');
    await refusedBefore('status');
    await approve('cvStatus');
    await refusedBefore('status');
    await approve('ipvStatus');
    await approve('status', colleague);
    // Turning down is never held back, and it holds back what comes after.
    const turnDown = (field: string, from: string) =>
      act(partner.partnerId, `/review/${field}`, { decision: 'reject', reason: 'Blurred', from });
    expect((await turnDown('kycStatus', 'AKYC')).status).toBe(200);
    expect((await turnDown('cvStatus', 'ACV')).status).toBe(200);
    await refusedBefore('ipvStatus', 'approved');
  });

  it('refuses a rejection without a reason and changes nothing', async () => {
    const partner = await submittedPartner(server.url);
    for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: '  ' }]) {
      const response = await act(partner.partnerId, '/review/kycStatus', body);
      expect(response.status).toBe(400);
      expect((await readJson(response)).message).toBe('Give a reason for turning this down.');
    }
    const documentResponse = await act(
      partner.partnerId,
      '/documents/gstCertificate/rejection',
      {},
      'POST',
    );
    expect(documentResponse.status).toBe(400);
    expect(await auditRows(partner.partnerId)).toHaveLength(3);
    expect(await mailsTo(partner.email)).toHaveLength(1);
  });

  it('records a rejection with its reason on the partner, mails it, and clears it on approval', async () => {
    const partner = await submittedPartner(server.url);
    const rejected = await readJson(
      await act(partner.partnerId, '/review/cvStatus', {
        decision: 'reject',
        reason: 'The registered address does not match.',
      }),
    );
    expect(rejected.stage).toBe('rejected');
    const own = await readJson(await partner.client.request(`/api/partners/${partner.partnerId}`));
    expect(own.cvStatus).toBe('rejected');
    expect(own.rejections).toEqual([
      {
        target: 'cvStatus',
        reason: 'The registered address does not match.',
        rejectedAt: expect.any(String),
      },
    ]);
    const [mail] = (await mailsTo(partner.email)).filter((m) => /not approved/.test(m.subject));
    expect(mail?.text).toContain('Reason: The registered address does not match.');

    await act(partner.partnerId, '/video', { videoUrl: 'https://kyc.example/v/2' }, 'PUT');
    await act(partner.partnerId, '/review/kycStatus', { decision: 'approve' });
    await act(partner.partnerId, '/review/cvStatus', { decision: 'approve', from: 'rejected' });
    const after = await readJson(
      await partner.client.request(`/api/partners/${partner.partnerId}`),
    );
    expect(after).toMatchObject({ cvStatus: 'ACV', rejections: [] });
  });

  it('reopens a turned-down KYC when a new Video KYC recording is added', async () => {
    const partner = await submittedPartner(server.url);
    await act(partner.partnerId, '/video', { videoUrl: 'https://kyc.example/v/4' }, 'PUT');
    await act(partner.partnerId, '/review/kycStatus', { decision: 'reject', reason: 'Blurred' });
    const own = () => partner.client.request(`/api/partners/${partner.partnerId}`);
    expect(await readJson(await own())).toMatchObject({ kycStatus: 'rejected' });

    const detail = await readJson(
      await act(partner.partnerId, '/video', { videoUrl: 'https://kyc.example/v/5' }, 'PUT'),
    );
    expect(detail.audit).toContainEqual(
      expect.objectContaining({ subject: 'kycStatus', from: 'rejected', to: null }),
    );
    expect(await readJson(await own())).toMatchObject({
      videoUrl: 'https://kyc.example/v/5',
      kycStatus: null,
      rejections: [],
    });
  });

  it('rejects one document: it is cleared, its reason shows, and an upload answers it', async () => {
    const partner = await submittedPartner(server.url);
    const response = await act(
      partner.partnerId,
      '/documents/gstCertificate/rejection',
      { reason: 'The certificate is cut off at the bottom.' },
      'POST',
    );
    expect(response.status).toBe(200);
    const detail = await readJson(response);
    expect(detail.stage).toBe('documentsMissing');
    expect(detail.documents.map((d: { type: string }) => d.type)).not.toContain('gstCertificate');
    expect(detail.audit[0]).toMatchObject({
      subject: 'gstCertificate',
      from: 'on file',
      to: 'rejected',
      reason: 'The certificate is cut off at the bottom.',
    });
    const stored = await readdir(
      path.join(server.config.dataDir, 'documents', 'partners', partner.partnerId),
    );
    expect(stored.sort()).toEqual(['aadharCard', 'gstCertificate', 'incorporationCertificate']);
    expect(
      await readdir(
        path.join(
          server.config.dataDir,
          'documents',
          'partners',
          partner.partnerId,
          'gstCertificate',
        ),
      ),
    ).toEqual([]);

    const own = await readJson(await partner.client.request(`/api/partners/${partner.partnerId}`));
    expect(own.gstCertificateUrl).toBeNull();
    expect(own.rejections).toEqual([
      expect.objectContaining({
        target: 'gstCertificate',
        reason: 'The certificate is cut off at the bottom.',
      }),
    ]);
    const [mail] = (await mailsTo(partner.email)).filter((m) => /not accepted/.test(m.subject));
    expect(mail?.text).toContain(`/dashboard/${partner.partnerId}#document-gstCertificate`);

    await partner.client.request(`/api/partners/${partner.partnerId}/upload`, {
      body: uploadForm('gstCertificate', pngBytes, 'gst-again.png'),
    });
    const again = await readJson(await operator.client.request(admin(partner.partnerId)));
    expect(again.stage).toBe('waitingForKyc');
    expect(again.partner.rejections).toEqual([]);
    expect(again.audit[0]).toMatchObject({
      actorRole: 'partner',
      subject: 'gstCertificate',
      from: 'rejected',
      to: 'uploaded',
    });
  });

  it('answers 404 for an unknown partner, verification or document not on file, 400 for bad input', async () => {
    const partner = await submittedPartner(server.url);
    expect(
      (await operator.client.request(admin('00000000-0000-4000-8000-000000000000'))).status,
    ).toBe(404);
    expect((await act(partner.partnerId, '/review/mood', { decision: 'approve' })).status).toBe(
      404,
    );
    const notOnFile = await act(
      partner.partnerId,
      '/documents/panCard/rejection',
      { reason: 'x' },
      'POST',
    );
    expect(notOnFile.status).toBe(404);
    expect((await readJson(notOnFile)).message).toBe(
      'There is no such document on file to turn down.',
    );
    const badVideo = await act(partner.partnerId, '/video', { videoUrl: 'javascript:alert(1)' });
    expect(badVideo.status).toBe(400);
    expect((await readJson(badVideo)).message).toBe(
      'Video URL must be an http:// or https:// address',
    );
    expect(await auditRows(partner.partnerId)).toHaveLength(3);
  });

  it('cannot be done by a partner to themselves, through any route', async () => {
    const partner = await submittedPartner(server.url);
    const ownUpdate = await partner.client.request(`/api/partners/${partner.partnerId}`, {
      method: 'PUT',
      json: profileUpdate(partner.email, { kycStatus: 'AKYC', status: 'approved' }),
    });
    expect(ownUpdate.status).toBe(400);
    const [row] = await database.db
      .select()
      .from(partnerAudit)
      .where(
        and(eq(partnerAudit.partnerId, partner.partnerId), eq(partnerAudit.subject, 'kycStatus')),
      );
    expect(row).toBeUndefined();
  });
});
