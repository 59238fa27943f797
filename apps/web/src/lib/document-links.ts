import { type DocumentType, isDocumentType, paths } from '@shata/domain';

/**
 * Links into the registration form's document wizard: /dashboard/{id}#document-{type}
 * opens the wizard on that document's step (the status screen links there to
 * have a turned-down document uploaded again). Shared by both screens, which
 * may not import each other.
 */
const anchorPrefix = 'document-';

/** The element id (and URL fragment) of a document's step. */
export function documentAnchorId(type: DocumentType): string {
  return `${anchorPrefix}${type}`;
}

/** The registration form, opened on one document's step. */
export function documentUploadPath(partnerId: string, type: DocumentType): string {
  return `${paths.dashboard(partnerId)}#${documentAnchorId(type)}`;
}

/** The document a location's hash ('#document-gstCertificate') points at, if any. */
export function linkedDocumentType(hash: string): DocumentType | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(anchorPrefix)) return undefined;
  const type = fragment.slice(anchorPrefix.length);
  return isDocumentType(type) ? type : undefined;
}
