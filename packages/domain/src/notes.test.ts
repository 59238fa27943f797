import { describe, expect, it } from 'vitest';
import { noteMaxLength, partnerNoteSchema } from './notes';
import { issuesOf } from './test-helpers';

describe('partnerNoteSchema', () => {
  it('takes a note, trimmed, with its lines, about a stage, a document or nothing', () => {
    expect(partnerNoteSchema.parse({ text: ' Called the partner.\nNew GST coming. ' })).toEqual({
      text: 'Called the partner.\nNew GST coming.',
    });
    expect(partnerNoteSchema.parse({ text: 'Blurred', documentType: 'panCard' })).toEqual({
      text: 'Blurred',
      documentType: 'panCard',
    });
    expect(partnerNoteSchema.parse({ text: 'Visited', stage: 'inPerson' })).toEqual({
      text: 'Visited',
      stage: 'inPerson',
    });
  });

  it('takes 2,000 characters and refuses an empty note, a longer one and control characters', () => {
    expect(issuesOf(partnerNoteSchema, { text: 'a'.repeat(noteMaxLength) })).toEqual([]);
    expect(issuesOf(partnerNoteSchema, { text: '   ' })).toEqual([['text', 'Write the note.']]);
    expect(issuesOf(partnerNoteSchema, { text: 'a'.repeat(noteMaxLength + 1) })).toEqual([
      ['text', 'Note must be at most 2000 characters'],
    ]);
    expect(issuesOf(partnerNoteSchema, { text: 'a\u0000b' })).toEqual([
      ['text', 'The note contains a character that is not allowed (a control character).'],
    ]);
    expect(issuesOf(partnerNoteSchema, { text: 42 })).toEqual([['text', 'The note must be text.']]);
  });

  it('refuses an unknown stage or document, both at once, and fields it does not know', () => {
    expect(issuesOf(partnerNoteSchema, { text: 'x', stage: 'video' })).toEqual([
      ['stage', 'Stage must be one of kyc, company, inPerson, final'],
    ]);
    expect(issuesOf(partnerNoteSchema, { text: 'x', documentType: 'passport' })).toEqual([
      [
        'documentType',
        'Document type must be one of aadharCard, panCard, gstCertificate, incorporationCertificate',
      ],
    ]);
    expect(
      issuesOf(partnerNoteSchema, { text: 'x', stage: 'kyc', documentType: 'panCard' }),
    ).toEqual([['documentType', 'Attach the note to a stage or to a document, not both.']]);
    expect(issuesOf(partnerNoteSchema, { text: 'x', author: 'me' })).toHaveLength(1);
  });
});
