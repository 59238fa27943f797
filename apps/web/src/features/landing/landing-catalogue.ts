import { landingMessages } from '@shata/domain';
import { catalogue } from '../../lib/i18n/catalogue';
import { landingFacts, landingText } from './landing-text';

// Both load the same Hindi chunk: the landing page's Hindi is one request.
const hindi = () => import('./landing-text.hi');

/** The landing page's own words. */
export const landingCatalogue = catalogue(landingText, {
  hi: () => hindi().then((module) => module.landingTextHi(landingFacts)),
});

/** The landing page's words from the domain (`messages.landing`). */
export const landingMessagesCatalogue = catalogue(landingMessages, {
  hi: () => hindi().then((module) => module.landingMessagesHi),
});
