import { approvalOrderMessages, messages, type Translation, teamMessages } from '@shata/domain';
import { catalogue } from '../catalogue';

/**
 * The domain's words the operators' console shows: its labels, and the
 * messages of its schemas and of the server's answers. English only: the
 * console stays in English (operators are staff, issue 31); another language
 * is a loader here, with no change to the screens.
 */
export const consoleMessages = catalogue({
  review: messages.review,
  approvalOrder: approvalOrderMessages,
  cases: messages.cases,
  businessTypes: messages.businessTypes,
  documents: messages.documents,
  bookings: messages.bookings,
  fieldLabels: messages.fieldLabels,
  validation: messages.validation,
  api: messages.api,
  apiKeys: messages.apiKeys,
  webhooks: messages.webhooks,
  integration: messages.integration,
  notes: messages.notes,
  accessLog: messages.accessLog,
  twoFactor: messages.twoFactor,
  team: teamMessages,
});

/** The console's domain words in the language it speaks, for helpers outside components. */
export type ConsoleMessages = Translation<typeof consoleMessages.en>;
