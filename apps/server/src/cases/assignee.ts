import type { CaseAssignee } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { user } from '../auth/schema';
import type { Db } from '../db/client';

/** The operator `operatorId` names, as a case's assignee; null for none, or one since deleted. */
export async function caseAssignee(
  db: Db,
  operatorId: string | null,
): Promise<CaseAssignee | null> {
  if (operatorId === null) return null;
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, operatorId));
  return row ?? null;
}
