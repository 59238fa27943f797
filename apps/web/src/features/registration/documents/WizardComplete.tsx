import type { RefObject } from 'react';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationMessages } from '../../../lib/i18n/messages/registration';

/** Past the last step: "All Documents Uploaded!", or how many files are still on their way. */
export function WizardComplete({
  completeRef,
  uploading,
}: {
  completeRef: RefObject<HTMLParagraphElement | null>;
  uploading: number;
}) {
  const { registration } = useText(registrationMessages);
  return (
    <p
      ref={completeRef}
      className="wizard-complete"
      role="status"
      tabIndex={-1}
      data-uploading={uploading > 0 ? 'true' : undefined}
    >
      {uploading > 0 ? (
        registration.uploadingDocuments(uploading)
      ) : (
        <>
          <span className="wizard-complete__mark" aria-hidden="true">
            ✓
          </span>
          {registration.allDocumentsUploaded}
        </>
      )}
    </p>
  );
}
