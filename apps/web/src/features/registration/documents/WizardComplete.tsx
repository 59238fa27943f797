import { messages } from '@shata/domain';
import type { RefObject } from 'react';

/** Past the last step: "All Documents Uploaded!", or how many files are still on their way. */
export function WizardComplete({
  completeRef,
  uploading,
}: {
  completeRef: RefObject<HTMLParagraphElement | null>;
  uploading: number;
}) {
  return (
    <p
      ref={completeRef}
      className="wizard-complete"
      role="status"
      tabIndex={-1}
      data-uploading={uploading > 0 ? 'true' : undefined}
    >
      {uploading > 0 ? (
        messages.registration.uploadingDocuments(uploading)
      ) : (
        <>
          <span className="wizard-complete__mark" aria-hidden="true">
            ✓
          </span>
          {messages.registration.allDocumentsUploaded}
        </>
      )}
    </p>
  );
}
