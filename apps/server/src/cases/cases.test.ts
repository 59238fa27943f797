import { type AuditEntry, maxBulkAssign, messages, type PartnerQueuePage } from '@shata/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser, readJson } from '../../test/http-client';
import {
  promoteToOperator,
  signedInOperator,
  signedUpPartner,
  submittedPartner,
} from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { user } from '../auth/schema';
import type { Database } from '../db/client';
import { domainEvents } from '../events/schema';
import { partnerAudit, partnerStageCounts, partners } from '../partners/schema';

let server: TestApp;
let database: Database;

interface Operator {
  client: Browser;
  email: string;
  id: string;
}

async function operator(role: 'reviewer' | 'approver' | 'admin'): Promise<Operator> {
  const { client, email } = await signedInOperator(server.url, database);
  await promoteToOperator(database, email, role);
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return { client, email, id: row.id };
}

let asha: Operator;
let ravi: Operator;
let partnerIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  asha = await operator('admin');
  ravi = await operator('reviewer');
  partnerIds = [];
  for (let index = 0; index < 4; index += 1) {
    partnerIds.push((await submittedPartner(server.url)).partnerId);
  }
});
afterAll(() => server.close());

const post = (client: Browser, path: string, json?: unknown) =>
  client.request(path, { method: 'POST', ...(json === undefined ? {} : { json }) });
const claim = (who: Operator, id: string) => post(who.client, `/api/admin/partners/${id}/claim`);
const release = (who: Operator, id: string) =>
  post(who.client, `/api/admin/partners/${id}/release`);
const assign = (who: Operator, id: string, operatorId: string) =>
  who.client.request(`/api/admin/partners/${id}/assignee`, { method: 'PUT', json: { operatorId } });
const bulk = (who: Operator, ids: string[], operatorId: string) =>
  post(who.client, '/api/admin/assignments', { partnerIds: ids, operatorId });

/** The partner's audit lines of who has the case, oldest first. */
function assigneeLines(partnerId: string) {
  return database.db
    .select({
      actor: partnerAudit.actorEmail,
      from: partnerAudit.fromValue,
      to: partnerAudit.toValue,
    })
    .from(partnerAudit)
    .where(and(eq(partnerAudit.partnerId, partnerId), eq(partnerAudit.subject, 'assignee')))
    .orderBy(asc(partnerAudit.createdAt));
}

async function holders(): Promise<Record<string, string | null>> {
  const rows = await database.db
    .select({ id: partners.id, assignee: partners.assignedOperatorId })
    .from(partners);
  return Object.fromEntries(rows.map((row) => [row.id, row.assignee]));
}

async function queue(who: Operator, query = ''): Promise<PartnerQueuePage> {
  const response = await who.client.request(`/api/admin/partners${query}`);
  expect(response.status).toBe(200);
  return readJson(response);
}

