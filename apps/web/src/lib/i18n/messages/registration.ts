import { messages } from '@shata/domain';
import { catalogue } from '../catalogue';

/** The domain's messages of the registration: its words, field errors, and upload and QR answers. */
export const registrationMessages = catalogue(
  {
    registration: messages.registration,
    documents: messages.documents,
    businessTypes: messages.businessTypes,
    uploads: messages.uploads,
    aadhaarQr: messages.aadhaarQr,
    fieldLabels: messages.fieldLabels,
    validation: messages.validation,
  },
  {
    hi: () =>
      import('@shata/domain/hi/messages-registration').then(
        (module) => module.registrationMessagesHi,
      ),
  },
);
