import { type DocumentType, isDocumentType } from './documents';
import { paths } from './routes';

/**
 * Links into the registration form's document wizard: /dashboard/{id}#document-{type}
 * opens the wizard on that document's step. The status screen and the mail
 * telling a partner a document was turned down link there.
 */
const documentAnchorPrefix = 'document-';

/** The element id (and URL fragment) of a document's step. */
export function documentAnchorId(type: DocumentType): string {
  return `${documentAnchorPrefix}${type}`;
}

/** The registration form, opened on one document's step. */
export function documentUploadPath(partnerId: string, type: DocumentType): string {
  return `${paths.dashboard(partnerId)}#${documentAnchorId(type)}`;
}

/** The document a location's hash ('#document-gstCertificate') points at, if any. */
export function linkedDocumentType(hash: string): DocumentType | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(documentAnchorPrefix)) return undefined;
  const type = fragment.slice(documentAnchorPrefix.length);
  return isDocumentType(type) ? type : undefined;
}

/** The terms' section on who sees a partner's KYC documents and how they are kept. */
export const kycDocumentsSectionId = 'kyc-documents';

export const kycDocumentsTermsPath = `${paths.terms}#${kycDocumentsSectionId}`;
