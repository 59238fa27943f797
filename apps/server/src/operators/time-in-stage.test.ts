import type { PartnerQueuePage, TimeInStage } from '@shata/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, readJson } from '../../test/http-client';
import { signedInOperator, submittedPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';

/** An instant given as Kolkata's wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);

// Monday 4 January 2027; Tuesday the 5th is a holiday. The KYC check usually takes 1 working day.
const monday = ist('2027-01-04T10:00:00');

let server: TestApp;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({
    database,
    env: { TRUST_PROXY: 'true', HOLIDAYS: '2027-01-05', STAGE_MAIL_MERGE_MS: '0' },
  });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The operator signs in at the clock's time, for each look: a session idle
 * for more than 15 minutes of the fake clock has ended, as it should.
 */
async function operatorAt(local: string): Promise<Browser> {
  vi.setSystemTime(ist(local));
  return (await signedInOperator(server.url, database)).client;
}

async function queue(client: Browser, query = ''): Promise<PartnerQueuePage> {
  const response = await client.request(`/api/admin/partners${query}`);
  expect(response.status).toBe(200);
  return readJson(response);
}

const timeOf = (page: PartnerQueuePage, id: string): TimeInStage | undefined =>
  page.items.find((item) => item._id === id)?.timeInStage;

const act = (client: Browser, id: string, route: string, json: unknown) =>
  client.request(`/api/admin/partners/${id}${route}`, { method: 'PUT', json });

describe('time in stage, in working days, with a holiday', () => {
  it('starts when the operators’ turn begins, skips the holiday and the weekend, and marks the overdue', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2027-01-01T09:00:00'));
    const early = await submittedPartner(server.url);
    const late = await submittedPartner(server.url);
    let operator = await operatorAt('2027-01-04T10:00:00');

    // Submitted without the recording: the partner's turn, never overdue.
    expect(timeOf(await queue(operator), early.partnerId)).toEqual({
      since: ist('2027-01-01T09:00:00').toISOString(),
      workingDays: 1,
      awaitedStep: null,
      expectedDays: null,
      overdue: false,
    });

    expect(
      (await act(operator, early.partnerId, '/video', { videoUrl: 'https://kyc.example/1' }))
        .status,
    ).toBe(200);
    operator = await operatorAt('2027-01-04T15:00:00');
    expect(
      (await act(operator, late.partnerId, '/video', { videoUrl: 'https://kyc.example/2' })).status,
    ).toBe(200);
    // Another recording in the same step keeps the clock.
    operator = await operatorAt('2027-01-04T16:00:00');
    await act(operator, early.partnerId, '/video', { videoUrl: 'https://kyc.example/1b' });

    // Wednesday: Tuesday was a holiday, so one working day, as promised.
    operator = await operatorAt('2027-01-06T11:00:00');
    let page = await queue(operator);
    expect(timeOf(page, early.partnerId)).toEqual({
      since: monday.toISOString(),
      workingDays: 1,
      awaitedStep: 'kyc',
      expectedDays: 1,
      overdue: false,
    });
    expect((await queue(operator, '?overdue=true')).items).toEqual([]);
    expect((await queue(operator, '?overdue=false')).total).toBe(2);

    // Thursday: two working days, past the one the status screen promises.
    operator = await operatorAt('2027-01-07T09:00:00');
    page = await queue(operator, '?overdue=true');
    expect(page.total).toBe(2);
    expect(timeOf(page, early.partnerId)).toMatchObject({ workingDays: 2, overdue: true });
    const detail = await readJson(await operator.request(`/api/admin/partners/${late.partnerId}`));
    expect(detail.timeInStage).toMatchObject({
      since: ist('2027-01-04T15:00:00').toISOString(),
      workingDays: 2,
      overdue: true,
    });

    // Approved, the partner enters company verification: 2 working days expected, counted from now.
    const approved = await act(operator, late.partnerId, '/review/kycStatus', {
      decision: 'approve',
    });
    expect((await readJson(approved)).timeInStage).toEqual({
      since: ist('2027-01-07T09:00:00').toISOString(),
      workingDays: 0,
      awaitedStep: 'companyVerification',
      expectedDays: 2,
      overdue: false,
    });
    page = await queue(operator, '?overdue=true');
    expect(page.items.map((item) => item._id)).toEqual([early.partnerId]);

    // Longest in their stage first, waiting on operators before the rest: the earlier KYC, then the later stage.
    const sorted = await queue(operator, '?sort=timeInStage');
    expect(sorted.items.map((item) => item._id)).toEqual([early.partnerId, late.partnerId]);
  });

  it('counts the final approval as a step of its own once the in-person visit is approved', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const partner = await submittedPartner(server.url);
    const operator = await operatorAt('2027-01-11T10:00:00');
    await act(operator, partner.partnerId, '/video', { videoUrl: 'https://kyc.example/3' });
    for (const field of ['kycStatus', 'cvStatus']) {
      await act(operator, partner.partnerId, `/review/${field}`, { decision: 'approve' });
    }
    const visitor = await operatorAt('2027-01-13T10:00:00');
    const visited = await act(visitor, partner.partnerId, '/review/ipvStatus', {
      decision: 'approve',
    });
    const detail = await readJson(visited);
    expect(detail.stage).toBe('inPersonVerification');
    expect(detail.timeInStage).toMatchObject({
      since: ist('2027-01-13T10:00:00').toISOString(),
      awaitedStep: 'finalApproval',
      expectedDays: 1,
    });
  });

  it('refuses a sort or an overdue filter it does not know', async () => {
    const operator = (await signedInOperator(server.url, database)).client;
    for (const query of ['?sort=name', '?overdue=yes']) {
      const response = await operator.request(`/api/admin/partners${query}`);
      expect(response.status, query).toBe(400);
      expect((await readJson(response)).code).toBe('validation_failed');
    }
  });
});
