import { shellMessages } from '@shata/domain';
import { catalogue } from './catalogue';

/** The words every page loads first (header, footer, the API client's fallbacks). */
export const shellCatalogue = catalogue(shellMessages, {
  hi: () => import('@shata/domain/hi/shell-messages').then((module) => module.shellMessagesHi),
});
