/**
 * Ours (issue 30): the words of the console's records of a partner that
 * partners never see: operators' notes, who opened which document, and the
 * exports of the trails.
 */

export const notesMessages = {
  textLabel: 'Note',
  textRequired: 'Write the note.',
  textInvalid: 'The note must be text.',
  controlCharacter: 'The note contains a character that is not allowed (a control character).',
  stageUnknown: 'Stage must be one of kyc, company, inPerson, final',
  documentTypeUnknown:
    'Document type must be one of aadharCard, panCard, gstCertificate, incorporationCertificate',
  oneSubject: 'Attach the note to a stage or to a document, not both.',
  cursorInvalid:
    'This link to older notes is not valid. Open the partner again to start from the latest.',
} as const;

export const accessLogMessages = {
  cursorInvalid:
    'This link to older access entries is not valid. Open the partner again to start from the latest.',
  fromInvalid: 'from must be a day written YYYY-MM-DD',
  toInvalid: 'to must be a day written YYYY-MM-DD',
  rangeReversed: 'from must be on or before to',
  rangeTooLong: (days: number) =>
    `A range may cover at most ${days} days: export a longer period in parts.`,
} as const;
