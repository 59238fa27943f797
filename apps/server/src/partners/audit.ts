import {
  type AuditActorRole,
  type AuditPage,
  type AuditSubject,
  auditPageSize,
  messages,
} from '@shata/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { decodeCursor, encodeCursor, isCalendarDay } from '../http/cursor';
import { partnerAudit } from './schema';

/** Who an audit line names: a signed-in user, or an API key (`apiKeyActor`). */
export interface AuditActor {
  id: string;
  email: string;
  role: AuditActorRole;
}

export interface AuditChange {
  subject: AuditSubject;
  from: string | null;
  to: string | null;
  reason?: string | null;
}

/** Writes one line of the partner's audit trail; call it in the transaction of the change. */
export async function recordAudit(
  db: Db,
  partnerId: string,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await db.insert(partnerAudit).values({
    partnerId,
    actorUserId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    subject: change.subject,
    fromValue: change.from,
    toValue: change.to,
    reason: change.reason ?? null,
  });
}

/**
 * When a line was written, to the microsecond and in UTC: the cursor's key must
 * be exact, and a JavaScript Date keeps milliseconds only, so lines written in
 * the same millisecond would be skipped or shown twice.
 */
const exactTime = sql<string>`to_char(${partnerAudit.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const instant = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

/** An instant as `exactTime` writes it, on a day PostgreSQL takes. */
const isInstant = (text: string) => isCalendarDay(instant.exec(text)?.[1] ?? '');

/**
 * A page of the partner's audit trail, newest first: the latest, or those
 * older than `before` (a cursor this gave; 400 if it is not one). The index
 * on (partner_id, created_at, id), read backwards, finds a page, however long the trail.
 */
export async function auditPage(db: Db, partnerId: string, before?: string): Promise<AuditPage> {
  const after =
    before === undefined
      ? undefined
      : decodeCursor(before, isInstant, messages.review.auditCursorInvalid);
  const rows = await db
    .select({ line: partnerAudit, exactTime })
    .from(partnerAudit)
    .where(
      and(
        eq(partnerAudit.partnerId, partnerId),
        after &&
          sql`(${partnerAudit.createdAt}, ${partnerAudit.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(partnerAudit.createdAt), desc(partnerAudit.id))
    .limit(auditPageSize + 1);
  const page = rows.slice(0, auditPageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ line }) => ({
      id: line.id,
      at: line.createdAt.toISOString(),
      actorEmail: line.actorEmail,
      actorRole: line.actorRole,
      subject: line.subject,
      from: line.fromValue,
      to: line.toValue,
      reason: line.reason,
    })),
    nextCursor:
      rows.length > auditPageSize && last
        ? encodeCursor({ key: last.exactTime, id: last.line.id })
        : null,
  };
}
