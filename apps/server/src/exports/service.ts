import { Readable } from 'node:stream';
import { csvLine, type ExportRange, exportInstants } from '@shata/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accessLog } from '../access-log/schema';
import type { Db } from '../db/client';
import type { Cursor } from '../http/cursor';
import { exactTimeOf } from '../http/newest-first';
import { operatorActions } from '../operators/schema';
import { partnerAudit } from '../partners/schema';

/**
 * The CSV exports of the audit trail and the access log for a range of days
 * (admins only). Rows are read in time order a batch at a time, keyset on
 * (created_at, id), and streamed as they come: a year of lines never sits
 * in memory whole.
 */

/** Rows read per query. */
const batchSize = 1_000;

type Cells = readonly (string | null)[];
interface Batched {
  /** The row's time to the microsecond, UTC: its CSV time, and its cursor's key. */
  at: string;
  id: string;
  cells: Cells;
}

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The CSV's header, then its rows a batch at a time, each line escaped by `csvLine`. */
function csvStream(
  header: readonly string[],
  batch: (after: Cursor | undefined) => Promise<Batched[]>,
): Readable {
  async function* lines() {
    yield csvLine(header);
    let after: Cursor | undefined;
    for (;;) {
      const rows = await batch(after);
      if (rows.length > 0) yield rows.map((row) => csvLine([row.at, ...row.cells])).join('');
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = { key: last.at, id: last.id };
    }
  }
  return Readable.from(lines());
}

/** Within the range's instants, and after the cursor. */
function within(createdAt: PgColumn, id: PgColumn, range: ExportRange, after?: Cursor): SQL {
  const { start, end } = exportInstants(range);
  const from = sql`${createdAt} >= ${start.toISOString()}::timestamptz and ${createdAt} < ${end.toISOString()}::timestamptz`;
  return after
    ? sql`${from} and (${createdAt}, ${id}) > (${after.key}::timestamptz, ${after.id}::uuid)`
    : from;
}

export const auditHeader = [
  'time_utc',
  'trail',
  'actor_email',
  'actor_role',
  'partner_id',
  'subject',
  'from',
  'to',
  'reason',
  'target_id',
  'target_name',
] as const;

interface AuditRow {
  at: string;
  id: string;
  trail: string;
  actor_email: string;
  actor_role: string | null;
  partner_id: string | null;
  subject: string;
  from_value: string | null;
  to_value: string | null;
  reason: string | null;
  target_id: string | null;
  target_name: string | null;
}

/**
 * The audit trail of the range: the partners' (who changed what on a
 * partner) and the console's own (keys and webhook endpoints), merged in
 * time order.
 */
export function auditCsv(db: Db, range: ExportRange): Readable {
  const a = partnerAudit;
  const o = operatorActions;
  return csvStream(auditHeader, async (after) => {
    const rows = await rowsOf<AuditRow>(
      db,
      sql`select * from (
        select ${exactTimeOf(a.createdAt)} as at, ${a.createdAt} as created_at, ${a.id} as id,
          'partner' as trail, ${a.actorEmail} as actor_email, ${a.actorRole} as actor_role,
          ${a.partnerId}::text as partner_id, ${a.subject} as subject, ${a.fromValue} as from_value,
          ${a.toValue} as to_value, ${a.reason} as reason, null as target_id, null as target_name
        from ${a} where ${within(a.createdAt, a.id, range, after)}
        union all
        select ${exactTimeOf(o.createdAt)}, ${o.createdAt}, ${o.id},
          'console', ${o.actorEmail}, null, null, ${o.action}, null, null, null,
          ${o.subjectId}, ${o.subjectName}
        from ${o} where ${within(o.createdAt, o.id, range, after)}
      ) as trail order by created_at, id limit ${batchSize}`,
    );
    return rows.map((row) => ({
      at: row.at,
      id: row.id,
      cells: [
        row.trail,
        row.actor_email,
        row.actor_role,
        row.partner_id,
        row.subject,
        row.from_value,
        row.to_value,
        row.reason,
        row.target_id,
        row.target_name,
      ],
    }));
  });
}

export const accessLogHeader = [
  'time_utc',
  'actor_email',
  'actor_role',
  'actor_id',
  'partner_id',
  'what',
  'document_type',
  'file',
  'ip',
] as const;

/** The access log of the range, in time order. */
export function accessLogCsv(db: Db, range: ExportRange): Readable {
  const l = accessLog;
  return csvStream(accessLogHeader, async (after) => {
    const rows = await db
      .select({ line: l, at: exactTimeOf(l.createdAt) })
      .from(l)
      .where(within(l.createdAt, l.id, range, after))
      .orderBy(l.createdAt, l.id)
      .limit(batchSize);
    return rows.map(({ line, at }) => ({
      at,
      id: line.id,
      cells: [
        line.actorEmail,
        line.actorRole,
        line.actorUserId,
        line.partnerId,
        line.what,
        line.documentType,
        line.fileName,
        line.ip,
      ],
    }));
  });
}
