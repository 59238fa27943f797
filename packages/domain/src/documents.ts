/** KYC documents (spec sections 3 to 5): their types, where they are stored, how an upload is checked (what may be uploaded: upload-limits.ts). */
import { messages } from './messages';
import { maxUploadBytes, type UploadExtension, uploadMimeTypeByExtension } from './upload-limits';

/** Document upload types in wizard order (spec sections 3 and 4): Aadhaar, PAN, GST, CIN. */
export const documentTypes = [
  'aadharCard',
  'panCard',
  'gstCertificate',
  'incorporationCertificate',
] as const;

export type DocumentType = (typeof documentTypes)[number];

/**
 * For each document type: the partner field holding its url and its label.
 * Which are required depends on the kind of business (`businessRequirements`).
 */
export const documentTypeInfo = {
  aadharCard: { urlField: 'aadharUrl', label: messages.documents.labels.aadharCard },
  panCard: { urlField: 'panCardUrl', label: messages.documents.labels.panCard },
  gstCertificate: {
    urlField: 'gstCertificateUrl',
    label: messages.documents.labels.gstCertificate,
  },
  incorporationCertificate: {
    urlField: 'incorporationCertificateUrl',
    label: messages.documents.labels.incorporationCertificate,
  },
} as const satisfies Record<DocumentType, { urlField: string; label: string }>;

/** Where the API serves a partner's document of `type` (the value of its url field). */
export function partnerDocumentPath(partnerId: string, type: DocumentType): string {
  return `/api/partners/${encodeURIComponent(partnerId)}/documents/${type}`;
}

export function isDocumentType(key: unknown): key is DocumentType {
  return typeof key === 'string' && (documentTypes as readonly string[]).includes(key);
}

/** Whether a file name ends in an allowed extension (case-insensitive). */
export function isAllowedUploadFileName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(uploadMimeTypeByExtension, extension);
}

/**
 * The size rule of spec section 5: null when the file may be uploaded, else the
 * alert. A file of exactly 50 MB is accepted; only larger files are refused.
 * An empty file is refused too (ours): there is nothing to verify in it.
 */
export function uploadSizeError(sizeBytes: number): string | null {
  if (sizeBytes === 0) return messages.documents.fileEmpty;
  return sizeBytes > maxUploadBytes ? messages.documents.fileTooLarge : null;
}

/** How many leading bytes `uploadTypeFromSignature` needs to decide. */
export const uploadSignatureLength = 8;

/** The extension a file is stored under, whichever of its spellings it arrived with. */
type StoredUploadExtension = Exclude<UploadExtension, 'jpeg'>;

const uploadSignatures: readonly { bytes: readonly number[]; extension: StoredUploadExtension }[] =
  [
    { bytes: [0xff, 0xd8, 0xff], extension: 'jpg' },
    { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extension: 'png' },
    // "%PDF-"
    { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extension: 'pdf' },
  ];

/**
 * What an upload really is, from its first bytes (at least
 * `uploadSignatureLength` of them when the file has that many): one of spec
 * section 5's types, or null. The browser checks a file with it when the
 * partner chooses it and the server again when it arrives, so a text file
 * renamed `.png` is refused at its step, never only at submit.
 */
export function uploadTypeFromSignature(
  firstBytes: Uint8Array,
): { extension: StoredUploadExtension; contentType: string } | null {
  const match = uploadSignatures.find(({ bytes }) =>
    bytes.every((byte, index) => firstBytes[index] === byte),
  );
  if (!match) return null;
  return { extension: match.extension, contentType: uploadMimeTypeByExtension[match.extension] };
}

/** The type a file's name claims, as the partner reads it: 'photo.jpeg' claims a JPG. */
const claimedTypeByExtension = { jpg: 'JPG', jpeg: 'JPG', png: 'PNG', pdf: 'PDF' } as const;

/**
 * Why a file whose name is allowed cannot be taken by its first bytes, or
 * null when they are a JPEG, PNG or PDF: a text file renamed `.png` is told
 * it is not a real PNG image, in words that fit what its name says, rather
 * than that it must be one of the types its name already is.
 */
export function uploadContentRefusal(fileName: string, firstBytes: Uint8Array): string | null {
  if (uploadTypeFromSignature(firstBytes)) return null;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const claimed = Object.hasOwn(claimedTypeByExtension, extension)
    ? claimedTypeByExtension[extension as keyof typeof claimedTypeByExtension]
    : null;
  return claimed ? messages.documents.notARealFile(claimed) : messages.documents.fileTypeNotAllowed;
}
