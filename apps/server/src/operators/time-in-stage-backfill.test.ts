import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { serverPackageRoot } from '../package-root';
import { partnerAudit, partners } from '../partners/schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The backfill's statements, found by name: its number changes as migrations are merged. */
async function backfillStatements(): Promise<string[]> {
  const folder = path.join(serverPackageRoot, 'drizzle');
  const file = (await readdir(folder)).find((name) => name.endsWith('_time_in_stage_backfill.sql'));
  if (!file) throw new Error('no time-in-stage backfill migration');
  const text = await readFile(path.join(folder, file), 'utf8');
  return text.split('--> statement-breakpoint');
}

const at = (iso: string) => new Date(iso);

async function partner(values: Partial<typeof partners.$inferInsert>) {
  const [row] = await database.db
    .insert(partners)
    .values({ personalEmail: `p${Math.random()}@example.com`, ...values })
    .returning({ id: partners.id });
  if (!row) throw new Error('no partner');
  return row.id;
}

async function audit(partnerId: string, subject: string, createdAt: string) {
  await database.db.insert(partnerAudit).values({
    partnerId,
    actorUserId: 'op-1',
    actorEmail: 'ops@shata.example',
    actorRole: 'admin',
    subject: subject as typeof partnerAudit.$inferInsert.subject,
    fromValue: null,
    toValue: 'x',
    createdAt: at(createdAt),
  });
}

describe('the time-in-stage backfill', () => {
  it('estimates each partner’s step and entry from the stage, the submission and the audit trail', async () => {
    const created = '2026-01-01T00:00:00.000Z';
    const submitted = '2026-01-05T00:00:00.000Z';
    const common = { createdAt: at(created), submittedAt: at(submitted) };
    const noVideo = await partner({ ...common, stage: 'waitingForKyc' });
    const kyc = await partner({ ...common, stage: 'waitingForKyc', videoUrl: 'https://v/1' });
    await audit(kyc, 'videoUrl', '2026-01-07T00:00:00.000Z');
    const company = await partner({ ...common, stage: 'companyVerification' });
    await audit(company, 'kycStatus', '2026-01-09T00:00:00.000Z');
    // A booking is no stage change.
    await audit(company, 'booking', '2026-02-01T00:00:00.000Z');
    const visit = await partner({ ...common, stage: 'inPersonVerification', ipvStatus: null });
    const final = await partner({
      ...common,
      stage: 'inPersonVerification',
      ipvStatus: ' Approved ',
    });
    await audit(final, 'ipvStatus', '2026-01-11T00:00:00.000Z');
    const incomplete = await partner({ createdAt: at(created), stage: 'profileIncomplete' });

    for (const statement of await backfillStatements())
      await database.db.execute(sql.raw(statement));

    const read = async (id: string) => {
      const [row] = await database.db
        .select({ step: partners.awaitedStep, since: partners.stageEnteredAt })
        .from(partners)
        .where(eq(partners.id, id));
      return { step: row?.step ?? null, since: row?.since.toISOString() };
    };
    expect(await read(noVideo)).toEqual({ step: null, since: submitted });
    expect(await read(kyc)).toEqual({ step: 'kyc', since: '2026-01-07T00:00:00.000Z' });
    expect(await read(company)).toEqual({
      step: 'companyVerification',
      since: '2026-01-09T00:00:00.000Z',
    });
    expect(await read(visit)).toEqual({ step: 'inPersonVerification', since: submitted });
    expect(await read(final)).toEqual({ step: 'finalApproval', since: '2026-01-11T00:00:00.000Z' });
    expect(await read(incomplete)).toEqual({ step: null, since: created });
  });
});
