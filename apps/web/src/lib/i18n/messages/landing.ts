import { landingMessages } from '@shata/domain';
import { catalogue } from '../catalogue';

/** The landing page's words from the domain (`messages.landing`). */
export const landingMessagesCatalogue = catalogue(landingMessages, {
  hi: () => import('@shata/domain/hi/landing-messages').then((module) => module.landingMessagesHi),
});
