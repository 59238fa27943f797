import {
  decisionWords,
  isDecisionTaken,
  messages,
  operatorPermissions,
  type ReviewDecision,
  type ReviewField,
  reviewFields,
} from '@shata/domain';
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { user } from '../auth/schema';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { PartnerRow } from '../partners/access';
import { partnerAudit } from '../partners/schema';

/** The newest audit line of the partner's that set `field` (to `value`, when given). */
async function lastDecision(db: Db, partnerId: string, field: ReviewField, value?: string) {
  const [line] = await db
    .select({ actorUserId: partnerAudit.actorUserId, actorEmail: partnerAudit.actorEmail })
    .from(partnerAudit)
    .where(
      and(
        eq(partnerAudit.partnerId, partnerId),
        eq(partnerAudit.subject, field),
        value === undefined ? undefined : eq(partnerAudit.toValue, value),
      ),
    )
    .orderBy(desc(partnerAudit.createdAt), desc(partnerAudit.id))
    .limit(1);
  return line;
}

/** The e-mails of the active operators other than `operator` who may give the final approval. */
export async function otherApprovers(db: Db, operatorId: string): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(
      and(
        inArray(user.role, [...operatorPermissions.finalApproval]),
        ne(user.id, operatorId),
        isNull(user.disabledAt),
      ),
    )
    .orderBy(asc(user.email));
  return rows.map((row) => row.email);
}

/**
 * Refuses with 409 `decision_already_taken`, naming it and who took it, a
 * decision overruling one taken since the operator looked. Given the
 * partner's row read under its lock, which makes the second of two decisions
 * at once wait for the first and find it, on PGlite as on PostgreSQL.
 */
export async function refuseTakenDecision(
  tx: Db,
  row: PartnerRow,
  field: ReviewField,
  decision: ReviewDecision,
): Promise<void> {
  const current = row[field];
  if (isDecisionTaken(current, decision)) {
    const by = await lastDecision(tx, row.id, field);
    const label = messages.review.fieldLabels[field];
    throw new HttpError(
      409,
      'decision_already_taken',
      messages.review.decisionAlreadyTaken(
        label,
        decisionWords(field, current),
        by?.actorEmail ?? null,
      ),
    );
  }
}

/**
 * Four eyes (issue 30): refuses with 409 `four_eyes_required`, naming who
 * else may give it, the final approval by the operator whose approval of
 * company verification is the partner's latest. Turning down takes no second pair.
 */
export async function refuseSameApprover(
  tx: Db,
  operator: SessionUser,
  row: PartnerRow,
  field: ReviewField,
  decision: ReviewDecision,
): Promise<void> {
  if (field !== 'status' || decision.decision !== 'approve') return;
  const companyVerifier = await lastDecision(tx, row.id, 'cvStatus', reviewFields.cvStatus);
  if (companyVerifier?.actorUserId === operator.id) {
    throw new HttpError(
      409,
      'four_eyes_required',
      messages.review.fourEyesRequired(await otherApprovers(tx, operator.id)),
    );
  }
}