describe('cases', () => {
  it('lets an operator claim a partner nobody has, and refuses a colleague the same case', async () => {
    const [id = ''] = partnerIds;
    const events = () =>
      database.db.select().from(domainEvents).where(eq(domainEvents.partnerId, id));
    const eventsBefore = (await events()).length;
    const [{ updatedAt: updatedBefore } = { updatedAt: new Date(0) }] = await database.db
      .select({ updatedAt: partners.updatedAt })
      .from(partners)
      .where(eq(partners.id, id));
    const claimed = await claim(asha, id);
    expect(claimed.status).toBe(200);
    const detail = await readJson(claimed);
    expect(detail.assignee).toEqual({ id: asha.id, email: asha.email });
    expect(detail.audit[0]).toMatchObject({
      subject: 'assignee',
      actorEmail: asha.email,
      from: null,
      to: asha.email,
    } satisfies Partial<AuditEntry>);

    const taken = await claim(ravi, id);
    expect(taken.status).toBe(409);
    expect(await readJson(taken)).toMatchObject({
      code: 'partner_already_assigned',
      message: messages.cases.alreadyAssigned(asha.email),
    });
    // Claiming one's own case again changes nothing and writes nothing.
    expect((await claim(asha, id)).status).toBe(200);
    expect(await assigneeLines(id)).toEqual([{ actor: asha.email, from: null, to: asha.email }]);
    // The team's bookkeeping: audited, but no event, and the integration API's updatedAt stays.
    expect(await events()).toHaveLength(eventsBefore);
    const [after] = await database.db
      .select({ updatedAt: partners.updatedAt })
      .from(partners)
      .where(eq(partners.id, id));
    expect(after?.updatedAt).toEqual(updatedBefore);
  });

  it('assigns a case to a colleague allowed to review, and nobody else', async () => {
    const [id = ''] = partnerIds;
    const given = await assign(asha, id, ravi.id);
    expect(given.status).toBe(200);
    expect((await readJson(given)).assignee).toEqual({ id: ravi.id, email: ravi.email });
    const partner = await signedUpPartner(server.url);
    const [partnerUser] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, partner.email));
    for (const operatorId of [partnerUser?.id ?? '', 'no-such-user']) {
      const refused = await assign(asha, id, operatorId);
      expect(refused.status, operatorId).toBe(422);
      expect(await readJson(refused)).toMatchObject({
        code: 'assignee_not_operator',
        message: messages.cases.assigneeNotOperator,
      });
    }
    const blank = await assign(asha, id, '  ');
    expect(blank.status).toBe(400);
    expect((await holders())[id]).toBe(ravi.id);
  });

  it('releases a case, whoever has it, back among the unassigned', async () => {
    const [id = ''] = partnerIds;
    const released = await release(asha, id);
    expect(released.status).toBe(200);
    expect((await readJson(released)).assignee).toBeNull();
    expect((await assigneeLines(id)).at(-1)).toEqual({
      actor: asha.email,
      from: ravi.email,
      to: null,
    });
    // Releasing a case nobody has changes nothing.
    expect((await release(ravi, id)).status).toBe(200);
    expect(await assigneeLines(id)).toHaveLength(3);
  });

  it('assigns many at once, each once, or none when one partner does not exist', async () => {
    const [, second = '', third = ''] = partnerIds;
    const before = await holders();
    const unknown = '5b1e7a52-8f4d-4c1e-9a0b-3c2d1e0f9a8b';
    const refused = await bulk(asha, [second, unknown, third], ravi.id);
    expect(refused.status).toBe(404);
    expect(await readJson(refused)).toMatchObject({
      code: 'partner_not_found',
      message: messages.cases.partnersNotFound(1),
    });
    expect(await holders()).toEqual(before);

    const notOperator = await bulk(asha, [second], 'no-such-user');
    expect(notOperator.status).toBe(422);
    const tooMany = await bulk(
      asha,
      Array.from({ length: maxBulkAssign + 1 }, () => crypto.randomUUID()),
      ravi.id,
    );
    expect(tooMany.status).toBe(400);
    expect((await readJson(tooMany)).message).toBe(messages.cases.tooManyPartners(maxBulkAssign));
    expect((await bulk(asha, [], ravi.id)).status).toBe(400);
    expect((await bulk(asha, ['not-an-id'], ravi.id)).status).toBe(400);
    expect(await holders()).toEqual(before);

    const done = await bulk(asha, [second, third, second.toUpperCase()], ravi.id);
    expect(done.status).toBe(200);
    expect(await readJson(done)).toEqual({ assigned: 2 });
    expect(await assigneeLines(second)).toEqual([
      { actor: asha.email, from: null, to: ravi.email },
    ]);
    // Again: both are Ravi's already.
    expect(await readJson(await bulk(asha, [second, third], ravi.id))).toEqual({ assigned: 0 });
  });

  it('shows an operator their cases first, then the unassigned, and each view on request', async () => {
    const [first = '', second = '', third = '', fourth = ''] = partnerIds;
    await claim(asha, fourth);
    const ids = (page: PartnerQueuePage) => page.items.map((item) => item._id);

    // All four wait for KYC (a partner signed up above has not submitted). Ravi has the second and third; the first is nobody's; the fourth is Asha's.
    const mineFirst = await queue(ravi, '?stage=waitingForKyc');
    expect(ids(mineFirst)).toEqual([second, third, first]);
    expect(mineFirst.total).toBe(3);
    expect(mineFirst.items[0]?.assignee).toEqual({ id: ravi.id, email: ravi.email });
    expect(mineFirst.items[2]?.assignee).toBeNull();

    expect(ids(await queue(ravi, '?stage=waitingForKyc&assignee=mine'))).toEqual([second, third]);
    expect(await queue(ravi, '?stage=waitingForKyc&assignee=unassigned')).toMatchObject({
      total: 1,
    });
    expect(ids(await queue(ravi, '?stage=waitingForKyc&assignee=unassigned'))).toEqual([first]);
    const everyone = await queue(ravi, '?stage=waitingForKyc&assignee=everyone');
    expect(ids(everyone)).toEqual([first, second, third, fourth]);
    expect(everyone.items[3]?.assignee).toEqual({ id: asha.id, email: asha.email });
    expect(ids(await queue(asha, '?stage=waitingForKyc'))).toEqual([fourth, first]);

    // The page is cut across the two parts: Ravi's two, then the unassigned.
    const pages = await Promise.all(
      [1, 2, 3].map((page) => queue(ravi, `?stage=waitingForKyc&pageSize=1&page=${page}`)),
    );
    expect(pages.map(ids)).toEqual([[second], [third], [first]]);
    expect(pages.map((page) => page.total)).toEqual([3, 3, 3]);
    // The console's opening view, no filter at all: the same cut, from its statements built once.
    const unassignedFirst = ids(await queue(ravi, '?assignee=unassigned&pageSize=1'));
    const opening = await Promise.all(
      [1, 2, 3].map((page) => queue(ravi, `?pageSize=1&page=${page}`)),
    );
    expect(opening.map(ids)).toEqual([[second], [third], unassignedFirst]);
    expect(opening[0]?.total).toBe(2 + (await queue(ravi, '?assignee=unassigned')).total);
    expect(ids(await queue(asha))).toContain(fourth);
    // The totals without a stage: from the trigger-kept counts, which follow every claim and release.
    const all = await database.db
      .select({ stage: partners.stage, assignee: partners.assignedOperatorId })
      .from(partners);
    expect((await queue(ravi, '?assignee=unassigned')).total).toBe(
      all.filter((row) => row.assignee === null).length,
    );
    expect((await queue(ravi, '?assignee=everyone')).total).toBe(all.length);
    const counts = await database.db.select().from(partnerStageCounts);
    for (const { stage, count, assigned } of counts) {
      const atStage = all.filter((row) => row.stage === stage);
      expect({ stage, count, assigned }).toEqual({
        stage,
        count: atStage.length,
        assigned: atStage.filter((row) => row.assignee !== null).length,
      });
    }
    const bad = await ravi.client.request('/api/admin/partners?assignee=theirs');
    expect(bad.status).toBe(400);
  });

  it('lists the colleagues a case may go to, with their roles, and no partner', async () => {
    const response = await ravi.client.request('/api/admin/assignees');
    expect(response.status).toBe(200);
    const { assignees } = await readJson(response);
    expect(assignees).toEqual(
      expect.arrayContaining([
        { id: asha.id, email: asha.email, role: 'admin' },
        { id: ravi.id, email: ravi.email, role: 'reviewer' },
      ]),
    );
    expect(assignees.every((colleague: { role: string }) => colleague.role !== 'partner')).toBe(
      true,
    );
  });

  it('refuses a partner, and anyone signed out, on every route of cases, changing nothing', async () => {
    const partner = await signedUpPartner(server.url);
    const anonymous = browser(server.url, { ip: '10.99.0.1' });
    const [id = ''] = partnerIds;
    const before = await holders();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/assignees'],
      ['POST', `/api/admin/partners/${id}/claim`],
      ['POST', `/api/admin/partners/${id}/release`],
      ['PUT', `/api/admin/partners/${id}/assignee`, { operatorId: ravi.id }],
      ['POST', '/api/admin/assignments', { partnerIds: [id], operatorId: ravi.id }],
      // The partner's own record too.
      ['POST', `/api/admin/partners/${partner.partnerId}/claim`],
    ];
    for (const [method, path, json] of calls) {
      const asPartner = await partner.client.request(path, { method, json });
      expect(asPartner.status, `${method} ${path}`).toBe(403);
      expect((await readJson(asPartner)).code).toBe('operators_only');
      const signedOut = await anonymous.request(path, { method, json });
      expect(signedOut.status, `${method} ${path}`).toBe(401);
    }
    expect(await holders()).toEqual(before);
  });
});
