import type { AuditEntry, AuditSubject } from '@shata/domain';
import { desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { partnerAudit } from './schema';

interface AuditChange {
  subject: AuditSubject;
  from: string | null;
  to: string | null;
  reason?: string | null;
}

/** Writes one line of the partner's audit trail; call it in the transaction of the change. */
export async function recordAudit(
  db: Db,
  partnerId: string,
  actor: SessionUser,
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

/** The partner's audit trail, newest first. */
export async function auditTrail(db: Db, partnerId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(partnerAudit)
    .where(eq(partnerAudit.partnerId, partnerId))
    .orderBy(desc(partnerAudit.createdAt), desc(partnerAudit.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actorEmail: row.actorEmail,
    actorRole: row.actorRole,
    subject: row.subject,
    from: row.fromValue,
    to: row.toValue,
    reason: row.reason,
  }));
}
