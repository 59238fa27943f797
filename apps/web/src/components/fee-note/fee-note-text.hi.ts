import type { Translation } from '@shata/domain';
import { joiningFeeTextHi, serviceFeeTextHi } from '@shata/domain/hi/terms';
import type { feeNoteText } from './fee-note-text';

export const feeNoteTextHi = {
  title: 'इसकी लागत',
  joiningFee: 'जॉइनिंग फ़ीस',
  serviceFee: 'सर्विस फ़ीस',
  termsLink: 'पार्टनर के नियम और शर्तें पढ़ें',
  joiningFeeAmount: joiningFeeTextHi,
  serviceFeeAmount: serviceFeeTextHi,
} satisfies Translation<typeof feeNoteText>;
