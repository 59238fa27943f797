import {
  approvalRefusal,
  type DocumentType,
  type IdentifierField,
  isBusinessType,
  messages,
  overdueBefore,
  type PartnerFinding,
  type PartnerQueuePage,
  type PartnerQueueQuery,
  type PartnerReview,
  partnerDisplayName,
  partnerDocumentPath,
  type ReviewDecision,
  type ReviewedDocument,
  type ReviewField,
  reviewFields,
  type StageClock,
  searchedIdentifiers,
  statusCodes,
  timeInStage,
  waitingSteps,
} from '@shata/domain';
import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { aadhaarQrReview } from '../aadhaar-qr/service';
import { mailLocaleOf } from '../auth/account-locale';
import { user } from '../auth/schema';
import type { SessionUser } from '../auth/session';
import { caseAssignee } from '../cases/assignee';
import { partnerIdentifiers } from '../checks/schema';
import { identifierDigest, partnerFindings } from '../checks/service';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { documentStates } from '../documents/record';
import type { DocumentStorage } from '../documents/storage/storage';
import { HttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import type { AadhaarCipher } from '../partners/aadhaar-cipher';
import { findPartnerUnchecked, type PartnerRow } from '../partners/access';
import { type AuditActor, type AuditChange, auditPage } from '../partners/audit';
import { type ChangeOutcome, changePartner } from '../partners/change';
import {
  partnerDocuments,
  partnerRejections,
  partnerStageCounts,
  partners,
} from '../partners/schema';
import { partnerResponse } from '../partners/service';
import { refuseSameApprover, refuseTakenDecision } from './decision-rules';
import { documentRejectedMail, isStageEvent, type ReviewEvent, stageMail } from './review-mail';

export interface ReviewContext {
  db: Db;
  cipher: AadhaarCipher;
  storage: DocumentStorage;
  mailer: Mailer;
  publicUrl: string;
  /** How long a partner's stage mail waits for the next, to go as one (`stageMailMergeMs`). */
  stageMailMergeMs: number;
  /** What a partner's time in stage is counted with: the holidays and each step's expected days. */
  workingCalendar: WorkingCalendar;
  log: FastifyBaseLogger;
}

export type WorkingCalendar = Omit<StageClock, 'now'>;

/** The working calendar read now: every time in stage of one answer is counted at the same instant. */
export const stageClock = (calendar: WorkingCalendar): StageClock => ({
  ...calendar,
  now: new Date(),
});

/**
 * The partners past the working days their awaited step usually takes, at
 * the clock's instant: one comparison of `stage_entered_at` for each step.
 */
function overdueCondition(clock: StageClock): SQL {
  const steps = waitingSteps.map((step) =>
    and(
      eq(partners.awaitedStep, step),
      lt(
        partners.stageEnteredAt,
        overdueBefore(clock.now, clock.expectedWaits[step], clock.holidays),
      ),
    ),
  );
  return or(...steps) ?? sql`false`;
}

/** `%` and `_` typed into the search box are searched for, not wildcards. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whose cases a part of the queue holds: the caller's, nobody's, or anyone's. */
type CaseScope = 'mine' | 'unassigned' | 'everyone';

function scopeCondition(scope: CaseScope, operatorId: string): SQL | undefined {
  if (scope === 'mine') return eq(partners.assignedOperatorId, operatorId);
  if (scope === 'unassigned') return isNull(partners.assignedOperatorId);
  return undefined;
}

/**
 * How many partners a part of the queue holds: the trigger-kept count of
 * their stage, or of every stage (less those an operator has, for the
 * unassigned), without a count over the table, and less the few with
 * problems when those are left out, which the partial index counts; a
 * search, the problems or overdue filter, and "mine" count their matches.
 */
async function queueTotal(
  db: Db,
  query: PartnerQueueQuery,
  scope: CaseScope,
  where: SQL | undefined,
) {
  if (query.q || query.problems || query.overdue !== undefined || scope === 'mine') {
    const [matches] = await db.select({ value: count() }).from(partners).where(where);
    return matches?.value ?? 0;
  }
  const unassigned = scope === 'unassigned';
  const [counted] = await db
    .select({
      value: unassigned
        ? sql<number>`coalesce(sum(${partnerStageCounts.count} - ${partnerStageCounts.assigned}), 0)::int`
        : sql<number>`coalesce(sum(${partnerStageCounts.count}), 0)::int`,
    })
    .from(partnerStageCounts)
    .where(query.stage ? eq(partnerStageCounts.stage, query.stage) : undefined);
  const total = counted?.value ?? 0;
  if (query.problems !== false) return total;
  // Those without problems: all but the few with one, which the partial index counts.
  const [withProblems] = await db
    .select({ value: count() })
    .from(partners)
    .where(
      and(
        gt(partners.problemCount, 0),
        query.stage ? eq(partners.stage, query.stage) : undefined,
        unassigned ? isNull(partners.assignedOperatorId) : undefined,
      ),
    );
  return total - (withProblems?.value ?? 0);
}

/**
 * The partners one of whose numbers (phone, GSTIN, PAN, CIN) the query is,
 * written any way: found by the digests duplicates are found by, so no
 * number is decrypted or compared in the clear. Undefined for words that are no number.
 */
function numberSearch(db: Db, cipher: AadhaarCipher, q: string): SQL | undefined {
  const numbers = Object.entries(searchedIdentifiers(q)) as [IdentifierField, string][];
  if (numbers.length === 0) return undefined;
  const matching = numbers.map(([field, value]) =>
    and(
      eq(partnerIdentifiers.field, field),
      eq(partnerIdentifiers.digest, identifierDigest(cipher, field, value)),
    ),
  );
  return inArray(
    partners.id,
    db
      .select({ id: partnerIdentifiers.partnerId })
      .from(partnerIdentifiers)
      .where(or(...matching)),
  );
}

/** The queue's filters, as SQL conditions: the stage, the search, problems, overdue. */
function queueConditions(
  db: Db,
  cipher: AadhaarCipher,
  query: PartnerQueueQuery,
  clock: StageClock,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.stage) conditions.push(eq(partners.stage, query.stage));
  if (query.q) {
    const pattern = likePattern(query.q);
    const search = or(
      ilike(partners.name, pattern),
      ilike(partners.personalEmail, pattern),
      ilike(partners.companyName, pattern),
      numberSearch(db, cipher, query.q),
    );
    if (search) conditions.push(search);
  }
  if (query.problems !== undefined) {
    conditions.push(query.problems ? gt(partners.problemCount, 0) : eq(partners.problemCount, 0));
  }
  if (query.overdue !== undefined) {
    const overdue = overdueCondition(clock);
    conditions.push(query.overdue ? overdue : not(overdue));
  }
  return and(...conditions);
}

