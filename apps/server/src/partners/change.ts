/**
 * The one way to change a partner. Every mutation of a partner (the profile
 * saved, a document recorded, staged, committed or rejected, an operator's
 * decision, a Video KYC recording, a Secure QR checked, a booking) runs
 * through `changePartner`, which keeps the lock order in code: the checks'
 * lock, then the partner's row, once, then whatever the change locks.
 *
 * The event each records (`eventOf` may make it `partner.submitted`):
 * - profile saved (partners/profile.ts): partner.profile_saved
 * - document recorded in one request, staged by tus, or committed
 *   (documents/record.ts, documents/resumable/service.ts): partner.document_added,
 *   `status` 'on_file' or 'staged'
 * - document rejected: partner.document_rejected
 * - Video KYC recorded, a stage approved or turned down
 *   (operators/service.ts): partner.stage_changed; the final approval: partner.approved
 * - Secure QR checked (aadhaar-qr/service.ts): partner.aadhaar_qr_checked
 * - booking made, changed, cancelled (bookings/service.ts): booking.created,
 *   booking.updated, booking.cancelled
 * - a case claimed, assigned or released (cases/service.ts): no event, only
 *   its audit line: the team's own bookkeeping, which the systems around us
 *   do not follow.
 */

import { eq } from 'drizzle-orm';
import { lockChecks, refreshChecks } from '../checks/service';
import type { Db } from '../db/client';
import { eventsCommitted, recordEvent } from '../events/record';
import type { DomainEventPayload, DomainEventType } from '../events/schema';
import type { AadhaarCipher } from './aadhaar-cipher';
import { findPartnerUnchecked, type PartnerRow } from './access';
import { type AuditActor, type AuditChange, recordAudit } from './audit';
import { partners } from './schema';
import { refreshStage } from './service';

export interface ChangeOptions {
  /**
   * Given when the change writes what the checks read (a number, the name, a
   * QR result): the checks' lock is taken before the partner's row, and the
   * checks are refreshed with this cipher after the change.
   */
  refreshChecksWith?: AadhaarCipher;
}

/** What a change did, for `changePartner` to record. */
export interface ChangeOutcome<Result> {
  /**
   * The audit lines an operator reads. The profile save, a staged document
   * and a QR check write none: the trail tells what reached the operator's
   * record and who did it, and the event tells the rest.
   */
  audit?: { by: AuditActor; lines: readonly [AuditChange, ...AuditChange[]] };
  /**
   * What the change was; `changePartner` adds the stage and may name it
   * otherwise (`eventOf`). Absent when the change found everything already
   * as asked (an integration API repeat): then nothing is recorded at all;
   * or, with `audit`, for a change of who has the case: then its audit lines
   * alone are written, the stage and `updatedAt` untouched.
   */
  event?: { type: DomainEventType; payload?: DomainEventPayload };
  /** Queues the partner's mail, in the change's transaction, once all else is written. */
  mail?: (tx: Db) => Promise<void>;
  result: Result;
}

/**
 * The one event a change records, though it may do several things. A change
 * names its own type; one that also submitted the partner for the first time
 * (the profile and the required documents all in) records
 * `partner.submitted` instead, with its own type as `change`, since that is
 * the moment the systems around us wait for. Every payload carries the
 * partner's stage before and after, so a stage moved by a change needs no
 * event of its own.
 */
function eventOf(
  before: PartnerRow,
  after: PartnerRow,
  { type, payload }: NonNullable<ChangeOutcome<unknown>['event']>,
) {
  const stages = { previousStage: before.stage, stage: after.stage };
  const submitted = before.submittedAt === null && after.submittedAt !== null;
  return submitted
    ? { type: 'partner.submitted' as const, payload: { ...payload, change: type, ...stages } }
    : { type, payload: { ...payload, ...stages } };
}

/** A change without an event: its audit lines, if any, and the partner as it is now. */
async function auditOnly(
  tx: Db,
  row: PartnerRow,
  audit: ChangeOutcome<unknown>['audit'],
): Promise<PartnerRow> {
  if (!audit) return row;
  for (const line of audit.lines) await recordAudit(tx, row.id, audit.by, line);
  return findPartnerUnchecked(tx, row.id);
}

/**
 * Runs `change` on partner `partnerId` in one transaction, in this order:
 * the checks' lock (when the change touches what they read), the partner's
 * row locked (404 when there is none), the change, its audit lines, the
 * checks and the stage refreshed, one domain event, the mail. All of it is
 * kept, or none. Answers the partner as it is now and the change's result.
 */
export function changePartner<Result>(
  db: Db,
  partnerId: string,
  options: ChangeOptions,
  change: (tx: Db, row: PartnerRow) => Promise<ChangeOutcome<Result>>,
): Promise<{ partner: PartnerRow; result: Result }> {
  const cipher = options.refreshChecksWith;
  const changed = db.transaction(async (tx) => {
    // First: a refresh of checks writes other partners' rows (see lockChecks).
    if (cipher) await lockChecks(tx);
    const row = await findPartnerUnchecked(tx, partnerId, { forUpdate: true });
    const outcome = await change(tx, row);
    const { audit, event } = outcome;
    if (!event) return { partner: await auditOnly(tx, row, audit), result: outcome.result };
    if (audit) {
      for (const line of audit.lines) await recordAudit(tx, partnerId, audit.by, line);
    }
    if (cipher) await refreshChecks(tx, cipher, partnerId);
    await refreshStage(tx, partnerId);
    // Whatever changed, the partner's updatedAt says when: GET /api/v1/partners?updatedSince= reads it.
    const [partner] = await tx
      .update(partners)
      .set({ updatedAt: new Date() })
      .where(eq(partners.id, partnerId))
      .returning();
    if (!partner) throw new Error('the partner vanished under its lock');
    await recordEvent(tx, { partnerId, ...eventOf(row, partner, event) });
    await outcome.mail?.(tx);
    return { partner, result: outcome.result };
  });
  // Committed: the webhooks need not wait for their next poll to find the event.
  return changed.then((done) => {
    eventsCommitted();
    return done;
  });
}
