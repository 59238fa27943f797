import { catalogue } from '../../lib/i18n/catalogue';
import { authText } from './auth-text';

export const authCatalogue = catalogue(authText, {
  hi: () => import('./auth-text.hi').then((module) => module.authTextHi),
});