/**
 * The queue's orders, each read from an index: oldest submission first,
 * those not yet submitted after them; or those waiting on operators first,
 * longest in their stage first.
 */
function queueOrder(sort: PartnerQueueQuery['sort']): SQL[] {
  if (sort === 'timeInStage') {
    return [sql`(${partners.awaitedStep} is null)`, asc(partners.stageEnteredAt), asc(partners.id)];
  }
  return [sql`${partners.submittedAt} asc nulls last`, asc(partners.createdAt), asc(partners.id)];
}

/** The queue's rows matching `where`, in `order`, with who has each case. */
function rowsQuery(db: Db, where: SQL | undefined, order: SQL[]) {
  return db
    .select({
      id: partners.id,
      name: partners.name,
      companyName: partners.companyName,
      personalEmail: partners.personalEmail,
      businessType: partners.businessType,
      stage: partners.stage,
      submittedAt: partners.submittedAt,
      problemCount: partners.problemCount,
      stageEnteredAt: partners.stageEnteredAt,
      awaitedStep: partners.awaitedStep,
      assigneeId: user.id,
      assigneeEmail: user.email,
    })
    .from(partners)
    .leftJoin(user, eq(user.id, partners.assignedOperatorId))
    .where(where)
    .orderBy(...order);
}

/** A page of the queue's rows matching `where`, in the order asked. */
async function queueRows(
  db: Db,
  query: PartnerQueueQuery,
  where: SQL | undefined,
  limit: number,
  offset: number,
) {
  if (limit <= 0) return [];
  return rowsQuery(db, where, queueOrder(query.sort)).limit(limit).offset(offset);
}

const pagePlaceholders = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
const mineCondition = eq(partners.assignedOperatorId, sql.placeholder('me'));

/**
 * The console opens on the unfiltered queue, the caller's cases then the
 * unassigned, oldest submission first, at every visit: its statements are
 * built once (db/prepared.ts), as the session read's are.
 */
