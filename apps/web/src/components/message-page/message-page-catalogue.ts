import { catalogue } from '../../lib/i18n/catalogue';
import { messagePageText } from './message-page-text';

export const messagePageCatalogue = catalogue(messagePageText, {
  hi: () => import('./message-page-text.hi').then((module) => module.messagePageTextHi),
});
