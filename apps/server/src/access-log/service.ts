import {
  type AccessLogPage,
  accessLogPageSize,
  type DocumentType,
  isOperator,
  messages,
} from '@shata/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { exactTimeOf, olderThan, pageOf } from '../http/newest-first';
import { isUuid } from '../partners/access';
import { accessLog } from './schema';

/**
 * Records that `actor` opened partner `partnerId`'s document, from `ip`.
 * Operators only: a partner reading their own documents is no access to
 * someone else's data, and is not recorded. Called before the bytes are
 * sent, so a document is never served unrecorded.
 */
export async function recordDocumentAccess(
  db: Db,
  actor: SessionUser,
  access: { partnerId: string; documentType: DocumentType; fileName: string; ip: string },
): Promise<void> {
  if (!isOperator(actor)) return;
  await db.insert(accessLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    partnerId: access.partnerId,
    what: 'document',
    documentType: access.documentType,
    fileName: access.fileName,
    ip: access.ip,
  });
}

/**
 * A page of partner `partnerId`'s access history, newest first: the latest,
 * or the lines older than `before`. The lines outlive the partner, so an id
 * with no partner (any longer) answers its lines, or none.
 */
export async function accessLogPage(
  db: Db,
  partnerId: string,
  before: string | undefined,
): Promise<AccessLogPage> {
  if (!isUuid(partnerId))
    throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  const exactTime = exactTimeOf(accessLog.createdAt);
  const rows = await db
    .select({ line: accessLog, exactTime })
    .from(accessLog)
    .where(
      and(
        eq(accessLog.partnerId, partnerId),
        olderThan(before, messages.accessLog.cursorInvalid, accessLog.createdAt, accessLog.id),
      ),
    )
    .orderBy(desc(accessLog.createdAt), desc(accessLog.id))
    .limit(accessLogPageSize + 1);
  const page = pageOf(rows, accessLogPageSize, (row) => ({ key: row.exactTime, id: row.line.id }));
  return {
    items: page.rows.map(({ line }) => ({
      id: line.id,
      at: line.createdAt.toISOString(),
      actorEmail: line.actorEmail,
      actorRole: line.actorRole,
      what: line.what,
      documentType: line.documentType,
      fileName: line.fileName,
      ip: line.ip,
    })),
    nextCursor: page.nextCursor,
  };
}
