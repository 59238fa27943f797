/**
 * Submit as one request: the profile saved and the staged documents
 * committed, in wizard order, as one partner change. All of it is kept or
 * none: a document refused leaves the profile and every other document as
 * they were, and the answer names each one refused and why.
 */
import {
  askedDocuments,
  type DocumentRefusal,
  type DocumentType,
  documentTypeInfo,
  documentTypes,
  messages,
  partnerRequirements,
  type Submission,
} from '@shata/domain';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { commitStagedIn, removeStored, type UploadsContext } from '../documents/resumable/service';
import { HttpError } from '../http/errors';
import type { AadhaarCipher } from './aadhaar-cipher';
import { findPartnerUnchecked, type PartnerRow } from './access';
import type { AuditChange } from './audit';
import { changePartner } from './change';
import { aadhaarToStore, saveProfileIn } from './profile';
import { partners } from './schema';

/** Thrown inside the change to undo it: the submission it repeats was kept already. */
class AlreadyKept extends Error {}

/**
 * Saves `submission.profile` and commits its documents for partner `row`
 * (its owner's, checked by the caller); answers the partner as it is now.
 * The change records `partner.submitted` when it submits the partner, else
 * `partner.profile_saved`. A repeat of the submission last kept (its
 * `submissionId`, the browser's retry after a lost answer) changes nothing
 * and answers the partner as it is.
 */
export async function submitRegistration(
  context: UploadsContext,
  cipher: AadhaarCipher,
  row: PartnerRow,
  { profile, documents, submissionId }: Submission,
  by: SessionUser,
): Promise<PartnerRow> {
  const aadhaarNoEncrypted = await aadhaarToStore(context.db, row, profile.aadharNo, cipher);
  // Asked of the business as the profile now gives it (a body without a type keeps the recorded one).
  const asked = askedDocuments(
    partnerRequirements({
      businessType: profile.businessType ?? row.businessType,
      gstNo: profile.gstNo,
    }).documents,
  );
  const inOrder = documentTypes.filter((type) => documents.includes(type));
  const kept = await changePartner(
    context.db,
    row.id,
    { refreshChecksWith: cipher },
    async (tx, locked) => {
      // Read under the row's lock: of two copies of one submission, the second sees the first.
      if (submissionId && locked.lastSubmissionId === submissionId) throw new AlreadyKept();
      await saveProfileIn(tx, row.id, profile, aadhaarNoEncrypted);
      if (submissionId) {
        await tx
          .update(partners)
          .set({ lastSubmissionId: submissionId })
          .where(eq(partners.id, row.id));
      }
      const committed = await commitAll(tx, row.id, inOrder, asked, by);
      const [first, ...rest] = committed.lines;
      return {
        ...(first && { audit: { by, lines: [first, ...rest] } }),
        event: { type: 'partner.profile_saved', payload: { documentTypes: inOrder.join(',') } },
        result: committed.replacedKeys,
      };
    },
  ).catch((error: unknown) => {
    if (error instanceof AlreadyKept) return undefined;
    throw error;
  });
  if (!kept) return findPartnerUnchecked(context.db, row.id);
  for (const key of kept.result) await removeStored(context, key);
  return kept.partner;
}

/**
 * Commits each staged document, going on past a refusal so the answer names
 * every one refused; any refusal is a 409 that undoes the whole change.
 */
async function commitAll(
  tx: Db,
  partnerId: string,
  types: readonly DocumentType[],
  asked: readonly DocumentType[],
  by: SessionUser,
) {
  const refused: DocumentRefusal[] = [];
  const lines: AuditChange[] = [];
  const replacedKeys: string[] = [];
  for (const type of types) {
    if (!asked.includes(type)) {
      refused.push({ type, message: messages.uploads.notAsked(documentTypeInfo[type].label) });
      continue;
    }
    try {
      const outcome = await commitStagedIn(tx, partnerId, type, by);
      lines.push(...(outcome.audit?.lines ?? []));
      if (outcome.result) replacedKeys.push(outcome.result);
    } catch (error) {
      // Ours to name (nothing staged); a failure of the database undoes it all as a 5xx.
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      refused.push({ type, message: error.message });
    }
  }
  if (refused.length > 0) {
    throw new HttpError(409, 'documents_refused', messages.uploads.submissionRefused, {
      documents: refused,
    });
  }
  return { lines, replacedKeys };
}
