import type { OperatorAction, OperatorActionType } from '@shata/domain';
import { desc } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { operatorActions } from './schema';

/** Writes one line of the console's trail; call it in the transaction of the change it tells of. */
export async function recordOperatorAction(
  db: Db,
  actor: SessionUser,
  action: OperatorActionType,
  subject: { id: string; name: string },
): Promise<void> {
  await db.insert(operatorActions).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action,
    subjectId: subject.id,
    subjectName: subject.name,
  });
}

/** The newest lines of the console's trail, newest first. */
export async function latestOperatorActions(db: Db, limit = 100): Promise<OperatorAction[]> {
  const rows = await db
    .select()
    .from(operatorActions)
    .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
    .limit(limit);
  return rows.map(({ actorUserId: _actorUserId, createdAt, ...line }) => ({
    ...line,
    createdAt: createdAt.toISOString(),
  }));
}
