import { messages } from '@shata/domain';
import type { ContactMessages } from '@shata/domain/hi/messages-contact';
import { catalogue } from '../catalogue';

const { validation } = messages;

/** The contact form's words from `messages`, loaded with the form as the visitor nears it. */
export const contactMessages = catalogue<ContactMessages>(
  {
    contact: messages.contact,
    validation: {
      phoneDigits: validation.phoneDigits,
      emailInvalid: validation.emailInvalid,
      required: {
        firstName: validation.required.firstName,
        lastName: validation.required.lastName,
        phone: validation.required.phone,
        email: validation.required.email,
        message: validation.required.message,
      },
    },
  },
  {
    hi: () =>
      import('@shata/domain/hi/messages-contact').then((module) => module.contactMessagesHi),
  },
);
