import {
  aadhaarQrAttemptFindings,
  aadhaarQrFindings,
  comparableIdentifiers,
  duplicateFinding,
  type IdentifierField,
  type PartnerFinding,
  partnerDisplayName,
  partnerNumberChecks,
  problemCount,
  qrNameCheck,
  qrResultNow,
  sortFindings,
} from '@shata/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { qrAttemptSummary } from '../aadhaar-qr/attempts';
import { aadhaarQrChecks } from '../aadhaar-qr/schema';
import type { Db } from '../db/client';
import type { AadhaarCipher } from '../partners/aadhaar-cipher';
import { partners } from '../partners/schema';
import { partnerChecks, partnerIdentifiers } from './schema';

type PartnerRow = typeof partners.$inferSelect;

/** The keyed digest a number is stored and found by: of its field and its comparable form. */
export function identifierDigest(cipher: AadhaarCipher, field: IdentifierField, value: string) {
  return cipher.keyedDigest(`${field}:${value}`);
}

/** The partner's identifying numbers, each as a keyed digest of its field and comparable form. */
function identifierDigests(row: PartnerRow, aadhaarNumber: string | null, cipher: AadhaarCipher) {
  const compared = comparableIdentifiers({
    aadhaar: aadhaarNumber,
    pan: row.panNo,
    gstin: row.gstNo,
    cin: row.cinNo,
    llpin: row.llpinNo,
    mobile: row.mobileNo,
  });
  return Object.entries(compared).map(([field, value]) => ({
    field: field as IdentifierField,
    digest: identifierDigest(cipher, field as IdentifierField, value),
  }));
}

/** The advisory lock every refresh of checks holds: any number, so no key of ours is like it. */
const checksLockKey = 7_301_946_215;

/**
 * Takes the lock that refreshes of checks take in turn, for the rest of the
 * transaction. A partner change that refreshes checks takes it first, before
 * any partner row is locked (`changePartner` does): a refresh also writes
 * the rows of the partners its duplicates name, so two refreshes at once
 * could each wait on a row the other holds, or miss the number the other is
 * writing. Refreshes are rare (a profile saved, a QR checked) and short.
 */
