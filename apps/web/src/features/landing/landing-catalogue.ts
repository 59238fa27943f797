import { catalogue } from '../../lib/i18n/catalogue';
import { landingText } from './landing-text';

export const landingCatalogue = catalogue(landingText, {
  hi: () => import('./landing-text.hi').then((module) => module.landingTextHi),
});