const openingQueue = {
  mineTotal: preparedQuery((db) =>
    db.select({ value: count() }).from(partners).where(mineCondition).prepare(''),
  ),
  unassignedTotal: preparedQuery((db) =>
    db
      .select({
        value: sql<number>`coalesce(sum(${partnerStageCounts.count} - ${partnerStageCounts.assigned}), 0)::int`,
      })
      .from(partnerStageCounts)
      .prepare(''),
  ),
  mine: preparedQuery((db) =>
    rowsQuery(db, mineCondition, queueOrder('submitted'))
      .limit(pagePlaceholders.limit)
      .offset(pagePlaceholders.offset)
      .prepare(''),
  ),
  unassigned: preparedQuery((db) =>
    rowsQuery(db, isNull(partners.assignedOperatorId), queueOrder('submitted'))
      .limit(pagePlaceholders.limit)
      .offset(pagePlaceholders.offset)
      .prepare(''),
  ),
};

/** The opening queue's page, cut as `queueSlice` cuts it, from the statements built once. */
async function openingSlice(db: Db, query: PartnerQueueQuery, me: string) {
  const offset = (query.page - 1) * query.pageSize;
  const [[mine], [unassigned]] = await Promise.all([
    openingQueue.mineTotal(db).execute({ me }),
    openingQueue.unassignedTotal(db).execute(),
  ]);
  const mineTotal = mine?.value ?? 0;
  const mineRows =
    offset < mineTotal
      ? await openingQueue.mine(db).execute({ me, limit: query.pageSize, offset })
      : [];
  const restLimit = query.pageSize - mineRows.length;
  const rest =
    restLimit > 0
      ? await openingQueue.unassigned(db).execute({
          limit: restLimit,
          offset: Math.max(0, offset - mineTotal),
        })
      : [];
  return { rows: [...mineRows, ...rest], total: mineTotal + (unassigned?.value ?? 0) };
}

/**
 * The queue's page and total for whose cases it shows. "Mine and
 * unassigned" is two parts, each read in order from its own index, the
 * caller's cases first, the page cut across the two.
 */
async function queueSlice(db: Db, query: PartnerQueueQuery, base: SQL | undefined, me: string) {
  if (
    base === undefined &&
    query.sort !== 'timeInStage' &&
    query.assignee === 'mineAndUnassigned'
  ) {
    return openingSlice(db, query, me);
  }
  const offset = (query.page - 1) * query.pageSize;
  const part = (scope: CaseScope) => {
    const where = and(base, scopeCondition(scope, me));
    return { where, total: queueTotal(db, query, scope, where) };
  };
  if (query.assignee !== 'mineAndUnassigned') {
    const { where, total } = part(query.assignee);
    const [rows, counted] = await Promise.all([
      queueRows(db, query, where, query.pageSize, offset),
      total,
    ]);
    return { rows, total: counted };
  }
  const mine = part('mine');
  const unassigned = part('unassigned');
  const [mineTotal, unassignedTotal] = await Promise.all([mine.total, unassigned.total]);
  const mineRows = await queueRows(db, query, mine.where, query.pageSize, offset);
  const rest = await queueRows(
    db,
    query,
    unassigned.where,
    query.pageSize - mineRows.length,
    Math.max(0, offset - mineTotal),
  );
  return { rows: [...mineRows, ...rest], total: mineTotal + unassignedTotal };
}

/**
 * The queue as operator `me` asks for it, in the order asked, with each
 * partner's time in stage at the clock's instant and who has their case.
 */