export async function lockChecks(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${checksLockKey})`);
}

/** Replaces the partner's digests. */
async function storeIdentifiers(
  db: Db,
  partnerId: string,
  digests: { field: IdentifierField; digest: string }[],
) {
  await db.delete(partnerIdentifiers).where(eq(partnerIdentifiers.partnerId, partnerId));
  if (digests.length > 0) {
    await db.insert(partnerIdentifiers).values(digests.map((digest) => ({ partnerId, ...digest })));
  }
}

/** Enough to name them and follow them up: a number shared by hundreds is one problem, not hundreds. */
const maxDuplicatesPerNumber = 20;

/** The other partners sharing one of `partnerId`'s digests, by field, the earliest first for each. */
async function duplicatesOf(db: Db, partnerId: string) {
  const own = await db
    .select({ field: partnerIdentifiers.field, digest: partnerIdentifiers.digest })
    .from(partnerIdentifiers)
    .where(eq(partnerIdentifiers.partnerId, partnerId));
  const duplicates = [];
  // One query a number, so a number many share cannot crowd another's out.
  for (const { field, digest } of own) {
    const sharing = await db
      .select({
        field: partnerIdentifiers.field,
        id: partners.id,
        name: partners.name,
        companyName: partners.companyName,
        personalEmail: partners.personalEmail,
      })
      .from(partnerIdentifiers)
      .innerJoin(partners, eq(partners.id, partnerIdentifiers.partnerId))
      .where(
        and(
          eq(partnerIdentifiers.field, field),
          eq(partnerIdentifiers.digest, digest),
          ne(partnerIdentifiers.partnerId, partnerId),
        ),
      )
      .orderBy(partners.createdAt)
      .limit(maxDuplicatesPerNumber);
    duplicates.push(...sharing);
  }
  return duplicates;
}

/** Recomputes one partner's findings; answers the partners its duplicates name. */
async function refreshOne(
  db: Db,
  cipher: AadhaarCipher,
  partnerId: string,
  now: Date,
  { storeDigests }: { storeDigests: boolean },
): Promise<string[]> {
  const [row] = await db.select().from(partners).where(eq(partners.id, partnerId));
  if (!row) return [];
  const [qr] = await db
    .select()
    .from(aadhaarQrChecks)
    .where(eq(aadhaarQrChecks.partnerId, partnerId));
  const aadhaarNumber = row.aadhaarNoEncrypted ? cipher.decrypt(row.aadhaarNoEncrypted) : null;
  if (storeDigests) {
    await storeIdentifiers(db, partnerId, identifierDigests(row, aadhaarNumber, cipher));
  }
  const qrResult = qr && qrResultNow(qr, aadhaarNumber);
  if (qr && qrResult && qrResult !== qr.result) {
    await db
      .update(aadhaarQrChecks)
      .set({ result: qrResult })
      .where(eq(aadhaarQrChecks.partnerId, partnerId));
  }
  const duplicates = await duplicatesOf(db, partnerId);
  const byField = new Map<IdentifierField, typeof duplicates>();
  for (const duplicate of duplicates) {
    byField.set(duplicate.field, [...(byField.get(duplicate.field) ?? []), duplicate]);
  }
  const findings = sortFindings([
    ...[...byField].map(([field, others]) =>
      duplicateFinding(
        field,
        others.map((other) => ({
          id: other.id,
          name: other.companyName?.trim() || partnerDisplayName(other),
        })),
      ),
    ),
    ...aadhaarQrFindings(qrResult),
    ...aadhaarQrAttemptFindings(qrResult, await qrAttemptSummary(db, partnerId, aadhaarNumber)),
    ...partnerNumberChecks(
      {
        state: row.companyAddress?.state,
        gstNo: row.gstNo,
        panNo: row.panNo,
        cinNo: row.cinNo,
        businessType: row.businessType,
        llpinNo: row.llpinNo,
      },
      now,
    ),
    ...[qrNameCheck(qr?.name, row.name)].filter((finding) => finding !== null),
  ]);
  const [previous] = await db
    .select({ findings: partnerChecks.findings })
    .from(partnerChecks)
    .where(eq(partnerChecks.partnerId, partnerId));
  const values = { findings, checkedAt: now };
  await db
    .insert(partnerChecks)
    .values({ partnerId, ...values })
    .onConflictDoUpdate({ target: partnerChecks.partnerId, set: values });
  const problems = problemCount(findings);
  if (problems !== row.problemCount) {
    await db.update(partners).set({ problemCount: problems }).where(eq(partners.id, partnerId));
  }
  const related = (list: readonly PartnerFinding[] | undefined) =>
    (list ?? []).flatMap((finding) => finding.relatedPartnerIds ?? []);
  return [...new Set([...related(previous?.findings), ...related(findings)])];
}

/**
 * Recomputes what the checks find on a partner, and on every partner a
 * duplicate joined them to before or now, so both sides of a shared number
 * say so and neither keeps saying it once it is changed. Call it in the
 * transaction of every change to a field the checks read.
 */
export async function refreshChecks(
  db: Db,
  cipher: AadhaarCipher,
  partnerId: string,
  now = new Date(),
): Promise<void> {
  // Held already when the caller took it first, as it should; taken here otherwise.
  await lockChecks(db);
  const related = await refreshOne(db, cipher, partnerId, now, { storeDigests: true });
  for (const other of related) {
    await refreshOne(db, cipher, other, now, { storeDigests: false });
  }
}

/** What the checks last found on a partner, problems first; none before their first change. */
export async function partnerFindings(db: Db, partnerId: string): Promise<PartnerFinding[]> {
  const [row] = await db
    .select({ findings: partnerChecks.findings })
    .from(partnerChecks)
    .where(eq(partnerChecks.partnerId, partnerId));
  return row?.findings ?? [];
}

/**
 * Checks every partner who has none yet (those from before checks existed),
 * a batch at a time, each in its own transaction, so a portal upgraded over
 * existing partners finds their duplicates and problems too.
 */
export async function checkUncheckedPartners(
  db: Db,
  cipher: AadhaarCipher,
  { batchSize = 100 }: { batchSize?: number } = {},
): Promise<number> {
  let checked = 0;
  for (;;) {
    const batch = await db
      .select({ id: partners.id })
      .from(partners)
      .where(
        sql`not exists (select 1 from ${partnerChecks} where ${partnerChecks.partnerId} = ${partners.id})`,
      )
      .limit(batchSize);
    for (const { id } of batch) {
      await db.transaction((tx) => refreshChecks(tx, cipher, id));
    }
    checked += batch.length;
    if (batch.length < batchSize) return checked;
  }
}
