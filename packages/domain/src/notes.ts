/**
 * Operators' internal notes on a partner (issue 30): plain text for a
 * colleague, kept as written (never edited or deleted) and never shown to
 * the partner. A note may be about one stage or one document.
 */
import { z } from 'zod';
import { hasControlCharacter, withoutLoneSurrogates } from './control-characters';
import { type DocumentType, documentTypes } from './documents';
import { messages } from './messages';

/** The longest a note may be, in characters as the form counts them. */
export const noteMaxLength = 2_000;

/** The stages a note may be about: KYC, company verification, in-person verification, final approval. */
export const noteStages = ['kyc', 'company', 'inPerson', 'final'] as const;

export type NoteStage = (typeof noteStages)[number];

const text = messages.notes;

/** A note's text: trimmed, 1 to `noteMaxLength` characters, lines allowed, no control characters. */
export const noteTextSchema = z
  .string({ error: text.textInvalid })
  .overwrite(withoutLoneSurrogates)
  .trim()
  .min(1, text.textRequired)
  .max(noteMaxLength, messages.validation.tooLong(text.textLabel, noteMaxLength))
  .refine((value) => !hasControlCharacter(value), text.controlCharacter);

/** POST /api/admin/partners/:id/notes: the text, and at most one of a stage or a document it is about. */
export const partnerNoteSchema = z
  .strictObject({
    text: noteTextSchema,
    stage: z.enum(noteStages, { error: text.stageUnknown }).optional(),
    documentType: z.enum(documentTypes, { error: text.documentTypeUnknown }).optional(),
  })
  .refine((note) => note.stage === undefined || note.documentType === undefined, {
    message: text.oneSubject,
    path: ['documentType'],
  });

export type PartnerNoteInput = z.infer<typeof partnerNoteSchema>;

/** A note as operators read it. */
export interface PartnerNote {
  id: string;
  text: string;
  stage: NoteStage | null;
  documentType: DocumentType | null;
  authorEmail: string;
  createdAt: string;
}

/** How many notes a page carries. */
export const notesPageSize = 50;

/** GET /api/admin/partners/:id/notes: newest first; `nextCursor` asks for older ones. */
export interface PartnerNotesPage {
  items: PartnerNote[];
  nextCursor: string | null;
}

/** GET /api/admin/partners/:id/notes?before=: a page older than a cursor the server gave. */
export const notesPageQuerySchema = z.object({
  before: z.string({ error: text.cursorInvalid }).max(200, text.cursorInvalid).optional(),
});
