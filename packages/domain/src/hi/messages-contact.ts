import type { messages } from '../messages';
import type { Translation } from '../translation';

type Validation = typeof messages.validation;

/** The contact form's words from `messages`: its failure, and the field errors its schema gives. */
export interface ContactMessages {
  contact: typeof messages.contact;
  validation: Pick<Validation, 'phoneDigits' | 'emailInvalid'> & {
    required: Pick<
      Validation['required'],
      'firstName' | 'lastName' | 'phone' | 'email' | 'message'
    >;
  };
}

export const contactMessagesHi = {
  contact: {
    sendFailure: 'संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  },
  validation: {
    phoneDigits: 'फ़ोन नंबर 10 अंकों का होना चाहिए',
    emailInvalid: 'सही ईमेल पता लिखें',
    required: {
      firstName: 'पहला नाम ज़रूरी है',
      lastName: 'उपनाम ज़रूरी है',
      phone: 'फ़ोन नंबर ज़रूरी है',
      email: 'ईमेल ज़रूरी है',
      message: 'संदेश ज़रूरी है',
    },
  },
} satisfies Translation<ContactMessages>;
