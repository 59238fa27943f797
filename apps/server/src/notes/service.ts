import {
  messages,
  notesPageSize,
  type PartnerNote,
  type PartnerNoteInput,
  type PartnerNotesPage,
} from '@shata/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { exactTimeOf, olderThan, pageOf } from '../http/newest-first';
import { findPartnerUnchecked } from '../partners/access';
import { partnerNotes } from './schema';

type NoteRow = typeof partnerNotes.$inferSelect;

const noteOf = (row: NoteRow): PartnerNote => ({
  id: row.id,
  text: row.text,
  stage: row.stage,
  documentType: row.documentType,
  authorEmail: row.authorEmail,
  createdAt: row.createdAt.toISOString(),
});

/** Adds an operator's note to partner `partnerId` (404 when there is none); answers the note. */
export async function addNote(
  db: Db,
  author: SessionUser,
  partnerId: string,
  note: PartnerNoteInput,
): Promise<PartnerNote> {
  const partner = await findPartnerUnchecked(db, partnerId);
  const [row] = await db
    .insert(partnerNotes)
    .values({
      partnerId: partner.id,
      authorUserId: author.id,
      authorEmail: author.email,
      text: note.text,
      stage: note.stage ?? null,
      documentType: note.documentType ?? null,
    })
    .returning();
  if (!row) throw new Error('a note was inserted but not returned');
  return noteOf(row);
}

/** A page of the partner's notes, newest first: the latest, or those older than `before`. */
export async function notesPage(
  db: Db,
  partnerId: string,
  before: string | undefined,
): Promise<PartnerNotesPage> {
  const partner = await findPartnerUnchecked(db, partnerId);
  const exactTime = exactTimeOf(partnerNotes.createdAt);
  const rows = await db
    .select({ note: partnerNotes, exactTime })
    .from(partnerNotes)
    .where(
      and(
        eq(partnerNotes.partnerId, partner.id),
        olderThan(before, messages.notes.cursorInvalid, partnerNotes.createdAt, partnerNotes.id),
      ),
    )
    .orderBy(desc(partnerNotes.createdAt), desc(partnerNotes.id))
    .limit(notesPageSize + 1);
  const page = pageOf(rows, notesPageSize, (row) => ({ key: row.exactTime, id: row.note.id }));
  return { items: page.rows.map((row) => noteOf(row.note)), nextCursor: page.nextCursor };
}
