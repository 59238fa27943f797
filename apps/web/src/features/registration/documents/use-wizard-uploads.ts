import type { DocumentType, DraftUploads, Partner, Requirement } from '@shata/domain';
import { useEffect } from 'react';
import { type DocumentUpload, useDocumentUploads } from '../uploads/use-document-uploads';
import { useDocumentWizard } from './use-document-wizard';

/**
 * The document wizard and its files' uploads, together: a file the server
 * refused once it had it all goes back to its step, with why.
 */
export function useWizardUploads(
  partnerId: string,
  partner: Partner | undefined,
  requirements: Record<DocumentType, Requirement>,
  linkedType: DocumentType | undefined,
  draftUploads: DraftUploads | undefined,
) {
  const wizard = useDocumentWizard(partner, requirements, linkedType, draftUploads?.staged);
  const documentUploads = useDocumentUploads(partnerId, draftUploads);

  const { uploads, forget } = documentUploads;
  const { refuse } = wizard;
  useEffect(() => {
    for (const [type, upload] of Object.entries(uploads) as [DocumentType, DocumentUpload][]) {
      if (upload.phase.kind !== 'failed') continue;
      refuse(type, upload.phase.message);
      forget(type);
    }
  }, [uploads, refuse, forget]);

  return { wizard, documentUploads };
}
