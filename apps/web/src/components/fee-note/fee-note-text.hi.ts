import { type FeeTerms, joiningFeeTextHi, serviceFeeTextHi } from '@shata/domain/hi/terms';

/** The fee note in Hindi, its fees written from the `fees` the English states; `feeNoteCatalogue` checks them. */
export function feeNoteTextHi(fees: FeeTerms) {
  return {
    title: 'इसकी लागत',
    joiningFee: 'जॉइनिंग फ़ीस',
    serviceFee: 'सर्विस फ़ीस',
    termsLink: 'पार्टनर के नियम और शर्तें पढ़ें',
    joiningFeeAmount: () => joiningFeeTextHi(fees),
    serviceFeeAmount: () => serviceFeeTextHi(fees),
  };
}