export async function listPartners(
  db: Db,
  cipher: AadhaarCipher,
  query: PartnerQueueQuery,
  clock: StageClock,
  me: string,
): Promise<PartnerQueuePage> {
  const { rows, total } = await queueSlice(
    db,
    query,
    queueConditions(db, cipher, query, clock),
    me,
  );
  return {
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      companyName: row.companyName,
      personalEmail: row.personalEmail,
      businessType: isBusinessType(row.businessType) ? row.businessType : null,
      stage: row.stage,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      problemCount: row.problemCount,
      timeInStage: timeInStage(row.stageEnteredAt, row.awaitedStep, clock),
      assignee:
        row.assigneeId && row.assigneeEmail
          ? { id: row.assigneeId, email: row.assigneeEmail }
          : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function partnerDetail(
  db: Db,
  cipher: AadhaarCipher,
  id: string,
  clock: StageClock,
): Promise<PartnerReview> {
  const row = await findPartnerUnchecked(db, id);
  const [partner, documents, audit, aadhaarQr, checks, assignee] = await Promise.all([
    partnerResponse(db, row, cipher),
    db.select().from(partnerDocuments).where(eq(partnerDocuments.partnerId, id)),
    auditPage(db, id),
    aadhaarQrReview(db, id, row.aadhaarNoEncrypted ? cipher.decrypt(row.aadhaarNoEncrypted) : null),
    partnerFindings(db, id),
    caseAssignee(db, row.assignedOperatorId),
  ]);
  return {
    partner,
    stage: row.stage,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    timeInStage: timeInStage(row.stageEnteredAt, row.awaitedStep, clock),
    assignee,
    documents: documents.map(
      (document): ReviewedDocument => ({
        type: document.type,
        url: partnerDocumentPath(id, document.type),
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        uploadedAt: document.uploadedAt.toISOString(),
      }),
    ),
    audit: audit.items,
    auditNextCursor: audit.nextCursor,
    aadhaarQr,
    checks,
    relatedPartners: await relatedPartnerNames(db, checks),
  };
}

/** The partner's audit trail before a cursor `partnerDetail` or this gave: the partner must exist. */
export async function olderAudit(db: Db, id: string, before: string | undefined) {
  await findPartnerUnchecked(db, id);
  return auditPage(db, id, before);
}

/** The names the console shows for the partners `checks` name: company, else name, else e-mail. */
async function relatedPartnerNames(
  db: Db,
  checks: readonly PartnerFinding[],
): Promise<Record<string, string>> {
  const ids = [...new Set(checks.flatMap((check) => check.relatedPartnerIds ?? []))];
  if (ids.length === 0) return {};
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      companyName: partners.companyName,
      personalEmail: partners.personalEmail,
    })
    .from(partners)
    .where(inArray(partners.id, ids));
  return Object.fromEntries(
    rows.map((row) => [row.id, row.companyName?.trim() || partnerDisplayName(row)]),
  );
}

/**
 * An operator's change as `review` takes it: its audit lines, its event, and
 * the partner's news; or nothing to do, when the partner is already as asked.
 */
type OperatorChange<Result> =
  | {
      lines: readonly [AuditChange, ...AuditChange[]];
      event: NonNullable<ChangeOutcome<Result>['event']>;
      news: ReviewEvent;
      result: Result;
    }
  | { unchanged: true; result: Result };

/** Queues the partner's mail of an operator's change, in the change's transaction. */
async function queueReviewMail(context: ReviewContext, tx: Db, row: PartnerRow, news: ReviewEvent) {
  const to = row.personalEmail;
  // The language the partner chose last: a mail merged later speaks the latest choice.
  const locale = await mailLocaleOf(tx, to);
  if (isStageEvent(news)) {
    // Stage changes made close together reach the partner as one mail listing them.
    await context.mailer.sendMerged(
      {
        to,
        mergeKey: `stage:${row.id}`,
        item: news,
        render: (events) => stageMail(context.publicUrl, row.id, events, locale),
        waitMs: context.stageMailMergeMs,
      },
      { db: tx },
    );
  } else {
    await context.mailer.send(
      { to, ...documentRejectedMail(context.publicUrl, row.id, news, locale) },
      { db: tx },
    );
  }
}

/**
 * Runs one operator change as a partner change (`changePartner`): the
 * change, its audit lines, the new stage, the event and the partner's mail
 * are kept together or not at all. Answers the partner as the console shows
 * it, and the change's result.
 */
async function review<Result>(
  context: ReviewContext,
  operator: AuditActor,
  id: string,
  change: (tx: Db, row: PartnerRow) => Promise<OperatorChange<Result>>,
): Promise<{ detail: PartnerReview; result: Result }> {
  const { result } = await changePartner(context.db, id, {}, async (tx, row) => {
    const outcome = await change(tx, row);
    if ('unchanged' in outcome) return { result: outcome.result };
    const { lines, event, news, result } = outcome;
    return {
      audit: { by: operator, lines },
      event,
      mail: (mailTx) => queueReviewMail(context, mailTx, row, news),
      result,
    };
  });
  const clock = stageClock(context.workingCalendar);
  return { detail: await partnerDetail(context.db, context.cipher, id, clock), result };
}

/**
 * Records the partner's Video KYC recording, for an operator or the partner
 * app (an API key). The same address again changes nothing and records nothing.
 */
