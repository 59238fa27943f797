import type { Translation } from '@shata/domain';
import type { bookingsText } from './bookings-text';

export const bookingsTextHi = {
  kinds: {
    Catering: 'कैटरिंग',
    Photography: 'फ़ोटोग्राफ़ी',
    Event: 'इवेंट',
  },
  statuses: {
    pending: 'लंबित',
    confirmed: 'पक्की',
    completed: 'पूरी हुई',
    cancelled: 'रद्द',
  },
} satisfies Translation<typeof bookingsText>;
