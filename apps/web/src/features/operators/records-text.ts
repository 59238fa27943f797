import {
  aadhaarQrResultLabels,
  documentTypeInfo,
  messages,
  noteMaxLength,
  type Translation,
} from '@shata/domain';
import { catalogue } from '../../lib/i18n/catalogue';

const count = (value: number) => value.toLocaleString('en-IN');

/**
 * Words of the console's records of a partner that partners never see (issue
 * 30): operators' notes, the Aadhaar QR attempts to be wary of, who opened
 * the partner's documents, and the exports of the trails.
 */
export const recordsText = {
  notes: {
    title: 'Internal notes',
    intro:
      'For the team only: the partner never sees these. A note cannot be edited or deleted once added.',
    noteLabel: 'New note',
    /** The counter under the note, said politely as the operator types. */
    counter: (length: number) =>
      length > noteMaxLength
        ? `${count(length)} of ${count(noteMaxLength)} characters: ${count(length - noteMaxLength)} too many`
        : `${count(length)} of ${count(noteMaxLength)} characters`,
    aboutLabel: 'About',
    aboutGeneral: 'The partner in general',
    stagesGroup: 'A stage',
    documentsGroup: 'A document',
    stages: {
      kyc: messages.review.fieldLabels.kycStatus,
      company: messages.review.fieldLabels.cvStatus,
      inPerson: messages.review.fieldLabels.ipvStatus,
      final: messages.review.fieldLabels.status,
    },
    documents: Object.fromEntries(
      Object.entries(documentTypeInfo).map(([type, info]) => [type, info.label]),
    ) as Record<keyof typeof documentTypeInfo, string>,
    add: 'Add note',
    adding: 'Adding…',
    added: 'Note added.',
    listLabel: 'Notes, newest first',
    by: (email: string) => `by ${email}`,
    empty: 'No notes yet.',
    loading: 'Loading notes…',
    loadError: 'The notes could not be loaded.',
    loadMore: 'Show older notes',
    loadingMore: 'Loading older notes…',
  },
  qrAttempts: {
    /** Above the kept check's facts: it is the one that proves the most, not the latest. */
    keptNote: 'The best result of every attempt is shown; later attempts never hide it.',
    title: 'Forged or mismatched attempts',
    intro: 'Each of these was presented for this partner as well:',
    listLabel: 'Forged or mismatched Aadhaar QR attempts, newest first',
    attempt: (result: keyof typeof aadhaarQrResultLabels, last4: string | null) =>
      result === 'mismatch' && last4
        ? `${aadhaarQrResultLabels.mismatch}: a QR for an Aadhaar ending ${last4}`
        : aadhaarQrResultLabels[result],
    more: (count: number) => `and ${count} older ${count === 1 ? 'attempt' : 'attempts'}`,
  },
  access: {
    title: 'Access history',
    intro:
      "Every time an operator opened or downloaded one of this partner's documents. The partner's own views are not listed. Admins only.",
    caption: "Who opened this partner's documents, newest first",
    columns: { when: 'When', who: 'Who', what: 'What', from: 'From address' },
    aadhaarNumber: 'The full Aadhaar number',
    empty: 'No operator has opened these documents yet.',
    loading: 'Loading the access history…',
    loadError: 'The access history could not be loaded.',
    loadMore: 'Show older entries',
    loadingMore: 'Loading older entries…',
  },
  exports: {
    title: 'Export the records',
    intro:
      'The audit trail (every change to a partner, and to keys and webhooks) and the record of who opened which document, as CSV for a range of days in India time. Admins only.',
    from: 'From',
    to: 'To',
    audit: 'Download the audit trail (CSV)',
    accessLog: 'Download the access log (CSV)',
  },
} as const;

/** English only, as the rest of the console. */
export const recordsCatalogue = catalogue(recordsText);

export type RecordsText = Translation<typeof recordsText>;
