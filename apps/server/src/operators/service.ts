import {
  approvalRefusal,
  type DocumentType,
  type IdentifierField,
  isBusinessType,
  messages,
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
  searchedIdentifiers,
  statusCodes,
} from '@shata/domain';
import { and, asc, count, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { aadhaarQrReview } from '../aadhaar-qr/service';
import type { SessionUser } from '../auth/session';
import { partnerIdentifiers } from '../checks/schema';
import { identifierDigest, partnerFindings } from '../checks/service';
import type { Db } from '../db/client';
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
  log: FastifyBaseLogger;
}

/** `%` and `_` typed into the search box are searched for, not wildcards. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How many partners the queue holds: the trigger-kept count of their stage,
 * or of every stage, without a count over the table; a search or the
 * problems filter counts its matches, which their indexes find.
 */
async function queueTotal(db: Db, query: PartnerQueueQuery, where: SQL | undefined) {
  if (query.q || query.problems) {
    const [matches] = await db.select({ value: count() }).from(partners).where(where);
    return matches?.value ?? 0;
  }
  const [counted] = await db
    .select({ value: sql<number>`coalesce(sum(${partnerStageCounts.count}), 0)::int` })
    .from(partnerStageCounts)
    .where(query.stage ? eq(partnerStageCounts.stage, query.stage) : undefined);
  const total = counted?.value ?? 0;
  if (query.problems === false) {
    // Those without problems: all but the few with one, which the partial index counts.
    const [withProblems] = await db
      .select({ value: count() })
      .from(partners)
      .where(
        and(
          gt(partners.problemCount, 0),
          query.stage ? eq(partners.stage, query.stage) : undefined,
        ),
      );
    return total - (withProblems?.value ?? 0);
  }
  return total;
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

/** The queue: oldest submission first, those not yet submitted after them. */
export async function listPartners(
  db: Db,
  cipher: AadhaarCipher,
  query: PartnerQueueQuery,
): Promise<PartnerQueuePage> {
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
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: partners.id,
        name: partners.name,
        companyName: partners.companyName,
        personalEmail: partners.personalEmail,
        businessType: partners.businessType,
        stage: partners.stage,
        submittedAt: partners.submittedAt,
        problemCount: partners.problemCount,
      })
      .from(partners)
      .where(where)
      .orderBy(
        sql`${partners.submittedAt} asc nulls last`,
        asc(partners.createdAt),
        asc(partners.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    queueTotal(db, query, where),
  ]);
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
): Promise<PartnerReview> {
  const row = await findPartnerUnchecked(db, id);
  const [partner, documents, audit, aadhaarQr, checks] = await Promise.all([
    partnerResponse(db, row, cipher),
    db.select().from(partnerDocuments).where(eq(partnerDocuments.partnerId, id)),
    auditPage(db, id),
    aadhaarQrReview(db, id, row.aadhaarNoEncrypted ? cipher.decrypt(row.aadhaarNoEncrypted) : null),
    partnerFindings(db, id),
  ]);
  return {
    partner,
    stage: row.stage,
    submittedAt: row.submittedAt?.toISOString() ?? null,
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
  if (isStageEvent(news)) {
    // Stage changes made close together reach the partner as one mail listing them.
    await context.mailer.sendMerged(
      {
        to,
        mergeKey: `stage:${row.id}`,
        item: news,
        render: (events) => stageMail(context.publicUrl, row.id, events),
        waitMs: context.stageMailMergeMs,
      },
      { db: tx },
    );
  } else {
    await context.mailer.send(
      { to, ...documentRejectedMail(context.publicUrl, row.id, news) },
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
  return { detail: await partnerDetail(context.db, context.cipher, id), result };
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
