/**
 * The one way to find a partner. Unknown, not an id and not yours are the
 * same 404 everywhere: a caller learns nothing about other partners.
 */
import { isOperator, messages } from '@shata/domain';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { HttpError } from '../http/errors';
import { partners } from './schema';

export type PartnerRow = typeof partners.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` can be a row's id: PostgreSQL refuses to compare anything else with a uuid column. */
export function isUuid(text: string): boolean {
  return uuidPattern.test(text);
}

/**
 * The partner whose personal e-mail is `email`, ignoring case: the spec's
 * sign-in sync matches an account to its partner that way, and the unique
 * index on `lower(personal_email)` keeps it to one.
 */
export const hasPersonalEmail = (email: string | Placeholder): SQL =>
  sql`lower(${partners.personalEmail}) = lower(${email})`;

/**
 * The partner `id`, whoever asks: no ownership check, so only for callers
 * that made one (`findOwnPartner`, `findReadablePartner`, an operator's
 * route) or act for the system. Locked for the change when `forUpdate` (call
 * it in the change's transaction); 404 when there is none. `where` narrows
 * whose it may be.
 */
export async function findPartnerUnchecked(
  db: Db,
  id: string,
  { forUpdate = false, where }: { forUpdate?: boolean; where?: SQL } = {},
): Promise<PartnerRow> {
  if (!isUuid(id)) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  const query = db
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), where));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  return row;
}

/** The partner whose personal e-mail is `email`, if there is one. */
export async function findPartnerByEmail(db: Db, email: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(hasPersonalEmail(email));
  return row;
}

/** The partner `id` if it belongs to the signed-in e-mail; anyone else's is a 404. */
export function findOwnPartner(db: Db, email: string, id: string): Promise<PartnerRow> {
  return findPartnerUnchecked(db, id, { where: hasPersonalEmail(email) });
}

/** Which partner a read picks: by id, by personal e-mail, or by both (one's own). */
export type PartnerPick = { id: string; email?: string } | { id?: undefined; email: string };

/**
 * Picks partner `id` if the caller may read it: their own, or any partner for
 * an operator. An id that cannot be one is a 404 before any query.
 */
export function readableBy(user: SessionUser, id: string): PartnerPick {
  if (!isUuid(id)) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  return isOperator(user) ? { id } : { id, email: user.email };
}

const ownPartnerIdQuery = preparedQuery((db) =>
  db
    .select({ id: partners.id })
    .from(partners)
    .where(
      sql`${eq(partners.id, sql.placeholder('id'))} and ${hasPersonalEmail(sql.placeholder('email'))}`,
    )
    .prepare(''),
);

/** `findOwnPartner`'s check alone, for a caller who needs only the id. */
export async function findOwnPartnerId(db: Db, email: string, id: string): Promise<string> {
  const [row] = isUuid(id) ? await ownPartnerIdQuery(db).execute({ id, email }) : [];
  if (!row) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  return row.id;
}

/** A partner the caller may read: their own, or any partner for an operator. */
export function findReadablePartner(db: Db, user: SessionUser, id: string): Promise<PartnerRow> {
  return isOperator(user) ? findPartnerUnchecked(db, id) : findOwnPartner(db, user.email, id);
}
