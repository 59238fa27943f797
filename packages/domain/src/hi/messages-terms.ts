import type { messages } from '../messages';
import type { Translation } from '../translation';

export const termsMessagesHi = {
  termsPage: {
    title: 'पार्टनर के लिए नियम और शर्तें',
  },
} satisfies Translation<Pick<typeof messages, 'termsPage'>>;
