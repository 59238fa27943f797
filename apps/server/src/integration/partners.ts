import {
  type IntegrationPartner,
  type IntegrationPartnerPage,
  type IntegrationPartnersQuery,
  messages,
  statusCodes,
} from '@shata/domain';
import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { decodeCursor, encodeCursor, isCalendarDay } from '../http/cursor';
import { HttpError } from '../http/errors';
import { isUuid } from '../partners/access';
import { partnerAudit, partnerDocuments, partners } from '../partners/schema';

/** `updated_at` to the microsecond, in UTC: a page's cursor must be exact (see partners/audit.ts). */
const exactUpdatedAt = sql<string>`to_char(${partners.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const instant = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;
const isInstant = (text: string) => isCalendarDay(instant.exec(text)?.[1] ?? '');

/**
 * When the final approval was given: the partner record keeps no such time,
 * so it is the latest audit line that set `status` to approved, while the
 * partner is approved (a later rejection makes it null again).
 */
// The outer row named in full: drizzle leaves a one-table select's columns unqualified.
const approvedAt = sql<Date | null>`case when "partners"."stage" = 'approved' then (
  select max(${partnerAudit.createdAt}) from ${partnerAudit}
  where ${partnerAudit.partnerId} = "partners"."id"
    and ${partnerAudit.subject} = 'status'
    and ${partnerAudit.toValue} = ${statusCodes.approved}) end`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

const stateFields = {
  id: partners.id,
  stage: partners.stage,
  status: partners.status,
  kycStatus: partners.kycStatus,
  cvStatus: partners.cvStatus,
  ipvStatus: partners.ipvStatus,
  videoUrl: partners.videoUrl,
  submittedAt: partners.submittedAt,
  updatedAt: partners.updatedAt,
  exactUpdatedAt,
  approvedAt,
};

const selectStates = (db: Db) => db.select(stateFields).from(partners);

type StateRow = Awaited<ReturnType<typeof selectStates>>[number];

/** The rows' partners with the types of the documents each has on file, never the files. */
async function withDocuments(db: Db, rows: StateRow[]): Promise<IntegrationPartner[]> {
  const ids = rows.map((row) => row.id);
  const documents =
    ids.length === 0
      ? []
      : await db
          .select({ partnerId: partnerDocuments.partnerId, type: partnerDocuments.type })
          .from(partnerDocuments)
          .where(inArray(partnerDocuments.partnerId, ids));
  return rows.map((row) => ({
    id: row.id,
    stage: row.stage,
    status: row.status,
    kycStatus: row.kycStatus,
    cvStatus: row.cvStatus,
    ipvStatus: row.ipvStatus,
    videoKycRecorded: Boolean(row.videoUrl?.trim()),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    documentTypes: documents
      .filter((document) => document.partnerId === row.id)
      .map((document) => document.type)
      .sort(),
  }));
}

/** One partner's verification state; 404 for an unknown id or one that is no id. */
export async function partnerState(db: Db, id: string): Promise<IntegrationPartner> {
  const [row] = isUuid(id) ? await selectStates(db).where(eq(partners.id, id)) : [];
  if (!row) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  const [state] = await withDocuments(db, [row]);
  if (!state) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  return state;
}

/**
 * A page of partners in (updatedAt, id) order, those changed at or after
 * `updatedSince`, at a stage (`status`), after a cursor this gave. A partner
 * changed while a caller pages moves to the end, where the caller meets it again.
 */
export async function partnerStates(
  db: Db,
  query: IntegrationPartnersQuery,
): Promise<IntegrationPartnerPage> {
  const after =
    query.cursor === undefined
      ? undefined
      : decodeCursor(query.cursor, isInstant, messages.bookings.cursorInvalid);
  const conditions: SQL[] = [];
  if (query.updatedSince) conditions.push(gte(partners.updatedAt, new Date(query.updatedSince)));
  if (query.status) conditions.push(eq(partners.stage, query.status));
  if (after) {
    conditions.push(
      sql`(${partners.updatedAt}, ${partners.id}) > (${after.key}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await selectStates(db)
    .where(and(...conditions))
    .orderBy(asc(partners.updatedAt), asc(partners.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: await withDocuments(db, page),
    nextCursor:
      rows.length > query.pageSize && last
        ? encodeCursor({ key: last.exactUpdatedAt, id: last.id })
        : null,
  };
}
