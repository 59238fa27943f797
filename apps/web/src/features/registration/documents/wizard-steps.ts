/** The document wizard's steps as pure functions of the partner's record and choices. */
import {
  type DocumentType,
  type DraftUploads,
  documentTypeInfo,
  documentTypes,
  isAllowedUploadFileName,
  messages,
  type Partner,
  uploadContentRefusal,
  uploadSignatureLength,
  uploadSizeError,
} from '@shata/domain';

/** Where a step of the wizard stands. */
export type StepStatus =
  /** A new file was chosen here and passed the checks; it uploads from then on. */
  | 'chosen'
  /** Uploaded on an earlier visit and waiting for Submit, with nothing chosen since. */
  | 'staged'
  /** The partner has this document on file already and chose nothing new. */
  | 'onFile'
  /** PAN only: the partner skipped it. */
  | 'skipped'
  | 'pending';

/** The one document a partner may skip (spec section 4). */
export const panType: DocumentType = 'panCard';

export type ChosenFiles = Partial<Record<DocumentType, File>>;

/** The partner has this document on file. */
export function isOnFile(partner: Partner | undefined, type: DocumentType): boolean {
  return Boolean(partner?.[documentTypeInfo[type].urlField]);
}

/** The reason an operator turned this document down, while the partner has not uploaded it again. */
export function rejectionReason(
  partner: Partner | undefined,
  type: DocumentType,
): string | undefined {
  return partner?.rejections?.find((rejection) => rejection.target === type)?.reason;
}

export const isRejected = (partner: Partner | undefined, type: DocumentType) =>
  rejectionReason(partner, type) !== undefined;

/** The url of a document on file, if any. */
export function documentUrl(partner: Partner | undefined, type: DocumentType): string | undefined {
  return partner?.[documentTypeInfo[type].urlField] ?? undefined;
}

/**
 * Why a file cannot be taken, or null when it can (spec section 5): its name,
 * its size, and its first bytes, which the server checks again on arrival.
 */
export async function fileRefusal(file: File): Promise<string | null> {
  if (!isAllowedUploadFileName(file.name)) return messages.documents.fileTypeNotAllowed;
  const sizeError = uploadSizeError(file.size);
  if (sizeError) return sizeError;
  const firstBytes = new Uint8Array(await file.slice(0, uploadSignatureLength).arrayBuffer());
  return uploadContentRefusal(file.name, firstBytes);
}

/** What the partner chose at the steps so far, and what the server holds staged. */
interface Choices {
  files: ChosenFiles;
  panSkipped: boolean;
  staged: DraftUploads['staged'];
}

function statusOf(type: DocumentType, choices: Choices, partner: Partner | undefined): StepStatus {
  if (choices.files[type]) return 'chosen';
  if (choices.staged[type] && !(type === panType && choices.panSkipped)) return 'staged';
  if (isOnFile(partner, type)) return 'onFile';
  if (type === panType && choices.panSkipped) return 'skipped';
  return 'pending';
}

/** Each document's step status, for the choices made so far. */
export function statusesOf(choices: Choices, partner: Partner | undefined) {
  return Object.fromEntries(
    documentTypes.map((type) => [type, statusOf(type, choices, partner)]),
  ) as Record<DocumentType, StepStatus>;
}

/**
 * Among `steps`, the first after `from` that is not done, else the first not
 * done at all, else the end (`steps.length`).
 */
export function stepAfter(
  from: number,
  steps: readonly DocumentType[],
  statuses: Record<DocumentType, StepStatus>,
): number {
  const pending = steps
    .map((type, index) => ({ index, done: statuses[type] !== 'pending' }))
    .filter((step) => !step.done)
    .map((step) => step.index);
  return pending.find((index) => index > from) ?? pending[0] ?? steps.length;
}
