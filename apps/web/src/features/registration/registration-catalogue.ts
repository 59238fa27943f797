import { catalogue } from '../../lib/i18n/catalogue';
import { registrationText } from './registration-text';

/**
 * The registration's words in every language. A module of its own: the Hindi
 * module reads the English one's type, which would close a cycle here.
 */
export const registrationCatalogue = catalogue(registrationText, {
  hi: () => import('./registration-text.hi').then((module) => module.registrationTextHi),
});
