import { catalogue } from '../../lib/i18n/catalogue';
import { termsText } from './terms-text';

export const termsCatalogue = catalogue(termsText, {
  hi: () => import('./terms-text.hi').then((module) => module.termsTextHi),
});
