import { catalogue } from '../../lib/i18n/catalogue';
import { bookingsText } from './bookings-text';

export const bookingsCatalogue = catalogue(bookingsText, {
  hi: () => import('./bookings-text.hi').then((module) => module.bookingsTextHi),
});
