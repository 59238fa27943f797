import {
  type BulkAssignResult,
  type CaseAssignee,
  type Colleague,
  isOperatorRole,
  mayDo,
  messages,
  operatorPermissions,
  type PartnerReview,
} from '@shata/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { user } from '../auth/schema';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { partnerDetail, type ReviewContext, stageClock } from '../operators/service';
import type { AuditActor } from '../partners/audit';
import { changePartner } from '../partners/change';
import { partners } from '../partners/schema';
import { caseAssignee } from './assignee';

const m = messages.cases;

export type CasesContext = Pick<ReviewContext, 'db' | 'cipher' | 'workingCalendar'>;

/** The operators a case may be assigned to: those whose role allows reviewing partners. */
export async function assignableOperators(db: Db): Promise<Colleague[]> {
  const rows = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(and(inArray(user.role, [...operatorPermissions.review]), isNull(user.disabledAt)))
    .orderBy(asc(user.email));
  return rows.flatMap((row) => (isOperatorRole(row.role) ? [{ ...row, role: row.role }] : []));
}

/** The colleague `operatorId` names, or 422 when it names no operator allowed to review. */
async function colleague(db: Db, operatorId: string): Promise<CaseAssignee> {
  const [row] = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(and(eq(user.id, operatorId), isNull(user.disabledAt)));
  if (!row || !mayDo(row, 'review')) {
    throw new HttpError(422, 'assignee_not_operator', m.assigneeNotOperator);
  }
  return { id: row.id, email: row.email };
}

/**
 * Gives partner `partnerId`'s case to `to`, or releases it (null), as a
 * change of the partner: its row locked, one audit line naming who had it
 * and who has it now, by e-mail. Nothing is written when it is already so.
 * `refuse` may turn the change down, seeing who holds the case now.
 * Answers whether the case changed hands.
 */
async function handOver(
  db: Db,
  by: AuditActor,
  partnerId: string,
  to: CaseAssignee | null,
  refuse?: (holder: CaseAssignee | null) => void,
): Promise<boolean> {
  const { result } = await changePartner(db, partnerId, {}, async (tx, row) => {
    if (row.assignedOperatorId === (to?.id ?? null)) return { result: false };
    const holder = await caseAssignee(tx, row.assignedOperatorId);
    refuse?.(holder);
    // updatedAt kept: the integration API's "changed since" follows the partner, not the team's bookkeeping.
    await tx
      .update(partners)
      .set({ assignedOperatorId: to?.id ?? null, updatedAt: row.updatedAt })
      .where(eq(partners.id, partnerId));
    return {
      audit: {
        by,
        lines: [{ subject: 'assignee', from: holder?.email ?? null, to: to?.email ?? null }],
      },
      result: true,
    };
  });
  return result;
}

const detailOf = (context: CasesContext, partnerId: string) =>
  partnerDetail(context.db, context.cipher, partnerId, stageClock(context.workingCalendar));

/**
 * The caller takes a case nobody has: claiming one a colleague holds is
 * 409, so two operators claiming at once do not both think it theirs; to
 * take a case over, an operator assigns it to themselves.
 */
export async function claimCase(
  context: CasesContext,
  operator: SessionUser,
  partnerId: string,
): Promise<PartnerReview> {
  await handOver(context.db, operator, partnerId, operator, (holder) => {
    if (holder)
      throw new HttpError(409, 'partner_already_assigned', m.alreadyAssigned(holder.email));
  });
  return detailOf(context, partnerId);
}

/** The case goes to `operatorId`, an operator allowed to review (422 otherwise), whoever had it. */
export async function assignCase(
  context: CasesContext,
  operator: SessionUser,
  partnerId: string,
  operatorId: string,
): Promise<PartnerReview> {
  await handOver(context.db, operator, partnerId, await colleague(context.db, operatorId));
  return detailOf(context, partnerId);
}

/** Nobody has the case any more, whoever had it: it is back among the unassigned. */
export async function releaseCase(
  context: CasesContext,
  operator: SessionUser,
  partnerId: string,
): Promise<PartnerReview> {
  await handOver(context.db, operator, partnerId, null);
  return detailOf(context, partnerId);
}

/**
 * Partners from the queue all go to one colleague, in one transaction: a
 * partner that does not exist (404) or a colleague who may not review (422)
 * and nothing is assigned. Rows are locked in id order, so two bulk
 * assignments at once wait for each other rather than deadlock.
 */
export async function bulkAssign(
  context: CasesContext,
  operator: SessionUser,
  partnerIds: readonly string[],
  operatorId: string,
): Promise<BulkAssignResult> {
  const to = await colleague(context.db, operatorId);
  const found = await context.db
    .select({ id: partners.id })
    .from(partners)
    .where(inArray(partners.id, [...partnerIds]));
  const missing = partnerIds.length - found.length;
  if (missing > 0) throw new HttpError(404, 'partner_not_found', m.partnersNotFound(missing));
  const ordered = [...partnerIds].sort();
  const changed = await context.db.transaction(async (tx) => {
    let count = 0;
    for (const id of ordered) if (await handOver(tx, operator, id, to)) count += 1;
    return count;
  });
  return { assigned: changed };
}
