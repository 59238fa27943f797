import { messages } from '@shata/domain';
import { catalogue } from '../catalogue';

/** The terms page's words from `messages`. */
export const termsMessages = catalogue(
  { termsPage: messages.termsPage },
  {
    hi: () => import('@shata/domain/hi/messages-terms').then((module) => module.termsMessagesHi),
  },
);
