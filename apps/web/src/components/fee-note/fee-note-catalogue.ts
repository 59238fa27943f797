import { formatInr, terms } from '@shata/domain';
import { catalogue } from '../../lib/i18n/catalogue';
import { feeNoteText } from './fee-note-text';

export const feeNoteCatalogue = catalogue(feeNoteText, {
  hi: () =>
    import('./fee-note-text.hi').then((module) => module.feeNoteTextHi({ terms, formatInr })),
});
