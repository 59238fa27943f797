import { formatInr, joiningFeeText, serviceFeeText, terms } from '@shata/domain';
import { catalogue } from '../../lib/i18n/catalogue';

/** The fee note's words; the fees themselves are sentences of the domain's `terms`. */
export const feeNoteText = {
  title: 'What it costs',
  joiningFee: 'Joining fee',
  serviceFee: 'Service fee',
  termsLink: 'Read the partner terms',
  joiningFeeAmount: joiningFeeText,
  serviceFeeAmount: serviceFeeText,
} as const;

export const feeNoteCatalogue = catalogue(feeNoteText, {
  hi: () =>
    import('./fee-note-text.hi').then((module) => module.feeNoteTextHi({ terms, formatInr })),
});
