import { messages, type OperatorRole } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, readJson } from '../../test/http-client';
import { promoteToOperator, signedInOperator, submittedPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { partnerAudit, partners } from '../partners/schema';

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
let reviewer: { client: Browser; email: string };
let approver: { client: Browser; email: string };
let secondApprover: { client: Browser; email: string };
let admin: { client: Browser; email: string };

async function operatorAs(role: OperatorRole) {
  const operator = await signedInOperator(server.url, database);
  await promoteToOperator(database, operator.email, role);
  return operator;
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  reviewer = await operatorAs('reviewer');
  approver = await operatorAs('approver');
  secondApprover = await operatorAs('approver');
  admin = await operatorAs('admin');
});
afterAll(() => server.close());

const decide = (operator: { client: Browser }, partnerId: string, field: string, body: object) =>
  operator.client.request(`/api/admin/partners/${partnerId}/review/${field}`, {
    method: 'PUT',
    json: body,
  });

/** A submitted partner whose video is in, with the stages up to `until` approved by `by`. */
async function partnerApprovedUpTo(
  fields: ReadonlyArray<[string, { client: Browser }]>,
): Promise<string> {
  const { partnerId } = await submittedPartner(server.url);
  const video = await reviewer.client.request(`/api/admin/partners/${partnerId}/video`, {
    method: 'PUT',
    json: { videoUrl: 'https://kyc.example/v/1' },
  });
  expect(video.status).toBe(200);
  for (const [field, by] of fields) {
    expect((await decide(by, partnerId, field, { decision: 'approve' })).status, field).toBe(200);
  }
  return partnerId;
}

const finalStatus = async (partnerId: string) =>
  (await database.db.select().from(partners).where(eq(partners.id, partnerId)))[0]?.status;

describe('the final approval', () => {
  it('is an approver’s: a reviewer may decide every other stage, and neither approve nor turn down the last', async () => {
    const partnerId = await partnerApprovedUpTo([
      ['kycStatus', reviewer],
      ['cvStatus', reviewer],
      ['ipvStatus', reviewer],
    ]);
    for (const body of [{ decision: 'approve' }, { decision: 'reject', reason: 'Not for us.' }]) {
      const refused = await decide(reviewer, partnerId, 'status', body);
      expect(refused.status).toBe(403);
      expect(await readJson(refused)).toMatchObject({
        code: 'role_not_allowed',
        message: messages.review.roleNotAllowed,
      });
    }
    expect(await finalStatus(partnerId)).toBeNull();
    expect((await decide(approver, partnerId, 'status', { decision: 'approve' })).status).toBe(200);
    expect(await finalStatus(partnerId)).toBe('approved');
  });

  it('needs four eyes: refused with 409 to whoever approved company verification, naming who else may give it', async () => {
    const partnerId = await partnerApprovedUpTo([
      ['kycStatus', reviewer],
      ['cvStatus', approver],
      ['ipvStatus', approver],
    ]);
    const alone = await decide(approver, partnerId, 'status', { decision: 'approve' });
    expect(alone.status).toBe(409);
    const others = [secondApprover.email, admin.email].sort();
    expect(await readJson(alone)).toMatchObject({
      code: 'four_eyes_required',
      message: messages.review.fourEyesRequired(others),
    });
    expect(await finalStatus(partnerId)).toBeNull();
    const second = await decide(secondApprover, partnerId, 'status', { decision: 'approve' });
    expect(second.status).toBe(200);
    expect((await readJson(second)).audit[0]).toMatchObject({
      subject: 'status',
      actorEmail: secondApprover.email,
    });
  });

  it('goes by the latest approval of company verification, and lets its approver turn the partner down', async () => {
    const partnerId = await partnerApprovedUpTo([['kycStatus', reviewer]]);
    const rejection = { decision: 'reject', reason: 'Wrong certificate.' };
    expect((await decide(approver, partnerId, 'cvStatus', rejection)).status).toBe(200);
    // Approved once the partner sent the right one, by an admin: theirs is the approval that counts.
    const approval = { decision: 'approve', from: 'rejected' };
    expect((await decide(admin, partnerId, 'cvStatus', approval)).status).toBe(200);
    expect((await decide(approver, partnerId, 'ipvStatus', { decision: 'approve' })).status).toBe(
      200,
    );
    const alone = await decide(admin, partnerId, 'status', { decision: 'approve' });
    expect(await readJson(alone)).toMatchObject({ code: 'four_eyes_required' });
    // Turning the partner down takes no second pair of eyes.
    const turnedDown = await decide(admin, partnerId, 'status', rejection);
    expect(turnedDown.status).toBe(200);
    expect(await finalStatus(partnerId)).toBe('rejected');
  });
});

describe('two operators deciding at once', () => {
  it('lets one decision through and answers the other 409 with the first’s decision and who took it', async () => {
    for (const [first, second] of [
      [{ decision: 'approve' }, { decision: 'reject', reason: 'Face does not match.' }],
      [{ decision: 'reject', reason: 'Face does not match.' }, { decision: 'approve' }],
      [{ decision: 'approve' }, { decision: 'approve' }],
    ]) {
      const partnerId = await partnerApprovedUpTo([]);
      // Both decide on the page they opened, which showed the stage undecided.
      const answers = await Promise.all([
        decide(reviewer, partnerId, 'kycStatus', { ...first, from: null }),
        decide(approver, partnerId, 'kycStatus', { ...second, from: null }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers[0]?.status === 200 ? reviewer : approver;
      const loser = answers[0]?.status === 200 ? answers[1] : answers[0];
      const [row] = await database.db.select().from(partners).where(eq(partners.id, partnerId));
      const found = row?.kycStatus === 'AKYC' ? 'KYC approved' : 'KYC check not approved';
      expect(await readJson(loser as Response)).toMatchObject({
        code: 'decision_already_taken',
        message: messages.review.decisionAlreadyTaken('KYC check', found, winner.email),
      });
      const lines = await database.db
        .select()
        .from(partnerAudit)
        .where(eq(partnerAudit.partnerId, partnerId));
      expect(lines.filter((line) => line.subject === 'kycStatus')).toHaveLength(1);
    }
  });

  it('takes a decision over another only when it names the one it replaces', async () => {
    const partnerId = await partnerApprovedUpTo([['kycStatus', reviewer]]);
    const again = await decide(approver, partnerId, 'kycStatus', { decision: 'approve' });
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe(
      messages.review.decisionAlreadyTaken('KYC check', 'KYC approved', reviewer.email),
    );
    const turnedDown = { decision: 'reject', reason: 'No office at the address.' };
    expect((await decide(reviewer, partnerId, 'cvStatus', turnedDown)).status).toBe(200);
    expect((await decide(approver, partnerId, 'cvStatus', { decision: 'approve' })).status).toBe(
      409,
    );
    // Approving a stage turned down is how an operator accepts what the partner put right.
    const putRight = { decision: 'approve', from: 'rejected' };
    expect((await decide(approver, partnerId, 'cvStatus', putRight)).status).toBe(200);
    // A page's value gone stale refuses even that.
    const stale = await decide(reviewer, partnerId, 'ipvStatus', {
      decision: 'approve',
      from: 'rejected',
    });
    expect(stale.status).toBe(409);
    expect((await readJson(stale)).message).toBe(
      messages.review.decisionAlreadyTaken(
        'In-person verification',
        'In-person verification not decided yet',
        null,
      ),
    );
  });
});