export async function recordVideo(
  context: ReviewContext,
  actor: AuditActor,
  id: string,
  videoUrl: string,
): Promise<PartnerReview> {
  const { detail } = await review(context, actor, id, async (tx, row) => {
    if (row.videoUrl === videoUrl) return { unchanged: true, result: undefined };
    // A KYC turned down waits for a new recording; once it is in, KYC is to be decided again.
    const reopensKyc = row.kycStatus === statusCodes.rejected && videoUrl !== row.videoUrl;
    await tx
      .update(partners)
      .set({ videoUrl, ...(reopensKyc && { kycStatus: null }) })
      .where(eq(partners.id, id));
    const recorded: AuditChange = { subject: 'videoUrl', from: row.videoUrl, to: videoUrl };
    if (reopensKyc) {
      await tx
        .delete(partnerRejections)
        .where(and(eq(partnerRejections.partnerId, id), eq(partnerRejections.target, 'kycStatus')));
    }
    return {
      lines: reopensKyc
        ? [
            recorded,
            {
              subject: 'kycStatus',
              from: row.kycStatus,
              to: null,
              reason: 'A new Video KYC recording was added.',
            },
          ]
        : [recorded],
      // The recording's address stays out of the event: it may carry a token.
      event: {
        type: 'partner.stage_changed',
        payload: { field: 'videoUrl', kycReopened: reopensKyc },
      },
      news: { kind: 'video' },
      result: undefined,
    };
  });
  return detail;
}

export async function decide(
  context: ReviewContext,
  operator: SessionUser,
  id: string,
  field: ReviewField,
  decision: ReviewDecision,
): Promise<PartnerReview> {
  const { detail } = await review(context, operator, id, async (tx, row) => {
    await refuseTakenDecision(tx, row, field, decision);
    const approved = decision.decision === 'approve';
    const outOfOrder = approved ? approvalRefusal(row, field) : undefined;
    if (outOfOrder) throw new HttpError(409, 'stage_out_of_order', outOfOrder);
    await refuseSameApprover(tx, operator, row, field, decision);
    // A decision over an open problem says why, for whoever reads the audit trail later.
    if (!decision.reason && row.problemCount > 0) {
      throw new HttpError(422, 'reason_required', messages.review.openProblemsReasonRequired);
    }
    const value = approved ? reviewFields[field] : statusCodes.rejected;
    await tx
      .update(partners)
      .set({ [field]: value })
      .where(eq(partners.id, id));
    const thisRejection = and(
      eq(partnerRejections.partnerId, id),
      eq(partnerRejections.target, field),
    );
    if (approved) {
      await tx.delete(partnerRejections).where(thisRejection);
    } else {
      await tx
        .insert(partnerRejections)
        .values({ partnerId: id, target: field, reason: decision.reason })
        .onConflictDoUpdate({
          target: [partnerRejections.partnerId, partnerRejections.target],
          set: { reason: decision.reason, rejectedAt: new Date() },
        });
    }
    return {
      lines: [{ subject: field, from: row[field], to: value, reason: decision.reason || null }],
      // The final approval is the one the systems around us act on; any other decision moves a stage.
      event: {
        type: approved && field === 'status' ? 'partner.approved' : 'partner.stage_changed',
        payload: { field, status: value },
      },
      news: approved
        ? { kind: 'approved', field }
        : { kind: 'rejected', field, reason: decision.reason },
      result: undefined,
    };
  });
  return detail;
}

/**
 * Turns a document down: it is no longer on file, so the partner uploads it
 * again, and the reason stays on their record until they do. The file itself
 * goes once the change is committed.
 */
export async function rejectDocument(
  context: ReviewContext,
  operator: SessionUser,
  id: string,
  type: DocumentType,
  reason: string,
): Promise<PartnerReview> {
  const { detail, result: removedKey } = await review(context, operator, id, async (tx) => {
    const [removed] = await tx
      .delete(partnerDocuments)
      .where(and(eq(partnerDocuments.partnerId, id), eq(partnerDocuments.type, type)))
      .returning();
    if (!removed) throw new HttpError(404, 'document_not_found', messages.review.documentNotOnFile);
    await tx
      .insert(partnerRejections)
      .values({ partnerId: id, target: type, reason })
      .onConflictDoUpdate({
        target: [partnerRejections.partnerId, partnerRejections.target],
        set: { reason, rejectedAt: new Date() },
      });
    return {
      lines: [{ subject: type, from: documentStates.onFile, to: documentStates.rejected, reason }],
      event: { type: 'partner.document_rejected', payload: { documentType: type } },
      news: { kind: 'documentRejected', type, reason },
      result: removed.storageKey,
    };
  });
  await context.storage.delete(removedKey).catch((error: unknown) => {
    context.log.warn({ err: error, key: removedKey }, 'could not remove a rejected document');
  });
  return detail;
}
