/** Submit as one request (POST /api/partners/:id/submission): the profile and the staged documents it commits. */
import { z } from 'zod';
import { type DocumentType, documentTypes } from './documents';
import { messages } from './messages';
import { partnerUpdateSchema } from './partner-schemas';

export const submissionSchema = z.strictObject({
  /** The PUT /api/partners/:id body. */
  profile: partnerUpdateSchema,
  /** The staged documents that become the partner's; the server commits them in wizard order. */
  documents: z
    .array(z.enum(documentTypes))
    .refine((types) => new Set(types).size === types.length, messages.uploads.documentListed),
  /**
   * The browser's name for this Submit, kept across its retries until one is
   * answered: a retry of a submission the server already kept (its answer
   * lost on the way) is answered with the partner as it is, changing nothing.
   */
  submissionId: z.uuid(messages.uploads.submissionIdInvalid).optional(),
});

export type Submission = z.infer<typeof submissionSchema>;

/** Where a partner's registration is submitted. */
export function submissionPath(partnerId: string): string {
  return `/api/partners/${encodeURIComponent(partnerId)}/submission`;
}

/** One document a submission refused, and why, as the 409's `documents` lists them. */
export interface DocumentRefusal {
  type: DocumentType;
  message: string;
}
