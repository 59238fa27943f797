import type { Translation } from '@shata/domain';
import { type FeeTerms, joiningFeeTextHi, serviceFeeTextHi } from '@shata/domain/hi/terms';
import type { feeNoteText } from './fee-note-text';

/** The fee note in Hindi, its fees written from the `fees` the English states. */
export function feeNoteTextHi(fees: FeeTerms): Translation<typeof feeNoteText> {
  return {
    title: 'इसकी लागत',
    joiningFee: 'जॉइनिंग फ़ीस',
    serviceFee: 'सर्विस फ़ीस',
    termsLink: 'पार्टनर के नियम और शर्तें पढ़ें',
    joiningFeeAmount: () => joiningFeeTextHi(fees),
    serviceFeeAmount: () => serviceFeeTextHi(fees),
  };
}
