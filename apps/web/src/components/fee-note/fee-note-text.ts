import { joiningFeeText, serviceFeeText } from '@shata/domain';

/** The fee note's words; the fees themselves are sentences of the domain's `terms`. */
export const feeNoteText = {
  title: 'What it costs',
  joiningFee: 'Joining fee',
  serviceFee: 'Service fee',
  termsLink: 'Read the partner terms',
  joiningFeeAmount: joiningFeeText,
  serviceFeeAmount: serviceFeeText,
} as const;
