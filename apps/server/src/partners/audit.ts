import {
  type AuditActorRole,
  type AuditPage,
  type AuditSubject,
  auditPageSize,
  messages,
} from '@shata/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exactTimeOf, olderThan, pageOf } from '../http/newest-first';
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
 * A page of the partner's audit trail, newest first: the latest, or those
 * older than `before` (a cursor this gave; 400 if it is not one). The index
 * on (partner_id, created_at, id), read backwards, finds a page, however long the trail.
 */
export async function auditPage(db: Db, partnerId: string, before?: string): Promise<AuditPage> {
  const exactTime = exactTimeOf(partnerAudit.createdAt);
  const rows = await db
    .select({ line: partnerAudit, exactTime })
    .from(partnerAudit)
    .where(
      and(
        eq(partnerAudit.partnerId, partnerId),
        olderThan(
          before,
          messages.review.auditCursorInvalid,
          partnerAudit.createdAt,
          partnerAudit.id,
        ),
      ),
    )
    .orderBy(desc(partnerAudit.createdAt), desc(partnerAudit.id))
    .limit(auditPageSize + 1);
  const page = pageOf(rows, auditPageSize, (row) => ({ key: row.exactTime, id: row.line.id }));
  return {
    items: page.rows.map(({ line }) => ({
      id: line.id,
      at: line.createdAt.toISOString(),
      actorEmail: line.actorEmail,
      actorRole: line.actorRole,
      subject: line.subject,
      from: line.fromValue,
      to: line.toValue,
      reason: line.reason,
    })),
    nextCursor: page.nextCursor,
  };
}
