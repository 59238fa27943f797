import { catalogue } from '../../lib/i18n/catalogue';
import { verifyEmailText } from './verify-email-text';

export const verifyEmailCatalogue = catalogue(verifyEmailText, {
  hi: () => import('./verify-email-text.hi').then((module) => module.verifyEmailTextHi),
});
