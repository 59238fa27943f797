import {
  type AadhaarQrAttempt,
  type AadhaarQrAttemptSummary,
  aadhaarQrWarningsShown,
  qrResultNow,
} from '@shata/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aadhaarQrAttempts } from './schema';

/**
 * A partner's Secure QR attempts to warn operators of: forged ones, and
 * signed ones for another number than the profile's (`aadhaarNumber`; with
 * none, those judged a mismatch when read). Judged now, as the kept check is.
 */
function warningConditions(aadhaarNumber: string | null): { forged: SQL; mismatched: SQL } {
  const forged = sql`${aadhaarQrAttempts.result} = 'signatureInvalid'`;
  const last4 = aadhaarNumber?.slice(-4);
  const mismatched = last4
    ? sql`(${aadhaarQrAttempts.result} <> 'signatureInvalid' and ${aadhaarQrAttempts.last4} is distinct from ${last4})`
    : sql`${aadhaarQrAttempts.result} = 'mismatch'`;
  return { forged, mismatched };
}

/** How many forged and mismatched attempts partner `partnerId` has, and when the latest of each was read. */
export async function qrAttemptSummary(
  db: Db,
  partnerId: string,
  aadhaarNumber: string | null,
): Promise<AadhaarQrAttemptSummary> {
  const { forged, mismatched } = warningConditions(aadhaarNumber);
  const latest = (condition: SQL) =>
    sql<
      string | null
    >`to_char(max(${aadhaarQrAttempts.checkedAt}) filter (where ${condition}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const [row] = await db
    .select({
      forgedCount: sql<number>`(count(*) filter (where ${forged}))::int`,
      forgedAt: latest(forged),
      mismatchedCount: sql<number>`(count(*) filter (where ${mismatched}))::int`,
      mismatchedAt: latest(mismatched),
    })
    .from(aadhaarQrAttempts)
    .where(eq(aadhaarQrAttempts.partnerId, partnerId));
  return {
    forged: { count: row?.forgedCount ?? 0, latestAt: row?.forgedAt ?? null },
    mismatched: { count: row?.mismatchedCount ?? 0, latestAt: row?.mismatchedAt ?? null },
  };
}

/** The latest forged or mismatched attempts of partner `partnerId`, newest first, as operators see them. */
export async function qrWarnings(
  db: Db,
  partnerId: string,
  aadhaarNumber: string | null,
): Promise<AadhaarQrAttempt[]> {
  const { forged, mismatched } = warningConditions(aadhaarNumber);
  const rows = await db
    .select()
    .from(aadhaarQrAttempts)
    .where(and(eq(aadhaarQrAttempts.partnerId, partnerId), sql`(${forged} or ${mismatched})`))
    .orderBy(desc(aadhaarQrAttempts.checkedAt), desc(aadhaarQrAttempts.id))
    .limit(aadhaarQrWarningsShown);
  return rows.map((row) => ({
    result: qrResultNow(row, aadhaarNumber),
    source: row.source,
    checkedAt: row.checkedAt.toISOString(),
    last4: row.last4,
    signerFingerprint: row.signerFingerprint,
  }));
}
